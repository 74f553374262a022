"""One account's rows over a statement period, in date order: pay every 14 days (or twice a month),
rent or a mortgage, bills, card spending, cash, transfers, a refund, and each layout's own rows. The
words are each layout's own (a Canadian chequing account, an Australian savings account, a US credit
union share draft)."""
import datetime as dt

ONE = dt.timedelta(days=1)

# (first line, second line or None): a second line is printed under the first (a wrapped description).
VOCAB = {
    'ca-chequing': dict(
        pay=[('Payroll Deposit', 'NORTHSHORE TRANSIT AUTHORITY'), ('Payroll Deposit', 'KELOWNA ORCHARD COOP')],
        rent=('Online Banking payment - 2291', 'BRIDGEPORT PROPERTY MGMT'),
        bills=[(('Online Banking payment - 4410', 'HYDRO ONE'), 14420), (('Pre-authorized Debit', 'ROGERS WIRELESS'), 9605),
               (('Pre-authorized Debit', 'INTACT INSURANCE'), 16231), (('Online Banking payment - 1188', 'CITY OF HAMILTON TAX'), 31800),
               (('Pre-authorized Debit', 'ENBRIDGE GAS'), 8744)],
        card=[('Interac purchase - 8815 FORTINOS #41', None), ('Interac purchase - 1203 SHOPPERS DRUG MART', None), ('Visa Debit purchase - 4471', 'AMAZON.CA'),
              ('Interac purchase - 0392 TIM HORTONS #2218', None), ('Interac purchase - 7719 PETRO-CANADA', None), ('Interac purchase - 6640 NO FRILLS', None),
              ('Visa Debit purchase - 4471', 'NETFLIX.COM'), ('Interac purchase - 3307 CANADIAN TIRE #119', None)],
        atm=('ATM withdrawal - AH118402', 'KING ST W BRANCH'),
        tin=[('e-Transfer received', 'PRIYA MENON'), ('e-Transfer received', 'GORD MACLEOD')],
        tout=[('e-Transfer sent', 'LUC TREMBLAY'), ('Online transfer to deposit account-3318', 'TFSA SAVINGS')],
        refund=('Interac refund - 3307 CANADIAN TIRE #119', None)),
    'au-savings': dict(
        pay=[('Direct Credit 301500 QLD HEALTH', 'SALARY 00418273'), ('Direct Credit 062947 BRISBANE CITY', 'PAYROLL FORTNIGHT')],
        rent=('Transfer to xx8812 NetBank', 'RENT RAINE HORNE'),
        bills=[(('BPAY ORIGIN ENERGY', 'REF 4418 2290 11'), 18940), (('BPAY TELSTRA', 'REF 2200 1947 36'), 8900), (('Direct Debit 481266 RACQ INSURANCE', None), 14233),
               (('BPAY URBAN UTILITIES', 'REF 5510 0087 22'), 23115)],
        card=[('Card xx6619 WOOLWORTHS 1147 NEWSTEAD', None), ('Card xx6619 COLES 0833 FORTITUDE V', None), ('Card xx6619 BUNNINGS 624000', None),
              ('Card xx6619 CHEMIST WAREHOUSE', None), ('Card xx6619 BP CONNECT KEDRON', None), ('Card xx6619 UBER *EATS', 'Sydney AU'),
              ('Card xx6619 KMART 1046 CHERMSIDE', None)],
        atm=('Wdl ATM CBA ATM QUEEN ST MALL', None),
        tin=[('Fast Transfer From J NGATA', 'groceries share'), ('Transfer from xx3301 CommBank app', 'Savings top up')],
        tout=[('Osko Payment to L PHAM', 'bbq shout'), ('Transfer to xx3301 CommBank app', 'Holiday fund')],
        refund=('Card xx6619 REFUND KMART 1046', None)),
    'us-cu': dict(
        pay=[('ACH Deposit PIEDMONT SCHOOLS PAYROLL', None), ('ACH Deposit VA DEPT OF TRANSPORT PAYROLL', None)],
        rent=('ACH Withdrawal ROCKETMTG MORTGAGE', None),
        bills=[(('ACH Withdrawal DOMINION ENERGY', None), 15318), (('ACH Withdrawal VERIZON WIRELESS', None), 11240), (('ACH Withdrawal COX COMM', None), 8999),
               (('ACH Withdrawal ERIE INSURANCE', None), 12750)],
        card=[('POS Withdrawal KROGER #521 ROANOKE VA', None), ('POS Withdrawal FOOD LION #1187', None), ('POS Withdrawal SHEETZ 0442', None),
              ('POS Withdrawal TARGET T-1904', None), ('POS Withdrawal CVS/PHARMACY #7611', None), ('POS Withdrawal LOWES #00572', None),
              ('POS Withdrawal AMAZON MKTPL', None)],
        atm=('ATM Withdrawal CO-OP NETWORK 2210 BRANDON AVE', None),
        tin=[('Transfer From Share 00', None)],
        tout=[('Transfer To Share 00', None), ('Transfer To Loan 51 AUTO', None)],
        refund=('POS Credit TARGET T-1904', None)),
}


def history(layout, rng, start, end, n_min, n_max, scale=1):
    """[(date, (line1, line2 or None), cents)] over start..end inclusive, in date order."""
    v = VOCAB[layout]
    rows = []
    days = (end - start).days + 1
    when = lambda lo=0: start + rng.randint(lo, days - 1) * ONE  # noqa: E731
    desc = rng.choice(v['pay'])
    d = start + rng.randint(1, 9) * ONE
    pay = rng.randint(1900, 3400) * 100 + rng.randint(0, 99)
    while d <= end:
        rows.append((d, desc, pay + rng.choice([0, 0, 0, rng.randint(-3000, 3000)])))
        d += 14 * ONE
    first = next((start + k * ONE for k in range(days) if (start + k * ONE).day == 1), start + 2 * ONE)
    rows.append((first, v['rent'], -rng.choice([165000, 182500, 214000, 139500])))
    for dsc, amt in v['bills']:
        rows.append((when(), dsc, -(amt + rng.choice([0, 0, rng.randint(-400, 900)]))))
    for _ in range(2):
        rows.append((when(), v['atm'], -rng.choice([4000, 6000, 10000, 20000])))
    for dsc in v['tin']:
        rows.append((when(), dsc, rng.randint(1500, 45000)))
    for dsc in v['tout'] + rng.sample(v['tout'], 1):
        rows.append((when(), dsc, -rng.randint(2500, 60000)))
    rows.append((when(4), v['refund'], rng.randint(899, 8999)))
    target = rng.randint(n_min, n_max)
    while len(rows) < target:
        amt = rng.choice([rng.randint(250, 2500), rng.randint(1500, 9000), rng.randint(4000, 22000)])
        rows.append((when(), rng.choice(v['card']), -amt))
    rows.sort(key=lambda r: r[0])
    return rows
