"""`hr-placa`: a Croatian hotel company's monthly pay calculation (OBRAČUN PLAĆE) in Croatian, written by
pdfjs (Liberation Sans, A4): numbered sections as the statutory form has them (1. employer, 2. employee,
3. period ...), a ruled grid **Rbr. / Opis / Sati / Iznos / Od početka godine** with numbered rows
(`6.1.`), figures `1.234,56` (points between thousands, a decimal comma), dates `07.08.2026.` (with the
closing point), pay in the first days of the next month, contributions I. and II. pillar, income tax at the
city's rates after the personal allowance."""
import datetime as dt

from common import A4, Drawing, Ledger, cents, monthly_periods, rng, truth

LAYOUT = 'hr-placa'
RENDERER = ('pdfjs', 'LiberationSans')
EMPLOYER = {'name': 'Jadranska Rivijera d.d.', 'address': 'Obala kneza Branimira 12, 23000 Zadar'}
# name, address, month printed, monthly gross in cents, children, union member
PEOPLE = [
    ('Marija Horvat', 'Ulica Ivana Mažuranića 8, 23000 Zadar', 3, 1_420_00, 1, True),
    ('Tomislav Kovačević', 'Vukovarska ulica 54, 21000 Split', 6, 2_180_00, 0, False),
    ('Ana Babić', 'Ilica 201, 10000 Zagreb', 7, 1_150_00, 2, True),
    ('Ivan Marić', 'Put Bokanjca 17, 23000 Zadar', 9, 3_050_00, 1, False),
    ('Petra Jurić', 'Trg Stjepana Radića 3, 51000 Rijeka', 10, 1_760_00, 0, True),
]
ALLOWANCE = 600_00  # the personal allowance a month
CHILD = [0.5, 0.7, 1.0]  # its coefficients for the first, second and third child
LOWER, UPPER_RATE, LOWER_RATE = 5_000_00, 0.33, 0.23  # the city's rates a month
P1 = 'Doprinos za mirovinsko osiguranje I. stup 15%'
P2 = 'Doprinos za mirovinsko osiguranje II. stup 5%'
TAX = 'Porez na dohodak'


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', '.') + f',{c % 100:02d}'


def date(d):
    return d.strftime('%d.%m.%Y.')


def payday(y, m):
    """The 7th of the next month, or the working day before it."""
    d = dt.date(y + (m == 12), m % 12 + 1, 7)
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def hours_in(start, end):
    n, d = 0, start
    while d <= end:
        n += 8 * (d.weekday() < 5)
        d += dt.timedelta(days=1)
    return n


def make(n):
    name, address, month, salary, children, union = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month, payday=payday)
    ledger = Ledger(['Redovan rad', 'Prekovremeni rad (+50%)', 'Rad nedjeljom (+35%)', 'Noćni rad (+30%)',
                     'Naknada za godišnji odmor', 'Nagrada za radne rezultate', 'Dodatak za rad u sezoni'])
    season_until = month - r.choice([1, 2]) if n in (2, 4, 5) else 0
    loan_until = month - r.choice([1, 3]) if n in (1, 4) else 0
    allowance = ALLOWANCE * (1 + sum(CHILD[:children]))
    for m, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        hours = hours_in(start, end)
        hourly = salary / hours
        e['Redovan rad'] = salary
        ot = r.choice([0, 0, 6, 8, 12]) if m != month else r.choice([6, 10, 14])
        if ot:
            e['Prekovremeni rad (+50%)'] = int(round(ot * hourly * 1.5))
        sun = r.choice([0, 8, 16]) if n in (1, 3, 5) else 0
        if sun:
            e['Rad nedjeljom (+35%)'] = int(round(sun * hourly * 0.35))
        night = r.choice([0, 16, 24]) if n in (2, 3) else 0
        if night:
            e['Noćni rad (+30%)'] = int(round(night * hourly * 0.30))
        if m in (1, 4) and m != month:
            e['Naknada za godišnji odmor'] = cents(r.choice([385.4, 512.75, 640]))
        if m == 3 and n != 3:
            e['Nagrada za radne rezultate'] = cents(r.choice([300, 450, 600]))
        if 4 <= m <= season_until:
            e['Dodatak za rad u sezoni'] = 150_00
        gross = sum(e.values())
        d[P1] = int(round(gross * 0.15))
        d[P2] = int(round(gross * 0.05))
        income = gross - d[P1] - d[P2]
        base = max(0, income - int(round(allowance)))
        d[TAX] = int(round(min(base, LOWER) * LOWER_RATE + max(0, base - LOWER) * UPPER_RATE))
        if union:
            d['Sindikalna članarina 1%'] = int(round(gross * 0.01))
        if m <= loan_until:
            d['Administrativna zabrana - Zagrebačka banka'] = 120_00
        if n in (2, 3, 5):
            d['Obustava - stambena štednja'] = 50_00
        ledger.add(e, d, {'hours': hours, 'ot': ot, 'sun': sun, 'night': night, 'health': int(round(gross * 0.165)),
                          'income': income, 'base': base})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 42, 553
    g.text(L, 50, 'OBRAČUN PLAĆE', bold=True, size=15)
    g.text(R, 50, f'za {end.month:02d}/{end.year}', align='r', bold=True, size=11)
    g.text(L, 64, 'sukladno Pravilniku o sadržaju obračuna plaće, naknade plaće odnosno minimalne plaće', size=7.5)
    g.rule(L, 70, R, 70, 1.2)
    y = 88

    def section(y, title):
        g.box(L, y - 11, R - L, 15, fill=0.9, frame=False)
        g.text(L + 4, y, title, bold=True, size=8.5)
        return y + 16

    y = section(y, '1. PODACI O POSLODAVCU')
    for a, b in [('Naziv:', EMPLOYER['name']), ('Sjedište:', EMPLOYER['address']), ('OIB:', f'{r.randint(10 ** 10, 10 ** 11 - 1)}'),
                 ('IBAN:', f'HR{r.randint(10, 99)}2360000{r.randint(10 ** 9, 10 ** 10 - 1)}')]:
        g.text(L + 4, y, a, size=8.5)
        g.text(L + 80, y, b, size=8.5)
        y += 12
    y += 6
    y = section(y, '2. PODACI O RADNIKU')
    for a, b in [('Ime i prezime:', name), ('Adresa:', address), ('OIB:', f'{r.randint(10 ** 10, 10 ** 11 - 1)}'),
                 ('IBAN za isplatu:', f'HR{r.randint(10, 99)}2402006{r.randint(10 ** 9, 10 ** 10 - 1)}'),
                 ('Uzdržavana djeca:', str(children))]:
        g.text(L + 4, y, a, size=8.5)
        g.text(L + 80, y, b, bold=a == 'Ime i prezime:', size=8.5)
        y += 12
    y += 6
    y = section(y, '3. RAZDOBLJE I ISPLATA')
    g.text(L + 4, y, 'Razdoblje obračuna:', size=8.5)
    g.text(L + 100, y, f'{date(start)} - {date(end)}', bold=True, size=8.5)
    g.text(330, y, 'Datum isplate:', size=8.5)
    g.text(R - 4, y, date(pay), align='r', bold=True, size=8.5)
    y += 12
    g.text(L + 4, y, 'Fond sati u mjesecu:', size=8.5)
    g.text(L + 100, y, f'{ledger.extra("hours")} sati', size=8.5)
    g.text(330, y, 'Vrsta isplate:', size=8.5)
    g.text(R - 4, y, 'plaća (mjesečno)', align='r', size=8.5)
    y += 22

    cols = [L, L + 34, 330, 372, 462, R]
    top = y - 11

    def grid_row(y, cells, bold=False, fill=None):
        if fill is not None:
            g.box(L, y - 11, R - L, 15, fill=fill, frame=False)
        rb, opis, sati, iznos, ytd = cells
        g.text(cols[0] + 3, y, rb, bold=bold, size=8)
        g.text(cols[1] + 3, y, opis, bold=bold, size=8)
        g.text(cols[3] - 4, y, sati, align='r', bold=bold, size=8)
        g.text(cols[4] - 4, y, iznos, align='r', bold=bold, size=8)
        g.text(cols[5] - 4, y, ytd, align='r', bold=bold, size=8)
        g.rule(L, y + 4, R, y + 4, 0.3)
        return y + 15

    y = grid_row(y, ('Rbr.', 'Opis', 'Sati', 'Iznos (EUR)', 'Od početka godine'), bold=True, fill=0.82)
    hours = {'Redovan rad': 'hours', 'Prekovremeni rad (+50%)': 'ot', 'Rad nedjeljom (+35%)': 'sun', 'Noćni rad (+30%)': 'night'}
    for k, (nm, cur, ytd) in enumerate(ledger.lines(0), start=1):
        h = str(ledger.extra(hours[nm])) if cur and nm in hours else ''
        y = grid_row(y, (f'4.{k}.', nm, h, money(cur) if cur else '', money(ytd)))
    y = grid_row(y, ('5.', 'BRUTO PLAĆA', '', money(ledger.gross()), money(ledger.ytd_gross())), bold=True, fill=0.93)
    deds = ledger.lines(1)
    taxes = [x for x in deds if x[0] in (P1, P2, TAX)]
    others = [x for x in deds if x[0] not in (P1, P2, TAX)]
    for k, (nm, cur, ytd) in enumerate(taxes[:2], start=1):
        y = grid_row(y, (f'6.{k}.', nm, '', money(cur) if cur else '', money(ytd)))
    y = grid_row(y, ('7.', 'Dohodak (bruto umanjen za doprinose)', '', money(ledger.extra('income')), ''))
    y = grid_row(y, ('8.', f'Osobni odbitak (koeficijent {1 + sum(CHILD[:children]):.1f})'.replace('.', ','), '',
                     money(int(round(allowance))), ''))
    y = grid_row(y, ('9.', f'Porezna osnovica (stope {int(LOWER_RATE * 100)}% i {int(UPPER_RATE * 100)}%)', '', money(ledger.extra('base')), ''))
    for nm, cur, ytd in taxes[2:]:
        y = grid_row(y, ('10.', nm, '', money(cur) if cur else '', money(ytd)))
    for k, (nm, cur, ytd) in enumerate(others, start=1):
        y = grid_row(y, (f'11.{k}.', nm, '', money(cur) if cur else '', money(ytd)))
    y = grid_row(y, ('12.', 'UKUPNO OBUSTAVE I DAVANJA', '', money(ledger.total_deductions()), money(ledger.ytd_deductions())), bold=True, fill=0.93)
    y = grid_row(y, ('13.', 'NETO ZA ISPLATU', '', money(ledger.net()), money(ledger.ytd_net())), bold=True, fill=0.82)
    for x in cols:
        g.rule(x, top, x, y - 11, 0.3)
    g.rule(L, top, R, top, 0.3)
    y += 14
    g.text(L, y, f'Doprinos za zdravstveno osiguranje 16,5% (na teret poslodavca): {money(ledger.extra("health"))} EUR', size=8)
    g.text(L, y + 12, f'Ukupni trošak plaće za poslodavca: {money(ledger.gross() + ledger.extra("health"))} EUR', size=8)
    g.text(L, y + 36, 'Obračun sastavio: Odjel za ljudske potencijale', size=8)
    g.text(R, y + 36, 'Potpis i pečat poslodavca: ____________________', align='r', size=8)
    sections = {P1: 'Taxes', P2: 'Taxes', TAX: 'Taxes'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
