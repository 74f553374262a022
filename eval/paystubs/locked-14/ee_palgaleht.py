"""`ee-palgaleht`: an Estonian logistics firm's monthly payslip in Estonian and English, painted by
gl2ps (Helvetica, A4): figures `1 234,56 EUR` (a space between thousands, a decimal comma, `EUR` after), dates `31.03.2026`, a deduction table with employee and employer columns, and a framed summary
of the year-to-date figures."""
from common import (A4, Drawing, Ledger, cents, monthly_periods, rng, truth)

LAYOUT = 'ee-palgaleht'
RENDERER = ('gl2ps', 'Helvetica')
EMPLOYER = {'name': 'Põhjaranniku Logistika OÜ', 'address': 'Peterburi tee 46, 11415 Tallinn'}
# name, address, month printed, monthly salary in cents, funded pension rate, hourly overtime?
PEOPLE = [
    ('Kadri Tamm', 'Mustamäe tee 112-14, 12916 Tallinn', 3, 2_150_00, 0.02),
    ('Märt Kask', 'Riia 27-5, 50405 Tartu', 5, 1_780_00, 0.04),
    ('Liis Saar', 'Pärnu mnt 140-33, 11317 Tallinn', 8, 2_640_00, 0.02),
    ('Andres Rebane', 'Tööstuse 9-2, 80010 Pärnu', 10, 1_520_00, 0.06),
    ('Triin Mägi', 'Kalevi 3-18, 20104 Narva', 12, 1_960_00, 0.02),
]
EXEMPT = 700_00  # the basic exemption a month


def money(c):
    c = abs(c)
    whole = f'{c // 100:,}'.replace(',', ' ')
    return f'{whole},{c % 100:02d}'


def eur(c):
    return f'{money(c)} EUR'


def date(d):
    return d.strftime('%d.%m.%Y')


def make(n):
    name, address, month, salary, pension = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    hourly = int(round(salary / 168))
    ot_rate = int(round(hourly * 1.5))
    pens_name = f'Funded pension II pillar {int(pension * 100)}%'
    ledger = Ledger(['Basic salary', 'Overtime 1.5', 'Night work 1.25', 'Remote work allowance', 'Holiday pay', 'Performance bonus'])
    remote_until = month - r.choice([2, 3]) if n in (1, 3, 5) else 0
    advance_month = r.choice([1, 2]) if n in (2, 4) else 0
    sport_from = 1 if n != 4 else 99
    hours_log = []
    employer = []
    for m, _ in enumerate(periods, start=1):
        e, d = {}, {}
        e['Basic salary'] = salary
        ot = r.choice([0, 0, 4, 6, 8, 12]) if m != month else r.choice([5, 7, 9.5])
        night = r.choice([0, 8, 16]) if n in (2, 4) else 0
        hours_log.append((ot, night))
        if ot:
            e['Overtime 1.5'] = int(round(ot * ot_rate))
        if night:
            e['Night work 1.25'] = int(round(night * hourly * 0.25))
        if m <= remote_until:
            e['Remote work allowance'] = 40_00
        if m in (2, 7) and n != 5:
            e['Holiday pay'] = cents(r.choice([310, 420, 515.5]))
        if m == 4 and n in (3, 5):
            e['Performance bonus'] = 250_00
        gross = sum(e.values())
        ui = int(round(gross * 0.016))
        pens = int(round(gross * pension))
        d['Income tax 22%'] = int(round(max(0, gross - ui - pens - EXEMPT) * 0.22))
        d['Unemployment insurance 1.6%'] = ui
        d[pens_name] = pens
        if m >= sport_from:
            d['Sports compensation (MyFitness)'] = 29_90
        if n in (1, 3):
            d['Trade union fee (ETTA)'] = int(round(salary * 0.01))
        if m == advance_month:
            d['Salary advance'] = 300_00
        employer.append((int(round(gross * 0.33)), int(round(gross * 0.008))))
        ledger.add(e, d, {'ot': ot, 'night': night})
    ot, night = hours_log[-1]
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 44, A4[0] - 44
    g.text(L, 56, EMPLOYER['name'], bold=True, size=13)
    g.text(L, 69, f'{EMPLOYER["address"]}  ·  Reg. code 1{r.randint(1000000, 1999999)}  ·  KMKR EE10{r.randint(1000000, 9999999)}', size=7.5)
    g.text(R, 56, 'PALGALEHT / PAYSLIP', align='r', bold=True, size=13)
    g.text(R, 69, f'{start.strftime("%m/%Y")}', align='r', size=8.5)
    g.rule(L, 78, R, 78, 1.0)
    rows = [('Töötaja / Employee', name, 'Arvestusperiood / Period', f'{date(start)} - {date(end)}'),
            ('Aadress / Address', address, 'Väljamakse / Paid on', date(pay)),
            ('Isikukood / ID code', f'{r.choice([3, 4, 4, 6])}{r.randint(7000000000, 9999999999)}', 'Arvelduskonto / IBAN', f'EE{r.randint(10, 99)} 2200 2210 {r.randint(1000, 9999)} {r.randint(1000, 9999)}'),
            ('Ametikoht / Position', r.choice(['Warehouse operator', 'Dispatcher', 'Forklift driver', 'Customs clerk']), 'Tabelinumber / No.', f'{r.randint(100, 999)}')]
    y = 94
    for a, b, c, dd in rows:
        g.text(L, y, a, size=7.5)
        g.text(L, y + 10, b, bold=True, size=9)
        g.text(300, y, c, size=7.5)
        g.text(300, y + 10, dd, bold=True, size=9)
        y += 26
    y += 6
    g.box(L, y - 11, R - L, 15, fill=0.88, frame=False)
    g.text(L + 4, y, 'Arvestused / Earnings', bold=True, size=8.5)
    for x, t in ((300, 'Tunnid / Hours'), (360, 'Määr / Rate'), (445, 'Kuu / Month'), (R - 4, 'Aasta algusest / YTD')):
        g.text(x, y, t, align='r', bold=True, size=7.5)
    y += 16
    for nm, cur, ytd in ledger.lines(0):
        g.text(L + 4, y, nm, size=8.5)
        if nm == 'Basic salary':
            g.text(300, y, '168,00', align='r', size=8.5)
            g.text(360, y, money(hourly), align='r', size=8.5)
        if nm == 'Overtime 1.5' and cur:
            g.text(300, y, f'{ot:.2f}'.replace('.', ','), align='r', size=8.5)
            g.text(360, y, money(ot_rate), align='r', size=8.5)
        if nm == 'Night work 1.25' and cur:
            g.text(300, y, f'{night:.2f}'.replace('.', ','), align='r', size=8.5)
            g.text(360, y, money(int(round(hourly * 0.25))), align='r', size=8.5)
        if cur:
            g.text(445, y, eur(cur), align='r', size=8.5)
        g.text(R - 4, y, eur(ytd), align='r', size=8.5)
        y += 13
    g.rule(L, y - 8, R, y - 8, 0.4)
    g.text(L + 4, y + 2, 'Brutopalk / Gross pay', bold=True, size=8.5)
    g.text(445, y + 2, eur(ledger.gross()), align='r', bold=True, size=8.5)
    g.text(R - 4, y + 2, eur(ledger.ytd_gross()), align='r', bold=True, size=8.5)
    y += 24
    g.box(L, y - 11, R - L, 15, fill=0.88, frame=False)
    g.text(L + 4, y, 'Kinnipidamised / Deductions', bold=True, size=8.5)
    for x, t in ((360, 'Töötaja / Employee'), (445, 'Aasta algusest / YTD'), (R - 4, 'Tööandja / Employer')):
        g.text(x, y, t, align='r', bold=True, size=7.5)
    y += 16
    soc, uie = employer[-1]
    for nm, cur, ytd in ledger.lines(1):
        g.text(L + 4, y, nm, size=8.5)
        if cur:
            g.text(360, y, eur(cur), align='r', size=8.5)
        g.text(445, y, eur(ytd), align='r', size=8.5)
        if nm.startswith('Unemployment'):
            g.text(R - 4, y, eur(uie) + ' (0,8%)', align='r', size=8.5)
        y += 13
    g.text(L + 4, y, 'Social tax 33% (employer only)', size=8.5)
    g.text(R - 4, y, eur(soc), align='r', size=8.5)
    y += 13
    g.rule(L, y - 8, R, y - 8, 0.4)
    g.text(L + 4, y + 2, 'Kinnipidamised kokku / Total deductions', bold=True, size=8.5)
    g.text(360, y + 2, eur(ledger.total_deductions()), align='r', bold=True, size=8.5)
    g.text(445, y + 2, eur(ledger.ytd_deductions()), align='r', bold=True, size=8.5)
    y += 26
    g.box(L, y, 250, 62, frame=True)
    g.text(L + 8, y + 14, 'Aasta algusest / Year to date', bold=True, size=8.5)
    for k, (a, v) in enumerate((('Gross pay', ledger.ytd_gross()), ('Deductions', ledger.ytd_deductions()),
                                ('Net pay', ledger.ytd_net()))):
        g.text(L + 8, y + 28 + k * 12, a, size=8.5, bold=k == 2)
        g.text(L + 240, y + 28 + k * 12, eur(v), align='r', size=8.5, bold=k == 2)
    g.box(320, y, R - 320, 62, fill=0.9, frame=True)
    g.text(330, y + 22, 'Netopalk / Net pay', bold=True, size=10)
    g.text(R - 10, y + 46, eur(ledger.net()), align='r', bold=True, size=14)
    y += 84
    g.text(L, y, f'Puhkusepäevi jääk / Holiday balance: {r.randint(4, 28)} days.   Tulumaksuvaba miinimum / Basic exemption applied: {eur(EXEMPT)}', size=7.5)
    g.text(L, A4[1] - 40, 'Palgaleht on koostatud elektrooniliselt ja kehtib allkirjata. / Issued electronically; valid without a signature.', size=7)
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: 'Taxes' if nm.startswith(('Income tax', 'Unemployment')) else
              ('Pre-tax deductions' if nm.startswith('Funded pension') else 'After-tax deductions'))
    return g, t
