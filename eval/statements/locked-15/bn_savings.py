"""`bn-savings`: a Bruneian bank's savings account statement (PENYATA AKAUN SIMPANAN / SAVINGS ACCOUNT
STATEMENT), written by Text::PDF (Helvetica, A4): **one signed Amount column** (a minus before money
out) and the balance on every row, dates `05 MAR 2026` (capitals), no line carrying the balance off a
page but BALANCE FROM PREVIOUS PAGE on the next, TOTAL WITHDRAWALS and TOTAL DEPOSITS on lines of their
own, figures `1,234.56` in Brunei dollars, a grey box of the month's figures."""
from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'bn-savings'
RENDERER = ('textpdf', 'Helvetica')
CURRENCY = 'BND'
CUSTOMERS = [
    ('Awang Haji Rosli bin Haji Tahir', ['No. 12, Simpang 34-5, Jalan Kiarong', 'Bandar Seri Begawan BE1318'], 2, 27,
     'KIARONG ENGINEERING SDN BHD'),
    ('Dayang Nur Aqilah binti Abdullah', ['Unit 3A, Bangunan Mas Panchawarna, Jalan Gadong', 'Bandar Seri Begawan BE3519'], 7, 40,
     'JABATAN PERKHIDMATAN AWAM'),
    ('Mr. Lim Wei Jie', ['Lot 1108, Kampong Lumut', 'Seria KC1133, Belait'], 11, 53, 'BELAIT MARINE SERVICES SDN BHD'),
]
SHOPS = ['KIULAP MINI MART', 'GADONG FRESH MARKET', 'SERIA HARDWARE TRADING', 'TUTONG BAKERY HOUSE', 'BERAKAS PETROL STATION',
         'MABOHAI PHARMACY']
ATMS = ['ATM KIULAP BRANCH', 'ATM GADONG CENTRE', 'ATM SERIA PLAZA', 'ATM AIRPORT MALL']
PEOPLE = ['SITI NURHAFIZAH', 'MOHD FIRDAUS', 'TAN MEI LING', 'HJH ROSMAWATI']


def outgoing():
    return [
        ('pos', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 3, 180))),
        ('pos2', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 12, 360))),
        ('atm', False, lambda r: (['ATM WITHDRAWAL', r.choice(ATMS)], -r.choice([20, 50, 100, 200, 300]) * 100)),
        ('ibg', False, lambda r: (['IBG TRANSFER TO', r.choice(PEOPLE)], -amount(r, 30, 500))),
        ('elec', True, lambda r: (['BILL PAYMENT', 'DES ELECTRICITY PREPAID'], -r.choice([20, 30, 50]) * 100)),
        ('water', True, lambda r: (['BILL PAYMENT JKR WATER'], -amount(r, 6, 30))),
        ('tel', True, lambda r: (['BILL PAYMENT', 'TELECOM POSTPAID'], -amount(r, 35, 110))),
        ('car', True, lambda r: (['STANDING INSTRUCTION', 'CAR FINANCING'], -r.choice([420, 515, 630]) * 100)),
        ('fee', True, lambda r: (['SERVICE CHARGE'], -300)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['FUND TRANSFER FROM', r.choice(PEOPLE)], amount(r, 40, 450))),
        ('cdm', False, lambda r: (['CASH DEPOSIT CDM'], r.choice([50, 100, 200]) * 100)),
        ('hibah', True, lambda r: (['HIBAH CREDIT'], amount(r, 0, 6) + 25)),
    ]


def date(d):
    return d.strftime('%d %b %Y').upper()


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 800, 5000)
    salary = (['SALARY CREDIT', employer], amount(r, 1400, 3800))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 32, 44)
    account = f'{r.randint(10, 99)}-{r.randint(100, 999)}-{r.randint(10000, 99999)}-{r.randint(1, 9)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace('-', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    form = Form(bank='Bank Seri Kiulap Berhad', bank_address='Lot 22, Jalan Pemancha, Bandar Seri Begawan BS8811  |  Tel. 223 8800',
                title='SAVINGS ACCOUNT STATEMENT', page_label=lambda p, k: f'PENYATA AKAUN SIMPANAN   Page {p} of {k}',
                left=40, right=555, line=12.5, size=8, x_facts=335, facts_gap=85,
                x_date=40, x_desc=112, indent=10, x_money=(460, 555),
                heads=('Date', 'Description', 'Amount (BND)', 'Balance (BND)'),
                opening='OPENING BALANCE', carried=None, brought='BALANCE FROM PREVIOUS PAGE',
                totals=[('TOTAL WITHDRAWALS', 'd'), ('TOTAL DEPOSITS', 'c')], closing='CLOSING BALANCE', balance='every',
                signed=True, money=common.money, date=date, continued=f'Account No. {account}   {CURRENCY}',
                footer=['Hibah is at the discretion of the Bank. Please notify the Bank of any discrepancy within 14 days.',
                        'Deposits are protected by the Brunei Darussalam Deposit Protection Corporation up to B$50,000.'])
    facts = [('Account No.', account), ('Account Type', 'Savings Account-i'), ('Currency', CURRENCY),
             ('Statement Period', f'{date(first)} - {date(last)}'), ('Branch', r.choice(['Kiulap', 'Gadong', 'Seria']))]
    summary = [('Opening Balance', opening), ('Withdrawals', debits), ('Deposits', credits),
               ('Closing Balance', t['accounts'][0]['closingBalanceCents'])]
    return pages_of_rows(form, name, address, facts, summary, rows, pages, opening), t
