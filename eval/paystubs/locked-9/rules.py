"""Each layout's pay rules: `<layout>_period(rules, rng)` gives the function `work_out` runs over the
periods of the tax year, from its first pay date to the one printed."""
import math

from common import AFTER, PER_YEAR, PRE, TAX, Period, bracket_tax, cents


def _ytd(history, name):
    return sum(c for st in history for n, _s, c in st.deductions if n == name)


def _paid_in(history, name):
    return sum(c for st in history for n, _h, _r, c in st.earnings if n == name)


def _recurring(st, i, items):
    """After-tax or pre-tax lines [(name, section, cents, from_period, to_period or None)]."""
    for name, section, c, first, last in items:
        if i >= first and (last is None or i <= last):
            st.deduct(name, section, c)


# ---- Canada: CPP, EI, federal and provincial income tax (2026) --------------------------------------

CPP_RATE, CPP_EXEMPTION, CPP_MAX = 0.0595, 3500.0, 4230.45
EI_RATE, EI_MAX, EI_EMPLOYER = 0.0163, 1123.07, 1.4
CA_FEDERAL = ([(58523, 0.14), (117045, 0.205), (181440, 0.26), (258482, 0.29), (None, 0.33)], 16452, 0.14)
CA_PROVINCES = {
    'ON': ([(53891, 0.0505), (107785, 0.0915), (150000, 0.1116), (220000, 0.1216), (None, 0.1316)], 12989, 0.0505),
    'BC': ([(50363, 0.0506), (100728, 0.077), (115648, 0.105), (140430, 0.1229), (190405, 0.147), (265545, 0.168), (None, 0.205)], 12932, 0.0506),
    'AB': ([(61200, 0.08), (154259, 0.10), (185111, 0.12), (246813, 0.13), (370220, 0.14), (None, 0.15)], 22769, 0.08),
}
CANADA_EMPLOYMENT_AMOUNT = 1501


def ontario_extra(basic):
    """Ontario surtax on the basic provincial tax (20% over $5,818, 36% more over $7,446)."""
    return 0.20 * max(0.0, basic - 5818) + 0.36 * max(0.0, basic - 7446)


def ontario_health_premium(income):
    steps = [(20000, 25000, 0.06, 0, 300), (36000, 38500, 0.06, 300, 450), (48000, 48600, 0.25, 450, 600),
             (72000, 72600, 0.25, 600, 750), (200000, 200600, 0.25, 750, 900)]
    premium = 0.0
    for low, _high, rate, base, cap in steps:
        if income > low:
            premium = min(cap, base + rate * (income - low))
    return premium


def ca_income_tax(annual, cpp_annual, ei_annual, province):
    """Federal and provincial tax on annualised taxable pay: brackets, less the lowest rate times the
    basic personal amount, the base CPP and EI (and, federally, the Canada employment amount); the
    enhanced CPP (1/5.95 of it) comes off the income first."""
    income = max(0.0, annual - cpp_annual / CPP_RATE * 0.01)
    base_cpp = cpp_annual * 0.0495 / CPP_RATE
    brackets, bpa, low = CA_FEDERAL
    federal = max(0.0, bracket_tax(income, brackets) - low * (bpa + min(CANADA_EMPLOYMENT_AMOUNT, income) + base_cpp + ei_annual))
    brackets, bpa, low = CA_PROVINCES[province]
    provincial = max(0.0, bracket_tax(income, brackets) - low * (bpa + base_cpp + ei_annual))
    if province == 'ON':
        provincial += ontario_extra(provincial) + ontario_health_premium(income)
    return federal, provincial


def ca_period(r, rng):
    P = PER_YEAR[r['freq']]
    prov_label = r['labels']['provincial']

    def make(i, p, history):
        st = Period()
        if 'salary' in r:
            st.earn(r['labels']['salary'], cents(r['salary'] / P), r['std_hours'], None)
        else:
            hours = r['hours'] + rng.choice([-4, 0, 0, 0, 2, 4])
            st.earn('Regular Hours', cents(hours * r['rate']), hours, r['rate'])
            if rng.random() < 0.45:
                ot = rng.choice([2, 3.5, 4, 6, 7.5])
                st.earn('Overtime 1.5x', cents(ot * r['rate'] * 1.5), ot, round(r['rate'] * 1.5, 4))
            if any(p[0] <= h <= p[1] for h in r.get('stat_days', [])):
                st.earn('Stat Holiday Pay', cents(8 * r['rate']), 8, r['rate'])
            if r.get('vacation_pct'):
                st.earn(f'Vacation Pay {r["vacation_pct"]}%', int(round(st.gross * r['vacation_pct'] / 100)), None, None)
        for name, c, when in r.get('extras', []):
            if i in when:
                st.earn(name, c)
        gross = st.gross / 100
        rrsp = cents(gross * r.get('rrsp_pct', 0) / 100)
        st.deduct(r['labels']['rrsp'], PRE, rrsp)
        st.deduct('Union Dues', PRE, r.get('union', 0))
        cpp = min(cents(CPP_RATE * max(0.0, gross - CPP_EXEMPTION / P)), cents(CPP_MAX) - _ytd(history, r['labels']['cpp']))
        ei = min(cents(EI_RATE * gross), cents(EI_MAX) - _ytd(history, r['labels']['ei']))
        taxable = (st.gross - rrsp - r.get('union', 0)) / 100
        federal, provincial = ca_income_tax(taxable * P, cpp / 100 * P, ei / 100 * P, r['province'])
        st.deduct(r['labels']['federal'], TAX, cents(federal / P))
        st.deduct(prov_label, TAX, cents(provincial / P))
        st.deduct(r['labels']['cpp'], TAX, cpp)
        st.deduct(r['labels']['ei'], TAX, ei)
        _recurring(st, i, r.get('after', []))
        st.employer_pays('CPP - Employer', cpp)
        st.employer_pays('EI - Employer', cents(ei / 100 * EI_EMPLOYER))
        if r.get('rrsp_match'):
            st.employer_pays('Employer RRSP Match', cents(gross * r['rrsp_match'] / 100))
        return st
    return make


# ---- Malaysia: EPF, SOCSO, EIS, PCB (monthly tax deduction) ------------------------------------------

MY_SCALE = [(5000, 0.0), (20000, 0.01), (35000, 0.03), (50000, 0.06), (70000, 0.11), (100000, 0.19),
            (400000, 0.25), (600000, 0.26), (2000000, 0.28), (None, 0.30)]
MY_SELF_RELIEF, MY_EPF_RELIEF_CAP, MY_REBATE = 9000, 4000, 400
MY_SOCIAL_CEILING = 6000


def epf_shares(wage):
    """EPF by the Third Schedule's bands: RM20 bands to RM5,000 and RM100 above, the figure worked on
    the band's top and rounded up to the ringgit; employer 13% to RM5,000, 12% above."""
    step = 20 if wage <= 5000 else 100
    top = math.ceil(wage / step) * step
    return math.ceil(top * 0.11) * 100, math.ceil(top * (0.13 if wage <= 5000 else 0.12)) * 100


def banded(wage, rate):
    """SOCSO and EIS: RM100 bands to the RM6,000 ceiling, the rate on the band's middle, down to 5 sen."""
    top = min(math.ceil(wage / 100) * 100, MY_SOCIAL_CEILING)
    return int(round((top - 50) * rate * 100)) // 5 * 5


def my_period(r, rng):
    def make(i, p, history):
        st = Period()
        st.earn('Gaji Pokok / Basic Salary', cents(r['basic']))
        for name, amount in r.get('allowances', []):
            st.earn(name, cents(amount))
        hourly = r['basic'] / 26 / 8
        if r.get('overtime') and rng.random() < 0.6:
            h = rng.choice([4, 6, 8, 10, 12.5])
            st.earn('Kerja Lebih Masa / Overtime 1.5', cents(h * hourly * 1.5), h, round(hourly * 1.5, 2))
        for name, c, when in r.get('extras', []):
            if i in when:
                st.earn(name, c)
        epf_wage = (st.gross - sum(c for n, _h, _r, c in st.earnings if 'Overtime' in n)) / 100
        social_wage = st.gross / 100
        epf, epf_er = epf_shares(epf_wage)
        if r.get('epf_rate'):
            epf = math.ceil(epf_wage * r['epf_rate'] / 100) * 100
        socso, socso_er = banded(social_wage, 0.005), banded(social_wage, 0.0175)
        eis = banded(social_wage, 0.002)
        st.deduct('KWSP (EPF)', PRE, epf)
        st.deduct('PERKESO (SOCSO)', TAX, socso)
        st.deduct('SIP (EIS)', TAX, eis)
        # PCB, the computerised method: the year's chargeable income from the months paid, this one and
        # the rest estimated like this month's regular pay, less reliefs; the year's tax less what was
        # deducted, spread over this and the remaining months, rounded up to 5 sen, none under RM10. A
        # bonus (additional remuneration) adds the tax it brings, all in its month.
        month = p[2].month
        n = 12 - month
        bonus = sum(c for name, c, when in r.get('extras', []) if i in when and 'Bonus' in name) / 100
        regular = social_wage - bonus
        earlier = sum(st0.gross for st0 in history) / 100
        epf_before = _ytd(history, 'KWSP (EPF)') / 100
        epf_relief = min(MY_EPF_RELIEF_CAP, epf_before + epf / 100 * (n + 1))

        def year_tax(extra):
            chargeable = max(0.0, earlier + regular * (n + 1) + extra - epf_relief - MY_SELF_RELIEF - r.get('relief', 0))
            return max(0.0, bracket_tax(chargeable, MY_SCALE) - (MY_REBATE if chargeable <= 35000 else 0))
        zakat_paid = _ytd(history, 'Zakat') / 100
        pcb = max(0.0, (year_tax(0) - _ytd(history, 'PCB (MTD)') / 100 - zakat_paid) / (n + 1)) + year_tax(bonus) - year_tax(0)
        pcb_c = math.ceil(round(pcb * 100, 4) / 5) * 5
        pcb_c = 0 if pcb_c < 1000 else pcb_c
        zakat = r.get('zakat', 0)
        st.deduct('PCB (MTD)', TAX, max(0, pcb_c - zakat))
        st.deduct('Zakat', AFTER, zakat)
        _recurring(st, i, r.get('after', []))
        st.employer_pays('KWSP Majikan (EPF Employer)', epf_er)
        st.employer_pays('PERKESO Majikan (SOCSO Employer)', socso_er)
        st.employer_pays('SIP Majikan (EIS Employer)', eis)
        st.info['epf_wage'] = epf_wage
        return st
    return make


# ---- US, through a professional employer organisation (2026) ----------------------------------------

US_FEDERAL = {
    'Single': ([(12400, 0.10), (50400, 0.12), (105700, 0.22), (201775, 0.24), (256225, 0.32), (640600, 0.35), (None, 0.37)], 16100),
    'Married': ([(24800, 0.10), (100800, 0.12), (211400, 0.22), (403550, 0.24), (512450, 0.32), (768700, 0.35), (None, 0.37)], 32200),
}
SS_RATE, SS_BASE, MEDICARE = 0.062, 184500, 0.0145
US_STATES = {
    'CA': ([(11079, 0.01), (26264, 0.02), (41452, 0.04), (57542, 0.06), (72724, 0.08), (371479, 0.093), (445771, 0.103), (742953, 0.113), (None, 0.123)], 5706, 153),
    'NY': ([(8500, 0.04), (11700, 0.045), (13900, 0.0525), (80650, 0.055), (215400, 0.06), (1077550, 0.0685), (None, 0.0965)], 8000, 0),
    'CO': ([(None, 0.044)], 0, 0),
}


def peo_period(r, rng):
    P = PER_YEAR[r['freq']]
    L = r['labels']

    def make(i, p, history):
        st = Period()
        if 'salary' in r:
            st.earn('Salary', cents(r['salary'] / P), r['std_hours'], None)
        else:
            hours = r['hours'] + rng.choice([-3, -1.5, 0, 0, 0, 1.5])
            st.earn('Regular', cents(hours * r['rate']), hours, r['rate'])
            if rng.random() < 0.5:
                ot = rng.choice([1.5, 2.25, 3, 5, 6.5])
                st.earn('Overtime', cents(ot * r['rate'] * 1.5), ot, round(r['rate'] * 1.5, 4))
        for name, c, when in r.get('extras', []):
            if i in when:
                st.earn(name, c)
        gross = st.gross
        k401 = cents(gross / 100 * r.get('k401_pct', 0) / 100)
        s125 = sum(c for _n, c in r.get('sec125', []))
        st.deduct(L['401k'], PRE, k401)
        for name, c in r.get('sec125', []):
            st.deduct(name, PRE, c)
        fica_wages = gross - s125
        ss_ytd = _ytd(history, L['ss'])
        ss = min(cents(fica_wages / 100 * SS_RATE), cents(SS_BASE * SS_RATE) - ss_ytd)
        medicare = cents(fica_wages / 100 * MEDICARE)
        fit_wages = (gross - s125 - k401) / 100
        brackets, std = US_FEDERAL[r['filing']]
        annual = max(0.0, fit_wages * P - std)
        fit = bracket_tax(annual, brackets) / P + r.get('extra_fit', 0)
        st.deduct(L['fit'], TAX, cents(fit))
        st.deduct(L['ss'], TAX, ss)
        st.deduct(L['medicare'], TAX, medicare)
        state = r['state']
        if state in US_STATES:
            sb, sstd, credit = US_STATES[state]
            sit = max(0.0, bracket_tax(max(0.0, fit_wages * P - sstd), sb) - credit) / P
            st.deduct(L['sit'], TAX, cents(sit))
        if state == 'CA':
            st.deduct('CA SDI', TAX, cents(fica_wages / 100 * 0.013))
        if state == 'NY':
            weeks = 2 if r['freq'] == 'BIWEEKLY' else 1 if r['freq'] == 'WEEKLY' else 26 / 12 if r['freq'] == 'MONTHLY' else 26 / 12 / 2
            st.deduct('NY SDI', TAX, cents(0.60 * weeks))
            st.deduct('NY PFL', TAX, min(cents(gross / 100 * 0.00388), cents(354.53) - _ytd(history, 'NY PFL')))
        if state == 'CO':
            st.deduct('CO FAMLI', TAX, cents(gross / 100 * 0.0045))
        if state == 'WA':
            st.deduct('WA PFML', TAX, cents(gross / 100 * 0.0113 * 0.7152))
            st.deduct('WA Cares LTC', TAX, cents(gross / 100 * 0.0058))
        _recurring(st, i, r.get('after', []))
        if r.get('match_pct'):
            st.employer_pays('401(k) Employer Match', min(k401, cents(gross / 100 * r['match_pct'] / 100)))
        for name, c in r.get('employer', []):
            st.employer_pays(name, c)
        return st
    return make


# ---- United Kingdom: PAYE (cumulative), NI class 1, student loan, pension (2025-26) -------------------

UK_BASIC_BAND, UK_HIGHER_TOP = 37700, 125140
UK_NI = {'MONTHLY': (1048, 4189, 417), 'WEEKLY': (242, 967, 96), 'BIWEEKLY': (484, 1934, 192)}
UK_LOAN = {'Plan 1': (26065, 0.09), 'Plan 2': (28470, 0.09), 'Plan 4': (32745, 0.09), 'Postgraduate Loan': (21000, 0.06)}
UK_QE = {'MONTHLY': (520, 4189), 'WEEKLY': (120, 967), 'BIWEEKLY': (240, 1934)}


def uk_free_pay(code, k, P):
    """Free pay to date for an L code: the number times ten plus nine, shared over the periods."""
    return (int(code[:-1]) * 10 + 9) * k / P


def uk_period(r, rng):
    P = PER_YEAR[r['freq']]
    pt, uel, st_threshold = UK_NI[r['freq']]
    qe_low, qe_high = UK_QE[r['freq']]

    def make(i, p, history):
        st = Period()
        if 'salary' in r:
            st.earn(r.get('salary_label', 'Basic Salary'), cents(r['salary'] / P))
        else:
            hours = r['hours'] + rng.choice([-2.5, 0, 0, 0, 3.75])
            st.earn('Basic Pay', cents(hours * r['rate']), hours, r['rate'])
            if rng.random() < 0.5:
                ot = rng.choice([2, 4, 5.5, 7.5])
                st.earn('Overtime @ 1.5', cents(ot * r['rate'] * 1.5), ot, round(r['rate'] * 1.5, 4))
        for name, c, when in r.get('extras', []):
            if i in when:
                st.earn(name, c)
        gross = st.gross / 100
        qe = min(max(0.0, gross - qe_low), qe_high - qe_low)
        pension = cents(qe * r['pension_pct'] / 100)
        net_pay = r.get('pension_net_pay', True)
        st.deduct(r['pension_label'], PRE if net_pay else AFTER, pension)
        giving = r.get('giving', 0)
        st.deduct('Payroll Giving', PRE, giving)
        # PAYE, cumulative: taxable pay to date less free pay to date, down to the pound, the bands
        # shared likewise; this period's tax is the tax due to date less the tax already deducted.
        k = i + 1
        taxable_now = st.gross - (pension if net_pay else 0) - giving
        taxable_before = sum(h.info['taxable'] for h in history)
        st.info['taxable'] = taxable_now
        to_date = math.floor(max(0.0, (taxable_before + taxable_now) / 100 - uk_free_pay(r['tax_code'], k, P)))
        due = bracket_tax(to_date, [(UK_BASIC_BAND * k / P, 0.20), ((UK_HIGHER_TOP - 12570) * k / P, 0.40), (None, 0.45)])
        paye = cents(due) - _ytd(history, 'PAYE Tax')
        st.deduct('PAYE Tax', TAX, paye)
        ni = 0.08 * max(0.0, min(gross, uel) - pt) + 0.02 * max(0.0, gross - uel)
        st.deduct('National Insurance', TAX, cents(ni))
        for plan in r.get('loans', []):
            threshold, rate = UK_LOAN[plan]
            over = gross - threshold / P
            label = 'Postgraduate Loan' if plan.startswith('Post') else f'Student Loan {plan}'
            st.deduct(label, TAX, math.floor(max(0.0, over) * rate) * 100)
        _recurring(st, i, r.get('after', []))
        st.employer_pays("Employer's NI", cents(0.15 * max(0.0, gross - st_threshold)))
        st.employer_pays(f'Employer Pension {r["employer_pct"]}%', cents(qe * r['employer_pct'] / 100))
        st.info['paye_neg'] = paye < 0
        return st
    return make
