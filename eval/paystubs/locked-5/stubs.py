"""The pay rules of the five layouts: each function works out one period of one stub, given the
period index and the periods before it (for caps and once-a-year items)."""
from common import D, cents
from schedule import Stub, bracket_tax

PER_YEAR = {'WEEKLY': 52, 'BIWEEKLY': 26, 'SEMI_MONTHLY': 24, 'MONTHLY': 12}


def pct(base, rate):
    return int(round(base * rate))


# ---- New Zealand (tax year from 1 April 2025) --------------------------------------------------------
NZ_BRACKETS = [(15600, 0.105), (53500, 0.175), (78100, 0.30), (180000, 0.33), (None, 0.39)]
NZ_SL_THRESHOLD = 24128


def nz_period(p, rng):
    n = PER_YEAR[p['freq']]
    weeks = {'WEEKLY': 1, 'BIWEEKLY': 2, 'MONTHLY': 4.33}[p['freq']]

    def make(i, per, hist):
        st = Stub()
        s, e, pay = per
        if p.get('rate'):
            ordinary = round(p['hours'] * weeks - rng.choice([0, 0, 0, 2, 4, 7.5]), 2)
            leave = rng.choice([0, 0, 0, 0, 8, 16]) if i % 3 else 0
            st.earn('Ordinary Time', cents((ordinary - leave) * p['rate']), ordinary - leave, p['rate'])
            if leave:
                st.earn('Annual Leave', cents(leave * p['rate']), leave, p['rate'])
            ot = rng.choice([0, 0, 3, 4.5, 6])
            if ot:
                st.earn('Overtime x1.5', cents(ot * p['rate'] * 1.5), ot, round(p['rate'] * 1.5, 4))
            if p.get('night') and rng.random() < 0.6:
                nights = rng.randint(1, 3 * int(weeks))
                st.earn('Night Shift Allowance', nights * p['night'], nights, p['night'] / 100)
            if s <= D(2025, 12, 25) <= e or s <= D(2026, 1, 1) <= e or s <= D(2026, 2, 6) <= e:
                st.earn('Public Holiday x1.5', cents(8 * p['rate'] * 1.5), 8, round(p['rate'] * 1.5, 4))
        else:
            st.earn('Salary', round(p['salary'] * 100 / n))
            if s <= D(2025, 12, 15) <= e:
                st.earn('Christmas Bonus', p['bonus'])
        g = st.gross
        annual = g / 100 * n
        paye = cents(bracket_tax(annual, NZ_BRACKETS) / n)
        st.deduct('PAYE', 'Taxes', paye)
        st.deduct('ACC Levy', 'Taxes', pct(g, 0.0167))
        if p.get('student_loan'):
            st.deduct('Student Loan', 'Taxes', max(0, pct(g - cents(NZ_SL_THRESHOLD / n), 0.12)))
        st.deduct(f"KiwiSaver {p['ks']}%", 'After-tax deductions', pct(g, p['ks'] / 100))
        for name, amount, until in p.get('fixed', []):
            if until is None or pay <= until:
                st.deduct(name, 'After-tax deductions', amount)
        ks_er = pct(g, 0.03)
        st.employer_pays('Employer KiwiSaver 3%', ks_er)
        st.employer_pays('less ESCT', -pct(ks_er, p['esct']))
        return st
    return make


# ---- India (financial year from 1 April 2025), monthly ------------------------------------------------
IN_NEW_REGIME = [(400000, 0), (800000, 0.05), (1200000, 0.10), (1600000, 0.15), (2000000, 0.20), (2400000, 0.25), (None, 0.30)]


def in_period(p, rng):
    def make(i, per, hist):
        st = Stub()
        s, e, pay = per
        days = e.day
        lop = rng.choice([0, 0, 0, 0, 1, 2]) if i else 0
        paid = days - lop
        st.info.update(days=days, paid=paid, lop=lop)
        for name, monthly in p['earnings']:
            st.earn(name, round(monthly * 100 * paid / days / 100) * 100)
        if p.get('ot_rate') and rng.random() < 0.5:
            h = rng.choice([4, 6, 8, 10, 12])
            st.earn('Overtime', h * p['ot_rate'] * 100, h, p['ot_rate'])
        if s.month == p.get('bonus_month'):
            st.earn('Performance Bonus', p['bonus'] * 100)
        g = st.gross
        basic = st.earnings[0][3]
        pf = pct(min(basic, 1500000) if p.get('pf_cap') else basic, 0.12)
        st.deduct('Provident Fund', 'After-tax deductions', round(pf / 100) * 100)
        if g <= 2100000:
            st.deduct('ESI', 'After-tax deductions', -(-g * 75 // 10000 // 100) * 100)
        st.deduct('Professional Tax', 'Taxes', (300 if s.month == 2 and p['pt_feb300'] else 200) * 100)
        annual = sum(m for _, m in p['earnings']) * 12 + p.get('bonus', 0) - 75000
        tax = bracket_tax(annual, IN_NEW_REGIME)
        tax = 0 if annual <= 1200000 else tax * 1.04
        st.deduct('Income Tax (TDS)', 'Taxes', round(tax / 12) * 100)
        if s.month in p.get('lwf_months', ()):
            st.deduct('Labour Welfare Fund', 'After-tax deductions', p['lwf'] * 100)
        if p.get('advance') and i < p['advance'][1]:
            st.deduct('Salary Advance Recovery', 'After-tax deductions', p['advance'][0] * 100)
        if p.get('vpf'):
            st.deduct('Voluntary PF', 'After-tax deductions', p['vpf'] * 100)
        st.employer_pays('Employer PF', round(pf / 100) * 100)
        return st
    return make


# ---- US union construction (calendar year) -----------------------------------------------------------
US_FED_SINGLE = [(12400, 0.10), (50400, 0.12), (105700, 0.22), (201775, 0.24), (256225, 0.32), (None, 0.35)]
US_FED_MARRIED = [(24800, 0.10), (100800, 0.12), (211400, 0.22), (403550, 0.24), (512450, 0.32), (None, 0.35)]


def us_federal(taxable_cents, n, married):
    annual = taxable_cents / 100 * n - (32200 if married else 16100)
    return cents(bracket_tax(max(0, annual), US_FED_MARRIED if married else US_FED_SINGLE) / n)


def union_period(p, rng):
    n = PER_YEAR[p['freq']]
    weeks = 1 if p['freq'] == 'WEEKLY' else 2

    def make(i, per, hist):
        st = Stub()
        hours_total = 0
        lines = []
        for w in range(weeks):
            jobs = rng.sample(p['jobs'], k=min(len(p['jobs']), rng.choice([1, 2, 2, 3])))
            st_hours = rng.choice([40, 40, 40, 32, 36])
            split = sorted(rng.sample(range(1, 8), len(jobs) - 1)) if len(jobs) > 1 else []
            shares = [b - a for a, b in zip([0] + split, split + [8])]
            for job, share in zip(jobs, shares):
                lines.append((job, 'ST', st_hours * share / 8))
            if rng.random() < 0.6:
                lines.append((jobs[0], 'OT', rng.choice([4, 5, 8, 10])))
            if rng.random() < 0.2:
                lines.append((jobs[-1], 'DT', rng.choice([4, 8])))
        merged = {}
        for job, kind, h in lines:
            merged[(job, kind)] = merged.get((job, kind), 0) + h
        for (job, kind), h in merged.items():
            rate = p['rate'] * (1 if kind == 'ST' else 1.5 if kind == 'OT' else 2)
            st.earn(f'{job[0]} {kind}', cents(h * rate), h, rate)
            st.info.setdefault('jobs', []).append((job, kind, h, rate))
            hours_total += h
        if p.get('zone') and rng.random() < 0.5:
            days = rng.randint(2, 5 * weeks)
            st.earn('Zone Pay', days * p['zone'] * 100, days, p['zone'])
        st.info['hours'] = hours_total
        g = st.gross
        k401 = pct(g, p['k401']) if p.get('k401') else 0
        taxable = g - k401
        st.deduct('Federal Income Tax', 'Taxes', us_federal(taxable, n, p['married']))
        st.deduct('Social Security', 'Taxes', pct(g, 0.062))
        st.deduct('Medicare', 'Taxes', pct(g, 0.0145))
        if p['state'] == 'IL':
            st.deduct('IL State Tax', 'Taxes', max(0, pct(taxable - cents(2925 / n), 0.0495)))
        elif p['state'] == 'IN':
            st.deduct('IN State Tax', 'Taxes', max(0, pct(taxable - cents(1000 / n), 0.0295)))
            st.deduct('IN County Tax - Lake', 'Taxes', max(0, pct(taxable - cents(1000 / n), 0.015)))
        elif p['state'] == 'MN':
            st.deduct('MN State Tax', 'Taxes', max(0, pct(taxable - cents(14950 / n), 0.0535)))
        st.deduct('401(k) Deferral', 'Pre-tax deductions', k401)
        st.deduct('Working Dues', 'After-tax deductions', pct(g, p['dues']))
        st.deduct('Vacation Fund', 'After-tax deductions', cents(hours_total * p['vacation']))
        st.deduct('PAC Contribution', 'After-tax deductions', cents(hours_total * 0.05) if p.get('pac') else 0)
        if p.get('garnish') and i < p['garnish'][1]:
            st.deduct('Tool Purchase Repayment', 'After-tax deductions', p['garnish'][0])
        for name, rate in p['fringes']:
            st.employer_pays(name, cents(hours_total * rate))
        st.employer_pays('NEBF 3%', pct(g, 0.03))
        return st
    return make


# ---- Quebec (calendar year) --------------------------------------------------------------------------
QC_FED = [(58523, 0.14), (117045, 0.205), (181440, 0.26), (258482, 0.29), (None, 0.33)]
QC_PROV = [(54345, 0.14), (108680, 0.19), (132245, 0.24), (None, 0.2575)]


def qc_period(p, rng):
    n = PER_YEAR[p['freq']]

    def make(i, per, hist):
        st = Stub()
        if p.get('rate'):
            h = p['hours'] - rng.choice([0, 0, 0, 3.5, 7])
            st.earn('Salaire régulier / Regular pay', cents(h * p['rate']), h, p['rate'])
            if rng.random() < 0.45:
                ot = rng.choice([2, 3.5, 5, 7.5])
                st.earn('Temps supplémentaire / Overtime', cents(ot * p['rate'] * 1.5), ot, round(p['rate'] * 1.5, 4))
            if rng.random() < 0.3:
                st.earn('Prime de soir / Evening premium', cents(p['hours'] / 2 * 1.25), p['hours'] / 2, 1.25)
        else:
            st.earn('Salaire / Salary', round(p['salary'] * 100 / n))
        if i == p.get('vacation_at'):
            st.earn('Vacances / Vacation pay', p['vacation_pay'])
        g = st.gross
        rrsp = pct(g, p['rrsp']) if p.get('rrsp') else 0
        ftq = p.get('ftq', 0)
        taxable = (g - rrsp - ftq) / 100 * n
        fed = max(0, bracket_tax(taxable, QC_FED) - 0.14 * 16452) * (1 - 0.165)
        prov = max(0, bracket_tax(taxable, QC_PROV) - 0.14 * 18952)
        st.deduct('Impôt fédéral / Federal tax', 'Taxes', cents(fed / n))
        st.deduct('Impôt du Québec / Quebec tax', 'Taxes', cents(prov / n))
        qpp_ytd = sum(d[2] for h_ in hist for d in h_.deductions if d[0] == 'RRQ / QPP')
        st.deduct('RRQ / QPP', 'Taxes', min(max(0, pct(g - cents(3500 / n), 0.063)), cents(4479.30) - qpp_ytd))
        st.deduct('Assurance-emploi / EI', 'Taxes', pct(g, 0.013))
        st.deduct('RQAP / QPIP', 'Taxes', pct(g, 0.0043))
        st.deduct('REER collectif / Group RRSP', 'Pre-tax deductions', rrsp)
        st.deduct('Fonds de solidarité FTQ', 'Pre-tax deductions', ftq)
        st.deduct('Cotisation syndicale / Union dues', 'After-tax deductions', pct(g, p['dues']) if p.get('dues') else 0)
        st.deduct('Assurance collective / Group insurance', 'After-tax deductions', p['insurance'])
        if p.get('advance') and i < p['advance'][1]:
            st.deduct('Remboursement d’avance / Advance repayment', 'After-tax deductions', p['advance'][0])
        st.employer_pays('RRQ employeur / Employer QPP', st.deductions[2][2])
        st.employer_pays('AE employeur / Employer EI', pct(g, 0.0182))
        st.employer_pays('RQAP employeur / Employer QPIP', pct(g, 0.00602))
        st.employer_pays('FSS / Health Services Fund', pct(g, 0.0165))
        return st
    return make


# ---- US school district teachers (calendar year) -----------------------------------------------------
def teacher_period(p, rng):
    n = PER_YEAR[p['freq']]

    def make(i, per, hist):
        st = Stub()
        s, e, pay = per
        st.earn('Contract Salary', round(p['salary'] * 100 / n))
        if p.get('stipend') and s.month in p['stipend'][2]:
            st.earn(p['stipend'][0], round(p['stipend'][1] * 100 / (len(p['stipend'][2]) * n // 12)))
        if rng.random() < 0.5:
            h = rng.choice([1.5, 2, 3, 4.5, 6])
            st.earn('Extra Duty Hours', cents(h * p['extra']), h, p['extra'])
        if rng.random() < 0.35:
            k = rng.randint(1, 3)
            st.earn('Class Coverage', k * 3500, k, 35.0)
        g = st.gross
        ret = pct(g, p['retire'][1])
        pre = [(name, amt) for name, amt in p['pre']]
        sec125 = sum(a for name, a in pre if name not in ('403(b) Deferral', '457(b) Deferral'))
        all_pre = sum(a for _, a in pre)
        fed_taxable = g - ret - all_pre
        fica_base = g - sec125
        st.deduct('Federal Income Tax', 'Taxes', us_federal(fed_taxable, n, p['married']))
        if p.get('social_security'):
            st.deduct('Social Security', 'Taxes', pct(fica_base, 0.062))
        st.deduct('Medicare', 'Taxes', pct(fica_base, 0.0145))
        for name, rate, allowance in p['local']:
            st.deduct(name, 'Taxes', max(0, pct(fed_taxable - cents(allowance / n), rate)))
        st.deduct(p['retire'][0], 'Pre-tax deductions', ret)
        for name, amt in pre:
            st.deduct(name, 'Pre-tax deductions', amt)
        for name, amt, months in p['post']:
            if months is None or s.month in months:
                st.deduct(name, 'After-tax deductions', amt)
        st.employer_pays(p['retire'][0].replace('Retirement', 'Employer'), pct(g, p['retire'][2]))
        st.employer_pays('Board-Paid Medical', p['board_medical'])
        st.employer_pays('Board-Paid Life Insurance', 412)
        return st
    return make
