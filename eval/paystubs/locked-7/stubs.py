"""Each layout's pay rules, period by period, and the invented parties (employers, employees,
addresses) of the seventh locked split's paystubs."""
from common import PER_YEAR, Period, bracket_tax, cents

PRE, TAX, AFTER = 'Pre-tax deductions', 'Taxes', 'After-tax deductions'


# ---- Canada (outside Quebec): CPP, EI, federal and provincial tax, vacation pay accrued -------------

CA_PROVINCES = {
    'ON': dict(name='Ontario', brackets=[(53891, 0.0505), (107785, 0.0915), (150000, 0.1116), (220000, 0.1216), (None, 0.1316)], bpa=12747),
    'BC': dict(name='British Columbia', brackets=[(50363, 0.0506), (100728, 0.077), (115648, 0.105), (140430, 0.1229), (None, 0.147)], bpa=12932),
    'AB': dict(name='Alberta', brackets=[(60000, 0.08), (151234, 0.10), (181481, 0.12), (None, 0.13)], bpa=22323),
    'NS': dict(name='Nova Scotia', brackets=[(30507, 0.0879), (61015, 0.1495), (95883, 0.1667), (154650, 0.175), (None, 0.21)], bpa=11744),
}
CA_FEDERAL = [(58523, 0.14), (117045, 0.205), (181440, 0.26), (258482, 0.29), (None, 0.33)]
CPP_RATE, CPP_EXEMPT, CPP_MAX = 0.0595, 3500, 423045
EI_RATE, EI_MAX = 0.0163, 112307


def ca_period(r, rng):
    n = PER_YEAR[r['freq']]

    def make(i, p, history):
        st = Period()
        hours = r['hours']
        rate = r.get('rate')
        if r.get('salary'):
            st.earn('Regular Salary', cents(r['salary'] / n), hours, None)
        else:
            reg = hours - (8 if i == r.get('stat_at') else 0)
            st.earn('Regular', cents(reg * rate), reg, rate)
            if i == r.get('stat_at'):
                st.earn('Stat Holiday Pay', cents(8 * rate), 8, rate)
            ot = rng.choice([0, 0, 2, 3.5, 4, 6]) if r.get('ot') else 0
            st.earn('Overtime 1.5x', cents(ot * rate * 1.5), ot, round(rate * 1.5, 4))
            if r.get('shift'):
                sh = rng.choice([0, 16, 24, 32]) * (2 if r['freq'] == 'BIWEEKLY' else 1) // 2
                st.earn('Shift Premium', cents(sh * r['shift']), sh, r['shift'])
        if i == r.get('bonus_at'):
            st.earn('Performance Bonus', r['bonus'])
        if i == r.get('vac_paid_at'):
            st.earn('Vacation Pay', cents(r['vac_paid_hours'] * rate), r['vac_paid_hours'], rate)
        gross = st.gross
        rrsp = cents(gross / 100 * r.get('rrsp_pct', 0) / 100)
        cpp_ytd = sum(c for h in history for (nm, _s, c) in h.deductions if nm == 'CPP Contributions')
        ei_ytd = sum(c for h in history for (nm, _s, c) in h.deductions if nm == 'EI Premiums')
        cpp = min(CPP_MAX - cpp_ytd, max(0, cents((gross / 100 - CPP_EXEMPT / n) * CPP_RATE)))
        ei = min(EI_MAX - ei_ytd, cents(gross / 100 * EI_RATE))
        annual = (gross - rrsp) / 100 * n
        fed = bracket_tax(annual, CA_FEDERAL) - 0.14 * (16452 + (cpp + ei) / 100 * n)
        pv = CA_PROVINCES[r['prov']]
        prov = bracket_tax(annual, pv['brackets']) - pv['brackets'][0][1] * (pv['bpa'] + (cpp + ei) / 100 * n)
        st.deduct('CPP Contributions', TAX, cpp)
        st.deduct('EI Premiums', TAX, ei)
        st.deduct('Federal Income Tax', TAX, max(0, cents(fed / n)))
        st.deduct(f'{pv["name"]} Income Tax', TAX, max(0, cents(prov / n)))
        st.deduct('Group RRSP', PRE, rrsp)
        for name, amount in r['after']:
            if name == 'Parking' and i < 2:
                continue
            st.deduct(name, AFTER, amount)
        if r.get('union'):
            st.deduct('Union Dues', AFTER, cents(gross / 100 * r['union']))
        if r.get('loan_until') is not None and i <= r['loan_until']:
            st.deduct('Computer Purchase Plan', AFTER, 4167)
        st.employer_pays('CPP (Employer)', cpp)
        st.employer_pays('EI (Employer)', round(ei * 1.4))
        if r.get('rrsp_pct'):
            st.employer_pays('Group RRSP Match', round(rrsp * r.get('match', 0.5)))
        accrue = cents(gross / 100 * r['vac_pct'])
        st.info['vac_accrued'] = accrue
        if i == r.get('vac_paid_at'):
            st.info['vac_taken'] = st.earnings[-1][3]
        return st
    return make


# ---- US hospital nurse: shift differentials, many pre-tax benefits ----------------------------------

US_FED = [(12400, 0.10), (50400, 0.12), (105700, 0.22), (201775, 0.24), (256225, 0.32), (None, 0.35)]
US_STATES = {
    'PA': dict(tax=[('PA State Income Tax', 0.0307)], extra=[('PA SUI', 0.0007), ('Local EIT - Pittsburgh', 0.03)], lst=('Local Services Tax', 200)),
    'MA': dict(tax=[('MA State Income Tax', 0.05)], extra=[('MA PFML', 0.0046)], lst=None),
    'WA': dict(tax=[], extra=[('WA Paid Family & Medical Leave', 0.00658), ('WA Cares Fund', 0.0058)], lst=None),
    'MN': dict(tax=[('MN State Income Tax', 0.0535)], extra=[('MN Paid Leave', 0.0044)], lst=None),
}


def nurse_period(r, rng):
    n = PER_YEAR[r['freq']]
    weekly = r['freq'] == 'WEEKLY'

    def make(i, p, history):
        st = Period()
        rate = r['rate']
        base = 36 if weekly else 72
        pto = rng.choice([0, 0, 0, 12]) if i else 0
        st.earn('Regular', cents((base - pto) * rate), base - pto, rate)
        st.earn('PTO', cents(pto * rate), pto, rate)
        night = rng.choice([0, 12, 24, 36]) * (1 if weekly else 2) if r['nights'] else 0
        eve = rng.choice([0, 0, 8, 12]) * (1 if weekly else 2)
        wknd = rng.choice([0, 12, 24]) * (1 if weekly else 2) // 2
        st.earn('Shift Diff - Night', cents(night * r['night']), night, r['night'])
        st.earn('Shift Diff - Evening', cents(eve * r['evening']), eve, r['evening'])
        st.earn('Weekend Differential', cents(wknd * r['weekend']), wknd, r['weekend'])
        st.earn('Charge Nurse Premium', cents((12 if rng.random() < 0.5 else 0) * 2.5), 12, 2.5)
        oncall = rng.choice([0, 0, 12, 24])
        st.earn('On-Call', cents(oncall * 5), oncall, 5.0)
        cb = rng.choice([0, 0, 0, 3.5, 4])
        st.earn('Call-Back OT 1.5x', cents(cb * rate * 1.5), cb, round(rate * 1.5, 4))
        ot = rng.choice([0, 0, 4, 8, 12])
        st.earn('Overtime 1.5x', cents(ot * rate * 1.5), ot, round(rate * 1.5, 4))
        st.earn('BSN Differential', cents(base * 1.25), base, 1.25)
        if i == r.get('bonus_at'):
            st.earn('Retention Bonus', r['bonus'])
        gross = st.gross
        s125 = 0
        for name, amount in r['pre']:
            st.deduct(name, PRE, amount)
            s125 += amount
        k = cents(gross / 100 * r['k403'])
        st.deduct('403(b) Pre-Tax', PRE, k)
        fica = (gross - s125) / 100
        taxable = (gross - s125 - k) / 100
        fed = bracket_tax(max(0, taxable * n - 16100), US_FED) / n
        st.deduct('Federal Income Tax', TAX, cents(fed))
        st.deduct('Social Security', TAX, cents(fica * 0.062))
        st.deduct('Medicare', TAX, cents(fica * 0.0145))
        stt = US_STATES[r['state']]
        for name, rt in stt['tax']:
            st.deduct(name, TAX, cents(taxable * rt))
        for name, rt in stt['extra']:
            st.deduct(name, TAX, cents(fica * rt if 'EIT' not in name else taxable * rt))
        if stt['lst'] and i < 26:
            st.deduct(stt['lst'][0], TAX, stt['lst'][1] if not weekly else 100)
        st.deduct('Roth 403(b)', AFTER, cents(gross / 100 * r.get('roth', 0)))
        for name, amount in r['after']:
            if name.startswith('Uniform') and i >= 2:
                continue
            st.deduct(name, AFTER, amount)
        st.employer_pays('403(b) Match', round(k * 0.5))
        st.employer_pays('Medical (Employer)', r['er_med'])
        st.info['hours'] = sum(e[1] or 0 for e in st.earnings if e[0] in ('Regular', 'PTO', 'Overtime 1.5x', 'Call-Back OT 1.5x'))
        return st
    return make


# ---- UK payslip: tax code, NI letter, pension salary sacrifice, student loan plan 2 -----------------

def uk_period(r, rng):
    monthly = r['freq'] == 'MONTHLY'
    n = 12 if monthly else 52
    pt, uel, st_thr = (1048, 4189, 417) if monthly else (242, 967, 96)
    sl = 2372.50 if monthly else 547.50
    allowance = r['allowance']

    def make(i, p, history):
        st = Period()
        if r.get('salary'):
            st.earn('Basic Salary', cents(r['salary'] / n))
        else:
            hrs = r['hours'] + rng.choice([0, 0, -7.5, 7.5])
            st.earn('Basic Pay', cents(hrs * r['rate']), hrs, r['rate'])
        if r.get('ot'):
            h = rng.choice([0, 0, 3, 6, 7.5, 11])
            st.earn('Overtime @ 1.5', cents(h * r['ot'] * 1.5), h, round(r['ot'] * 1.5, 4))
        if r.get('shift'):
            st.earn('Shift Allowance', r['shift'])
        if i == r.get('bonus_at'):
            st.earn('Bonus', r['bonus'])
        gross = st.gross
        sac = cents(gross / 100 * r['sacrifice'])
        cycle = r.get('cycle', 0) if i >= r.get('cycle_from', 0) else 0
        giving = r.get('giving', 0)
        niable = (gross - sac - cycle) / 100
        taxable = niable - giving / 100
        free = allowance / n
        band = 37700 / n
        tax = bracket_tax(max(0, taxable - free), [(band, 0.20), (125140 / n - free, 0.40), (None, 0.45)])
        st.deduct('PAYE Tax', TAX, cents(int(tax * 100) / 100))
        ni = 0 if r['ni'] == 'C' else bracket_tax(niable, [(pt, 0), (uel, 0.08), (None, 0.02)])
        st.deduct('National Insurance', TAX, cents(ni))
        if r.get('plan2'):
            st.deduct('Student Loan (Plan 2)', TAX, max(0, int((niable - sl) * 0.09)) * 100)
        if r.get('pgl'):
            st.deduct('Postgraduate Loan', TAX, max(0, int((niable - (1750 if monthly else 403)) * 0.06)) * 100)
        st.deduct('Pension Salary Sacrifice', PRE, sac)
        st.deduct('Cycle to Work', PRE, cycle)
        st.deduct('Give As You Earn', PRE, giving)
        for name, amount in r['after']:
            st.deduct(name, AFTER, amount)
        if r.get('loan_until') is not None and i <= r['loan_until']:
            st.deduct('Season Ticket Loan', AFTER, r['loan'])
        st.employer_pays('Employer NI', 0 if r['ni'] == 'C' else cents(max(0, niable - st_thr) * 0.15))
        st.employer_pays('Employer Pension', cents(gross / 100 * r['er_pension']) + sac)
        st.info['taxable'] = cents(taxable)
        st.info['niable'] = cents(niable)
        return st
    return make


# ---- South Africa: PAYE, UIF, SDL (employer), medical aid and pension fund --------------------------

ZA_BRACKETS = [(237100, 0.18), (370500, 0.26), (512800, 0.31), (673000, 0.36), (857900, 0.39), (1817000, 0.41), (None, 0.45)]


def za_period(r, rng):
    monthly = r['freq'] == 'MONTHLY'
    n = 12 if monthly else 52
    uif_cap = 17712 if monthly else 4087.38

    def make(i, p, history):
        st = Period()
        if r.get('salary'):
            st.earn('Basic Salary', cents(r['salary'] / 12))
        else:
            hrs = 45
            st.earn('Normal Time', cents(hrs * r['rate']), hrs, r['rate'])
            ot = rng.choice([0, 0, 4, 6, 9])
            st.earn('Overtime 1.5', cents(ot * r['rate'] * 1.5), ot, round(r['rate'] * 1.5, 4))
            sun = rng.choice([0, 0, 0, 8])
            st.earn('Sunday Time 2.0', cents(sun * r['rate'] * 2), sun, r['rate'] * 2)
        if r.get('travel'):
            st.earn('Travel Allowance', r['travel'])
        if r.get('commission'):
            st.earn('Commission', rng.randint(*r['commission']))
        if r.get('shift'):
            st.earn('Shift Allowance', r['shift'])
        if i == r.get('thirteenth_at'):
            st.earn('13th Cheque', cents(r.get('salary', 0) / 12) or r['bonus'])
        gross = st.gross
        pension = cents(gross / 100 * r['pension'])
        ra = r.get('ra', 0)
        taxable = (gross - pension - ra - 0.2 * r.get('travel', 0)) / 100
        annual = bracket_tax(taxable * n, ZA_BRACKETS) - 17235
        credit = (364 * min(2, r['members']) + 246 * max(0, r['members'] - 2)) * 12 if r.get('medical') else 0
        paye = max(0, annual - credit) / n
        uif = cents(min(gross / 100, uif_cap) * 0.01)
        st.deduct('PAYE', TAX, cents(paye))
        st.deduct('UIF', TAX, uif)
        st.deduct('Pension Fund', PRE, pension)
        st.deduct('Retirement Annuity', PRE, ra)
        if r.get('medical'):
            st.deduct('Medical Aid', AFTER, r['medical'])
        for name, amount in r['after']:
            st.deduct(name, AFTER, amount)
        if r.get('loan_until') is not None and i <= r['loan_until']:
            st.deduct('Staff Loan', AFTER, r['loan'])
        st.employer_pays('UIF (Company)', uif)
        st.employer_pays('SDL', cents(gross / 100 * 0.01))
        st.employer_pays('Pension Fund (Company)', cents(gross / 100 * r['er_pension']))
        if r.get('medical'):
            st.employer_pays('Medical Aid (Company)', round(r['medical'] * 0.5))
        return st
    return make
