"""`gy-payslip`: a Guyanese sugar and rice estate's weekly or fortnightly pay advice, written by Text::PDF
(Helvetica, A4): the details as small labels over their values in framed cells, **earnings and
deductions side by side** on the same lines (Hrs, Rate, Amount, Year to Date on the left; Amount and
Year to Date on the right), dates `10/04/2026` (day first, slashes), figures `1,234.56` with `G$`
before the totals, the employer's NIS beside the employee's in a note."""
import datetime as dt

from common import A4, Drawing, Ledger, bands, money, rng, truth, weekly_periods

LAYOUT = 'gy-payslip'
RENDERER = ('textpdf', 'Helvetica')
EMPLOYER = {'name': 'Demerara Rice & Sugar Estates Inc.', 'address': 'Plantation Diamond, East Bank Demerara'}
# name, address, frequency, periods paid, hourly rate in cents, department
PEOPLE = [
    ('Rajendra Persaud', 'Lot 42 Public Road, Enmore, East Coast Demerara', 'WEEKLY', 15, 815_00, 'Factory'),
    ('Shondell Bacchus', '17 Sheriff Street, Campbellville, Georgetown', 'BIWEEKLY', 10, 1_240_00, 'Accounts'),
    ('Devon Williams', '8 Main Street, New Amsterdam, Berbice', 'WEEKLY', 30, 760_00, 'Field Transport'),
    ('Anita Ramsaroop', 'Lot 5 Section B, Cane Grove, Mahaica', 'BIWEEKLY', 19, 980_00, 'Rice Mill'),
    ('Colin Fraser', '23 Republic Avenue, Linden', 'WEEKLY', 44, 905_00, 'Workshop'),
]
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 2, 23), dt.date(2026, 3, 3), dt.date(2026, 4, 3), dt.date(2026, 4, 6),
            dt.date(2026, 5, 1), dt.date(2026, 5, 5), dt.date(2026, 5, 26), dt.date(2026, 7, 6), dt.date(2026, 8, 3),
            dt.date(2026, 11, 9), dt.date(2026, 12, 25)}
ALLOWANCE = 130_000_00  # the personal allowance a month, or a third of income where greater
TAX = [(260_000_00, 0.25), (None, 0.35)]  # a month, after the allowance
NIS_CAP = 280_000_00  # insurable earnings a month
TAX_NAME = 'PAYE Income Tax'
NIS = 'NIS Employee 5.6%'


def date(d):
    return d.strftime('%d/%m/%Y')


def make(n):
    name, address, freq, count, rate, dept = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    days = 7 if freq == 'WEEKLY' else 14
    weeks = days // 7
    periods = weekly_periods(count, days, dt.date(2026, 1, 4) if days == 7 else dt.date(2026, 1, 11), 5)
    ot_rate = int(round(rate * 1.5))
    dbl = rate * 2
    ledger = Ledger(['Basic Pay', 'Overtime @ 1.5', 'Sunday/Holiday @ 2.0', 'Shift Allowance', 'Production Incentive',
                     'Travelling Allowance'])
    travel_until = count - r.randint(2, 5) if n in (1, 4, 5) else 0
    hp_until = count - r.randint(1, 3) if n in (2, 3) else 0
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        hol = [x for x in HOLIDAYS if start <= x <= end and x.weekday() < 5]
        basic = 40 * weeks - 8 * len(hol)
        ot = r.choice([0, 4, 6, 8, 10]) * weeks if k != count else r.choice([5, 7.5, 9]) * weeks
        sun = r.choice([0, 0, 8]) + 8 * len(hol)
        e['Basic Pay'] = basic * rate
        if ot:
            e['Overtime @ 1.5'] = int(round(ot * ot_rate))
        if sun:
            e['Sunday/Holiday @ 2.0'] = sun * dbl
        if n in (1, 3, 5):
            e['Shift Allowance'] = 2_500_00 * weeks
        if k % 4 == 2:
            e['Production Incentive'] = r.choice([6_000_00, 8_500_00, 10_000_00])
        if k <= travel_until:
            e['Travelling Allowance'] = 1_500_00 * weeks
        gross = sum(e.values())
        month = gross * 52 / 12 / weeks
        nis = int(round(min(gross, NIS_CAP * 12 / 52 * weeks) * 0.056))
        allowance = max(ALLOWANCE, month / 3)
        chargeable = max(0, month - allowance - nis * 52 / 12 / weeks)
        d[TAX_NAME] = int(round(bands(int(round(chargeable)), TAX) * 12 / 52 * weeks))
        d[NIS] = nis
        if n != 2:
            d['GAWU Union Dues'] = 300_00 * weeks
        if n in (2, 4, 5):
            d['Hand-in-Hand Medical Plan'] = 1_850_00 * weeks
        if n in (1, 3, 4):
            d['Enmore Estate Credit Union'] = 2_000_00 * weeks
        if k <= hp_until:
            d['Hire Purchase (Courts)'] = 3_200_00 * weeks
        if k in (5, 6) and n in (1, 5):
            d['Salary Advance'] = 10_000_00
        ledger.add(e, d, {'basic': basic, 'ot': ot, 'sun': sun, 'nis_er': int(round(nis / 0.056 * 0.084))})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 36, 559
    g.text(297.6, 50, EMPLOYER['name'].upper(), align='c', bold=True, size=13)
    g.text(297.6, 64, EMPLOYER['address'] + '   |   TIN 0100' + str(r.randint(10000, 99999)), align='c', size=8)
    g.text(297.6, 82, ('WEEKLY' if days == 7 else 'FORTNIGHTLY') + ' PAY ADVICE', align='c', bold=True, size=10.5)
    g.text(R, 82, f'Pay No. {count:02d}', align='r', size=8.5)
    cells = [('EMPLOYEE', name), ('EMPLOYEE NO.', f'DRS-{r.randint(1000, 9999)}'), ('DEPARTMENT', dept),
             ('PAY PERIOD', f'{date(start)} - {date(end)}'), ('ADDRESS', address), None,
             ('PAY DATE', date(pay)), ('NIS NO.', f'{r.randint(100000, 999999)}')]
    widths = [(L, 190), (L + 190, 110), (L + 300, 120), (L + 420, R - L - 420)]
    y = 96
    for row in range(2):
        for col in range(4):
            if cells[row * 4 + col] is None:
                continue
            label, value = cells[row * 4 + col]
            x, w = widths[col]
            if row == 1 and col == 0:
                w = 300  # the address spans two cells
                g.box(x, y, w, 30, frame=True)
                g.text(x + 4, y + 10, label, size=6.5)
                g.text(x + 4, y + 23, value, bold=False, size=8.5)
                continue
            g.box(x, y, w, 30, frame=True)
            g.text(x + 4, y + 10, label, size=6.5)
            g.text(x + 4, y + 23, value, bold=row == 0 and col == 0, size=8.5)
        y += 30
    y += 20
    g.box(L, y - 11, R - L, 15, fill=0.85, frame=False)
    for x, s, a in [(L + 3, 'EARNINGS', 'l'), (172, 'Hrs', 'r'), (215, 'Rate', 'r'), (268, 'Amount', 'r'), (325, 'Year to Date', 'r'),
                    (338, 'DEDUCTIONS', 'l'), (488, 'Amount', 'r'), (R - 3, 'Year to Date', 'r')]:
        g.text(x, y, s, align=a, bold=True, size=8)
    y += 16
    hours = {'Basic Pay': ('basic', rate), 'Overtime @ 1.5': ('ot', ot_rate), 'Sunday/Holiday @ 2.0': ('sun', dbl)}
    earn = ledger.lines(0)
    deds = ledger.lines(1)
    for i in range(max(len(earn), len(deds))):
        if i < len(earn):
            nm, cur, ytd = earn[i]
            g.text(L + 3, y, nm, size=8)
            if cur and nm in hours:
                key, rt = hours[nm]
                g.text(172, y, f'{ledger.extra(key):.2f}', align='r', size=8)
                g.text(215, y, money(rt), align='r', size=8)
            if cur:
                g.text(268, y, money(cur), align='r', size=8)
            g.text(325, y, money(ytd), align='r', size=8)
        if i < len(deds):
            nm, cur, ytd = deds[i]
            g.text(338, y, nm, size=8)
            if cur:
                g.text(488, y, money(cur), align='r', size=8)
            g.text(R - 3, y, money(ytd), align='r', size=8)
        y += 13
    g.rule(L, y - 8, R, y - 8, 0.6)
    g.rule(332, y - 8 - 13 * max(len(earn), len(deds)) - 10, 332, y + 8, 0.4)
    y += 5
    g.text(L + 3, y, 'GROSS PAY', bold=True, size=8.5)
    g.text(268, y, money(ledger.gross()), align='r', bold=True, size=8.5)
    g.text(325, y, money(ledger.ytd_gross()), align='r', bold=True, size=8.5)
    g.text(338, y, 'TOTAL DEDUCTIONS', bold=True, size=8.5)
    g.text(488, y, money(ledger.total_deductions()), align='r', bold=True, size=8.5)
    g.text(R - 3, y, money(ledger.ytd_deductions()), align='r', bold=True, size=8.5)
    y += 26
    g.box(338, y - 14, R - 338, 36, fill=0.92, frame=True)
    g.text(344, y, 'NET PAY', bold=True, size=11)
    g.text(R - 6, y, f'G${money(ledger.net())}', align='r', bold=True, size=11)
    g.text(344, y + 15, 'Net pay year to date', size=8)
    g.text(R - 6, y + 15, f'G${money(ledger.ytd_net())}', align='r', size=8)
    g.text(L, y, f'Paid to: Republic Bank (Guyana) Ltd a/c ****{r.randint(1000, 9999)}', size=8)
    g.text(L, y + 13, f'Employer NIS 8.4% this period: G${money(ledger.extra("nis_er"))}   Year to date: G${money(ledger.ytd_extra("nis_er"))}', size=8)
    g.text(L, y + 26, f'Vacation leave balance: {r.randint(4, 18)} days', size=8)
    y += 56
    g.text(L, y, 'All amounts in Guyana dollars (GYD). Please report any error to the Payroll Office within seven days.', size=7.5)
    sections = {TAX_NAME: 'Taxes', NIS: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
