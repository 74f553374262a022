"""Pay periods and pay dates, and the period-by-period working of a stub: every YTD figure is the sum
of the periods paid in the tax year up to the one printed."""
from common import D, ONE, last_day, weekday_on_or_before


def periods(freq, year_start, until, first_start=None, lag=4):
    """(start, end, pay_date) of each period paid from `year_start` up to `until` (the printed pay
    date or just after it). Weekly and fortnightly periods run from `first_start` (any date on the
    cycle) and are paid `lag` days after they end; semi-monthly periods are paid on the 15th and the
    last day, monthly ones on the last day; both move back to the Friday over a weekend."""
    out = []
    if freq in ('WEEKLY', 'BIWEEKLY'):
        n = 7 if freq == 'WEEKLY' else 14
        s = first_start
        while s + (n - 1) * ONE + lag * ONE >= year_start:
            s -= n * ONE
        while True:
            e = s + (n - 1) * ONE
            pay = e + lag * ONE
            if pay > until:
                break
            if pay >= year_start:
                out.append((s, e, pay))
            s += n * ONE
    else:
        y, m = year_start.year, year_start.month
        while True:
            halves = [(D(y, m, 1), D(y, m, 15)), (D(y, m, 16), last_day(y, m))] if freq == 'SEMI_MONTHLY' \
                else [(D(y, m, 1), last_day(y, m))]
            for s, e in halves:
                pay = weekday_on_or_before(e)
                if pay > until:
                    return out
                out.append((s, e, pay))
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


class Stub:
    """Lines of one period: earnings (name, hours, rate, cents), deductions (name, section, cents),
    employer contributions (name, cents), and anything else a printer wants (info)."""

    def __init__(self):
        self.earnings = []
        self.deductions = []
        self.employer = []
        self.info = {}

    def earn(self, name, cents, hours=None, rate=None):
        if cents:
            self.earnings.append((name, hours, rate, cents))

    def deduct(self, name, section, cents):
        if cents:
            self.deductions.append((name, section, cents))

    def employer_pays(self, name, cents):
        if cents:
            self.employer.append((name, cents))

    @property
    def gross(self):
        return sum(e[3] for e in self.earnings)

    @property
    def net(self):
        return self.gross - sum(d[2] for d in self.deductions)


def work_out(period_list, make_period, order=None):
    """Runs `make_period(index, (start, end, pay), history)` over every period and sums the years.
    `order` lists deduction names in printed order. Returns the printed (last) period with:
    earnings_ytd {name: (hours, cents)}, deductions [(name, section, current or None, ytd)],
    employer_ytd {name: cents}, ytd_gross, ytd_net."""
    history = []
    for i, p in enumerate(period_list):
        st = make_period(i, p, history)
        st.period = p
        history.append(st)
    cur = history[-1]
    e_ytd, d_ytd, sections, r_ytd = {}, {}, {}, {}
    for st in history:
        for name, hours, rate, c in st.earnings:
            h, t = e_ytd.get(name, (0, 0))
            e_ytd[name] = (h + (hours or 0), t + c)
        for name, section, c in st.deductions:
            d_ytd[name] = d_ytd.get(name, 0) + c
            sections[name] = section
        for name, c in st.employer:
            r_ytd[name] = r_ytd.get(name, 0) + c
    now = {d[0]: d[2] for d in cur.deductions}
    if order is None:
        order = list(dict.fromkeys(d[0] for st in history for d in st.deductions))
    missing = [n for n in d_ytd if n not in order]
    assert not missing, missing
    cur.deductions_printed = [(n, sections[n], now.get(n), d_ytd[n]) for n in order if n in d_ytd]
    cur.earnings_ytd = e_ytd
    cur.employer_ytd = r_ytd
    cur.ytd_gross = sum(st.gross for st in history)
    cur.ytd_net = sum(st.net for st in history)
    cur.count = len(history)
    cur.history = history
    return cur


def truth(stub, layout, employer, employee, frequency):
    s, e, pay = stub.period
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': 'generated (eval/paystubs/locked-5)',
        'employer': {'name': employer['name'], 'address': employer['address']},
        'employee': {'name': employee['name'], 'address': employee['address']},
        'pay_date': pay.isoformat(),
        'period': {'start': s.isoformat(), 'end': e.isoformat()},
        'gross': stub.gross / 100,
        'net': stub.net / 100,
        'deductions': [{'name': n, 'current': None if c is None else c / 100, 'ytd': y / 100, 'section': sec}
                       for n, sec, c, y in stub.deductions_printed],
        'ytd_gross': stub.ytd_gross / 100,
        'ytd_net': stub.ytd_net / 100,
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
