"""ug-payslip: a Ugandan tea estate's monthly PAYSLIP in UGX, whole shillings, drawn by libharu."""
from common import Ops, fmt, ledger, monthly_periods, rng, truth

LAYOUT = 'ug-payslip'
RENDERER = 'haru'
EMPLOYER = ('Rwenzori Crest Tea Estates Limited', 'Plot 22 Jinja Road, Kampala')
PEOPLE = [
    # name, address, month, basic, job, department, options
    ('Okello Denis', 'Plot 7 Bukoto Street, Kololo, Kampala', 3, 2_800_000, 'Field Supervisor', 'Estates', {'loan': 250_000, 'advance': True}),
    ('Nabirye Esther', 'Plot 15 Ntinda Road, Ntinda, Kampala', 4, 4_200_000, 'Accountant', 'Finance', {'leave': 2}),
    ('Mugisha Ronald', 'Plot 3 Main Street, Jinja', 1, 1_650_000, 'Factory Mechanic', 'Factory', {'overtime': True}),
    ('Atim Grace', 'Plot 41 Kira Road, Kamwokya, Kampala', 5, 7_500_000, 'HR Manager', 'Human Resources', {'loan': 600_000, 'leave': 3}),
    ('Ssempala Joseph', 'Plot 9 Lumumba Avenue, Nakasero, Kampala', 6, 12_800_000, 'Operations Director', 'Management', {'advance': True, 'leave': 1}),
]
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']


def paye(ch):
    """Uganda's monthly PAYE for residents (Income Tax Act, Third Schedule), whole shillings."""
    if ch <= 235_000:
        t = 0
    elif ch <= 335_000:
        t = 0.10 * (ch - 235_000)
    elif ch <= 410_000:
        t = 10_000 + 0.20 * (ch - 335_000)
    else:
        t = 25_000 + 0.30 * (ch - 410_000)
    if ch > 10_000_000:
        t += 0.10 * (ch - 10_000_000)
    return int(round(t))


def d(date):
    return f'{date.day:02d} {MONTHS[date.month - 1]} {date.year}'


def build(n):
    name, addr, month, basic, job, dept, opt = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    housing = basic // 5 // 10_000 * 10_000
    transport = 300_000 if basic < 5_000_000 else 550_000

    def work(i, p):
        earn = {'Basic Salary': basic, 'Housing Allowance': housing, 'Transport Allowance': transport,
                'Airtime Allowance': 50_000}
        earn['Overtime'] = (r.randrange(8, 30) * basic // 176 * 3 // 2 // 1000 * 1000) if opt.get('overtime') else 0
        if opt.get('overtime') and i == 0:
            earn['Overtime'] = 0 if month > 1 else earn['Overtime']
        earn['Leave Allowance'] = basic // 2 if opt.get('leave') == i + 1 and i + 1 < month else 0
        gross = sum(earn.values())
        deds = [('PAYE', paye(gross), 'Taxes'), ('NSSF (5%)', gross * 5 // 100, 'Taxes'),
                ('SACCO Savings', 100_000 if basic < 5_000_000 else 250_000, 'After-tax deductions'),
                ('SACCO Loan Repayment', opt.get('loan', 0), 'After-tax deductions'),
                ('Salary Advance Recovery', 400_000 if opt.get('advance') and i < 2 and i + 1 < month else 0, 'After-tax deductions'),
                ('Staff Welfare Fund', 10_000, 'After-tax deductions'),
                ('Union Dues (NUPAWU)', 15_000 if basic < 5_000_000 else 0, 'After-tax deductions')]
        return ({k: v * 100 for k, v in earn.items()}, [(a, b * 100, c) for a, b, c in deds])

    stub = ledger(periods, work)
    period = periods[-1]
    t = truth(LAYOUT, EMPLOYER, (name, addr), period, stub, 'MONTHLY')

    W, H = 595.28, 841.89
    o = Ops(W, H)
    o.page()
    L, R = 48, W - 48
    o.text(L, 62, EMPLOYER[0].upper(), 14, True)
    o.text(L, 77, EMPLOYER[1] + '  |  P.O. Box 7741, Kampala  |  TIN 1000384726', 8)
    o.text(R, 62, 'PAYSLIP', 16, True, 'r')
    o.text(R, 77, f'{MONTHS[month - 1].upper()} 2026', 10, True, 'r')
    o.rule(L, 86, R, 86, 1.2)
    y = 104
    emp_no = f'RCT/{r.randrange(100, 999)}'
    left = [('Employee Name', name), ('Address', addr), ('Employee No.', emp_no), ('Designation', job),
            ('Department', dept)]
    right = [('Pay Period', f'{d(period[0])} - {d(period[1])}'), ('Pay Date', d(period[2])),
             ('TIN', f'10{r.randrange(10**7, 10**8)}'), ('NSSF No.', f'{r.randrange(10**12, 10**13)}'),
             ('Bank', f'Stanbic Bank Uganda  A/C ****{r.randrange(1000, 9999)}')]
    for i, ((a, b), (c, e)) in enumerate(zip(left, right)):
        o.text(L, y + i * 14, a + ':', 8.5, True)
        o.text(L + 82, y + i * 14, b, 8.5)
        o.text(318, y + i * 14, c + ':', 8.5, True)
        o.text(374, y + i * 14, e, 8.5)
    y += 5 * 14 + 10
    cur_x, ytd_x = 430, R - 6

    def table(y, title, rows, total_label, total, total_ytd):
        o.box(L, y, R - L, 16, 0.82)
        o.text(L + 6, y + 11.5, title, 9, True)
        o.text(cur_x, y + 11.5, 'Current (UGX)', 9, True, 'r')
        o.text(ytd_x, y + 11.5, 'Year to Date (UGX)', 9, True, 'r')
        y += 16
        for lab, cur, ytd in rows:
            y += 14
            o.text(L + 6, y, lab, 9)
            o.text(cur_x, y, '' if cur is None else fmt(cur, False), 9, False, 'r')
            o.text(ytd_x, y, fmt(ytd, False), 9, False, 'r')
        y += 6
        o.rule(L, y, R, y, 0.5)
        y += 13
        o.text(L + 6, y, total_label, 9, True)
        o.text(cur_x, y, fmt(total, False), 9, True, 'r')
        o.text(ytd_x, y, fmt(total_ytd, False), 9, True, 'r')
        return y + 18

    y = table(y, 'EARNINGS', stub['earnings'], 'GROSS PAY', stub['gross'], stub['ytd_gross'])
    y = table(y, 'DEDUCTIONS', [(a, b, c) for a, b, c, _ in stub['deductions']], 'TOTAL DEDUCTIONS',
              stub['total_deductions'], stub['ytd_deductions'])
    o.box(L, y, R - L, 24, 0.9)
    o.frame(L, y, R - L, 24, 0.8)
    o.text(L + 6, y + 16, 'NET PAY', 11, True)
    o.text(cur_x, y + 16, 'UGX ' + fmt(stub['net'], False), 11, True, 'r')
    o.text(ytd_x, y + 16, fmt(stub['ytd_net'], False), 11, True, 'r')
    y += 44
    o.text(L, y, 'Employer contributions (not deducted from pay)', 8.5, True)
    o.text(L, y + 13, f'NSSF Employer (10%): UGX {fmt(stub["gross"] * 10 // 100 // 100 * 100, False)} this month', 8.5)
    o.text(L, y + 26, f'Chargeable income for PAYE: UGX {fmt(stub["gross"], False)} (all cash allowances taxable)', 8.5)
    o.text(L, y + 52, 'This is a computer generated payslip and does not require a signature.', 7.5)
    return t, o.dump()
