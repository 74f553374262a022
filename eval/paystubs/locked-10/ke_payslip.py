"""Kenya: a monthly payslip in KES (PAYE on the 2026 bands, NSSF in two tiers, SHIF, the Affordable Housing Levy), drawn with PDF::API2."""
from common import Ledger, grouped, monthly_periods, round_half_up, truth_of
from render.draw import A4, Canvas

LAYOUT = 'ke-payslip'
PRODUCER = 'api2'
EMPLOYER = {'name': 'Kilima Agro-Processors Limited', 'address': 'Plot 114, Enterprise Road, Industrial Area, P.O. Box 47291-00100, Nairobi'}
EMPLOYER_PIN = 'P051829374K'
BANDS = [(2400000, 0.10), (833300, 0.25), (46766700, 0.30), (30000000, 0.325), (None, 0.35)]
PERSONAL_RELIEF = 240000


def nssf_limits(month):
    """NSSF lower and upper earnings limits, cents: year three of the Act to January 2026, year four from February."""
    return (800000, 7200000) if month < 2 else (900000, 10800000)


PEOPLE = [
    dict(name='Wanjiru Njeri Kamau', address='P.O. Box 1822-20100, Nakuru', pin='A009183726M', nssf='2018374651', id_no='28371946', title='Quality Assurance Officer', dept='Production',
         basic=8500000, house=1500000, commuter=600000, month=1, ot={1: 0}, pension=0.05, other=[('SACCO Shares', {1: 300000}), ('Staff Welfare', {1: 50000})]),
    dict(name='Otieno Brian Ouma', address='P.O. Box 3390-40100, Kisumu', pin='A011472859Q', nssf='2019846213', id_no='31054872', title='Machine Operator', dept='Production',
         basic=3200000, house=480000, commuter=300000, month=3, ot={1: 412000, 2: 286500, 3: 515000}, pension=0.0, other=[('SACCO Loan', {1: 250000, 2: 250000, 3: 250000}), ('Salary Advance', {1: 500000})]),
    dict(name='Achieng Mercy Atieno', address='House No. 17, Kileleshwa Gardens, Othaya Road, Nairobi', pin='A007623418D', nssf='2015530984', id_no='25118730', title='Finance Manager', dept='Finance',
         basic=26000000, house=4000000, commuter=1200000, month=4, ot={}, pension=0.075, other=[('HELB Loan', {m: 350000 for m in range(1, 5)}), ('Staff Welfare', {m: 50000 for m in range(1, 5)})]),
    dict(name='Kiprotich Daniel Rono', address='P.O. Box 921-30100, Eldoret', pin='A012950376K', nssf='2021194837', id_no='33720518', title='Stores Clerk', dept='Logistics',
         basic=4800000, house=720000, commuter=400000, month=5, ot={2: 96000, 4: 154000}, pension=0.05, other=[('SACCO Shares', {m: 200000 for m in range(1, 6)})]),
    dict(name='Mutua Faith Mwikali', address='Apartment B4, Kahawa Sukari Court, Thika Road, Nairobi', pin='A010338742W', nssf='2020017765', id_no='30284511', title='Human Resources Officer', dept='Administration',
         basic=11500000, house=2000000, commuter=800000, month=6, ot={}, pension=0.06, other=[('Staff Welfare', {m: 50000 for m in range(1, 7)}), ('Salary Advance', {2: 1000000, 3: 1000000})]),
]


def tax(taxable):
    left, due = taxable, 0.0
    for width, rate in BANDS:
        part = left if width is None else min(left, width)
        due += part * rate
        left -= part
        if left <= 0:
            break
    return round_half_up(due)


def work(i):
    p = PEOPLE[i]
    periods = monthly_periods(2026, p['month'])
    led = Ledger()
    er = {'Employer NSSF': [0, 0], 'Employer Housing Levy': [0, 0]}
    comp = {}
    for k, (s, e, pay) in enumerate(periods):
        mth, last = k + 1, k == len(periods) - 1
        ot = p['ot'].get(mth, 0)
        gross = p['basic'] + p['house'] + p['commuter'] + ot
        lel, uel = nssf_limits(mth)
        t1 = round_half_up(0.06 * min(gross, lel))
        t2 = round_half_up(0.06 * max(0, min(gross, uel) - lel))
        shif = max(30000, round_half_up(0.0275 * gross))
        ahl = round_half_up(0.015 * gross)
        pension = min(3000000, round_half_up(p['pension'] * p['basic']))
        taxable = gross - t1 - t2 - shif - ahl - pension
        charged = tax(taxable)
        paye = max(0, charged - PERSONAL_RELIEF)
        earn = [('Basic Salary', p['basic'], None), ('House Allowance', p['house'], None), ('Commuter Allowance', p['commuter'], None), ('Overtime', ot, None)]
        ded = [('PAYE', paye, 'Taxes'), ('NSSF (Tier I)', t1, 'Taxes'), ('NSSF (Tier II)', t2, 'Taxes'), ('SHIF', shif, 'Taxes'), ('Housing Levy', ahl, 'Taxes'),
               ('Pension Fund', pension, 'Pre-tax deductions')]
        ded += [(name, by.get(mth, 0), 'After-tax deductions') for name, by in p['other']]
        led.period(earn, ded, last)
        for key, v in (('Employer NSSF', t1 + t2), ('Employer Housing Levy', ahl)):
            er[key][1] += v
            if last:
                er[key][0] = v
        if last:
            comp = dict(gross=gross, taxable=taxable, charged=charged, relief=PERSONAL_RELIEF, paye=paye)
    period = periods[-1]
    truth = truth_of(LAYOUT, EMPLOYER, {'name': p['name'], 'address': p['address']}, period, led, 'MONTHLY')
    return truth, dict(ledger=led, period=period, person=p, er=er, comp=comp)


def d(x):
    return f'{x.day:02d}-{x.strftime("%b")}-{x.year}'


def draw(truth, w, out, info):
    p, led, (start, end, pay) = w['person'], w['ledger'], w['period']
    c = Canvas(A4, 'freesans', info, f'{pay:%Y%m%d}093000')
    c.page()
    L, R = 42, 553
    c.text((L + R) / 2, 50, EMPLOYER['name'].upper(), 13, True, 'c')
    c.text((L + R) / 2, 64, 'Plot 114, Enterprise Road, Industrial Area, P.O. Box 47291-00100, Nairobi', 8.5, False, 'c')
    c.text((L + R) / 2, 76, f'KRA PIN: {EMPLOYER_PIN}   NSSF Employer No.: 0172938   SHA Employer No.: E-0049217', 8, False, 'c')
    c.line(L, 84, R, 84, 1)
    c.text((L + R) / 2, 100, f'PAYSLIP FOR THE MONTH OF {pay.strftime("%B %Y").upper()}', 11, True, 'c')
    y = 122
    left = [('Employee Name', p['name']), ('Address', p['address'].split(', ')[0]), ('', ', '.join(p['address'].split(', ')[1:])), ('Job Title', p['title']), ('Department', p['dept'])]
    right = [('KRA PIN', p['pin']), ('ID Number', p['id_no']), ('NSSF Number', p['nssf']), ('Pay Period', f'{d(start)} to {d(end)}'), ('Payment Date', d(pay))]
    for k, ((a, b), (e, f)) in enumerate(zip(left, right)):
        if a:
            c.text(L, y + 12 * k, a, 8.5, True)
        c.text(L + 78, y + 12 * k, b, 8.5)
        c.text(330, y + 12 * k, e, 8.5, True)
        c.text(400, y + 12 * k, f, 8.5)
    y = 196
    cols = (L + 4, 420, 549)

    def head(y, title):
        c.rect(L, y - 10, R - L, 14, 0.85)
        c.text(cols[0], y, title, 8.5, True)
        c.text(cols[1], y, 'Current (KES)', 8.5, True, 'r')
        c.text(cols[2], y, 'Year to Date (KES)', 8.5, True, 'r')
        return y + 15

    def row(y, name, cur, ytd, bold=False):
        c.text(cols[0], y, name, 8.5, bold)
        if cur is not None:
            c.text(cols[1], y, grouped(cur), 8.5, bold, 'r')
        if ytd is not None:
            c.text(cols[2], y, grouped(ytd), 8.5, bold, 'r')
        return y + 13

    y = head(y, 'EARNINGS')
    for e in led.earnings():
        y = row(y, e['name'], e['current'], e['ytd'])
    y = row(y + 2, 'GROSS PAY', led.gross(), led.ytd_gross(), True) + 10
    y = head(y, 'DEDUCTIONS')
    deds = led.deductions()
    for x in deds:
        y = row(y, x['name'], x['current'], x['ytd'])
    y = row(y + 2, 'TOTAL DEDUCTIONS', sum(x['current'] or 0 for x in deds), sum(x['ytd'] for x in deds), True) + 6
    c.rect(L, y - 11, R - L, 17, 0.75)
    y = row(y + 1, 'NET PAY', round(truth['net'] * 100), round(truth['ytd_net'] * 100), True) + 14
    cp = w['comp']
    c.text(cols[0], y, 'TAX COMPUTATION (this month)', 8.5, True)
    c.text(300, y, "EMPLOYER'S CONTRIBUTIONS", 8.5, True)
    c.text(549, y, 'Current / YTD', 8, True, 'r')
    y += 13
    comp = [('Gross pay', cp['gross']), ('Taxable pay', cp['taxable']), ('Tax charged', cp['charged']), ('Personal relief', cp['relief']), ('Tax deducted', cp['paye'])]
    ers = list(w['er'].items())
    for k, (a, b) in enumerate(comp):
        c.text(cols[0], y + 12 * k, a, 8)
        c.text(250, y + 12 * k, grouped(b), 8, False, 'r')
        if k < len(ers):
            c.text(300, y + 12 * k, ers[k][0], 8)
            c.text(549, y + 12 * k, f'{grouped(ers[k][1][0])} / {grouped(ers[k][1][1])}', 8, False, 'r')
    y += 12 * len(comp) + 16
    c.text(L, y, f'Paid by bank transfer to Equity Bank, Account ****{p["id_no"][-4:]}. Queries to payroll@kilima-agro.co.ke within 14 days.', 7.5)
    c.render(PRODUCER, out)
