"""Seeds, pay periods, money, the ledger and the drawing list shared by the paystub layouts."""
import calendar
import datetime as dt
import random
import zlib

SPLIT = 'locked-12'
SOURCE = 'generated (eval/paystubs/locked-12)'


def seed(name):
    return zlib.crc32(f'{SPLIT}:{name}'.encode())


def rng(name):
    return random.Random(seed(name))


def fmt(c, decimals=True):
    """Cents as 1,234.56 (or 1,235 without decimals: only for whole amounts)."""
    neg = c < 0
    c = abs(c)
    if decimals:
        s = f'{c // 100:,}.{c % 100:02d}'
    else:
        assert c % 100 == 0, c
        s = f'{c // 100:,}'
    return '-' + s if neg else s


def last_workday(y, m):
    d = dt.date(y, m, calendar.monthrange(y, m)[1])
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def monthly_periods(upto_month, y=2026):
    """Calendar months paid on their last working day, January to upto_month."""
    out = []
    for m in range(1, upto_month + 1):
        out.append((dt.date(y, m, 1), dt.date(y, m, calendar.monthrange(y, m)[1]), last_workday(y, m)))
    return out


def weekly_periods(days, count):
    """Weeks (days=7) or fortnights (14) from Sunday to Saturday, paid the Friday after; the first
    pay date is the first Friday of 2026 (2 January) for weekly pay, 9 January for fortnightly."""
    first_pay = dt.date(2026, 1, 2) if days == 7 else dt.date(2026, 1, 9)
    out = []
    for i in range(count):
        pay = first_pay + dt.timedelta(days=days * i)
        end = pay - dt.timedelta(days=6)
        start = end - dt.timedelta(days=days - 1)
        out.append((start, end, pay))
    return out


def ledger(periods, work):
    """work(i, period) -> (earnings {name: cents}, deductions [(name, cents, section)]), in print
    order. Returns the stub of the last period: earnings and deductions with current (None when not
    paid this period) and YTD, gross, net and their YTD; every YTD is the sum of the periods."""
    e_order, d_order, d_section = [], [], {}
    e_ytd, d_ytd, e_cur, d_cur = {}, {}, {}, {}
    ytd_gross = ytd_net = 0
    for i, p in enumerate(periods):
        earn, deds = work(i, p)
        e_cur, d_cur = {}, {}
        for n, c in earn.items():
            if c == 0:
                continue
            if n not in e_order:
                e_order.append(n)
            e_ytd[n] = e_ytd.get(n, 0) + c
            e_cur[n] = c
        for n, c, s in deds:
            if c == 0:
                continue
            if n not in d_order:
                d_order.append(n)
            d_section[n] = s
            d_ytd[n] = d_ytd.get(n, 0) + c
            d_cur[n] = c
        g = sum(e_cur.values())
        ytd_gross += g
        ytd_net += g - sum(d_cur.values())
    gross = sum(e_cur.values())
    return {
        'earnings': [(n, e_cur.get(n), e_ytd[n]) for n in e_order],
        'deductions': [(n, d_cur.get(n), d_ytd[n], d_section[n]) for n in d_order],
        'gross': gross, 'net': gross - sum(d_cur.values()),
        'ytd_gross': ytd_gross, 'ytd_net': ytd_net,
        'ytd_deductions': sum(d_ytd.values()),
        'total_deductions': sum(d_cur.values()),
    }


def bands(amount, table):
    """Tax on amount by marginal bands [(upper or None, rate)], rates as fractions; float."""
    tax, lower = 0.0, 0.0
    for upper, rate in table:
        top = amount if upper is None else min(amount, upper)
        if top > lower:
            tax += (top - lower) * rate
        if upper is None or amount <= upper:
            break
        lower = upper
    return tax


def truth(layout, employer, employee, period, stub, frequency):
    start, end, pay = period
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': SOURCE,
        'employer': {'name': employer[0], 'address': employer[1]},
        'employee': {'name': employee[0], 'address': employee[1]},
        'pay_date': pay.isoformat(),
        'period': {'start': start.isoformat(), 'end': end.isoformat()},
        'gross': stub['gross'] / 100,
        'net': stub['net'] / 100,
        'deductions': [
            {'name': n, 'current': None if c is None else c / 100, 'ytd': y / 100, 'section': s}
            for n, c, y, s in stub['deductions']
        ],
        'ytd_gross': stub['ytd_gross'] / 100,
        'ytd_net': stub['ytd_net'] / 100,
        'frequency': frequency,
    }


class Ops:
    """A drawing list (render/ops.md)."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.lines = []
        self.pages = 0

    def page(self):
        self.lines.append(f'PAGE\t{self.w}\t{self.h}')
        self.pages += 1

    def text(self, x, y, s, size=9, bold=False, align='l'):
        s = str(s)
        assert '\t' not in s and '\n' not in s
        self.lines.append(f'T\t{x:.2f}\t{y:.2f}\t{size}\t{"b" if bold else "r"}\t{align}\t{s}')

    def rule(self, x1, y1, x2, y2, width=0.6):
        self.lines.append(f'L\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{width}')

    def box(self, x, y, w, h, grey=0.88):
        self.lines.append(f'B\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{grey}')

    def frame(self, x, y, w, h, width=0.6):
        self.lines.append(f'R\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{width}')

    def dump(self):
        return '\n'.join(self.lines) + '\n'
