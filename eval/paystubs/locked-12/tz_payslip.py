"""tz-payslip: a Dar es Salaam shipping agent's monthly SALARY SLIP in TZS, earnings beside
deductions, drawn by PDF::Create."""
from common import Ops, fmt, ledger, monthly_periods, rng, truth

LAYOUT = 'tz-payslip'
RENDERER = 'pdfcreate'
EMPLOYER = ('Kilwa Coast Shipping Agencies Ltd', 'Plot 1045 Ohio Street, Dar es Salaam')
PEOPLE = [
    ('Neema Joseph Mushi', 'Plot 27 Msasani Peninsula, Dar es Salaam', 2, 1_850_000, 'Documentation Officer', {'heslb': True, 'advance': True}),
    ('Baraka Juma Mwakyusa', 'House 14 Mbezi Beach, Dar es Salaam', 5, 3_400_000, 'Operations Supervisor', {'overtime': True, 'loan': 200_000}),
    ('Rehema Said Kombo', 'Plot 88 Sinza Mori, Dar es Salaam', 1, 980_000, 'Customer Service Clerk', {'heslb': True}),
    ('Emmanuel Peter Lyimo', 'Plot 5 Njiro Road, Arusha', 4, 6_200_000, 'Branch Manager, Arusha', {'leave': 3, 'loan': 500_000}),
    ('Halima Omari Nassoro', 'Plot 312 Kigamboni, Dar es Salaam', 3, 2_450_000, 'Accounts Assistant', {'advance': True, 'overtime': True}),
]
BANDS = [(270_000, 0.0), (520_000, 0.08), (760_000, 0.20), (1_000_000, 0.25), (None, 0.30)]


def paye(taxable):
    """Tanzania mainland monthly PAYE for residents (bands of 2022/23 on), whole shillings."""
    from common import bands
    return int(round(bands(taxable, BANDS)))


def build(n):
    name, addr, month, basic, job, opt = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    house = basic * 15 // 100 // 1000 * 1000
    transport = 150_000 if basic < 3_000_000 else 300_000
    resp = 250_000 if basic >= 3_000_000 else 0
    ot_months = {i for i in range(month) if r.random() < 0.6} if opt.get('overtime') else set()
    if opt.get('overtime') and month > 1:
        ot_months.discard(month - 1)
        ot_months.add(0)

    def work(i, p):
        earn = {'Basic Salary': basic, 'House Allowance': house, 'Transport Allowance': transport,
                'Responsibility Allowance': resp,
                'Overtime': (r.randrange(6, 24) * basic // 195 * 3 // 2 // 100 * 100) if i in ot_months else 0,
                'Leave Travel Allowance': basic // 2 if opt.get('leave') == i + 1 and i + 1 < month else 0}
        gross = sum(earn.values())
        nssf = gross // 10
        deds = [('PAYE', paye(gross - nssf), 'Taxes'), ('NSSF (10%)', nssf, 'Taxes'),
                ('NHIF (3%)', basic * 3 // 100, 'Taxes'),
                ('HESLB Loan Repayment', basic * 15 // 100 if opt.get('heslb') else 0, 'After-tax deductions'),
                ('TUICO Union Dues (2%)', basic * 2 // 100 if basic < 4_000_000 else 0, 'After-tax deductions'),
                ('SACCOS Contribution', 50_000 if basic < 3_000_000 else 120_000, 'After-tax deductions'),
                ('SACCOS Loan', opt.get('loan', 0), 'After-tax deductions'),
                ('Salary Advance', 300_000 if opt.get('advance') and i == 0 and month > 1 else 0, 'After-tax deductions')]
        return ({k: v * 100 for k, v in earn.items()}, [(a, b * 100, c) for a, b, c in deds])

    stub = ledger(periods, work)
    period = periods[-1]
    t = truth(LAYOUT, EMPLOYER, (name, addr), period, stub, 'MONTHLY')
    iso = lambda x: x.isoformat()

    W, H = 595.28, 841.89
    o = Ops(W, H)
    o.page()
    L, R = 42, W - 42
    o.text(W / 2, 58, EMPLOYER[0].upper(), 15, True, 'c')
    o.text(W / 2, 73, EMPLOYER[1] + ', Tanzania  -  TIN 104-382-917', 9, False, 'c')
    o.rule(L, 82, R, 82, 1.0)
    mon = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE'][month - 1]
    o.text(W / 2, 100, f'SALARY SLIP FOR THE MONTH OF {mon}, 2026', 12, True, 'c')
    y = 122
    facts = [('Employee Name', name, 'Employee No', f'KCS-{r.randrange(1000, 9999)}'),
             ('Address', addr, 'Pay Date', iso(period[2])),
             ('Job Title', job, 'Period', f'{iso(period[0])} to {iso(period[1])}'),
             ('TIN', f'{r.randrange(100, 999)}-{r.randrange(100, 999)}-{r.randrange(100, 999)}',
              'NSSF Membership No', f'{r.randrange(10**8, 10**9)}'),
             ('Bank', f'CRDB Bank PLC, A/C 0150{r.randrange(10**8, 10**9)}', 'Currency', 'TZS')]
    o.frame(L, y - 12, R - L, len(facts) * 14 + 6, 0.6)
    for i, (a, b, c, e) in enumerate(facts):
        o.text(L + 6, y + i * 14, a, 9, True)
        o.text(L + 90, y + i * 14, b, 9)
        o.text(340, y + i * 14, c, 9, True)
        o.text(440, y + i * 14, e, 9)
    y += len(facts) * 14 + 16
    mid = W / 2
    # Earnings left, deductions right
    o.box(L, y, R - L, 28, 0.85)
    o.text(L + 4, y + 11, 'EARNINGS', 9.5, True)
    o.text(mid + 4, y + 11, 'DEDUCTIONS', 9.5, True)
    for x0 in (L, mid):
        o.text(x0 + 4, y + 23, 'Description', 8.5, True)
        o.text(x0 + 190, y + 23, 'Current', 8.5, True, 'r')
        o.text(x0 + 252, y + 23, 'YTD', 8.5, True, 'r')
    o.rule(mid, y, mid, y + 28 + 14 * 9 + 30, 0.6)
    y += 28
    rows = max(len(stub['earnings']), len(stub['deductions']))
    for i in range(rows):
        yy = y + 14 * (i + 1)
        if i < len(stub['earnings']):
            a, b, c = stub['earnings'][i]
            o.text(L + 4, yy, a, 9)
            o.text(L + 190, yy, '-' if b is None else fmt(b), 9, False, 'r')
            o.text(L + 252, yy, fmt(c), 9, False, 'r')
        if i < len(stub['deductions']):
            a, b, c, _ = stub['deductions'][i]
            o.text(mid + 4, yy, a, 9)
            o.text(mid + 190, yy, '-' if b is None else fmt(b), 9, False, 'r')
            o.text(mid + 252, yy, fmt(c), 9, False, 'r')
    y += 14 * 9 + 8
    o.rule(L, y, R, y, 0.6)
    y += 14
    o.text(L + 4, y, 'Gross Earnings', 9, True)
    o.text(L + 190, y, fmt(stub['gross']), 9, True, 'r')
    o.text(L + 252, y, fmt(stub['ytd_gross']), 9, True, 'r')
    o.text(mid + 4, y, 'Total Deductions', 9, True)
    o.text(mid + 190, y, fmt(stub['total_deductions']), 9, True, 'r')
    o.text(mid + 252, y, fmt(stub['ytd_deductions']), 9, True, 'r')
    y += 8
    o.rule(L, y, R, y, 0.6)
    y += 26
    o.box(L, y - 16, R - L, 24, 0.92)
    o.text(L + 6, y, 'NET PAY (TZS)', 12, True)
    o.text(mid + 190, y, 'TZS ' + fmt(stub['net']), 12, True, 'r')
    o.text(mid + 252, y + 18, 'Net pay year to date  ' + fmt(stub['ytd_net']), 9, False, 'r')
    y += 44
    last = stub['gross']
    nssf = next(c for nm, c, _, _ in stub['deductions'] if nm == 'NSSF (10%)')
    o.text(L, y, f'Taxable pay (gross less NSSF): TZS {fmt(last - nssf)}', 9)
    o.text(L, y + 14, 'Employer contributions (not deductions): NSSF employer 10%  '
           f'{fmt(last // 10)};  SDL 3.5%  {fmt(last * 35 // 1000)};  WCF 0.5%  {fmt(last * 5 // 1000)}', 9)
    o.text(L, y + 40, 'Prepared by Human Resources & Payroll. Queries: payroll@kilwacoast.example', 8)
    return t, o.dump()
