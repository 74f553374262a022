"""`zm-payslip`: a Zambian mining contractor's monthly payslip, painted by PoDoFo (Times-Roman, A4):
one list of coded earnings and deductions with units, the month's amount, YTD and a loan balance;
textual dates; the kwacha sign on the totals."""
from common import (A4, Drawing, Ledger, bands, cents, money, monthly_periods, rng, truth)

LAYOUT = 'zm-payslip'
RENDERER = ('podofo', 'Times')
EMPLOYER = {'name': 'Mwembeshi Mining Services Limited', 'address': 'Plot 4417, Great East Road, Lusaka'}
PEOPLE = [
    ('Mwansa Chileshe', 'House 21, Nkana East, Kitwe', 4, 9_800, 'Fitter'),
    ('Natasha Banda', 'Plot 2231, Kabulonga Road, Lusaka', 2, 14_500, 'Accountant'),
    ('Chanda Mulenga', 'House 7, Chimwemwe Township, Kitwe', 7, 7_200, 'Plant Operator'),
    ('Mutinta Hamoonga', 'Plot 118, Ibex Hill, Lusaka', 10, 21_000, 'Mine Surveyor'),
    ('Bwalya Phiri', 'House 40, Parklands, Chingola', 5, 11_300, 'Electrician'),
]
PAYE = [(5_100_00, 0), (7_100_00, 0.20), (9_200_00, 0.30), (None, 0.37)]
NAPSA_CAP = 1_708_20
CODES = {'Basic Pay': 'E01', 'Housing Allowance': 'E02', 'Transport Allowance': 'E03', 'Lunch Allowance': 'E04',
         'Overtime 1.5': 'E10', 'Underground Allowance': 'E12', 'Leave Pay': 'E20',
         'PAYE': 'D01', 'NAPSA': 'D02', 'NHIMA': 'D03', 'MUZ Union Subscription': 'D10',
         'Staff Loan': 'D20', 'Salary Advance': 'D21', 'Funeral Scheme': 'D30'}


def date(d):
    return d.strftime('%d-%b-%Y')


def make(n):
    name, address, month, salary, grade = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    basic = cents(salary)
    hourly = int(round(basic / 208))
    ledger = Ledger()
    advance_until = month - 1 if n in (1, 3, 5) else 0
    loan = cents(r.choice([6000, 9000, 12000])) if n in (2, 3, 4) else 0
    loan_inst = loan // 12
    leave_month = r.randint(1, month - 1) if n in (2, 4) else 0
    for m in range(1, month + 1):
        e, d = {}, {}
        e['Basic Pay'] = basic
        e['Housing Allowance'] = int(round(basic * 0.30))
        e['Transport Allowance'] = 1_200_00
        e['Lunch Allowance'] = 600_00
        hrs = r.choice([0, 8, 12, 16, 20]) if m != month else r.choice([6, 10, 14, 18])
        if n in (1, 3, 5) and hrs:
            e['Overtime 1.5'] = int(round(hrs * hourly * 1.5))
        if n in (1, 3):
            e['Underground Allowance'] = 850_00
        if m == leave_month:
            e['Leave Pay'] = int(round(basic * 0.5))
        gross = sum(e.values())
        d['PAYE'] = bands(gross, PAYE)
        d['NAPSA'] = min(int(round(gross * 0.05)), NAPSA_CAP)
        d['NHIMA'] = int(round(basic * 0.01))
        if n != 2:
            d['MUZ Union Subscription'] = int(round(basic * 0.02))
        if loan and m >= 2:
            d['Staff Loan'] = loan_inst
        if m <= advance_until and m <= 2:
            d['Salary Advance'] = 500_00
        d['Funeral Scheme'] = 35_00
        e = {k: e.get(k, 0) for k in CODES if k in e}
        d = {k: d.get(k, 0) for k in CODES if CODES[k].startswith('D')}
        ledger.add(e, d, {'hrs': hrs if 'Overtime 1.5' in e else 0})
    start, end, pay = periods[-1]
    hrs = ledger.extra('hrs')

    g = Drawing(A4)
    L, R = 40, A4[0] - 40
    mid = A4[0] / 2
    g.text(mid, 52, EMPLOYER['name'].upper(), align='c', bold=True, size=15)
    g.text(mid, 67, EMPLOYER['address'] + ', Zambia   TPIN 1002847731', align='c', size=9)
    g.text(mid, 86, f'PAYSLIP FOR THE MONTH OF {start.strftime("%B %Y").upper()}', align='c', bold=True, size=11)
    g.box(L, 96, R - L, 78, frame=True)
    facts_l = [('Name', name), ('Address', address), ('Man No.', f'MMS{r.randint(10000, 99999)}'),
               ('NRC No.', f'{r.randint(100000, 999999)}/{r.randint(10, 99)}/1'), ('Job Title', grade)]
    facts_r = [('Period', f'{date(start)} to {date(end)}'), ('Pay Date', date(pay)),
               ('NAPSA No.', f'{r.randint(100000000, 999999999)}'), ('TPIN', f'{r.randint(1000000000, 1999999999)}'),
               ('Bank', f'Zanaco, Cairo Road  A/c {r.randint(1000000, 9999999)}{r.randint(1000, 9999)}')]
    y = 110
    for (a, b), (c, dd) in zip(facts_l, facts_r):
        g.text(L + 8, y, a, bold=True, size=9.5)
        g.text(L + 70, y, ': ' + b, size=9.5)
        g.text(mid + 10, y, c, bold=True, size=9.5)
        g.text(mid + 72, y, ': ' + dd, size=9.5)
        y += 14
    y = 196
    X = {'code': L + 4, 'desc': L + 40, 'units': 300, 'amt': 385, 'ytd': 465, 'bal': R - 4}
    g.rule(L, y - 12, R, y - 12, 1)
    for k, t in (('code', 'Code'), ('desc', 'Description')):
        g.text(X[k], y, t, bold=True, size=9.5)
    for k, t in (('units', 'Units'), ('amt', 'Amount (K)'), ('ytd', 'YTD (K)'), ('bal', 'Balance (K)')):
        g.text(X[k], y, t, align='r', bold=True, size=9.5)
    g.rule(L, y + 5, R, y + 5, 0.6)
    y += 20
    g.text(X['desc'], y, 'EARNINGS', bold=True, size=9.5)
    y += 14
    for nm, cur, ytd in ledger.lines(0):
        g.text(X['code'], y, CODES[nm], size=9.5)
        g.text(X['desc'], y, nm, size=9.5)
        if nm == 'Overtime 1.5' and cur:
            g.text(X['units'], y, f'{hrs:.2f} hrs', align='r', size=9.5)
        if nm == 'Basic Pay':
            g.text(X['units'], y, '1.00', align='r', size=9.5)
        if cur:
            g.text(X['amt'], y, money(cur), align='r', size=9.5)
        g.text(X['ytd'], y, money(ytd), align='r', size=9.5)
        y += 13
    g.rule(X['amt'] - 70, y - 7, X['ytd'], y - 7, 0.5)
    g.text(X['desc'], y + 3, 'TOTAL EARNINGS', bold=True, size=9.5)
    g.text(X['amt'], y + 3, money(ledger.gross()), align='r', bold=True, size=9.5)
    g.text(X['ytd'], y + 3, money(ledger.ytd_gross()), align='r', bold=True, size=9.5)
    y += 26
    g.text(X['desc'], y, 'DEDUCTIONS', bold=True, size=9.5)
    y += 14
    paid = sum(p[1].get('Staff Loan', 0) for p in ledger.periods)
    for nm, cur, ytd in ledger.lines(1):
        g.text(X['code'], y, CODES[nm], size=9.5)
        g.text(X['desc'], y, nm, size=9.5)
        if cur:
            g.text(X['amt'], y, money(cur), align='r', size=9.5)
        g.text(X['ytd'], y, money(ytd), align='r', size=9.5)
        if nm == 'Staff Loan':
            g.text(X['bal'], y, money(loan - paid), align='r', size=9.5)
        if nm == 'Salary Advance':
            g.text(X['bal'], y, '0.00', align='r', size=9.5)
        y += 13
    g.rule(X['amt'] - 70, y - 7, X['ytd'], y - 7, 0.5)
    g.text(X['desc'], y + 3, 'TOTAL DEDUCTIONS', bold=True, size=9.5)
    g.text(X['amt'], y + 3, money(ledger.total_deductions()), align='r', bold=True, size=9.5)
    g.text(X['ytd'], y + 3, money(ledger.ytd_deductions()), align='r', bold=True, size=9.5)
    y += 16
    g.rule(L, y, R, y, 1)
    y += 20
    g.text(X['desc'], y, 'NET PAY', bold=True, size=12)
    g.text(X['amt'], y, f'K {money(ledger.net())}', align='r', bold=True, size=12)
    g.text(X['ytd'], y, money(ledger.ytd_net()), align='r', bold=True, size=10)
    y += 8
    g.rule(L, y, R, y, 1)
    g.rule(L, y + 2, R, y + 2, 1)
    y += 26
    g.text(L, y, 'Employer contributions:', bold=True, size=9)
    napsa = ledger.periods[-1][1]['NAPSA']
    g.text(L + 110, y, f'NAPSA K {money(napsa)}    NHIMA K {money(int(round(basic * 0.01)))}    Skills Development Levy K {money(int(round(ledger.gross() * 0.005)))}', size=9)
    y += 14
    g.text(L, y, f'Leave days due: {r.randint(4, 30)}.0     Taxable pay: K {money(ledger.gross())}     Paid by credit transfer', size=9)
    g.text(mid, A4[1] - 40, 'Queries on this payslip to the Payroll Office within seven days of the pay date.', align='c', size=8)
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: 'Taxes' if nm in ('PAYE', 'NAPSA', 'NHIMA') else 'After-tax deductions')
    return g, t
