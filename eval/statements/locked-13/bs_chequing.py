"""`bs-chequing`: a Bahamian bank's personal chequing statement, painted by gofpdf (Helvetica, Letter):
dates as the month's abbreviation and the day (`MAR 05`, no year), withdrawals and deposits, the
balance printed only on the last row of each day, a balance forward at the head of later pages."""
from histories import amount, common, history, paginate, rng, truth

LAYOUT = 'bs-chequing'
RENDERER = ('gofpdf', 'Helvetica')
CURRENCY = 'BSD'
LETTER = (612.0, 792.0)
BANK = 'Coral Harbour Bank & Trust Limited'
CUSTOMERS = [
    ('JONATHAN A. KNOWLES', ['P.O. Box CB-13402', 'Cable Beach', 'Nassau, The Bahamas'], 2, 31, 'ATLANTIS MARINE SUPPLY LTD'),
    ('SHANTEL M. ROLLE', ['#14 Soldier Road East', 'Nassau, N.P.', 'The Bahamas'], 5, 44, 'PARADISE ISLAND HOSPITALITY LTD'),
    ('DERRICK L. FERGUSON', ['22 Pioneers Way', 'Freeport, Grand Bahama', 'The Bahamas'], 9, 57, 'GRAND BAHAMA SHIPYARD SERVICES'),
]
SHOPS = ['ISLAND FRESH FOODS CABLE BEACH', 'NASSAU HARDWARE MACKEY ST', 'SEA BREEZE PHARMACY',
         'RUBIS SERVICE STN JFK DR', 'CONCH SHACK ARAWAK CAY', 'HARBOUR BAY LIQUORS', 'MARATHON MALL CINEMA']
ABMS = ['ABM BAY STREET BRANCH', 'ABM MALL AT MARATHON', 'ABM CARMICHAEL ROAD', 'ABM FREEPORT CENTRE']
PEOPLE = ['KEISHA BETHEL', 'MARVIN SAUNDERS', 'LATOYA CARTWRIGHT', 'DWAYNE MOSS', 'ANGELA PINDER']


def outgoing():
    return [
        ('pos', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 8, 240))),
        ('pos2', False, lambda r: (['POS PURCHASE', r.choice(SHOPS)], -amount(r, 15, 420))),
        ('abm', False, lambda r: (['ABM WITHDRAWAL', r.choice(ABMS)], -r.choice([40, 60, 100, 200, 300]) * 100)),
        ('xfer', False, lambda r: (['ONLINE TRANSFER TO', r.choice(PEOPLE)], -amount(r, 50, 800))),
        ('bpl', True, lambda r: ([f'BPL ELECTRICITY {r.randint(100000, 999999)}'], -amount(r, 140, 520))),
        ('wsc', True, lambda r: ([f'WSC WATER {r.randint(100000, 999999)}'], -amount(r, 35, 90))),
        ('btc', True, lambda r: (['BTC POSTPAID MOBILE'], -amount(r, 45, 130))),
        ('cable', True, lambda r: (['CABLE BAHAMAS REV INTERNET'], -10999)),
        ('chq', False, lambda r: ([f'CHEQUE {r.randint(1100, 1199)}'], -amount(r, 120, 1500))),
        ('ins', True, lambda r: (['PRE-AUTHORISED DEBIT', 'FAMILY GUARDIAN INSURANCE'], -amount(r, 90, 260))),
        ('fee', True, lambda r: (['MONTHLY SERVICE CHARGE'], -1250)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['ONLINE TRANSFER FROM', r.choice(PEOPLE)], amount(r, 60, 700))),
        ('dep', False, lambda r: (['BRANCH DEPOSIT CASH'], r.choice([100, 200, 250, 500]) * 100)),
        ('int', True, lambda r: (['INTEREST PAID'], amount(r, 0, 4) + 11)),
    ]


def date(d):
    return d.strftime('%b %d').upper()


def long_date(d):
    return f'{d.strftime("%B")} {d.day}, {d.year}'


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 900, 6500)
    salary = (['PAYROLL DEPOSIT', employer], amount(r, 2600, 4800))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 30, 42)
    account = f'{r.randint(1000, 9999)}-{r.randint(100000, 999999)}-{r.randint(1, 9)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace('-', '')[-4:], opening, rows, pages)
    a = t['accounts'][0]
    closing = a['closingBalanceCents']
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))

    g = common.Drawing(LETTER)
    W, H = LETTER
    L, R = 44, W - 44
    X = {'date': L, 'desc': L + 50, 'out': 408, 'in': 488, 'bal': R}
    total_pages = pages[-1]

    def head(p):
        g.text(L, 52, BANK, bold=True, size=14)
        g.text(L, 65, 'East Bay Street, P.O. Box N-4417, Nassau, The Bahamas', size=8)
        g.text(R, 52, 'Personal Chequing Statement', align='r', bold=True, size=11)
        g.text(R, 65, f'Page {p} of {total_pages}', align='r', size=8)
        g.rule(L, 73, R, 73, 1.5)

    def columns(y):
        g.box(L, y - 11, R - L, 16, fill=0.85, frame=False)
        g.text(X['date'] + 3, y, 'Date', bold=True, size=8.5)
        g.text(X['desc'], y, 'Description', bold=True, size=8.5)
        g.text(X['out'], y, 'Withdrawals', align='r', bold=True, size=8.5)
        g.text(X['in'], y, 'Deposits', align='r', bold=True, size=8.5)
        g.text(X['bal'] - 3, y, 'Balance', align='r', bold=True, size=8.5)
        return y + 17

    head(1)
    y = 96
    g.text(L, y, name, bold=True, size=10)
    for i, line in enumerate(address):
        g.text(L, y + 12 * (i + 1), line, size=9.5)
    g.text(330, y, 'Account Number', bold=True, size=9)
    g.text(R, y, account, align='r', size=9)
    g.text(330, y + 13, 'Currency', bold=True, size=9)
    g.text(R, y + 13, f'{CURRENCY} (B$)', align='r', size=9)
    g.text(330, y + 26, 'Statement Period', bold=True, size=9)
    g.text(R, y + 39, f'{long_date(first)} through {long_date(last)}', align='r', size=9)
    y = 160
    g.box(L, y, R - L, 64, frame=True)
    g.text(L + 8, y + 14, 'Account Summary', bold=True, size=9.5)
    summary = [(f'Beginning Balance on {long_date(first)}', f'B${common.money(opening)}'),
               (f'Deposits and Credits ({sum(1 for *_, c in rows if c > 0)})', f'+ {common.money(credits)}'),
               (f'Withdrawals and Debits ({sum(1 for *_, c in rows if c < 0)})', f'- {common.money(debits)}'),
               (f'Ending Balance on {long_date(last)}', f'B${common.money(closing)}')]
    for i, (lab, val) in enumerate(summary):
        g.text(L + 8 + (i // 2) * 270, y + 30 + (i % 2) * 14, lab, size=8.5)
        g.text(L + 250 + (i // 2) * 260, y + 30 + (i % 2) * 14, val, align='r', size=8.5)
    y = columns(248)
    g.text(X['desc'], y, 'Beginning balance', size=8.5)
    g.text(X['bal'] - 3, y, common.money(opening), align='r', size=8.5)
    y += 13
    bal = opening
    page = 1
    for k, ((d, lines, c), p) in enumerate(zip(rows, pages)):
        if p != page:
            g.page()
            page = p
            head(p)
            g.text(L, 90, f'{name}   Account {account}', size=8.5)
            y = columns(112)
            g.text(X['desc'], y, 'Balance forward', size=8.5)
            g.text(X['bal'] - 3, y, common.money(bal), align='r', size=8.5)
            y += 13
        bal += c
        g.text(X['date'] + 3, y, date(d), size=8.5)
        g.text(X['desc'], y, lines[0], size=8.5)
        g.text(X['out'] if c < 0 else X['in'], y, common.money(c), align='r', size=8.5)
        if k + 1 == len(rows) or rows[k + 1][0] != d or pages[k + 1] != p:
            g.text(X['bal'] - 3, y, common.money(bal), align='r', size=8.5)
        for extra in lines[1:]:
            y += 11
            g.text(X['desc'], y, extra, size=8.5)
        y += 13
    g.rule(L, y - 8, R, y - 8, 0.6)
    g.text(X['desc'], y + 3, 'Total withdrawals and deposits', bold=True, size=8.5)
    g.text(X['out'], y + 3, common.money(debits), align='r', bold=True, size=8.5)
    g.text(X['in'], y + 3, common.money(credits), align='r', bold=True, size=8.5)
    g.text(X['desc'], y + 17, 'Ending balance', bold=True, size=8.5)
    g.text(X['bal'] - 3, y + 17, common.money(closing), align='r', bold=True, size=8.5)
    g.text(L, H - 36, 'Deposits are insured by the Deposit Insurance Corporation up to B$50,000. Errors must be reported within 30 days.', size=7)
    return g, t
