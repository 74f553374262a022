"""`vu-payslip`: a Vanuatu shipping agency's pay advice as a line printer prints it: a page of fixed-pitch
text (90 columns, US Letter) set by RBPDF in Courier (10 points, 6 points a character, a line every 11
points), the headings in Courier-Bold, rules of hyphens and equals signs, no boxes; semi-monthly or
monthly pay, **dates `15/04/2026`**, **whole vatu** printed as `123,456.00`, no income tax (Vanuatu
levies none on wages): the Provident Fund's 4% is the only statutory deduction."""
import datetime as dt

from common import Ledger, Sheet, last_working_day, money, monthly_periods, rng, semi_monthly_periods, truth

LAYOUT = 'vu-payslip'
RENDERER = ('rbpdf',)
EMPLOYER = {'name': 'Melanesian Shipping Agencies Ltd', 'address': 'Lini Highway, PO Box 214, Port Vila'}
# name, address lines, frequency, periods paid, salary a year in cents, union member
PEOPLE = [
    ('Jimmy Kalsakau', 'Nambatu Area, Port Vila, Efate', 'SEMI_MONTHLY', 7, 2_280_000_00, False),
    ('Leimara Tari', 'Freshwota 4, Port Vila, Efate', 'SEMI_MONTHLY', 13, 1_740_000_00, True),
    ('Kalo Natapei', 'Unity Park, Luganville, Santo', 'MONTHLY', 6, 3_960_000_00, False),
    ('Mereani Molisa', 'Tebakor, Port Vila, Efate', 'SEMI_MONTHLY', 20, 1_488_000_00, True),
    ('Joel Simeon', 'Mele Village, Efate', 'MONTHLY', 11, 2_940_000_00, False),
]
PENSION = 'VNPF Employee 4%'


def date(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year}'


def vt(c):
    """Whole vatu (the figures are worked in hundredths, as elsewhere)."""
    return int(round(c / 100)) * 100


def make(n):
    name, address, freq, count, salary, union = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    semi = freq == 'SEMI_MONTHLY'
    per_year = 24 if semi else 12
    periods = semi_monthly_periods(count) if semi else monthly_periods(count, payday=last_working_day)
    ledger = Ledger(['Basic Salary', 'Overtime 1.5x', 'Public Holiday Work', 'Cargo Bonus', 'Higher Duties Allowance',
                     'Housing Allowance'])
    acting_until = count - r.choice([1, 2]) if n in (2, 3) else 0
    loan_until = count - r.choice([1, 2, 3]) if n in (1, 4, 5) else 0
    hourly = salary / 2080
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        e['Basic Salary'] = vt(salary / per_year)
        ot = r.choice([0, 0, 3, 5, 7.5]) if k != count else r.choice([2.5, 4, 6])
        if ot and n in (2, 4, 1):
            e['Overtime 1.5x'] = vt(ot * hourly * 1.5)
        if k % 5 == 2 and n in (2, 4):
            e['Public Holiday Work'] = vt(8 * hourly * 2)
        if k == (4 if semi else 2) and k != count:
            e['Cargo Bonus'] = vt(salary * r.choice([0.03, 0.05]))
        if k <= acting_until:
            e['Higher Duties Allowance'] = vt(salary * 0.05 / per_year)
        if n in (3, 5):
            e['Housing Allowance'] = 30_000_00 * 12 // per_year
        gross = sum(e.values())
        d[PENSION] = vt(gross * 0.04)
        if n != 3:
            d['Medical Insurance (Vila Health Plan)'] = 3_500_00 * 24 // per_year
        if union:
            d['Union Dues (Seamen and Waterside Workers)'] = 500_00 * 24 // per_year
        if k <= loan_until:
            d['Staff Loan (BRED Vanuatu)'] = {1: 12_000_00, 4: 8_500_00, 5: 20_000_00}[n]
        if n in (3, 4):
            d['Credit Union Savings'] = 5_000_00 * 24 // per_year
        if n == 2 and k in (3, 4, 5):
            d['Salary Advance Recovery'] = 10_000_00
        ledger.add(e, d, {'ot': ot if 'Overtime 1.5x' in e else 0})
    start, end, pay = periods[-1]

    s = Sheet(90)
    s.put(0, 0, EMPLOYER['name'].upper(), bold=True)
    s.put(0, 90, 'PAY ADVICE', align='r', bold=True)
    s.put(1, 0, EMPLOYER['address'])
    s.put(1, 90, 'Page 1 of 1', align='r')
    s.rule(2, ch='=')
    s.put(3, 0, 'EMPLOYEE:')
    s.put(3, 11, name, bold=True)
    s.put(4, 11, address)
    s.put(5, 0, 'EMP NO:')
    s.put(5, 11, f'{r.randint(1000, 9999):06d}')
    s.put(6, 0, 'VNPF NO:')
    s.put(6, 11, f'{r.randint(100000, 999999)}')
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
            s.put(line, C_R, money(vt(hourly * 1.5)), align="r")
        if cur:
            s.put(line, C_C, money(cur), align='r')
        s.put(line, C_Y, money(ytd), align='r')
        line += 1
    s.rule(line, 62)
    s.put(line + 1, 0, 'TOTAL GROSS PAY', bold=True)
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
    s.put(line, 0, f'NET PAY PAID TO: BRED (VANUATU) LIMITED  ACCT ******{r.randint(1000, 9999)}')
    s.put(line + 1, 0, f'ANNUAL LEAVE BALANCE: {r.randint(20, 120) / 4:.2f} DAYS   SICK LEAVE: {r.randint(8, 40) / 4:.2f} DAYS')
    s.put(line + 2, 0, f'EMPLOYER VNPF CONTRIBUTION 4% THIS PERIOD: {money(vt(ledger.gross() * 0.04))}')
    s.put(line + 4, 0, 'ALL AMOUNTS IN VANUATU VATU (VUV). NO INCOME TAX IS LEVIED ON WAGES IN VANUATU.')
    sections = {PENSION: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return s, t
