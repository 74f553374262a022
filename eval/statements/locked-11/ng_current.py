"""`ng-current`: a Nigerian bank's current account statement, NGN (Apache FOP, Noto Sans, A4)."""
from histories import A4, draw_table, history, money, paginate, rng_of, truth

LAYOUT = 'ng-current'
BANK = 'Lagoon Trust Bank Plc'
CUSTOMERS = [
    ('CHIAMAKA EZE', '7 Bode Thomas Street', 'Surulere, Lagos', '0158834211', 1, 30, 21744513, ('SALARY JAN 2026 OKONKWO-BELLO LOGISTICS|LTD', 35657468)),
    ('BABATUNDE ADEYEMI', '22 Allen Avenue', 'Ikeja, Lagos', '0203311948', 3, 44, 50218090, ('NIP TRANSFER FROM OKONKWO-BELLO|LOGISTICS LTD SALARY MAR', 54508440)),
    ('ADAEZE OKAFOR', '16 Stadium Road', 'Port Harcourt, Rivers', '0117762035', 5, 60, 83310522, ('SALARY MAY 2026 OKONKWO-BELLO LOGISTICS|LTD', 64844590)),
]
PAYEES = [
    ('POS PURCHASE SHOPRITE LEKKI LAGOS NG', 450000, 4800000, -1),
    ('NIP TRF TO {r} OPAY/ADEBAYO|SAMUEL FAMILY SUPPORT', 1000000, 8000000, -1),
    ('AIRTIME PURCHASE MTN 0803{r}', 100000, 500000, -1),
    ('ATM WDL GTB ADEOLA ODEKU {r}', 1000000, 4000000, -1),
    ('!IKEDC PREPAID TOKEN METER 4501{r}', 1500000, 4500000, -1),
    ('!DSTV SUBSCRIPTION COMPACT PLUS', 1990000, 2000000, -1),
    ('WEB PURCHASE JUMIA NIGERIA|ORDER {n}', 800000, 6500000, -1),
    ('BOLT RIDE LAGOS NG', 250000, 1200000, -1),
    ('SMS ALERT CHARGES', 4000, 8000, -1),
    ('!ELECTRONIC MONEY TRANSFER LEVY', 5000, 5001, -1),
    ('NIP TRANSFER FROM {r} KUDA/NWOSU EMEKA|REFUND', 500000, 6000000, 1),
    ('CASH DEPOSIT LAGOON TRUST BRANCH', 2000000, 9000000, 1),
    ('!LOAN REPAYMENT QUICKCREDIT {n}', 1500000, 3000000, -1),
]


def dmy(d):
    return d.strftime('%d-%b-%Y')


def make(k):
    name, street, city, acct, month, rows, opening, salary = CUSTOMERS[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    start, end, hist, _ = history(r, month, rows, opening, PAYEES, salary)
    pages = paginate(hist, 46, 50)
    L, R = 36, A4[0] - 36

    def header(pg, n, N):
        pg.t(L, 48, BANK.upper(), 14, True)
        pg.t(L, 61, 'Plot 1402 Ahmadu Bello Way, Victoria Island, Lagos  |  RC 1204417', 7.5)
        pg.t(R, 48, 'STATEMENT OF ACCOUNT', 12, True, 'r')
        pg.t(R, 61, f'Page {n} of {N}', 7.5, False, 'r')
        pg.line(L, 68, R, 68, 1.0)
        if n > 1:
            pg.t(L, 84, f'{name}   Account Number: {acct}   {dmy(start)} to {dmy(end)}', 8)
            return 106
        pg.t(L, 86, name, 9, True)
        pg.t(L, 98, street, 8.5)
        pg.t(L, 110, city, 8.5)
        facts = [('Account Number', acct), ('Account Type', 'Current Account - Individual'), ('Currency', 'NGN'),
                 ('Period', f'{dmy(start)} to {dmy(end)}'), ('BVN', '222******' + str(40 + 11 * k))]
        for i, (a, b) in enumerate(facts):
            pg.t(300, 86 + 12 * i, a, 8, True)
            pg.t(385, 86 + 12 * i, b, 8)
        debits = -sum(a for _, _, a in hist if a < 0)
        credits = sum(a for _, _, a in hist if a > 0)
        closing = opening + credits - debits
        pg.box(L, 150, R - L, 30, 0.93)
        for i, (a, b) in enumerate([('Opening Balance', opening), ('Total Debit', debits), ('Total Credit', credits), ('Closing Balance', closing)]):
            x = L + 8 + i * (R - L) / 4
            pg.t(x, 162, a, 7.5, True)
            pg.t(x, 174, money(b), 8.5)
        return 204

    def closing(pg, y, t):
        pg.t(146, y, 'Total', 8, True)
        pg.t(408, y, money(t['debits']), 8, True, 'r')
        pg.t(483, y, money(t['credits']), 8, True, 'r')
        pg.t(146, y + 13, 'Closing Balance', 8, True)
        pg.t(R, y + 13, money(t['closing']), 8, True, 'r')
        pg.t(L, y + 40, 'Please examine this statement and report any discrepancy within 15 days. Deposits are insured by NDIC.', 7.5)

    spec = {'header': header, 'size': 7.8, 'line': 11.4, 'title': f'Statement {acct}',
            'cols': {'left': L, 'right': R, 'date': L + 2, 'value': 90, 'desc': 146, 'out': 408, 'in': 483, 'bal': R - 2},
            'heads': {'date': 'Trans. Date', 'value': 'Value Date', 'desc': 'Narration', 'out': 'Debit', 'in': 'Credit', 'bal': 'Balance'},
            'date': lambda d: [('date', dmy(d)), ('value', dmy(d))],
            'brought': 'Balance B/F', 'carried': 'Balance C/F', 'opening_row': 'Opening Balance', 'closing': closing}
    doc = draw_table(spec, pages, opening, A4)
    return truth(LAYOUT, 'NGN', start, end, acct[-4:], opening, pages), doc
