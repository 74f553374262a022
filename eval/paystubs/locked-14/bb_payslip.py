"""`bb-payslip`: a Barbadian hotel's half-monthly payslip, laid out in Scribus and exported by its own PDF
writer (Liberation Sans, A4): dates with the month's name first (`July 15, 2026`), hours times rate
lines, `$` before every figure, the employer's NIS beside the employee's in the deductions, and a grey
box of year-to-date figures."""
from common import (A4, Drawing, Ledger, bands, money, rng, semi_monthly_periods, truth)

LAYOUT = 'bb-payslip'
RENDERER = ('scribus', 'Helvetica')
EMPLOYER = {'name': 'Coral Reef Beach Resorts Inc.', 'address': 'Highway 1, Paynes Bay, St. James, BB24017'}
# name, address, half-months paid up to the printed one, hourly rate in cents, weekly hours
PEOPLE = [
    ('Keisha Alleyne', '14 Ivy Road, Bank Hall, St. Michael', 6, 14_50, 40),
    ('Marlon Greaves', 'Lot 9, Rock Hall Village, St. Philip', 11, 19_75, 40),
    ('Shontelle Best', '3rd Avenue, Rockley New Road, Christ Church', 15, 12_80, 36),
    ('Dwayne Holder', 'Gall Hill, St. John', 19, 23_40, 40),
    ('Nadia Cumberbatch', 'Pine Gardens No. 2, St. Michael', 23, 16_90, 44),
]
TAX = [(50_000_00, 0.125), (None, 0.285)]
ALLOWANCE = 25_000_00  # the personal allowance a year
NIS_CAP = 2_740_00  # insurable earnings a half-month
LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
        'November', 'December']


def date(d):
    return f'{LONG[d.month - 1]} {d.day}, {d.year}'


def usd(c):
    return f'${money(c)}'


def make(n):
    name, address, count, rate, week = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = semi_monthly_periods(count)
    ot_rate = int(round(rate * 1.5))
    hol_rate = rate * 2
    ledger = Ledger(['Regular Hours', 'Overtime @ 1.5', 'Public Holiday @ 2.0', 'Service Charge', 'Uniform Allowance', 'Vacation Pay'])
    uniform_until = count - r.choice([3, 4]) if n in (2, 4) else 0
    advance_at = r.choice([2, 3]) if n in (1, 3, 5) else 0
    log = []
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        days = (end - start).days + 1
        regular = round(week * days / 7 * 2) / 2
        ot = r.choice([0, 0, 3, 4.5, 6, 8]) if k != count else r.choice([2.5, 4, 5.5, 7])
        hol = 8 if k in (2, 8, 10, 14) and n != 1 else 0
        log.append((regular, ot, hol))
        e['Regular Hours'] = int(round(regular * rate))
        if ot:
            e['Overtime @ 1.5'] = int(round(ot * ot_rate))
        if hol:
            e['Public Holiday @ 2.0'] = hol * hol_rate
        e['Service Charge'] = r.choice([95_00, 120_40, 142_75, 160_10])
        if k <= uniform_until:
            e['Uniform Allowance'] = 30_00
        if k == 9 and n in (2, 5):
            e['Vacation Pay'] = int(round(80 * rate))
        gross = sum(e.values())
        nis = int(round(min(gross, NIS_CAP) * 0.111))
        taxable = max(0, (gross - nis) * 24 - ALLOWANCE)
        d['Income Tax (PAYE)'] = int(round(bands(taxable, TAX) / 24))
        d['National Insurance (NIS) 11.1%'] = nis
        if n != 2:
            d['BWU Union Dues'] = 7_50
        d['Sagicor Group Health'] = 38_25
        if n in (2, 3, 5):
            d['City of Bridgetown Credit Union'] = 60_00
        if k == advance_at:
            d['Salary Advance Recovery'] = 150_00
        ledger.add(e, d, {'nis_er': int(round(min(gross, NIS_CAP) * 0.1275))})
    regular, ot, hol = log[-1]
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 40, A4[0] - 40
    g.box(L, 36, R - L, 48, fill=0.82, frame=False)
    g.text(L + 12, 58, EMPLOYER['name'], bold=True, size=15)
    g.text(L + 12, 74, EMPLOYER['address'] + '   Tel. (246) 432 7100', size=8)
    g.text(R - 12, 58, 'EMPLOYEE PAYSLIP', align='r', bold=True, size=12)
    g.text(R - 12, 74, 'Paid twice monthly', align='r', size=8)
    y = 104
    left = [('Employee', name), ('Address', address), ('NIS Number', f'{r.randint(100000, 999999)}'),
            ('Position', r.choice(['Front Desk Agent', 'Line Cook', 'Room Attendant', 'Pool Attendant', 'Bartender']))]
    right = [('Employee ID', f'CRB{r.randint(1000, 9999)}'), ('Pay Period', f'{date(start)} to {date(end)}'),
             ('Pay Date', date(pay)), ('Paid to', f'CIBC FirstCaribbean ****{r.randint(1000, 9999)}')]
    for (a, b), (c, dd) in zip(left, right):
        g.text(L, y, a, size=8)
        g.text(L + 62, y, b, bold=True, size=8.5)
        g.text(300, y, c, size=8)
        g.text(362, y, dd, bold=True, size=8.5)
        y += 14
    y += 10
    g.rule(L, y - 12, R, y - 12, 0.8)
    for x, t, a in ((L, 'EARNINGS', 'l'), (280, 'Hours', 'r'), (340, 'Rate', 'r'), (430, 'Current', 'r'), (R, 'Year to Date', 'r')):
        g.text(x, y, t, align=a, bold=True, size=8.5)
    g.rule(L, y + 4, R, y + 4, 0.4)
    y += 17
    hours = {'Regular Hours': (regular, rate), 'Overtime @ 1.5': (ot, ot_rate), 'Public Holiday @ 2.0': (hol, hol_rate)}
    for nm, cur, ytd in ledger.lines(0):
        g.text(L, y, nm, size=8.5)
        if cur and nm in hours:
            h, rr = hours[nm]
            g.text(280, y, f'{h:.2f}', align='r', size=8.5)
            g.text(340, y, usd(rr), align='r', size=8.5)
        if cur:
            g.text(430, y, usd(cur), align='r', size=8.5)
        g.text(R, y, usd(ytd), align='r', size=8.5)
        y += 13
    g.rule(L, y - 8, R, y - 8, 0.4)
    g.text(L, y + 2, 'Gross Earnings', bold=True, size=8.5)
    g.text(430, y + 2, usd(ledger.gross()), align='r', bold=True, size=8.5)
    g.text(R, y + 2, usd(ledger.ytd_gross()), align='r', bold=True, size=8.5)
    y += 28
    g.rule(L, y - 12, R, y - 12, 0.8)
    for x, t, a in ((L, 'DEDUCTIONS', 'l'), (340, 'Current', 'r'), (430, 'Year to Date', 'r'), (R, 'Employer', 'r')):
        g.text(x, y, t, align=a, bold=True, size=8.5)
    g.rule(L, y + 4, R, y + 4, 0.4)
    y += 17
    for nm, cur, ytd in ledger.lines(1):
        g.text(L, y, nm, size=8.5)
        if nm.startswith('National Insurance') and cur:
            g.text(R, y, usd(ledger.extra('nis_er')) + ' (12.75%)', align='r', size=8.5)
        if cur:
            g.text(340, y, usd(cur), align='r', size=8.5)
        g.text(430, y, usd(ytd), align='r', size=8.5)
        y += 13
    g.rule(L, y - 8, R, y - 8, 0.4)
    g.text(L, y + 2, 'Total Deductions', bold=True, size=8.5)
    g.text(340, y + 2, usd(ledger.total_deductions()), align='r', bold=True, size=8.5)
    g.text(430, y + 2, usd(ledger.ytd_deductions()), align='r', bold=True, size=8.5)
    y += 26
    g.box(L, y, R - L, 30, fill=0.88, frame=True)
    g.text(L + 10, y + 19, 'NET PAY', bold=True, size=12)
    g.text(R - 10, y + 19, usd(ledger.net()), align='r', bold=True, size=12)
    y += 46
    g.box(L, y, 260, 58, fill=0.94, frame=True)
    g.text(L + 8, y + 13, 'Year to Date Summary', bold=True, size=8.5)
    for k, (a, v) in enumerate((('Gross Earnings', ledger.ytd_gross()), ('Total Deductions', ledger.ytd_deductions()),
                                ('Net Pay', ledger.ytd_net()))):
        g.text(L + 8, y + 27 + k * 12, a, size=8.5)
        g.text(L + 250, y + 27 + k * 12, usd(v), align='r', size=8.5)
    g.text(320, y + 13, f'Vacation days remaining: {r.randint(3, 15)}', size=8)
    g.text(320, y + 27, f'Employer NIS YTD: {usd(ledger.ytd_extra("nis_er"))}', size=8)
    g.text(L, A4[1] - 40, 'All amounts in Barbados dollars. Please report any discrepancy to Human Resources within 7 days.', size=7)
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'SEMI_MONTHLY',
              lambda nm: 'Taxes' if nm.startswith(('Income Tax', 'National Insurance')) else 'After-tax deductions')
    return g, t
