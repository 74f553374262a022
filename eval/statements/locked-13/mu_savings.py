"""`mu-savings`: a Mauritian bank's savings account statement, painted by PoDoFo (Times-Roman, A4):
transaction and value dates day first with slashes, debit and credit columns, a running balance on
every row, balances carried from page to page."""
from histories import amount, common, history, paginate, rng, truth

LAYOUT = 'mu-savings'
RENDERER = ('podofo', 'Times')
CURRENCY = 'MUR'
BANK = 'MASCAREIGNES BANK LTD'
CUSTOMERS = [
    ('MRS ANJALI DOOKHUN', ['14 Avenue des Manguiers', 'Quatre Bornes', 'MAURITIUS'], 3, 34, 'AGRO-FOODS LTD'),
    ('MR KEVIN APPADOO', ['Morc. Bonne Terre, Lot 27', 'Vacoas', 'MAURITIUS'], 6, 46, 'LAGOON VIEW RESORTS LTD'),
    ('MS NATHALIE BOLLI', ['5 Rue Remy Ollier', 'Beau Bassin', 'MAURITIUS'], 8, 58, 'ISLAND TEXTILE MILLS LTD'),
]
SHOPS = ['WINMART PHOENIX', 'HYPER PRIX TRIANON', 'CHINA TOWN BAZAAR PL', 'PHARMACIE DU CENTRE QB',
         'PETROLINE ROSE HILL', 'BAGATELLE SHOPPING', 'SUPER U GRAND BAIE', 'KFC CAUDAN']
ATMS = ['ATM QUATRE BORNES ST JEAN', 'ATM ROSE HILL ROYAL RD', 'ATM PORT LOUIS CAUDAN', 'ATM CUREPIPE ROYAL']
PEOPLE = ['RAVI SEETARAM', 'MARIE CLAIRE ETIENNE', 'ASHVIN GOPAUL', 'FARAH JOOMUN', 'LOUIS PERRINE']


def outgoing():
    return [
        ('pos', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 180, 4200))),
        ('pos2', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 90, 1500))),
        ('atm', False, lambda r: (['ATM WITHDRAWAL', r.choice(ATMS)], -r.choice([1000, 2000, 3000, 5000]) * 100)),
        ('xfer', False, lambda r: (['MOBILE TRANSFER TO', r.choice(PEOPLE)], -amount(r, 300, 6000))),
        ('ceb', True, lambda r: ([f'CEB BILL PAYMENT {r.randint(1000000, 9999999)}'], -amount(r, 900, 3400))),
        ('cwa', True, lambda r: ([f'CWA WATER CHARGES {r.randint(100000, 999999)}'], -amount(r, 250, 900))),
        ('myt', True, lambda r: (['MY.T FIBRE SUBSCRIPTION'], -139900)),
        ('mob', False, lambda r: (['MOBILE RECHARGE 5' + str(r.randint(1000000, 9999999))], -r.choice([100, 200, 300, 500]) * 100)),
        ('loan', True, lambda r: (['STANDING ORDER', 'HOUSING LOAN INSTALMENT'], -amount(r, 8000, 15000))),
        ('ins', True, lambda r: (['DIRECT DEBIT', 'SWAN LIFE POLICY 40' + str(r.randint(10000, 99999))], -amount(r, 1200, 2600))),
        ('sms', True, lambda r: (['SMS BANKING FEE'], -5000)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['MOBILE TRANSFER FROM', r.choice(PEOPLE)], amount(r, 500, 5000))),
        ('dep', False, lambda r: (['CASH DEPOSIT BRANCH'], r.choice([2000, 3000, 5000, 10000]) * 100)),
        ('int', True, lambda r: (['INTEREST CREDIT'], amount(r, 15, 220))),
    ]


def date(d):
    return d.strftime('%d/%m/%Y')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 8000, 60000)
    salary = (['SALARY CREDIT', employer], amount(r, 28000, 65000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 28, 42)
    account = f'{r.randint(10, 99)}0{r.randint(1000000, 9999999)}{r.randint(10, 99)}'
    t = truth(LAYOUT, CURRENCY, year, month, account[-4:], opening, rows, pages)
    start, end = (t['period'][k] for k in ('start', 'end'))
    first = date(rows[0][0].replace(day=1))
    last = date(rows[0][0].replace(day=int(end[-2:])))

    g = common.Drawing(common.A4)
    W, H = common.A4
    L, R = 40, W - 40
    X = {'date': L, 'value': L + 54, 'desc': L + 110, 'debit': 390, 'credit': 465, 'bal': R}
    total_pages = pages[-1]
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    closing = t['accounts'][0]['closingBalanceCents']

    def head(p):
        g.text(L, 50, BANK, bold=True, size=15)
        g.text(L, 63, 'Sir William Newton Street, Port Louis, Mauritius   BRN C07012345', size=8.5)
        g.text(R, 50, 'STATEMENT OF ACCOUNT', align='r', bold=True, size=12)
        g.text(R, 63, f'Page {p} of {total_pages}', align='r', size=9)
        g.rule(L, 70, R, 70, 1)

    def columns(y):
        g.rule(L, y - 11, R, y - 11, 0.6)
        g.text(X['date'], y, 'Trans. Date', bold=True, size=9)
        g.text(X['value'], y, 'Value Date', bold=True, size=9)
        g.text(X['desc'], y, 'Particulars', bold=True, size=9)
        g.text(X['debit'], y, 'Debit', align='r', bold=True, size=9)
        g.text(X['credit'], y, 'Credit', align='r', bold=True, size=9)
        g.text(X['bal'], y, 'Balance', align='r', bold=True, size=9)
        g.rule(L, y + 4, R, y + 4, 0.6)
        return y + 17

    head(1)
    y = 90
    g.text(L, y, name, bold=True, size=10)
    for i, line in enumerate(address):
        g.text(L, y + 13 * (i + 1), line, size=10)
    facts = [('Account Number', account), ('Account Type', 'Savings Account'), ('Currency', CURRENCY),
             ('Statement Period', f'{first} to {last}'), ('Branch', 'Quatre Bornes')]
    for i, (a, b) in enumerate(facts):
        g.text(320, y + 13 * i, a, bold=True, size=9)
        g.text(410, y + 13 * i, b, size=9)
    y = 168
    g.box(L, y, R - L, 36, fill=0.9, frame=True)
    for i, (a, c) in enumerate([('Opening Balance', opening), ('Total Debits', debits),
                                ('Total Credits', credits), ('Closing Balance', closing)]):
        x = L + 10 + i * (R - L) / 4
        g.text(x, y + 14, a, bold=True, size=8.5)
        g.text(x, y + 28, f'Rs {common.money(c)}', size=9.5)
    y = columns(230)
    g.text(X['desc'], y, 'OPENING BALANCE', bold=True, size=9)
    g.text(X['bal'], y, common.money(opening), align='r', size=9)
    y += 13
    bal = opening
    page = 1
    for (d, lines, c), p in zip(rows, pages):
        if p != page:
            g.text(X['desc'], y + 4, 'BALANCE CARRIED FORWARD', bold=True, size=9)
            g.text(X['bal'], y + 4, common.money(bal), align='r', bold=True, size=9)
            g.page()
            page = p
            head(p)
            g.text(L, 88, f'{name}    Account Number {account}    {CURRENCY}', size=9)
            y = columns(110)
            g.text(X['desc'], y, 'BALANCE BROUGHT FORWARD', bold=True, size=9)
            g.text(X['bal'], y, common.money(bal), align='r', bold=True, size=9)
            y += 13
        bal += c
        value = d if not lines[0].startswith(('MOBILE TRANSFER', 'CASH DEPOSIT')) or d.day == int(end[-2:]) else d.replace(day=d.day + 1)
        g.text(X['date'], y, date(d), size=9)
        g.text(X['value'], y, date(value), size=9)
        g.text(X['desc'], y, lines[0], size=9)
        g.text(X['debit'] if c < 0 else X['credit'], y, common.money(c), align='r', size=9)
        g.text(X['bal'], y, common.money(bal), align='r', size=9)
        for extra in lines[1:]:
            y += 12
            g.text(X['desc'], y, extra, size=9)
        y += 13
    g.rule(L, y - 8, R, y - 8, 0.6)
    g.text(X['desc'], y + 3, 'TOTAL', bold=True, size=9)
    g.text(X['debit'], y + 3, common.money(debits), align='r', bold=True, size=9)
    g.text(X['credit'], y + 3, common.money(credits), align='r', bold=True, size=9)
    g.text(X['desc'], y + 18, 'CLOSING BALANCE', bold=True, size=9)
    g.text(X['bal'], y + 18, common.money(closing), align='r', bold=True, size=9)
    g.text(L, H - 40, 'Please examine this statement and report any discrepancy to your branch within 15 days.', size=8)
    return g, t
