"""`na-payslip`: a Namibian security company's half-monthly payslip, painted by CamlPDF (Helvetica,
A4): details as small labels over their values in a ruled grid, earnings beside deductions, each
with its YTD; dates year first with slashes; N$ on the totals."""
from common import (A4, Drawing, Ledger, bands, cents, money, rng, semi_monthly_periods, truth)

LAYOUT = 'na-payslip'
RENDERER = ('camlpdf', 'Helvetica')
EMPLOYER = {'name': 'Khomas Guard Services (Pty) Ltd', 'address': 'Erf 381, Nelson Mandela Avenue, Klein Windhoek'}
# name, address, half-months paid up to the printed one, monthly basic (N$), job
PEOPLE = [
    ('Tangeni Shikongo', 'Erf 1129, Ondangwa Street, Katutura, Windhoek', 9, 9_400, 'Security Officer'),
    ('Maria Nghipondoka', 'Erf 45, Omuthiya Street, Okuryangava, Windhoek', 14, 16_800, 'Control Room Supervisor'),
    ('Johannes van Wyk', 'Erf 702, Jan Jonker Road, Windhoek West', 6, 24_500, 'Operations Manager'),
    ('Ndapewa Amutenya', 'Erf 3318, Eveline Street, Goreangab, Windhoek', 19, 11_250, 'Patrol Driver'),
    ('Petrus Gowaseb', 'Erf 88, Hosea Kutako Street, Rehoboth', 11, 8_650, 'Security Officer'),
]
# annual PAYE bands, each band's rate on the part above its lower bound
PAYE = [(100_000_00, 0), (150_000_00, 0.18), (350_000_00, 0.25), (550_000_00, 0.28), (850_000_00, 0.30),
        (1_550_000_00, 0.32), (None, 0.37)]
ORDER = ['Basic Salary', 'Housing Allowance', 'Transport Allowance', 'Overtime 1.5x', 'Night Shift Allowance',
         'Sunday Work 2.0x', 'Acting Allowance', 'PAYE', 'Social Security (SSC)', 'Pension Fund (7%)',
         'Medical Aid (NHP)', 'Union Dues (NAFAU)', 'Funeral Policy', 'Staff Loan', 'Uniform Recovery']


def date(d):
    return d.strftime('%Y/%m/%d')


def make(n):
    name, address, count, monthly, job = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = semi_monthly_periods(count)
    basic = cents(monthly / 2)
    hourly = int(round(cents(monthly) / 195))
    ot_rate = int(round(hourly * 1.5))
    ledger = Ledger(ORDER)
    loan_until = count - r.randint(2, 4) if n in (1, 2, 5) else 0
    uniform_until = min(4, count - 1) if n in (1, 4, 5) else 0
    acting = r.randint(1, count - 1) if n in (2, 4) else 0
    for k in range(1, count + 1):
        e, d = {}, {}
        e['Basic Salary'] = basic
        e['Housing Allowance'] = int(round(basic * 0.15))
        e['Transport Allowance'] = 450_00 if n != 3 else 1_750_00
        ot = r.choice([0, 4, 6, 8, 10]) if k != count else r.choice([5, 7, 9])
        if n in (1, 4, 5) and ot:
            e['Overtime 1.5x'] = ot * ot_rate
        shifts = r.choice([4, 5, 6, 7]) if n in (1, 5) else 0
        if shifts:
            e['Night Shift Allowance'] = shifts * 65_00
        if n == 4 and k % 4 == 0:
            e['Sunday Work 2.0x'] = 8 * hourly * 2
        if k == acting:
            e['Acting Allowance'] = int(round(basic * 0.10))
        gross = sum(e.values())
        pension = int(round(basic * 0.07))
        d['Pension Fund (7%)'] = pension
        d['PAYE'] = int(round(bands((gross - pension) * 24, PAYE) / 24))
        d['Social Security (SSC)'] = min(int(round(gross * 0.009)), 49_50)
        d['Medical Aid (NHP)'] = (610_00 if n in (2, 3) else 285_00)
        if n not in (3,):
            d['Union Dues (NAFAU)'] = int(round(basic * 0.01))
        d['Funeral Policy'] = 42_50
        if k <= loan_until:
            d['Staff Loan'] = 300_00
        if k <= uniform_until:
            d['Uniform Recovery'] = 75_00
        ledger.add(e, d, {'ot': ot if 'Overtime 1.5x' in e else 0, 'shifts': shifts})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 36, A4[0] - 36
    g.box(L, 36, R - L, 46, fill=0.88, frame=False)
    g.text(L + 10, 56, EMPLOYER['name'], bold=True, size=14)
    g.text(L + 10, 71, EMPLOYER['address'] + ', Namibia', size=8.5)
    g.text(R - 10, 56, 'PAYSLIP', align='r', bold=True, size=14)
    g.text(R - 10, 71, 'Half-monthly', align='r', size=8.5)
    grid = [[('Employee', name), ('Employee No.', f'KGS{r.randint(1000, 9999)}'), ('Job Title', job)],
            [('Residential Address', address), ('', ''), ('Social Security No.', f'{r.randint(10000000, 99999999)}')],
            [('Pay Period', f'{date(start)} to {date(end)}'), ('Payment Date', date(pay)),
             ('Bank', f'Bank Windhoek  ****{r.randint(1000, 9999)}')]]
    y = 94
    cw = (R - L) / 3
    for row in grid:
        g.box(L, y, R - L, 30, frame=True)
        for i, (lab, val) in enumerate(row):
            if lab:
                g.text(L + i * cw + 6, y + 10, lab.upper(), size=6.5)
                g.text(L + i * cw + 6, y + 23, val, bold=True, size=9)
            if i and lab:
                g.rule(L + i * cw, y, L + i * cw, y + 30, 0.5)
        y += 30
    y += 18
    mid = (L + R) / 2
    # earnings on the left, deductions on the right
    EX = {'desc': L + 4, 'qty': L + 138, 'cur': L + 196, 'ytd': mid - 8}
    DX = {'desc': mid + 8, 'cur': R - 62, 'ytd': R - 4}
    g.box(L, y - 11, mid - L - 4, 16, fill=0.8, frame=False)
    g.box(mid + 4, y - 11, R - mid - 4, 16, fill=0.8, frame=False)
    g.text(EX['desc'], y, 'Earnings', bold=True, size=8.5)
    g.text(EX['qty'], y, 'Qty', align='r', bold=True, size=8.5)
    g.text(EX['cur'], y, 'Current', align='r', bold=True, size=8.5)
    g.text(EX['ytd'], y, 'Year-to-date', align='r', bold=True, size=8.5)
    g.text(DX['desc'], y, 'Deductions', bold=True, size=8.5)
    g.text(DX['cur'], y, 'Current', align='r', bold=True, size=8.5)
    g.text(DX['ytd'], y, 'Year-to-date', align='r', bold=True, size=8.5)
    y0 = y + 17
    y = y0
    qty = {'Basic Salary': '97.50 h', 'Overtime 1.5x': f'{ledger.extra("ot")}.00 h',
           'Night Shift Allowance': f'{ledger.extra("shifts")} shifts'}
    for nm, cur, ytd in ledger.lines(0):
        g.text(EX['desc'], y, nm, size=8.5)
        if cur and nm in qty:
            g.text(EX['qty'], y, qty[nm], align='r', size=8.5)
        if cur:
            g.text(EX['cur'], y, money(cur), align='r', size=8.5)
        g.text(EX['ytd'], y, money(ytd), align='r', size=8.5)
        y += 13
    ye = y
    y = y0
    for nm, cur, ytd in ledger.lines(1):
        g.text(DX['desc'], y, nm, size=8.5)
        if cur:
            g.text(DX['cur'], y, money(cur), align='r', size=8.5)
        g.text(DX['ytd'], y, money(ytd), align='r', size=8.5)
        y += 13
    y = max(y, ye) + 4
    g.rule(L, y - 9, R, y - 9, 0.6)
    g.text(EX['desc'], y + 3, 'Gross Earnings', bold=True, size=8.5)
    g.text(EX['cur'], y + 3, money(ledger.gross()), align='r', bold=True, size=8.5)
    g.text(EX['ytd'], y + 3, money(ledger.ytd_gross()), align='r', bold=True, size=8.5)
    g.text(DX['desc'], y + 3, 'Total Deductions', bold=True, size=8.5)
    g.text(DX['cur'], y + 3, money(ledger.total_deductions()), align='r', bold=True, size=8.5)
    g.text(DX['ytd'], y + 3, money(ledger.ytd_deductions()), align='r', bold=True, size=8.5)
    y += 22
    g.box(mid + 4, y - 4, R - mid - 4, 38, fill=0.9, frame=True)
    g.text(DX['desc'], y + 10, 'NET PAY', bold=True, size=11)
    g.text(DX['ytd'], y + 10, f'N$ {money(ledger.net())}', align='r', bold=True, size=11)
    g.text(DX['desc'], y + 26, 'Net pay year-to-date', size=8.5)
    g.text(DX['ytd'], y + 26, f'N$ {money(ledger.ytd_net())}', align='r', size=8.5)
    g.text(EX['desc'], y + 10, 'Company contributions', bold=True, size=8.5)
    g.text(EX['desc'], y + 23, f'Pension Fund (employer 9%)  N$ {money(int(round(basic * 0.09)))}', size=8.5)
    g.text(EX['desc'], y + 36, f'Social Security (employer)  N$ {money(ledger.periods[-1][1]["Social Security (SSC)"])}', size=8.5)
    y += 60
    g.text(EX['desc'], y, f'Leave balance: {r.randint(30, 240) / 10:.1f} days     Year-to-date figures from 1 January 2026', size=7.5)
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'SEMI_MONTHLY',
              lambda nm: 'Taxes' if nm.startswith(('PAYE', 'Social Security')) else
              'Pre-tax deductions' if nm.startswith('Pension') else 'After-tax deductions')
    return g, t
