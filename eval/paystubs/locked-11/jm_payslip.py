"""`jm-payslip`: a Jamaican hourly pay slip, weekly or fortnightly (PHP TCPDF, Carlito, Letter)."""
from common import LETTER, PER_YEAR, Ledger, Page, cents, money, periods, rng_of, truth

LAYOUT = 'jm-payslip'
EMPLOYER = {'name': 'Blue Mahoe Hotels & Resorts Ltd.', 'address': '12 Gloucester Avenue, Montego Bay, St. James'}
PEOPLE = [
    ('Shanice Campbell', '5 Barnett Street, Montego Bay, St. James', 'WEEKLY', 'Housekeeping Attendant', 1150.00),
    ('Dwayne A. Thompson', '23 Fairview Drive, Reading, St. James', 'BIWEEKLY', 'Line Cook', 1425.00),
    ('Keisha-Ann Morgan', '8 Church Street, Falmouth, Trelawny', 'WEEKLY', 'Front Desk Agent', 1290.00),
    ('Omar St. Aubyn Grant', '61 Orange Street, Lucea, Hanover', 'BIWEEKLY', 'Maintenance Technician', 1760.00),
    ('Tamara Williams-Reid', '14 Jarrett Terrace, Montego Bay, St. James', 'BIWEEKLY', 'Banquet Supervisor', 2105.00),
]
THRESHOLD = 1902360  # annual income tax threshold (J$)
NIS_CEILING = 5000000  # annual NIS wage ceiling (J$)
SECTIONS = {'Income Tax (PAYE)': 'Taxes', 'NIS': 'Taxes', 'NHT': 'Taxes', 'Education Tax': 'Taxes',
            'Pension (Approved)': 'Pre-tax deductions', 'Credit Union Savings': 'After-tax deductions',
            'Credit Union Loan': 'After-tax deductions', 'Union Dues (UAWU)': 'After-tax deductions',
            'Salary Advance': 'After-tax deductions', 'Canteen': 'After-tax deductions'}


def stub(k):
    name, address, freq, title, rate = PEOPLE[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    n = PER_YEAR[freq]
    weeks = 1 if freq == 'WEEKLY' else 2
    pay_index = r.randrange(8, 16) if freq == 'WEEKLY' else r.randrange(5, 9)
    pay_date = periods(freq)[pay_index][2]
    holiday_period = r.randrange(1, pay_index)  # Ash Wednesday or Easter worked
    advance_until = r.randrange(1, pay_index)
    hours_seq = [40 * weeks - r.choice([0, 0, 0, 4, 8]) for _ in range(pay_index + 1)]
    ot_seq = [r.choice([0, 0, 2.5, 4, 6, 8.5]) * weeks for _ in range(pay_index + 1)]

    def work(i, p, st):
        hours, ot = hours_seq[i], ot_seq[i]
        basic = cents(hours * rate * 100)
        otc = cents(ot * rate * 1.5 * 100)
        hol = cents(8 * rate * 2 * 100) if i == holiday_period else 0
        meal = 150000 * weeks
        earn = [('Basic Pay', basic, {'hours': hours, 'rate': rate}), ('Overtime 1.5x', otc, {'hours': ot, 'rate': rate * 1.5}),
                ('Public Holiday 2x', hol, {'hours': 8, 'rate': rate * 2}), ('Meal Allowance', meal, {})]
        gross = sum(c for _, c, _ in earn)
        nis = min(cents(gross * 0.03), cents(NIS_CEILING / n * 0.03 * 100))
        pension = cents(basic * 0.05) if k != 2 else 0
        stat = gross - nis - pension
        edu = cents(stat * 0.0225)
        nht = cents(gross * 0.02)
        paye = max(0, cents((stat - THRESHOLD / n * 100) * 0.25))
        cu = 200000 * weeks if k in (0, 3, 4) else 100000 * weeks
        cul = 425000 * weeks if k in (1, 3) else 0
        union = 35000 * weeks if k in (0, 1, 2) else 0
        adv = 500000 if i < advance_until and k in (0, 2, 4) else 0
        canteen = cents(r.choice([0, 1850, 2400, 3600]) * 100) if k in (1, 4) else 0
        ded = [('Income Tax (PAYE)', paye), ('NIS', nis), ('NHT', nht), ('Education Tax', edu), ('Pension (Approved)', pension),
               ('Credit Union Savings', cu), ('Credit Union Loan', cul), ('Union Dues (UAWU)', union), ('Salary Advance', adv), ('Canteen', canteen)]
        return {'earnings': earn, 'deductions': ded,
                'employer': [('Employer NIS (3%)', nis), ('Employer NHT (3%)', cents(gross * 0.03)), ('Employer Education Tax (3.5%)', cents(stat * 0.035)), ('HEART/NSTA Trust (3%)', cents(gross * 0.03))]}

    lg = Ledger(freq, pay_date, work)
    return lg, {'name': name, 'address': address}, {'title': title, 'trn': f'1{23 + 7 * k:02d}-{481 + 13 * k:03d}-{662 + 29 * k:03d}',
                                                   'nis': f'{"ABCDE"[k]}{"FGHJK"[k]}{406612 + 3131 * k}', 'no': f'BMH-{1043 + 58 * k}'}


def dmy(d):
    return d.strftime('%d-%b-%Y')


def draw(k, lg, emp, meta):
    pg = Page()
    W = LETTER[0]
    L, R = 36, W - 36
    start, end, pay = lg.period
    pg.t(L, 50, EMPLOYER['name'], 15, True)
    pg.t(L, 64, EMPLOYER['address'] + ', Jamaica', 9)
    pg.t(L, 76, 'Employer TRN: 001-224-917   NIS Employer No.: 0127764', 8.5)
    pg.t(R, 50, 'PAY SLIP', 16, True, 'r')
    pg.t(R, 64, 'Fortnightly' if lg.freq == 'BIWEEKLY' else 'Weekly', 9, False, 'r')
    pg.line(L, 86, R, 86, 1.0)
    info = [('Employee', emp['name'], 'Pay Period', f'{dmy(start)} - {dmy(end)}'),
            ('Employee No.', meta['no'], 'Pay Date', dmy(pay)),
            ('Position', meta['title'], 'Pay No.', str(lg.index)),
            ('TRN', meta['trn'], 'NIS No.', meta['nis'])]
    y = 102
    for a, b, c, d in info:
        pg.t(L, y, a + ':', 9, True)
        pg.t(L + 70, y, b, 9)
        pg.t(330, y, c + ':', 9, True)
        pg.t(395, y, d, 9)
        y += 13
    pg.t(L, y + 2, 'Address:', 9, True)
    pg.t(L + 70, y + 2, emp['address'], 9)
    y += 24
    # Earnings on the left, deductions on the right, each with Current and Year to Date.
    mid = 318
    pg.box(L, y, R - L, 16, 0.85)
    hy = y + 11.5
    pg.t(L + 3, hy, 'EARNINGS', 8.5, True)
    pg.t(162, hy, 'Hrs', 8.5, True, 'r')
    pg.t(200, hy, 'Rate', 8.5, True, 'r')
    pg.t(252, hy, 'Current', 8.5, True, 'r')
    pg.t(mid - 6, hy, 'YTD', 8.5, True, 'r')
    pg.t(mid + 4, hy, 'DEDUCTIONS', 8.5, True)
    pg.t(500, hy, 'Current', 8.5, True, 'r')
    pg.t(R - 3, hy, 'YTD', 8.5, True, 'r')
    y += 30
    earn, ded = lg.items['earnings'], lg.items['deductions']
    for i in range(max(len(earn), len(ded))):
        if i < len(earn):
            e = earn[i]
            pg.t(L + 3, y, e['name'], 8.5)
            if e['current'] is not None and 'hours' in e['extra']:
                pg.t(162, y, f"{e['extra']['hours']:.2f}", 8.5, False, 'r')
                pg.t(200, y, f"{e['extra']['rate']:,.2f}", 8.5, False, 'r')
            if e['current'] is not None:
                pg.t(252, y, money(e['current']), 8.5, False, 'r')
            pg.t(mid - 6, y, money(e['ytd']), 8.5, False, 'r')
        if i < len(ded):
            d = ded[i]
            pg.t(mid + 4, y, d['name'], 8.5)
            if d['current'] is not None:
                pg.t(500, y, money(d['current']), 8.5, False, 'r')
            pg.t(R - 3, y, money(d['ytd']), 8.5, False, 'r')
        y += 13
    pg.line(L, y - 8, R, y - 8, 0.5)
    pg.line(mid, y - 8 - 13 * max(len(earn), len(ded)) - 16, mid, y + 8, 0.5)
    pg.t(L + 3, y + 4, 'Gross Pay', 9, True)
    pg.t(252, y + 4, money(lg.gross), 9, True, 'r')
    pg.t(mid - 6, y + 4, money(lg.ytd_gross), 9, True, 'r')
    pg.t(mid + 4, y + 4, 'Total Deductions', 9, True)
    pg.t(500, y + 4, money(lg.gross - lg.net), 9, True, 'r')
    pg.t(R - 3, y + 4, money(lg.ytd_gross - lg.ytd_net), 9, True, 'r')
    y += 30
    pg.box(330, y - 2, R - 330, 22, 0.85)
    pg.t(336, y + 13, 'NET PAY', 11, True)
    pg.t(R - 6, y + 13, 'J$' + money(lg.net), 12, True, 'r')
    pg.t(L, y + 13, f'Net pay year to date: J${money(lg.ytd_net)}', 9)
    y += 46
    pg.t(L, y, 'Employer statutory contributions (not deducted from your pay)', 8.5, True)
    y += 13
    for e in lg.items['employer']:
        pg.t(L + 3, y, e['name'], 8.5)
        pg.t(252, y, money(e['current']), 8.5, False, 'r')
        pg.t(mid - 6, y, money(e['ytd']), 8.5, False, 'r')
        y += 12
    y += 14
    pg.t(L, y, f"Paid by direct deposit to NCB account ending {4402 + 97 * k}.  All amounts in Jamaican dollars (JMD).", 8.5)
    pg.t(L, y + 12, 'Income tax threshold applied: J$1,902,360 a year.', 8.5)
    return {'size': LETTER, 'title': f'Pay slip {pay.isoformat()}', 'pages': [pg.ops]}


def make(k):
    lg, emp, meta = stub(k)
    return truth(LAYOUT, EMPLOYER, emp, lg, SECTIONS), draw(k, lg, emp, meta)
