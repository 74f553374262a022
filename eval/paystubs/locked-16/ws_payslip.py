"""`ws-payslip`: a Samoan resort's weekly or fortnightly payslip, written by FreeHEP's PDFGraphics2D (Java's
SansSerif, written as the standard Helvetica, A4): a grey band across the top with the employer, the
employee's details in two ruled columns, **EARNINGS and DEDUCTIONS as two tables one under the other**
(Description / Units / Rate / This Pay / Year to Date; the loans with a **Balance owing** column after
the YTD), PAYE by the year's bands on the pay annualised, SNPF 7% and the ACC levy 1%, dates `17 April
2026` (the month in full), figures `1,234.56`, `WS$` on the net and the totals."""
import datetime as dt

from common import A4, Drawing, Ledger, bands, money, rng, truth, weekly_periods

LAYOUT = 'ws-payslip'
RENDERER = ('freehep',)
EMPLOYER = {'name': 'Lalomanu Beach Resort Limited', 'address': 'Main South Coast Road, Lalomanu, Upolu'}
# name, address, frequency, periods paid, hourly rate in cents, position
PEOPLE = [
    ('Tavita Leota', 'Vaitele-uta, Faleata West', 'WEEKLY', 14, 6_25, 'Kitchen Hand'),
    ('Sina Faleolo', 'Lotopa, Faleata East', 'BIWEEKLY', 11, 9_80, 'Front Office Supervisor'),
    ('Iosefa Tuilagi', 'Saleimoa, Gagaemauga No. 1', 'WEEKLY', 27, 5_90, 'Groundsman'),
    ('Malia Aiono', 'Moata\'a, Vaimauga West', 'BIWEEKLY', 20, 12_40, 'Accounts Officer'),
    ('Pita Schuster', 'Falealili, Safata', 'WEEKLY', 41, 7_10, 'Maintenance Technician'),
]
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 1, 2), dt.date(2026, 4, 3), dt.date(2026, 4, 6), dt.date(2026, 5, 11),
            dt.date(2026, 6, 1), dt.date(2026, 6, 2), dt.date(2026, 8, 10), dt.date(2026, 10, 12), dt.date(2026, 12, 25)}
TAX = [(15_000_00, 0.0), (25_000_00, 0.20), (None, 0.27)]  # a year
PAYE = 'PAYE Income Tax'
SNPF = 'SNPF Employee 7%'
ACC = 'ACC Levy 1%'
LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
        'November', 'December']
LOANS = {'SNPF Member Loan': 4_800_00, 'Hire Purchase - Ah Liki Wholesale': 1_950_00}


def date(d):
    return f'{d.day} {LONG[d.month - 1]} {d.year}'


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
            e['Service Charge Share'] = r.choice([45_00, 62_50, 80_00]) * weeks
        if n in (2, 4):
            e['Meal Allowance'] = 25_00 * weeks
        if k <= uniform_until:
            e['Uniform Allowance'] = 15_00 * weeks
        gross = sum(e.values())
        d[PAYE] = int(round(bands(gross * per_year, TAX) / per_year))
        d[SNPF] = int(round(gross * 0.07))
        d[ACC] = int(round(gross * 0.01))
        if n in (1, 3, 4, 5):
            d['Church Offering (EFKS Lalomanu)'] = 20_00 * weeks
        if n in (2, 4):
            d['SNPF Member Loan'] = 60_00 * weeks
        if k <= hp_until:
            d['Hire Purchase - Ah Liki Wholesale'] = 35_00 * weeks
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
    g.text(L + 10, 70, EMPLOYER['address'] + '   Ph 41 2' + str(r.randint(100, 999)), size=8)
    g.text(R - 10, 55, 'PAYSLIP', align='r', bold=True, size=15)
    g.text(R - 10, 70, ('Weekly' if days == 7 else 'Fortnightly') + f' pay no. {count}', align='r', size=8.5)
    left = [('Employee', name), ('Address', address), ('Position', position),
            ('Employee ID', f'LBR{r.randint(100, 999)}')]
    right = [('Pay period from', date(start)), ('Pay period to', date(end)), ('Date paid', date(pay)),
             ('SNPF member no.', f'{r.randint(10000, 99999)}')]
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
    g.text(R - 8, y, f'WS${money(ledger.net())}', align='r', bold=True, size=11)
    g.text(308, y + 16, 'Net pay year to date', size=8)
    g.text(R - 8, y + 16, f'WS${money(ledger.ytd_net())}', align='r', size=8)
    g.text(L, y, f'Paid to ANZ Samoa account ending {r.randint(1000, 9999)}', size=8)
    g.text(L, y + 13, f'Annual leave balance {r.randint(3, 14)}.{r.choice([0, 5])} days', size=8)
    y += 46
    snpf_er = int(round(ledger.gross() * 0.07))
    g.text(L, y, f'Employer contributions this pay: SNPF 7% WS${money(snpf_er)}, ACC 1% WS${money(int(round(ledger.gross() * 0.01)))}. All amounts in Samoan tala (WST).', size=7.5)
    sections = {PAYE: 'Taxes', SNPF: 'Taxes', ACC: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
