"""`lu-compte`: a Luxembourg bank's current account statement in French, laid out in Scribus and exported
by its own PDF writer (Liberation Sans, A4): dates `05.03.2026`, Débit and Crédit columns, figures
`1.234,56` in euros, the balance printed only on a day's last row of a page, `À reporter` and
`Report` across pages, a grey box of the month's totals."""
from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'lu-compte'
RENDERER = ('scribus', 'Helvetica')
CURRENCY = 'EUR'
CUSTOMERS = [
    ('Madame Sophie Weber', ['12, rue de la Gare', 'L 3236 Bettembourg'], 2, 31, 'ARCELOR STEEL SERVICES SA'),
    ('Monsieur Luc Schmit', ['45, avenue de la Liberté', 'L 1930 Luxembourg'], 5, 44, 'MINISTERE DE L EDUCATION NATIONALE'),
    ('Madame Anne Kieffer', ['3, rue Principale', 'L 9012 Ettelbruck'], 11, 57, 'CLINIQUE DU NORD ETTELBRUCK'),
]
SHOPS = ['CACTUS BELAIR', 'DELHAIZE STRASSEN', 'ARAL BERTRANGE', 'AUCHAN KIRCHBERG', 'PHARMACIE DU GLACIS',
         'BOULANGERIE FISCHER', 'MONOPOL ESCH']
ATMS = ['BANCOMAT GARE LUXEMBOURG', 'BANCOMAT ESCH ALZETTE', 'BANCOMAT ETTELBRUCK CENTRE', 'BANCOMAT KIRCHBERG']
PEOPLE = ['MULLER JEAN', 'HOFFMANN CLAIRE', 'REUTER PAUL', 'WAGNER MARIE']


def outgoing():
    return [
        ('card', False, lambda r: (['PAIEMENT CARTE V PAY', r.choice(SHOPS)], -amount(r, 5, 180))),
        ('card2', False, lambda r: (['PAIEMENT CARTE V PAY', r.choice(SHOPS)], -amount(r, 12, 350))),
        ('atm', False, lambda r: (['RETRAIT', r.choice(ATMS)], -r.choice([20, 50, 100, 150, 200]) * 100)),
        ('sepa', False, lambda r: (['VIREMENT SEPA EN FAVEUR DE', r.choice(PEOPLE)], -amount(r, 25, 650))),
        ('creos', True, lambda r: (['DOMICILIATION ENOVOS', f'ELECTRICITE CONTRAT {r.randint(100000, 999999)}'], -amount(r, 55, 190))),
        ('post', True, lambda r: (['DOMICILIATION POST TELECOM'], -amount(r, 40, 95))),
        ('rent', True, lambda r: (['ORDRE PERMANENT', 'LOYER ' + r.choice(PEOPLE)], -r.choice([1450, 1600, 1850]) * 100)),
        ('ins', True, lambda r: (['DOMICILIATION FOYER ASSURANCES'], -amount(r, 35, 110))),
        ('fee', True, lambda r: (['FRAIS DE TENUE DE COMPTE'], -450)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['VIREMENT SEPA DE', r.choice(PEOPLE)], amount(r, 40, 700))),
        ('cae', True, lambda r: (['CAISSE POUR L AVENIR DES ENFANTS', 'ALLOCATION FAMILIALE'], 265_00)),
        ('int', True, lambda r: (['INTERETS CREDITEURS'], amount(r, 0, 2) + 5)),
    ]


def euro(c):
    return common.money(c).replace(',', ' ').replace('.', ',').replace(' ', '.')


def date(d):
    return d.strftime('%d.%m.%Y')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 1500, 8000)
    salary = (['VIREMENT SALAIRE', employer], amount(r, 3200, 5600))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 32, 42)
    account = f'{r.randint(1000, 9999)} {r.randint(100000, 999999)} {r.randint(10, 99)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace(' ', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    form = Form(bank='Banque de la Moselle S.A.', bank_address='18, boulevard Royal, L 2449 Luxembourg  |  RCS Luxembourg B 41 227',
                title='Extrait de compte courant', page_label=lambda p, n: f'Page {p}/{n}',
                left=40, right=555, line=12.8, size=8.5, x_facts=320, facts_gap=95,
                x_date=40, x_desc=102, indent=8, x_money=(400, 478, 555),
                heads=('Date', 'Libellé', 'Débit', 'Crédit', 'Solde'),
                opening='Solde initial', carried='À reporter', brought='Report',
                totals=[('Total des mouvements', 'dc')], closing='Solde final', balance='daily',
                signed=False, money=euro, date=date, continued=f'Numéro de compte {account}   {CURRENCY}',
                footer=['Sauf erreur ou omission. Toute réclamation doit nous parvenir dans les 30 jours.',
                        'Banque de la Moselle S.A., établissement de crédit agréé par la CSSF.'])
    facts = [('Numéro de compte', account), ('Type de compte', 'Compte courant'), ('Devise', CURRENCY),
             ('Période', f'du {date(first)} au {date(last)}'), ('Agence', r.choice(['Gare', 'Esch Alzette', 'Ettelbruck']))]
    summary = [('Solde initial', opening), ('Total débit', debits), ('Total crédit', credits),
               ('Solde final', t['accounts'][0]['closingBalanceCents'])]
    return pages_of_rows(form, name, address, facts, summary, rows, pages, opening), t
