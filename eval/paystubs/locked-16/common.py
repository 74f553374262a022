"""Shared parts of the sixteenth locked split's paystubs: seeds, pay periods, a ledger that works a
stub period by period from the first pay date of 2026, the drawing list and its renderers (PDF::Builder,
PDF::Reuse, FreeHEP), and a line printer's sheet of text for texttopdf."""
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
SPLIT = 'locked-16'
SOURCE = 'generated (eval/paystubs/locked-16)'
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
    d = os.path.join(tempfile.gettempdir(), 'underwrite-locked-16-render')
    os.makedirs(d, exist_ok=True)
    return d


class Sheet:
    """A page of fixed-pitch text for a line printer: put text at a column (from 0) on a line (from 0),
    left or right aligned (a right-aligned item ends at the column), bold by overstriking (each
    character, a backspace, the character again, as a line printer's driver writes it)."""

    def __init__(self, width=96):
        self.width = width
        self.pages = [[]]

    def page(self):
        self.pages.append([])

    def put(self, line, col, s, align='l', bold=False):
        rows = self.pages[-1]
        while len(rows) <= line:
            rows.append([' '] * self.width)
        if align == 'r':
            col -= len(s)
        assert col >= 0 and col + len(s) <= self.width, (col, s)
        row = rows[line]
        for k, ch in enumerate(s):
            assert row[col + k] == ' ' or ch == ' ', (line, col, s)
            row[col + k] = f'{ch}\b{ch}' if bold and ch != ' ' else ch

    def rule(self, line, col=0, end=None, ch='-'):
        self.put(line, col, ch * ((end or self.width) - col))

    def dump(self):
        return '\f'.join('\n'.join(''.join(r).rstrip() for r in rows) + '\n' for rows in self.pages)


FREEHEP_JARS = ['freehep-graphicsio-pdf', 'freehep-graphicsio', 'freehep-graphics2d', 'freehep-graphicsbase',
                'freehep-io', 'freehep-util']


def _freehep():
    """The classpath of FreeHEP's jars (Debian's /usr/share/java) and RenderFreehep compiled beside them."""
    cp = ':'.join(f'/usr/share/java/{j}.jar' for j in FREEHEP_JARS)
    out = os.path.join(_scratch(), 'freehep')
    os.makedirs(out, exist_ok=True)
    subprocess.run(['javac', '-nowarn', '-d', out, '-cp', cp, os.path.join(RENDER, 'RenderFreehep.java')], check=True,
                   capture_output=True)
    return f'{cp}:{out}'


TEXTTOPDF = '/usr/lib/cups/filter/texttopdf'


def render(drawing, out_pdf, kind, family=None):
    d = _scratch()
    if kind == 'texttopdf':
        src = os.path.join(d, 'sheet.txt')
        with open(src, 'w', encoding='latin-1') as f:
            f.write(drawing.dump())
        with open(out_pdf, 'wb') as f:
            subprocess.run([TEXTTOPDF, '1', 'payroll', os.path.basename(out_pdf)[:-4], '1',
                            'cpi=12 lpi=7 page-left=36 page-right=36 page-top=36 page-bottom=36', src],
                           check=True, stdout=f, stderr=subprocess.DEVNULL, env=dict(os.environ, TZ='UTC'))
        _fix_dates(out_pdf)
        return
    ops = os.path.join(d, 'list.ops')
    with open(ops, 'w', encoding='utf-8') as f:
        f.write(drawing.dump())
    if kind == 'pdfbuilder':
        subprocess.run(['perl', os.path.join(RENDER, 'render_pdfbuilder.pl'), ops, out_pdf], check=True)
    elif kind == 'reuse':
        subprocess.run(['perl', os.path.join(RENDER, 'render_reuse.pl'), ops, out_pdf], check=True, cwd=d)
    elif kind == 'freehep':
        subprocess.run(['java', '-Djava.awt.headless=true', '-cp', _freehep(), 'RenderFreehep', ops, out_pdf],
                       check=True, env=dict(os.environ, TZ='UTC'))
    else:
        raise ValueError(kind)
    _fix_dates(out_pdf)


FIXED_DATE = b'20260301090000'


def _fix_dates(pdf):
    """Where a producer stamps the time of the run (FreeHEP, texttopdf) put 1 March 2026 in its place, and
    an MD5 of the file's name in place of a file identifier (PDF::Reuse's), each the same length, so the
    byte offsets stand and a run gives the same file."""
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
