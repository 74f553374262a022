"""Pay periods and each layout's pay rules for the sixth locked split. Money is in integer cents. A
stub is worked period by period from the first pay date of its tax year to the one printed, so every
YTD figure is the sum of the periods."""
import datetime as dt
import random

D = dt.date


def r2(x):
    """Cents, rounded half up."""
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


def friday_back(d):
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def month_end(y, m):
    return (D(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))


def periods(freq, year, count, first_end=None):
    """(start, end, pay date) of the first `count` periods paid in `year`."""
    out = []
    if freq in ('WEEKLY', 'BIWEEKLY'):
        step = 7 if freq == 'WEEKLY' else 14
        end = first_end
        while len(out) < count:
            start = end - dt.timedelta(days=step - 1)
            out.append((start, end, end + dt.timedelta(days=6 if freq == 'BIWEEKLY' else 5)))
            end += dt.timedelta(days=step)
    elif freq == 'SEMI_MONTHLY':
        m = 1
        while len(out) < count:
            out.append((D(year, m, 1), D(year, m, 15), friday_back(D(year, m, 15))))
            if len(out) < count:
                e = month_end(year, m)
                out.append((D(year, m, 16), e, friday_back(e)))
            m += 1
    else:
        for m in range(1, count + 1):
            e = month_end(year, m)
            out.append((D(year, m, 1), e, friday_back(e)))
    return out


class Stub:
    """One printed stub: its periods' earnings and deductions, in order of first appearance."""

    def __init__(self, layout, n, freq, party, plist):
        self.layout, self.n, self.freq, self.party = layout, n, freq, party
        self.plist = plist
        self.earn = {}   # name -> [hours or None, rate or None, current cents, ytd cents]
        self.ded = {}    # name -> [current cents, ytd cents, section]
        self.extra = {}  # layout's own printed facts

    def period(self, last, earnings, deductions):
        for name, hours, rate, amt in earnings:
            e = self.earn.setdefault(name, [None, None, 0, 0])
            e[3] += amt
            if last:
                e[0], e[1], e[2] = hours, rate, amt
        for name, amt, section in deductions:
            d = self.ded.setdefault(name, [0, 0, section])
            d[1] += amt
            if last:
                d[0] = amt

    @property
    def gross(self):
        return sum(e[2] for e in self.earn.values())

    @property
    def ytd_gross(self):
        return sum(e[3] for e in self.earn.values())

    @property
    def net(self):
        return self.gross - sum(d[0] for d in self.ded.values())

    @property
    def ytd_net(self):
        return self.ytd_gross - sum(d[1] for d in self.ded.values())

    @property
    def start(self):
        return self.plist[-1][0]

    @property
    def end(self):
        return self.plist[-1][1]

    @property
    def pay_date(self):
        return self.plist[-1][2]


def bracket_tax(income, brackets):
    """brackets: [(upper bound or None, rate)] from zero."""
    tax, low = 0.0, 0.0
    for upper, rate in brackets:
        top = income if upper is None else min(income, upper)
        if top > low:
            tax += (top - low) * rate
        if upper is None or income <= upper:
            break
        low = upper
    return tax


# ---- Philippines: semi-monthly or monthly, TRAIN withholding, SSS, PhilHealth, Pag-IBIG --------------

PH_MONTHLY_TAX = [(2083300, 0.0), (3333200, 0.15), (6666600, 0.20), (16666600, 0.25), (66666600, 0.30), (None, 0.35)]


def ph(stub, rng):
    p = stub.party
    per_month = 2 if stub.freq == 'SEMI_MONTHLY' else 1
    monthly = p['salary']
    hourly = monthly * 12 / 261 / 8
    for i, _ in enumerate(stub.plist):
        last = i == len(stub.plist) - 1
        basic = r2(monthly / per_month)
        ot_h = rng.choice([0, 0, 4, 6, 8, 10.5])
        nd_h = rng.choice([0, 8, 16, 24]) if p.get('night') else 0
        earnings = [('Basic Pay', None, None, basic)]
        if ot_h:
            rate = round(hourly * 1.25 / 100, 2)
            earnings.append(('Overtime Pay', ot_h, rate, r2(ot_h * rate * 100)))
        if nd_h:
            rate = round(hourly * 0.10 / 100, 2)
            earnings.append(('Night Differential', nd_h, rate, r2(nd_h * rate * 100)))
        rice = r2(200000 / per_month)
        earnings.append(('Rice Subsidy', None, None, rice))
        gross = sum(e[3] for e in earnings)
        msc = min(max(round(monthly / 50000) * 50000, 500000), 3500000)
        sss = r2(msc * 0.05 / per_month)
        phil = r2(min(max(monthly, 1000000), 10000000) * 0.025 / per_month)
        pagibig = r2(20000 / per_month)
        taxable = (gross - rice - sss - phil - pagibig) * per_month
        tax = r2(bracket_tax(taxable, PH_MONTHLY_TAX) / per_month)
        deds = [('Withholding Tax', tax, 'Taxes'), ('SSS Contribution', sss, 'Taxes'), ('PhilHealth', phil, 'Taxes'), ('Pag-IBIG Fund', pagibig, 'Taxes')]
        if p.get('hmo'):
            deds.append(('HMO Dependent', r2(p['hmo'] / per_month), 'After-tax deductions'))
        if p.get('sss_loan') and i < p['sss_loan'][1]:
            deds.append(('SSS Salary Loan', r2(p['sss_loan'][0] / per_month), 'After-tax deductions'))
        if p.get('mpl'):
            deds.append(('Pag-IBIG MPL', r2(p['mpl'] / per_month), 'After-tax deductions'))
        if p.get('coop'):
            deds.append(('Coop Savings', r2(p['coop'] / per_month), 'After-tax deductions'))
        stub.period(last, earnings, deds)
    stub.extra['rate'] = monthly


# ---- US restaurant server: tipped wage with tip credit, charged and cash tips -------------------------

US_FED = [(1240000, 0.10), (5040000, 0.12), (10570000, 0.22), (20200000, 0.24), (None, 0.32)]


def us_fed_tax(taxable, per_year, std=1610000):
    annual = max(taxable * per_year - std, 0)
    return r2(bracket_tax(annual, US_FED) / per_year)


def server(stub, rng):
    p = stub.party
    per_year = 52 if stub.freq == 'WEEKLY' else 26
    weeks = 1 if stub.freq == 'WEEKLY' else 2
    tipped, ot_rate = 213, 576
    for i, _ in enumerate(stub.plist):
        last = i == len(stub.plist) - 1
        hours = round(sum(rng.uniform(26, 41) for _ in range(weeks)) * 4) / 4
        ot = max(0, hours - 40 * weeks) if weeks == 1 else round(rng.choice([0, 0, 1.5, 3.25]), 2)
        reg = hours - (ot if weeks == 1 else 0)
        charged = r2(hours * rng.uniform(1250, 1900))
        cash = r2(hours * rng.uniform(350, 700))
        earnings = [('Tipped Wage', reg, 2.13, r2(reg * tipped))]
        if ot:
            earnings.append(('Overtime Tipped', ot, 5.76, r2(ot * ot_rate)))
        earnings += [('Charged Tips', None, None, charged), ('Cash Tips Reported', None, None, cash)]
        gross = sum(e[3] for e in earnings)
        med = p.get('medical', 0)
        deds = [('Federal Income Tax', us_fed_tax(gross - med, per_year), 'Taxes'),
                ('Social Security', r2((gross - med) * 0.062), 'Taxes'),
                ('Medicare', r2((gross - med) * 0.0145), 'Taxes')]
        if p['state'] == 'GA':
            deds.append(('GA State Income Tax', r2(max((gross - med) * per_year - 1200000, 0) * 0.0519 / per_year), 'Taxes'))
        if med:
            deds.append(('Medical Plan', med, 'Pre-tax deductions'))
        deds.append(('Cash Tips Received', cash, 'After-tax deductions'))
        if p.get('tipout'):
            deds.append(('Tip Out - Bus/Bar', r2(charged * p['tipout']), 'After-tax deductions'))
        deds.append(('Employee Meals', 150 * rng.randint(2, 5) * weeks, 'After-tax deductions'))
        if p.get('uniform') and i < p['uniform']:
            deds.append(('Uniform Deposit', 2500, 'After-tax deductions'))
        stub.period(last, earnings, deds)
        stub.extra.setdefault('hours', []).append(hours)
    stub.extra['tip_credit'] = r2(stub.earn['Tipped Wage'][0] * (725 - tipped))


# ---- US federal civilian earnings and leave statement: biweekly, numbered pay periods ----------------

STATE_TAX = {
    'MD': lambda annual: bracket_tax(max(annual - 260000 - 320000, 0), [(100000, 0.02), (200000, 0.03), (300000, 0.04), (10000000, 0.0475), (None, 0.05)]) + max(annual - 580000, 0) * 0.032,
    'VA': lambda annual: bracket_tax(max(annual - 875000 - 93000, 0), [(300000, 0.02), (500000, 0.03), (1700000, 0.05), (None, 0.0575)]),
}


def les(stub, rng):
    p = stub.party
    hourly = round(p['salary'] / 208700, 2)
    stub.extra['hourly'] = hourly
    holidays = {0: 8, 1: 8, 3: 8, 10: 8}  # periods holding New Year's Day, MLK Day, Presidents' Day, Memorial Day
    annual_bal, sick_bal = p['annual_start'] / 100, p['sick_start'] / 100
    for i, _ in enumerate(stub.plist):
        last = i == len(stub.plist) - 1
        hol = holidays.get(i, 0)
        al = rng.choice([0, 0, 0, 4, 8, 16])
        sl = rng.choice([0, 0, 0, 0, 4, 8])
        reg = 80 - hol - al - sl
        earnings = [('Regular', reg, hourly, r2(reg * hourly * 100))]
        if hol:
            earnings.append(('Holiday', hol, hourly, r2(hol * hourly * 100)))
        if al:
            earnings.append(('Annual Leave', al, hourly, r2(al * hourly * 100)))
        if sl:
            earnings.append(('Sick Leave', sl, hourly, r2(sl * hourly * 100)))
        ot = rng.choice([0, 0, 0, 2, 4]) if p.get('overtime') else 0
        if ot:
            ot_rate = round(hourly * 1.5, 2)
            earnings.append(('Overtime', ot, ot_rate, r2(ot * ot_rate * 100)))
        gross = sum(e[3] for e in earnings)
        base = r2(80 * hourly * 100)
        tsp = r2(base * p['tsp'])
        pre = tsp + p['fehb'] + p.get('dental', 0)
        deds = [('Federal Tax', us_fed_tax(gross - pre, 26), 'Taxes'),
                ('OASDI', r2((gross - p['fehb'] - p.get('dental', 0)) * 0.062), 'Taxes'),
                ('Medicare', r2((gross - p['fehb'] - p.get('dental', 0)) * 0.0145), 'Taxes'),
                (f"State Tax - {p['state']}", r2(STATE_TAX[p['state']]((gross - pre) * 26) / 26), 'Taxes'),
                ('TSP Traditional', tsp, 'Pre-tax deductions'),
                ('FEHB', p['fehb'], 'Pre-tax deductions')]
        if p.get('dental'):
            deds.append(('FEDVIP Dental', p['dental'], 'Pre-tax deductions'))
        deds.append(('Retirement - FERS', r2(base * p['fers']), 'After-tax deductions'))
        deds.append(('FEGLI Basic', r2(p['salary'] / 100000 * 16), 'After-tax deductions'))
        if p.get('roth'):
            deds.append(('TSP Roth', r2(base * p['roth']), 'After-tax deductions'))
        if p.get('union'):
            deds.append(('Union Dues - AFGE', p['union'], 'After-tax deductions'))
        if p.get('allotment') and i < p['allotment'][1]:
            deds.append(('Allotment - Savings', p['allotment'][0], 'After-tax deductions'))
        if p.get('tsp_loan'):
            deds.append(('TSP Loan Repayment', p['tsp_loan'], 'After-tax deductions'))
        stub.period(last, earnings, deds)
        accrual = 6 if p['years'] < 3 else (8 if p['years'] < 15 else 10)
        annual_bal += accrual - al
        sick_bal += 4 - sl
        if last:
            stub.extra['leave'] = {'Annual': (accrual, al, annual_bal), 'Sick': (4, sl, sick_bal)}


# ---- Germany (in English): monthly, Lohnsteuer class I, Soli, church tax, KV/RV/AV/PV ----------------

def de_income_tax(zve):
    zve = int(zve)
    if zve <= 12096:
        return 0.0
    if zve <= 17443:
        y = (zve - 12096) / 10000
        return (932.30 * y + 1400) * y
    if zve <= 68480:
        z = (zve - 17443) / 10000
        return (176.64 * z + 2397) * z + 1015.13
    if zve <= 277825:
        return 0.42 * zve - 10911.92
    return 0.45 * zve - 19246.67


def de(stub, rng):
    p = stub.party
    kv_cap, rv_cap = 581250, 845000
    for i, _ in enumerate(stub.plist):
        last = i == len(stub.plist) - 1
        earnings = [('Grundgehalt / Base salary', None, None, p['salary'])]
        if p.get('vwl'):
            earnings.append(('VWL Arbeitgeber / Employer savings', None, None, 4000))
        ot = rng.choice([0, 0, 0, 5, 8, 12]) if p.get('overtime') else 0
        if ot:
            rate = round(p['salary'] / 100 / 173 * 1.25, 2)
            earnings.append(('Mehrarbeit / Overtime', ot, rate, r2(ot * rate * 100)))
        if p.get('bonus') == i:
            earnings.append(('Einmalzahlung / One-off bonus', None, None, p['bonus_amount']))
        gross = sum(e[3] for e in earnings)
        kv_base, rv_base = min(gross, kv_cap), min(gross, rv_cap)
        kv = r2(kv_base * (0.073 + p['kv_extra'] / 2))
        pv = r2(kv_base * (0.024 if p['childless'] else 0.018))
        rv = r2(rv_base * 0.093)
        av = r2(rv_base * 0.013)
        vorsorge = rv + kv + pv
        zve = (gross - vorsorge) / 100 * 12 - 1230 - 36
        annual_tax = de_income_tax(zve)
        tax = int(annual_tax / 12 * 100)
        deds = [('Lohnsteuer / Income tax', tax, 'Taxes')]
        if annual_tax > 19950:
            deds.append(('Solidaritätszuschlag / Solidarity surcharge', int(min(annual_tax * 0.055, (annual_tax - 19950) * 0.119) / 12 * 100), 'Taxes'))
        if p.get('church'):
            deds.append(('Kirchensteuer / Church tax', int(tax * p['church']), 'Taxes'))
        deds += [('Krankenversicherung / Health ins.', kv, 'Taxes'), ('Rentenversicherung / Pension ins.', rv, 'Taxes'),
                 ('Arbeitslosenversicherung / Unempl. ins.', av, 'Taxes'), ('Pflegeversicherung / Care ins.', pv, 'Taxes')]
        if p.get('vwl'):
            deds.append(('VWL-Sparrate / Savings plan', 4000, 'After-tax deductions'))
        if p.get('canteen'):
            deds.append(('Kantine / Canteen', rng.choice([3120, 3640, 4160, 4680]), 'After-tax deductions'))
        if p.get('advance') and i < p['advance'][1]:
            deds.append(('Vorschuss / Salary advance', p['advance'][0], 'After-tax deductions'))
        stub.period(last, earnings, deds)


RULES = {'ph-payslip': ph, 'us-server': server, 'us-fed-les': les, 'de-entgelt': de}


def build(layout, n, freq, party, count, first_end=None, year=2026):
    rng = random.Random(f'locked-6:{layout}:{n}')
    stub = Stub(layout, n, freq, party, periods(freq, year, count, first_end))
    RULES[layout](stub, rng)
    return stub
