"""`fi-palkka`: a Finnish food company's payslip (PALKKALASKELMA) in Finnish, written by PDF::Reuse
(Helvetica, A4): hourly workers paid every two weeks, salaried staff monthly; the details in **two
columns of `Label` value lines without colons**, the earnings as **Palkkalaji / Määrä / à-hinta / Euroa /
Vuoden alusta**, the deductions **below the earnings in the same columns** (the tax by the tax card's
percentage of the pay, TyEL pension, unemployment insurance, union dues, lunch benefit), figures
`1 234,56` (a space between thousands, a decimal comma), dates `24.4.2026` (day and month unpadded), the
pay `MAKSETAAN TILILLE` in a framed box."""
import datetime as dt

from common import A4, Drawing, Ledger, last_working_day, monthly_periods, rng, truth, weekly_periods

LAYOUT = 'fi-palkka'
RENDERER = ('reuse',)
EMPLOYER = {'name': 'Pohjolan Leipomo Oy', 'address': 'Teollisuustie 12, 33330 Tampere'}
# name, address, frequency, periods paid, rate in cents (an hour, or a month), tax card %
PEOPLE = [
    ('Mikko Virtanen', 'Hämeenkatu 21 B 14, 33200 Tampere', 'BIWEEKLY', 9, 17_85, 19.5),
    ('Laura Mäkinen', 'Aleksanterinkatu 5 A 3, 15110 Lahti', 'MONTHLY', 5, 3_420_00, 24.0),
    ('Jukka Heikkinen', 'Satakunnankatu 40 C 22, 33210 Tampere', 'BIWEEKLY', 16, 15_40, 16.5),
    ('Sanna Järvinen', 'Puistokatu 9, 40100 Jyväskylä', 'MONTHLY', 10, 2_780_00, 21.0),
    ('Antti Laine', 'Kauppakatu 17 A 6, 13100 Hämeenlinna', 'BIWEEKLY', 22, 19_60, 22.5),
]
TYEL = 'Työntekijän eläkemaksu 7,30 %'
UNEMP = 'Työttömyysvakuutusmaksu 0,89 %'
UNION = 'Ammattiliiton jäsenmaksu 1,40 %'
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 1, 6), dt.date(2026, 4, 3), dt.date(2026, 4, 6), dt.date(2026, 5, 1),
            dt.date(2026, 5, 14), dt.date(2026, 6, 19), dt.date(2026, 12, 24), dt.date(2026, 12, 25)}


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', ' ') + f',{c % 100:02d}'


def date(d):
    return f'{d.day}.{d.month}.{d.year}'


def qty(x):
    return f'{x:.2f}'.replace('.', ',')


def make(n):
    name, address, freq, count, rate, tax_pct = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    TAX = f'Ennakonpidätys {qty(tax_pct)} %'  # the tax card's percentage in the line's name
    hourly = freq == 'BIWEEKLY'
    periods = (weekly_periods(count, 14, dt.date(2026, 1, 11), 5) if hourly
               else monthly_periods(count, payday=lambda y, m: last_working_day(y, m)))
    ledger = Ledger(['Tuntipalkka', 'Kuukausipalkka', 'Arkipyhäkorvaus', 'Ylityö 50 %', 'Ylityö 100 %', 'Iltavuorolisä',
                     'Sunnuntaityökorvaus', 'Tulospalkkio', 'Lomaraha', 'Kilometrikorvaus (veronalainen osa)'])
    km_until = count - r.choice([1, 2, 3]) if n in (2, 4) else 0
    garnish_until = count - r.choice([2, 3]) if n in (1, 5) else 0
    hourly_rate = rate if hourly else rate / 160
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        days = [start + dt.timedelta(days=j) for j in range((end - start).days + 1)]
        hol = [x for x in days if x in HOLIDAYS and x.weekday() < 5]
        if hourly:
            hours = 8 * sum(1 for x in days if x.weekday() < 5) - 8 * len(hol) - r.choice([0, 0, 0, 4, 8])
            e['Tuntipalkka'] = int(round(hours * rate))
            if hol:
                e['Arkipyhäkorvaus'] = int(round(8 * len(hol) * rate))
        else:
            hours = 0
            e['Kuukausipalkka'] = rate
        ot50 = r.choice([0, 2, 4, 6]) if k != count else r.choice([3, 5, 7.5])
        ot100 = r.choice([0, 0, 0, 2, 3])
        if ot50:
            e['Ylityö 50 %'] = int(round(ot50 * hourly_rate * 1.5))
        if ot100:
            e['Ylityö 100 %'] = int(round(ot100 * hourly_rate * 2))
        eve = r.choice([0, 16, 24, 32]) if n in (1, 3, 5) else 0
        if eve:
            e['Iltavuorolisä'] = int(round(eve * 1_32))
        sun = r.choice([0, 0, 8]) if n in (3, 5) else 0
        if sun:
            e['Sunnuntaityökorvaus'] = int(round(sun * rate))
        if (k % 6 == 3 if hourly else k in (3, 9)) and k != count and n != 1:
            e['Tulospalkkio'] = r.choice([350_00, 480_00, 620_00])
        if pay.month == 6 and 'Lomaraha' not in [x for p in ledger.periods for x in p[0]] and k != count:
            e['Lomaraha'] = int(round((rate * 160 if hourly else rate) * 0.5))
        if k <= km_until:
            e['Kilometrikorvaus (veronalainen osa)'] = r.choice([42_50, 61_20, 88_40])
        gross = sum(e.values())
        d[TAX] = int(round(gross * tax_pct / 100))
        d[TYEL] = int(round(gross * 0.073))
        d[UNEMP] = int(round(gross * 0.0089))
        if n in (1, 3, 4):
            d[UNION] = int(round(gross * 0.014))
        if n != 3:
            d['Lounasetu'] = (10 if hourly else 20) * 7_20
        if k <= garnish_until:
            d['Ulosotto (Pirkanmaan ulosottovirasto)'] = {1: 95_40, 5: 142_75}[n]
        if n == 2 and k in (2, 3):
            d['Palkkaennakko'] = 400_00
        ledger.add(e, d, {'hours': hours, 'hol': 8 * len(hol), 'ot50': ot50, 'ot100': ot100, 'eve': eve, 'sun': sun})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 42, 553
    g.text(L, 52, EMPLOYER['name'], bold=True, size=13)
    g.text(L, 65, EMPLOYER['address'] + '   Y-tunnus ' + f'{r.randint(1000000, 2999999)}-{r.randint(0, 9)}', size=8)
    g.text(R, 52, 'PALKKALASKELMA', align='r', bold=True, size=13)
    g.text(R, 65, 'Kahden viikon palkkakausi' if hourly else 'Kuukausipalkka', align='r', size=8.5)
    g.rule(L, 73, R, 73, 0.8)
    left = [('Nimi', name), ('Osoite', address), ('Henkilönumero', f'{r.randint(1000, 9999)}'),
            ('Tilinumero', f'FI{r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(10, 99)}')]
    right = [('Palkkakausi', f'{date(start)} - {date(end)}'), ('Maksupäivä', date(pay)),
             ('Veroprosentti', f'{qty(tax_pct)} %'), ('Työehtosopimus', 'Elintarviketeollisuus')]
    y = 90
    for k in range(4):
        g.text(L, y + 13 * k, left[k][0], size=8)
        g.text(L + 78, y + 13 * k, left[k][1], bold=k == 0, size=8.5)
        g.text(340, y + 13 * k, right[k][0], size=8)
        g.text(420, y + 13 * k, right[k][1], bold=k < 2, size=8.5)
    y += 70
    X_Q, X_P, X_A, X_Y = 300, 370, 450, R - 4
    g.rule(L, y - 11, R, y - 11, 0.6)
    for x, s, a in [(L + 2, 'Palkkalaji', 'l'), (X_Q, 'Määrä', 'r'), (X_P, 'à-hinta', 'r'), (X_A, 'Euroa', 'r'),
                    (X_Y, 'Vuoden alusta', 'r')]:
        g.text(x, y, s, align=a, bold=True, size=8.5)
    g.rule(L, y + 4, R, y + 4, 0.6)
    y += 17
    units = {'Tuntipalkka': ('hours', rate), 'Arkipyhäkorvaus': ('hol', rate), 'Ylityö 50 %': ('ot50', hourly_rate * 1.5),
             'Ylityö 100 %': ('ot100', hourly_rate * 2), 'Iltavuorolisä': ('eve', 1_32), 'Sunnuntaityökorvaus': ('sun', rate)}
    for nm, cur, ytd in ledger.lines(0):
        g.text(L + 2, y, nm, size=8.5)
        if cur and nm in units:
            key, rt = units[nm]
            g.text(X_Q, y, f'{qty(ledger.extra(key))} h', align='r', size=8.5)
            g.text(X_P, y, money(int(round(rt))), align='r', size=8.5)
        if cur:
            g.text(X_A, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        y += 13
    g.rule(300, y - 8, R, y - 8, 0.4)
    y += 3
    g.text(L + 2, y, 'Bruttopalkka', bold=True, size=9)
    g.text(X_A, y, money(ledger.gross()), align='r', bold=True, size=9)
    g.text(X_Y, y, money(ledger.ytd_gross()), align='r', bold=True, size=9)
    y += 22
    g.text(L + 2, y, 'Vähennykset', bold=True, size=8.5)
    y += 15
    for nm, cur, ytd in ledger.lines(1):
        g.text(L + 2, y, nm, size=8.5)
        if cur:
            g.text(X_A, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        y += 13
    g.rule(300, y - 8, R, y - 8, 0.4)
    y += 3
    g.text(L + 2, y, 'Vähennykset yhteensä', bold=True, size=9)
    g.text(X_A, y, money(ledger.total_deductions()), align='r', bold=True, size=9)
    g.text(X_Y, y, money(ledger.ytd_deductions()), align='r', bold=True, size=9)
    y += 30
    g.box(300, y - 15, R - 300, 38, frame=True)
    g.text(306, y, 'MAKSETAAN TILILLE', bold=True, size=10)
    g.text(R - 6, y, money(ledger.net()), align='r', bold=True, size=10)
    g.text(306, y + 15, 'Nettopalkka vuoden alusta', size=8)
    g.text(R - 6, y + 15, money(ledger.ytd_net()), align='r', size=8)
    g.text(L, y, 'Kaikki summat euroina (EUR).', size=8)
    g.text(L, y + 13, f'Lomapäiviä ansaittu {r.randint(8, 24)} pv, pidetty {r.randint(0, 8)} pv.', size=8)
    y += 50
    g.text(L, y, 'Palkkalaskelmaa koskevat kysymykset: palkkahallinto@pohjolanleipomo.fi', size=7.5)
    sections = {TAX: 'Taxes', TYEL: 'Taxes', UNEMP: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
