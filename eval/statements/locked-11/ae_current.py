"""`ae-current`: a United Arab Emirates bank's current account statement, AED (Qt QPdfWriter,
Noto Serif, A4)."""
from histories import A4, draw_table, history, money, paginate, rng_of, truth

LAYOUT = 'ae-current'
BANK = 'Creek National Bank PJSC'
CUSTOMERS = [
    ('MR. RAHUL VENKATESH IYER', 'Flat 1204, Al Manara Tower', 'Business Bay, Dubai', '0191044827001', 1, 36, 1844210, ('SALARY WPS CREDIT GULFSTAR FACILITIES|MANAGEMENT LLC JAN26', 1895000)),
    ('MS. FATIMA AL MANSOORI', 'Villa 18, Street 23, Al Barsha 2', 'Dubai', '0191077310002', 2, 48, 5322018, ('SALARY WPS CREDIT EMIRATES LOGISTICS|HOLDING PJSC FEB26', 3420000)),
    ('MR. JOSEPH MWANGI KARIUKI', 'Apt 305, Building 7, Al Nahda 1', 'Sharjah', '0191098462001', 3, 58, 912466, ('SALARY WPS CREDIT DESERT ROSE|HOSPITALITY LLC MAR26', 1165000)),
]
PAYEES = [
    ('POS-PURCHASE CARREFOUR CITY CENTRE|DEIRA DUBAI AE', 8000, 95000, -1),
    ('!DEWA BILL PAYMENT {n}', 35000, 120000, -1),
    ('!ETISALAT POSTPAID 05{r}', 17500, 45000, -1),
    ('SALIK TOP UP {r}', 5000, 20000, -1),
    ('ATM CASH WITHDRAWAL ENBD MALL OF|THE EMIRATES {r}', 20000, 150000, -1),
    ('IPP TRANSFER TO {r} WIO BANK', 25000, 250000, -1),
    ('POS-PURCHASE ENOC 1071 AL QUOZ', 9000, 28000, -1),
    ('TALABAT ORDER DUBAI AE', 4500, 16000, -1),
    ('!INWARD REMITTANCE AL ANSARI|EXCHANGE REF {n}', 100000, 500000, 1),
    ('!RENT CHEQUE NO. 0000{r} CLEARED', 450000, 650000, -1),
    ('IPP TRANSFER FROM {r} MASHREQ', 30000, 200000, 1),
    ('CREDIT CARD PAYMENT CNB CARD ENDING {r}', 50000, 300000, -1),
    ('!MONTHLY MAINTENANCE FEE', 2500, 2501, -1),
    ('!VAT ON MAINTENANCE FEE', 125, 126, -1),
]


def dmy(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year}'


def make(k):
    name, street, city, acct, month, rows, opening, salary = CUSTOMERS[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    start, end, hist, _ = history(r, month, rows, opening, PAYEES, salary, wrap_every=8)
    pages = paginate(hist, 26, 30)
    L, R = 34, A4[0] - 34

    def header(pg, n, N):
        pg.t(L, 50, BANK, 15, True)
        pg.t(L, 63, 'P.O. Box 11872, Baniyas Road, Deira, Dubai, United Arab Emirates', 7.5)
        pg.t(R, 50, 'ACCOUNT STATEMENT', 12, True, 'r')
        pg.t(R, 63, f'Page {n} of {N}', 7.5, False, 'r')
        pg.line(L, 70, R, 70, 0.8)
        pg.line(L, 72.5, R, 72.5, 0.4)
        if n > 1:
            pg.t(L, 90, f'{name}   Account {acct}   From {dmy(start)} To {dmy(end)}', 8.5)
            return 118
        pg.t(L, 92, name, 9.5, True)
        pg.t(L, 105, street, 8.5)
        pg.t(L, 117, city, 8.5)
        pg.t(L, 129, 'United Arab Emirates', 8.5)
        facts = [('Account Number', acct), ('IBAN', f'AE{27 + k} 0540 {acct[:4]} {acct[4:8]} {acct[8:12]} {acct[12:]}'), ('Account Type', 'Current Account'),
                 ('Currency', 'AED'), ('Statement Period', f'From {dmy(start)} To {dmy(end)}')]
        for i, (a, b) in enumerate(facts):
            pg.t(300, 92 + 12.5 * i, a, 8.5, True)
            pg.t(392, 92 + 12.5 * i, b, 8.5)
        return 182

    def closing(pg, y, t):
        pg.t(104, y + 2, 'Total', 8.5, True)
        pg.t(390, y + 2, money(t['debits']), 8.5, True, 'r')
        pg.t(473, y + 2, money(t['credits']), 8.5, True, 'r')
        pg.t(104, y + 16, 'Closing Balance', 8.5, True)
        pg.t(R - 2, y + 16, money(t['closing']), 8.5, True, 'r')
        pg.t(L, y + 44, 'If you find any discrepancy, please inform the bank within 30 days, failing which the statement is deemed correct.', 7.5)

    spec = {'header': header, 'size': 8.5, 'line': 13.0, 'title': f'Account Statement {acct}', 'grey': 0.9,
            'cols': {'left': L, 'right': R, 'date': L + 4, 'desc': 104, 'out': 390, 'in': 473, 'bal': R - 2},
            'heads': {'date': 'Date', 'desc': 'Description', 'out': 'Debit', 'in': 'Credit', 'bal': 'Balance'},
            'date': lambda d: [('date', dmy(d))],
            'brought': 'Balance Brought Forward', 'carried': 'Balance Carried Forward', 'opening_row': 'Opening Balance', 'closing': closing}
    doc = draw_table(spec, pages, opening, A4)
    return truth(LAYOUT, 'AED', start, end, acct[-4:], opening, pages), doc
