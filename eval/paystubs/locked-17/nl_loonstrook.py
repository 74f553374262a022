"""`nl-loonstrook`: a Dutch bakery's payslip (LOONSTROOK) in Dutch, written by pypdf (Helvetica, A4):
hourly workers paid every week, salaried staff monthly; the details in **two columns of `Label` value
lines without colons**, the earnings as **Omschrijving / Aantal / Tarief / Bedrag / Cumulatief**, the
deductions **below the earnings in the same columns** (the wage tax by a percentage printed in its name,
the pension premium taken before tax, an insurance premium, union dues, the staff club), figures
`1.234,56` (points between thousands, a decimal comma), dates `24-04-2026` (day and month padded, with
hyphens), the pay `NETTO UIT TE BETALEN` in a framed box."""
import datetime as dt

from common import A4, Drawing, Ledger, last_working_day, monthly_periods, rng, truth, weekly_periods

LAYOUT = 'nl-loonstrook'
RENDERER = ('pypdf',)
EMPLOYER = {'name': 'Bakkerij Van der Meulen B.V.', 'address': 'Industrieweg 24, 3542 AD Utrecht'}
# name, address, frequency, periods paid, rate in cents (an hour, or a month), tax card %
PEOPLE = [
    ('Daan de Vries', 'Oudegracht 112 bis, 3511 AW Utrecht', 'WEEKLY', 17, 16_40, 36.97),
    ('Sanne Bakker', 'Kerkstraat 5, 3431 BP Nieuwegein', 'MONTHLY', 5, 3_310_00, 36.97),
    ('Thijs van den Berg', 'Amsterdamsestraatweg 480, 3553 EN Utrecht', 'WEEKLY', 31, 14_95, 36.97),
    ('Eline Visser', 'Dorpsstraat 22, 3732 HJ De Bilt', 'MONTHLY', 10, 2_845_00, 36.97),
    ('Ruben Smit', 'Zuilenstraat 7, 3512 NB Utrecht', 'WEEKLY', 44, 19_10, 49.5),
]
TYEL = 'Pensioenpremie werknemer 7,30 %'
UNEMP = 'Premie WGA-hiaatverzekering 0,89 %'
UNION = 'Contributie FNV 1,40 %'
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 4, 6), dt.date(2026, 4, 27), dt.date(2026, 5, 5), dt.date(2026, 5, 14),
            dt.date(2026, 5, 25), dt.date(2026, 12, 25), dt.date(2026, 12, 26)}


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', '.') + f',{c % 100:02d}'


def date(d):
    return f'{d.day:02d}-{d.month:02d}-{d.year}'


def qty(x):
    return f'{x:.2f}'.replace('.', ',')


def make(n):
    name, address, freq, count, rate, tax_pct = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    TAX = f'Loonheffing {qty(tax_pct)} %'  # the percentage in the line's name
    hourly = freq == 'WEEKLY'
    periods = (weekly_periods(count, 7, dt.date(2026, 1, 4), 5) if hourly
               else monthly_periods(count, payday=lambda y, m: last_working_day(y, m)))
    ledger = Ledger(['Uurloon', 'Maandsalaris', 'Doorbetaalde feestdag', 'Overwerk 125 %', 'Overwerk 150 %', 'Toeslag avonduren',
                     'Toeslag zondag', 'Eenmalige uitkering', 'Vakantiegeld', 'Reiskostenvergoeding (belast)'])
    km_until = count - r.choice([1, 2, 3]) if n in (2, 4) else 0
    garnish_until = count - r.choice([2, 3]) if n in (1, 5) else 0
    hourly_rate = rate if hourly else rate / 165
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        days = [start + dt.timedelta(days=j) for j in range((end - start).days + 1)]
        hol = [x for x in days if x in HOLIDAYS and x.weekday() < 5]
        if hourly:
            hours = 8 * sum(1 for x in days if x.weekday() < 5) - 8 * len(hol) - r.choice([0, 0, 0, 4])
            e['Uurloon'] = int(round(hours * rate))
            if hol:
                e['Doorbetaalde feestdag'] = int(round(8 * len(hol) * rate))
        else:
            hours = 0
            e['Maandsalaris'] = rate
        ot50 = (r.choice([0, 2, 4, 6]) if k != count else r.choice([3, 5, 7.5])) / (2 if hourly else 1)
        ot100 = r.choice([0, 0, 0, 2, 3])
        if ot50:
            e['Overwerk 125 %'] = int(round(ot50 * hourly_rate * 1.25))
        if ot100:
            e['Overwerk 150 %'] = int(round(ot100 * hourly_rate * 1.5))
        eve = r.choice([0, 8, 12, 16]) if n in (1, 3, 5) else 0
        if eve:
            e['Toeslag avonduren'] = int(round(eve * 2_46))
        sun = r.choice([0, 0, 8]) if n in (3, 5) else 0
        if sun:
            e['Toeslag zondag'] = int(round(sun * rate))
        if (k % 12 == 6 if hourly else k in (3, 9)) and k != count and n != 1:
            e['Eenmalige uitkering'] = r.choice([350_00, 480_00, 620_00])
        if pay.month == 5 and 'Vakantiegeld' not in [x for p in ledger.periods for x in p[0]] and k != count:
            e['Vakantiegeld'] = int(round((rate * 165 if hourly else rate) * 12 * 0.08))
        if k <= km_until:
            e['Reiskostenvergoeding (belast)'] = r.choice([21_50, 30_60, 44_20]) * (1 if hourly else 4)
        gross = sum(e.values())
        d[TYEL] = int(round(gross * 0.073))
        d[TAX] = int(round((gross - d[TYEL]) * tax_pct / 100))
        d[UNEMP] = int(round(gross * 0.0089))
        if n in (1, 3, 4):
            d[UNION] = int(round(gross * 0.014))
        if n != 3:
            d['Personeelsvereniging'] = 2_50 if hourly else 10_00
        if k <= garnish_until:
            d['Beslag op loon (gerechtsdeurwaarder)'] = {1: 48_20, 5: 71_35}[n]
        if n == 2 and k in (2, 3):
            d['Voorschot salaris'] = 400_00
        ledger.add(e, d, {'hours': hours, 'hol': 8 * len(hol), 'ot50': ot50, 'ot100': ot100, 'eve': eve, 'sun': sun})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 42, 553
    g.text(L, 52, EMPLOYER['name'], bold=True, size=13)
    g.text(L, 65, EMPLOYER['address'] + '   KvK ' + f'{r.randint(30000000, 39999999)}', size=8)
    g.text(R, 52, 'LOONSTROOK', align='r', bold=True, size=13)
    g.text(R, 65, (f'Week {end.isocalendar()[1]}' if hourly else f'Maand {end.month}') + ' 2026', align='r', size=8.5)
    g.rule(L, 73, R, 73, 0.8)
    left = [('Naam', name), ('Adres', address), ('Personeelsnummer', f'{r.randint(1000, 9999)}'),
            ('IBAN', f'NL{r.randint(10, 99)} RABO {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(10, 99)}')]
    right = [('Periode', f'{date(start)} t/m {date(end)}'), ('Betaaldatum', date(pay)),
             ('Loonheffingskorting', 'Ja' if n != 5 else 'Nee'), ('Cao', 'Bakkersbedrijf')]
    y = 90
    for k in range(4):
        g.text(L, y + 13 * k, left[k][0], size=8)
        g.text(L + 84, y + 13 * k, left[k][1], bold=k == 0, size=8.5)
        g.text(330, y + 13 * k, right[k][0], size=8)
        g.text(420, y + 13 * k, right[k][1], bold=k < 2, size=8.5)
    y += 70
    X_Q, X_P, X_A, X_Y = 300, 370, 450, R - 4
    g.rule(L, y - 11, R, y - 11, 0.6)
    for x, s, a in [(L + 2, 'Omschrijving', 'l'), (X_Q, 'Aantal', 'r'), (X_P, 'Tarief', 'r'), (X_A, 'Bedrag', 'r'),
                    (X_Y, 'Cumulatief', 'r')]:
        g.text(x, y, s, align=a, bold=True, size=8.5)
    g.rule(L, y + 4, R, y + 4, 0.6)
    y += 17
    units = {'Uurloon': ('hours', rate), 'Doorbetaalde feestdag': ('hol', rate), 'Overwerk 125 %': ('ot50', hourly_rate * 1.25),
             'Overwerk 150 %': ('ot100', hourly_rate * 1.5), 'Toeslag avonduren': ('eve', 2_46), 'Toeslag zondag': ('sun', rate)}
    for nm, cur, ytd in ledger.lines(0):
        g.text(L + 2, y, nm, size=8.5)
        if cur and nm in units:
            key, rt = units[nm]
            g.text(X_Q, y, f'{qty(ledger.extra(key))} u', align='r', size=8.5)
            g.text(X_P, y, money(int(round(rt))), align='r', size=8.5)
        if cur:
            g.text(X_A, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        y += 13
    g.rule(300, y - 8, R, y - 8, 0.4)
    y += 3
    g.text(L + 2, y, 'Brutoloon', bold=True, size=9)
    g.text(X_A, y, money(ledger.gross()), align='r', bold=True, size=9)
    g.text(X_Y, y, money(ledger.ytd_gross()), align='r', bold=True, size=9)
    y += 22
    g.text(L + 2, y, 'Inhoudingen', bold=True, size=8.5)
    y += 15
    for nm, cur, ytd in ledger.lines(1):
        g.text(L + 2, y, nm, size=8.5)
        if cur:
            g.text(X_A, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        y += 13
    g.rule(300, y - 8, R, y - 8, 0.4)
    y += 3
    g.text(L + 2, y, 'Totaal inhoudingen', bold=True, size=9)
    g.text(X_A, y, money(ledger.total_deductions()), align='r', bold=True, size=9)
    g.text(X_Y, y, money(ledger.ytd_deductions()), align='r', bold=True, size=9)
    y += 30
    g.box(300, y - 15, R - 300, 38, frame=True)
    g.text(306, y, 'NETTO UIT TE BETALEN', bold=True, size=10)
    g.text(R - 6, y, money(ledger.net()), align='r', bold=True, size=10)
    g.text(306, y + 15, 'Netto cumulatief', size=8)
    g.text(R - 6, y + 15, money(ledger.ytd_net()), align='r', size=8)
    g.text(L, y, 'Alle bedragen in euro (EUR).', size=8)
    g.text(L, y + 13, f'Verlofuren opgebouwd {r.randint(40, 160)}, opgenomen {r.randint(0, 40)}.', size=8)
    y += 50
    g.text(L, y, 'Vragen over uw loonstrook: salarisadministratie@vandermeulen.nl', size=7.5)
    sections = {TAX: 'Taxes', TYEL: 'Pre-tax deductions'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
