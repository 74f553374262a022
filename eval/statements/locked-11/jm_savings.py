"""`jm-savings`: a Jamaican bank's savings account statement, JMD (PHP TCPDF, Carlito, Letter)."""
from histories import LETTER, draw_table, history, money, paginate, rng_of, truth

LAYOUT = 'jm-savings'
BANK = 'Palisadoes Savings Bank Limited'
MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
CUSTOMERS = [
    ('Shanice Campbell', '5 Barnett Street', 'Montego Bay, St. James', '604-117-8823', 2, 34, 18320455, ('PAYROLL CREDIT BLUE MAHOE HOTELS|& RESORTS LTD', 16969372)),
    ('Omar St. Aubyn Grant', '61 Orange Street', 'Lucea, Hanover', '604-209-3317', 4, 46, 41277009, ('PAYROLL CREDIT BLUE MAHOE HOTELS|& RESORTS LTD', 19854076)),
    ('Keisha-Ann Morgan', '8 Church Street', 'Falmouth, Trelawny', '604-351-0962', 6, 57, 9655120, ('PAYROLL CREDIT BLUE MAHOE HOTELS|& RESORTS LTD', 18035932)),
]
PAYEES = [
    ('POS PURCHASE HI-LO FOOD STORES|FAIRVIEW MONTEGO BAY', 250000, 1850000, -1),
    ('!JPS ELECTRICITY BILL PAYMENT|ACCT {n}', 900000, 2400000, -1),
    ('!NWC WATER BILL PAYMENT', 350000, 900000, -1),
    ('DIGICEL TOP UP 876-{r}', 50000, 300000, -1),
    ('!FLOW JAMAICA INTERNET & TV', 780000, 780001, -1),
    ('ABM WITHDRAWAL NCB HARBOUR STREET', 500000, 2000000, -1),
    ('LYNK TRANSFER TO 876-{r}', 200000, 1500000, -1),
    ('INSTANT TRANSFER FROM JN BANK|D. CAMPBELL {r}', 500000, 3500000, 1),
    ('POS PURCHASE TEXACO BOGUE ROAD', 300000, 900000, -1),
    ('!STANDING ORDER PARTNER HAND|(SOU SOU) {r}', 1000000, 1000001, -1),
    ('CASH DEPOSIT BRANCH 0604', 1000000, 4000000, 1),
    ('!SERVICE CHARGE MONTHLY FEE', 35000, 35001, -1),
    ('!GOVT TAX ON SERVICE CHARGE (GCT)', 5250, 5251, -1),
    ('!INTEREST CREDIT', 300, 2500, 1),
]


def md(d):
    return f'{MON[d.month - 1]} {d.day:02d}'


def long(d):
    return f'{MONTH[d.month - 1]} {d.day}, {d.year}'


def make(k):
    name, street, town, acct, month, rows, opening, salary = CUSTOMERS[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    start, end, hist, _ = history(r, month, rows, opening, PAYEES, salary, wrap_every=7)
    pages = paginate(hist, 30, 38)
    L, R = 40, LETTER[0] - 40

    def header(pg, n, N):
        pg.t(L, 50, BANK, 16, True)
        pg.t(L, 64, '9 Duke Street, Kingston, Jamaica W.I.  |  SWIFT PSBLJMKN', 8.5)
        pg.t(R, 50, 'Savings Account Statement', 12, True, 'r')
        pg.t(R, 64, f'Page {n} of {N}', 8.5, False, 'r')
        pg.line(L, 72, R, 72, 1.5)
        if n > 1:
            pg.t(L, 90, f'{name}  -  Account No. {acct}  -  {long(start)} to {long(end)}', 9)
            return 116
        pg.t(L, 92, name, 10, True)
        pg.t(L, 105, street, 9)
        pg.t(L, 117, town, 9)
        pg.t(L, 129, 'Jamaica W.I.', 9)
        facts = [('Account No.', acct), ('Account Type', 'Gold Saver Savings'), ('Currency', 'JMD'),
                 ('Statement Period', f'{long(start)} to {long(end)}'), ('Branch', 'Montego Bay (0604)')]
        for i, (a, b) in enumerate(facts):
            pg.t(320, 92 + 13 * i, a + ':', 9, True)
            pg.t(410, 92 + 13 * i, b, 9)
        return 170

    def closing(pg, y, t):
        pg.t(120, y + 2, 'Total Withdrawals and Deposits', 9, True)
        pg.t(412, y + 2, money(t['debits']), 9, True, 'r')
        pg.t(492, y + 2, money(t['credits']), 9, True, 'r')
        pg.t(120, y + 16, 'Closing Balance', 9, True)
        pg.t(R - 2, y + 16, money(t['closing']), 9, True, 'r')
        pg.t(L, y + 42, 'Deposits are insured by the Jamaica Deposit Insurance Corporation up to J$1,200,000.', 8)

    spec = {'header': header, 'size': 9, 'line': 13.4, 'title': f'Statement {acct}', 'grey': 0.82,
            'cols': {'left': L, 'right': R, 'date': L + 4, 'desc': 120, 'out': 412, 'in': 492, 'bal': R - 2},
            'heads': {'date': 'Date', 'desc': 'Transaction Details', 'out': 'Withdrawals', 'in': 'Deposits', 'bal': 'Balance'},
            'date': lambda d: [('date', md(d))],
            'brought': 'Balance Forward', 'carried': 'Balance Carried Forward', 'opening_row': 'Opening Balance', 'closing': closing}
    doc = draw_table(spec, pages, opening, LETTER)
    return truth(LAYOUT, 'JMD', start, end, acct[-4:], opening, pages), doc
