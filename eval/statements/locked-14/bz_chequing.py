"""`bz-chequing`: a Belizean bank's chequing account statement, a PostScript program in Helvetica turned
into PDF by pstoedit's own `pdf` driver (A4): dates `05-Mar-2026`, Withdrawals and Deposits columns, the running balance on every row, balances carried and
brought forward, a grey box of the month's totals, figures `1,234.56` in Belize dollars."""
from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'bz-chequing'
RENDERER = ('pstoedit', 'Helvetica')
CURRENCY = 'BZD'
CUSTOMERS = [
    ('Mr. Carlos Alpuche', ['No. 14 Cleghorn Street', 'Belize City, Belize'], 3, 30, 'BELIZE SUGAR GROWERS CO-OP'),
    ('Ms. Yolanda Castillo', ['Mile 2.5 George Price Highway', 'Belmopan, Cayo District'], 6, 42, 'MINISTRY OF HEALTH BELMOPAN'),
    ('Mr. Delroy Usher', ['12 Victoria Street', 'Dangriga Town, Stann Creek'], 9, 55, 'COCKSCOMB CITRUS LIMITED'),
]
SHOPS = ['BRODIES SUPERMARKET', 'PUMA GAS BELAMA', 'COURTS BELIZE', 'SAN PEDRO HARDWARE', 'CHON SAAN PALACE',
         'PUBLIC PHARMACY BELMOPAN', 'MAHOGANY HARDWARE']
ATMS = ['ALBERT STREET BELIZE CITY', 'BELMOPAN MARKET SQUARE', 'DANGRIGA COMMERCE ST', 'PHILIP GOLDSON AIRPORT']
PEOPLE = ['ROSALIE MARIN', 'KEVIN TILLETT', 'ANA GUERRERO', 'SHERWIN LESLIE']


def outgoing():
    return [
        ('card', False, lambda r: (['DEBIT CARD PURCHASE', r.choice(SHOPS)], -amount(r, 6, 240))),
        ('card2', False, lambda r: (['DEBIT CARD PURCHASE', r.choice(SHOPS)], -amount(r, 15, 420))),
        ('atm', False, lambda r: (['ATM CASH WITHDRAWAL', r.choice(ATMS)], -r.choice([40, 60, 100, 200, 300]) * 100)),
        ('xfer', False, lambda r: (['ONLINE TRANSFER TO', r.choice(PEOPLE)], -amount(r, 50, 700))),
        ('bel', True, lambda r: ([f'BEL ELECTRICITY ACCT {r.randint(100000, 999999)}'], -amount(r, 80, 320))),
        ('bwsl', True, lambda r: ([f'BWSL WATER {r.randint(10000, 99999)}'], -amount(r, 30, 95))),
        ('digi', True, lambda r: (['DIGI BROADBAND AND MOBILE'], -amount(r, 60, 150))),
        ('chq', False, lambda r: ([f'CHEQUE NO. {r.randint(1200, 1299)}'], -amount(r, 100, 900))),
        ('loan', True, lambda r: (['STANDING ORDER', 'CAR LOAN REPAYMENT'], -r.choice([450, 520, 610]) * 100)),
        ('fee', True, lambda r: (['MONTHLY SERVICE CHARGE'], -1500)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['TRANSFER FROM', r.choice(PEOPLE)], amount(r, 60, 600))),
        ('dep', False, lambda r: (['CASH DEPOSIT BRANCH'], r.choice([100, 200, 350, 500]) * 100)),
        ('int', True, lambda r: (['INTEREST CREDIT'], amount(r, 0, 4) + 11)),
    ]


def date(d):
    return d.strftime('%d-%b-%Y')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 900, 6000)
    salary = (['PAYROLL DEPOSIT', employer], amount(r, 1800, 4200))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 34, 42)
    account = f'{r.randint(1000, 9999)}-{r.randint(100000, 999999)}-{r.randint(10, 99)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace('-', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    form = Form(bank='Barrier Reef Commercial Bank Limited', bank_address='60 Albert Street, Belize City  |  Tel. 227-7132',
                title='Chequing Account Statement', page_label=lambda p, n: f'Page {p} of {n}',
                left=40, right=555, line=12.5, size=8.5, x_facts=330, facts_gap=80,
                x_date=40, x_desc=100, indent=10, x_money=(390, 470, 555),
                heads=('Date', 'Transaction Details', 'Withdrawals', 'Deposits', 'Balance'),
                opening='Opening Balance', carried='Balance Carried Forward', brought='Balance Brought Forward',
                totals=[('Total Withdrawals and Deposits', 'dc')], closing='Closing Balance', balance='every',
                signed=False, money=common.money, date=date, continued=f'Account No. {account}   {CURRENCY}',
                footer=['Please examine this statement at once. Errors or omissions must be reported within 30 days.',
                        'Barrier Reef Commercial Bank Limited is licensed by the Central Bank of Belize.'])
    facts = [('Account No.', account), ('Account Type', 'Personal Chequing'), ('Currency', CURRENCY),
             ('Period', f'{date(first)} to {date(last)}'), ('Branch', r.choice(['Albert Street', 'Belmopan', 'Dangriga']))]
    summary = [('Opening Balance', opening), ('Total Withdrawals', debits), ('Total Deposits', credits),
               ('Closing Balance', t['accounts'][0]['closingBalanceCents'])]
    return pages_of_rows(form, name, address, facts, summary, rows, pages, opening), t
