"""`mt-payslip`: a Maltese hotel group's monthly payslip, painted by gofpdf (Helvetica, A4): the euro
sign, two columns of labels and values, deductions in brackets, hours and rates, YTD columns."""
import datetime as dt

from common import (A4, Drawing, Ledger, bands, cents, money, monthly_periods, rng, truth)

LAYOUT = 'mt-payslip'
RENDERER = ('gofpdf', 'Helvetica')
EMPLOYER = {'name': 'Xlendi Bay Hotels Ltd', 'address': '14, Triq il-Mithna, Qormi QRM 3104'}
PEOPLE = [
    ('Daniel Camilleri', '27, Triq San Pawl, Naxxar NXR 1602', 'Single', 3, 21_600),
    ('Maria Borg', 'Flat 4, Triq il-Kbira, Mosta MST 1014', 'Married', 6, 27_900),
    ('Jean Paul Farrugia', '8, Triq Santa Lucija, Zabbar ZBR 2211', 'Single', 2, 18_450),
    ('Roberta Vella', '55, Triq il-Wied, Birkirkara BKR 9021', 'Parent', 9, 31_200),
    ('Kurt Zammit', '3, Triq l-Imdina, Rabat RBT 1320', 'Married', 5, 24_300),
]
# FSS main rates for 2026, by tax status: (upper bound in cents or None, rate)
RATES = {
    'Single': [(12_000_00, 0), (16_000_00, 0.15), (60_000_00, 0.25), (None, 0.35)],
    'Married': [(15_000_00, 0), (23_000_00, 0.15), (60_000_00, 0.25), (None, 0.35)],
    'Parent': [(13_000_00, 0), (17_500_00, 0.15), (60_000_00, 0.25), (None, 0.35)],
}
BONUS = {3: ('Statutory Bonus', 135_10), 9: ('Statutory Bonus', 135_10),
         6: ('Govt. Weekly Allowance', 121_16), 12: ('Govt. Weekly Allowance', 121_16)}
SSC_CAP = 235_65


def date(d):
    return d.strftime('%d/%m/%Y')


def make(n):
    name, address, status, month, salary = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    basic = cents(salary / 12)
    hourly = cents(salary / 52 / 40)
    ot_rate = int(round(hourly * 1.5))
    ledger = Ledger(['Basic Salary', 'Overtime @ 1.5', 'Shift Allowance', 'Performance Award', 'Statutory Bonus', 'Govt. Weekly Allowance'])
    loan_until = max(1, month - r.choice([1, 2])) if n in (1, 3, 4) else 0
    hours_log = []
    for m, _ in enumerate(periods, start=1):
        e, d = {}, {}
        e['Basic Salary'] = basic
        ot = r.choice([0, 0, 4, 6, 8, 10, 12]) if m != month else r.choice([5, 7.5, 9, 11])
        hours_log.append(ot)
        if ot:
            e['Overtime @ 1.5'] = int(round(ot * ot_rate))
        e['Shift Allowance'] = 45_00 if n in (2, 4, 5) else 0
        if m in (2, 7) and n != 3:
            e['Performance Award'] = cents(r.choice([150, 200, 250]))
        if m in BONUS:
            bn, amt = BONUS[m]
            e[bn] = amt
        e = {k: v for k, v in e.items() if v}
        gross = sum(e.values())
        d['FSS Tax (Main)'] = int(round(bands(gross * 12, RATES[status]) / 12))
        d['Social Security (Class 1)'] = min(int(round((basic + e.get('Overtime @ 1.5', 0)) * 0.10)), SSC_CAP)
        d['GWU Union Subscription'] = 8_50
        if n != 3:
            d['Health Insurance (Staff Scheme)'] = 22_40
        d['Sports & Social Club'] = 3_00
        if m <= loan_until:
            d['Staff Loan Repayment'] = 150_00
        ledger.add(e, d, {'ot': ot})
    ot = hours_log[-1]
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 42, A4[0] - 42
    g.text(L, 58, EMPLOYER['name'].upper(), bold=True, size=14)
    g.text(L, 72, EMPLOYER['address'] + '  |  Employer PE No. 184227  |  VAT MT 2317 9045', size=8)
    g.text(R, 58, 'PAYSLIP', align='r', bold=True, size=16)
    g.text(R, 72, f'{start.strftime("%B %Y")}', align='r', size=9)
    g.rule(L, 82, R, 82, 1.2)
    left = [('Employee Name:', name), ('Address:', address), ('ID Card No.:', f'{r.randint(10000, 599999)}M'),
            ('SSC No.:', f'D {r.randint(10000000, 99999999)}'), ('Tax Status:', status)]
    right = [('Employee No.:', f'XB-{r.randint(1000, 9999)}'), ('Department:', r.choice(['Front Office', 'Housekeeping', 'Food & Beverage', 'Maintenance'])),
             ('Pay Period:', f'{date(start)} - {date(end)}'), ('Pay Date:', date(pay)),
             ('Bank:', f'IBAN MT{r.randint(10, 99)} VALL 2201 3000 0000 {r.randint(1000, 9999)} {r.randint(100, 999)}')]
    y = 100
    for (a, b), (c, dd) in zip(left, right):
        g.text(L, y, a, bold=True, size=8.5)
        g.text(L + 80, y, b, size=8.5)
        g.text(310, y, c, bold=True, size=8.5)
        g.text(375, y, dd, size=8.5)
        y += 14
    y += 8
    cols = [(300, 'Hours'), (365, 'Rate (€)'), (450, 'This Period (€)'), (R - 4, 'Year to Date (€)')]

    def header(y, title, columns):
        g.box(L, y - 11, R - L, 16, fill=0.86, frame=False)
        g.text(L + 4, y, title, bold=True, size=9)
        for x, t in columns:
            g.text(x, y, t, align='r', bold=True, size=8.5)

    header(y, 'EARNINGS', cols)
    y += 18
    for nm, cur, ytd in ledger.lines(0):
        g.text(L + 4, y, nm, size=9)
        if nm == 'Basic Salary':
            g.text(300, y, '173.33', align='r', size=9)
            g.text(365, y, money(hourly), align='r', size=9)
        if nm == 'Overtime @ 1.5' and cur:
            g.text(300, y, f'{ot:.2f}', align='r', size=9)
            g.text(365, y, money(ot_rate), align='r', size=9)
        if cur:
            g.text(450, y, money(cur), align='r', size=9)
        g.text(R - 4, y, money(ytd), align='r', size=9)
        y += 14
    g.rule(L, y - 8, R, y - 8, 0.4)
    g.text(L + 4, y + 2, 'Gross Pay', bold=True, size=9)
    g.text(450, y + 2, money(ledger.gross()), align='r', bold=True, size=9)
    g.text(R - 4, y + 2, money(ledger.ytd_gross()), align='r', bold=True, size=9)
    y += 26
    header(y, 'DEDUCTIONS', cols[2:])
    y += 18
    for nm, cur, ytd in ledger.lines(1):
        g.text(L + 4, y, nm, size=9)
        if cur:
            g.text(453, y, f'({money(cur)})', align='r', size=9)
        g.text(R - 1, y, f'({money(ytd)})', align='r', size=9)
        y += 14
    g.rule(L, y - 8, R, y - 8, 0.4)
    g.text(L + 4, y + 2, 'Total Deductions', bold=True, size=9)
    g.text(453, y + 2, f'({money(ledger.total_deductions())})', align='r', bold=True, size=9)
    g.text(R - 1, y + 2, f'({money(ledger.ytd_deductions())})', align='r', bold=True, size=9)
    y += 24
    g.box(L, y, R - L, 26, fill=0.92, frame=True)
    g.text(L + 8, y + 17, 'NET PAY', bold=True, size=11)
    g.text(450, y + 17, f'€{money(ledger.net())}', align='r', bold=True, size=11)
    g.text(R - 4, y + 17, f'€{money(ledger.ytd_net())}', align='r', bold=True, size=11)
    y += 46
    g.text(L, y, 'Employer contributions (not deducted from your pay)', bold=True, size=8.5)
    y += 13
    essc = min(int(round((basic + ledger.periods[-1][0].get('Overtime @ 1.5', 0)) * 0.10)), SSC_CAP)
    g.text(L, y, f'Employer Social Security €{money(essc)}     Maternity Leave Trust Fund (0.3%) €{money(int(round(basic * 0.003)))}', size=8.5)
    y += 13
    g.text(L, y, f'Vacation leave balance: {r.randint(60, 190)} hours     Sick leave balance: {r.randint(40, 80)} hours', size=8.5)
    g.text(L, A4[1] - 40, 'This payslip is issued in accordance with the Employment and Industrial Relations Act (Cap. 452). Keep it for your records.', size=7)
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: 'Taxes' if nm.startswith(('FSS', 'Social Security')) else 'After-tax deductions')
    return g, t
