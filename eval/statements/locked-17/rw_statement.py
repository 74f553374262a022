"""`rw-statement`: a Rwandan commercial bank's statement of a current account, written by Horde_Pdf
(Helvetica, A4): **whole francs** printed `1,234,567.00`, Date / Transaction Details / Debit / Credit / Balance,
the balance on every row, dates `05/05/2026` (day first, slashes), BALANCE CARRIED FORWARD and BALANCE
BROUGHT FORWARD across pages, TOTALS under the rows, `RWF` in the headings."""
from histories import Form, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'rw-statement'
RENDERER = ('horde',)
CURRENCY = 'RWF'
CUSTOMERS = [
    ('Mr Jean Claude Habimana', ['KG 11 Ave, House 24, Kimihurura', 'P.O. Box 6120, Kigali'], 2, 28, 'RWANDA AIRWAYS LTD'),
    ('Mrs Aline Uwase', ['KN 3 Rd, Nyarugenge', 'P.O. Box 4521, Kigali'], 4, 45, 'UNIVERSITY TEACHING HOSPITAL'),
    ('Mr Eric Niyonzima', ['Muhoza Sector, Cell Mpenge', 'P.O. Box 118, Musanze'], 9, 52, 'VIRUNGA TEA ESTATES LTD'),
]
SHOPS = ['SIMBA SUPERMARKET KN4', 'CARREFOUR KIGALI HEIGHTS', 'T2000 NYARUGENGE', 'SP KIMIHURURA', 'MERIDIAN PHARMACY',
         'KIGALI CITY MARKET', 'MUSANZE MAIN MARKET']
ATMS = ['ATM KIGALI CITY TOWER', 'ATM REMERA GIPORORO', 'ATM MUSANZE TOWN']
PEOPLE = ['DIANE MUKAMANA', 'PATRICK NSENGIMANA', 'CLARISSE INGABIRE', 'OLIVIER MUGISHA']


def fr(r, lo, hi):
    """Whole francs in hundredths (the bank prints `.00`)."""
    return r.randint(lo, hi) * 100


def outgoing():
    return [
        ('card', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -fr(r, 3500, 160000))),
        ('card2', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -fr(r, 18000, 290000))),
        ('atm', False, lambda r: (['ATM WITHDRAWAL', r.choice(ATMS)], -r.choice([20000, 50000, 100000, 200000]) * 100)),
        ('momo', False, lambda r: ([f'MTN MOMO PUSH 078{r.randint(1000000, 9999999)}'], -fr(r, 5000, 80000))),
        ('trf', False, lambda r: (['INTERNET TRANSFER TO', r.choice(PEOPLE)], -fr(r, 20000, 350000))),
        ('cashpower', True, lambda r: (['CASH POWER TOKEN', f'METER {r.randint(10 ** 10, 10 ** 11 - 1)}'], -fr(r, 15000, 60000))),
        ('water', True, lambda r: (['BILL PAYMENT', 'WASAC WATER'], -fr(r, 8000, 35000))),
        ('school', True, lambda r: (['STANDING ORDER', 'SCHOOL FEES GREEN HILLS ACADEMY'], -r.choice([300000, 450000]) * 100)),
        ('fee', True, lambda r: (['MONTHLY MAINTENANCE FEE'], -3_000_00)),
        ('sms', True, lambda r: (['SMS BANKING CHARGES'], -600_00)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['TRANSFER FROM', r.choice(PEOPLE)], fr(r, 20000, 280000))),
        ('dep', False, lambda r: (['CASH DEPOSIT', 'BRANCH COUNTER'], fr(r, 30000, 220000))),
        ('airtel', False, lambda r: ([f'AIRTEL MONEY PULL 073{r.randint(1000000, 9999999)}'], fr(r, 10000, 100000))),
    ]


def date(d):
    return d.strftime('%d/%m/%Y')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = fr(r, 120000, 850000)
    salary = (['SALARY CREDIT', employer], fr(r, 550000, 2100000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 31, 46)
    account = f'{r.randint(100, 999)}{r.randint(1000000, 9999999)}{r.randint(10, 99)}'
    t = truth(LAYOUT, CURRENCY, year, month, account[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    form = Form(bank='Umurage Commercial Bank Plc', bank_address='KN 4 Ave, P.O. Box 175, Kigali, Rwanda',
                title='STATEMENT OF ACCOUNT', page_label=lambda p, k: f'Page {p} of {k}',
                left=36, right=559, line=12, size=8, x_facts=330, facts_gap=80,
                x_date=36, x_desc=92, indent=6, x_money=(395, 475, 559),
                heads=('Date', 'Transaction Details', 'Debit (RWF)', 'Credit (RWF)', 'Balance (RWF)'),
                opening='OPENING BALANCE', carried='BALANCE CARRIED FORWARD', brought='BALANCE BROUGHT FORWARD',
                totals=[('TOTALS', 'dc')], closing='CLOSING BALANCE', balance='every',
                signed=False, money=common.money, date=date, continued=f'Account Number {account}   {CURRENCY}',
                footer=['Please examine this statement and report any discrepancy within 30 days of its date.',
                        'Umurage Commercial Bank Plc is licensed and supervised by the National Bank of Rwanda.'])
    facts = [('Account Number', account), ('Account Type', 'Current Account'), ('Currency', CURRENCY),
             ('Period', f'{date(first)} to {date(last)}'), ('Branch', r.choice(['Kigali Main', 'Remera', 'Musanze']))]
    return pages_of_rows(form, name, address, facts, [], rows, pages, opening), t
