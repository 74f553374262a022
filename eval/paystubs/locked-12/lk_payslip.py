"""lk-payslip: a Sri Lankan apparel maker's monthly SALARY SLIP in rupees, drawn by R's pdf()."""
from common import Ops, bands, fmt, ledger, monthly_periods, rng, truth

LAYOUT = 'lk-payslip'
RENDERER = 'r'
EMPLOYER = ('Lanka Horizon Apparel (Pvt) Ltd', 'No. 210, Negombo Road, Peliyagoda')
PEOPLE = [
    ('K. H. Dilani Fernando', 'No. 42/3, Galle Road, Colombo 03', 2, 85_000, 'Quality Controller', {'advance': True, 'festival': True}),
    ('M. R. Chaminda Silva', 'No. 18, Temple Road, Nugegoda', 4, 165_000, 'Production Planner', {'loan': 12_500, 'overtime': True}),
    ('S. Tharshini Rajaratnam', 'No. 7, Kandy Road, Kiribathgoda', 1, 240_000, 'Merchandiser', {'festival': True}),
    ('A. M. Fathima Rizna', 'No. 115/A, Station Road, Wattala', 3, 420_000, 'Finance Manager', {'loan': 35_000, 'advance': True}),
    ('D. P. Kasun Jayasuriya', 'No. 9, Peradeniya Road, Kandy', 5, 58_000, 'Machine Operator', {'overtime': True, 'festival': True}),
]
# APIT Table 1 (from 1 April 2025): monthly relief Rs. 150,000, then 6%, 18%, 24%, 30%, 36%.
APIT = [(150_000, 0.0), (233_333, 0.06), (275_000, 0.18), (316_667, 0.24), (358_334, 0.30), (None, 0.36)]
BRA = 3_500


def d(x):
    return f'{x.year}.{x.month:02d}.{x.day:02d}'


def build(n):
    name, addr, month, basic, job, opt = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    fixed = basic // 10 // 500 * 500
    travel = 7_500 if basic < 150_000 else 15_000
    ot_hours = {}

    def work(i, p):
        earn = {'Basic Salary': basic * 100, 'Budgetary Relief Allowance': BRA * 100,
                'Fixed Allowance': fixed * 100, 'Travelling Allowance': travel * 100}
        if opt.get('overtime'):
            h = r.choice([0, 6, 8.5, 10, 12, 14.5, 18]) if i < month - 1 else r.choice([9.5, 11, 16])
            ot_hours[i] = h
            earn['Overtime'] = int(round((basic + BRA) / 200 * 1.5 * h * 100))
        earn['Attendance Incentive'] = 250_000 if r.random() < 0.5 and i < month - 1 else 0
        gross = sum(earn.values())
        epf = (basic + BRA) * 8
        deds = [('EPF Employee (8%)', epf, 'Taxes'),
                ('APIT', int(round(bands(gross / 100, APIT) * 100)), 'Taxes'),
                ('Staff Loan', opt.get('loan', 0) * 100, 'After-tax deductions'),
                ('Festival Advance', 100_000 if opt.get('festival') else 0, 'After-tax deductions'),
                ('Salary Advance', 1_500_000 if opt.get('advance') and i == 0 and month > 1 else 0, 'After-tax deductions'),
                ('Welfare Society', 25_000, 'After-tax deductions'),
                ('Trade Union Subscription', 20_000 if basic < 200_000 else 0, 'After-tax deductions')]
        return earn, deds

    stub = ledger(periods, work)
    period = periods[-1]
    t = truth(LAYOUT, EMPLOYER, (name, addr), period, stub, 'MONTHLY')

    W, H = 595.28, 841.89
    o = Ops(W, H)
    o.page()
    L, R = 56, W - 56
    o.text(L, 64, EMPLOYER[0], 15, True)
    o.text(L, 79, EMPLOYER[1] + ', Sri Lanka.  EPF Reg. No. C/48213  ETF Reg. No. 48213', 8.5)
    mon = ['January', 'February', 'March', 'April', 'May', 'June'][month - 1]
    o.box(L, 92, R - L, 20, 0.86)
    o.text(W / 2, 106, f'SALARY SLIP   {mon.upper()} 2026', 11, True, 'c')
    y = 132
    facts = [('Name', name), ('Address', addr), ('Emp. No.', f'LHA{r.randrange(10000, 99999)}'),
             ('EPF No.', str(r.randrange(1000, 9999))), ('Designation', job),
             ('Salary Period', f'{d(period[0])} to {d(period[1])}'), ('Pay Date', d(period[2])),
             ('Bank', f'Commercial Bank, Peliyagoda  {r.randrange(10**9, 10**10)}')]
    for i, (a, b) in enumerate(facts):
        o.text(L, y + i * 13, a, 9, True)
        o.text(L + 78, y + i * 13, ': ' + b, 9)
    y += len(facts) * 13 + 8
    cx, yx = R - 120, R
    o.rule(L, y, R, y, 0.8)
    o.text(L, y + 13, 'Earnings', 9.5, True)
    o.text(cx, y + 13, 'Amount (Rs.)', 9.5, True, 'r')
    o.text(yx, y + 13, 'Year to Date (Rs.)', 9.5, True, 'r')
    o.rule(L, y + 19, R, y + 19, 0.5)
    y += 19
    earn = stub['earnings']
    for k, (a, b, c) in enumerate(earn):
        y += 14
        label = a
        if a == 'Overtime' and b is not None:
            label = f'Overtime ({ot_hours[len(periods) - 1]:g} hrs)'
        o.text(L + 8, y, label, 9)
        o.text(cx, y, '' if b is None else fmt(b), 9, False, 'r')
        o.text(yx, y, fmt(c), 9, False, 'r')
        if a == 'Budgetary Relief Allowance':
            y += 14
            epf_base = (basic + BRA) * 100
            o.text(L + 20, y, 'Total for EPF', 9, True)
            o.text(cx, y, f'({fmt(epf_base)})', 9, False, 'r')
    y += 8
    o.rule(cx - 80, y, R, y, 0.5)
    y += 13
    o.text(L, y, 'Gross Salary', 9.5, True)
    o.text(cx, y, fmt(stub['gross']), 9.5, True, 'r')
    o.text(yx, y, fmt(stub['ytd_gross']), 9.5, True, 'r')
    y += 22
    o.text(L, y, 'Deductions', 9.5, True)
    o.rule(L, y + 6, R, y + 6, 0.5)
    y += 6
    for a, b, c, _ in stub['deductions']:
        y += 14
        o.text(L + 8, y, a, 9)
        o.text(cx, y, '' if b is None else fmt(b), 9, False, 'r')
        o.text(yx, y, fmt(c), 9, False, 'r')
    y += 8
    o.rule(cx - 80, y, R, y, 0.5)
    y += 13
    o.text(L, y, 'Total Deductions', 9.5, True)
    o.text(cx, y, fmt(stub['total_deductions']), 9.5, True, 'r')
    o.text(yx, y, fmt(stub['ytd_deductions']), 9.5, True, 'r')
    y += 12
    o.rule(L, y, R, y, 1.2)
    y += 16
    o.text(L, y, 'Net Salary', 11, True)
    o.text(cx, y, 'Rs. ' + fmt(stub['net']), 11, True, 'r')
    o.text(yx, y, fmt(stub['ytd_net']), 11, True, 'r')
    y += 6
    o.rule(L, y, R, y, 1.2)
    y += 26
    epf_base = (basic + BRA) * 100
    o.text(L, y, 'Employer contributions', 9, True)
    o.text(L, y + 13, f'EPF Employer (12%)  Rs. {fmt(epf_base * 12 // 100)}      ETF (3%)  Rs. {fmt(epf_base * 3 // 100)}', 9)
    o.text(L, y + 26, 'APIT deducted under Table 1 (primary employment). Taxable remuneration Rs. ' + fmt(stub['gross']), 9)
    o.text(L, y + 52, 'This is a system generated salary slip.', 8)
    return t, o.dump()
