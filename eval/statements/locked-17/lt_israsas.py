"""`lt-israsas`: a Lithuanian bank's statement of a current account (Sąskaitos išrašas) in Lithuanian,
written by iText 2.1.7 (DejaVu Sans, embedded, A4): the IBAN as the account number (`LT71 7300 0101 2345
6789`), a framed grey box of the month's figures, Data / Operacijos aprašymas / Valiut. data (the value
date `03-06`) / Debetas / Kreditas / Likutis, **the balance only on a day's last row** (and a page's),
balances carried to and brought from the next page, Apyvarta iš viso, figures `1 234,56` (a space between
thousands, a decimal comma) in euros, **dates `2026-03-05`** (year first, hyphens)."""
import datetime as dt

from histories import Form, amount, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'lt-israsas'
RENDERER = ('itext',)
CURRENCY = 'EUR'
CUSTOMERS = [
    ('Tomas Kazlauskas', ['Gedimino pr. 27-14', 'LT-01103 Vilnius'], 2, 31, 'UAB NEMUNO BALDAI'),
    ('Rūta Petrauskienė', ['Laisvės al. 60-3', 'LT-44309 Kaunas'], 6, 43, 'KAUNO KLINIKINĖ LIGONINĖ VŠĮ'),
    ('Mindaugas Jankauskas', ['Taikos pr. 88-41', 'LT-91183 Klaipėda'], 10, 56, 'AB JŪRŲ KROVINIŲ TERMINALAS'),
]
SHOPS = ['MAXIMA LT X-214', 'IKI GEDIMINO', 'RIMI KAUNAS AKROPOLIS', 'NORFA ŽALGIRIO', 'CIRCLE K VILNIUS 12',
         'CAMELIA VAISTINĖ', 'SENUKAI PANERIŲ', 'LIDL LIETUVA']
ATMS = ['BANKOMATAS AKROPOLIS', 'BANKOMATAS SAVANORIŲ PR.', 'BANKOMATAS MANTAS']
PEOPLE = ['JONAS PETRAITIS', 'AUŠRA VAITKUVIENĖ', 'DARIUS ŽUKAUSKAS', 'EGLĖ MORKŪNAITĖ']


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', ' ') + f',{c % 100:02d}'


def outgoing():
    return [
        ('card', False, lambda r: (['Mokėjimas kortele', r.choice(SHOPS)], -amount(r, 3, 140))),
        ('card2', False, lambda r: (['Mokėjimas kortele', r.choice(SHOPS)], -amount(r, 15, 300))),
        ('atm', False, lambda r: (['Grynųjų pinigų išėmimas', r.choice(ATMS)], -r.choice([20, 50, 100, 150]) * 100)),
        ('trf', False, lambda r: (['Išeinantis mokėjimas', r.choice(PEOPLE)], -amount(r, 20, 420))),
        ('power', True, lambda r: (['Tiesioginis debetas', 'IGNITIS UAB'], -amount(r, 30, 110))),
        ('heat', True, lambda r: (['Tiesioginis debetas', 'ŠILUMOS TINKLAI AB'], -amount(r, 25, 140))),
        ('tel', True, lambda r: (['Tiesioginis debetas TELIA LIETUVA'], -amount(r, 12, 40))),
        ('rent', True, lambda r: (['Periodinis mokėjimas', 'BUTO NUOMA'], -r.choice([380, 450, 590]) * 100)),
        ('fee', True, lambda r: (['Sąskaitos aptarnavimo mokestis'], -r.choice([250, 390]))),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['Gaunamas mokėjimas', r.choice(PEOPLE)], amount(r, 20, 380))),
        ('dep', False, lambda r: (['Grynųjų pinigų įnešimas'], amount(r, 50, 450))),
        ('tax', True, lambda r: (['GPM permokos grąžinimas', 'VALSTYBINĖ MOKESČIŲ INSPEKCIJA'], amount(r, 40, 360))),
    ]


def date(d):
    return d.strftime('%Y-%m-%d')


def value_date(d, lines):
    """Incoming payments are booked the next working day, the rest the same day."""
    v = d
    if lines[0].startswith(('Gaunamas', 'GPM')):
        v += dt.timedelta(days=1)
        while v.weekday() >= 5:
            v += dt.timedelta(days=1)
    return v.strftime('%m-%d')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 500, 3800)
    salary = (['Darbo užmokestis', employer], amount(r, 1050, 2700))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 30, 46)
    iban = f'LT{r.randint(10, 99)} 7{r.randint(100, 999)} 0{r.randint(100, 999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}'
    t = truth(LAYOUT, CURRENCY, year, month, iban.replace(' ', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    form = Form(bank='Baltijos taupomasis bankas, AB', bank_address='Konstitucijos pr. 7, LT-09308 Vilnius  ·  Įmonės kodas 112 093 651',
                title='Sąskaitos išrašas', page_label=lambda p, k: f'Puslapis {p} iš {k}',
                left=40, right=555, line=12.5, size=8.5, x_facts=320, facts_gap=78,
                x_date=40, x_desc=100, indent=8, x_money=(410, 480, 555), value=(300, 'Valiut. data', value_date),
                heads=('Data', 'Operacijos aprašymas', 'Debetas', 'Kreditas', 'Likutis'),
                opening='Pradinis likutis', carried='Perkelta į kitą puslapį', brought='Perkelta iš ankstesnio puslapio',
                totals=[('Apyvarta iš viso', 'dc')], closing='Galutinis likutis', balance='daily',
                signed=False, money=money, date=date, continued=f'Sąskaitos Nr. (IBAN) {iban}   {CURRENCY}',
                footer=['Likutis nurodomas po paskutinės dienos operacijos. Pretenzijas pateikite per 13 mėnesių.',
                        'Indėliai draudžiami iki 100 000 eurų (Indėlių ir investicijų draudimas).'])
    facts = [('IBAN', iban), ('Sąskaitos tipas', 'Einamoji sąskaita'), ('Valiuta', CURRENCY),
             ('Laikotarpis', f'{date(first)} – {date(last)}'), ('Išrašo Nr.', f'{month}/{year}')]
    summary = [('Pradinis likutis', opening), ('Debetas', debits), ('Kreditas', credits),
               ('Galutinis likutis', t['accounts'][0]['closingBalanceCents'])]
    return pages_of_rows(form, name, address, facts, summary, rows, pages, opening), t
