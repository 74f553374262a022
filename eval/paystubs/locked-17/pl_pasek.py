"""`pl-pasek`: a Polish furniture maker's monthly payslip (PASEK WYNAGRODZENIA) in Polish, written by
iText 2.1.7 (DejaVu Sans, embedded, A4): **the details as values over small labels** in framed cells
(the label under its value, as the form prints it), one table **Składnik / Godz. / Kwota (PLN) / Od
początku roku** in lettered sections (A. BRUTTO, B. SKŁADKI, C. PODATEK, D. POTRĄCENIA), figures
`1 234,56` (a space between thousands, a decimal comma), dates `31.07.2026` (day and month padded),
pay on the month's last working day, the employee's social insurance contributions, the health
contribution 9 % and the income tax advance (12 % less 300 zł a month after 250 zł of costs)."""
import datetime as dt

from common import A4, Drawing, Ledger, bands, monthly_periods, rng, truth

LAYOUT = 'pl-pasek'
RENDERER = ('itext',)
EMPLOYER = {'name': 'Meble Wielkopolskie Sp. z o.o.', 'address': 'ul. Przemysłowa 18, 62-800 Kalisz'}
# name, address, month printed, monthly base pay in cents, years of service, dependants, supplementary pension
PEOPLE = [
    ('Łukasz Wiśniewski', 'ul. Górnośląska 41/7, 62-800 Kalisz', 3, 7_240_00, 12, 1, True),
    ('Agnieszka Dąbrowska', 'ul. Kościuszki 9, 63-400 Ostrów Wielkopolski', 5, 5_180_00, 4, 0, False),
    ('Paweł Zieliński', 'os. Tysiąclecia 12/33, 62-800 Kalisz', 7, 11_350_00, 19, 2, True),
    ('Małgorzata Wójcik', 'ul. Śródmiejska 3, 62-800 Kalisz', 9, 4_806_00, 2, 1, False),
    ('Grzegorz Kamiński', 'ul. Poznańska 120, 62-860 Opatówek', 11, 8_920_00, 15, 0, True),
]
# the employee's contributions: pension and disability, health, parental care, employment
CONTRIB = [('Składka emerytalna 9,76 %', 0.0976), ('Składka rentowa 1,50 %', 0.015),
           ('Składka chorobowa 2,45 %', 0.0245)]
HEALTH = 'Składka zdrowotna 9 %'
TAX = 'Zaliczka na podatek dochodowy'
PENSION = 'Wpłata pracownika do PPK 2 %'
BANDS = [(10_000_00, 0.12), (None, 0.32)]  # a month
COSTS = 250_00  # the employee's costs of earning a month
RELIEF = 300_00  # the tax-reducing amount a month
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 1, 6), dt.date(2026, 4, 6), dt.date(2026, 5, 1), dt.date(2026, 6, 4),
            dt.date(2026, 8, 15), dt.date(2026, 11, 11), dt.date(2026, 12, 24), dt.date(2026, 12, 25),
            dt.date(2026, 12, 26)}
MONTHS = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik',
          'listopad', 'grudzień']


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', ' ') + f',{c % 100:02d}'


def date(d):
    return f'{d.day:02d}.{d.month:02d}.{d.year}'


def make(n):
    name, address, month, base, years, dependants, supplementary = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    ledger = Ledger(['Płaca zasadnicza', 'Wynagrodzenie za święto', 'Dodatek stażowy', 'Nadgodziny (+50 %)',
                     'Nadgodziny w niedzielę (+100 %)', 'Premia kwartalna', 'Świadczenie urlopowe', 'Dodatek za pracę w nocy'])
    shift_until = month - r.choice([1, 2]) if n in (1, 2, 4) else 0
    loan_until = month - r.choice([1, 2, 3]) if n in (2, 3, 5) else 0
    garnish_from = 2 if n == 4 else 99
    for m, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        days = [start + dt.timedelta(days=k) for k in range((end - start).days + 1)]
        work = [x for x in days if x.weekday() < 5]
        hol = [x for x in work if x in HOLIDAYS]
        hours = 8 * len(work)
        hourly = base / hours
        e['Płaca zasadnicza'] = int(round(base * (len(work) - len(hol)) / len(work)))
        if hol:
            e['Wynagrodzenie za święto'] = base - e['Płaca zasadnicza']
        e['Dodatek stażowy'] = int(round(base * 0.01 * min(years, 20)))
        ot = r.choice([0, 0, 4, 8, 12]) if m != month else r.choice([6, 10, 16])
        if ot:
            e['Nadgodziny (+50 %)'] = int(round(ot * hourly * 1.5))
        sun = r.choice([0, 8]) if n in (2, 5) else 0
        if sun:
            e['Nadgodziny w niedzielę (+100 %)'] = int(round(sun * hourly * 2))
        if m % 3 == 0 and m != month:
            e['Premia kwartalna'] = int(round(base * r.choice([0.05, 0.08, 0.1])))
        if m == 6 and m != month:
            e['Świadczenie urlopowe'] = 1_250_00
        if m <= shift_until:
            e['Dodatek za pracę w nocy'] = int(round(base * 0.06))
        gross = sum(e.values())
        contrib = {label: int(round(gross * rate)) for label, rate in CONTRIB}
        d.update(contrib)
        pension = int(round(gross * 0.02)) if supplementary else 0
        social = gross - sum(contrib.values())
        d[HEALTH] = int(round(social * 0.09))
        base_tax = max(0, social - COSTS) // 100 * 100  # whole złoty
        d[TAX] = max(0, int(round(bands(base_tax, BANDS) / 100)) * 100 - RELIEF)
        if pension:
            d[PENSION] = pension
        if n in (1, 3, 4):
            d['Składka związkowa NSZZ 1 %'] = int(round(gross * 0.01))
        if m <= loan_until:
            d['Rata pożyczki KZP'] = {2: 250_00, 3: 400_00, 5: 320_00}[n]
        if m >= garnish_from:
            d['Zajęcie komornicze (KM 4417/25)'] = 610_00
        if m in (2, 3) and n == 1:
            d['Zaliczka na poczet wynagrodzenia'] = 1_000_00
        ledger.add(e, d, {'hours': hours - 8 * len(hol), 'hol': 8 * len(hol), 'ot': ot, 'sun': sun,
                          'base_tax': base_tax, 'er': int(round(gross * 0.2048))})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 40, 555
    g.text(L, 48, EMPLOYER['name'], bold=True, size=12)
    g.text(L, 61, EMPLOYER['address'] + f'   ·   NIP 618-{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)}', size=8)
    g.text(R, 48, 'PASEK WYNAGRODZENIA', align='r', bold=True, size=14)
    g.text(R, 62, f'za miesiąc {MONTHS[month - 1]} 2026', align='r', size=9)
    g.rule(L, 70, R, 70, 1)
    # values over their labels, in framed cells
    cells = [
        [(name, 'Pracownik'), (f'{r.randint(50, 99)}0{r.randint(1, 9)}{r.randint(10, 28)}{r.randint(10000, 99999)}', 'PESEL'), (f'{r.randint(100, 999)}', 'Nr ewidencyjny')],
        [(address, 'Adres'), (f'{date(start)} – {date(end)}', 'Okres rozliczeniowy')],
        [(date(pay), 'Data wypłaty'), (f'PL{r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}', 'Rachunek bankowy'),
         (f'{ledger.extra("hours") + ledger.extra("hol")} godz.', 'Wymiar czasu'), (f'{years} lat', 'Staż pracy')],
    ]
    y = 80
    for row in cells:
        spans = {1: [R - L], 2: [300, R - L - 300], 3: [220, 160, R - L - 380], 4: [110, 200, 90, R - L - 400]}[len(row)]
        x = L
        for (value, label), w in zip(row, spans):
            g.box(x, y, w, 30, frame=True)
            g.text(x + 5, y + 13, value, bold=label in ('Pracownik', 'Okres rozliczeniowy'), size=9)
            g.text(x + 5, y + 25, label, size=6.5)
            x += w
        y += 30
    y += 22
    X_H, X_A, X_Y = 330, 430, R - 5
    g.box(L, y - 12, R - L, 16, fill=0.85, frame=True)
    g.text(L + 5, y, 'Składnik', bold=True, size=8.5)
    g.text(X_H, y, 'Godz.', align='r', bold=True, size=8.5)
    g.text(X_A, y, 'Kwota (PLN)', align='r', bold=True, size=8.5)
    g.text(X_Y, y, 'Od początku roku', align='r', bold=True, size=8.5)
    y += 18
    hours = {'Płaca zasadnicza': 'hours', 'Wynagrodzenie za święto': 'hol', 'Nadgodziny (+50 %)': 'ot', 'Nadgodziny w niedzielę (+100 %)': 'sun'}

    def section(title, y):
        g.text(L + 5, y, title, bold=True, size=8.5)
        return y + 13

    def line(nm, cur, ytd, y, hrs=None):
        g.text(L + 14, y, nm, size=8.5)
        if hrs:
            g.text(X_H, y, f'{hrs},00', align='r', size=8.5)
        if cur:
            g.text(X_A, y, money(cur), align='r', size=8.5)
        g.text(X_Y, y, money(ytd), align='r', size=8.5)
        return y + 12

    def total(label, cur, ytd, y, box=False):
        if box:
            g.box(L, y - 12, R - L, 17, fill=0.9, frame=True)
        g.text(L + 5, y, label, bold=True, size=9 if box else 8.5)
        g.text(X_A, y, money(cur), align='r', bold=True, size=9 if box else 8.5)
        g.text(X_Y, y, money(ytd), align='r', bold=True, size=9 if box else 8.5)
        return y + (20 if box else 16)

    y = section('A. WYNAGRODZENIE BRUTTO', y)
    for nm, cur, ytd in ledger.lines(0):
        y = line(nm, cur, ytd, y, ledger.extra(hours[nm]) if cur and nm in hours else None)
    g.rule(L, y - 8, R, y - 8, 0.4)
    y = total('RAZEM BRUTTO', ledger.gross(), ledger.ytd_gross(), y + 2)
    deds = ledger.lines(1)
    social = [label for label, _ in CONTRIB]
    groups = [('B. SKŁADKI NA UBEZPIECZENIA SPOŁECZNE PRACOWNIKA', [x for x in deds if x[0] in social]),
              ('C. SKŁADKA ZDROWOTNA I PODATEK', [x for x in deds if x[0] in (HEALTH, TAX)]),
              ('D. POTRĄCENIA Z WYNAGRODZENIA NETTO', [x for x in deds if x[0] not in social and x[0] not in (HEALTH, TAX)])]
    for title, items in groups:
        y = section(title, y)
        if title.startswith('C.'):
            g.text(L + 14, y, f'Koszty uzyskania przychodu: {money(COSTS)}   Kwota zmniejszająca podatek: {money(RELIEF)}', size=8)
            y += 12
            g.text(L + 14, y, f'Podstawa opodatkowania: {money(ledger.extra("base_tax"))}', size=8)
            y += 12
        for nm, cur, ytd in items:
            y = line(nm, cur, ytd, y)
        y += 3
    g.rule(L, y - 8, R, y - 8, 0.4)
    y = total('RAZEM POTRĄCENIA', ledger.total_deductions(), ledger.ytd_deductions(), y + 2)
    y = total('DO WYPŁATY NETTO', ledger.net(), ledger.ytd_net(), y + 6, box=True)
    y += 10
    g.text(L, y, f'Składki pracodawcy 20,48 %: {money(ledger.extra("er"))} zł (od początku roku {money(ledger.ytd_extra("er"))} zł)', size=8)
    y += 12
    g.text(L, y, 'Kwoty w złotych (PLN). Wynagrodzenie przelano na rachunek bankowy pracownika.', size=7.5)
    g.text(R, y + 30, 'Sporządził: dział kadr i płac', align='r', size=7.5)
    sections = {TAX: 'Taxes', HEALTH: 'Taxes'}
    sections.update({label: 'Taxes' for label, _ in CONTRIB})
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
