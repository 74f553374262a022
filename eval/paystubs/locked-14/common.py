"""Shared parts of the fourteenth locked split's paystubs: seeds, pay periods, a ledger that works a
stub period by period from the first pay date of 2026, the drawing list and its four renderers."""
import datetime as dt
import hashlib
import os
import re
import random
import subprocess
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
RENDER = os.path.join(HERE, 'render')
SPLIT = 'locked-14'
SOURCE = 'generated (eval/paystubs/locked-14)'
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
        self.items.append(f'text\t{x:.2f}\t{y:.2f}\t{align}\t{"b" if bold else "r"}\t{size:g}\t{s}')

    def rule(self, x1, y1, x2, y2, width=0.5):
        self.items.append(f'rule\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{width:g}')

    def box(self, x, y, w, h, fill=None, frame=True):
        f = '-' if fill is None else f'{fill:g}'
        self.items.append(f'box\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{f}\t{1 if frame else 0}')

    def dump(self):
        return '\n'.join(self.items) + '\n'


class ManPage:
    """A page of man(7) source for mandoc's PDF writer, which sets its own lines (Times, A4)."""

    def __init__(self):
        self.lines = []

    def add(self, *lines):
        self.lines.extend(lines)

    def dump(self):
        return '\n'.join(self.lines) + '\n'


MAN_LINES = 43  # lines a page in mandoc's PDF (10-point Times, A4), under its running head
MAN_WIDTH = 440.0  # points of a line


def _man(drawing):
    """A drawing list as man(7) source for mandoc: each page's text items grouped into lines by their
    baseline (a gap of more than a line and a half leaves a blank line), set in no-fill mode with the
    X positions scaled to mandoc's line and reached by spaces (Times' widths at 10 points); rules and
    boxes are left out. Every page is filled to mandoc's 43 lines so that the next starts a new page."""
    pages, cur = [], None
    for item in drawing.items:
        p = item.split('\t')
        if p[0] == 'page':
            cur = []
            pages.append(cur)
        elif p[0] == 'text':
            cur.append((float(p[2]), float(p[1]), p[3], p[4] == 'b', p[6]))
    xs = [x for page in pages for _, x, *_ in page]
    lo, hi = min(xs), max(x for page in pages for _, x, a, *_ in page if a != 'l')
    scale = MAN_WIDTH / (hi - lo)
    out = [drawing.man_head, '.nf']
    for k, page in enumerate(pages):
        lines, last_y = [], None
        for y in sorted({y for y, *_ in page}):
            if last_y is not None and y - last_y > 1.5 * drawing.man_step:
                lines.append('')
            last_y = y
            items = sorted((x, a, b, s) for yy, x, a, b, s in page if yy == y)
            text, at = '', 0.0
            for x, a, b, s in items:
                font = 'Times-Bold' if b else 'Times-Roman'
                w = width(s, font, 10)
                start = (x - lo) * scale - (w if a == 'r' else w / 2 if a == 'c' else 0)
                n = max(1 if text else 0, round((start - at) / 2.5))
                esc = s.replace('\\', '\\e')
                text += ' ' * n + (f'\\fB{esc}\\fP' if b else esc)
                at += n * 2.5 + w
            lines.append(text if not text.startswith(('.', "'")) else '\\&' + text)
        if len(lines) > MAN_LINES:
            raise ValueError(f'page {k + 1}: {len(lines)} lines, more than {MAN_LINES}')
        if k + 1 < len(pages):
            lines += ['\\&'] * (MAN_LINES - len(lines))
        out += lines
    out.append('.fi')
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------- the renderers

def _scratch():
    d = os.path.join(tempfile.gettempdir(), 'underwrite-locked-14-render')
    os.makedirs(d, exist_ok=True)
    return d


_AFM = {}
AFM_DIR = os.path.join(HERE, '..', '..', '..', 'node_modules', 'pdfkit', 'js', 'data')


def width(s, font, size):
    """The width of `s` in points in one of the standard fonts, from its Adobe AFM metrics (the
    copies the project's pdfkit dependency ships), by WinAnsi character codes."""
    if font not in _AFM:
        w = {}
        with open(os.path.join(AFM_DIR, f'{font}.afm'), encoding='latin-1') as f:
            for line in f:
                m = re.match(r'C (-?\d+) ; WX (\d+) ; N (\S+)', line)
                if m:
                    w[m.group(3)] = int(m.group(2))
        _AFM[font] = w
    names = {' ': 'space', ',': 'comma', '.': 'period', '-': 'hyphen', '(': 'parenleft', ')': 'parenright',
             '/': 'slash', ':': 'colon', '%': 'percent', '&': 'ampersand', '€': 'Euro', '$': 'dollar',
             '\'': 'quotesingle', '#': 'numbersign', '*': 'asterisk', '+': 'plus', '@': 'at', '×': 'multiply',
             '–': 'endash', '|': 'bar', ';': 'semicolon', 'õ': 'otilde', 'ä': 'adieresis', 'ö': 'odieresis',
             'ü': 'udieresis', 'š': 'scaron', 'ž': 'zcaron', 'Õ': 'Otilde', 'Ä': 'Adieresis', 'Ö': 'Odieresis',
             'Ü': 'Udieresis', '0': 'zero', '1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five',
             '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine', '=': 'equal', '"': 'quotedbl'}
    table = _AFM[font]
    total = 0
    for ch in s:
        nm = names.get(ch, ch)
        total += table.get(nm, table.get('Euro', 556) if nm == 'Euro' else 556)
    return total * size / 1000


def _fonts(family):
    return ('Times-Roman', 'Times-Bold') if family == 'Times' else (family, f'{family}-Bold')


def _placed(drawing, family):
    """The drawing list with every text item left-aligned, its X moved by the text's width."""
    reg, bold = _fonts(family)
    out = []
    for item in drawing.items:
        p = item.split('\t')
        if p[0] == 'text' and p[3] != 'l':
            w = width(p[6], bold if p[4] == 'b' else reg, float(p[5]))
            x = float(p[1]) - (w if p[3] == 'r' else w / 2)
            p[1], p[3] = f'{x:.2f}', 'l'
        out.append('\t'.join(p))
    return '\n'.join(out) + '\n'


def _gl2ps():
    exe = os.path.join(_scratch(), 'render_gl2ps')
    if not os.path.exists(exe) or 'gl2ps' not in _BUILT:
        subprocess.run(['gcc', '-O1', '-o', exe, os.path.join(RENDER, 'render_gl2ps.c'), '-lgl2ps', '-lOSMesa', '-lm'], check=True)
        _BUILT['gl2ps'] = exe
    return exe


_BUILT = {}


def _ps(drawing, family):
    """The drawing list as a PostScript program (pstoedit reads it through Ghostscript's interpreter and
    writes the PDF with its own `pdf` driver)."""
    reg, bold = _fonts(family)
    out = ['%!PS-Adobe-3.0', '%%Creator: underwrite locked-14', '%%Pages: (atend)', '%%EndComments',
           '/F { findfont exch scalefont setfont } bind def', '/esc { } def']
    h = None
    pages = 0

    def esc(s):
        b = s.encode('cp1252')
        return ''.join(chr(c) if 32 <= c < 127 and chr(c) not in '()\\' else f'\\{c:03o}' for c in b)

    for item in drawing.items:
        p = item.split('\t')
        if p[0] == 'page':
            if h is not None:
                out.append('showpage')
            pages += 1
            h = float(p[2])
            out.append(f'%%Page: {pages} {pages}')
            out.append(f'<< /PageSize [{p[1]} {p[2]}] >> setpagedevice')
        elif p[0] == 'text':
            font = bold if p[4] == 'b' else reg
            x, y, size = float(p[1]), h - float(p[2]), float(p[5])
            out.append(f'{size:g} /{font}-Latin F')
            s = esc(p[6])
            if p[3] == 'l':
                out.append(f'{x:.2f} {y:.2f} moveto ({s}) show')
            elif p[3] == 'r':
                out.append(f'({s}) dup stringwidth pop {x:.2f} exch sub {y:.2f} moveto show')
            else:
                out.append(f'({s}) dup stringwidth pop 2 div {x:.2f} exch sub {y:.2f} moveto show')
        elif p[0] == 'rule':
            out.append(f'0 setgray {p[5]} setlinewidth {float(p[1]):.2f} {h - float(p[2]):.2f} moveto '
                       f'{float(p[3]):.2f} {h - float(p[4]):.2f} lineto stroke')
        elif p[0] == 'box':
            x, y, w, bh = float(p[1]), float(p[2]), float(p[3]), float(p[4])
            if p[5] != '-':
                out.append(f'{p[5]} setgray {x:.2f} {h - y - bh:.2f} {w:.2f} {bh:.2f} rectfill 0 setgray')
            if p[6] == '1':
                out.append(f'0 setgray 0.6 setlinewidth {x:.2f} {h - y - bh:.2f} {w:.2f} {bh:.2f} rectstroke')
    out.append('showpage')
    out.append(f'%%Trailer\n%%Pages: {pages}\n%%EOF')
    # the fonts re-encoded to Windows-1252 (ISOLatin1Encoding with the euro at 128)
    head = []
    for font in (reg, bold):
        head.append(f'/{font} findfont dup length dict begin {{1 index /FID ne {{def}} {{pop pop}} ifelse}} forall '
                    f'/Encoding ISOLatin1Encoding 256 array copy dup 128 /Euro put dup 45 /hyphen put def currentdict end '
                    f'/{font}-Latin exch definefont pop')
    return '\n'.join(out[:6] + head + out[6:]) + '\n'


FIXED_DATE = b'20260301090000'


def _fix_dates(pdf):
    """gl2ps, pstoedit and Scribus stamp the time of the run: put 1 March 2026 in its place, and Scribus
    writes a file identifier from it: put an MD5 of the file's name there, each the same length, so the
    byte offsets stand and a run gives the same file."""
    with open(pdf, 'rb') as f:
        data = f.read()
    digest = hashlib.md5(os.path.basename(pdf).encode()).hexdigest().upper().encode()

    def same(m):
        return re.sub(rb'<([0-9a-fA-F]+)>', lambda h: b'<' + (digest * 4)[:len(h.group(1))] + b'>', m.group(0))

    fixed = re.sub(rb'(/(?:CreationDate|ModDate)\s*\(D:)(\d{14})', lambda m: m.group(1) + FIXED_DATE, data)
    fixed = re.sub(rb'/ID\s*\[\s*<[0-9a-fA-F]+>\s*<[0-9a-fA-F]+>\s*\]', same, fixed)
    if fixed != data:
        with open(pdf, 'wb') as f:
            f.write(fixed)


def render(drawing, out_pdf, kind, family):
    d = _scratch()
    if kind == 'mandoc':
        src = os.path.join(d, 'page.7')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(drawing.dump() if isinstance(drawing, ManPage) else _man(drawing))
        with open(out_pdf, 'wb') as f:
            subprocess.run(['mandoc', '-Tpdf', '-O', 'paper=a4', src], check=True, stdout=f)
    elif kind == 'gl2ps':
        ops = os.path.join(d, 'list.ops')
        with open(ops, 'wb') as f:
            f.write(_placed(drawing, family).encode('mac_roman'))
        subprocess.run([_gl2ps(), ops, out_pdf, family], check=True)
    elif kind == 'pstoedit':
        ps = os.path.join(d, 'list.ps')
        with open(ps, 'w', encoding='latin-1') as f:
            f.write(_ps(drawing, family))
        subprocess.run(['pstoedit', '-q', '-f', 'pdf', ps, out_pdf], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elif kind == 'scribus':
        ops = os.path.join(d, 'list.ops')
        with open(ops, 'w', encoding='utf-8') as f:
            f.write(drawing.dump())
        env = dict(os.environ, QT_QPA_PLATFORM='offscreen', LOCKED14_OPS=ops, LOCKED14_OUT=out_pdf,
                   LOCKED14_FAMILY=family)
        subprocess.run(['scribus', '-g', '-ns', '-py', os.path.join(RENDER, 'render_scribus.py')], check=True,
                       env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    else:
        raise ValueError(kind)
    _fix_dates(out_pdf)


def pages_of(pdf):
    out = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    return int(next(l.split()[1] for l in out.splitlines() if l.startswith('Pages:')))
