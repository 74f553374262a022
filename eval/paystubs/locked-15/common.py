"""Shared parts of the fifteenth locked split's paystubs: seeds, pay periods, a ledger that works a
stub period by period from the first pay date of 2026, the drawing list and its four renderers."""
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
SPLIT = 'locked-15'
SOURCE = 'generated (eval/paystubs/locked-15)'
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
    d = os.path.join(tempfile.gettempdir(), 'underwrite-locked-15-render')
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


def pdf_string(s):
    """A PDF literal string's inside: Windows-1252 bytes, the unprintable ones and ( ) \\ escaped in octal."""
    b = s.encode('cp1252')
    return ''.join(chr(c) if 32 <= c < 127 and chr(c) not in '()\\' else f'\\{c:03o}' for c in b)


def _placed(drawing, family):
    """The drawing list with every text item left-aligned (its X moved by the text's width in the standard
    font's AFM metrics) and its text escaped as a PDF string; the content-stream writers of Text::PDF and
    Origami take this form."""
    reg, bold = _fonts(family)
    out = []
    for item in drawing.items:
        p = item.split('\t')
        if p[0] == 'text':
            if p[3] != 'l':
                w = width(p[6], bold if p[4] == 'b' else reg, float(p[5]))
                x = float(p[1]) - (w if p[3] == 'r' else w / 2)
                p[1], p[3] = f'{x:.2f}', 'l'
            p[6] = pdf_string(p[6])
        out.append('\t'.join(p))
    return '\n'.join(out) + '\n'


PDFJS = ('pdfjs@2.5.4', 'opentype.js@1.3.3')  # opentype.js 1.3.5 and later name a font's family where pdfjs 2.5.4 does not look


def _pdfjs_home():
    """A scratch npm folder holding pdfjs (npm install, once)."""
    home = os.path.join(_scratch(), 'pdfjs')
    if not os.path.exists(os.path.join(home, 'node_modules', 'pdfjs', 'package.json')):
        os.makedirs(home, exist_ok=True)
        with open(os.path.join(home, 'package.json'), 'w') as f:
            f.write('{"name": "locked-15-render", "private": true}\n')
        subprocess.run(['npm', 'install', '--no-audit', '--no-fund', '--silent', *PDFJS], cwd=home, check=True)
    return home


def render(drawing, out_pdf, kind, family):
    d = _scratch()
    if kind == 'pyx':
        ops = os.path.join(d, 'list.ops')
        with open(ops, 'w', encoding='utf-8') as f:
            f.write(drawing.dump())
        # PyX orders a font's glyphs by a set: a fixed hash seed gives the same file run after run
        subprocess.run([sys.executable, os.path.join(RENDER, 'render_pyx.py'), ops, out_pdf, family], check=True,
                       env=dict(os.environ, PYTHONHASHSEED='0'))
    elif kind in ('textpdf', 'origami'):
        ops = os.path.join(d, 'list.ops')
        with open(ops, 'w', encoding='ascii') as f:
            f.write(_placed(drawing, family))
        cmd = (['perl', os.path.join(RENDER, 'render_textpdf.pl')] if kind == 'textpdf'
               else ['ruby', os.path.join(RENDER, 'render_origami.rb')])
        subprocess.run(cmd + [ops, out_pdf, family], check=True)
    elif kind == 'pdfjs':
        ops = os.path.join(d, 'list.ops')
        with open(ops, 'w', encoding='utf-8') as f:
            f.write(drawing.dump())
        env = dict(os.environ, LOCKED15_PDFJS=_pdfjs_home())
        subprocess.run(['node', os.path.join(RENDER, 'render_pdfjs.mjs'), ops, out_pdf, family], check=True, env=env)
    else:
        raise ValueError(kind)
    _fix_dates(out_pdf)


FIXED_DATE = b'20260301090000'


def _fix_dates(pdf):
    """Where a producer stamps the time of the run (pdfjs, PyX) put 1 March 2026 in its place, and an MD5
    of the file's name in place of a file identifier drawn at random (pdfjs), each the same length, so
    the byte offsets stand and a run gives the same file."""
    with open(pdf, 'rb') as f:
        data = f.read()
    digest = hashlib.md5(os.path.basename(pdf).encode()).hexdigest().upper().encode()

    def same(m):
        return re.sub(rb'<([0-9a-fA-F]+)>', lambda h: b'<' + (digest * 4)[:len(h.group(1))] + b'>', m.group(0))

    fixed = re.sub(rb'(/(?:CreationDate|ModDate)\s*\(D:)(\d{12,14})', lambda m: m.group(1) + FIXED_DATE[:len(m.group(2))], data)
    fixed = re.sub(rb'/ID\s*\[\s*<[0-9a-fA-F]+>\s*<[0-9a-fA-F]+>\s*\]', same, fixed)
    if fixed != data:
        with open(pdf, 'wb') as f:
            f.write(fixed)


def pages_of(pdf):
    out = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    return int(next(l.split()[1] for l in out.splitlines() if l.startswith('Pages:')))
