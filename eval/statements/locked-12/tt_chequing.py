"""tt-chequing: a Trinidad and Tobago bank's chequing account statement in TTD, drawn by PDF::Create."""
import calendar

from histories import Ops, draw, fmt, history, paginate, truth

LAYOUT = 'tt-chequing'
RENDERER = 'pdfcreate'
CURRENCY = 'TTD'
STATEMENTS = [
    ('ANDREA MOHAMMED', '14 CIPERO STREET, SAN FERNANDO', 4, 26, 8_640, 11_245),
    ('KEVON RAMPERSAD', 'LP 52 CHURCH STREET, CHAGUANAS', 1, 41, 23_118, 16_480),
    ('SHELLY ANN GOPAUL', '7 MARAVAL ROAD, NEWTOWN, PORT OF SPAIN', 5, 55, 41_902, 22_930),
]
MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN']
SHOPS = ['MASSY STORES WESTMALL', 'PRICESMART CHAGUANAS', 'JTA SUPERMARKET', 'HI-LO FOOD STORES',
         'RIK SERVICES', 'NP GAS STATION MARABELLA', 'KFC GULF CITY', 'EXCELLENT STORES']
NAMES = ['R. BOODRAM', 'K. CHARLES', 'S. ALI', 'T. JOSEPH', 'M. SINGH', 'D. PHILLIP']


def kinds():
    return [
        (10, -1, 45, 1_400, lambda r: ['LINX PURCHASE', r.choice(SHOPS)], False),
        (6, -1, 200, 1_500, lambda r: ['ABM WITHDRAWAL', f'{r.choice(["HIGH STREET SAN FERNANDO", "GRAND BAZAAR", "CHAGUANAS MAIN ROAD", "INDEPENDENCE SQ"])}'], False),
        (5, -1, 150, 3_500, lambda r: ['THIRD PARTY TRANSFER TO', f'{r.choice(NAMES)} {r.choice(["RENT", "SOU SOU", "SCHOOL FEES", "LOAN"])}'], False),
        (4, 1, 100, 2_800, lambda r: [f'ACH CREDIT {r.choice(NAMES)}'], False),
        (2, -1, 300, 4_500, lambda r: [f'CHEQUE {r.randrange(100, 400):06d}'], False),
        (2, -1, 180, 760, lambda r: ['T&TEC ELECTRICITY BILL PAYMENT'], True),
        (2, -1, 95, 330, lambda r: ['WASA WATER RATES PAYMENT'], True),
        (3, -1, 20, 150, lambda r: [f'BMOBILE TOP UP 868{r.randrange(10**6, 10**7)}'], False),
        (2, -1, 349, 649, lambda r: ['FLOW TRINIDAD BROADBAND'], True),
        (2, -1, 500, 1_500, lambda r: ['STANDING ORDER', 'TECU CREDIT UNION SHARES'], True),
        (1, -1, 25, 25, lambda r: ['MONTHLY SERVICE FEE'], True),
        (1, 1, 1, 12, lambda r: ['INTEREST PAID'], True),
    ]


def build(n):
    cust, addr, month, nrows, opening, salary = STATEMENTS[n - 1]
    stem = f'{LAYOUT}-{n}'
    year = 2026
    sal = (['SALARY DEPOSIT', 'POINT LISAS ENERGY SERVICES LTD'], salary * 100 + 65)
    opening_c = opening * 100 + 27
    rows, closing = history(stem, year, month, nrows, opening_c, sal, kinds())
    pages = paginate(rows, 30, 46)
    acct = f'{1400 + n * 37}{n}{month}{5310 + n * 8:04d}'
    mask = acct[-4:]
    last = calendar.monthrange(year, month)[1]
    W, H = 612, 792
    L, R = 40, W - 40
    mon = MONTHS[month - 1]

    def header(o, page, npages):
        o.text(L, 52, 'CARONI COMMERCIAL BANK LIMITED', 13, True)
        o.text(L, 65, '22 High Street, San Fernando, Trinidad and Tobago', 8.5)
        o.text(R, 52, 'CHEQUING ACCOUNT STATEMENT', 11, True, 'r')
        o.text(R, 65, f'Page {page} of {npages}', 8.5, False, 'r')
        o.rule(L, 72, R, 72, 0.8)
        if page > 1:
            o.text(L, 88, f'Account {acct}   Statement from 01{mon}{year % 100} to {last}{mon}{year % 100}', 8.5)
            return 98
        o.text(L, 92, cust, 10, True)
        o.text(L, 105, addr, 9)
        o.text(L, 118, 'TRINIDAD AND TOBAGO, W.I.', 9)
        o.frame(330, 82, R - 330, 66, 0.6)
        for k, (a, b) in enumerate([('Account Number', acct), ('Currency', 'TTD'),
                                    ('Statement From', f'01{mon}{year % 100}'), ('Statement To', f'{last}{mon}{year % 100}')]):
            o.text(338, 95 + 14 * k, a, 9, True)
            o.text(R - 8, 95 + 14 * k, b, 9, False, 'r')
        o.text(L, 168, f'Opening Balance  TT$ {fmt(opening_c)}', 9, True)
        o.text(R, 168, f'Closing Balance  TT$ {fmt(closing)}', 9, True, 'r')
        return 182

    spec = {
        'header': header, 'lh': 13, 'size': 9,
        'x': {'left': L, 'right': R, 'date': L + 4, 'desc': L + 62, 'wd': 400, 'dp': 480, 'bal': R - 4},
        'heads': [('Date', L + 4, 'l'), ('Description', L + 62, 'l'), ('Debits', 400, 'r'),
                  ('Credits', 480, 'r'), ('Balance', R - 4, 'r')],
        'date': lambda d: f'{d:02d}{mon}{year % 100}',
        'open_label': 'BALANCE FORWARD', 'bf_label': 'BALANCE BROUGHT FORWARD', 'cf_label': 'BALANCE CARRIED FORWARD',
        'total_label': 'TOTAL DEBITS AND CREDITS', 'close_label': 'CLOSING BALANCE',
        'grey': 0.9,
        'footer': lambda o, y: o.text(L, y, 'Member of the Deposit Insurance Corporation. Please report discrepancies within 15 days.', 7.5),
    }
    o = Ops(W, H)
    draw(o, spec, rows, pages, opening_c, closing)
    return truth(LAYOUT, CURRENCY, year, month, mask, opening_c, closing, rows, pages), o.dump(), pages
