"""`us-nyc`: a New York City employer's salaried earnings statement (Qt QPdfWriter, Noto Serif, Letter)."""
from common import LETTER, PER_YEAR, Ledger, Page, bands, cents, money, periods, rng_of, truth

LAYOUT = 'us-nyc'
EMPLOYER = {'name': 'Halvorsen & Quist Architects PLLC', 'address': '55 Bleecker Street, 4th Floor, New York, NY 10012'}
PEOPLE = [
    ('Priya Raghunathan', '312 East 84th Street, Apt 5C, New York, NY 10028', 'SEMI_MONTHLY', 'Single', 96000),
    ('Marcus D. Oyelaran', '1470 Bedford Avenue, Apt 3R, Brooklyn, NY 11216', 'BIWEEKLY', 'Married', 132500),
    ('Elena Sokolova', '41-22 Ditmars Boulevard, Astoria, NY 11105', 'SEMI_MONTHLY', 'Married', 71250),
    ('Jonah Feldstein', '225 West 106th Street, Apt 9F, New York, NY 10025', 'BIWEEKLY', 'Single', 58400),
    ('Camila Restrepo-Hunt', '88 Jay Street, Unit 12B, Brooklyn, NY 11201', 'SEMI_MONTHLY', 'Single', 168000),
]
FED = {
    'Single': [(7500, 0), (19900, .10), (57900, .12), (113200, .22), (209275, .24), (263725, .32), (648100, .35), (None, .37)],
    'Married': [(19300, 0), (44100, .10), (120100, .12), (230700, .22), (422850, .24), (531750, .32), (788000, .35), (None, .37)],
}
NYS = [(8500, .04), (11700, .045), (13900, .0525), (80650, .055), (215400, .06), (1077550, .0685), (None, .0965)]
NYC = [(12000, .03078), (25000, .03762), (50000, .03819), (None, .03876)]
SECTIONS = {
    'Federal Income Tax': 'Taxes', 'Social Security': 'Taxes', 'Medicare': 'Taxes', 'NY State Income Tax': 'Taxes',
    'New York City Tax': 'Taxes', 'NY SDI': 'Taxes', 'NY Paid Family Leave': 'Taxes',
    '401(k) Pre-Tax': 'Pre-tax deductions', 'Medical Plan': 'Pre-tax deductions', 'Dental Plan': 'Pre-tax deductions',
    'Vision Plan': 'Pre-tax deductions', 'Transit (Pre-Tax)': 'Pre-tax deductions',
    'Roth 401(k)': 'After-tax deductions', 'United Way': 'After-tax deductions', 'Gym Membership': 'After-tax deductions',
}


def stub(k):
    name, address, freq, filing, salary = PEOPLE[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    n = PER_YEAR[freq]
    pay_index = r.randrange(4, 9) if freq == 'SEMI_MONTHLY' else r.randrange(4, 8)
    pay_date = periods(freq)[pay_index][2]
    k401 = r.choice([0.04, 0.05, 0.06, 0.08])
    medical = {'Single': 148.62, 'Married': 311.40}[filing] * 24 / n
    bonus_period = r.randrange(1, pay_index)
    bonus = cents(salary * r.choice([0.03, 0.05, 0.08]) * 100)
    uw_stop = r.randrange(1, pay_index)  # United Way pledge paid off before this stub

    def work(i, p, st):
        base = cents(salary * 100 / n)
        earn = [('Regular Salary', base), ('Bonus', bonus if i == bonus_period else 0)]
        gross = sum(c for _, c in earn)
        pre401 = cents(gross * k401)
        med, den, vis = cents(medical * 100), cents(18.40 * 24 / n * 100), cents(6.12 * 24 / n * 100)
        transit = cents(132.00 * 12 / n * 100)
        sec125 = med + den + vis + transit
        fica_wages = gross - sec125
        st['ss_wages'] = st.get('ss_wages', 0)
        ss_room = max(0, 18450000 - st['ss_wages'])
        ss = cents(min(fica_wages, ss_room) * 0.062)
        st['ss_wages'] += fica_wages
        medicare = cents(fica_wages * 0.0145)
        fit_wages = (gross - sec125 - pre401) / 100
        fed = cents(bands(fit_wages * n, FED[filing]) / n * 100)
        ny_wages = fit_wages * n - {'Single': 7400, 'Married': 7950}[filing]
        nys = cents(bands(max(0, ny_wages), NYS) / n * 100)
        nyc = cents(bands(max(0, ny_wages), NYC) / n * 100)
        sdi = min(cents(gross * 0.005), {'SEMI_MONTHLY': 130, 'BIWEEKLY': 120}[freq])
        pfl = min(cents(gross * 0.00432), cents(41191 / n))
        roth = cents(gross * 0.02) if k % 2 == 0 else 0
        uw = cents(20.00 * 24 / n * 100) if i < uw_stop else 0
        gym = 2500 if k in (1, 4) else 0
        ded = [('Federal Income Tax', fed), ('Social Security', ss), ('Medicare', medicare), ('NY State Income Tax', nys),
               ('New York City Tax', nyc), ('NY SDI', sdi), ('NY Paid Family Leave', pfl), ('401(k) Pre-Tax', pre401),
               ('Medical Plan', med), ('Dental Plan', den), ('Vision Plan', vis), ('Transit (Pre-Tax)', transit),
               ('Roth 401(k)', roth), ('United Way', uw), ('Gym Membership', gym)]
        match = cents(min(gross * k401, gross * 0.04) * 1.0)
        return {'earnings': earn, 'deductions': ded, 'employer': [('401(k) Match', match)],
                'info': {'fit_wages': fit_wages}}

    lg = Ledger(freq, pay_date, work)
    emp = {'name': name, 'address': address}
    return lg, emp, {'filing': filing, 'salary': salary, 'k401': k401, 'id': f'{48000 + 137 * (k + 3)}'}


def draw(k, lg, emp, meta):
    pg = Page()
    W = LETTER[0]
    L, R = 40, W - 40
    start, end, pay = lg.period
    mdy = lambda d: d.strftime('%m/%d/%Y')
    pg.t(L, 52, EMPLOYER['name'], 13, True)
    street, floor, city, st_zip = [s.strip() for s in EMPLOYER['address'].split(',')]
    pg.t(L, 66, f'{street}, {floor}', 8.5)
    pg.t(L, 77, f'{city}, {st_zip}', 8.5)
    pg.t(R, 52, 'Earnings Statement', 14, True, 'r')
    pg.t(R, 66, f'Advice No. {70031 + 211 * k + lg.index}', 8.5, False, 'r')
    pg.line(L, 88, R, 88, 1.2)
    # Employee block on the left, the pay facts on the right.
    pg.t(L, 106, emp['name'].upper(), 10, True)
    a = [s.strip() for s in emp['address'].split(',')]
    pg.t(L, 119, ', '.join(a[:-2]), 8.5)
    pg.t(L, 130, f'{a[-2]}, {a[-1]}', 8.5)
    facts = [('Employee ID', meta['id']), ('Pay Date', mdy(pay)), ('Period Start', mdy(start)), ('Period End', mdy(end)),
             ('Pay Frequency', {'SEMI_MONTHLY': 'Semi-Monthly', 'BIWEEKLY': 'Biweekly'}[lg.freq]),
             ('Federal Filing Status', meta['filing']), ('NY Filing Status', meta['filing']), ('Work Location', 'NYC Resident')]
    for i, (label, v) in enumerate(facts):
        pg.t(360, 104 + 11 * i, label, 8)
        pg.t(R, 104 + 11 * i, v, 8, False, 'r')
    y = 204
    # Earnings table.
    pg.box(L, y - 11, R - L, 15, 0.86)
    pg.t(L + 4, y, 'Earnings', 9, True)
    pg.t(330, y, 'Rate', 8.5, True, 'r')
    pg.t(440, y, 'This Period', 8.5, True, 'r')
    pg.t(R - 4, y, 'Year to Date', 8.5, True, 'r')
    y += 16
    for e in lg.items['earnings']:
        pg.t(L + 4, y, e['name'], 8.5)
        if e['name'] == 'Regular Salary':
            pg.t(330, y, f"{meta['salary']:,}.00 / yr", 8, False, 'r')
        if e['current'] is not None:
            pg.t(440, y, money(e['current']), 8.5, False, 'r')
        pg.t(R - 4, y, money(e['ytd']), 8.5, False, 'r')
        y += 12
    pg.line(L, y - 7, R, y - 7, 0.4)
    pg.t(L + 4, y + 3, 'Gross Pay', 9, True)
    pg.t(440, y + 3, '$' + money(lg.gross), 9, True, 'r')
    pg.t(R - 4, y + 3, '$' + money(lg.ytd_gross), 9, True, 'r')
    y += 30
    for title, sec in (('Taxes', 'Taxes'), ('Pre-Tax Deductions', 'Pre-tax deductions'), ('After-Tax Deductions', 'After-tax deductions')):
        rows = [d for d in lg.items['deductions'] if SECTIONS[d['name']] == sec]
        if not rows:
            continue
        pg.box(L, y - 11, R - L, 15, 0.86)
        pg.t(L + 4, y, title, 9, True)
        pg.t(440, y, 'This Period', 8.5, True, 'r')
        pg.t(R - 4, y, 'Year to Date', 8.5, True, 'r')
        y += 16
        for d in rows:
            pg.t(L + 4, y, d['name'], 8.5)
            if d['current'] is not None:
                pg.t(440, y, money(d['current']), 8.5, False, 'r')
            pg.t(R - 4, y, money(d['ytd']), 8.5, False, 'r')
            y += 12
        pg.line(L, y - 7, R, y - 7, 0.4)
        cur = sum(d['current'] or 0 for d in rows)
        ytd = sum(d['ytd'] for d in rows)
        pg.t(L + 4, y + 3, f'Total {title}', 8.5, True)
        pg.t(440, y + 3, money(cur), 8.5, True, 'r')
        pg.t(R - 4, y + 3, money(ytd), 8.5, True, 'r')
        y += 28
    pg.box(L, y - 12, R - L, 18, 0.80)
    pg.t(L + 4, y + 1, 'Net Pay', 11, True)
    pg.t(440, y + 1, '$' + money(lg.net), 11, True, 'r')
    pg.t(R - 4, y + 1, '$' + money(lg.ytd_net), 11, True, 'r')
    y += 30
    m = lg.items['employer'][0]
    pg.t(L, y, 'Company-paid benefits (not deducted from your pay)', 8.5, True)
    pg.t(L + 4, y + 12, 'Retirement plan matching contribution', 8)
    pg.t(440, y + 12, money(m['current'] or 0), 8, False, 'r')
    pg.t(R - 4, y + 12, money(m['ytd']), 8, False, 'r')
    y += 36
    pg.t(L, y, 'Direct Deposit', 8.5, True)
    pg.t(L + 4, y + 12, f'Checking  xxxxxx{4417 + 811 * k}', 8)
    pg.t(440, y + 12, money(lg.net), 8, False, 'r')
    pg.t(W / 2, 750, 'This is not a check. NON-NEGOTIABLE.', 8, False, 'c')
    return {'size': LETTER, 'title': f'Earnings Statement {pay.isoformat()}', 'pages': [pg.ops]}


def make(k):
    lg, emp, meta = stub(k)
    return truth(LAYOUT, EMPLOYER, emp, lg, SECTIONS), draw(k, lg, emp, meta)
