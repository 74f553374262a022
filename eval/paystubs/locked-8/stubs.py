"""Each layout's pay rules, period by period: an Australian payslip (PAYG withholding, Medicare,
STSL, superannuation guarantee), an Irish payslip (PAYE, USC, PRSI), a New Zealand payslip (PAYE,
ACC earners' levy, KiwiSaver, student loan) and a US staffing agency's weekly stub. Every period's
net is its gross less every deduction; the year to date is the sum of the periods."""
from common import AFTER, PER_YEAR, PRE, TAX, Period, bracket_tax, cents


def _scheduled(st, i, items, section):
    """(name, cents, first period, last period or None) items, deducted in the periods they run."""
    for name, amount, first, last in items:
        if i >= first and (last is None or i <= last):
            st.deduct(name, section, amount)


# ---- Australia (tax year from 1 July): PAYG withholding with the Medicare levy, STSL, super ----------

AU_RESIDENT = [(18200, 0.0), (45000, 0.16), (135000, 0.30), (190000, 0.37), (None, 0.45)]
AU_SG = 0.12
AU_STSL_FROM, AU_STSL_RATE = 67000, 0.15


def au_period(r, rng):
    n = PER_YEAR[r['freq']]

    def make(i, p, history):
        st = Period()
        rate = r.get('rate')
        if r.get('salary'):
            st.earn('Salary', cents(r['salary'] / n), r['hours'], None)
            ote = st.gross
        else:
            leave = r['leave_hours'] if i == r.get('leave_at') else 0
            st.earn('Ordinary Hours', cents((r['hours'] - leave) * rate), r['hours'] - leave, rate)
            if leave:
                st.earn('Annual Leave', cents(leave * rate), leave, rate)
                st.earn('Leave Loading 17.5%', cents(leave * rate * 0.175), leave, round(rate * 0.175, 4))
            if r.get('saturday'):
                h = rng.choice([0, 7.6, 7.6, 15.2]) * (2 if n == 26 else 1)
                st.earn('Saturday Penalty 25%', cents(h * rate * 0.25), h, round(rate * 0.25, 4))
            ote = st.gross
            ot = rng.choice([0, 0, 2, 3, 4.5, 6]) if r.get('ot') else 0
            st.earn('Overtime 1.5', cents(ot * rate * 1.5), ot, round(rate * 1.5, 4))
        for name, amount in r.get('allowances', []):
            st.earn(name, amount)
        if i == r.get('bonus_at'):
            st.earn('Bonus', r['bonus'])
        sacrifice = r.get('sacrifice', 0)
        taxable = (st.gross - sacrifice) / 100 * n
        payg = bracket_tax(taxable, AU_RESIDENT) + 0.02 * taxable
        st.deduct('PAYG Withholding', TAX, cents(payg / n))
        if r.get('stsl'):
            st.deduct('STSL Repayment', TAX, max(0, cents((taxable - AU_STSL_FROM) * AU_STSL_RATE / n)))
        st.deduct('Salary Sacrifice Super', PRE, sacrifice)
        _scheduled(st, i, r.get('after', []), AFTER)
        st.employer_pays(f'Superannuation Guarantee {int(AU_SG * 100)}%', cents(ote / 100 * AU_SG))
        if sacrifice:
            st.employer_pays('Salary Sacrifice Super', sacrifice)
        st.info['ote'] = ote
        return st
    return make


# ---- Ireland (tax year = calendar year): PAYE with credits and the cut-off, USC, PRSI --------------

IE_USC = [(12012, 0.005), (28700, 0.02), (70044, 0.03), (None, 0.08)]
IE_PRSI = 0.042
IE_ER_PRSI = 0.1125


def ie_period(r, rng):
    n = PER_YEAR[r['freq']]

    def make(i, p, history):
        st = Period()
        rate = r.get('rate')
        if r.get('salary'):
            st.earn('Basic Salary', cents(r['salary'] / n))
        else:
            st.earn('Basic Pay', cents(r['hours'] * rate), r['hours'], rate)
            ot = rng.choice([0, 0, 3, 4, 6, 8]) if r.get('ot') else 0
            st.earn('Overtime @ 1.5', cents(ot * rate * 1.5), ot, round(rate * 1.5, 4))
            if r.get('sunday'):
                h = rng.choice([0, 8, 8, 16])
                st.earn('Sunday Premium', cents(h * rate * 0.5), h, round(rate * 0.5, 4))
        for name, amount in r.get('allowances', []):
            st.earn(name, amount)
        if i == r.get('bonus_at'):
            st.earn('Bonus', r['bonus'])
        gross = st.gross
        pension = cents(gross / 100 * r.get('pension', 0))
        avc = r.get('avc', 0)
        taxable = (gross - pension - avc) / 100
        cut = r['cutoff'] / n
        paye = max(0.0, min(taxable, cut) * 0.20 + max(0.0, taxable - cut) * 0.40 - r['credits'] / n)
        usc = bracket_tax(gross / 100 * n, IE_USC) / n
        st.deduct('PAYE', TAX, cents(paye))
        st.deduct('USC', TAX, cents(usc))
        st.deduct('PRSI Class A1', TAX, cents(gross / 100 * IE_PRSI))
        st.deduct('Pension (Employee)', PRE, pension)
        st.deduct('AVC', PRE, avc)
        _scheduled(st, i, r.get('after', []), AFTER)
        st.employer_pays('Employer PRSI', cents(gross / 100 * IE_ER_PRSI))
        if r.get('er_pension'):
            st.employer_pays('Employer Pension', cents(gross / 100 * r['er_pension']))
        st.info['taxable'] = cents(taxable)
        return st
    return make


# ---- New Zealand (tax year from 1 April): PAYE, ACC earners' levy, student loan, KiwiSaver ---------

NZ_TAX = [(15600, 0.105), (53500, 0.175), (78100, 0.30), (180000, 0.33), (None, 0.39)]
NZ_ACC = 0.0167
NZ_SL_FROM, NZ_SL_RATE = 24128, 0.12
NZ_ESCT = 0.175


def nz_period(r, rng):
    n = PER_YEAR[r['freq']]

    def make(i, p, history):
        st = Period()
        rate = r.get('rate')
        if r.get('salary'):
            st.earn('Salary', cents(r['salary'] / n))
        else:
            ph = 8 if i == r.get('holiday_at') else 0
            st.earn('Ordinary Time', cents((r['hours'] - ph) * rate), r['hours'] - ph, rate)
            if ph:
                st.earn('Public Holiday T1.5', cents(ph * rate * 1.5), ph, round(rate * 1.5, 4))
            ot = rng.choice([0, 0, 2, 4, 5]) if r.get('ot') else 0
            st.earn('Time and a Half', cents(ot * rate * 1.5), ot, round(rate * 1.5, 4))
            if r.get('night'):
                h = rng.choice([0, 16, 24, 32])
                st.earn('Night Allowance', cents(h * r['night']), h, r['night'])
        if i == r.get('leave_at'):
            st.earn('Annual Leave', cents(r['leave_hours'] * (rate or r['salary'] / 2080)), r['leave_hours'], round(rate or r['salary'] / 2080, 4))
        gross = st.gross
        annual = gross / 100 * n
        st.deduct('PAYE', TAX, cents(bracket_tax(annual, NZ_TAX) / n))
        st.deduct('ACC Earners Levy', TAX, cents(gross / 100 * NZ_ACC))
        if r.get('student_loan'):
            st.deduct('Student Loan', TAX, max(0, cents((annual - NZ_SL_FROM) * NZ_SL_RATE / n)))
        st.deduct(f'KiwiSaver Employee {r["kiwisaver"]}%', AFTER, cents(gross / 100 * r['kiwisaver'] / 100))
        _scheduled(st, i, r.get('after', []), AFTER)
        er = cents(gross / 100 * 0.03)
        st.employer_pays('Employer KiwiSaver 3%', er)
        st.employer_pays('ESCT deducted', -cents(er / 100 * NZ_ESCT))
        return st
    return make


# ---- US staffing agency, weekly: federal, FICA, state and local, 401(k), a section 125 plan ---------

US_FED_SINGLE = [(12400, 0.10), (50400, 0.12), (105700, 0.22), (201775, 0.24), (256225, 0.32), (640600, 0.35), (None, 0.37)]
US_STD_SINGLE = 16100
US_STATES = {
    'OH': dict(rate=lambda a: max(0.0, (a - 26050) * 0.0275), local=('Columbus City Tax', 0.025)),
    'GA': dict(rate=lambda a: max(0.0, (a - 12000) * 0.0519)),
    'IL': dict(rate=lambda a: max(0.0, (a - 2850) * 0.0495)),
    'NJ': dict(rate=lambda a: bracket_tax(max(0.0, a - 1000), [(20000, 0.014), (35000, 0.0175), (40000, 0.035), (75000, 0.05525), (None, 0.0637)]),
               levies=[('NJ SDI', 0.0023), ('NJ FLI', 0.0033), ('NJ UI/HC/WF', 0.003825)]),
}


def staffing_period(r, rng):
    n = PER_YEAR[r['freq']]
    weeks = 2 if r['freq'] == 'BIWEEKLY' else 1

    def make(i, p, history):
        st = Period()
        rate = r['rate']
        holiday = 8 if i in r.get('holidays', ()) else 0
        worked = sum(rng.choice(r['weekly_hours']) for _ in range(weeks))
        reg = min(worked, 40 * weeks) - holiday
        ot = max(0, worked - 40 * weeks)
        st.earn('Regular', cents(reg * rate), reg, rate)
        st.earn('Overtime', cents(ot * rate * 1.5), ot, round(rate * 1.5, 4))
        st.earn('Holiday', cents(holiday * rate), holiday, rate)
        if r.get('shift'):
            st.earn('Shift Differential', cents(reg * r['shift']), reg, r['shift'])
        taxable_extra = 0
        if r.get('per_diem'):
            st.earn('Per Diem (non-taxable)', r['per_diem'] * weeks)
            taxable_extra = r['per_diem'] * weeks
        if i == r.get('bonus_at'):
            st.earn('Referral Bonus', r['bonus'])
        gross = st.gross
        k401 = cents((gross - taxable_extra) / 100 * r.get('k401', 0))
        medical = r.get('medical', 0) * weeks
        fica_wages = (gross - taxable_extra - medical) / 100
        fed_wages = fica_wages - k401 / 100
        annual = fed_wages * n
        st.deduct('Federal Income Tax', TAX, max(0, cents(bracket_tax(max(0.0, annual - US_STD_SINGLE), US_FED_SINGLE) / n)))
        st.deduct('Social Security', TAX, cents(fica_wages * 0.062))
        st.deduct('Medicare', TAX, cents(fica_wages * 0.0145))
        s = US_STATES.get(r['state'])
        if s:
            st.deduct(f'{r["state"]} State Income Tax', TAX, cents(s['rate'](annual) / n))
            if 'local' in s:
                st.deduct(s['local'][0], TAX, cents(fica_wages * s['local'][1]))
            for name, pct in s.get('levies', []):
                st.deduct(name, TAX, cents(fica_wages * pct))
        st.deduct('401(k)', PRE, k401)
        st.deduct('Medical - MEC Plan', PRE, medical)
        _scheduled(st, i, r.get('after', []), AFTER)
        st.info['worked'] = worked
        return st
    return make
