"""One account's movements over a statement period, in date order, as integer cents with money in
positive. Each row keeps its printed description as lines (`lines`); the truth joins them with one
space. Invented payees, people and references only."""

import datetime as dt
import random

D = dt.date


def days(start, end):
    d = start
    while d <= end:
        yield d
        d += dt.timedelta(days=1)


US = {
    'pay': lambda r: ['PAYROLL DIRECT DEP ' + r.choice(['BELLWETHER LOGIST', 'QUILLFEATHER HLTH', 'TAMARACK GROCERS']), f'PPD ID: {r.randint(1000000000, 9999999999)}'],
    'rent': lambda r: ['ONLINE PAYMENT TO ' + r.choice(['GREYHAWK APARTMENTS', 'LINDEN COURT MGMT']), f'CONF# {r.randint(100000, 999999)}'],
    'bills': [['AEP OHIO ELECTRIC WEB PMT'], ['VERIZON WIRELESS PAYMENTS PPD'], ['GEICO AUTO INSURANCE PPD'], ['COMENITY PAY CARD PMT WEB'], ['COLUMBIA GAS OF OH UTIL PYMT']],
    'card': [('KROGER #0412', 'COLUMBUS OH'), ('SHELL OIL 57442981', 'DUBLIN OH'), ('TARGET T-1882', 'HILLIARD OH'), ('CHIPOTLE 2210', 'COLUMBUS OH'),
             ('CVS/PHARMACY #06612', 'UPPER ARLINGTN OH'), ('AMAZON MKTPL*RT4JK2', 'AMZN.COM/BILL WA'), ('HOME DEPOT #3819', 'GROVE CITY OH'),
             ('SQ *JENI\'S ICE CREAM', 'COLUMBUS OH'), ('ALDI 71044', 'WORTHINGTON OH')],
    'p2p_out': lambda r: ['ZELLE PAYMENT TO ' + r.choice(["TAMSIN O'KEEFE", 'RAUL SANTOS-IBARRA', 'MEI-LING CHO']), f'REF {r.choice("ABCDEFGH")}{r.randint(10000000, 99999999)}'],
    'p2p_in': lambda r: ['ZELLE PAYMENT FROM ' + r.choice(['GRANT VAN HORN', 'DESIREE LA FLEUR']), f'REF {r.choice("JKLMNPQR")}{r.randint(10000000, 99999999)}'],
    'atm': lambda r: ['ATM WITHDRAWAL ' + r.choice(['1900 N HIGH ST', '4500 KENNY RD']), 'COLUMBUS OH'],
    'check': lambda r, n: [f'CHECK {n}'],
    'refund': lambda r: ['CARD PURCHASE RETURN ' + r.choice(['TARGET T-1882', 'AMAZON MKTPL*RT4JK2']), 'HILLIARD OH'],
    'fee': lambda r: ['MONTHLY SERVICE FEE'],
}

CU = {
    'pay': lambda r: ['DIRECT DEPOSIT ' + r.choice(['KESSLER TOOL & DIE', 'MACOMB CNTY SCHOOLS']), 'PAYROLL'],
    'rent': lambda r: ['ACH DEBIT ' + r.choice(['STERLING HEIGHTS TWNHMS', 'OAKVIEW MANOR LLC']), 'RENT'],
    'bills': [['ACH DEBIT DTE ENERGY', 'BILL PAYMENT'], ['ACH DEBIT COMCAST', 'CABLE SVCS'], ['ACH DEBIT PROGRESSIVE INS', 'INS PREM'],
              ['ACH DEBIT CONSUMERS ENERGY', 'UTIL PAYMT']],
    'card': [('MEIJER #211', 'WARREN MI'), ('SPEEDWAY 8871', 'ROSEVILLE MI'), ('KROGER #655', 'STERLING HTS MI'), ('COSTCO WHSE #1025', 'MADISON HTS MI'),
             ('LA MARSA #14', 'WARREN MI'), ('WALGREENS #7321', 'WARREN MI'), ("O'REILLY AUTO #3318", 'EASTPOINTE MI')],
    'p2p_out': lambda r: ['VENMO PAYMENT', r.choice(["TO D O'NEILL", 'TO K ABERNATHY-ROSS'])],
    'p2p_in': lambda r: ['VENMO CASHOUT', 'FROM VENMO'],
    'atm': lambda r: ['ATM WITHDRAWAL', r.choice(['12 MILE & VAN DYKE', 'MOUND RD BRANCH'])],
    'check': lambda r, n: [f'SHARE DRAFT #{n}'],
    'refund': lambda r: ['POS RETURN MEIJER #211', 'WARREN MI'],
    'fee': lambda r: ['COURTESY PAY FEE'],
}

UK = {
    'pay': lambda r: [r.choice(['HARROWGATE FINCH LT', 'ASHDOWN QS LLP']), 'SALARY ' + r.choice(['PAYROLL', 'HFL0042', 'BACS'])],
    'rent': lambda r: [r.choice(['KINGSWAY LETTINGS', 'M J PEMBERTON-RHYS']), 'RENT ' + str(r.randint(100, 999))],
    'bills': [['LEEDS CITY COUNCIL', 'CTAX 60123455'], ['OCTOPUS ENERGY', 'A-4F2C19'], ['VIRGIN MEDIA', 'ACC 30015599'], ['THAMES WATER', 'WS9981234'],
              ['TV LICENCE MBP', 'L7712093']],
    'card': [('TESCO STORES 2871', 'LEEDS'), ('SAINSBURYS S/MKTS', 'HEADINGLEY'), ('PRET A MANGER', 'LEEDS STN'), ('BOOTS 1204', 'BRIGGATE'),
             ('TFL TRAVEL CH', 'TFL.GOV.UK/CP'), ('GREGGS PLC', 'KIRKSTALL'), ('WAITROSE 612', 'MEANWOOD'), ('DELIVEROO', 'LONDON')],
    'p2p_out': lambda r: [r.choice(["S O'CALLAGHAN", 'R AP GRUFFYDD', 'T DE WINTER']), r.choice(['DINNER', 'HOLS SHARE', 'BILLS'])],
    'p2p_in': lambda r: [r.choice(['E MACLEOD', 'O BANKOLE-PRICE']), r.choice(['THANKS', 'PETROL'])],
    'atm': lambda r: ['CASH NOTEMC', r.choice(['HEADINGLEY', 'LEEDS STN'])],
    'check': lambda r, n: [f'CHEQUE {n}'],
    'refund': lambda r: ['AMAZON UK RETAIL', 'REFUND'],
    'fee': lambda r: ['ARRANGED OD FEE'],
}

EU = {
    'pay': lambda r: ['SEPA Credit Transfer', r.choice(['Rheinwerk Systeme GmbH', 'Stadtwerke Bonn GmbH']), 'Gehalt/Salary'],
    'rent': lambda r: ['SEPA Standing Order', r.choice(['Hausverwaltung Lindner KG', 'Wohnbau Eifel eG']), 'Miete'],
    'bills': [['SEPA Direct Debit', 'Stadtwerke Köln GmbH', 'Strom/Gas'], ['SEPA Direct Debit', 'Telekom Deutschland GmbH'],
              ['SEPA Direct Debit', 'HUK-Coburg Versicherung'], ['SEPA Direct Debit', 'Rundfunkbeitrag ARD ZDF']],
    'card': [('REWE Markt GmbH', 'Koeln'), ('dm-drogerie markt', 'Bonn'), ('Aral Station 2841', 'Siegburg'), ('EDEKA Mueller', 'Koeln'),
             ('IKEA Godorf', 'Koeln'), ('DB Fernverkehr', 'Frankfurt'), ('Lidl Dienstleistung', 'Bonn')],
    'p2p_out': lambda r: ['SEPA Credit Transfer', r.choice(['Annelie von Stetten', 'Luca Dell\'Aquila']), 'Urlaub'],
    'p2p_in': lambda r: ['SEPA Credit Transfer', r.choice(['Jonas ter Horst', 'Marta Nowak-Brandt']), 'Rueckzahlung'],
    'atm': lambda r: ['Cash withdrawal', r.choice(['Sparkasse KoelnBonn', 'Volksbank Bonn'])],
    'check': lambda r, n: ['SEPA Credit Transfer', f'Ref {n}'],
    'refund': lambda r: ['Card refund', 'Zalando SE Berlin'],
    'fee': lambda r: ['Account fee', 'Kontofuehrung'],
}


def history(seed, vocab, start, end, target, card_kind):
    """About `target` rows between `start` and `end`: pay every 14 days, rent, bills, card spending,
    ATM, transfers, a check or two, a refund, a fee. `card_kind(r, name, place, day)` words a card line."""
    r = random.Random(seed)
    rows = []
    first_pay = start + dt.timedelta(days=r.randint(0, 9))
    pay = r.randint(180000, 320000)
    d = first_pay
    pay_lines = vocab['pay'](r)
    rent_lines = vocab['rent'](r)
    while d <= end:
        rows.append({'date': d, 'kind': 'deposit', 'lines': list(pay_lines), 'cents': pay + r.choice([0, 0, 1250, -840])})
        d += dt.timedelta(days=14)
    for day in days(start, end):
        if day.day == 1:
            rows.append({'date': day, 'kind': 'electronic', 'lines': list(rent_lines), 'cents': -r.choice([112500, 98000, 134000])})
    for b in r.sample(vocab['bills'], min(4, len(vocab['bills']))):
        rows.append({'date': start + dt.timedelta(days=r.randint(2, (end - start).days)), 'kind': 'electronic', 'lines': list(b), 'cents': -r.randint(3500, 21000)})
    rows.append({'date': start + dt.timedelta(days=r.randint(3, (end - start).days)), 'kind': 'check', 'lines': vocab['check'](r, r.randint(1040, 1099)), 'cents': -r.randint(5000, 45000)})
    rows.append({'date': start + dt.timedelta(days=r.randint(3, (end - start).days)), 'kind': 'deposit', 'lines': vocab['refund'](r), 'cents': r.randint(1500, 9000)})
    rows.append({'date': start + dt.timedelta(days=r.randint(1, (end - start).days)), 'kind': 'deposit', 'p2p': True, 'lines': vocab['p2p_in'](r), 'cents': r.randint(2000, 25000)})
    rows.append({'date': start + dt.timedelta(days=r.randint(1, (end - start).days)), 'kind': 'electronic', 'p2p': True, 'lines': vocab['p2p_out'](r), 'cents': -r.randint(2000, 30000)})
    rows.append({'date': end - dt.timedelta(days=r.randint(0, 3)), 'kind': 'fee', 'lines': vocab['fee'](r), 'cents': -r.choice([1200, 500, 995])})
    for _ in range(2):
        rows.append({'date': start + dt.timedelta(days=r.randint(0, (end - start).days)), 'kind': 'atm', 'lines': vocab['atm'](r), 'cents': -r.choice([4000, 6000, 10000, 20000])})
    while len(rows) < target:
        name, place = r.choice(vocab['card'])
        day = start + dt.timedelta(days=r.randint(0, (end - start).days))
        rows.append({'date': day, 'kind': 'card', 'lines': card_kind(r, name, place, day), 'cents': -r.randint(350, 16000)})
    rows.sort(key=lambda x: x['date'])
    run = 0
    low = 0
    for x in rows:
        run += x['cents']
        low = min(low, run)
    opening = -low + r.randint(15000, 250000)
    return opening, rows


def money_in(rows):
    return sum(x['cents'] for x in rows if x['cents'] > 0)


def money_out(rows):
    return -sum(x['cents'] for x in rows if x['cents'] < 0)
