"""France: a monthly relevé de compte courant in EUR (`1 234,56`, dates `05/01` without the year, a
value date, Débit / Crédit / Solde), drawn with iText 5."""
import datetime as dt

from histories import weekday_back, history, paginate, rng_for, truth
from render.draw import A4, Canvas
from common import money

LAYOUT = 'fr-releve'
PRODUCER = 'itext'
BANK = 'Banque Ligérienne de Dépôt'
MOIS = ['JANVIER', 'FEVRIER', 'MARS', 'AVRIL', 'MAI', 'JUIN', 'JUILLET', 'AOUT', 'SEPTEMBRE', 'OCTOBRE', 'NOVEMBRE', 'DECEMBRE']
FIRST, REST = 44, 53

STATEMENTS = [
    dict(holder='M. JULIEN PERROT', address=['12 RUE DU PORT BOULET', '49100 ANGERS'], account='00051234807', key='23', month=1, opening=234567, cards=20,
         employer='ATELIERS MECANIQUES DU MAINE', salary=268412, rent=(5, -72000, ['PRLV SEPA SCI LES TILLEULS', 'LOYER ET CHARGES'])),
    dict(holder='MME CLAIRE BODIN-MARCHAND', address=['APPARTEMENT 31', '4 BOULEVARD DE LA LIBERTE', '44000 NANTES'], account='00049981266', key='07', month=2, opening=418230, cards=28,
         employer='CLINIQUE SAINT-AUGUSTIN', salary=312055, rent=(3, -91500, ['VIR SEPA PERMANENT VERS AGENCE DU CENTRE', 'LOYER FEVRIER 2026 REF LOC 4471'])),
    dict(holder='M. OU MME KARIM ET SARAH BENALI', address=['LIEU-DIT LA GRANGE NEUVE', '37500 CHINON'], account='00062207415', key='91', month=3, opening=326875, cards=38,
         employer='DISTRIBUTION TOURANGELLE SAS', salary=224530, rent=(10, -68540, ['PRLV SEPA CREDIT IMMOBILIER', 'ECHEANCE PRET 0872231 03/2026'])),
]
SHOPS = ['CARREFOUR CITY', 'LECLERC DRIVE', 'BOULANGERIE AU FOURNIL', 'PHARMACIE DU CENTRE', 'TOTALENERGIES', 'INTERMARCHE', 'FNAC', 'DECATHLON', 'PICARD', 'SNCF INTERNET',
         'LA POSTE', 'CINEMA PATHE', 'LEROY MERLIN', 'MONOPRIX', 'AMAZON PAYMENTS', 'TABAC PRESSE DE LA GARE']


def build(i):
    s = STATEMENTS[i]
    stem = f'{LAYOUT}-{i + 1}'
    r = rng_for(stem)
    start = dt.date(2026, s['month'], 1)
    end = (dt.date(2026, s['month'] + 1, 1) - dt.timedelta(days=1))
    mois = MOIS[s['month'] - 1]
    card = [(lambda shop: (lambda d: f'CB {shop} {(d - dt.timedelta(days=1)).day:02d}/{(d - dt.timedelta(days=1)).month:02d}'))(x) for x in SHOPS]
    spec = dict(
        pay=[(weekday_back(end - dt.timedelta(days=2)), s['salary'], [f'VIR SEPA RECU DE {s["employer"]}', f'SALAIRE {mois} 2026'])],
        fixed=[(s['rent'][0], s['rent'][1], s['rent'][2]), (6, -r.randrange(6500, 14500), ['PRLV SEPA EDF CLIENTS PARTICULIERS', f'ECHEANCE {mois} REF 2026{s["month"]:02d}0617']),
               (8, -3999, 'PRLV SEPA FREE MOBILE'), (12, -r.randrange(2800, 4200), 'PRLV SEPA VEOLIA EAU'), (15, -795, 'COTISATION OFFRE GROUPEE ESSENTIEL'),
               (20, -r.randrange(4500, 9000), ['PRLV SEPA MACIF', 'ASSURANCE HABITATION AUTO']), (25, -15000, ['VIR SEPA PERMANENT VERS LIVRET A', 'EPARGNE MENSUELLE'])],
        card=card, card_range=(350, 9800), cards=s['cards'],
        cash=[lambda d: f'RETRAIT DAB {d.day:02d}/{d.month:02d} ANGERS', lambda d: f'RETRAIT DAB {d.day:02d}/{d.month:02d} TOURS'], cash_amounts=[2000, 4000, 5000, 6000],
        transfers=[(r.randrange(3000, 25000), ['VIR SEPA RECU DE M. PERROT LUCIEN', 'REMBOURSEMENT']), (-r.randrange(5000, 20000), 'CHEQUE N 8423' + str(110 + i)),
                   (r.randrange(1500, 6000), ['VIR SEPA RECU DE CPAM DE MAINE ET LOIRE', 'REMBT SOINS']), (r.randrange(800, 4000), 'AVOIR CB AMAZON PAYMENTS')],
    )
    rows = history(r, start, end, spec)
    pages = paginate(rows, FIRST, REST)
    mask = s['account'][-4:]
    t = truth(LAYOUT, 'EUR', start, end, mask, s['opening'], rows)
    bal = s['opening']
    for x in rows:
        bal += x['amount']
        assert bal > 0, stem
    return stem, t, dict(rows=rows, pages=pages, s=s, start=start, end=end)


def fr(c):
    return money(c, ' ', ',')


def dm(d):
    return f'{d.day:02d}/{d.month:02d}'


def dmy(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year}'


def draw(t, w, out, info):
    s, rows, pages = w['s'], w['rows'], w['pages']
    c = Canvas(A4, 'roboto', info, f'{w["end"] + dt.timedelta(days=2):%Y%m%d}061500')
    L, R = 36, 559
    X = dict(date=L + 2, lib=L + 42, val=330, deb=420, cre=490, sol=R - 2)
    a = t['accounts'][0]
    bal = a['openingBalanceCents']
    debits = credits = 0

    def head(p):
        c.page()
        c.text(L, 44, BANK.upper(), 12, True)
        c.text(L, 56, 'Agence Angers Saint-Serge - 3 place Molière - 49100 Angers - Tél. 02 41 00 00 00', 7.5)
        c.text(R, 44, 'RELEVÉ DE COMPTE COURANT', 11, True, 'r')
        c.text(R, 56, f'Page {p} / {pages}', 8, False, 'r')
        y = 72
        if p == 1:
            c.text(330, 92, s['holder'], 9, True)
            for k, line in enumerate(s['address']):
                c.text(330, 104 + 11 * k, line, 9)
            c.text(L, 92, f'Relevé n° {w["start"].month:02d}/2026 du {dmy(w["start"])} au {dmy(w["end"])}', 8.5, True)
            c.text(L, 104, f'Compte courant n° 30047 14582 {s["account"]} {s["key"]}', 8.5)
            c.text(L, 116, f'IBAN FR76 3004 7145 82{s["account"][:2]} {s["account"][2:6]} {s["account"][6:10]} {s["account"][10:]}{s["key"]}   BIC BLDPFRPPANG', 8.5)
            c.text(L, 128, 'Devise : EUR', 8.5)
            y = 176
        c.rect(L, y - 10, R - L, 14, 0.85)
        c.text(X['date'], y, 'Date', 8, True)
        c.text(X['lib'], y, 'Libellé des opérations', 8, True)
        c.text(X['val'], y, 'Valeur', 8, True)
        c.text(X['deb'], y, 'Débit', 8, True, 'r')
        c.text(X['cre'], y, 'Crédit', 8, True, 'r')
        c.text(X['sol'], y, 'Solde', 8, True, 'r')
        return y + 16

    y = head(1)
    c.text(X['lib'], y, f'SOLDE CRÉDITEUR AU {dmy(w["start"] - dt.timedelta(days=1))}', 8, True)
    c.text(X['sol'], y, fr(bal), 8, True, 'r')
    y += 12
    page = 1
    for x in rows:
        if x['page'] != page:
            c.text(X['lib'], y + 2, 'SOLDE À REPORTER', 8, True)
            c.text(X['sol'], y + 2, fr(bal), 8, True, 'r')
            page = x['page']
            y = head(page)
            c.text(X['lib'], y, 'SOLDE REPORTÉ', 8, True)
            c.text(X['sol'], y, fr(bal), 8, True, 'r')
            y += 12
        bal += x['amount']
        if x['amount'] < 0:
            debits -= x['amount']
        else:
            credits += x['amount']
        value = x['date'] - dt.timedelta(days=1) if x['desc'][0].startswith('CB ') else x['date']
        c.text(X['date'], y, dm(x['date']), 8)
        c.text(X['lib'], y, x['desc'][0], 8)
        c.text(X['val'], y, dm(value), 8)
        c.text(X['deb'] if x['amount'] < 0 else X['cre'], y, fr(abs(x['amount'])), 8, False, 'r')
        c.text(X['sol'], y, fr(bal), 8, False, 'r')
        for extra in x['desc'][1:]:
            y += 12
            c.text(X['lib'] + 8, y, extra, 8)
        y += 12
    c.line(L, y - 7, R, y - 7, 0.4)
    c.text(X['lib'], y + 3, 'TOTAL DES OPÉRATIONS', 8, True)
    c.text(X['deb'], y + 3, fr(debits), 8, True, 'r')
    c.text(X['cre'], y + 3, fr(credits), 8, True, 'r')
    c.text(X['lib'], y + 16, f'NOUVEAU SOLDE CRÉDITEUR AU {dmy(w["end"])}', 8, True)
    c.text(X['sol'], y + 16, fr(bal), 8, True, 'r')
    c.text(L, 812, 'Sauf erreur ou omission. Les réclamations doivent être formulées dans un délai de deux mois. Garantie des dépôts : FGDR, 100 000 EUR par déposant.', 6.5)
    c.render(PRODUCER, out)
