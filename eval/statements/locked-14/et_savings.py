"""`et-savings`: an Ethiopian bank's savings account statement, set by mandoc's own PDF writer (Times, A4,
under mandoc's running head and foot) from the drawing list turned into man(7) lines: dates
`2026-03-05` (year first, hyphens), Debit and Credit columns, the running balance on every row,
figures `1,234.56` in birr, balances carried and brought forward."""
from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'et-savings'
RENDERER = ('mandoc', 'Times')
CURRENCY = 'ETB'
CUSTOMERS = [
    ('Ato Dawit Tesfaye', ['Bole Sub City, Woreda 03, House No. 1147', 'Addis Ababa'], 4, 29, 'ETHIO LEATHER INDUSTRY PLC'),
    ('W/ro Selamawit Bekele', ['Kirkos Sub City, Woreda 08, House No. 512', 'Addis Ababa'], 7, 40, 'AWASH VALLEY AGRO PROCESSING'),
    ('Ato Yonas Girma', ['Kebele 14, House No. 88', 'Bahir Dar, Amhara'], 10, 52, 'BAHIR DAR TEXTILE SHARE CO'),
]
SHOPS = ['SHOA SUPERMARKET BOLE', 'QUEENS SUPERMARKET', 'TOTAL ENERGIES MEXICO', 'FRESH CORNER KAZANCHIS',
         'ETHIO TELECOM SHOP', 'KALDIS COFFEE BOLE', 'ALEMBANK PHARMACY']
ATMS = ['ATM MEGENAGNA', 'ATM PIASSA BRANCH', 'ATM BAHIR DAR MAIN', 'ATM BOLE AIRPORT']
PEOPLE = ['MEKDES ALEMU', 'ABEBE KEBEDE', 'HANNA TADESSE', 'SOLOMON HAILE']


def outgoing():
    return [
        ('card', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 150, 4200))),
        ('atm', False, lambda r: (['ATM WITHDRAWAL', r.choice(ATMS)], -r.choice([500, 1000, 2000, 3000]) * 100)),
        ('tele', False, lambda r: (['TELEBIRR TRANSFER TO', r.choice(PEOPLE)], -amount(r, 200, 6000))),
        ('eepu', True, lambda r: ([f'EEU ELECTRICITY BILL {r.randint(100000, 999999)}'], -amount(r, 180, 900))),
        ('water', True, lambda r: ([f'AAWSA WATER BILL {r.randint(10000, 99999)}'], -amount(r, 90, 400))),
        ('airtime', False, lambda r: (['ETHIO TELECOM AIRTIME'], -r.choice([100, 200, 300]) * 100)),
        ('equb', True, lambda r: (['STANDING ORDER', 'EQUB SAVINGS GROUP'], -r.choice([2000, 3000, 5000]) * 100)),
        ('fee', True, lambda r: (['SMS BANKING SERVICE CHARGE'], -1500)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['TRANSFER FROM', r.choice(PEOPLE)], amount(r, 300, 8000))),
        ('dep', False, lambda r: (['CASH DEPOSIT', 'BRANCH COUNTER'], r.choice([1000, 2000, 5000]) * 100)),
        ('int', True, lambda r: (['INTEREST CAPITALIZED'], amount(r, 20, 90))),
    ]


def date(d):
    return d.isoformat()


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 8000, 60000)
    salary = (['SALARY CREDIT', employer], amount(r, 18000, 52000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 27, 33)
    account = f'1000{r.randint(100000000, 999999999)}'
    t = truth(LAYOUT, CURRENCY, year, month, account[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    form = Form(bank='ABAY COMMERCIAL BANK S.C.', bank_address='Churchill Avenue, Addis Ababa   SWIFT ABAYETAA',
                title='STATEMENT OF ACCOUNT', page_label=lambda p, n: f'Page {p} of {n}',
                left=40, right=555, line=12, size=9, x_facts=320, facts_gap=80,
                x_date=40, x_desc=110, indent=8, x_money=(400, 478, 555),
                heads=('Txn Date', 'Narrative', 'Debit', 'Credit', 'Balance'),
                opening='OPENING BALANCE', carried='CARRIED FORWARD', brought='BROUGHT FORWARD',
                totals=[('TOTAL DEBITS AND CREDITS', 'dc')], closing='CLOSING BALANCE', balance='every',
                signed=False, money=common.money, date=date, continued=f'Account No: {account}   {CURRENCY}',
                footer=['Please report any discrepancy to your branch within 15 days.'])
    facts = [('Account No:', account), ('Product:', 'Regular Savings'), ('Currency:', CURRENCY),
             ('Period:', f'{date(first)} to {date(last)}')]
    g = pages_of_rows(form, name, address, facts, None, rows, pages, opening)
    g.man_head = f'.TH "ACCOUNT STATEMENT" 7 "{date(last)}" "ABAY COMMERCIAL BANK" "Savings Account"'
    g.man_step = form.line
    return g, t
