"""Shared parts of the seventeenth locked split's paystubs: seeds, pay periods, a ledger that works a
stub period by period from the first pay date of 2026, the drawing list and its renderers (iText 2.1.7,
pypdf, Horde_Pdf), and a line printer's sheet of text for RBPDF."""
import datetime as dt
import hashlib
import os
import re
import random
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
RENDER = os.path.join(HERE, 'render')
SPLIT = 'locked-17'
SOURCE = 'generated (eval/paystubs/locked-17)'
A4 = (595.28, 841.89)
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']


def rng(name):
    return random.Random(zlib.crc32(f'{SPLIT}:{name}'.encode()))


def cents(x):
    return int(round(x * 100))


def money(c, sep=','):
    """1,234.56 from cents (magnitude)."""
    c = abs(c)
    whole = f'{c // 100:,}'.replace(',', sep)
    return f'{whole}.{c % 100:02d}'


def to_amount(c):
    return round(c / 100, 2)


# ---------------------------------------------------------------- pay periods

def last_working_day(y, m):
    d = (dt.date(y, m + 1, 1) if m < 12 else dt.date(y + 1, 1, 1)) - dt.timedelta(days=1)
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def monthly_periods(upto_month, year=2026, payday=None):
    out = []
    for m in range(1, upto_month + 1):
        start = dt.date(year, m, 1)
        end = (dt.date(year, m + 1, 1) if m < 12 else dt.date(year + 1, 1, 1)) - dt.timedelta(days=1)
        pay = payday(year, m) if payday else last_working_day(year, m)
        out.append((start, end, pay))
    return out


def semi_monthly_periods(count, year=2026):
    """1st to 15th paid on the 15th, 16th to the month's end paid on its last day (a working day
    earlier when either falls on a weekend)."""
    out = []
    m = 1
    while len(out) < count:
        end_month = (dt.date(year, m + 1, 1) if m < 12 else dt.date(year + 1, 1, 1)) - dt.timedelta(days=1)
        for start, end in ((dt.date(year, m, 1), dt.date(year, m, 15)), (dt.date(year, m, 16), end_month)):
            pay = end
            while pay.weekday() >= 5:
                pay -= dt.timedelta(days=1)
            out.append((start, end, pay))
        m += 1
    return out[:count]


def weekly_periods(count, days, first_end, pay_lag):
    """Periods of `days` days, the first ending on `first_end`, each paid `pay_lag` days after its end."""
    out = []
    end = first_end
    for _ in range(count):
        out.append((end - dt.timedelta(days=days - 1), end, end + dt.timedelta(days=pay_lag)))
        end += dt.timedelta(days=days)
    return out


# ---------------------------------------------------------------- the ledger

class Ledger:
    """Each period's earnings and deductions in cents, in the order first met; YTD is the sum of the
    periods up to and including the last."""

    def __init__(self, order=()):
        self.periods = []  # list of (earnings dict, deductions dict, extra dict)
        self.order = list(order)  # names in the order printed; others after them as first met

    def add(self, earnings, deductions, extra=None):
        self.periods.append((earnings, deductions, extra or {}))

    def _names(self, k):
        seen = []
        for p in self.periods:
            for n in p[k]:
                if n not in seen:
                    seen.append(n)
        rank = {n: i for i, n in enumerate(self.order)}
        return sorted(seen, key=lambda n: (rank.get(n, len(rank)), seen.index(n)))

    def lines(self, k):
        """(name, current or None, ytd) for every line with a YTD, current None where not paid now."""
        cur = self.periods[-1][k]
        out = []
        for n in self._names(k):
            ytd = sum(p[k].get(n, 0) for p in self.periods)
            if ytd == 0:
                continue
            c = cur.get(n)
            out.append((n, c if c else None, ytd))
        return out

    def gross(self):
        return sum(self.periods[-1][0].values())

    def ytd_gross(self):
        return sum(sum(p[0].values()) for p in self.periods)

    def total_deductions(self):
        return sum(self.periods[-1][1].values())

    def ytd_deductions(self):
        return sum(sum(p[1].values()) for p in self.periods)

    def net(self):
        return self.gross() - self.total_deductions()

    def ytd_net(self):
        return self.ytd_gross() - self.ytd_deductions()

    def extra(self, key):
        return self.periods[-1][2].get(key)

    def ytd_extra(self, key):
        return sum(p[2].get(key, 0) for p in self.periods)


def truth(layout, employer, employee, period, ledger, frequency, sections):
    start, end, pay = period
    deds = []
    for name, cur, ytd in ledger.lines(1):
        deds.append({'name': name, 'current': to_amount(cur) if cur is not None else None,
                     'ytd': to_amount(ytd), 'section': sections(name)})
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': SOURCE,
        'employer': employer,
        'employee': employee,
        'pay_date': pay.isoformat(),
        'period': {'start': start.isoformat(), 'end': end.isoformat()},
        'gross': to_amount(ledger.gross()),
        'net': to_amount(ledger.net()),
        'deductions': deds,
        'ytd_gross': to_amount(ledger.ytd_gross()),
        'ytd_net': to_amount(ledger.ytd_net()),
        'frequency': frequency,
    }


def bands(income, table):
    """Tax on `income` (cents) by marginal bands [(upper bound in cents or None, rate)]."""
    tax, lower = 0.0, 0
    for upper, rate in table:
        top = income if upper is None else min(income, upper)
        if top > lower:
            tax += (top - lower) * rate
        if upper is None or income <= upper:
            break
        lower = upper
    return int(round(tax))


# ---------------------------------------------------------------- the drawing list

class Drawing:
    def __init__(self, size=A4):
        self.size = size
        self.items = []
        self.page()

    def page(self):
        self.items.append(f'page\t{self.size[0]:.2f}\t{self.size[1]:.2f}')

    def text(self, x, y, s, align='l', bold=False, size=9):
        assert '\t' not in s and '\n' not in s
        if not s:
            return
        self.items.append(f'text\t{x:.2f}\t{y:.2f}\t{align}\t{"b" if bold else "r"}\t{size:g}\t{s}')

    def rule(self, x1, y1, x2, y2, width=0.5):
        self.items.append(f'rule\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{width:g}')

    def box(self, x, y, w, h, fill=None, frame=True):
        f = '-' if fill is None else f'{fill:g}'
        self.items.append(f'box\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{f}\t{1 if frame else 0}')

    def dump(self):
        return '\n'.join(self.items) + '\n'


# ---------------------------------------------------------------- the renderers

def _scratch():
    d = os.path.join(tempfile.gettempdir(), 'underwrite-locked-17-render')
    os.makedirs(d, exist_ok=True)
    return d


class Sheet:
    """A page of fixed-pitch text for a line printer: put text at a column (from 0) on a line (from 0),
    left or right aligned (a right-aligned item ends at the column), bold by overstriking (each
    character, a backspace, the character again, as a line printer's driver writes it)."""

    def __init__(self, width=96):
        self.width = width
        self.pages = [[]]
        self.items = [[]]

    def page(self):
        self.pages.append([])
        self.items.append([])

    def put(self, line, col, s, align='l', bold=False):
        rows = self.pages[-1]
        while len(rows) <= line:
            rows.append([' '] * self.width)
        if align == 'r':
            col -= len(s)
        assert col >= 0 and col + len(s) <= self.width, (col, s)
        row = rows[line]
        if s.strip():
            self.items[-1].append((line, col, s, bold))
        for k, ch in enumerate(s):
            assert row[col + k] == ' ' or ch == ' ', (line, col, s)
            row[col + k] = f'{ch}\b{ch}' if bold and ch != ' ' else ch

    def rule(self, line, col=0, end=None, ch='-'):
        self.put(line, col, ch * ((end or self.width) - col))

    def dump(self):
        out = []
        for items in self.items:
            out.append('page')
            out += [f'item\t{line}\t{col}\t{"b" if bold else "r"}\t{s}' for line, col, s, bold in items]
        return '\n'.join(out) + '\n'


ITEXT_JAR = '/usr/share/java/itext-2.1.7.jar'


def _itext():
    """RenderItext compiled against Debian's iText 2.1.7 into a scratch folder; the classpath."""
    out = os.path.join(_scratch(), 'itext')
    os.makedirs(out, exist_ok=True)
    subprocess.run(['javac', '-nowarn', '-d', out, '-cp', ITEXT_JAR, os.path.join(RENDER, 'RenderItext.java')], check=True,
                   capture_output=True)
    return f'{ITEXT_JAR}:{out}'


def render(drawing, out_pdf, kind, family=None):
    d = _scratch()
    ops = os.path.join(d, 'list.ops')
    with open(ops, 'w', encoding='utf-8') as f:
        f.write(drawing.dump())
    env = dict(os.environ, TZ='UTC')
    if kind == 'itext':
        subprocess.run(['java', '-cp', _itext(), 'RenderItext', ops, out_pdf], check=True, env=env)
    elif kind == 'horde':
        subprocess.run(['php', os.path.join(RENDER, 'render_horde.php'), ops, out_pdf], check=True, env=env)
    elif kind == 'rbpdf':
        subprocess.run(['ruby', os.path.join(RENDER, 'render_rbpdf.rb'), ops, out_pdf], check=True, env=env,
                       stderr=subprocess.DEVNULL)
    elif kind == 'pypdf':
        _render_pypdf(drawing, out_pdf)
    else:
        raise ValueError(kind)
    _fix_dates(out_pdf)


# ---------------------------------------------------------------- pypdf

_ACCENTS = {'ACUTE': 'acute', 'GRAVE': 'grave', 'DIAERESIS': 'dieresis', 'CIRCUMFLEX': 'circumflex', 'TILDE': 'tilde',
            'CEDILLA': 'cedilla', 'RING ABOVE': 'ring'}
_NAMES = {' ': 'space', '€': 'Euro', '–': 'endash', '·': 'periodcentered', "'": 'quotesingle', '`': 'grave'}
_AFM = {}


def _glyph(ch):
    import unicodedata
    if ch in _NAMES:
        return _NAMES[ch]
    if ch.isascii():
        return None
    name = unicodedata.name(ch)
    m = re.match(r'LATIN (SMALL|CAPITAL) LETTER (\w) WITH (.+)$', name)
    assert m and m.group(3) in _ACCENTS, ch
    base = m.group(2).lower() if m.group(1) == 'SMALL' else m.group(2)
    return base + _ACCENTS[m.group(3)]


def _metrics(bold):
    """Widths (a thousandth of the size) of Helvetica's glyphs from URW's Nimbus Sans AFM (the same widths)."""
    key = 'Bold' if bold else 'Regular'
    if key not in _AFM:
        by_code, by_name = {}, {}
        with open(f'/usr/share/fonts/type1/urw-base35/NimbusSans-{key}.afm', encoding='latin-1') as f:
            for line in f:
                m = re.match(r'C (-?\d+) ; WX (\d+) ; N (\S+)', line)
                if m:
                    by_name[m.group(3)] = int(m.group(2))
                    if int(m.group(1)) > 0:
                        by_code[int(m.group(1))] = int(m.group(2))
        _AFM[key] = (by_code, by_name)
    return _AFM[key]


def _width(s, bold, size):
    by_code, by_name = _metrics(bold)
    total = 0
    for ch in s:
        g = _glyph(ch)
        total += by_name[g] if g else by_code[ord(ch)]
    return total * size / 1000


def _render_pypdf(drawing, out_pdf):
    """The drawing list as a PDF written by pypdf's PdfWriter: a blank page a `page` item and a content
    stream of our own operators; Helvetica and Helvetica-Bold, standard fonts not embedded, under
    WinAnsiEncoding; text placed by `Td` at its baseline, aligned from Helvetica's widths."""
    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    fonts = DictionaryObject()
    for key, base in (('/F1', '/Helvetica'), ('/F2', '/Helvetica-Bold')):
        fonts[NameObject(key)] = writer._add_object(DictionaryObject({
            NameObject('/Type'): NameObject('/Font'), NameObject('/Subtype'): NameObject('/Type1'),
            NameObject('/BaseFont'): NameObject(base), NameObject('/Encoding'): NameObject('/WinAnsiEncoding')}))
    pages = []
    for item in drawing.items:
        f = item.split('\t')
        if f[0] == 'page':
            w, h = float(f[1]), float(f[2])
            pages.append((w, h, []))
            continue
        ops, h = pages[-1][2], pages[-1][1]
        if f[0] == 'text':
            x, y, size, bold = float(f[1]), h - float(f[2]), float(f[5]), f[4] == 'b'
            text = f[6]
            wd = _width(text, bold, size)
            x -= wd if f[3] == 'r' else wd / 2 if f[3] == 'c' else 0
            raw = text.encode('cp1252').replace(b'\\', b'\\\\').replace(b'(', b'\\(').replace(b')', b'\\)')
            ops.append(b'BT /%s %g Tf %.2f %.2f Td (' % (b'F2' if bold else b'F1', size, x, y) + raw + b') Tj ET')
        elif f[0] == 'rule':
            ops.append(b'%s w %.2f %.2f m %.2f %.2f l S' % (f[5].encode(), float(f[1]), h - float(f[2]), float(f[3]), h - float(f[4])))
        elif f[0] == 'box':
            x, y, bw, bh = float(f[1]), float(f[2]), float(f[3]), float(f[4])
            if f[5] != '-':
                ops.append(b'%s g %.2f %.2f %.2f %.2f re f 0 g' % (f[5].encode(), x, h - y - bh, bw, bh))
            if f[6] == '1':
                ops.append(b'0.6 w %.2f %.2f %.2f %.2f re S' % (x, h - y - bh, bw, bh))
    for w, h, ops in pages:
        page = writer.add_blank_page(w, h)
        stream = DecodedStreamObject()
        stream.set_data(b'\n'.join(ops) + b'\n')
        page[NameObject('/Contents')] = writer._add_object(stream.flate_encode())
        page[NameObject('/Resources')] = DictionaryObject({NameObject('/Font'): fonts})
    writer.add_metadata({'/Producer': 'pypdf', '/Author': 'underwrite locked-17'})
    with open(out_pdf, 'wb') as f:
        writer.write(f)


FIXED_DATE = b'20260301090000'


def _fix_dates(pdf):
    """Where a producer stamps the time of the run (iText, Horde_Pdf, RBPDF) put 1 March 2026 in its place,
    an MD5 of the file's name in place of a file identifier and of a font's name in place of a subset's
    random prefix, each the same length, so the
    byte offsets stand and a run gives the same file."""
    with open(pdf, 'rb') as f:
        data = f.read()
    digest = hashlib.md5(os.path.basename(pdf).encode()).hexdigest().upper().encode()

    def same(m):
        return re.sub(rb'<([0-9a-fA-F]+)>', lambda h: b'<' + (digest * 4)[:len(h.group(1))] + b'>', m.group(0))

    fixed = re.sub(rb'(/(?:CreationDate|ModDate|LastModified|M)\s*\(D:)(\d{12,14})', lambda m: m.group(1) + FIXED_DATE[:len(m.group(2))], data)
    fixed = re.sub(rb'/ID\s*\[\s*<[0-9a-fA-F]+>\s*<[0-9a-fA-F]+>\s*\]', same, fixed)
    # iText names a font subset with six random capitals: six from an MD5 of the font's name instead
    fixed = re.sub(rb'/[A-Z]{6}\+([A-Za-z0-9-]+)', lambda m: b'/' + bytes(65 + b % 26 for b in hashlib.md5(m.group(1)).digest()[:6]) + b'+' + m.group(1), fixed)
    if fixed != data:
        with open(pdf, 'wb') as f:
            f.write(fixed)


def pages_of(pdf):
    out = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    return int(next(l.split()[1] for l in out.splitlines() if l.startswith('Pages:')))
