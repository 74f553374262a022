"""Seeds, money, and the pay periods of a tax year, shared by the four layouts."""
import calendar
import datetime as dt
import random
import zlib

SPLIT = 'locked-10'
SOURCE = 'generated (eval/paystubs/locked-10)'


def rng_for(name):
    return random.Random(zlib.crc32(f'{SPLIT}:{name}'.encode()))


def grouped(c, sep=',', point='.'):
    """Cents as 1,234.56 (or another separator); the sign is the caller's."""
    c = abs(int(c))
    whole = f'{c // 100:,}'.replace(',', sep)
    return f'{whole}{point}{c % 100:02d}'


def round_half_up(x):
    """A float amount of cents to whole cents, halves up."""
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


def weekend_back(d):
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def monthly_periods(year, through_month, pay_day=None):
    """Calendar months of the year up to `through_month`: (start, end, pay date)."""
    out = []
    for mth in range(1, through_month + 1):
        last = calendar.monthrange(year, mth)[1]
        end = dt.date(year, mth, last)
        pay = weekend_back(dt.date(year, mth, min(pay_day, last)) if pay_day else end)
        out.append((dt.date(year, mth, 1), end, pay))
    return out


def semi_monthly_periods(year, count):
    """1st to 15th, 16th to month end, paid on the last day (the Friday before a weekend)."""
    out = []
    for k in range(count):
        mth = k // 2 + 1
        if k % 2 == 0:
            s, e = dt.date(year, mth, 1), dt.date(year, mth, 15)
        else:
            s, e = dt.date(year, mth, 16), dt.date(year, mth, calendar.monthrange(year, mth)[1])
        out.append((s, e, weekend_back(e)))
    return out


def weekly_periods(first_pay, days, count, lag):
    """Periods of `days` days, each paid `lag` days after it ends; the first pay date is `first_pay`."""
    out = []
    for k in range(count):
        pay = first_pay + dt.timedelta(days=days * k)
        end = pay - dt.timedelta(days=lag)
        out.append((end - dt.timedelta(days=days - 1), end, pay))
    return out


class Ledger:
    """One stub's lines worked period by period: each earning and deduction with this period's figure and the year's."""

    def __init__(self):
        self.earn = {}
        self.ded = {}
        self.earn_order = []
        self.ded_order = []

    def add(self, table, order, key, cents, last, extra=None):
        if key not in table:
            table[key] = {'ytd': 0, 'cur': None, 'extra': None}
            order.append(key)
        table[key]['ytd'] += cents
        if last:
            table[key]['cur'] = cents
            table[key]['extra'] = extra

    def period(self, earnings, deductions, last):
        """earnings: [(name, cents, extra)]; deductions: [(name, cents, section)]."""
        for name, c, extra in earnings:
            if c:
                self.add(self.earn, self.earn_order, name, c, last, extra)
        for name, c, section in deductions:
            if c:
                self.add(self.ded, self.ded_order, (name, section), c, last)

    def gross(self):
        return sum(v['cur'] or 0 for v in self.earn.values())

    def ytd_gross(self):
        return sum(v['ytd'] for v in self.earn.values())

    def deductions(self):
        return [{'name': k[0], 'current': self.ded[k]['cur'], 'ytd': self.ded[k]['ytd'], 'section': k[1]} for k in self.ded_order]

    def earnings(self):
        return [{'name': k, 'current': self.earn[k]['cur'], 'ytd': self.earn[k]['ytd'], 'extra': self.earn[k]['extra']} for k in self.earn_order]


def truth_of(layout, employer, employee, period, ledger, frequency):
    start, end, pay = period
    deds = ledger.deductions()
    gross = ledger.gross()
    net = gross - sum(d['current'] or 0 for d in deds)
    ytd_gross = ledger.ytd_gross()
    ytd_net = ytd_gross - sum(d['ytd'] for d in deds)
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': SOURCE,
        'employer': employer,
        'employee': employee,
        'pay_date': pay.isoformat(),
        'period': {'start': start.isoformat(), 'end': end.isoformat()},
        'gross': gross / 100,
        'net': net / 100,
        'deductions': [{'name': d['name'], 'current': None if d['current'] is None else d['current'] / 100, 'ytd': d['ytd'] / 100, 'section': d['section']} for d in deds],
        'ytd_gross': ytd_gross / 100,
        'ytd_net': ytd_net / 100,
        'frequency': frequency,
    }
