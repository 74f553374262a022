"""Shared parts of the thirteenth locked split's paystubs: seeds, pay periods, a ledger that works a
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
SPLIT = 'locked-13'
SOURCE = 'generated (eval/paystubs/locked-13)'
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


_BUILT = {}


def _scratch():
    d = os.path.join(tempfile.gettempdir(), 'underwrite-locked-13-render')
    os.makedirs(d, exist_ok=True)
    return d


def _renderer(kind):
    """The command that paints a drawing list with `kind`, built once into a scratch folder."""
    if kind in _BUILT:
        return _BUILT[kind]
    d = _scratch()
    if kind == 'gofpdf':
        exe = os.path.join(d, 'render_gofpdf')
        env = dict(os.environ, GOPATH='/usr/share/gocode', GO111MODULE='off', GOCACHE=os.path.join(d, 'gocache'))
        subprocess.run(['go', 'build', '-o', exe, os.path.join(RENDER, 'render_gofpdf.go')], check=True, env=env)
    elif kind == 'podofo':
        exe = os.path.join(d, 'render_podofo')
        subprocess.run(['g++', '-O1', '-o', exe, os.path.join(RENDER, 'render_podofo.cpp'), '-lpodofo'], check=True)
    elif kind == 'camlpdf':
        exe = os.path.join(d, 'render_camlpdf')
        src = os.path.join(d, 'render_camlpdf.ml')
        with open(os.path.join(RENDER, 'render_camlpdf.ml')) as f, open(src, 'w') as g:
            g.write(f.read())
        subprocess.run(['ocamlfind', 'ocamlopt', '-package', 'camlpdf', '-linkpkg', src, '-o', exe],
                       check=True, cwd=d)
    elif kind == 'fcl':
        exe = os.path.join(d, 'render_fcl')
        subprocess.run(['fpc', '-v0', f'-FE{d}', f'-o{exe}', os.path.join(RENDER, 'render_fcl.pas')],
                       check=True, stdout=subprocess.DEVNULL)
    else:
        raise ValueError(kind)
    _BUILT[kind] = exe
    return exe


def render(drawing, out_pdf, kind, family):
    exe = _renderer(kind)
    with tempfile.NamedTemporaryFile('w', suffix='.ops', delete=False, encoding='utf-8') as f:
        f.write(drawing.dump())
        ops = f.name
    try:
        subprocess.run([exe, ops, out_pdf, family], check=True)
    finally:
        os.unlink(ops)
    fix_id(out_pdf)


def fix_id(pdf):
    """CamlPDF and fcl-pdf write a file identifier from the time of the run: put an MD5 of the file's
    name in its place, the same length, so the byte offsets stand and a run gives the same file."""
    with open(pdf, 'rb') as f:
        data = f.read()
    digest = hashlib.md5(os.path.basename(pdf).encode()).hexdigest().encode()

    def same(m):
        return re.sub(rb'<([0-9a-fA-F]+)>', lambda h: b'<' + (digest * 4)[:len(h.group(1))] + b'>', m.group(0))

    fixed = re.sub(rb'/ID\s*\[\s*<[0-9a-fA-F]+>\s*<[0-9a-fA-F]+>\s*\]', same, data)
    if fixed != data:
        with open(pdf, 'wb') as f:
            f.write(fixed)


def pages_of(pdf):
    out = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    return int(next(l.split()[1] for l in out.splitlines() if l.startswith('Pages:')))
