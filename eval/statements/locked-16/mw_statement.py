"""`mw-statement`: a Malawian commercial bank's statement of a current account, written by PDF::Reuse
(Helvetica, A4): large kwacha figures `1,234,567.89`, Date / Transaction Details / Debit / Credit /
Balance, the balance on every row, dates
`05/05/2026` (day first, slashes), BALANCE CARRIED FORWARD and BALANCE BROUGHT FORWARD across pages,
TOTALS under the rows, `MWK` in the headings."""
from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'mw-statement'
RENDERER = ('reuse',)
CURRENCY = 'MWK'
CUSTOMERS = [
    ('Mr Chikondi Banda', ['Area 47, Sector 3, Plot 112', 'P.O. Box 30291, Lilongwe 3'], 1, 27, 'ILLOVO SUGAR MALAWI PLC'),
    ('Mrs Tiwonge Phiri', ['Chichiri, Off Masauko Chipembere Highway', 'P.O. Box 1870, Blantyre'], 5, 44, 'MINISTRY OF HEALTH'),
    ('Mr Kondwani Mwale', ['Katoto, Plot MZ/22/418', 'P.O. Box 206, Mzuzu'], 11, 53, 'ESCOM LIMITED'),
]
SHOPS = ['SHOPRITE CITY CENTRE', 'CHIPIKU PLUS AREA 3', 'PEOPLES TRADING CENTRE', 'GAME STORES GATEWAY', 'PUMA MASAUKO',
         'SANA CASH AND CARRY', 'CITY PHARMACY']
ATMS = ['ATM CAPITAL CITY', 'ATM CHICHIRI MALL', 'ATM MZUZU MAIN']
PEOPLE = ['GRACE KAMANGA', 'PATRICK CHIUMIA', 'MEMORY NKHATA', 'BLESSINGS GONDWE']


def outgoing():
    return [
        ('card', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 4500, 185000))),
        ('card2', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 20000, 320000))),
        ('atm', False, lambda r: (['ATM WITHDRAWAL', r.choice(ATMS)], -r.choice([20000, 50000, 100000, 150000]) * 100)),
        ('airtel', False, lambda r: ([f'AIRTEL MONEY TRF 099{r.randint(1000000, 9999999)}'], -amount(r, 5000, 90000))),
        ('trf', False, lambda r: (['INTERNET TRANSFER TO', r.choice(PEOPLE)], -amount(r, 25000, 400000))),
        ('escom', True, lambda r: (['ESCOM PREPAID TOKEN', f'METER {r.randint(10 ** 10, 10 ** 11 - 1)}'], -amount(r, 20000, 75000))),
        ('water', True, lambda r: (['BILL PAYMENT', 'LILONGWE WATER BOARD'], -amount(r, 12000, 48000))),
        ('school', True, lambda r: (['STANDING ORDER', 'SCHOOL FEES ST ANDREWS'], -r.choice([350000, 480000]) * 100)),
        ('fee', True, lambda r: (['LEDGER FEE'], -3_500_00)),
        ('sms', True, lambda r: (['SMS ALERT CHARGES'], -750_00)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['TRANSFER FROM', r.choice(PEOPLE)], amount(r, 20000, 300000))),
        ('dep', False, lambda r: (['CASH DEPOSIT', 'BRANCH COUNTER'], amount(r, 30000, 250000))),
        ('mpamba', False, lambda r: ([f'TNM MPAMBA DEPOSIT 088{r.randint(1000000, 9999999)}'], amount(r, 10000, 120000))),
    ]


def date(d):
    return d.strftime('%d/%m/%Y')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 150000, 900000)
    salary = (['SALARY CREDIT', employer], amount(r, 650000, 2400000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 31, 46)
    account = f'{r.randint(1000000000, 1999999999)}'
    t = truth(LAYOUT, CURRENCY, year, month, account[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    form = Form(bank='Nyasa Commercial Bank plc', bank_address='Kamuzu Procession Road, P.O. Box 1111, Lilongwe',
                title='STATEMENT OF ACCOUNT', page_label=lambda p, k: f'Page {p} of {k}',
                left=36, right=559, line=12, size=8, x_facts=330, facts_gap=80,
                x_date=36, x_desc=92, indent=6, x_money=(395, 475, 559),
                heads=('Date', 'Transaction Details', 'Debit (MWK)', 'Credit (MWK)', 'Balance (MWK)'),
                opening='OPENING BALANCE', carried='BALANCE CARRIED FORWARD', brought='BALANCE BROUGHT FORWARD',
                totals=[('TOTALS', 'dc')], closing='CLOSING BALANCE', balance='every',
                signed=False, money=common.money, date=date, continued=f'Account Number {account}   {CURRENCY}',
                footer=['Please examine this statement and report any discrepancy within 30 days of its date.',
                        'Nyasa Commercial Bank plc is regulated by the Reserve Bank of Malawi.'])
    facts = [('Account Number', account), ('Account Type', 'Current Account'), ('Currency', CURRENCY),
             ('Period', f'{date(first)} to {date(last)}'), ('Branch', r.choice(['Capital City', 'Blantyre', 'Mzuzu']))]
    return pages_of_rows(form, name, address, facts, [], rows, pages, opening), t
