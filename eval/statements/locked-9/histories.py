"""One account's rows over a statement period, in date order: pay on the layout's cycle from one
employer, rent or a mortgage, bills, card spending, cash, transfers in and out, a refund and the
layout's other credits. The words are each layout's own (a New Zealand current account, a Swiss
private account, a Hong Kong integrated account); each row is (date, (line, ...), cents), a
description of two lines printed over two lines."""
import datetime as dt

ONE = dt.timedelta(days=1)

VOCAB = {
    'nz-current': dict(
        pay=[('DIRECT CREDIT KAURI FREIGHT LTD WAGES',), ('DIRECT CREDIT TE MATA HEALTH SALARY',), ('DIRECT CREDIT RANGITOTO SOFTWARE PAY',)],
        rent=('AUTOMATIC PAYMENT HARCOURTS GREY LYNN', 'RENT 14 KARAKA STREET'),
        bills=[(('DIRECT DEBIT MERCURY ENERGY',), 16830), (('DIRECT DEBIT ONE NZ MOBILE',), 6500), (('DIRECT DEBIT WATERCARE SERVICES',), 7411),
               (('DIRECT DEBIT AA INSURANCE', 'POLICY 4471-2209 CONTENTS AND VEHICLE'), 11260), (('DIRECT DEBIT SKINNY BROADBAND',), 7500)],
        card=[('EFTPOS COUNTDOWN PONSONBY',), ('EFTPOS PAK N SAVE MT ALBERT',), ('VISA DEBIT Z ENERGY GREAT NORTH RD',), ('EFTPOS NEW WORLD VICTORIA PARK',),
              ('VISA DEBIT AT HOP TOP UP',), ('EFTPOS CHEMIST WAREHOUSE',), ('VISA DEBIT UBER EATS',), ('EFTPOS BUNNINGS MT WELLINGTON',),
              ('VISA DEBIT WAREHOUSE STATIONERY',)],
        atm=('ATM WITHDRAWAL K RD 2',),
        tin=[('BILL PAYMENT FROM T NGATA FLAT POWER',), ('TRANSFER FROM 27-0418-0392817-01 ONLINE SAVER',)],
        tout=[('TRANSFER TO 27-0418-0392817-01 ONLINE SAVER',), ('BILL PAYMENT TO M HOHAIA', 'REF BACH WEEKEND SHARE')],
        refund=('VISA DEBIT REFUND WAREHOUSE STATIONERY',),
        other=[('IRD TAX REFUND', 'INCOME TAX 2025 REF 118-402-733')]),
    'ch-account': dict(
        pay=[('Gutschrift Lohn', 'ALPENTEC AG, ZUERICH'), ('Gutschrift Lohn', 'SPITAL LIMMATTAL, SCHLIEREN'), ('Gutschrift Salär', 'RHEINPORT LOGISTIK AG, BASEL')],
        rent=('Dauerauftrag Miete', 'WOHNBAU GENOSSENSCHAFT SONNENBERG'),
        bills=[(('eBill ewz Elektrizitätswerk',), 11890), (('eBill Swisscom (Schweiz) AG',), 8990), (('Lastschrift CSS Krankenversicherung',), 41250),
               (('eBill Serafe AG Radio/TV',), 2785), (('Zahlung Steueramt Kanton Zürich', 'Ratenzahlung Staats- und Gemeindesteuern'), 68000)],
        card=[('Debitkarte Einkauf COOP-4412 WINTERTHUR',), ('Debitkarte Einkauf MIGROS M ALTSTETTEN',), ('TWINT Zahlung SBB MOBILE',),
              ('Debitkarte Einkauf DENNER 0831 ZUERICH',), ('Debitkarte Einkauf MIGROLINO OERLIKON',), ('TWINT Zahlung GALAXUS.CH',),
              ('Debitkarte Einkauf COOP PRONTO WIPKINGEN',), ('Debitkarte Einkauf APOTHEKE AM PLATZ',), ('TWINT Zahlung MANOR ZUERICH',)],
        atm=('Bargeldbezug Bancomat ZUERICH HB',),
        tin=[('Gutschrift Überweisung', 'M. BRUNNER, RUECKZAHLUNG FERIEN'), ('Kontoübertrag vom Sparkonto',)],
        tout=[('Kontoübertrag auf Sparkonto',), ('eBanking-Zahlung', 'VELOBOUTIQUE KREIS 5 GMBH')],
        refund=('Gutschrift Rückerstattung GALAXUS.CH',),
        other=[('Gutschrift Familienzulage', 'SVA ZUERICH FAMILIENAUSGLEICHSKASSE')]),
    'hk-integrated': dict(
        pay=[('PAYROLL CREDIT', 'KOWLOON HARBOUR LOGISTICS LTD'), ('PAYROLL CREDIT', 'VICTORIA PEAK CAPITAL (HK) LTD'), ('AUTOPAY IN SALARY', 'TSIM SHA TSUI DENTAL CENTRE')],
        rent=('AUTOPAY OUT', 'LAI CHI KOK PROPERTY AGENCY RENT'),
        bills=[(('AUTOPAY OUT CLP POWER HK',), 68420), (('AUTOPAY OUT TOWNGAS',), 31250), (('AUTOPAY OUT HKBN BROADBAND',), 19800),
               (('AUTOPAY OUT SMARTONE MOBILE',), 25800), (('BILL PAYMENT WATER SUPPLIES DEPT',), 18760)],
        card=[('EPS PARKNSHOP MONGKOK',), ('EPS WELLCOME TAIKOO SHING',), ('OCTOPUS AAVS TOP UP',), ('FPS PAYMENT FOODPANDA HK',),
              ('EPS WATSONS 0821 SHA TIN',), ('EPS FORTRESS LANGHAM PLACE',), ('FPS PAYMENT HKTVMALL',), ('EPS MANNINGS CAUSEWAY BAY',)],
        atm=('ATM WITHDRAWAL 0417 NATHAN ROAD',),
        tin=[('FPS CREDIT CHAN SIU MING',), ('TRANSFER FROM SAVINGS 482-391027-833',)],
        tout=[('FPS TRANSFER LEUNG KA YAN',), ('CREDIT CARD PAYMENT', 'VISA PLATINUM 4521 XXXX XXXX 0093')],
        refund=('EPS REFUND HKTVMALL',),
        other=[('INTEREST CREDIT',), ('TAX REFUND INLAND REVENUE DEPT',)]),
}

# The pay's size in cents for each cycle, each layout's currency.
PAY = {'nz-current': (240000, 360000), 'ch-account': (640000, 920000), 'hk-integrated': (2800000, 6200000)}
RENT = {'nz-current': [248000, 264000, 290000], 'ch-account': [186000, 214500, 231000], 'hk-integrated': [1480000, 1650000, 1890000]}
CARD = {'nz-current': (380, 21000), 'ch-account': (560, 24000), 'hk-integrated': (3200, 128000)}
CASH = {'nz-current': [4000, 10000, 20000], 'ch-account': [10000, 20000, 30000], 'hk-integrated': [50000, 100000, 200000]}
# Travel cards are topped up by round sums.
TOP_UPS = {'VISA DEBIT AT HOP TOP UP': [2000, 4000, 5000], 'OCTOPUS AAVS TOP UP': [25000, 50000, 100000]}
TRANSFER = {'nz-current': (2000, 60000), 'ch-account': (5000, 150000), 'hk-integrated': (20000, 800000)}


def pay_days(layout, rng, start, end, cycle):
    """The pay dates in start..end: every 7 or 14 days (`weekly`, `fortnightly`), or monthly: the 25th
    in Switzerland, the last day of the month elsewhere, the Friday before when that is a weekend."""
    days = []
    if cycle in ('weekly', 'fortnightly'):
        step = 7 if cycle == 'weekly' else 14
        d = start + rng.randint(1, step - 1) * ONE
        while d <= end:
            days.append(d)
            d += step * ONE
        return days
    d = start
    while d <= end:
        last = (d + ONE).month != d.month
        if (layout == 'ch-account' and d.day == 25) or (layout != 'ch-account' and last):
            pay = d
            while pay.weekday() >= 5:  # paid on the Friday before a weekend
                pay -= ONE
            if pay >= start:
                days.append(pay)
        d += ONE
    return days


def history(layout, rng, start, end, n_min, n_max, cycle):
    """[(date, (line, ...), cents)] over start..end inclusive, in date order."""
    v = VOCAB[layout]
    rows = []
    days = (end - start).days + 1
    when = lambda lo=0: start + rng.randint(lo, days - 1) * ONE  # noqa: E731
    desc = rng.choice(v['pay'])
    lo, hi = PAY[layout]
    pay = rng.randint(lo // 100, hi // 100) * 100 + rng.randint(0, 99)
    if cycle == 'weekly':
        pay //= 2
    for d in pay_days(layout, rng, start, end, cycle):
        rows.append((d, desc, pay + rng.choice([0, 0, 0, rng.randint(-lo // 40, lo // 40)])))
    rent = -rng.choice(RENT[layout])
    firsts = [start + k * ONE for k in range(days) if (start + k * ONE).day == 1] or [start + 2 * ONE]
    for d in firsts:
        rows.append((d, v['rent'], rent))
    months = len(firsts)
    for dsc, amt in v['bills']:
        for m in range(months):
            lo_day = (firsts[m] - start).days if months > 1 else 0
            hi_day = min(days - 1, lo_day + 27) if months > 1 else days - 1
            d = start + rng.randint(lo_day, hi_day) * ONE
            rows.append((d, dsc, -(amt + rng.choice([0, 0, rng.randint(-amt // 20, amt // 10)]))))
    for _ in range(2):
        rows.append((when(), v['atm'], -rng.choice(CASH[layout])))
    tlo, thi = TRANSFER[layout]
    for dsc in v['tin']:
        rows.append((when(), dsc, rng.randint(tlo, thi)))
    for dsc in v['tout'] + rng.sample(v['tout'], 1):
        rows.append((when(), dsc, -rng.randint(tlo, thi)))
    rows.append((when(4), v['refund'], rng.randint(CARD[layout][0] * 3, CARD[layout][1] // 2)))
    for dsc in v['other']:
        if dsc == ('INTEREST CREDIT',):
            continue
        rows.append((when(), dsc, rng.randint(tlo * 2, thi)))
    target = rng.randint(n_min, n_max)
    clo, chi = CARD[layout]
    while len(rows) < target:
        amt = rng.choice([rng.randint(clo, clo * 8), rng.randint(clo * 4, chi // 3), rng.randint(chi // 4, chi)])
        d, dsc = when(), rng.choice(v['card'])
        if dsc[0] in TOP_UPS:
            amt = TOP_UPS[dsc[0]][amt % 3]
        rows.append((d, dsc, -amt))
    rows.sort(key=lambda r: r[0])
    return rows
