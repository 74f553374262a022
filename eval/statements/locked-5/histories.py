"""One account's rows over a statement period, in date order: pay every 14 days, rent or a mortgage on
the 1st, bills, card spending, two cash withdrawals, transfers, a refund, and a fee or interest. The
words are each layout's own (a UK building society, a South African bank, a US bank, a brokerage's
cash account)."""
import datetime as dt

ONE = dt.timedelta(days=1)

VOCAB = {
    'uk-passbook': dict(
        pay=lambda r: (f'BGC {r.choice(["PENNINE HEALTHCARE", "CALDER VALLEY COUNCIL"])} SALARY', 180000, 260000),
        rent=('SO HEBDEN LETTINGS RENT', 82500),
        bills=[('DD YORKSHIRE WATER', 4120), ('DD BRITISH GAS', 9850), ('DD CALDERDALE MBC CTAX', 16300), ('DD VIRGIN MEDIA', 5400), ('DD VODAFONE LTD', 2200)],
        card=['DEB TESCO STORES 2291', 'DEB CO-OP FOOD HALIFAX', 'DEB GREGGS PLC', 'DEB SHELL ELLAND', 'DEB BOOTS 1184', 'DEB AMAZON UK MARKETPLACE',
              'DEB WATERSTONES LEEDS', 'DEB NORTHERN TRAINS', 'DEB ALDI 84 HALIFAX', 'DEB COSTA COFFEE'],
        atm='CPT LINK HALIFAX COMMERCIAL ST', tin=['FPI R HOLROYD LUNCH', 'FPI M AKHTAR BILLS SHARE'], tout=['FPO J BRIGGS PLUMBING', 'FPO SAVINGS ACCOUNT 4471'],
        refund='DEB REFUND AMAZON UK', fee=('CHG ARRANGED OVERDRAFT FEE', 600), interest=('INT GROSS INTEREST', 37)),
    'za-cr': dict(
        pay=lambda r: (f'Salary Credit {r.choice(["Karoo Logistics", "Umhlanga Medical Group"])}', 2600000, 3800000),
        rent=('Debit Order Bond Repayment Home Loan', 1125000),
        bills=[('Debit Order DStv Multichoice', 59900), ('Debit Order Vodacom Contract', 49900), ('Debit Order Discovery Health', 412000),
               ('Prepaid Electricity City Power', 85000), ('Debit Order Virgin Active', 64900)],
        card=['POS Purchase Woolworths Rosebank', 'POS Purchase Pick n Pay Parkhurst', 'POS Purchase Engen Jan Smuts', 'POS Purchase Checkers Hyper',
              'POS Purchase Dis-Chem Illovo', 'POS Purchase Nando\'s Melville', 'POS Purchase Takealot Online', 'POS Purchase Uber Trip'],
        atm='ATM Withdrawal Sandton City', tin=['Magtape Credit T Nkosi Rent Share', 'Internet Credit L Botha Braai'], tout=['Internet Pmt To S Naidoo Tutor', 'Internet Pmt To Savings Pocket'],
        refund='POS Refund Mr Price Rosebank', fee=('#Monthly Account Fee', 0), interest=('Credit Interest', 412)),
    'us-sections': dict(
        pay=lambda r: (f'{r.choice(["CASCADE MEDICAL", "PUGET SOUND ENERGY"])} DES:PAYROLL ID:XXXXX41 INDN:DIRECT DEP', 210000, 290000),
        rent=('ONLINE PMT ALDERWOOD APTS RENT', 189500),
        bills=[('PSE DES:BILL PAY ID:884120', 11240), ('COMCAST DES:AUTOPAY', 8999), ('T-MOBILE DES:AUTOPAY', 9500), ('GEICO DES:INS PREM', 14230), ('SEATTLE CITY LIGHT DES:ONLINE PMT', 6410)],
        card=['CHECKCARD SAFEWAY #1552 SEATTLE WA', 'CHECKCARD STARBUCKS STORE 0931', 'CHECKCARD FRED-MEYER #0184', 'CHECKCARD SHELL OIL 5744',
              'CHECKCARD AMAZON MKTPL', 'CHECKCARD TRADER JOE S #131', 'CHECKCARD REI #11 SEATTLE', 'CHECKCARD WALGREENS #5520'],
        atm='BKOFAMERICA ATM WITHDRWL CAPITOL HILL', tin=['ZELLE FROM DANA KIM', 'ZELLE FROM R OKONKWO'], tout=['ZELLE TO MARISOL VEGA', 'ONLINE TRANSFER TO SAV 8812'],
        refund='CHECKCARD REFUND REI #11', fee=('MONTHLY MAINTENANCE FEE', 1200), interest=None),
    'brokerage-cash': dict(
        pay=lambda r: ('ACH DEPOSIT HALVERSON ARCHITECTS PAYROLL', 320000, 410000),
        rent=('BILL PAY WELLS FARGO HOME MTG', 246110),
        bills=[('BILL PAY XCEL ENERGY', 13880), ('ACH DEBIT CENTURYLINK', 7500), ('BILL PAY DENVER WATER', 6240), ('ACH DEBIT STATE FARM INS', 18800)],
        card=['DEBIT CARD KING SOOPERS #12', 'DEBIT CARD COSTCO WHSE #0672', 'DEBIT CARD SNOOZE AM EATERY', 'DEBIT CARD TARGET 00021',
              'DEBIT CARD CONOCO 4410', 'DEBIT CARD APPLE.COM/BILL', 'DEBIT CARD TATTERED COVER'],
        atm='ATM WITHDRAWAL FEE REBATE ELIGIBLE', tin=['TRANSFER FROM BROKERAGE ...6620'], tout=['TRANSFER TO BROKERAGE ...6620', 'WIRE OUT SUMMIT TITLE CO'],
        refund='DEBIT CARD CREDIT COSTCO WHSE', fee=None, interest=('INTEREST ON CASH BALANCE', 0)),
}


def history(layout, rng, start, end, opening, n_min=42, n_max=58):
    """[(date, description, cents)] over start..end inclusive, date order, n_min..n_max rows."""
    v = VOCAB[layout]
    rows = []
    days = (end - start).days + 1
    name, lo, hi = v['pay'](rng)
    d = start + rng.randint(2, 9) * ONE
    pay = rng.randint(lo // 100, hi // 100) * 100 + rng.randint(0, 99)
    while d <= end:
        rows.append((d, name, pay + rng.choice([0, 0, 0, rng.randint(-4000, 4000)])))
        d += 14 * ONE
    first = next((start + k * ONE for k in range(days) if (start + k * ONE).day == 1), start + 3 * ONE)
    rows.append((first, v['rent'][0], -v['rent'][1]))
    for desc, amt in v['bills']:
        rows.append((start + rng.randint(0, days - 1) * ONE, desc, -(amt + rng.choice([0, 0, rng.randint(-300, 900)]))))
    for _ in range(2):
        rows.append((start + rng.randint(0, days - 1) * ONE, v['atm'], -rng.choice([4000, 6000, 10000, 20000]) * (10 if layout == 'za-cr' else 1)))
    for desc in v['tin']:
        rows.append((start + rng.randint(0, days - 1) * ONE, desc, rng.randint(1500, 25000) * (10 if layout == 'za-cr' else 1)))
    for desc in v['tout'] + rng.sample(v['tout'], 1):
        rows.append((start + rng.randint(0, days - 1) * ONE, desc, -rng.randint(2500, 60000) * (10 if layout == 'za-cr' else 1)))
    rows.append((start + rng.randint(5, days - 1) * ONE, v['refund'], rng.randint(899, 8999) * (10 if layout == 'za-cr' else 1)))
    target = rng.randint(n_min, n_max) - 2
    while len(rows) < target:
        amt = rng.choice([rng.randint(250, 2500), rng.randint(1500, 9000), rng.randint(4000, 22000)]) * (10 if layout == 'za-cr' else 1)
        rows.append((start + rng.randint(0, days - 1) * ONE, rng.choice(v['card']), -amt))
    rows.sort(key=lambda r: r[0])
    return rows
