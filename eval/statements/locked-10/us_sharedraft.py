"""US: a credit union's share draft (checking) statement in USD with the columns in an unusual order
(Date / Withdrawals / Deposits / Balance / Description, the description last), drawn with PyMuPDF."""
import datetime as dt

from histories import history, paginate, rng_for, truth, weekday_back
from render.draw import LETTER, Canvas
from common import money

LAYOUT = 'us-sharedraft'
PRODUCER = 'fitz'
BANK = 'Susquehanna Valley Teachers Federal Credit Union'
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
FIRST, REST = 30, 44

STATEMENTS = [
    dict(holder='RACHEL M. ZIMMERMAN', address=['1418 HOLLY LANE', 'EPHRATA PA 17522'], member='204718', account='0020471830', month=1, opening=318244, cards=22,
         employer='EPHRATA AREA SD', salary=215306, drafts=[(1101, -8500), (1102, -24000)]),
    dict(holder='DAVID A. OKAFOR', address=['88 WEST KING STREET APT 3', 'LANCASTER PA 17603'], member='198835', account='0019883517', month=2, opening=326530, cards=30,
         employer='LANCASTER GEN HOSP', salary=187219, drafts=[(2214, -15000)]),
    dict(holder='SUSAN K. HERR', address=['612 MILLPORT ROAD', 'LITITZ PA 17543'], member='211904', account='0021190462', month=3, opening=452075, cards=38,
         employer='WARWICK SCHOOL DIST', salary=241880, drafts=[(3307, -12500), (3308, -62000), (3309, -4000)]),
]
SHOPS = ['POS PURCHASE GIANT FOOD 6122 LANCASTER PA', 'POS PURCHASE WEIS MARKETS 041 LITITZ PA', 'DEBIT CARD SHEETZ 0391 EPHRATA PA', 'DEBIT CARD AMAZON MKTPL AMZN.COM/BILL WA',
         'POS PURCHASE TARGET 00012 LANCASTER PA', 'DEBIT CARD CVS/PHARMACY 01824 LANCASTER PA', 'DEBIT CARD DUTCH WONDERLAND LANCASTER PA', 'POS PURCHASE ALDI 71044 EPHRATA PA',
         'DEBIT CARD SPOTIFY USA NEW YORK NY', 'DEBIT CARD TURKEY HILL 0117 LITITZ PA', 'POS PURCHASE LOWES #01262 LANCASTER PA', 'DEBIT CARD PARK CITY CENTER PARKING PA']


def md(d):
    return f'{d.month:02d}/{d.day:02d}'


def long(d):
    return f'{MONTHS[d.month - 1]} {d.day}, {d.year}'


def build(i):
    s = STATEMENTS[i]
    stem = f'{LAYOUT}-{i + 1}'
    r = rng_for(stem)
    start = dt.date(2026, s['month'], 1)
    end = dt.date(2026, s['month'] + 1, 1) - dt.timedelta(days=1)
    pays = [(weekday_back(dt.date(2026, s['month'], 15)), s['salary'], ['ACH DEPOSIT PAYROLL', f'{s["employer"]} DIR DEP']),
            (weekday_back(end), s['salary'], ['ACH DEPOSIT PAYROLL', f'{s["employer"]} DIR DEP'])]
    spec = dict(
        pay=pays,
        fixed=[(2, -r.randrange(98000, 142000), ['ACH DEBIT MORTGAGE PMT', 'SVTFCU LOAN 0147 TRANSFER']), (7, -r.randrange(9000, 21000), ['ACH DEBIT PPL ELECTRIC UTIL', 'PPL BILL PAY']),
               (10, -r.randrange(6500, 9500), 'ACH DEBIT VERIZON WIRELESS PAYMENTS'), (14, -5000, ['TRANSFER TO SHARE SAVINGS 0001', 'ONLINE BANKING']),
               (19, -r.randrange(11000, 16000), ['ACH DEBIT PROGRESSIVE INS', 'AUTO POLICY 93318']), (23, -r.randrange(4200, 7400), 'ACH DEBIT UGI UTILITIES GAS')],
        card=SHOPS, card_range=(400, 16000), cards=s['cards'],
        cash=['ATM WITHDRAWAL SVTFCU 201 E MAIN ST', 'ATM WITHDRAWAL FULTON BANK LITITZ PA'], cash_amounts=[4000, 6000, 8000, 10000],
        transfers=[(r.randrange(2000, 30000), 'MOBILE DEPOSIT'), (r.randrange(500, 4000), 'POS RETURN TARGET 00012 LANCASTER PA')] + [(amt, f'SHARE DRAFT #{n}') for n, amt in s['drafts']],
        extra=[(end, r.randrange(12, 95), 'DIVIDEND 0.10% APY'), (end, -500, ['SERVICE CHARGE', 'PAPER STATEMENT FEE'])],
    )
    rows = history(r, start, end, spec)
    pages = paginate(rows, FIRST, REST)
    t = truth(LAYOUT, 'USD', start, end, s['account'][-4:], s['opening'], rows)
    bal = s['opening']
    for x in rows:
        bal += x['amount']
        assert bal > 0, (stem, x['date'], bal)
    return stem, t, dict(rows=rows, pages=pages, s=s, start=start, end=end)


def draw(t, w, out, info):
    s, rows, pages = w['s'], w['rows'], w['pages']
    c = Canvas(LETTER, 'open-sans', info, f'{w["end"] + dt.timedelta(days=3):%Y%m%d}120000')
    L, R = 40, 572
    X = dict(date=L + 2, wd=150, dep=222, bal=300, desc=318)
    a = t['accounts'][0]
    bal = a['openingBalanceCents']
    debits = [x['amount'] for x in rows if x['amount'] < 0]
    credits = [x['amount'] for x in rows if x['amount'] > 0]

    def head(p):
        c.page()
        c.text(L, 46, BANK, 12, True)
        c.text(L, 58, 'PO Box 10455 - Lancaster PA 17605-0455 - (717) 555-0190 - svtfcu.org', 7.5)
        c.text(R, 46, 'Member Statement', 11, True, 'r')
        c.text(R, 58, f'Page {p} of {pages}', 8, False, 'r')
        y = 84
        if p == 1:
            c.text(L, 96, s['holder'], 9, True)
            for k, line in enumerate(s['address']):
                c.text(L, 108 + 11 * k, line, 9)
            for k, (lab, v) in enumerate([('Member Number', s['member']), ('Statement Period', f'{long(w["start"])} through {long(w["end"])}'), ('Currency', 'USD')]):
                c.text(330, 96 + 11 * k, lab, 8)
                c.text(R, 96 + 11 * k, v, 8, False, 'r')
            c.rect(L, 150, R - L, 15, 0.86)
            c.text(L + 4, 161, f'SHARE DRAFT CHECKING   Account {s["account"]}', 9, True)
            heads = ['Previous Balance', 'Deposits', 'Withdrawals', 'New Balance']
            vals = [f'{money(a["openingBalanceCents"])}', f'{money(sum(credits))}', f'{money(-sum(debits))}', f'{money(a["closingBalanceCents"])}']
            for k, (hh, v) in enumerate(zip(heads, vals)):
                c.text(150 + 120 * k, 182, hh, 8, True, 'r')
                c.text(150 + 120 * k, 194, v, 8.5, False, 'r')
            c.text(R, 182, 'Items', 8, True, 'r')
            c.text(R, 194, f'{len(credits)} / {len(debits)}', 8.5, False, 'r')
            y = 226
        c.line(L, y - 11, R, y - 11, 0.6)
        c.text(X['date'], y, 'Date', 8, True)
        c.text(X['wd'], y, 'Withdrawals', 8, True, 'r')
        c.text(X['dep'], y, 'Deposits', 8, True, 'r')
        c.text(X['bal'], y, 'Balance', 8, True, 'r')
        c.text(X['desc'], y, 'Transaction Description', 8, True)
        c.line(L, y + 4, R, y + 4, 0.6)
        return y + 16

    y = head(1)
    c.text(X['date'], y, md(w['start']), 8)
    c.text(X['bal'], y, money(bal), 8, False, 'r')
    c.text(X['desc'], y, 'Previous Balance', 8, True)
    y += 13
    page = 1
    for x in rows:
        if x['page'] != page:
            c.text(X['bal'], y + 2, money(bal), 8, True, 'r')
            c.text(X['desc'], y + 2, 'Ending Balance This Page (continued)', 8, True)
            page = x['page']
            y = head(page)
            c.text(X['bal'], y, money(bal), 8, True, 'r')
            c.text(X['desc'], y, 'Balance From Previous Page', 8, True)
            y += 13
        bal += x['amount']
        c.text(X['date'], y, md(x['date']), 8)
        c.text(X['wd'] if x['amount'] < 0 else X['dep'], y, money(x['amount']), 8, False, 'r')
        c.text(X['bal'], y, money(bal), 8, False, 'r')
        c.text(X['desc'], y, x['desc'][0], 8)
        for extra in x['desc'][1:]:
            y += 13
            c.text(X['desc'] + 10, y, extra, 7.5)
        y += 13
    c.line(L, y - 8, R, y - 8, 0.4)
    c.text(X['date'], y + 3, md(w['end']), 8, True)
    c.text(X['bal'], y + 3, money(bal), 8, True, 'r')
    c.text(X['desc'], y + 3, 'New Balance', 8, True)
    c.text(X['wd'], y + 17, money(-sum(debits)), 8, True, 'r')
    c.text(X['dep'], y + 17, money(sum(credits)), 8, True, 'r')
    c.text(X['desc'], y + 17, 'Total Withdrawals and Deposits', 8, True)
    c.text(L, 770, 'Federally insured by NCUA. In case of errors or questions about your electronic transfers, call or write us as soon as you can (see reverse).', 6.5)
    c.render(PRODUCER, out)
