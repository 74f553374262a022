"""The four statement layouts of the fifth locked split. Each breaks its own pages, so the page of
every row is known: FPDF (PHP) draws `uk-passbook` and `brokerage-cash`, `mutool create` (MuPDF)
writes `za-cr` and `us-sections`."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-5'))
from common import MONTHS, Page, us, write_fpdf, write_mutool, za  # noqa: E402

MON = [m[:3].upper() for m in MONTHS]


def long_date(d):
    return f'{d.day} {MONTHS[d.month - 1]} {d.year}'


def chunks(rows, first, rest):
    out, i = [rows[:first]], first
    while i < len(rows):
        out.append(rows[i:i + rest])
        i += rest
    return out


# ---- uk-passbook: FPDF, Courier, A4 ---------------------------------------------------------------
def uk_balance(c):
    return us(c) + (' OD' if c < 0 else '')


def uk_passbook(meta, rows, out):
    """rows: [(date, desc, cents, balance)]. Returns the page of each row."""
    pages, where = [], []
    groups = chunks(rows, 30, 40)
    bal = meta['opening']
    for n, group in enumerate(groups):
        p = Page(595, 842)
        p.text(40, 50, meta['bank'], 14, 'TB')
        p.text(40, 64, meta['bank_address'], 8, 'T')
        p.text(555, 50, f'Page {n + 1} of {len(groups)}', 8, 'T', 'R')
        p.text(40, 84, f"{meta['product']}   Account number {meta['account']}   Sort code {meta['sort']}", 9, 'T')
        y = 100
        if n == 0:
            p.text(40, y, meta['holder'], 10, 'TB')
            for k, line in enumerate(meta['holder_address']):
                p.text(40, y + 13 * (k + 1), line, 9, 'T')
            p.text(330, y, 'Statement period', 8, 'T')
            p.text(330, y + 12, f"{long_date(meta['start'])} to {long_date(meta['end'])}", 9, 'TB')
            p.text(330, y + 28, 'All amounts in pounds sterling (GBP)', 8, 'T')
            p.text(330, y + 40, f"Opening balance  £{uk_balance(meta['opening'])}", 9, 'T')
            p.text(330, y + 52, f"Closing balance  £{uk_balance(meta['closing'])}", 9, 'T')
            y += 80
        p.line(40, y, 555, y, 0.8)
        for x, label, al in [(44, 'DATE', 'L'), (100, 'DETAILS', 'L'), (395, 'PAID OUT', 'R'), (470, 'PAID IN', 'R'), (551, 'BALANCE', 'R')]:
            p.text(x, y + 12, label, 8, 'MB', al)
        p.line(40, y + 17, 555, y + 17, 0.5)
        y += 30
        p.text(100, y, 'BALANCE BROUGHT FORWARD' if n else 'OPENING BALANCE', 8, 'M')
        p.text(551, y, uk_balance(bal), 8, 'M', 'R')
        y += 13
        for d, desc, c, b in group:
            p.text(44, y, f'{d.day:02d} {MON[d.month - 1]}', 8, 'M')
            p.text(100, y, desc, 8, 'M')
            p.text(395 if c < 0 else 470, y, us(c), 8, 'M', 'R')
            p.text(551, y, uk_balance(b), 8, 'M', 'R')
            where.append(n + 1)
            bal = b
            y += 13
        last = n == len(groups) - 1
        p.text(100, y, 'CLOSING BALANCE' if last else 'BALANCE CARRIED FORWARD', 8, 'M')
        p.text(551, y, uk_balance(bal), 8, 'M', 'R')
        if last:
            out_ = -sum(r[2] for r in rows if r[2] < 0)
            in_ = sum(r[2] for r in rows if r[2] > 0)
            p.line(40, y + 8, 555, y + 8, 0.5)
            p.text(100, y + 22, 'TOTAL PAID OUT / PAID IN', 8, 'MB')
            p.text(395, y + 22, us(out_), 8, 'MB', 'R')
            p.text(470, y + 22, us(in_), 8, 'MB', 'R')
            p.text(40, y + 48, 'OD = overdrawn. Arranged overdraft limit £500.00. Pennine Mutual is a member of the Building Societies Association.', 7, 'T')
        pages.append(p)
    write_fpdf(pages, out, 'Statement')
    return where


# ---- za-cr: mutool create, Helvetica, A4 --------------------------------------------------------------
def za_amount(c):
    return za(c) + ('Cr' if c > 0 else '')


def za_balance(c):
    return za(c) + ('Cr' if c >= 0 else 'Dr')


def za_cr(meta, rows, out):
    """rows: [(date, desc, cents, balance, charge)]."""
    pages, where = [], []
    groups = chunks(rows, 34, 44)
    for n, group in enumerate(groups):
        p = Page(595, 842)
        p.text(40, 48, meta['bank'], 15, 'B')
        p.text(40, 62, meta['bank_address'], 8)
        p.text(555, 48, 'Tax Invoice / Statement', 10, 'B', 'R')
        p.text(555, 62, f'Page {n + 1} of {len(groups)}', 8, 'R', 'R')
        p.text(40, 80, f"{meta['product']}  Account Number {meta['account']}  Branch Code {meta['branch']}", 8)
        y = 96
        if n == 0:
            p.text(40, y, meta['holder'], 10, 'B')
            for k, line in enumerate(meta['holder_address']):
                p.text(40, y + 12 * (k + 1), line, 9)
            p.rect(320, y - 10, 235, 80, fill=0.93, stroke=False)
            p.text(328, y + 2, f"Statement Period: {long_date(meta['start'])} to {long_date(meta['end'])}", 8)
            p.text(328, y + 16, 'Opening Balance', 8)
            p.text(547, y + 16, 'R ' + za_balance(meta['opening']), 8, 'R', 'R')
            p.text(328, y + 30, 'Closing Balance', 8)
            p.text(547, y + 30, 'R ' + za_balance(meta['closing']), 8, 'R', 'R')
            p.text(328, y + 44, 'Currency: ZAR (South African Rand)', 8)
            p.text(328, y + 58, f"VAT Reg No {meta['vat']}", 7, grey=0.35)
            y += 90
        p.rect(40, y - 10, 515, 14, fill=0.85, stroke=False)
        for x, label, al in [(44, 'Date', 'L'), (110, 'Description', 'L'), (372, 'Amount', 'R'), (452, 'Balance', 'R'), (551, 'Accrued Bank Charges', 'R')]:
            p.text(x, y, label, 7.5, 'B', al)
        y += 16
        for d, desc, c, b, charge in group:
            p.text(44, y, f'{d.day:02d}/{d.month:02d}/{d.year}', 8)
            p.text(110, y, desc, 8)
            p.text(372, y, za_amount(c), 8, 'R', 'R')
            p.text(452, y, za_balance(b), 8, 'R', 'R')
            if charge:
                p.text(551, y, za(charge), 8, 'R', 'R')
            where.append(n + 1)
            y += 14
        if n == len(groups) - 1:
            credits = sum(r[2] for r in rows if r[2] > 0)
            debits = -sum(r[2] for r in rows if r[2] < 0)
            y += 8
            p.line(40, y - 8, 555, y - 8, 0.5)
            p.text(44, y + 4, f'Closing Balance', 8, 'B')
            p.text(452, y + 4, za_balance(meta['closing']), 8, 'B', 'R')
            p.text(44, y + 20, f'Total Credits: R {za(credits)}    Total Debits: R {za(debits)}', 8)
            p.text(44, y + 36, 'Bank charges accrued during the period are debited as one #Monthly Account Fee. Fees marked # include VAT.', 7, grey=0.35)
        pages.append(p)
    write_mutool(pages, out)
    return where


# ---- us-sections: mutool create, Helvetica, Letter ----------------------------------------------------
SECTIONS = [('deposits', 'Deposits and other additions'), ('atm', 'ATM and debit card subtractions'), ('other', 'Other subtractions'),
            ('checks', 'Checks'), ('fees', 'Service fees')]


def us_section_of(desc, c):
    if c > 0:
        return 'deposits'
    if desc.startswith('CHECKCARD') or 'ATM' in desc:
        return 'atm'
    if desc.startswith('Check '):
        return 'checks'
    if 'FEE' in desc:
        return 'fees'
    return 'other'


def us_sections(meta, rows, out):
    """rows: [(date, desc, cents, balance)] in date order; printed grouped by section (date order
    within each). Returns the printed order [(row, page)]."""
    grouped = {k: [r for r in rows if us_section_of(r[1], r[2]) == k] for k, _ in SECTIONS}
    totals = {k: sum(r[2] for r in v) for k, v in grouped.items()}
    pages, printed = [], []
    p = None
    y = 0

    def new_page():
        nonlocal p, y
        p = Page(612, 792)
        pages.append(p)
        p.text(40, 46, meta['bank'], 14, 'B')
        p.text(572, 46, f"Account # {meta['account']}  |  {long_date(meta['start'])} to {long_date(meta['end'])}", 8, 'R', 'R')
        p.line(40, 54, 572, 54, 0.8)
        y = 74
    new_page()
    p.text(40, y, meta['holder'], 10, 'B')
    for k, line in enumerate(meta['holder_address']):
        p.text(40, y + 12 * (k + 1), line, 9)
    y += 56
    p.text(40, y, 'Your Adv Plus Banking', 11, 'B')
    y += 16
    summary = [(f"Beginning balance on {long_date(meta['start'])}", meta['opening'], False)] + \
        [(label, totals[k], k != 'deposits') for k, label in SECTIONS] + [(f"Ending balance on {long_date(meta['end'])}", meta['closing'], False)]
    for label, c, signed in summary:
        p.text(48, y, label, 9, 'B' if 'balance' in label else 'R')
        p.text(400, y, ('-' if c < 0 else '') + '$' + us(c), 9, 'B' if 'balance' in label else 'R', 'R')
        y += 14
    y += 16
    limit = 740
    for k, label in SECTIONS:
        if y > limit - 60:
            new_page()
        p.text(40, y, label, 11, 'B')
        y += 14
        p.rect(40, y - 9, 532, 13, fill=0.9, stroke=False)
        heads = [(44, 'Date', 'L'), (100, 'Check number' if k == 'checks' else 'Description', 'L'), (568, 'Amount', 'R')]
        for x, h, al in heads:
            p.text(x, y, h, 8, 'B', al)
        y += 14
        if not grouped[k]:
            p.text(100, y, 'No activity this period', 8, grey=0.4)
            y += 14
        for r in grouped[k]:
            if y > limit:
                new_page()
                p.text(40, y, f'{label} - continued', 11, 'B')
                y += 14
                p.rect(40, y - 9, 532, 13, fill=0.9, stroke=False)
                for x, h, al in heads:
                    p.text(x, y, h, 8, 'B', al)
                y += 14
            d, desc, c, _ = r
            p.text(44, y, f'{d.month:02d}/{d.day:02d}/{d.year % 100:02d}', 8)
            p.text(100, y, desc, 8)
            p.text(568, y, ('-' if c < 0 else '') + us(c), 8, 'R', 'R')
            printed.append((r, len(pages)))
            y += 13
        p.line(40, y - 8, 572, y - 8, 0.5)
        p.text(44, y + 2, f'Total {label.lower()}', 8, 'B')
        p.text(568, y + 2, ('-' if totals[k] < 0 else '') + '$' + us(totals[k]), 8, 'B', 'R')
        y += 28
    # Daily ledger balances: the balance at the end of each day with activity.
    days = {}
    for d, _, _, b in rows:
        days[d] = b
    if y > limit - 40:
        new_page()
    p.text(40, y, 'Daily ledger balances', 11, 'B')
    y += 16
    items = list(days.items())
    for i in range(0, len(items), 3):
        for j, (d, b) in enumerate(items[i:i + 3]):
            p.text(44 + 180 * j, y, f'{d.month:02d}/{d.day:02d}', 8, 'M')
            p.text(200 + 180 * j, y, ('-' if b < 0 else '') + us(b), 8, 'M', 'R')
        y += 12
        if y > limit + 20:
            new_page()
    for n, pg in enumerate(pages):
        pg.text(572, 770, f'Page {n + 1} of {len(pages)}', 7, 'R', 'R')
    write_mutool(pages, out)
    return printed


# ---- brokerage-cash: FPDF, Helvetica, Letter landscape -----------------------------------------------
def paren(c):
    return f'({us(c)})' if c < 0 else us(c)


def brokerage_cash(meta, rows, out):
    """rows: [(date, desc, cents, balance, activity, qty, price)]."""
    pages, where = [], []
    groups = chunks(rows, 22, 30)
    spill = len(rows) > 22 and len(groups[-1]) > 17  # the activity summary then takes a page of its own
    for n, group in enumerate(groups):
        p = Page(792, 612)
        p.text(36, 44, meta['bank'], 14, 'B')
        p.text(36, 57, meta['bank_address'], 8)
        p.text(756, 44, 'Cash Management Account', 11, 'B', 'R')
        p.text(756, 57, f"Account {meta['account']}   {long_date(meta['start'])} - {long_date(meta['end'])}   Page {n + 1} of {len(groups) + spill}", 8, 'R', 'R')
        y = 80
        if n == 0:
            p.text(36, y, meta['holder'], 10, 'B')
            for k, line in enumerate(meta['holder_address']):
                p.text(36, y + 12 * (k + 1), line, 9)
            p.rect(430, y - 10, 326, 60, fill=0.93, stroke=False)
            p.text(438, y + 2, 'Beginning cash balance', 9)
            p.text(748, y + 2, '$' + paren(meta['opening']), 9, 'R', 'R')
            p.text(438, y + 16, 'Net activity', 9)
            p.text(748, y + 16, paren(meta['closing'] - meta['opening']), 9, 'R', 'R')
            p.text(438, y + 30, 'Ending cash balance', 9, 'B')
            p.text(748, y + 30, '$' + paren(meta['closing']), 9, 'B', 'R')
            p.text(438, y + 44, 'Amounts in USD; withdrawals shown in parentheses.', 7, grey=0.35)
            y += 70
        p.rect(36, y - 10, 720, 14, fill=0.85, stroke=False)
        cols = [(40, 'Date', 'L'), (110, 'Activity', 'L'), (200, 'Description', 'L'), (520, 'Quantity', 'R'), (590, 'Price', 'R'), (670, 'Amount', 'R'), (752, 'Balance', 'R')]
        for x, h, al in cols:
            p.text(x, y, h, 8, 'B', al)
        y += 16
        if n == 0:
            p.text(200, y, 'Beginning balance', 8)
            p.text(752, y, paren(meta['opening']), 8, 'R', 'R')
            y += 14
        for d, desc, c, b, act, qty, price in group:
            p.text(40, y, f'{d.month:02d}/{d.day:02d}/{d.year}', 8)
            p.text(110, y, act, 8)
            p.text(200, y, desc, 8)
            if qty:
                p.text(520, y, f'{qty:,.3f}', 8, 'R', 'R')
                p.text(590, y, f'{price / 100:,.4f}', 8, 'R', 'R')
            p.text(670, y, paren(c), 8, 'R', 'R')
            p.text(752, y, paren(b), 8, 'R', 'R')
            where.append(n + 1)
            y += 14
        if n == len(groups) - 1:
            p.text(200, y, 'Ending balance', 8, 'B')
            p.text(752, y, paren(meta['closing']), 8, 'B', 'R')
            y += 24
            if spill:
                pages.append(p)
                p = Page(792, 612)
                p.text(36, 44, meta['bank'], 14, 'B')
                p.text(756, 44, f"Account {meta['account']}   Page {len(groups) + 1} of {len(groups) + 1}", 8, 'R', 'R')
                y = 80
            acts = {}
            for r in rows:
                acts[r[4]] = acts.get(r[4], 0) + r[2]
            p.text(40, y, 'Activity summary', 10, 'B')
            y += 14
            for a, c in sorted(acts.items()):
                p.text(110, y, a, 8)
                p.text(330, y, paren(c), 8, 'R', 'R')
                y += 12
            p.text(110, y + 4, 'Total credits', 8, 'B')
            p.text(330, y + 4, paren(sum(r[2] for r in rows if r[2] > 0)), 8, 'B', 'R')
            p.text(110, y + 16, 'Total debits', 8, 'B')
            p.text(330, y + 16, paren(sum(r[2] for r in rows if r[2] < 0)), 8, 'B', 'R')
        pages.append(p)
    write_fpdf(pages, out, 'Cash Management Account statement')
    return where
