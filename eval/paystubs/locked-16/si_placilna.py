"""`si-placilna`: a Slovenian engineering company's monthly payslip (PLAČILNA LISTA) in Slovenian, written
by PDF::Builder (DejaVu Sans Condensed, A4): **the details as values over small labels** in framed cells
(the label under its value, as the form prints it), one table **Vrsta izplačila / Ure / Znesek / Od začetka
leta** in lettered sections (A. BRUTO, B. PRISPEVKI, C. DAVEK, D. ODTEGLJAJI), figures `1.234,56` (points
between thousands, a decimal comma), dates `5. 8. 2026` (day and month unpadded, spaces after the points),
pay on the 5th of the next month, employee contributions to the four funds, the income tax advance by the
monthly bands after the general allowance."""
import datetime as dt

from common import A4, Drawing, Ledger, bands, monthly_periods, rng, truth

LAYOUT = 'si-placilna'
RENDERER = ('pdfbuilder',)
EMPLOYER = {'name': 'Savinjska strojegradnja d.o.o.', 'address': 'Mariborska cesta 86, 3000 Celje'}
# name, address, month printed, monthly base pay in cents, years of service, dependants, supplementary pension
PEOPLE = [
    ('Matej Novak', 'Ljubljanska cesta 14, 3000 Celje', 3, 2_140_00, 12, 1, True),
    ('Nina Kranjc', 'Prešernova ulica 7, 3310 Žalec', 5, 1_620_00, 4, 0, False),
    ('Jure Zupančič', 'Trubarjeva cesta 41, 1000 Ljubljana', 7, 3_380_00, 21, 2, True),
    ('Špela Potočnik', 'Gosposka ulica 3, 2000 Maribor', 9, 1_395_00, 2, 1, False),
    ('Andrej Vidmar', 'Kidričeva ulica 22, 3320 Velenje', 11, 2_760_00, 16, 0, True),
]
# the employee's contributions: pension and disability, health, parental care, employment
CONTRIB = [('Prispevek za PIZ 15,50 %', 0.155), ('Prispevek za ZZ 6,36 %', 0.0636),
           ('Prispevek za starševsko varstvo 0,10 %', 0.001), ('Prispevek za zaposlovanje 0,14 %', 0.0014)]
TAX = 'Akontacija dohodnine'
PENSION = 'Dodatno pokojninsko zavarovanje'
BANDS = [(739_58, 0.16), (2_175_00, 0.26), (4_350_00, 0.33), (6_265_33, 0.39), (None, 0.50)]  # a month
GENERAL = 417_00  # the general allowance a month
DEPENDANT = [224_00, 244_00, 407_00]  # a month, first, second, third child
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 1, 2), dt.date(2026, 2, 9), dt.date(2026, 4, 6), dt.date(2026, 4, 27),
            dt.date(2026, 5, 1), dt.date(2026, 6, 25), dt.date(2026, 8, 15), dt.date(2026, 10, 31),
            dt.date(2026, 11, 1), dt.date(2026, 12, 25), dt.date(2026, 12, 26)}
MONTHS = ['januar', 'februar', 'marec', 'april', 'maj', 'junij', 'julij', 'avgust', 'september', 'oktober',
          'november', 'december']


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', '.') + f',{c % 100:02d}'


def date(d):
    return f'{d.day}. {d.month}. {d.year}'


def payday(y, m):
    """The 5th of the next month, or the working day before it."""
    d = dt.date(y + (m == 12), m % 12 + 1, 5)
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def make(n):
    name, address, month, base, years, dependants, supplementary = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month, payday=payday)
    ledger = Ledger(['Redno delo', 'Nadomestilo za praznik', 'Dodatek za delovno dobo', 'Nadurno delo (+30 %)',
                     'Delo v nedeljo (+50 %)', 'Delovna uspešnost', 'Regres za letni dopust', 'Dodatek za izmensko delo'])
    shift_until = month - r.choice([1, 2]) if n in (1, 2, 4) else 0
    loan_until = month - r.choice([1, 2, 3]) if n in (2, 3, 5) else 0
    garnish_from = 2 if n == 4 else 99
    allowance = GENERAL + sum(DEPENDANT[:dependants])
    for m, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        days = [start + dt.timedelta(days=k) for k in range((end - start).days + 1)]
        work = [x for x in days if x.weekday() < 5]
        hol = [x for x in work if x in HOLIDAYS]
        hours = 8 * len(work)
        hourly = base / hours
        e['Redno delo'] = int(round(base * (len(work) - len(hol)) / len(work)))
        if hol:
            e['Nadomestilo za praznik'] = base - e['Redno delo']
        e['Dodatek za delovno dobo'] = int(round(base * 0.005 * years))
        ot = r.choice([0, 0, 4, 8, 12]) if m != month else r.choice([6, 10, 16])
        if ot:
            e['Nadurno delo (+30 %)'] = int(round(ot * hourly * 1.3))
        sun = r.choice([0, 8]) if n in (2, 5) else 0
        if sun:
            e['Delo v nedeljo (+50 %)'] = int(round(sun * hourly * 1.5))
        if m % 3 == 0 and m != month:
            e['Delovna uspešnost'] = int(round(base * r.choice([0.05, 0.08, 0.1])))
        if m == 6 and m != month:
            e['Regres za letni dopust'] = 1_481_88
        if m <= shift_until:
            e['Dodatek za izmensko delo'] = int(round(base * 0.1))
        gross = sum(e.values())
        contrib = {label: int(round(gross * rate)) for label, rate in CONTRIB}
        d.update(contrib)
        pension = int(round(gross * 0.02)) if supplementary else 0
        base_tax = max(0, gross - sum(contrib.values()) - pension - allowance)
        d[TAX] = bands(base_tax, BANDS)
        if pension:
            d[PENSION] = pension
        if n in (1, 3, 4):
            d['Sindikalna članarina SKEI 0,8 %'] = int(round(gross * 0.008))
        if m <= loan_until:
            d['Obrok kredita (NLB)'] = {2: 180_00, 3: 245_00, 5: 310_00}[n]
        if m >= garnish_from:
            d['Izvršba (sklep VL 4417/2025)'] = 150_00
        if m in (2, 3) and n == 1:
            d['Akontacija plače'] = 300_00
        ledger.add(e, d, {'hours': hours - 8 * len(hol), 'hol': 8 * len(hol), 'ot': ot, 'sun': sun,
                          'base_tax': base_tax, 'er': int(round(gross * 0.161))})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 40, 555
    g.text(L, 48, EMPLOYER['name'], bold=True, size=12)
    g.text(L, 61, EMPLOYER['address'] + '   ·   ID za DDV SI' + str(r.randint(10000000, 99999999)), size=8)
    g.text(R, 48, 'PLAČILNA LISTA', align='r', bold=True, size=14)
    g.text(R, 62, f'za mesec {MONTHS[month - 1]} 2026', align='r', size=9)
    g.rule(L, 70, R, 70, 1)
    # values over their labels, in framed cells
    cells = [
        [(name, 'Delavec'), (f'{r.randint(10000000, 99999999)}', 'Davčna številka'), (f'{r.randint(100, 999)}', 'Osebna številka')],
        [(address, 'Naslov'), (f'{date(start)} – {date(end)}', 'Obračunsko obdobje')],
        [(date(pay), 'Datum izplačila'), (f'SI56 0{r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(100, 999)}', 'Transakcijski račun'),
         (f'{ledger.extra("hours") + ledger.extra("hol")} ur', 'Fond ur'), (f'{years} let', 'Delovna doba')],
    ]
    y = 80
    for row in cells:
        spans = {1: [R - L], 2: [300, R - L - 300], 3: [220, 160, R - L - 380], 4: [110, 200, 90, R - L - 400]}[len(row)]
        x = L
        for (value, label), w in zip(row, spans):
            g.box(x, y, w, 30, frame=True)
            g.text(x + 5, y + 13, value, bold=label in ('Delavec', 'Obračunsko obdobje'), size=9)
            g.text(x + 5, y + 25, label, size=6.5)
            x += w
        y += 30
    y += 22
    X_H, X_A, X_Y = 330, 430, R - 5
    g.box(L, y - 12, R - L, 16, fill=0.85, frame=True)
    g.text(L + 5, y, 'Vrsta izplačila', bold=True, size=8.5)
    g.text(X_H, y, 'Ure', align='r', bold=True, size=8.5)
    g.text(X_A, y, 'Znesek (EUR)', align='r', bold=True, size=8.5)
    g.text(X_Y, y, 'Od začetka leta', align='r', bold=True, size=8.5)
    y += 18
    hours = {'Redno delo': 'hours', 'Nadomestilo za praznik': 'hol', 'Nadurno delo (+30 %)': 'ot', 'Delo v nedeljo (+50 %)': 'sun'}

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

    y = section('A. BRUTO PLAČA', y)
    for nm, cur, ytd in ledger.lines(0):
        y = line(nm, cur, ytd, y, ledger.extra(hours[nm]) if cur and nm in hours else None)
    g.rule(L, y - 8, R, y - 8, 0.4)
    y = total('BRUTO PLAČA SKUPAJ', ledger.gross(), ledger.ytd_gross(), y + 2)
    deds = ledger.lines(1)
    groups = [('B. PRISPEVKI ZA SOCIALNO VARNOST DELOJEMALCA', [x for x in deds if x[0].startswith('Prispevek')]),
              ('C. DAVEK IN OLAJŠAVE', [x for x in deds if x[0] in (TAX, PENSION)]),
              ('D. ODTEGLJAJI OD NETO PLAČE', [x for x in deds if not x[0].startswith('Prispevek') and x[0] not in (TAX, PENSION)])]
    for title, items in groups:
        y = section(title, y)
        if title.startswith('C.'):
            g.text(L + 14, y, f'Splošna olajšava in olajšava za vzdrževane člane: {money(allowance)}', size=8)
            y += 12
            g.text(L + 14, y, f'Davčna osnova: {money(ledger.extra("base_tax"))}', size=8)
            y += 12
        for nm, cur, ytd in items:
            y = line(nm, cur, ytd, y)
        y += 3
    g.rule(L, y - 8, R, y - 8, 0.4)
    y = total('ODTEGLJAJI SKUPAJ', ledger.total_deductions(), ledger.ytd_deductions(), y + 2)
    y = total('NETO ZA IZPLAČILO', ledger.net(), ledger.ytd_net(), y + 6, box=True)
    y += 10
    g.text(L, y, f'Prispevki delodajalca 16,10 %: {money(ledger.extra("er"))} EUR (od začetka leta {money(ledger.ytd_extra("er"))} EUR)', size=8)
    y += 12
    g.text(L, y, 'Plačilna lista je izdana v skladu z 142. členom Zakona o delovnih razmerjih. Zneski so v evrih.', size=7.5)
    g.text(R, y + 30, 'Sestavil: kadrovska služba', align='r', size=7.5)
    sections = {TAX: 'Taxes', PENSION: 'Pre-tax deductions'}
    sections.update({label: 'Taxes' for label, _ in CONTRIB})
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
