"""`ng-payslip`: a Nigerian monthly payslip (Apache FOP, Noto Sans, A4), amounts in naira."""
from common import A4, MONTH, Ledger, Page, bands, cents, money, periods, rng_of, truth

LAYOUT = 'ng-payslip'
EMPLOYER = {'name': 'Okonkwo-Bello Logistics Limited', 'address': '14 Adeola Odeku Street, Victoria Island, Lagos'}
PEOPLE = [
    ('Chiamaka Eze', '7 Bode Thomas Street, Surulere, Lagos', 'Operations Officer', 485000),
    ('Babatunde Adeyemi', '22 Allen Avenue, Ikeja, Lagos', 'Fleet Supervisor', 720000),
    ('Fatima Abubakar', '3 Aminu Kano Crescent, Wuse II, Abuja', 'Accounts Officer', 390000),
    ('Emeka Nwosu', '41 Ogui Road, Enugu', 'Warehouse Manager', 1150000),
    ('Adaeze Okafor', '16 Stadium Road, Port Harcourt, Rivers', 'HR Business Partner', 860000),
]
# Nigeria Tax Act 2025, in force from January 2026: annual bands.
PAYE = [(800000, 0), (3000000, .15), (12000000, .18), (25000000, .21), (50000000, .23), (None, .25)]
SECTIONS = {'PAYE Tax': 'Taxes', 'Pension (Employee 8%)': 'Pre-tax deductions', 'NHF (2.5%)': 'Pre-tax deductions',
            'NHIS': 'Pre-tax deductions', 'Cooperative Savings': 'After-tax deductions', 'Staff Loan Repayment': 'After-tax deductions',
            'Union Dues': 'After-tax deductions', 'Salary Advance Recovery': 'After-tax deductions'}


def split(monthly):
    basic = cents(monthly * 0.45 * 100)
    housing = cents(monthly * 0.25 * 100)
    transport = cents(monthly * 0.15 * 100)
    utility = monthly * 100 - basic - housing - transport
    return basic, housing, transport, utility


def stub(k):
    name, address, title, monthly = PEOPLE[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    pay_index = r.randrange(2, 7)
    pay_date = periods('MONTHLY')[pay_index][2]
    leave_month = r.randrange(0, pay_index)
    overtime_months = {r.randrange(0, pay_index + 1) for _ in range(2)}
    advance_until = r.randrange(1, pay_index)
    rent = monthly * 12 * r.choice([0.20, 0.28, 0.35])

    def work(i, p, st):
        basic, housing, transport, utility = split(monthly)
        leave = cents(basic * 12 * 0.10) if i == leave_month else 0
        ot = cents(monthly * 100 / 22 / 8 * 1.5 * (6 + 2 * k)) if i in overtime_months else 0
        earn = [('Basic Salary', basic), ('Housing Allowance', housing), ('Transport Allowance', transport),
                ('Utility Allowance', utility), ('Leave Allowance', leave), ('Overtime', ot)]
        gross = sum(c for _, c in earn)
        pension = cents((basic + housing + transport) * 0.08)
        nhf = cents(basic * 0.025)
        nhis = cents(basic * 0.05) if k in (1, 3, 4) else 0
        rent_relief = min(rent * 0.20, 500000) / 12 * 100
        taxable = gross - pension - nhf - nhis - rent_relief
        paye = cents(bands(max(0, taxable) * 12 / 100, PAYE) / 12 * 100)
        coop = 2500000 if k == 3 else 1000000 if k in (1, 4) else 500000
        loan = 4583333 if k in (0, 3) else 0
        union = 150000 if k in (0, 2) else 0
        adv = 5000000 if i < advance_until and k in (1, 2, 4) else 0
        ded = [('PAYE Tax', paye), ('Pension (Employee 8%)', pension), ('NHF (2.5%)', nhf), ('NHIS', nhis),
               ('Cooperative Savings', coop), ('Staff Loan Repayment', loan), ('Union Dues', union), ('Salary Advance Recovery', adv)]
        emp = [('Pension (Employer 10%)', cents((basic + housing + transport) * 0.10))]
        return {'earnings': earn, 'deductions': ded, 'employer': emp, 'info': {'taxable': taxable}}

    lg = Ledger('MONTHLY', pay_date, work)
    return lg, {'name': name, 'address': address}, {'title': title, 'staff': f'OBL/{2017 + k}/{311 + 47 * k:04d}',
                                                   'tin': f'{23781044 + 9137 * k}-0001', 'rsa': f'PEN{100223344556 + 7919 * k}',
                                                   'pfa': ['Stanbic IBTC Pension Managers', 'ARM Pension Managers', 'Leadway Pensure PFA', 'Premium Pension Limited', 'Crusader Sterling Pensions'][k],
                                                   'bank': ['Zenith Bank', 'GTBank', 'Access Bank', 'First Bank', 'UBA'][k], 'acct': f'{2071039944 + 1000003 * k}'}


def dmy(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year}'


def draw(k, lg, emp, meta):
    pg = Page()
    W = A4[0]
    L, R = 36, W - 36
    start, end, pay = lg.period
    pg.box(L, 34, R - L, 46, 0.82)  # a grey banner, black text on it
    pg.t(W / 2, 55, EMPLOYER['name'].upper(), 13, True, 'c')
    pg.t(W / 2, 70, EMPLOYER['address'], 8.5, False, 'c')
    pg.t(W / 2, 102, f'PAYSLIP FOR THE MONTH OF {MONTH[pay.month - 1].upper()} {pay.year}', 11, True, 'c')
    rows = [('Employee Name', emp['name'], 'Staff ID', meta['staff']),
            ('Address', emp['address'], 'Designation', meta['title']),
            ('Tax ID (TIN)', meta['tin'], 'Pay Period', f'{dmy(start)} to {dmy(end)}'),
            ('PFA', meta['pfa'], 'Payment Date', dmy(pay)),
            ('RSA PIN', meta['rsa'], 'Currency', 'NGN (₦)')]
    y = 124
    for a, b, c, d in rows:
        pg.t(L, y, a, 8, True)
        pg.t(L + 78, y, b, 8)
        pg.t(340, y, c, 8, True)
        pg.t(410, y, d, 8)
        y += 12
    y += 10
    pg.line(L, y - 10, R, y - 10, 0.8)
    # Earnings and deductions one under the other, Amount and Year to Date.
    for title, rows, total_label, cur_total, ytd_total in (
            ('EARNINGS', lg.items['earnings'], 'GROSS PAY', lg.gross, lg.ytd_gross),
            ('DEDUCTIONS', lg.items['deductions'], 'TOTAL DEDUCTIONS', lg.gross - lg.net, lg.ytd_gross - lg.ytd_net)):
        pg.box(L, y - 2, R - L, 15, 0.88)
        pg.t(L + 4, y + 9, title, 9, True)
        pg.t(420, y + 9, 'Amount (₦)', 8.5, True, 'r')
        pg.t(R - 4, y + 9, 'Year to Date (₦)', 8.5, True, 'r')
        y += 27
        for e in rows:
            pg.t(L + 4, y, e['name'], 8.5)
            if e['current'] is not None:
                pg.t(420, y, money(e['current']), 8.5, False, 'r')
            pg.t(R - 4, y, money(e['ytd']), 8.5, False, 'r')
            y += 13
        pg.line(L, y - 8, R, y - 8, 0.4)
        pg.t(L + 4, y + 3, total_label, 9, True)
        pg.t(420, y + 3, money(cur_total), 9, True, 'r')
        pg.t(R - 4, y + 3, money(ytd_total), 9, True, 'r')
        y += 26
    pg.box(L, y - 4, R - L, 20, 0.82)
    pg.t(L + 4, y + 10, 'NET PAY', 11, True)
    pg.t(420, y + 10, '₦' + money(lg.net), 11, True, 'r')
    pg.t(R - 4, y + 10, '₦' + money(lg.ytd_net), 11, True, 'r')
    y += 42
    pg.t(L, y, 'EMPLOYER CONTRIBUTIONS (not deducted from pay)', 8.5, True)
    e = lg.items['employer'][0]
    pg.t(L + 4, y + 13, e['name'], 8)
    pg.t(420, y + 13, money(e['current']), 8, False, 'r')
    pg.t(R - 4, y + 13, money(e['ytd']), 8, False, 'r')
    y += 36
    pg.t(L, y, 'TAX COMPUTATION (monthly, Nigeria Tax Act 2025)', 8.5, True)
    pg.t(L + 4, y + 13, 'Rent relief (20% of declared annual rent, max 500,000.00 a year), monthly share', 8)
    pg.t(L + 4, y + 25, 'Taxable income this month', 8)
    pg.t(420, y + 25, money(cents(lg.info['taxable'])), 8, False, 'r')
    y += 50
    pg.t(L, y, f"Paid to {meta['bank']}  A/C No. ******{meta['acct'][-4:]}", 8)
    pg.t(W / 2, 800, 'This is a computer-generated payslip and does not require a signature.', 7.5, False, 'c')
    return {'size': A4, 'title': f'Payslip {MONTH[pay.month - 1]} {pay.year}', 'pages': [pg.ops]}


def make(k):
    lg, emp, meta = stub(k)
    return truth(LAYOUT, EMPLOYER, emp, lg, SECTIONS), draw(k, lg, emp, meta)
