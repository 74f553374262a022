"""`sk-vypis`: a Slovak bank's statement of a current account (Výpis z účtu) in Slovak, written by
PDF::Builder (DejaVu Sans Condensed, A4): the IBAN as the account number (`SK31 1100 0000 0029 4417 5503`),
a framed grey box of the month's figures, Dátum / Popis / Dátum splatnosti (the value date `06.03.`) /
Debet / Kredit / Zostatok, **the balance only on a day's last row** (and a page's), balances carried to
and brought from the next page, Obraty spolu, figures `1 234,56` (a space between thousands, a decimal
comma) in euros, dates `05.03.2026`."""
import datetime as dt

from histories import Form, amount, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'sk-vypis'
RENDERER = ('pdfbuilder',)
CURRENCY = 'EUR'
CUSTOMERS = [
    ('Ing. Martin Kováč', ['Štúrova 27', '040 01 Košice'], 3, 30, 'U. S. STEEL KOŠICE S.R.O.'),
    ('Mgr. Zuzana Horváthová', ['Nám. SNP 14', '974 01 Banská Bystrica'], 7, 42, 'FAKULTNÁ NEMOCNICA F. D. ROOSEVELTA'),
    ('Peter Baláž', ['Mlynské nivy 61', '821 09 Bratislava'], 10, 57, 'VOLKSWAGEN SLOVAKIA A.S.'),
]
SHOPS = ['TESCO STORES SR KOŠICE', 'BILLA 1024', 'LIDL SR V.O.S.', 'KAUFLAND BRATISLAVA', 'DM DROGERIE MARKT',
         'SLOVNAFT ČS 0412', 'DR.MAX LEKÁREŇ', 'NAY ELEKTRODOM']
ATMS = ['BANKOMAT HLAVNÁ 8', 'BANKOMAT AUPARK', 'BANKOMAT NÁM. SNP']
PEOPLE = ['JÁN NOVÁK', 'LUCIA ŠIMKOVÁ', 'TOMÁŠ VARGA', 'KATARÍNA TÓTHOVÁ']


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', ' ') + f',{c % 100:02d}'


def outgoing():
    return [
        ('card', False, lambda r: (['Platba kartou', r.choice(SHOPS)], -amount(r, 3, 140))),
        ('card2', False, lambda r: (['Platba kartou', r.choice(SHOPS)], -amount(r, 15, 320))),
        ('atm', False, lambda r: (['Výber z bankomatu', r.choice(ATMS)], -r.choice([20, 50, 100, 150]) * 100)),
        ('trf', False, lambda r: (['Odchádzajúca platba', r.choice(PEOPLE)], -amount(r, 20, 450))),
        ('inkaso', True, lambda r: (['Inkaso', 'ZSE ENERGIA A.S.'], -amount(r, 40, 120))),
        ('gas', True, lambda r: (['Inkaso', 'SPP A.S.'], -amount(r, 30, 95))),
        ('tel', True, lambda r: (['Inkaso ORANGE SLOVENSKO'], -amount(r, 15, 45))),
        ('rent', True, lambda r: (['Trvalý príkaz', 'NÁJOM BYTU'], -r.choice([420, 550, 680]) * 100)),
        ('fee', True, lambda r: (['Poplatok za vedenie účtu'], -r.choice([400, 690]))),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['Prichádzajúca platba', r.choice(PEOPLE)], amount(r, 20, 400))),
        ('dep', False, lambda r: (['Vklad hotovosti'], amount(r, 50, 500))),
        ('tax', True, lambda r: (['Daňový bonus', 'DAŇOVÝ ÚRAD'], amount(r, 60, 380))),
    ]


def date(d):
    return d.strftime('%d.%m.%Y')


def value_date(d, lines):
    """Incoming payments are booked the next working day, the rest the same day."""
    v = d
    if lines[0].startswith(('Prichádzajúca', 'Daňový')):
        v += dt.timedelta(days=1)
        while v.weekday() >= 5:
            v += dt.timedelta(days=1)
    return v.strftime('%d.%m.')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 600, 4200)
    salary = (['Mzda', employer], amount(r, 1100, 2900))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 30, 46)
    iban = f'SK{r.randint(10, 99)} 1100 0000 00{r.randint(10, 99)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}'
    t = truth(LAYOUT, CURRENCY, year, month, iban.replace(' ', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    form = Form(bank='Podtatranská banka, a.s.', bank_address='Hlavná 112, 040 01 Košice  ·  IČO 31 487 219',
                title='Výpis z účtu', page_label=lambda p, k: f'Strana {p}/{k}',
                left=40, right=555, line=12.5, size=8.5, x_facts=320, facts_gap=78,
                x_date=40, x_desc=96, indent=8, x_money=(410, 480, 555), value=(300, 'Splatnosť', value_date),
                heads=('Dátum', 'Popis transakcie', 'Debet', 'Kredit', 'Zostatok'),
                opening='Počiatočný zostatok', carried='Prenos na ďalšiu stranu', brought='Prenos z predchádzajúcej strany',
                totals=[('Obraty spolu', 'dc')], closing='Konečný zostatok', balance='daily',
                signed=False, money=money, date=date, continued=f'Číslo účtu (IBAN) {iban}   {CURRENCY}',
                footer=['Zostatok je uvedený po poslednej transakcii dňa. Reklamácie uplatnite v lehote 13 mesiacov.',
                        'Vklady sú chránené Fondom ochrany vkladov do výšky 100 000 eur.'])
    facts = [('IBAN', iban), ('Typ účtu', 'Bežný účet'), ('Mena', CURRENCY),
             ('Obdobie', f'{date(first)} - {date(last)}'), ('Výpis č.', f'{month}/{year}')]
    summary = [('Počiatočný zostatok', opening), ('Debet', debits), ('Kredit', credits),
               ('Konečný zostatok', t['accounts'][0]['closingBalanceCents'])]
    return pages_of_rows(form, name, address, facts, summary, rows, pages, opening), t
