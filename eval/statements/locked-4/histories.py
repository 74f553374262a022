"""One account's rows over a statement period for the fourth locked split, in date order: pay from
one employer, rent or a mortgage, bills, card spending, cash, transfers to and from invented people, a
fee. Each row: (date, description lines, signed cents); the truth joins the lines with one space."""

import datetime as dt
import random

DAY = dt.timedelta(days=1)


def cents(lo, hi, rng):
    return rng.randrange(int(lo * 100), int(hi * 100))


class History:
    pass


AU = dict(
    shops=[('Woolworths 3041', 'Brunswick'), ('Coles 0712', 'Coburg'), ('Aldi Stores 211', 'Preston'), ('BP Connect', 'Moonee Ponds'),
           ('Bunnings 3410', 'Coburg'), ('Chemist Warehouse', 'Brunswick'), ('Dan Murphys 5512', 'Northcote'), ('Kmart 1180', 'Essendon'),
           ('Seven-Eleven 2291', 'Carlton'), ('Officeworks 0423', 'Fitzroy'), ("Lune Croissanterie", 'Fitzroy'), ('JB Hi-Fi 117', 'Melbourne')],
    people=['J Nguyen', 'S Patel', 'M Kowalski', 'T Ngata', 'R Fitzgerald', 'L Tran'],
    bills=[('Direct Debit 386412 AGL SALES PTY LTD', (120, 260)), ('BPAY Origin Energy 100388', (90, 210)), ('Direct Debit 219900 TELSTRA CORP', (65, 95)),
           ('Direct Debit 004512 MEDIBANK PRIVATE', (140, 190)), ('BPAY Yarra Valley Water 84520', (70, 140))],
)

CA = dict(
    shops=['LOBLAWS #1049', 'METRO #412', 'SHOPPERS DRUG MART #0876', 'TIM HORTONS #2214', 'CANADIAN TIRE #0343', 'PETRO-CANADA 1122',
           'COSTCO WHOLESALE W532', 'SAQ 23098', 'DOLLARAMA #1290', 'IGA EXTRA #8812', 'AMZN Mktp CA', 'SEPAQ RESERVATIONS'],
    people=['Marie Tremblay', 'Jean-Luc Roy', 'Priya Singh', 'Ethan MacDonald', 'Sophie Gagnon', 'Amir Haddad'],
    bills=[('Online Banking payment - 8931 HYDRO OTTAWA', (80, 170)), ('Insurance BELAIR DIRECT', (110, 180)), ('Online Banking payment - 2217 ROGERS', (70, 120)),
           ('Pre-authorized debit ENBRIDGE GAS', (60, 150)), ('Online Banking payment - 4410 BELL CANADA', (55, 90))],
)

US_ONLINE = dict(
    shops=["TRADER JOE'S #552", 'TARGET T-1123', 'SHELL OIL 57442', 'CHIPOTLE 2291', 'WHOLE FOODS MKT 10293', 'CVS/PHARMACY #07713',
           'AMAZON MKTPL*2K4L9', 'SPOTIFY USA', 'LYFT *RIDE THU', 'HOME DEPOT #4712', 'COSTCO GAS #1021', 'STARBUCKS STORE 0931'],
    people=['Maria Lopez', 'Kevin Osei', 'Hannah Feldman', 'Diego Alvarez', 'Grace Kim', 'Tyler Brooks'],
    bills=[('ACH debit VERIZON WIRELESS', (70, 140)), ('ACH debit PG&E WEB ONLINE', (90, 230)), ('ACH debit GEICO AUTO', (110, 160)),
           ('ACH debit COMCAST XFINITY', (60, 110)), ('ACH debit PLANET FITNESS', (10, 25))],
)

CU = dict(
    shops=['KROGER #0451 COLUMBUS OH', 'MEIJER #188 GROVE CITY OH', 'SPEEDWAY 09912 HILLIARD OH', 'DOLLAR GENERAL #14421 GALLOWAY OH',
           'WALMART SUPERCENTER #5327 COLUMBUS OH', 'MARATHON PETRO 331 WEST JEFFERSON OH', 'GOODWILL COLUMBUS #22 OH',
           'RAISING CANES 0412 COLUMBUS OH', 'AUTOZONE 3318 COLUMBUS OH', 'BIG LOTS #1410 HILLIARD OH'],
    people=['T OKAFOR', 'B HENDRICKS', 'R ALVARADO', 'S MCPHERSON'],
    bills=[('ACH WITHDRAWAL AEP OHIO ELECTRIC BILL PAY', (90, 180)), ('ACH WITHDRAWAL PROGRESSIVE INS AUTO PREMIUM', (95, 140)),
           ('ACH WITHDRAWAL COLUMBIA GAS OF OHIO', (40, 120)), ('ACH WITHDRAWAL T-MOBILE AUTOPAY', (60, 95))],
)

VOCAB = {'au-crdr': AU, 'ca-wd': CA, 'us-twoline': US_ONLINE, 'cu-parens': CU}


def build(layout, n, start, end, target_rows, seed, employer, overdraft=False):
    """Rows for one statement period [start, end] (dates), about `target_rows` of them."""
    rng = random.Random(seed)
    v = VOCAB[layout]
    rows = []

    def add(d, lines, amount):
        if start <= d <= end:
            rows.append((d, lines, amount))

    days = (end - start).days + 1
    # Pay: every 14 days from a first payday in the first two weeks.
    pay = start + rng.randrange(0, 14) * DAY
    net = cents(1_650, 3_400, rng)
    while pay <= end:
        if layout == 'au-crdr':
            add(pay, [f'Direct Credit 301500 {employer} SALARY', f'Ref PAY{pay.strftime("%d%m")}{rng.randrange(100, 999)}'], net)
        elif layout == 'ca-wd':
            add(pay, [f'Payroll Deposit {employer}'], net)
        elif layout == 'us-twoline':
            add(pay, [f'Direct deposit {employer} PAYROLL', f'ACH Trace {rng.randrange(10**14, 10**15)}'], net)
        else:
            add(pay, [f'ACH DEPOSIT {employer} PAYROLL PPD ID {rng.randrange(10**9, 10**10)}'], net)
        pay += 14 * DAY
    # Rent or mortgage on the 1st (or the statement's first 1st).
    d = start
    while d <= end:
        if d.day == 1:
            rent = -cents(1_200, 2_300, rng)
            if layout == 'au-crdr':
                add(d, ['Transfer To ' + rng.choice(['Ray White Brunswick', 'Barry Plant Rentals', 'Nelson Alexander']), 'CommBank App Rent'], rent)
            elif layout == 'ca-wd':
                add(d, ['Mortgage payment TD MORTGAGE 4471228'], rent)
            elif layout == 'us-twoline':
                add(d, ['Online transfer to ALDER RIDGE APARTMENTS', f'Conf# {rng.randrange(10**7, 10**8)} rent'], rent)
            else:
                add(d, ['SHARE DRAFT 1' + f'{rng.randrange(100, 999)}', ], rent)
        d += DAY
    for name, (lo, hi) in v['bills']:
        d = start + rng.randrange(2, days - 2) * DAY
        if layout == 'us-twoline':
            add(d, [name, f'ID {rng.randrange(10**8, 10**9)}'], -cents(lo, hi, rng))
        else:
            add(d, [name], -cents(lo, hi, rng))
    # Transfers with people, cash, a refund and a fee.
    for k in range(rng.randrange(3, 6)):
        d = start + rng.randrange(0, days) * DAY
        who = rng.choice(v['people'])
        inbound = rng.random() < 0.4
        amt = cents(15, 260, rng) * (1 if inbound else -1)
        if layout == 'au-crdr':
            add(d, [f"Osko Payment {'From' if inbound else 'To'} {who}", rng.choice(['Dinner', 'Footy tix', 'Bills', 'Petrol', 'Thanks'])], amt)
        elif layout == 'ca-wd':
            add(d, [f"e-Transfer {'received' if inbound else 'sent'} {who}" + ('' if inbound else f' {rng.choice(["CA", "Y7K2"])}{rng.randrange(1000, 9999)}')], amt)
        elif layout == 'us-twoline':
            add(d, [f"Zelle payment {'from' if inbound else 'to'} {who}", f'Conf# {rng.choice("ABCDEFGHJK")}{rng.randrange(10**7, 10**8)}'], amt)
        else:
            add(d, [f"{'DEPOSIT' if inbound else 'WITHDRAWAL'} TRANSFER {'FROM' if inbound else 'TO'} {who} SHARE 01 HOME BANKING"], amt)
    for k in range(2):
        d = start + rng.randrange(0, days) * DAY
        cash = -rng.choice((40, 60, 100, 200)) * 100
        if layout == 'au-crdr':
            add(d, ['Wdl ATM CBA ATM ' + rng.choice(['Brunswick East', 'Sydney Rd Coburg', 'Melbourne Central']), f'Card xx{n}821'], cash)
        elif layout == 'ca-wd':
            add(d, [f'ATM withdrawal - PV{rng.randrange(100000, 999999)}'], cash)
        elif layout == 'us-twoline':
            add(d, ['ATM withdrawal ALLPOINT ' + rng.choice(['CVS 7713', 'TARGET 1123', 'WALGREENS 4420']), f'Card ending {n}821'], cash)
        else:
            add(d, [f'ATM WITHDRAWAL {rng.randrange(100, 999)} W BROAD ST COLUMBUS OH'], cash)
    d = start + rng.randrange(3, days) * DAY
    shop = rng.choice(v['shops'])
    refund = cents(12, 90, rng)
    if layout == 'au-crdr':
        add(d, [f'Refund {shop[0]} {shop[1]} AU', f'Card xx{n}821'], refund)
    elif layout == 'ca-wd':
        add(d, [f'Interac refund - {shop}'], refund)
    elif layout == 'us-twoline':
        add(d, [f'Card refund {shop}', f'Card ending {n}821'], refund)
    else:
        add(d, [f'POS CREDIT RETURN {shop}'], refund)
    # Card spending up to the target.
    while len(rows) < target_rows - 1:
        d = start + rng.randrange(0, days) * DAY
        amt = -cents(4, 180, rng)
        shop = rng.choice(v['shops'])
        if layout == 'au-crdr':
            add(d, [f'Card xx{n}821 {shop[0]} {shop[1]} AU', f'Value Date: {(d - rng.randrange(0, 3) * DAY).strftime("%d/%m/%Y")}'], amt)
        elif layout == 'ca-wd':
            add(d, [f"{rng.choice(['Interac purchase', 'Visa Debit purchase'])} - {rng.randrange(1000, 9999)} {shop}"], amt)
        elif layout == 'us-twoline':
            add(d, [f'Debit card purchase {shop}', f'Card ending {n}821 on {d.strftime("%b")} {d.day}'], amt)
        else:
            add(d, [f'POS DEBIT {shop} {d.strftime("%m/%d")}'], amt)
    fee = {'au-crdr': ['Account Fee'], 'ca-wd': ['Monthly fee'], 'us-twoline': ['Interest paid', 'Annual percentage yield 3.80%'], 'cu-parens': ['DIVIDEND EARNED']}[layout]
    add(end, fee, -rng.choice((400, 500, 1_095)) if layout in ('au-crdr', 'ca-wd') else cents(0.2, 3.5, rng))
    rows.sort(key=lambda r: r[0])  # stable: the order of making within a day
    run, low = 0, 0
    for _, _, a in rows:
        run += a
        low = min(low, run)
    opening = -low + (-rng.randrange(3_000, 40_000) if overdraft else rng.randrange(8_000, 90_000))
    if overdraft:
        # The bank's fee on the day the account first goes below zero, after the row that took it there.
        run = opening
        for k, (d, _, a) in enumerate(rows):
            run += a
            if run < 0:
                name = {'au-crdr': ['Overdrawn Fee'], 'cu-parens': ['COURTESY PAY FEE'], 'ca-wd': ['Overdraft handling fee'], 'us-twoline': ['Overdraft fee', 'Item presented']}[layout]
                rows.insert(k + 1, (d, name, -(1_500 if layout == 'au-crdr' else 3_000)))
                break
    h = History()
    h.rows, h.opening, h.start, h.end = rows, opening, start, end
    h.closing = opening + sum(a for _, _, a in rows)
    return h


def truth(layout, h, pages, mask, currency, source):
    """pages: the page each row is printed on, in order."""
    return {
        'layout': layout,
        'currency': currency,
        'period': {'start': h.start.isoformat(), 'end': h.end.isoformat()},
        'source': source,
        'accounts': [{
            'mask': mask,
            'name': None,
            'openingBalanceCents': h.opening,
            'closingBalanceCents': h.closing,
            'transactions': [{'date': d.isoformat(), 'description': ' '.join(lines), 'amountCents': a, 'page': p} for (d, lines, a), p in zip(h.rows, pages)],
            'expectStatus': 'RECONCILED',
        }],
        'expectReconciled': True,
        'expectStatus': 'RECONCILED',
    }
