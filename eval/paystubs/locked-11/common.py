"""What the eleventh split's paystub layouts share: seeds, pay periods, a ledger that works a stub
period by period from the first pay date of 2026 to the one printed (so every YTD figure is the sum
of the periods), money and date forms, the drawing list's helpers and the truth file."""
import datetime as dt
import json
import os
import random
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, 'corpus')
SOURCE = 'generated (eval/paystubs/locked-11)'
MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']


def seed_of(name):
    return zlib.crc32(f'locked-11:{name}'.encode())


def rng_of(name):
    return random.Random(seed_of(name))


def D(s):
    return dt.date.fromisoformat(s)


def weekday_on_or_before(d):
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def periods(freq, year=2026):
    """Every pay period paid in `year`, in order: (start, end, pay date)."""
    out = []
    if freq == 'MONTHLY':
        for mth in range(1, 13):
            start = dt.date(year, mth, 1)
            end = (dt.date(year, mth + 1, 1) if mth < 12 else dt.date(year + 1, 1, 1)) - dt.timedelta(days=1)
            out.append((start, end, weekday_on_or_before(end)))
    elif freq == 'SEMI_MONTHLY':
        for mth in range(1, 13):
            start = dt.date(year, mth, 1)
            end = (dt.date(year, mth + 1, 1) if mth < 12 else dt.date(year + 1, 1, 1)) - dt.timedelta(days=1)
            mid = dt.date(year, mth, 15)
            out.append((start, mid, weekday_on_or_before(mid)))
            out.append((dt.date(year, mth, 16), end, weekday_on_or_before(end)))
    else:
        # Sunday to Saturday, paid the Friday after; the first period is the one paid on the year's
        # first Friday (weekly) or on 9 January 2026 (biweekly).
        days = 7 if freq == 'WEEKLY' else 14
        pay = dt.date(year, 1, 2) if freq == 'WEEKLY' else dt.date(year, 1, 9)
        while pay.year == year:
            end = pay - dt.timedelta(days=6)
            out.append((end - dt.timedelta(days=days - 1), end, pay))
            pay += dt.timedelta(days=days)
    return out


PER_YEAR = {'WEEKLY': 52, 'BIWEEKLY': 26, 'SEMI_MONTHLY': 24, 'MONTHLY': 12}


def cents(x):
    """Round half up to whole cents (x in currency units or cents as a float)."""
    return int(round(x + 1e-9))


def money(c):
    """1,234.56 from cents."""
    s = f'{abs(c) // 100:,}.{abs(c) % 100:02d}'
    return ('-' if c < 0 else '') + s


def bands(amount, table):
    """Tax on `amount` by a list of (upper limit or None, rate) bands."""
    tax, low = 0.0, 0.0
    for upper, rate in table:
        if upper is None or amount <= upper:
            return tax + max(0.0, amount - low) * rate
        tax += (upper - low) * rate
        low = upper
    return tax


class Ledger:
    """Sums each item over the periods. `work(i, period, state)` returns the period's earnings and
    deductions (and employer items) as ordered lists of (name, cents, extra), zero when not paid."""

    def __init__(self, freq, pay_date, work, state=None):
        self.freq = freq
        todo = [p for p in periods(freq) if p[2] <= pay_date]
        assert todo and todo[-1][2] == pay_date, (freq, pay_date)
        self.index = len(todo)
        self.period = todo[-1]
        ytd = {}
        state = state if state is not None else {}
        last = None
        for i, p in enumerate(todo):
            last = work(i, p, state)
            for kind in ('earnings', 'deductions', 'employer'):
                for name, c, *_ in last.get(kind, []):
                    ytd[(kind, name)] = ytd.get((kind, name), 0) + c
        self.items = {}
        for kind in ('earnings', 'deductions', 'employer'):
            rows = []
            for name, c, *extra in last.get(kind, []):
                total = ytd[(kind, name)]
                if total == 0:
                    continue
                rows.append({'name': name, 'current': c if c != 0 else None, 'ytd': total, 'extra': extra[0] if extra else {}})
            self.items[kind] = rows
        self.info = last.get('info', {})
        self.gross = sum(r['current'] or 0 for r in self.items['earnings'])
        self.ytd_gross = sum(r['ytd'] for r in self.items['earnings'])
        self.net = self.gross - sum(r['current'] or 0 for r in self.items['deductions'])
        self.ytd_net = self.ytd_gross - sum(r['ytd'] for r in self.items['deductions'])
        assert self.net > 0


def truth(layout, employer, employee, ledger, sections):
    start, end, pay = ledger.period
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': SOURCE,
        'employer': employer,
        'employee': employee,
        'pay_date': pay.isoformat(),
        'period': {'start': start.isoformat(), 'end': end.isoformat()},
        'gross': ledger.gross / 100,
        'net': ledger.net / 100,
        'deductions': [
            {'name': d['name'], 'current': None if d['current'] is None else d['current'] / 100, 'ytd': d['ytd'] / 100, 'section': sections[d['name']]}
            for d in ledger.items['deductions']
        ],
        'ytd_gross': ledger.ytd_gross / 100,
        'ytd_net': ledger.ytd_net / 100,
        'frequency': ledger.freq,
    }


class Page:
    """A page of the drawing list (render/ops.md)."""

    def __init__(self):
        self.ops = []

    def t(self, x, y, text, s=8.5, b=False, a='l'):
        self.ops.append({'t': text, 'x': round(x, 2), 'y': round(y, 2), 's': s, 'b': b, 'a': a})

    def line(self, x1, y1, x2, y2, w=0.5):
        self.ops.append({'line': [round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2)], 'w': w})

    def box(self, x, y, w, h, g=0.9):
        self.ops.append({'box': [round(x, 2), round(y, 2), round(w, 2), round(h, 2)], 'g': g})


LETTER = [612, 792]
A4 = [595.28, 841.89]


def write_json(path, obj):
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write('\n')
