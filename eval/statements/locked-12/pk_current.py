"""pk-current: a Pakistani bank's current account statement in PKR with a cheque number column,
drawn by R's pdf() device (which prints '-' as a minus glyph, so no description has one)."""
import calendar

from histories import Ops, draw, fmt, history, paginate, truth

LAYOUT = 'pk-current'
RENDERER = 'r'
CURRENCY = 'PKR'
STATEMENTS = [
    ('MUHAMMAD ADNAN QURESHI', 'HOUSE 45, STREET 7, BLOCK 13 D, GULSHAN E IQBAL, KARACHI', 4, 33, 286_420, 214_380),
    ('AYESHA NOOR MALIK', 'FLAT 12, AL MUSTAFA TOWERS, F 10 MARKAZ, ISLAMABAD', 5, 47, 1_105_760, 465_900),
    ('BILAL AHMED CHAUDHRY', '88 B, MODEL TOWN EXTENSION, LAHORE', 6, 60, 742_015, 318_250),
]
MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']


class Lines(list):
    cheque = None


def cheque(r):
    x = Lines(['CHEQUE CLEARING', r.choice(['NIFT INWARD CLEARING', 'TRANSFER CHEQUE', 'CLEARING CHEQUE PAID'])])
    x.cheque = f'{r.randrange(10**7, 10**8):08d}'
    return x


PEOPLE = ['ZAHID HUSSAIN', 'SANA IQBAL', 'FARHAN SIDDIQUI', 'RABIA KHAN', 'IMRAN BUTT', 'NAILA AKHTAR']
BANKS = ['MEEZAN BANK', 'HBL', 'UBL', 'BANK ALFALAH', 'MCB BANK', 'JAZZCASH', 'EASYPAISA']
SHOPS = ['IMTIAZ SUPER MARKET', 'NAHEED SUPERMARKET', 'CARREFOUR PACKAGES MALL', 'KHAADI DOLMEN MALL',
         'CHASE UP', 'SAVOUR FOODS', 'SHELL PETROL STATION', 'PSO FUEL STATION']


def kinds():
    return [
        (10, -1, 900, 28_000, lambda r: ['POS PURCHASE ' + r.choice(SHOPS)], False),
        (6, -1, 5_000, 50_000, lambda r: ['ATM CASH WITHDRAWAL', f'ATM ID {r.randrange(10**5, 10**6)} {r.choice(["CLIFTON", "SADDAR", "DHA PHASE 6", "BLUE AREA", "GULBERG"])}'], False),
        (6, -1, 2_500, 120_000, lambda r: [f'IBFT TO {r.choice(BANKS)}', f'{r.choice(PEOPLE)} {r.choice(["RENT", "FAMILY", "FEES", "COMMITTEE"])}'], False),
        (5, 1, 3_000, 95_000, lambda r: ['RAAST P2P RECEIVED', f'FROM {r.choice(PEOPLE)}'], False),
        (3, -1, 15_000, 180_000, cheque, False),
        (2, 1, 10_000, 150_000, lambda r: ['CASH DEPOSIT', 'BRANCH COUNTER'], False),
        (2, -1, 6_500, 38_000, lambda r: [f'K ELECTRIC BILL PAYMENT REF {r.randrange(10**9, 10**10)}'], True),
        (2, -1, 900, 6_800, lambda r: ['SSGC GAS BILL PAYMENT'], True),
        (2, -1, 2_999, 7_499, lambda r: ['PTCL FLASH FIBER BILL'], True),
        (3, -1, 500, 3_000, lambda r: [f'JAZZ MOBILE TOPUP 03{r.randrange(10**8, 10**9)}'], False),
        (1, -1, 195, 195, lambda r: ['SMS ALERT CHARGES INCL FED'], True),
        (1, -1, 1_200, 1_200, lambda r: ['DEBIT CARD ANNUAL FEE'], True),
    ]


def build(n):
    cust, addr, month, nrows, opening, salary = STATEMENTS[n - 1]
    stem = f'{LAYOUT}-{n}'
    year = 2026
    sal = (Lines(['SALARY CREDIT', 'INDUS VALLEY TEXTILE MILLS LTD']), salary * 100)
    opening_c = opening * 100 + 50
    rows, closing = history(stem, year, month, nrows, opening_c, sal, kinds())
    pages = paginate(rows, 36, 54)
    acct = f'0{n}27 0100 {4471 + n * 311:04d} 6{n}'
    mask = acct.replace(' ', '')[-4:]
    iban = f'PK{36 + n}ICBL' + acct.replace(' ', '').rjust(16, '0')
    last = calendar.monthrange(year, month)[1]
    W, H = 595.28, 841.89
    L, R = 36, W - 36
    mon = MONTHS[month - 1]

    def header(o, page, npages):
        o.text(L, 50, 'Indus Crescent Bank Limited', 15, True)
        o.text(L, 63, 'Shahrah e Faisal Branch (0127), Karachi   UAN 111 427 427', 8)
        o.text(R, 50, 'Account Statement', 12, True, 'r')
        o.text(R, 63, f'Page {page} of {npages}', 8, False, 'r')
        o.rule(L, 70, R, 70, 1.2)
        if page > 1:
            o.text(L, 86, f'{cust}    Account No. {acct}', 8.5)
            return 96
        o.text(L, 88, cust, 10, True)
        o.text(L, 101, addr, 8)
        facts = [('Account Number', acct), ('IBAN', iban), ('Account Type', 'CURRENT ACCOUNT (PLS FREE)'),
                 ('Currency', 'PKR'), ('Statement Period', f'01 {mon} {year} to {last} {mon} {year}')]
        for k, (a, b) in enumerate(facts):
            o.text(L, 122 + 12 * k, a, 8.5, True)
            o.text(L + 90, 122 + 12 * k, b, 8.5)
        o.frame(340, 112, R - 340, 52, 0.6)
        for k, (a, v) in enumerate([('Opening Balance', opening_c), ('Closing Balance', closing)]):
            o.text(348, 128 + 20 * k, a, 9, True)
            o.text(R - 8, 128 + 20 * k, 'PKR ' + fmt(v), 9, False, 'r')
        return 190

    spec = {
        'header': header, 'lh': 12, 'size': 8,
        'x': {'left': L, 'right': R, 'date': L + 3, 'desc': L + 58, 'cheque': 300, 'wd': 410, 'dp': 480, 'bal': R - 3},
        'heads': [('Date', L + 3, 'l'), ('Particulars', L + 58, 'l'), ('Chq. No.', 300, 'l'), ('Withdrawal', 410, 'r'),
                  ('Deposit', 480, 'r'), ('Balance', R - 3, 'r')],
        'cheque': lambda lines: getattr(lines, 'cheque', None),
        'date': lambda d: f'{d:02d} {mon} {year % 100}',
        'open_label': 'OPENING BALANCE', 'bf_label': 'BALANCE BROUGHT FORWARD', 'cf_label': 'BALANCE CARRIED FORWARD',
        'total_label': 'TOTAL', 'close_label': 'CLOSING BALANCE',
        'grey': 0.8,
        'footer': lambda o, y: o.text(L, y, 'This is a computer generated statement and needs no signature. Report errors within 30 days.', 7.5),
    }
    o = Ops(W, H)
    draw(o, spec, rows, pages, opening_c, closing)
    return truth(LAYOUT, CURRENCY, year, month, mask, opening_c, closing, rows, pages), o.dump(), pages
