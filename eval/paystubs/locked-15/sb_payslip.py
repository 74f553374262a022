"""`sb-payslip`: a Solomon Islands port company's fortnightly or half-monthly payslip, written by Origami
(Helvetica, A4): right-aligned `Label:` details in two blocks, **one table of earnings and deductions
together** (Code / Description / Hours / Rate / Earnings / Deductions / Year to Date, `E` and `D` codes),
figures `1,234.56` with `SI$` on the totals, dates `10-APR-2026` (capitals, hyphens), a year-to-date
line and the employer's SINPF beside the member's."""
import datetime as dt

from common import A4, Drawing, Ledger, bands, money, rng, semi_monthly_periods, truth, weekly_periods

LAYOUT = 'sb-payslip'
RENDERER = ('origami', 'Helvetica')
EMPLOYER = {'name': 'Honiara Ports & Stevedoring Ltd', 'address': 'Point Cruz Wharf, Honiara, Guadalcanal'}
# name, address, frequency, periods paid, hourly rate or half-month salary in cents, position
PEOPLE = [
    ('John Maezama', 'Lengakiki Ridge, Honiara', 'BIWEEKLY', 8, 18_50, 'Crane Operator'),
    ('Grace Kwaiga', 'Vura 2, East Honiara', 'SEMI_MONTHLY', 13, 4_250_00, 'Payroll Officer'),
    ('Peter Tuhaika', 'White River, West Honiara', 'BIWEEKLY', 16, 14_75, 'Stevedore'),
    ('Mary Wale', 'Auki, Malaita Province', 'SEMI_MONTHLY', 19, 6_100_00, 'Shipping Clerk'),
    ('David Sikua', 'Kukum Highway, Honiara', 'BIWEEKLY', 23, 16_20, 'Forklift Driver'),
]
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 4, 3), dt.date(2026, 4, 6), dt.date(2026, 5, 25),
            dt.date(2026, 6, 12), dt.date(2026, 7, 7), dt.date(2026, 12, 25)}
TAX = [(30_000_00, 0), (45_000_00, 0.11), (60_000_00, 0.23), (None, 0.35)]  # a year
PAYE = 'PAYE Income Tax'
NPF = 'SINPF Member 5%'
MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']


def date(d):
    return f'{d.day:02d}-{MON[d.month - 1]}-{d.year}'


def make(n):
    name, address, freq, count, rate, position = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    hourly = freq == 'BIWEEKLY'
    periods = weekly_periods(count, 14, dt.date(2026, 1, 11), 5) if hourly else semi_monthly_periods(count)
    per_year = 26 if hourly else 24
    ot_rate = int(round(rate * 1.5)) if hourly else 0
    codes = {}
    ledger = Ledger(['Ordinary Time', 'Salary', 'Overtime x1.5', 'Public Holiday x2.0', 'Housing Allowance',
                     'Wharf Shift Allowance', 'Meal Allowance', 'Leave Pay'])
    shift_until = count - r.randint(2, 4) if n in (1, 3) else 0
    loan_until = count - r.randint(1, 3) if n in (2, 5) else 0
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        hol = [x for x in HOLIDAYS if start <= x <= end and x.weekday() < 5]
        if hourly:
            basic = 80 - 8 * len(hol)
            e['Ordinary Time'] = basic * rate
            ot = r.choice([0, 4, 8, 12]) if k != count else r.choice([6, 9, 11])
            if ot:
                e['Overtime x1.5'] = ot * ot_rate
            if hol:
                e['Public Holiday x2.0'] = 8 * len(hol) * rate * 2
        else:
            basic, ot = 0, 0
            e['Salary'] = rate
        e['Housing Allowance'] = (450_00 if hourly else 800_00)
        if k <= shift_until:
            e['Wharf Shift Allowance'] = 120_00
        if hourly and n != 3:
            e['Meal Allowance'] = 60_00
        if k == 5 and n in (2, 4, 5):
            e['Leave Pay'] = r.choice([1_200_00, 1_850_00])
        gross = sum(e.values())
        d[PAYE] = int(round(bands(gross * per_year, TAX) / per_year))
        d[NPF] = int(round(gross * 0.05))
        if n in (1, 3, 5):
            d['Maritime Workers Union Dues'] = 25_00
        if n in (2, 4):
            d['Staff Housing Rent'] = 350_00
        if k <= loan_until:
            d['BSP Personal Loan'] = 450_00
        if n in (3, 4, 5):
            d['Wharf Savings Club'] = 100_00
        if k in (2, 3) and n in (1, 3):
            d['Salary Advance'] = 500_00
        ledger.add(e, d, {'basic': basic, 'ot': ot, 'hol': 8 * len(hol) if hourly else 0, 'npf_er': int(round(gross * 0.075))})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 40, 555
    g.text(L, 56, EMPLOYER['name'], bold=True, size=14)
    g.text(L, 70, EMPLOYER['address'], size=8.5)
    g.text(L, 82, f'P.O. Box {r.randint(100, 999)}, Honiara   TIN {r.randint(10000, 99999)}   NPF Employer No. {r.randint(1000, 9999)}', size=8)
    g.text(R, 60, 'PAYSLIP', align='r', bold=True, size=18)
    g.text(R, 76, 'Fortnightly' if hourly else 'Half-monthly', align='r', size=9)
    g.rule(L, 90, R, 90, 1.5)
    left = [('Employee:', name), ('Address:', address), ('Position:', position), ('Employee No.:', f'HPS{r.randint(100, 999)}'),
            ('SINPF No.:', f'{r.randint(100000, 999999)}')]
    right = [('Period Start:', date(start)), ('Period End:', date(end)), ('Pay Date:', date(pay)),
             ('Pay Number:', f'{count}'), ('Bank:', f'ANZ Honiara ****{r.randint(1000, 9999)}')]
    y = 108
    for k, ((a, b), (c, dd)) in enumerate(zip(left, right)):
        g.text(110, y + k * 13, a, align='r', bold=True, size=8.5)
        g.text(116, y + k * 13, b, size=8.5)
        g.text(420, y + k * 13, c, align='r', bold=True, size=8.5)
        g.text(426, y + k * 13, dd, size=8.5)
    y += 5 * 13 + 14
    xs = {'code': L + 3, 'desc': L + 34, 'hours': 292, 'rate': 340, 'earn': 410, 'ded': 480, 'ytd': R - 3}
    g.rule(L, y - 12, R, y - 12, 0.8)
    for key, s in [('code', 'Code'), ('desc', 'Description'), ('hours', 'Hours'), ('rate', 'Rate'), ('earn', 'Earnings'),
                   ('ded', 'Deductions'), ('ytd', 'Year to Date')]:
        g.text(xs[key], y, s, align='l' if key in ('code', 'desc') else 'r', bold=True, size=8.5)
    g.rule(L, y + 5, R, y + 5, 0.8)
    y += 18
    hours = {'Ordinary Time': ('basic', rate), 'Overtime x1.5': ('ot', ot_rate), 'Public Holiday x2.0': ('hol', rate * 2)}
    for k, (nm, cur, ytd) in enumerate(ledger.lines(0), start=1):
        g.text(xs['code'], y, f'E{k:02d}', size=8.5)
        g.text(xs['desc'], y, nm, size=8.5)
        if cur and nm in hours:
            key, rt = hours[nm]
            g.text(xs['hours'], y, f'{ledger.extra(key):.2f}', align='r', size=8.5)
            g.text(xs['rate'], y, money(rt), align='r', size=8.5)
        if cur:
            g.text(xs['earn'], y, money(cur), align='r', size=8.5)
        g.text(xs['ytd'], y, money(ytd), align='r', size=8.5)
        y += 13
    for k, (nm, cur, ytd) in enumerate(ledger.lines(1), start=1):
        g.text(xs['code'], y, f'D{k:02d}', size=8.5)
        g.text(xs['desc'], y, nm, size=8.5)
        if cur:
            g.text(xs['ded'], y, money(cur), align='r', size=8.5)
        g.text(xs['ytd'], y, money(ytd), align='r', size=8.5)
        y += 13
    g.rule(L, y - 7, R, y - 7, 0.5)
    y += 8
    g.text(xs['desc'], y, 'Totals this pay', bold=True, size=8.5)
    g.text(xs['earn'], y, money(ledger.gross()), align='r', bold=True, size=8.5)
    g.text(xs['ded'], y, money(ledger.total_deductions()), align='r', bold=True, size=8.5)
    y += 22
    g.box(330, y - 14, R - 330, 22, fill=0.85, frame=True)
    g.text(338, y, 'NET PAY', bold=True, size=11)
    g.text(R - 6, y, f'SI${money(ledger.net())}', align='r', bold=True, size=11)
    y += 30
    g.text(L, y, 'YEAR TO DATE', bold=True, size=8.5)
    g.text(L + 80, y, f'Gross SI${money(ledger.ytd_gross())}     Deductions SI${money(ledger.ytd_deductions())}     Net SI${money(ledger.ytd_net())}', size=8.5)
    y += 14
    g.text(L, y, f'Employer SINPF contribution 7.5%: SI${money(ledger.extra("npf_er"))} this pay, SI${money(ledger.ytd_extra("npf_er"))} year to date.', size=8)
    y += 12
    g.text(L, y, f'Annual leave due: {r.randint(5, 21)} days. Amounts in Solomon Islands dollars (SBD).', size=8)
    sections = {PAYE: 'Taxes', NPF: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
