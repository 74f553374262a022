"""`cy-current`: a Cypriot bank's current account statement, painted by Free Pascal's fcl-pdf (Courier,
A4) as a line printer sets it: dates day, month and two-digit year with dots, one signed amount
column (a debit with a minus), figures with a decimal comma and points between thousands, the
running balance on every row, balances carried and brought forward."""
from histories import amount, common, history, paginate, rng, truth

LAYOUT = 'cy-current'
RENDERER = ('fcl', 'Courier')
CURRENCY = 'EUR'
BANK = 'TROODOS BANK PUBLIC COMPANY LTD'
CUSTOMERS = [
    ('ANDREAS GEORGIOU', ['KYRIAKOU MATSI 22, FLAT 3', '3040 LIMASSOL', 'CYPRUS'], 4, 32, 'LIMASSOL MARINE SERVICES LTD'),
    ('ELENI CHRISTODOULOU', ['GRIVA DIGENI 41', '6030 LARNACA', 'CYPRUS'], 7, 45, 'AKAMAS SOFTWARE SOLUTIONS LTD'),
    ('MARIOS IOANNOU', ['AGIOU ANDREOU 9', '8020 PAPHOS', 'CYPRUS'], 10, 56, 'PAPHOS DISTRICT HOTELS LTD'),
]
SHOPS = ['OLYMPIA HYPERMARKET LIMASSOL', 'KOUROS BAKERY LARNACA', 'PETROLINA STATION PAPHOS',
         'MY MALL LIMASSOL', 'PHARMACY NIKOLAOU', 'ZORBAS KIOSK', 'IKEA NICOSIA']
ATMS = ['ATM MAKARIOU AVE LIMASSOL', 'ATM FINIKOUDES LARNACA', 'ATM KATO PAPHOS', 'ATM LEDRAS ST NICOSIA']
PEOPLE = ['NIKOS PAPADOPOULOS', 'MARIA CONSTANTINOU', 'STELIOS HADJIPAVLOU', 'CHRISTINA LOIZOU']


def outgoing():
    return [
        ('card', False, lambda r: (['CARD PURCHASE', r.choice(SHOPS)], -amount(r, 4, 160))),
        ('card2', False, lambda r: (['CARD PURCHASE', r.choice(SHOPS)], -amount(r, 10, 320))),
        ('atm', False, lambda r: (['ATM WITHDRAWAL', r.choice(ATMS)], -r.choice([20, 40, 50, 100, 200]) * 100)),
        ('sepa', False, lambda r: (['SEPA TRANSFER TO', r.choice(PEOPLE)], -amount(r, 30, 600))),
        ('eac', True, lambda r: ([f'EAC ELECTRICITY BILL {r.randint(1000000, 9999999)}'], -amount(r, 60, 240))),
        ('water', True, lambda r: ([f'WATER BOARD {r.randint(100000, 999999)}'], -amount(r, 18, 70))),
        ('cyta', True, lambda r: (['CYTA MOBILE AND BROADBAND'], -amount(r, 35, 75))),
        ('rent', True, lambda r: (['STANDING ORDER', 'RENT ' + r.choice(PEOPLE)], -r.choice([650, 700, 850]) * 100)),
        ('ins', True, lambda r: (['DIRECT DEBIT', 'HYDRA INSURANCE LTD'], -amount(r, 40, 120))),
        ('fee', True, lambda r: (['ACCOUNT MAINTENANCE FEE'], -600)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['SEPA TRANSFER FROM', r.choice(PEOPLE)], amount(r, 40, 500))),
        ('dep', False, lambda r: (['CASH DEPOSIT'], r.choice([100, 200, 300, 500]) * 100)),
        ('int', True, lambda r: (['CREDIT INTEREST'], amount(r, 0, 3) + 7)),
    ]


def euro(c, signed=False):
    """1.234,56 (a minus before a debit when `signed`)."""
    s = common.money(c).replace(',', ' ').replace('.', ',').replace(' ', '.')
    return ('-' if signed and c < 0 else '') + s


def date(d):
    return d.strftime('%d.%m.%y')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 1200, 7000)
    salary = (['SALARY', employer], amount(r, 1900, 3800))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 30, 44)
    account = f'357-{r.randint(10, 99)}-{r.randint(100000, 999999)}-{r.randint(10, 99)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace('-', '')[-4:], opening, rows, pages)
    closing = t['accounts'][0]['closingBalanceCents']
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    total_pages = pages[-1]
    W = 92
    dash = '-' * W

    lines = []  # (text, bold) per page

    def head(p):
        lines.append((BANK.ljust(W - 20) + 'ACCOUNT STATEMENT'.rjust(20), True))
        lines.append(('155 ARCH. MAKARIOU III AVENUE, 3026 LIMASSOL'.ljust(W - 12) + f'PAGE {p}/{total_pages}'.rjust(12), False))
        lines.append((dash, False))

    def columns():
        lines.append(('DATE      VALUE     DESCRIPTION'.ljust(62) + 'AMOUNT'.rjust(14) + 'BALANCE'.rjust(16), True))
        lines.append((dash, False))

    def row(d, v, text, amt, bal):
        lines.append((f'{d:<10}{v:<10}{text:<42}' + amt.rjust(14) + bal.rjust(16), False))

    head(1)
    lines.append(('', False))
    facts = [('ACCOUNT NO', account), ('IBAN', f'CY{r.randint(10, 99)} 0070 0357 00{account[4:6]} {account[7:11]} {account[11:13]}{account[14:]}00 0000'),
             ('ACCOUNT TYPE', 'CURRENT ACCOUNT'), ('CURRENCY', CURRENCY), ('PERIOD', f'{date(first)} - {date(last)}')]
    cust = [name] + address + ['']
    for c, (a, b) in zip(cust, facts):
        lines.append((c.ljust(40) + f'{a:<13}: {b}', c == name))
    lines.append(('', False))
    lines.append((f'OPENING BALANCE {euro(opening)}   TOTAL DEBITS {euro(debits)}   TOTAL CREDITS {euro(credits)}', False))
    lines.append(('', False))
    columns()
    row('', '', 'OPENING BALANCE', '', euro(opening))
    bal = opening
    page = 1
    out = []
    for (d, desc, c), p in zip(rows, pages):
        if p != page:
            row('', '', 'CARRIED FORWARD', '', euro(bal))
            out.append(lines)
            lines = []
            page = p
            head(p)
            lines.append((f'{name}   ACCOUNT NO {account}   {CURRENCY}', False))
            lines.append(('', False))
            columns()
            row('', '', 'BROUGHT FORWARD', '', euro(bal))
        bal += c
        value = d
        row(date(d), date(value), desc[0], euro(c, signed=True), euro(bal))
        for extra in desc[1:]:
            lines.append((' ' * 20 + extra, False))
    lines.append((dash, False))
    row('', '', 'TOTAL DEBITS', euro(-debits, signed=True), '')
    row('', '', 'TOTAL CREDITS', euro(credits), '')
    row('', '', 'CLOSING BALANCE', '', euro(closing))
    lines.append((dash, False))
    lines.append(('', False))
    lines.append(('PLEASE CHECK THIS STATEMENT AND NOTIFY THE BANK OF ANY ERROR WITHIN 30 DAYS.', False))
    out.append(lines)

    g = common.Drawing(common.A4)
    for k, page_lines in enumerate(out):
        if k:
            g.page()
        y = 50
        for s, bold in page_lines:
            if s:
                g.text(36, y, s, bold=bold, size=9)
            y += 12.5
    return g, t
