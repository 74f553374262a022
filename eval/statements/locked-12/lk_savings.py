"""lk-savings: a Sri Lankan bank's savings account statement in LKR, drawn by libharu."""
from histories import Ops, draw, fmt, history, paginate, truth

LAYOUT = 'lk-savings'
RENDERER = 'haru'
CURRENCY = 'LKR'
STATEMENTS = [
    # customer, address, month, rows, opening (rupees), salary
    ('MRS K H DILANI FERNANDO', 'NO. 42/3, GALLE ROAD, COLOMBO 03', 2, 28, 184_350, 95_970),
    ('MR M R CHAMINDA SILVA', 'NO. 18, TEMPLE ROAD, NUGEGODA', 3, 44, 612_880, 183_637),
    ('MS S THARSHINI RAJARATNAM', 'NO. 7, KANDY ROAD, KIRIBATHGODA', 1, 58, 1_240_515, 247_470),
]
SHOPS = ['KEELLS SUPER NUGEGODA', 'CARGILLS FOOD CITY KOTTAWA', 'ARPICO SUPER CENTRE', 'ODEL COLOMBO 07',
         'ABANS ELECTRICALS', 'LAUGFS SUPER WATTALA', 'PIZZA HUT HAVELOCK RD', 'SPAR MOUNT LAVINIA']
NAMES = ['N PERERA', 'R JAYAWARDENA', 'T SIVAKUMAR', 'A DISSANAYAKE', 'S GUNASEKARA', 'F RIZWAN']


def kinds():
    return [
        (10, -1, 1_200, 24_000, lambda r: ['POS ' + r.choice(SHOPS)], False),
        (6, -1, 5_000, 40_000, lambda r: ['ATM WITHDRAWAL', f'{r.choice(["CMB", "HNB", "BOC"])} ATM {r.choice(["NUGEGODA", "MAHARAGAMA", "KOLLUPITIYA", "DEHIWALA"])}'], False),
        (6, -1, 3_000, 75_000, lambda r: [f'CEFT TRANSFER TO {r.randrange(1000, 9999)}', f'{r.choice(NAMES)} {r.choice(["RENT", "FAMILY", "LOAN", "SCHOOL FEES"])}'], False),
        (5, 1, 2_000, 60_000, lambda r: [f'CEFT TRANSFER FROM {r.randrange(1000, 9999)}', r.choice(NAMES)], False),
        (2, -1, 4_500, 19_000, lambda r: ['CEB ELECTRICITY BILL', f'A/C {r.randrange(10**9, 10**10)}'], True),
        (2, -1, 1_200, 4_800, lambda r: ['NWSDB WATER BILL PAYMENT'], True),
        (3, -1, 1_000, 6_500, lambda r: [f'DIALOG MOBILE RELOAD 07{r.randrange(10**7, 10**8)}'], False),
        (2, -1, 3_990, 9_990, lambda r: ['SLT MOBITEL FIBRE BILL'], True),
        (2, -1, 28_500, 48_750, lambda r: ['LEASING INSTALMENT', 'LB FINANCE VEHICLE LEASE'], True),
        (2, -1, 2_500, 15_000, lambda r: ['ONLINE PAYMENT DARAZ.LK'], False),
        (1, -1, 50, 50, lambda r: ['SMS ALERT FEE'], True),
        (1, 1, 150, 2_400, lambda r: ['INTEREST CREDIT'], True),
    ]


def build(n):
    cust, addr, month, nrows, opening, salary = STATEMENTS[n - 1]
    stem = f'{LAYOUT}-{n}'
    year = 2026
    sal = (['SALARY CREDIT', 'LANKA HORIZON APPAREL (PVT) LTD'], salary * 100 + 0)
    rows, closing = history(stem, year, month, nrows, opening * 100 + 35, sal, kinds())
    opening_c = opening * 100 + 35
    pages = paginate(rows, 34, 52)
    acct = f'8{n}40 1{month}28 {3071 + n * 1117:04d}'
    mask = acct.replace(' ', '')[-4:]
    import calendar
    last = calendar.monthrange(year, month)[1]
    W, H = 595.28, 841.89
    L, R = 40, W - 40

    def header(o, page, npages):
        o.text(L, 52, 'CEYLON MERIDIAN BANK PLC', 14, True)
        o.text(L, 65, 'Nugegoda Branch, No. 101, High Level Road, Nugegoda.  Tel 011 285 4400', 8)
        o.text(R, 52, 'STATEMENT OF ACCOUNT', 12, True, 'r')
        o.text(R, 65, f'Page {page} of {npages}', 8, False, 'r')
        o.rule(L, 72, R, 72, 1.0)
        if page > 1:
            o.text(L, 88, f'Account No. {acct}    Period 01.{month:02d}.{year} to {last}.{month:02d}.{year}', 8.5)
            return 98
        o.text(L, 90, cust, 9.5, True)
        o.text(L, 103, addr, 8.5)
        facts = [('Account No.', acct), ('Account Type', 'SAVINGS  SALARY PLUS'), ('Currency', 'LKR'),
                 ('Statement Period', f'01.{month:02d}.{year} to {last}.{month:02d}.{year}')]
        for k, (a, b) in enumerate(facts):
            o.text(330, 90 + 13 * k, a, 8.5, True)
            o.text(420, 90 + 13 * k, b, 8.5)
        o.box(L, 150, R - L, 34, 0.93)
        for k, (a, v) in enumerate([('Opening Balance', opening_c), ('Total Withdrawals', -sum(a for _, _, a in rows if a < 0)),
                                    ('Total Deposits', sum(a for _, _, a in rows if a > 0)), ('Closing Balance', closing)]):
            cx = L + 10 + k * (R - L) / 4
            o.text(cx, 162, a, 8, True)
            o.text(cx, 176, 'LKR ' + fmt(v), 9)
        return 196

    spec = {
        'header': header, 'lh': 12.5, 'size': 8,
        'x': {'left': L, 'right': R, 'date': L + 4, 'desc': L + 62, 'wd': 390, 'dp': 465, 'bal': R - 4},
        'heads': [('Date', L + 4, 'l'), ('Description', L + 62, 'l'), ('Withdrawals', 390, 'r'),
                  ('Deposits', 465, 'r'), ('Balance', R - 4, 'r')],
        'date': lambda d: f'{d:02d}.{month:02d}.{year}',
        'open_label': 'BALANCE B/F', 'bf_label': 'BALANCE B/F', 'cf_label': 'BALANCE C/F',
        'total_label': 'TOTAL', 'close_label': 'CLOSING BALANCE',
        'footer': lambda o, y: o.text(L, y, 'Please examine this statement and report any discrepancy within 14 days.', 7.5),
    }
    o = Ops(W, H)
    draw(o, spec, rows, pages, opening_c, closing)
    t = truth(LAYOUT, CURRENCY, year, month, mask, opening_c, closing, rows, pages)
    return t, o.dump(), pages
