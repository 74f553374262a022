"""`bm-payslip`: a Bermudian reinsurance broker's earnings statement as a line printer prints it: a page of
fixed-pitch text (90 columns, US Letter) made into a PDF by CUPS's texttopdf (Courier, 12 characters an
inch, 7 lines an inch), the headings bold by overstriking (a character, a backspace, the character
again), rules of hyphens and equals signs, no boxes; semi-monthly or monthly pay, **dates `April 15,
2026`** (month first), figures `1,234.56`, the employee's payroll tax by the year's bands on the pay
annualised, social insurance a fixed weekly sum, a National Pension Scheme contribution of 5%."""
import datetime as dt

from common import Ledger, Sheet, bands, last_working_day, money, monthly_periods, rng, semi_monthly_periods, truth

LAYOUT = 'bm-payslip'
RENDERER = ('texttopdf',)
EMPLOYER = {'name': 'Somers Isles Reinsurance Brokers Ltd.', 'address': 'Cedar House, 41 Cedar Avenue, Hamilton HM 12'}
# name, address lines, frequency, periods paid, salary a year in cents, union member
PEOPLE = [
    ('Keisha Simmons', '12 Middle Road, Warwick WK 07', 'SEMI_MONTHLY', 7, 68_500_00, False),
    ('Dwayne Outerbridge', '3 Harbour Road, Paget PG 02', 'SEMI_MONTHLY', 13, 54_200_00, True),
    ('Fiona Trott', '27 North Shore Road, Flatts FL 04', 'MONTHLY', 6, 112_000_00, False),
    ('Marcus DeSilva', '9 Khyber Pass, Warwick WK 09', 'SEMI_MONTHLY', 20, 46_800_00, True),
    ('Rachel Tucker', '15 Somerset Road, Sandys MA 01', 'MONTHLY', 11, 89_750_00, False),
]
PAYROLL_TAX = 'Payroll Tax (Employee)'
SOCIAL = 'Social Insurance'
PENSION = 'Pension (NPS) 5%'
TAX = [(48_000_00, 0.02), (96_000_00, 0.08), (200_000_00, 0.095), (None, 0.105)]  # a year
LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
        'November', 'December']


def date(d):
    return f'{LONG[d.month - 1]} {d.day}, {d.year}'


def make(n):
    name, address, freq, count, salary, union = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    semi = freq == 'SEMI_MONTHLY'
    per_year = 24 if semi else 12
    periods = semi_monthly_periods(count) if semi else monthly_periods(count, payday=last_working_day)
    ledger = Ledger(['Regular Salary', 'Overtime 1.5x', 'Holiday Premium', 'Performance Bonus', 'Acting Allowance',
                     'Car Allowance'])
    acting_until = count - r.choice([1, 2]) if n in (2, 3) else 0
    loan_until = count - r.choice([1, 2, 3]) if n in (1, 4, 5) else 0
    hourly = salary / 2080
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        e['Regular Salary'] = int(round(salary / per_year))
        ot = r.choice([0, 0, 3, 5, 7.5]) if k != count else r.choice([2.5, 4, 6])
        if ot and n in (2, 4, 1):
            e['Overtime 1.5x'] = int(round(ot * hourly * 1.5))
        if k % 5 == 2 and n in (2, 4):
            e['Holiday Premium'] = int(round(8 * hourly))
        if k == (4 if semi else 2) and k != count:
            e['Performance Bonus'] = int(round(salary * r.choice([0.03, 0.05])))
        if k <= acting_until:
            e['Acting Allowance'] = int(round(salary * 0.05 / per_year))
        if n in (3, 5):
            e['Car Allowance'] = 400_00 * 12 // per_year
        gross = sum(e.values())
        d[PAYROLL_TAX] = int(round(bands(gross * per_year, TAX) / per_year))
        d[SOCIAL] = int(round(39_80 * 52 / per_year))
        d[PENSION] = int(round(gross * 0.05))
        d['Health Insurance (HIP/FHP)'] = (370_00 if semi else 740_00) if n != 3 else 0
        if not d['Health Insurance (HIP/FHP)']:
            del d['Health Insurance (HIP/FHP)']
        if union:
            d['BIU Union Dues'] = 12_50 * 24 // per_year
        if k <= loan_until:
            d['Butterfield Staff Loan'] = {1: 225_00, 4: 160_00, 5: 410_00}[n]
        if n in (3, 4):
            d['Bermuda Credit Union Savings'] = 100_00 * 24 // per_year
        if n == 2 and k in (3, 4, 5):
            d['Salary Advance Recovery'] = 150_00
        ledger.add(e, d, {'ot': ot if 'Overtime 1.5x' in e else 0})
    start, end, pay = periods[-1]

    s = Sheet(90)
    s.put(0, 0, EMPLOYER['name'].upper(), bold=True)
    s.put(0, 90, 'EARNINGS STATEMENT', align='r', bold=True)
    s.put(1, 0, EMPLOYER['address'])
    s.put(1, 90, 'Page 1 of 1', align='r')
    s.rule(2, ch='=')
    s.put(3, 0, 'EMPLOYEE:')
    s.put(3, 11, name, bold=True)
    s.put(4, 11, address)
    s.put(5, 0, 'EMP NO:')
    s.put(5, 11, f'{r.randint(1000, 9999):06d}')
    s.put(6, 0, 'SOC INS:')
    s.put(6, 11, f'{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}')
    for k, (a, b) in enumerate([('PAY DATE:', date(pay)), ('PERIOD START:', date(start)), ('PERIOD END:', date(end)),
                               ('FREQUENCY:', 'SEMI-MONTHLY' if semi else 'MONTHLY')]):
        s.put(3 + k, 54, a)
        s.put(3 + k, 69, b, bold=k == 0)
    s.rule(8)
    C_H, C_R, C_C, C_Y = 46, 58, 74, 90
    s.put(9, 0, 'EARNINGS', bold=True)
    for col, h in [(C_H, 'HOURS'), (C_R, 'RATE'), (C_C, 'CURRENT'), (C_Y, 'YEAR TO DATE')]:
        s.put(9, col, h, align='r', bold=True)
    s.rule(10)
    line = 11
    for nm, cur, ytd in ledger.lines(0):
        s.put(line, 0, nm)
        if cur and nm == 'Overtime 1.5x':
            s.put(line, C_H, f'{ledger.extra("ot"):.2f}', align='r')
            s.put(line, C_R, money(int(round(hourly * 1.5))), align='r')
        if cur:
            s.put(line, C_C, money(cur), align='r')
        s.put(line, C_Y, money(ytd), align='r')
        line += 1
    s.rule(line, 62)
    s.put(line + 1, 0, 'TOTAL GROSS EARNINGS', bold=True)
    s.put(line + 1, C_C, money(ledger.gross()), align='r')
    s.put(line + 1, C_Y, money(ledger.ytd_gross()), align='r')
    line += 3
    s.put(line, 0, 'DEDUCTIONS', bold=True)
    for col, h in [(C_C, 'CURRENT'), (C_Y, 'YEAR TO DATE')]:
        s.put(line, col, h, align='r', bold=True)
    s.rule(line + 1)
    line += 2
    for nm, cur, ytd in ledger.lines(1):
        s.put(line, 0, nm)
        if cur:
            s.put(line, C_C, money(cur), align='r')
        s.put(line, C_Y, money(ytd), align='r')
        line += 1
    s.rule(line, 62)
    s.put(line + 1, 0, 'TOTAL DEDUCTIONS', bold=True)
    s.put(line + 1, C_C, money(ledger.total_deductions()), align='r')
    s.put(line + 1, C_Y, money(ledger.ytd_deductions()), align='r')
    line += 2
    s.rule(line, ch='=')
    s.put(line + 1, 0, 'NET PAY', bold=True)
    s.put(line + 1, C_C, money(ledger.net()), align='r', bold=True)
    s.put(line + 1, C_Y, money(ledger.ytd_net()), align='r')
    s.rule(line + 2, ch='=')
    line += 4
    s.put(line, 0, f'NET PAY DEPOSITED TO: BANK OF N.T. BUTTERFIELD  ACCT ******{r.randint(1000, 9999)}')
    s.put(line + 1, 0, f'VACATION BALANCE: {r.randint(20, 140) / 4:.2f} DAYS   SICK BALANCE: {r.randint(8, 40) / 4:.2f} DAYS')
    s.put(line + 2, 0, f'EMPLOYER CONTRIBUTIONS THIS PERIOD: PAYROLL TAX {money(int(round(ledger.gross() * 0.1025)))}'
          f'  SOCIAL INS {money(int(round(39_80 * 52 / per_year)))}  PENSION {money(int(round(ledger.gross() * 0.05)))}')
    s.put(line + 4, 0, 'ALL AMOUNTS IN BERMUDA DOLLARS (BMD). PLEASE RETAIN FOR YOUR RECORDS.')
    sections = {PAYROLL_TAX: 'Taxes', SOCIAL: 'Taxes', PENSION: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return s, t
