"""`to-payslip`: a Tongan resort's weekly or fortnightly payslip in English, written by Horde_Pdf
(Helvetica, A4): a grey band across the top with the employer, the employee's details in two ruled
columns, **EARNINGS and DEDUCTIONS as two tables one under the other** (Description / Units / Rate / This
Pay / Year to Date; the loans with a **Balance owing** column after the YTD), PAYE by the year's bands
on the pay annualised, the Retirement Fund 5% and a health levy 1%, dates `17-Apr-2026` (the month
abbreviated, hyphens), figures `1,234.56`, `T$` on the net and the totals."""
import datetime as dt

from common import A4, Drawing, Ledger, bands, money, rng, truth, weekly_periods

LAYOUT = 'to-payslip'
RENDERER = ('horde',)
EMPLOYER = {'name': 'Ha\'atafu Reef Resort Limited', 'address': 'Hihifo Road, Ha\'atafu, Tongatapu'}
# name, address, frequency, periods paid, hourly rate in cents, position
PEOPLE = [
    ('Sione Taufa', 'Kolofo\'ou, Nuku\'alofa', 'WEEKLY', 15, 6_50, 'Kitchen Hand'),
    ('Mele Tonga Fifita', 'Ma\'ufanga, Nuku\'alofa', 'BIWEEKLY', 12, 10_20, 'Front Office Supervisor'),
    ('Viliami Havili', 'Kolovai, Hihifo', 'WEEKLY', 29, 5_80, 'Groundsman'),
    ('Losana Kauvaka', 'Haveluloto, Kolomotu\'a', 'BIWEEKLY', 19, 13_10, 'Accounts Officer'),
    ('Tevita Moala', 'Fua\'amotu, Tatakamotonga', 'WEEKLY', 43, 7_40, 'Maintenance Technician'),
]
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 4, 3), dt.date(2026, 4, 6), dt.date(2026, 4, 27), dt.date(2026, 6, 4),
            dt.date(2026, 7, 3), dt.date(2026, 9, 17), dt.date(2026, 11, 4), dt.date(2026, 12, 4), dt.date(2026, 12, 25)}
TAX = [(12_000_00, 0.0), (30_000_00, 0.10), (50_000_00, 0.20), (None, 0.25)]  # a year
PAYE = 'PAYE Income Tax'
SNPF = 'Retirement Fund Employee 5%'
ACC = 'Health Levy 1%'
MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
        'November', 'December']
LOANS = {'Retirement Fund Member Loan': 4_500_00, 'Hire Purchase - Fung Mailau Stores': 1_850_00}


def date(d):
    return f'{d.day:02d}-{MON[d.month - 1]}-{d.year}'


def make(n):
    name, address, freq, count, rate, position = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    days = 7 if freq == 'WEEKLY' else 14
    weeks = days // 7
    periods = weekly_periods(count, days, dt.date(2026, 1, 4) if days == 7 else dt.date(2026, 1, 11), 4)
    per_year = 52 // weeks
    ledger = Ledger(['Ordinary Hours', 'Overtime 1.5', 'Public Holiday 2.0', 'Service Charge Share', 'Meal Allowance',
                     'Uniform Allowance', 'Christmas Bonus'])
    uniform_until = count - r.choice([2, 3]) if n in (1, 3, 5) else 0
    hp_until = count - r.choice([1, 2]) if n in (2, 3, 5) else 0
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        hol = [x for x in HOLIDAYS if start <= x <= end and x.weekday() < 5]
        ordinary = 40 * weeks - 8 * len(hol)
        e['Ordinary Hours'] = ordinary * rate
        ot = r.choice([0, 3, 5, 8]) * weeks if k != count else r.choice([4, 6]) * weeks
        if ot:
            e['Overtime 1.5'] = int(round(ot * rate * 1.5))
        if hol:
            e['Public Holiday 2.0'] = 8 * len(hol) * rate * 2
        if n != 4:
            e['Service Charge Share'] = r.choice([40_00, 55_50, 72_00]) * weeks
        if n in (2, 4):
            e['Meal Allowance'] = 25_00 * weeks
        if k <= uniform_until:
            e['Uniform Allowance'] = 15_00 * weeks
        gross = sum(e.values())
        d[PAYE] = int(round(bands(gross * per_year, TAX) / per_year))
        d[SNPF] = int(round(gross * 0.05))
        d[ACC] = int(round(gross * 0.01))
        if n in (1, 3, 4, 5):
            d['Church Offering (Free Wesleyan, Kolovai)'] = 25_00 * weeks
        if n in (2, 4):
            d['Retirement Fund Member Loan'] = 55_00 * weeks
        if k <= hp_until:
            d['Hire Purchase - Fung Mailau Stores'] = 32_00 * weeks
        if n in (1, 5) and k in (3, 4):
            d['Salary Advance'] = 100_00
        if n == 2:
            d['Staff Medical Scheme'] = 18_50 * weeks
        ledger.add(e, d, {'ordinary': ordinary, 'ot': ot, 'hol': 8 * len(hol)})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 40, 555
    g.box(L, 36, R - L, 44, fill=0.88, frame=False)
    g.text(L + 10, 55, EMPLOYER['name'], bold=True, size=13)
    g.text(L + 10, 70, EMPLOYER['address'] + '   Ph 41 ' + str(r.randint(100, 999)), size=8)
    g.text(R - 10, 55, 'PAYSLIP', align='r', bold=True, size=15)
    g.text(R - 10, 70, ('Weekly' if days == 7 else 'Fortnightly') + f' pay no. {count}', align='r', size=8.5)
    left = [('Employee', name), ('Address', address), ('Position', position),
            ('Employee ID', f'HRR{r.randint(100, 999)}')]
    right = [('Pay period from', date(start)), ('Pay period to', date(end)), ('Date paid', date(pay)),
             ('Retirement Fund no.', f'{r.randint(10000, 99999)}')]
    y = 100
    for k in range(4):
        g.text(L, y, left[k][0], size=8)
        g.text(L + 70, y, left[k][1], bold=k == 0, size=9)
        g.text(320, y, right[k][0], size=8)
        g.text(410, y, right[k][1], bold=k < 2, size=9)
        g.rule(L, y + 4, 300, y + 4, 0.3)
        g.rule(320, y + 4, R, y + 4, 0.3)
        y += 15
    y += 20
    X_U, X_R, X_T, X_Y, X_B = 290, 350, 420, 490, R - 2

    def heads(y, title, cols):
        g.rule(L, y - 11, R, y - 11, 0.8)
        g.text(L + 2, y, title, bold=True, size=9)
        for x, s in cols:
            g.text(x, y, s, align='r', bold=True, size=8)
        g.rule(L, y + 4, R, y + 4, 0.4)
        return y + 16

    y = heads(y, 'EARNINGS', [(X_U, 'Units'), (X_R, 'Rate'), (X_T, 'This Pay'), (X_Y, 'Year to Date')])
    units = {'Ordinary Hours': ('ordinary', rate), 'Overtime 1.5': ('ot', int(round(rate * 1.5))), 'Public Holiday 2.0': ('hol', rate * 2)}
    for nm, cur, ytd in ledger.lines(0):
        g.text(L + 2, y, nm, size=8.5)
        if cur and nm in units:
            key, rt = units[nm]
            g.text(X_U, y, f'{ledger.extra(key):.2f}', align='r', size=8.5)
            g.text(X_R, y, money(rt), align='r', size=8.5)
        if cur:
            g.text(X_T, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        y += 13
    g.text(L + 2, y + 2, 'GROSS PAY', bold=True, size=9)
    g.text(X_T, y + 2, money(ledger.gross()), align='r', bold=True, size=9)
    g.text(X_Y, y + 2, money(ledger.ytd_gross()), align='r', bold=True, size=9)
    y += 30
    y = heads(y, 'DEDUCTIONS', [(X_T, 'This Pay'), (X_Y, 'Year to Date'), (X_B, 'Balance owing')])
    for nm, cur, ytd in ledger.lines(1):
        g.text(L + 2, y, nm, size=8.5)
        if cur:
            g.text(X_T, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        if nm in LOANS:
            g.text(X_B, y, money(max(0, LOANS[nm] - ytd)), align='r', size=8.5)
        y += 13
    g.text(L + 2, y + 2, 'TOTAL DEDUCTIONS', bold=True, size=9)
    g.text(X_T, y + 2, money(ledger.total_deductions()), align='r', bold=True, size=9)
    g.text(X_Y, y + 2, money(ledger.ytd_deductions()), align='r', bold=True, size=9)
    y += 34
    g.box(300, y - 16, R - 300, 40, fill=0.88, frame=True)
    g.text(308, y, 'NET PAY', bold=True, size=11)
    g.text(R - 8, y, f'T${money(ledger.net())}', align='r', bold=True, size=11)
    g.text(308, y + 16, 'Net pay year to date', size=8)
    g.text(R - 8, y + 16, f'T${money(ledger.ytd_net())}', align='r', size=8)
    g.text(L, y, f'Paid to ANZ Tonga account ending {r.randint(1000, 9999)}', size=8)
    g.text(L, y + 13, f'Annual leave balance {r.randint(3, 14)}.{r.choice([0, 5])} days', size=8)
    y += 46
    fund_er = int(round(ledger.gross() * 0.05))
    g.text(L, y, f'Employer contribution this pay: Retirement Fund 5% T${money(fund_er)}. All amounts in Tongan pa\'anga (TOP).', size=7.5)
    sections = {PAYE: 'Taxes', SNPF: 'Taxes', ACC: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
