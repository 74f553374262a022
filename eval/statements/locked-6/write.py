"""Writes the sixth locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
    /usr/bin/python3 eval/statements/locked-6/write.py [STEM ...]"""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'paystubs', 'locked-6'))
from producers import LUA_PREAMBLE, Sheet, lakh, lualatex, ssconvert, tex, us  # noqa: E402

D = dt.date
ROWS_PER_PAGE = {'sg-bank': 26, 'in-passbook': 22, 'us-amount-first': 28}

# Each layout's rows: (description, low, high in whole currency units, sign, times in the month).
KINDS = {
    'sg-bank': {
        'pay': ('GIRO SALARY {emp}', 1), 'rent': ('GIRO - HDB MORTGAGE 8840271', -1),
        'spend': ['NETS QR FAIRPRICE {x}', 'NETS PURCHASE COLD STORAGE', 'DEBIT CARD GRAB* RIDE', 'DEBIT CARD SHOPEE SINGAPORE', 'NETS QR KOPITIAM {x}', 'DEBIT CARD GUARDIAN HEALTH', 'POS BUS/MRT SIMPLYGO'],
        'bills': ['GIRO - SP SERVICES LTD', 'GIRO - SINGTEL MOBILE', 'GIRO - IRAS INCOME TAX', 'GIRO - AIA SINGAPORE PREM'],
        'out': ['PAYNOW TRANSFER TO TAN WEI MING', 'FAST PAYMENT TO OCBC 5512', 'PAYNOW TO LIM SIEW HUAY'], 'in': ['PAYNOW FROM GOH KAI JUN', 'FAST PAYMENT FROM UOB 8813'],
        'cash': 'ATM WITHDRAWAL {x} BR', 'end': ('INTEREST EARNED', 1),
    },
    'in-passbook': {
        'pay': ('NEFT-{emp}-SALARY', 1), 'rent': ('NACH-DR-HDFC LTD HOME LOAN EMI', -1),
        'spend': ['UPI/BIGBASKET/{x}', 'UPI/SWIGGY/{x}', 'POS AMAZON PAY INDIA', 'UPI/ZOMATO/{x}', 'UPI/RELIANCE FRESH/{x}', 'POS DMART AVENUE SUPERMARTS', 'UPI/IRCTC/{x}'],
        'bills': ['BILLPAY-MSEDCL ELECTRICITY', 'BILLPAY-AIRTEL POSTPAID', 'NACH-DR-LIC OF INDIA PREMIUM', 'ACH-DR-SBI MUTUAL FUND SIP'],
        'out': ['IMPS-TO-RAHUL KULKARNI', 'NEFT-TO-SUNANDA PATIL', 'UPI/SELF TRANSFER/{x}'], 'in': ['IMPS-FROM-ANIL JOSHI', 'UPI/CREDIT/MEERA NAIR/{x}'],
        'cash': 'ATM WDL {x} PUNE', 'end': ('CREDIT INTEREST', 1),
    },
    'us-amount-first': {
        'pay': ('PAYROLL DEP {emp}', 1), 'rent': ('ONLINE PMT RIVERBEND APTS RENT', -1),
        'spend': ['POS KROGER #{x}', 'CARD PURCHASE SHELL OIL {x}', 'CARD PURCHASE TARGET T-{x}', 'POS WALGREENS #{x}', 'CARD PURCHASE CHIPOTLE {x}', 'CARD PURCHASE AMAZON MKTPL', 'POS HOME DEPOT #{x}'],
        'bills': ['ACH DEBIT DUKE ENERGY', 'ACH DEBIT VERIZON WIRELESS', 'ACH DEBIT GEICO AUTO', 'ACH DEBIT SPECTRUM INTERNET'],
        'out': ['ZELLE TO JORDAN PRICE', 'TRANSFER TO SAVINGS X2231', 'ZELLE TO AMBER COLLINS'], 'in': ['ZELLE FROM MARCUS REED', 'MOBILE DEPOSIT CHECK {x}'],
        'cash': 'ATM WITHDRAWAL {x} MAIN ST', 'end': ('MONTHLY SERVICE FEE', -1),
    },
}
SCALE = {'sg-bank': 1, 'in-passbook': 30, 'us-amount-first': 1}

STATEMENTS = [
    # layout, n, year, month, holder, address, account number, employer, monthly pay, rent, opening
    ('sg-bank', 1, 2025, 12, 'Ng Hui Min Rachel', 'Blk 231 Bishan Street 23, #08-114, Singapore 570231', '072-3-814459', 'NOVUS MEDTECH PTE LTD', 6400, 1650, 8240.55),
    ('sg-bank', 2, 2026, 1, 'Muhammad Faris bin Rahmat', 'Blk 456A Punggol Way, #12-308, Singapore 821456', '072-9-051187', 'STRAITS PORT SERVICES', 4800, 1320, 3117.80),
    ('sg-bank', 3, 2026, 2, 'Priya Devi d/o Subramaniam', '18 Jalan Bunga Rampai, Singapore 538409', '072-1-147730', 'HARBOURVIEW DENTAL PTE LTD', 7900, 2240, 15402.17),
    ('in-passbook', 1, 2026, 1, 'Rohit Vasant Gokhale', 'B-12, Anand Park, Aundh, Pune 411007', '30417752918', 'KRYPTIC SOFTWARE PVT LTD', 4200, 750, 3810.40),
    ('in-passbook', 2, 2026, 2, 'Anjali Suresh Menon', 'Flat 7C, Palm Meadows, Kakkanad, Kochi 682030', '30418861204', 'TEJAS AUTO COMPONENTS', 2600, 420, 1642.75),
    ('in-passbook', 3, 2025, 12, 'Faizan Ahmed Qureshi', '14/2 Tolichowki Main Road, Hyderabad 500008', '30419920337', 'DECCAN PHARMA LABS LTD', 5600, 1100, 9215.30),
    ('us-amount-first', 1, 2026, 1, 'Brianna L. Whitaker', '2214 Cedar Crest Drive, Apt 6, Lexington, KY 40503', '4412-0093-7718', 'BLUEGRASS REGIONAL HOSP', 4380, 1275, 2106.44),
    ('us-amount-first', 2, 2026, 2, 'Jamal A. Henderson', '87 Old Stage Road, Florence, KY 41042', '4412-0057-2290', 'TRI-STATE FREIGHT LINES', 5120, 1540, 3388.09),
    ('us-amount-first', 3, 2025, 12, 'Rosa M. Delgado-Finch', '1509 Bardstown Road, Louisville, KY 40205', '4412-0011-8465', 'JEFFERSON CO PUBLIC SCHLS', 3960, 1090, 1275.62),
]


def month_days(y, m):
    return ((D(y + (m == 12), m % 12 + 1, 1)) - D(y, m, 1)).days


def history(layout, n, y, m, employer, pay, rent):
    """One month of rows in date order, cents."""
    rng = random.Random(f'locked-6:statement:{layout}:{n}')
    k, sc = KINDS[layout], SCALE[layout]
    days = month_days(y, m)
    rows = []

    def add(day, desc, amt):
        rows.append((D(y, m, min(day, days)), desc.replace('{x}', str(rng.randint(1000, 9899))).replace('{emp}', employer), amt))

    add(1, k['rent'][0], -rent * 100 * sc)
    for day in (rng.randint(3, 6), rng.randint(17, 20)):
        add(day, k['pay'][0], int(pay * 100 * sc / 2) + rng.randint(-900, 900) * sc)
    for b in k['bills']:
        add(rng.randint(2, days - 2), b, -rng.randint(4000, 24000) * sc)
    for _ in range(rng.randint(25, 30)):
        add(rng.randint(1, days), rng.choice(k['spend']), -rng.randint(350, 16000) * sc)
    for _ in range(2):
        add(rng.randint(2, days - 1), k['cash'], -rng.choice([100, 200, 300]) * 100 * sc)
    for desc in rng.sample(k['out'], 3):
        add(rng.randint(2, days - 1), desc, -rng.randint(5000, 60000) * sc)
    for desc in rng.sample(k['in'], rng.randint(1, 2)):
        add(rng.randint(2, days - 1), desc, rng.randint(2000, 40000) * sc)
    rows.sort(key=lambda r: r[0])
    add(days, k['end'][0], rng.randint(80, 1200) * sc if k['end'][1] > 0 else -1200)
    return rows


def long_date(d):
    return f"{d.day} {['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][d.month - 1]} {d.year}"


def pages_of(rows, per):
    return [rows[i:i + per] for i in range(0, len(rows), per)]


# ---- Singapore bank (LuaLaTeX, Liberation Serif, A4) ---------------------------------------------------

def sg_tex(st, rows, balances, opening, closing):
    layout, n, y, m, holder, addr, acct = st[:7]
    start, end = D(y, m, 1), D(y, m, month_days(y, m))
    body = ''
    pages = pages_of(list(zip(rows, balances)), ROWS_PER_PAGE[layout])
    for pi, page in enumerate(pages):
        body += r'\begin{tabular}{@{}p{22mm}p{78mm}>{\raggedleft}p{22mm}>{\raggedleft}p{22mm}>{\raggedleft\arraybackslash}p{26mm}@{}}' + '\n'
        body += r'\bfseries Date & \bfseries Description & \bfseries Withdrawal & \bfseries Deposit & \bfseries Balance\\\hline' + '\n'
        if pi == 0:
            body += r' & BALANCE B/F & & & ' + us(opening) + r'\\' + '\n'
        for (d, desc, amt), bal in page:
            body += f"{d.strftime('%d/%m/%Y')} & {tex(desc)} & {us(amt) if amt < 0 else ''} & {us(amt) if amt > 0 else ''} & {us(bal)}\\\\\n"
        if pi == len(pages) - 1:
            out = -sum(r[2] for r in rows if r[2] < 0)
            inn = sum(r[2] for r in rows if r[2] > 0)
            body += r'\hline & BALANCE C/F & & & ' + us(closing) + r'\\' + '\n'
            body += f' & Total Withdrawals / Deposits & {us(out)} & {us(inn)} & \\\\\n'
        body += r'\end{tabular}' + '\n\n\\vfill\\centerline{\\footnotesize Page ' + str(pi + 1) + ' of ' + str(len(pages)) + '}\n'
        if pi < len(pages) - 1:
            body += '\\newpage\n{\\bfseries Statement of Account (continued) \\hfill Account No. ' + acct + '}\\\\[3mm]\n'
    return LUA_PREAMBLE % 'a4paper,margin=15mm' + r"""\setmainfont{Liberation Serif}
\begin{document}\small
{\Large\bfseries Merlion Savings Bank Limited}\hfill Co. Reg. No. 193500026Z\\
10 Collyer Quay, Singapore 049315\\[5mm]
\begin{tabular}{@{}p{95mm}p{75mm}@{}}
""" + tex(holder) + r""" & {\bfseries STATEMENT OF ACCOUNT}\\
""" + tex(', '.join(addr.split(', ')[:2])) + r""" & Statement Period: """ + long_date(start) + ' to ' + long_date(end) + r"""\\
""" + tex(addr.split(', ')[-1]) + r""" & eSavings Account No. """ + acct + r"""\\
 & Currency: SGD\\
\end{tabular}\\[4mm]
Opening Balance: SGD """ + us(opening) + r""" \hfill Closing Balance: SGD """ + us(closing) + r"""\\[3mm]
""" + body + r"""\end{document}
"""


# ---- Indian bank passbook print (Gnumeric ssconvert, Liberation Sans, A4 landscape) --------------------

def in_sheets(st, rows, balances, opening, closing):
    layout, n, y, m, holder, addr, acct = st[:7]
    start, end = D(y, m, 1), D(y, m, month_days(y, m))
    pages = pages_of(list(zip(rows, balances)), ROWS_PER_PAGE[layout])
    sheets = []
    ref = random.Random(f'locked-6:ref:{n}')
    for pi, page in enumerate(pages):
        sh = Sheet(f'Page {pi + 1}', [70, 70, 250, 95, 90, 90, 110], landscape=True)
        if pi == 0:
            sh.line((0, 'Bharat Sahakari Bank Ltd.', 'left', 3), (4, 'Account Statement', 'right', 3), bold=True, size=12)
            sh.line((0, 'Branch: Shivajinagar, FC Road, Pune 411005   IFSC: BSBL0000417', 'left', 4), (4, f'Period: {long_date(start)} to {long_date(end)}', 'right', 3))
            sh.line((0, f'Account Holder: {holder}', 'left', 4), (4, f'Account No.: {acct}', 'right', 3))
            sh.line((0, f'Address: {addr}', 'left', 4), (4, 'Account Type: Savings   Currency: INR', 'right', 3))
            sh.line((0, f'Opening Balance: {lakh(opening)} {"Cr" if opening >= 0 else "Dr"}', 'left', 4), (4, f'Closing Balance: {lakh(closing)} {"Cr" if closing >= 0 else "Dr"}', 'right', 3))
            sh.skip()
        else:
            sh.line((0, f'Account No.: {acct} (continued)', 'left', 4), bold=True)
        sh.line((0, 'Txn Date', 'left'), (1, 'Value Date', 'left'), (2, 'Description', 'left'), (3, 'Ref No./Cheque No.', 'left'), (4, 'Withdrawal (Dr)', 'right'), (5, 'Deposit (Cr)', 'right'), (6, 'Balance', 'right'), bold=True, back='E0E0:E0E0:E0E0')
        for (d, desc, amt), bal in page:
            value = d + dt.timedelta(days=1) if desc.startswith('NEFT') and d.day < 27 else d
            sh.line((0, d.strftime('%d-%m-%Y'), 'left'), (1, value.strftime('%d-%m-%Y'), 'left'), (2, desc, 'left'), (3, f'{ref.randint(10**11, 10**12 - 1)}', 'left'),
                    (4, lakh(amt) if amt < 0 else '', 'right'), (5, lakh(amt) if amt > 0 else '', 'right'), (6, f'{lakh(bal)} {"Cr" if bal >= 0 else "Dr"}', 'right'))
        if pi == len(pages) - 1:
            out = -sum(r[2] for r in rows if r[2] < 0)
            inn = sum(r[2] for r in rows if r[2] > 0)
            sh.skip()
            sh.line((2, 'Total', 'left'), (4, lakh(out), 'right'), (5, lakh(inn), 'right'), bold=True)
            sh.line((2, 'Closing Balance', 'left'), (6, f'{lakh(closing)} {"Cr" if closing >= 0 else "Dr"}', 'right'), bold=True)
        sh.line((0, f'Page {pi + 1} of {len(pages)}', 'left', 3), size=8)
        sheets.append(sh)
    return sheets


# ---- US bank, amount before description (LuaLaTeX, DejaVu Sans Condensed, Letter) ----------------------

def us_tex(st, rows, balances, opening, closing):
    layout, n, y, m, holder, addr, acct = st[:7]
    start, end = D(y, m, 1), D(y, m, month_days(y, m))
    pages = pages_of(list(zip(rows, balances)), ROWS_PER_PAGE[layout])
    body = ''
    for pi, page in enumerate(pages):
        body += r'\begin{tabular}{@{}p{24mm}>{\raggedleft}p{26mm}@{\hspace{8mm}}p{90mm}>{\raggedleft\arraybackslash}p{28mm}@{}}' + '\n'
        body += r'\bfseries Date & \bfseries Amount & \bfseries Description & \bfseries Balance\\\hline' + '\n'
        for (d, desc, amt), bal in page:
            body += f"{d.strftime('%m/%d/%Y')} & {'-' if amt < 0 else '+'}{us(amt)} & {tex(desc)} & {'-' if bal < 0 else ''}{us(bal)}\\\\\n"
        body += r'\end{tabular}' + '\n\n\\vfill\\centerline{\\footnotesize Page ' + str(pi + 1) + ' of ' + str(len(pages)) + '}\n'
        if pi < len(pages) - 1:
            body += '\\newpage\n{\\bfseries Account activity (continued) \\hfill Checking ...' + acct[-4:] + '}\\\\[3mm]\n'
    out = -sum(r[2] for r in rows if r[2] < 0)
    inn = sum(r[2] for r in rows if r[2] > 0)
    return LUA_PREAMBLE % 'letterpaper,margin=16mm' + r"""\setmainfont{DejaVu Sans Condensed}
\begin{document}\small
{\Large\bfseries Limestone Valley Bank}\hfill Member FDIC\\
PO Box 11880, Lexington, KY 40578\\[5mm]
\begin{tabular}{@{}p{95mm}p{80mm}@{}}
""" + tex(holder) + r""" & {\bfseries Everyday Checking} ...""" + acct[-4:] + r"""\\
""" + tex(addr.split(', ')[0] + (', ' + addr.split(', ')[1] if addr.count(',') == 3 else '')) + r""" & Statement period """ + long_date(start) + ' -- ' + long_date(end) + r"""\\
""" + tex(', '.join(addr.split(', ')[-2:])) + r""" & All amounts in USD\\
\end{tabular}\\[4mm]
\begin{tabular}{@{}p{70mm}>{\raggedleft\arraybackslash}p{30mm}@{}}
Beginning balance & """ + us(opening) + r"""\\
Deposits and credits & +""" + us(inn) + r"""\\
Withdrawals and debits & -""" + us(out) + r"""\\
Ending balance & """ + us(closing) + r"""\\
\end{tabular}\\[4mm]
""" + body + r"""\end{document}
"""


def main(stems):
    for st in STATEMENTS:
        layout, n, y, m, holder, addr, acct, employer, pay, rent, opening = st
        stem = f'{layout}-{n}'
        if stems and stem not in stems:
            continue
        sc = SCALE[layout]
        rows = history(layout, n, y, m, employer, pay, rent)
        opening_c = round(opening * 100) * sc
        balances, b = [], opening_c
        for r in rows:
            b += r[2]
            balances.append(b)
        d = os.path.join(HERE, 'corpus', layout)
        os.makedirs(d, exist_ok=True)
        out = os.path.join(d, stem + '.pdf')
        if layout == 'in-passbook':
            ssconvert(in_sheets(st, rows, balances, opening_c, b), out)
        else:
            lualatex({'sg-bank': sg_tex, 'us-amount-first': us_tex}[layout](st, rows, balances, opening_c, b), out)
        per = ROWS_PER_PAGE[layout]
        truth = {
            'layout': layout, 'currency': {'sg-bank': 'SGD', 'in-passbook': 'INR', 'us-amount-first': 'USD'}[layout],
            'period': {'start': D(y, m, 1).isoformat(), 'end': D(y, m, month_days(y, m)).isoformat()},
            'source': 'generated (eval/statements/locked-6)',
            'accounts': [{'mask': acct.replace('-', '')[-4:], 'name': None, 'openingBalanceCents': opening_c, 'closingBalanceCents': b,
                          'transactions': [{'date': r[0].isoformat(), 'description': r[1], 'amountCents': r[2], 'page': i // per + 1} for i, r in enumerate(rows)],
                          'expectStatus': 'RECONCILED'}],
            'expectReconciled': True, 'expectStatus': 'RECONCILED',
        }
        with open(os.path.join(d, stem + '.truth.json'), 'w', encoding='utf-8') as f:
            json.dump(truth, f, indent=1, ensure_ascii=False)
            f.write('\n')
        print(stem, len(rows), min(balances))


if __name__ == '__main__':
    main(sys.argv[1:])
