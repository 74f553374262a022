"""A stub of the fourth locked split, worked out period by period from the first pay date of its tax
year (1 July for Australia, 1 January elsewhere) to the one printed: every YTD figure is the sum of
the periods; net is gross less every deduction. Amounts are whole cents throughout."""

import datetime as dt
import math
import random

D = dt.date
DAY = dt.timedelta(days=1)
PER_YEAR = {'WEEKLY': 52, 'BIWEEKLY': 26, 'SEMI_MONTHLY': 24, 'MONTHLY': 12}
SECTIONS = ('Taxes', 'Pre-tax deductions', 'After-tax deductions')


def last_day(y, m):
    return (D(y + (m == 12), m % 12 + 1, 1) - DAY).day


def weekday_back(d):
    """The day itself, or the Friday before when it falls on a weekend."""
    while d.weekday() >= 5:
        d -= DAY
    return d


def periods(frequency, country):
    """Every (start, end, pay date) from late 2024 on, in order."""
    out = []
    if frequency in ('WEEKLY', 'BIWEEKLY'):
        length = 7 if frequency == 'WEEKLY' else 14
        # Australia: Monday to Sunday, paid the Thursday after; elsewhere Sunday to Saturday, paid the
        # Friday after (weekly: Monday to Sunday, paid the Friday).
        start = D(2024, 12, 30) if country == 'AU' or frequency == 'WEEKLY' else D(2024, 12, 29)
        lag = 4 if country == 'AU' else (5 if frequency == 'WEEKLY' else 6)
        for _ in range(120):
            end = start + (length - 1) * DAY
            out.append((start, end, end + lag * DAY))
            start = end + DAY
    else:
        y, m = 2024, 12
        for _ in range(40):
            if frequency == 'MONTHLY':
                end = D(y, m, last_day(y, m))
                out.append((D(y, m, 1), end, weekday_back(end)))
            else:
                out.append((D(y, m, 1), D(y, m, 15), weekday_back(D(y, m, 15))))
                end = D(y, m, last_day(y, m))
                out.append((D(y, m, 16), end, weekday_back(end)))
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def quarter(x):
    return round(x * 4) / 4


def c(x):
    """Whole cents, rounded half up."""
    return int(math.floor(x + 0.5))


class Period:
    def __init__(self):
        self.earnings = {}  # name -> [hours|None, rate|None, cents]
        self.deductions = {}  # name -> (section, cents)
        self.employer = {}  # name -> cents (contributions that are not deductions)

    def earn(self, name, cents, hours=None, rate=None):
        if cents:
            self.earnings[name] = [hours, rate, cents]

    def deduct(self, name, section, cents):
        assert section in SECTIONS
        if cents > 0:
            self.deductions[name] = (section, cents)

    @property
    def gross(self):
        return sum(e[2] for e in self.earnings.values())

    def total(self, section=None):
        return sum(v for s, v in self.deductions.values() if section is None or s == section)


TAX_NAMES = {
    'plain': ('Federal Income Tax', 'Social Security', 'Medicare'),
    'upper': ('FEDERAL W/H', 'SOC SEC', 'MEDICARE'),
}


def earnings(spec, rng, p, k, n_year, frequency):
    pay = spec['pay']
    per = PER_YEAR[frequency]
    country = spec['country']
    if pay['kind'] == 'salary':
        base = c(pay['annual'] * 100 / per)
        name = {'AU': 'Salary', 'IE': 'Basic Salary'}.get(country, 'Salary')
        p.earn(name, base)
        if 'allowance' in pay:
            p.earn(pay['allowance'][0], c(pay['allowance'][1] / per))
        # A bonus in one period of the year (usually an earlier one, so it is printed with its YTD only).
        if k == max(1, n_year // 3):
            p.earn('Bonus', c(pay['annual'] * 100 * rng.choice((0.02, 0.03, 0.05))))
        return
    rate = pay['rate']
    weeks = {'WEEKLY': 1, 'BIWEEKLY': 2, 'SEMI_MONTHLY': 52 / 24, 'MONTHLY': 52 / 12}[frequency]
    lo, hi = pay['hours']
    hours = quarter(rng.uniform(lo, hi))
    standard = (38 if country == 'AU' else 39 if country == 'IE' else 40) * weeks
    regular = min(hours, standard)
    overtime = quarter(hours - regular) if hours > standard else (quarter(rng.uniform(1, 6)) if rng.random() < pay.get('overtime', 0) / 3 else 0)
    holiday = 0
    if country == 'US' and rng.random() < 0.2:
        holiday = 8.0
        regular = max(0, regular - 8)
    leave = 0
    if country == 'AU' and rng.random() < 0.15:
        leave = 7.6 * rng.choice((1, 2))
        regular = max(0, quarter(regular - leave))
    names = {'AU': ('Ordinary Hours', 'Overtime x1.5'), 'IE': ('Basic Pay', 'Overtime @ 1.5')}.get(country, ('Regular', 'Overtime'))
    p.earn(names[0], c(regular * rate * 100), regular, rate)
    if overtime:
        p.earn(names[1], c(overtime * rate * 1.5 * 100), overtime, round(rate * 1.5, 4))
    if holiday:
        p.earn('Holiday', c(holiday * rate * 100), holiday, rate)
    if leave:
        p.earn('Annual Leave', c(leave * rate * 100), leave, rate)
    if country == 'AU' and rng.random() < pay.get('penalty', 0):
        h = quarter(rng.uniform(4, 9))
        p.earn('Saturday Penalty 25%', c(h * rate * 0.25 * 100), h, round(rate * 0.25, 4))
    if pay.get('shift') and rng.random() < pay['shift']:
        h = quarter(rng.uniform(6, min(24, regular)))
        label = 'Shift Allowance' if country == 'IE' else 'Shift Differential'
        p.earn(label, c(h * (2.5 if country == 'IE' else 3.0) * 100), h, 2.5 if country == 'IE' else 3.0)
    if pay.get('tips'):
        p.earn('Tips' if country != 'IE' else 'Tronc', c(rng.uniform(40, 260) * weeks * 100))


def au_payg(taxable, per):
    """Withholding on the year's equivalent, 2025-26 rates plus the Medicare levy, whole dollars."""
    year = taxable / 100 * per
    bands = [(18_200, 0), (45_000, 0.16), (135_000, 0.30), (190_000, 0.37), (10**9, 0.45)]
    tax, lower = 0.0, 0
    for top, rate in bands:
        if year > lower:
            tax += (min(year, top) - lower) * rate
        lower = top
    tax += 0.02 * max(0, year - 27_222)
    return int(round(tax / per)) * 100


def deductions(spec, p, k, share_done, frequency, style):
    country = spec['country']
    per = PER_YEAR[frequency]
    gross = p.gross
    stopped = spec.get('stopped')
    stop_section = {'AU': 'Pre-tax deductions', 'IE': 'Pre-tax deductions'}.get(country, 'After-tax deductions')
    if country == 'AU':
        if spec.get('sacrifice'):
            p.deduct('Salary Sacrifice Super', 'Pre-tax deductions', spec['sacrifice'])
        if stopped and share_done < stopped[2]:
            p.deduct(stopped[0], stop_section, stopped[1])
        if spec.get('giving'):
            p.deduct(spec['giving'][0], 'Pre-tax deductions', spec['giving'][1])
        taxable = gross - p.total('Pre-tax deductions')
        p.deduct('PAYG Withholding', 'Taxes', au_payg(taxable, per))
        if spec.get('union'):
            p.deduct(spec['union'][0], 'After-tax deductions', spec['union'][1])
        ordinary = sum(v[2] for name, v in p.earnings.items() if not name.startswith('Overtime') and name != 'Bonus')
        p.employer['Superannuation Guarantee (12%)'] = c(ordinary * 0.12)
        return
    if country == 'IE':
        basic = sum(v[2] for name, v in p.earnings.items() if name in ('Basic Pay', 'Basic Salary'))
        if spec['pension']:
            p.deduct('Pension (Employee)', 'Pre-tax deductions', c(basic * spec['pension']))
        if stopped and share_done < stopped[2]:
            p.deduct(stopped[0], stop_section, stopped[1])
        taxable = gross - p.total('Pre-tax deductions')
        cut = spec['cutoff'] * 100 / per
        paye = 0.2 * min(taxable, cut) + 0.4 * max(0, taxable - cut) - spec['credits'] * 100 / per
        p.deduct('PAYE', 'Taxes', c(max(0, paye)))
        usc_base = gross - (p.deductions.get(stopped[0], (0, 0))[1] if stopped else 0)
        usc, lower = 0.0, 0.0
        for top, rate in ((12_012, 0.005), (28_700, 0.02), (70_044, 0.03), (10**9, 0.08)):
            top_p = top * 100 / per
            if usc_base > lower:
                usc += (min(usc_base, top_p) - lower) * rate
            lower = top_p
        p.deduct('USC', 'Taxes', c(usc))
        p.deduct('PRSI Class A1', 'Taxes', c(gross * 0.042) if gross > 35_200 * 52 / per else 0)
        for name, amount in spec['other']:
            p.deduct(name, 'After-tax deductions', amount)
        p.employer['Employer PRSI'] = c(gross * 0.1115)
        return
    # United States.
    pretax_non401 = 0
    for name, kind, v in spec['pretax']:
        amount = c(gross * v) if kind == 'pct' else v
        p.deduct(name, 'Pre-tax deductions', amount)
        if kind != 'pct':
            pretax_non401 += amount
    taxable = gross - p.total('Pre-tax deductions')
    fica = gross - pretax_non401
    fit, ss, med = TAX_NAMES[style]
    p.deduct(fit, 'Taxes', c(taxable * spec['fit']))
    p.deduct(ss, 'Taxes', c(fica * 0.062))
    p.deduct(med, 'Taxes', c(fica * 0.0145))
    if spec.get('state'):
        p.deduct(spec['state'][1], 'Taxes', c(taxable * spec['state'][2]))
    if spec.get('local'):
        loc = spec['local']
        p.deduct(loc[0], 'Taxes', loc[2] if loc[1] == 'flat' else c(taxable * loc[1]))
    if spec.get('sdi'):
        sdi = spec['sdi']
        p.deduct(sdi[0], 'Taxes', sdi[2] if sdi[1] == 'flat' else c(gross * sdi[1]))
    if spec.get('pfl'):
        p.deduct(spec['pfl'][0], 'Taxes', c(gross * spec['pfl'][1]))
    if spec.get('lst'):
        p.deduct(spec['lst'][0], 'Taxes', spec['lst'][1])
    for name, kind, v in spec['posttax']:
        p.deduct(name, 'After-tax deductions', c(gross * v) if kind == 'pct' else v)
    if stopped and share_done < stopped[2]:
        p.deduct(stopped[0], stop_section, stopped[1])
    if 'Medical' in p.deductions or 'MEDICAL PRE-TAX' in p.deductions:
        p.employer['Employer Medical'] = 3 * (p.deductions.get('Medical') or p.deductions['MEDICAL PRE-TAX'])[1]


class Stub:
    pass


def build(spec, seed, style='plain'):
    rng = random.Random(seed)
    frequency = spec['frequency']
    country = spec['country']
    year_start = D(2025, 7, 1) if country == 'AU' else D(2026, 1, 1)
    all_periods = periods(frequency, country)
    # The pay date printed: one between February and mid-May 2026.
    target = D(2026, 2, 1) + rng.randrange(0, 100) * DAY
    year = [x for x in all_periods if year_start <= x[2] <= target]
    if not year:
        year = [next(x for x in all_periods if x[2] >= year_start)]
    # Deductions that stop do so part way through the year; the pay rules' own draws come from a
    # stream of their own so that the printed stub does not depend on how many periods came before.
    done = []
    for k, (start, end, pay) in enumerate(year):
        p = Period()
        prng = random.Random(f'{seed}:{k}')
        earnings(spec, prng, p, k, len(year), frequency)
        deductions(spec, p, k, k / len(year), frequency, style)
        assert p.gross - p.total() > 0, seed
        done.append(p)
    s = Stub()
    s.spec, s.frequency, s.country = spec, frequency, country
    s.start, s.end, s.pay_date = year[-1]
    s.period_no = len(year)
    cur = done[-1]
    s.earnings = []
    names = []
    for p in done:
        for n in p.earnings:
            if n not in names:
                names.append(n)
    for n in names:
        e = cur.earnings.get(n)
        ytd = sum(p.earnings[n][2] for p in done if n in p.earnings)
        ytd_hours = sum(p.earnings[n][0] or 0 for p in done if n in p.earnings)
        s.earnings.append(dict(name=n, hours=e[0] if e else None, rate=e[1] if e else None, current=e[2] if e else None, ytd=ytd, ytd_hours=ytd_hours))
    s.deductions = []
    dnames = []
    for p in done:
        for n in p.deductions:
            if n not in dnames:
                dnames.append(n)
    # Printed section by section: taxes, then pre-tax, then after-tax.
    for section in SECTIONS:
        for n in dnames:
            sec = next(p.deductions[n][0] for p in done if n in p.deductions)
            if sec != section:
                continue
            cur_d = cur.deductions.get(n)
            s.deductions.append(dict(name=n, section=sec, current=cur_d[1] if cur_d else None, ytd=sum(p.deductions[n][1] for p in done if n in p.deductions)))
    s.gross = cur.gross
    s.net = cur.gross - cur.total()
    s.ytd_gross = sum(p.gross for p in done)
    s.ytd_net = sum(p.gross - p.total() for p in done)
    s.employer_items = [dict(name=n, current=v, ytd=sum(p.employer.get(n, 0) for p in done)) for n, v in cur.employer.items()]
    s.section_totals = {sec: (cur.total(sec), sum(p.total(sec) for p in done)) for sec in SECTIONS}
    s.rng = random.Random(f'{seed}:print')
    return s


def address(party):
    name, lines, city = party
    return ', '.join(lines + [city])


def truth(spec, s, layout):
    money = lambda x: None if x is None else round(x / 100, 2)
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': 'generated (eval/paystubs/locked-4)',
        'employer': {'name': spec['employer'][0], 'address': address(spec['employer'])},
        'employee': {'name': spec['employee'][0], 'address': address(spec['employee'])},
        'pay_date': s.pay_date.isoformat(),
        'period': {'start': s.start.isoformat(), 'end': s.end.isoformat()},
        'gross': money(s.gross),
        'net': money(s.net),
        'deductions': [{'name': d['name'], 'current': money(d['current']), 'ytd': money(d['ytd']), 'section': d['section']} for d in s.deductions],
        'ytd_gross': money(s.ytd_gross),
        'ytd_net': money(s.ytd_net),
        'frequency': s.frequency,
    }
