"""`is-yfirlit`: an Icelandic savings bank's statement of a current account (Reikningsyfirlit) in
Icelandic, written by FreeHEP's PDFGraphics2D (Java's SansSerif as the standard Helvetica, A4; FreeHEP
writes the bold cut as the regular one): **whole krónur with no decimals** (`1.234.567`, points between
thousands, as Icelandic banks print ISK), **one signed Upphæð column** (a minus before money out), the
balance on every row, a value date (Vaxtad. `06.03`) after the date, dates `05.03.2026`, no line carrying
a balance off a page but **Frá fyrri síðu** on the next, Samtals úttektir and Samtals innlagnir on lines
of their own."""
import datetime as dt

from histories import Form, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'is-yfirlit'
RENDERER = ('freehep',)
CURRENCY = 'ISK'
CUSTOMERS = [
    ('Guðrún Sigurðardóttir', ['Hringbraut 54', '101 Reykjavík'], 2, 29, 'Landspítali'),
    ('Jón Þór Gunnarsson', ['Hafnarstræti 88', '600 Akureyri'], 6, 42, 'Samherji hf.'),
    ('Ásdís Helgadóttir', ['Suðurgata 12', '220 Hafnarfjörður'], 9, 55, 'Ístak hf.'),
]
# mixed case: FreeHEP's encoding of the standard fonts swaps the capitals Ó and Ò, so no capital Ó is printed
SHOPS = ['Bónus Skeifunni', 'Krónan Granda', 'Hagkaup Smáralind', 'N1 Ártúnshöfða', 'Vínbúðin Heiðrún',
         'Elko Lindum', 'Bakarí Sandholt', 'Lyfja Lágmúla']
ATMS = ['Hraðbanki Austurstræti', 'Hraðbanki Kringlunni', 'Hraðbanki Glerártorgi']
PEOPLE = ['Sigrún Karlsdóttir', 'Einar Magnússon', 'Helga Björnsdóttir', 'Arnar Pálsson']


def kr(r, lo, hi):
    """Whole krónur in cents."""
    return r.randint(lo, hi) * 100


def money(c):
    return f'{abs(c) // 100:,}'.replace(',', '.')


def outgoing():
    return [
        ('card', False, lambda r: (['Debetkort', r.choice(SHOPS)], -kr(r, 450, 24000))),
        ('card2', False, lambda r: (['Debetkort', r.choice(SHOPS)], -kr(r, 2500, 48000))),
        ('atm', False, lambda r: (['Úttekt', r.choice(ATMS)], -r.choice([5000, 10000, 20000]) * 100)),
        ('trf', False, lambda r: ([f'Millifærsla til {r.choice(PEOPLE)}'], -kr(r, 2000, 60000))),
        ('bill', False, lambda r: (['Greiðsla kröfu', r.choice(['Orkuveita Reykjavíkur', 'Síminn hf.', 'VÍS tryggingar'])], -kr(r, 4500, 38000))),
        ('rent', True, lambda r: (['Sjálfvirk greiðsla', 'Húsaleiga'], -r.choice([185000, 229000, 264000]) * 100)),
        ('loan', True, lambda r: (['Afborgun láns', 'Íbúðalán 0111-74'], -kr(r, 95000, 160000))),
        ('fee', True, lambda r: (['Færslugjöld'], -r.choice([390, 590, 790]) * 100)),
    ]


def incoming():
    return [
        ('in', False, lambda r: ([f'Millifærsla frá {r.choice(PEOPLE)}'], kr(r, 3000, 50000))),
        ('refund', True, lambda r: (['Endurgreiðsla', 'Skatturinn'], kr(r, 20000, 120000))),
        ('dep', False, lambda r: (['Innlögn', 'Útibú Laugavegi'], kr(r, 10000, 80000))),
    ]


def date(d):
    return d.strftime('%d.%m.%Y')


def value_date(d, lines):
    """Transfers in and deposits earn interest from the next working day, the rest the same day."""
    v = d
    if lines[0].startswith(('Millifærsla frá', 'Innlögn')):
        v += dt.timedelta(days=1)
        while v.weekday() >= 5:
            v += dt.timedelta(days=1)
    return v.strftime('%d.%m')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = kr(r, 60000, 450000)
    salary = (['Laun', employer], kr(r, 520000, 980000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 33, 45)
    account = f'{r.randint(100, 599):04d}-26-{r.randint(10000, 99999):06d}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace('-', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    form = Form(bank='Sparisjóður Norðurlands', bank_address='Glerárgötu 30, 600 Akureyri  -  kt. 590269-1749',
                title='Reikningsyfirlit', page_label=lambda p, k: f'Síða {p} af {k}',
                left=40, right=555, line=12.5, size=8.5, x_facts=330, facts_gap=85,
                x_date=40, x_desc=140, indent=8, x_money=(475, 555), value=(96, 'Vaxtad.', value_date),
                heads=('Dagsetning', 'Skýring', 'Upphæð', 'Staða'),
                opening='Upphafsstaða', carried=None, brought='Frá fyrri síðu',
                totals=[('Samtals úttektir', 'd'), ('Samtals innlagnir', 'c')], closing='Lokastaða', balance='every',
                signed=True, money=money, date=date, continued=f'Reikningur {account}   {CURRENCY}',
                footer=['Upphæðir eru í íslenskum krónum. Athugasemdir berist sparisjóðnum innan 30 daga.',
                        'Innstæður eru tryggðar af Tryggingarsjóði innstæðueigenda og fjárfesta.'])
    facts = [('Reikningur', account), ('Tegund', 'Veltureikningur'), ('Mynt', CURRENCY),
             ('Tímabil', f'{date(first)} - {date(last)}'), ('Kennitala', f'{r.randint(10, 28):02d}{r.randint(1, 12):02d}{r.randint(60, 99)}-{r.randint(1000, 9999)}')]
    return pages_of_rows(form, name, address, facts, [], rows, pages, opening), t
