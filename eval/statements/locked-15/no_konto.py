"""`no-konto`: a Norwegian savings bank's statement of a current account (Kontoutskrift) in Norwegian,
written by PyX's own PDF writer (Latin Modern Sans, A4): dates `05.03.2026`, Ut av konto and Inn på konto
columns, a value date (Rentedato `05.03`) before them, **the balance only on a day's last row** (and a
page's), balances carried to and brought from the next page, a grey box of the month's totals, figures
`1 234,56` (a space between thousands, a decimal comma) in Norwegian kroner."""
import datetime as dt

from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'no-konto'
RENDERER = ('pyx', 'LMSans')
CURRENCY = 'NOK'
CUSTOMERS = [
    ('Kari Nordahl', ['Storgata 88 B', '9008 Tromsø'], 1, 28, 'NORDLAKS PRODUKTER AS'),
    ('Ole Martin Haugen', ['Kongens gate 14', '7011 Trondheim'], 4, 43, 'TRONDHEIM KOMMUNE'),
    ('Ingrid Solberg', ['Løkkeveien 3', '4008 Stavanger'], 8, 56, 'VESTKYST OFFSHORE SERVICE AS'),
]
SHOPS = ['REMA 1000 SENTRUM', 'KIWI STORGATA', 'COOP EXTRA BYÅSEN', 'VINMONOPOLET', 'BOHUS MØBLER', 'ELKJØP NORDBYEN',
         'NARVESEN JERNBANETORGET', 'APOTEK 1 SENTRUM']
ATMS = ['MINIBANK STORGATA', 'MINIBANK SOLSIDEN', 'MINIBANK FLYPLASSEN']
PEOPLE = ['Sigrid Bakken', 'Thomas Lie', 'Nora Eriksen', 'Jonas Dahl']


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', ' ') + f',{c % 100:02d}'


def outgoing():
    return [
        ('card', False, lambda r: (['Varekjøp', r.choice(SHOPS)], -amount(r, 45, 1400))),
        ('card2', False, lambda r: (['Varekjøp', r.choice(SHOPS)], -amount(r, 120, 3200))),
        ('vipps', False, lambda r: ([f'Vipps til {r.choice(PEOPLE)}'], -amount(r, 100, 1500))),
        ('atm', False, lambda r: (['Kontantuttak', r.choice(ATMS)], -r.choice([200, 500, 1000, 2000]) * 100)),
        ('giro', False, lambda r: (['Nettgiro til', r.choice(['Tromsø kommune', 'Statens vegvesen', 'Fjordkraft AS'])], -amount(r, 300, 2400))),
        ('power', True, lambda r: (['Avtalegiro', 'Hafslund Strøm AS'], -amount(r, 600, 2800))),
        ('tele', True, lambda r: (['eFaktura Telenor Norge AS'], -amount(r, 399, 899))),
        ('ins', True, lambda r: (['Avtalegiro', 'Gjensidige Forsikring'], -amount(r, 700, 1600))),
        ('rent', True, lambda r: (['Faste oppdrag', 'Husleie Løkkeveien'], -r.choice([9500, 11800, 13200]) * 100)),
        ('fee', True, lambda r: (['Gebyr kontohold'], -2500)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['Overføring fra', r.choice(PEOPLE)], amount(r, 200, 3000))),
        ('vippsin', False, lambda r: ([f'Vipps fra {r.choice(PEOPLE)}'], amount(r, 100, 900))),
        ('tax', True, lambda r: (['Skatteoppgjør', 'Skatteetaten'], amount(r, 1500, 9000))),
    ]


def date(d):
    return d.strftime('%d.%m.%Y')


def value_date(d, lines):
    """Interest runs from the next working day for giros and transfers in, the same day otherwise."""
    v = d
    if lines[0].startswith(('Nettgiro', 'Overføring')):
        v += dt.timedelta(days=1)
        while v.weekday() >= 5:
            v += dt.timedelta(days=1)
    return v.strftime('%d.%m')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 4000, 30000)
    salary = (['Lønn', employer], amount(r, 28000, 52000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 33, 44)
    account = f'{r.randint(1500, 9799)} {r.randint(10, 99)} {r.randint(10000, 99999)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace(' ', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    form = Form(bank='Nordvest Sparebank', bank_address='Postboks 310, 6001 Ålesund  ·  Org.nr. 937 889 275',
                title='Kontoutskrift', page_label=lambda p, k: f'Side {p} av {k}',
                left=42, right=553, line=12.5, size=8.5, x_facts=340, facts_gap=80,
                x_date=42, x_desc=100, indent=8, x_money=(402, 478, 553), value=(292, 'Rentedato', value_date),
                heads=('Dato', 'Forklaring', 'Ut av konto', 'Inn på konto', 'Saldo'),
                opening='Inngående saldo', carried='Overført til neste side', brought='Overført fra forrige side',
                totals=[('Sum bevegelser i perioden', 'dc')], closing='Utgående saldo', balance='daily',
                signed=False, money=money, date=date, continued=f'Kontonummer {account}   {CURRENCY}',
                footer=['Saldo vises etter siste bevegelse hver dag. Feil må meldes banken uten ugrunnet opphold.',
                        'Innskudd er sikret av Bankenes sikringsfond inntil 2 millioner kroner.'])
    facts = [('Kontonummer', account), ('Kontotype', 'Brukskonto'), ('Valuta', CURRENCY),
             ('Periode', f'{date(first)} - {date(last)}'), ('Utskriftsdato', date(last + dt.timedelta(days=1)))]
    summary = [('Inngående saldo', opening), ('Ut av konto', debits), ('Inn på konto', credits),
               ('Utgående saldo', t['accounts'][0]['closingBalanceCents'])]
    return pages_of_rows(form, name, address, facts, summary, rows, pages, opening), t
