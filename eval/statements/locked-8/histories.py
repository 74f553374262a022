"""One account's rows over a statement period, in date order: pay every 14 days or monthly, rent or a
mortgage, bills, card spending, cash, transfers, a refund. The words are each layout's own (an Irish
current account, a US brokerage cash-management account, a UK building society current account);
each row is (date, (first column, second column or None), cents)."""
import datetime as dt

ONE = dt.timedelta(days=1)

VOCAB = {
    'ie-current': dict(
        pay=[('SAL', 'LIFFEY ANALYTICS LTD'), ('CREDIT TRANSFER', 'HSE PAYROLL WEST'), ('SAL', 'CORRIB RETAIL GROUP')],
        rent=('SEPA DD', 'RTB RENT - BROOKFIELD LETTINGS'),
        bills=[(('SEPA DD', 'ELECTRIC IRELAND'), 14420), (('SEPA DD', 'EIR BROADBAND'), 6499), (('SEPA DD', 'UISCE EIREANN'), 3050),
               (('SEPA DD', 'AVIVA INSURANCE'), 8812), (('SEPA DD', 'BORD GAIS ENERGY'), 9615)],
        card=[('POS', 'TESCO STORES 3221'), ('POS', 'DUNNES STORES GALWAY'), ('POS', 'CIRCLE K BALLYBRIT'), ('POS', 'LIDL 1142 HEADFORD RD'),
              ('POS', 'BOOTS 0872'), ('POS', 'SUPERVALU ORANMORE'), ('CONTACTLESS', 'COSTA COFFEE EYRE SQ'), ('POS', 'AMAZON EU SARL')],
        atm=('ATM', 'EYRE SQUARE 2'),
        tin=[('CREDIT TRANSFER', 'S MURPHY REVOLUT'), ('CREDIT TRANSFER', 'CREDIT UNION LOAN')],
        tout=[('TRANSFER TO', 'SAVINGS 41870933'), ('STANDING ORDER', 'GAA CLUB MEMBERSHIP')],
        refund=('POS REFUND', 'DUNNES STORES GALWAY')),
    'us-brokerage': dict(
        pay=[('Direct Deposit', 'NORTHWIND BIOLOGICS PAYROLL'), ('Direct Deposit', 'CITY OF SAN DIEGO PAYROLL'), ('Direct Deposit', 'PACIFIC CREST ENGINEERING')],
        rent=('ACH Debit', 'SDG&E MORTGAGE SVCS LOAN PMT'),
        bills=[(('Bill Payment', 'SAN DIEGO GAS & ELECTRIC'), 18311), (('ACH Debit', 'AT&T MOBILITY'), 12540), (('Bill Payment', 'GEICO AUTO'), 14288),
               (('ACH Debit', 'COX COMMUNICATIONS'), 10999)],
        card=[('Debit Card', 'RALPHS #0114 LA JOLLA CA'), ('Debit Card', 'TRADER JOES #022'), ('Debit Card', 'SHELL OIL 57443'), ('Debit Card', 'COSTCO WHSE #0401'),
              ('Debit Card', 'CVS/PHARMACY #09112'), ('Debit Card', 'AMAZON MKTPL AMZN.COM'), ('Debit Card', 'SPROUTS FARMERS MKT'), ('Debit Card', 'UBER TRIP HELP.UBER.COM')],
        atm=('ATM Withdrawal', 'ATM FEE REBATE ELIGIBLE'),
        tin=[('Funds Transfer', 'FROM BROKERAGE ACCT ...4471'), ('Wire In', 'ORIG: M KESSLER')],
        tout=[('Funds Transfer', 'TO BROKERAGE ACCT ...4471'), ('Bill Payment', 'VENMO *P HARGROVE')],
        refund=('Debit Card Credit', 'COSTCO WHSE #0401')),
    'uk-bsoc': dict(
        pay=[('BGC', 'CALDERDALE MBC SALARY'), ('BGC', 'YORKSHIRE WATER PAYROLL'), ('FPI', 'AIRE VALLEY ENG LTD')],
        rent=('SO', 'HALIFAX ESTATES RENT'),
        bills=[(('DD', 'BRITISH GAS'), 9800), (('DD', 'CALDERDALE COUNCIL TAX'), 16400), (('DD', 'VIRGIN MEDIA'), 5825),
               (('DD', 'DIRECT LINE INS'), 4212), (('DD', 'YORKSHIRE WATER'), 3890)],
        card=[('VIS', 'MORRISONS HALIFAX'), ('VIS', 'ASDA STORES BRIGHOUSE'), ('VIS', 'GREGGS 1184'), ('VIS', 'BOOTS UK 1120'),
              ('VIS', 'AMAZON.CO.UK*2K4'), ('VIS', 'TESCO PFS 2291'), ('VIS', 'ALDI 132 HALIFAX'), (')))', 'COSTA COFFEE 4401')],
        atm=('ATM', 'LINK HALIFAX COMMERCIAL ST'),
        tin=[('FPI', 'J HOLROYD REF DINNER'), ('TFR', 'FROM SAVER 40091122')],
        tout=[('TFR', 'TO SAVER 40091122'), ('FPO', 'R PATEL 07-44-91')],
        refund=('VIS', 'REFUND ASDA STORES')),
}


def history(layout, rng, start, end, n_min, n_max, monthly_pay=False):
    """[(date, (first, second), cents)] over start..end inclusive, in date order."""
    v = VOCAB[layout]
    rows = []
    days = (end - start).days + 1
    when = lambda lo=0: start + rng.randint(lo, days - 1) * ONE  # noqa: E731
    desc = rng.choice(v['pay'])
    if monthly_pay:
        pay_day = min(end, start + (days - 4) * ONE)
        rows.append((pay_day, desc, rng.randint(3100, 5600) * 100 + rng.randint(0, 99)))
    else:
        d = start + rng.randint(1, 9) * ONE
        pay = rng.randint(1400, 2900) * 100 + rng.randint(0, 99)
        while d <= end:
            rows.append((d, desc, pay + rng.choice([0, 0, 0, rng.randint(-3000, 3000)])))
            d += 14 * ONE
    first = next((start + k * ONE for k in range(days) if (start + k * ONE).day == 1), start + 2 * ONE)
    rows.append((first, v['rent'], -rng.choice([135000, 149500, 172500, 118000])))
    for dsc, amt in v['bills']:
        rows.append((when(), dsc, -(amt + rng.choice([0, 0, rng.randint(-400, 900)]))))
    for _ in range(2):
        rows.append((when(), v['atm'], -rng.choice([4000, 5000, 10000, 20000])))
    for dsc in v['tin']:
        rows.append((when(), dsc, rng.randint(1500, 45000)))
    for dsc in v['tout'] + rng.sample(v['tout'], 1):
        rows.append((when(), dsc, -rng.randint(2500, 50000)))
    rows.append((when(4), v['refund'], rng.randint(899, 8999)))
    target = rng.randint(n_min, n_max)
    while len(rows) < target:
        amt = rng.choice([rng.randint(250, 2500), rng.randint(1500, 9000), rng.randint(4000, 18000)])
        rows.append((when(), rng.choice(v['card']), -amt))
    rows.sort(key=lambda r: r[0])
    return rows
