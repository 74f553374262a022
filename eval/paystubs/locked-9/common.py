"""Seeds, dates, money forms, pay periods and the period-by-period working of a stub, shared by the
ninth locked split's rules, printers and writer."""
import datetime as dt
import random
import zlib

D = dt.date
ONE = dt.timedelta(days=1)
SOURCE_DATE_EPOCH = 1767225600  # 2026-01-01T00:00:00Z
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
PRE, TAX, AFTER = 'Pre-tax deductions', 'Taxes', 'After-tax deductions'
PER_YEAR = {'WEEKLY': 52, 'BIWEEKLY': 26, 'SEMI_MONTHLY': 24, 'MONTHLY': 12}


def rng_for(name):
    return random.Random(zlib.crc32(f'locked-9:{name}'.encode()))


def last_day(y, m):
    return D(y + (m == 12), m % 12 + 1, 1) - ONE


def weekday_on_or_before(d):
    while d.weekday() >= 5:
        d -= ONE
    return d


def cents(x):
    return int(round(x * 100))


def grouped(c):
    """1,234.56 from cents (magnitude)."""
    return f'{abs(c) // 100:,}.{abs(c) % 100:02d}'


def periods(freq, year_start, until, first_end=None, lag=0):
    """(start, end, pay) of every period paid from `year_start` to `until`. Weekly and biweekly periods
    end on the cycle of `first_end` and are paid `lag` days after; semi-monthly ones run 1-15 and 16 to
    the month's end, monthly ones over the calendar month; both are paid on their last day or the
    weekday before a weekend."""
    out = []
    if freq in ('WEEKLY', 'BIWEEKLY'):
        n = 7 if freq == 'WEEKLY' else 14
        e = first_end
        while e + lag * ONE >= year_start:
            e -= n * ONE
        while True:
            pay = e + lag * ONE
            if pay > until:
                return out
            if pay >= year_start:
                out.append((e - (n - 1) * ONE, e, pay))
            e += n * ONE
    y, m = year_start.year, year_start.month
    while True:
        halves = [(D(y, m, 1), D(y, m, 15)), (D(y, m, 16), last_day(y, m))] if freq == 'SEMI_MONTHLY' else [(D(y, m, 1), last_day(y, m))]
        for s, e in halves:
            pay = weekday_on_or_before(e)
            if pay > until:
                return out
            if pay >= year_start:
                out.append((s, e, pay))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)


class Period:
    """One period's lines: earnings (name, hours, rate, cents), deductions (name, section, cents),
    employer contributions (name, cents), and whatever else a printer shows (info)."""

    def __init__(self):
        self.earnings, self.deductions, self.employer, self.info = [], [], [], {}

    def earn(self, name, c, hours=None, rate=None):
        if c:
            self.earnings.append((name, hours, rate, c))

    def deduct(self, name, section, c):
        if c > 0:
            self.deductions.append((name, section, c))

    def employer_pays(self, name, c):
        if c:
            self.employer.append((name, c))

    @property
    def gross(self):
        return sum(e[3] for e in self.earnings)

    @property
    def net(self):
        return self.gross - sum(d[2] for d in self.deductions)


def work_out(period_list, make):
    """Runs `make(i, (start, end, pay), history)` over the year's periods and returns the last one with
    the year's sums: earnings_printed [(name, hours, rate, current or None, ytd hours, ytd)],
    deductions_printed [(name, section, current or None, ytd)] taxes first, employer_printed
    [(name, current or None, ytd)], ytd_gross, ytd_net, history."""
    history = []
    for i, p in enumerate(period_list):
        st = make(i, p, history)
        st.period = p
        history.append(st)
    cur = history[-1]
    e_ytd, d_ytd, sec, r_ytd = {}, {}, {}, {}
    for st in history:
        for name, hours, _rate, c in st.earnings:
            h, t = e_ytd.get(name, (0, 0))
            e_ytd[name] = (h + (hours or 0), t + c)
        for name, section, c in st.deductions:
            d_ytd[name] = d_ytd.get(name, 0) + c
            sec[name] = section
        for name, c in st.employer:
            r_ytd[name] = r_ytd.get(name, 0) + c
    now = {d[0]: d[2] for d in cur.deductions}
    order = list(dict.fromkeys(d[0] for st in history for d in st.deductions))
    order.sort(key=lambda n: [TAX, PRE, AFTER].index(sec[n]))
    cur.deductions_printed = [(n, sec[n], now.get(n), d_ytd[n]) for n in order]
    earned = {e[0]: e for e in cur.earnings}
    cur.earnings_printed = [(n, earned[n][1] if n in earned else None, earned[n][2] if n in earned else None,
                             earned[n][3] if n in earned else None, e_ytd[n][0], e_ytd[n][1]) for n in e_ytd]
    paid = dict(cur.employer)
    cur.employer_printed = [(n, paid.get(n), r_ytd[n]) for n in r_ytd]
    cur.ytd_gross = sum(st.gross for st in history)
    cur.ytd_net = sum(st.net for st in history)
    cur.ytd_section = {s: sum(d[3] for d in cur.deductions_printed if d[1] == s) for s in (TAX, PRE, AFTER)}
    cur.cur_section = {s: sum(d[2] or 0 for d in cur.deductions_printed if d[1] == s) for s in (TAX, PRE, AFTER)}
    cur.history = history
    cur.number = len(history)
    return cur


def truth(st, layout, employer, employee, frequency):
    s, e, pay = st.period
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': 'generated (eval/paystubs/locked-9)',
        'employer': {'name': employer['name'], 'address': employer['address']},
        'employee': {'name': employee['name'], 'address': employee['address']},
        'pay_date': pay.isoformat(),
        'period': {'start': s.isoformat(), 'end': e.isoformat()},
        'gross': st.gross / 100,
        'net': st.net / 100,
        'deductions': [{'name': n, 'current': None if c is None else c / 100, 'ytd': y / 100, 'section': sec}
                       for n, sec, c, y in st.deductions_printed],
        'ytd_gross': st.ytd_gross / 100,
        'ytd_net': st.ytd_net / 100,
        'frequency': frequency,
    }


def bracket_tax(income, brackets):
    """Tax on `income` with [(upper, rate), ...] (last upper None)."""
    tax, lower = 0.0, 0.0
    for upper, rate in brackets:
        top = income if upper is None else min(income, upper)
        if top > lower:
            tax += (top - lower) * rate
        if upper is None or income <= upper:
            break
        lower = upper
    return tax
