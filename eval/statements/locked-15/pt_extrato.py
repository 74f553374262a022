"""`pt-extrato`: a Portuguese bank's statement of a current account (Extrato de Conta à Ordem) in
Portuguese, written by pdfjs (Liberation Sans, A4): **Data Mov. and Data Valor** (the value date) before
the description, dates `05-03-2026` (day first, hyphens), Débito and Crédito columns, the balance on
every row, A TRANSPORTAR and TRANSPORTE across pages, figures `1.234,56` (points between thousands, a
decimal comma) in euros, no summary box (the totals under the rows)."""
import datetime as dt

from histories import Form, amount, common, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'pt-extrato'
RENDERER = ('pdfjs', 'LiberationSans')
CURRENCY = 'EUR'
CUSTOMERS = [
    ('Sr. João Miguel Ferreira', ['Rua de Santa Catarina, 512, 3.º Esq.', '4000-446 Porto'], 3, 33, 'METALURGICA DO AVE SA'),
    ('Sra. Ana Rita Gonçalves', ['Avenida da Liberdade, 97', '4710-251 Braga'], 6, 45, 'HOSPITAL DE BRAGA EPE'),
    ('Sr. Rui Pedro Sousa', ['Travessa do Carmo, 14, R/C', '1200-095 Lisboa'], 10, 58, 'TEJO SOFTWARE LDA'),
]
SHOPS = ['CONTINENTE BOM DIA', 'PINGO DOCE ALIADOS', 'LIDL BRAGA NORTE', 'FNAC SANTA CATARINA', 'GALP AREEIRO',
         'FARMACIA CENTRAL', 'WORTEN GAIA', 'PADARIA SAO BENTO']
ATMS = ['MB AV DOS ALIADOS', 'MB PRACA DA REPUBLICA', 'MB ROSSIO', 'MB ESTACAO SAO BENTO']
PEOPLE = ['MARIA JOSE COSTA', 'TIAGO ALMEIDA', 'CATARINA LOPES', 'PEDRO MARTINS']


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', '.') + f',{c % 100:02d}'


def outgoing():
    return [
        ('card', False, lambda r: ([f'COMPRA {r.randint(1000, 9999)}', r.choice(SHOPS)], -amount(r, 4, 160))),
        ('card2', False, lambda r: ([f'COMPRA {r.randint(1000, 9999)}', r.choice(SHOPS)], -amount(r, 20, 340))),
        ('atm', False, lambda r: (['LEVANTAMENTO', r.choice(ATMS)], -r.choice([20, 40, 60, 100, 200]) * 100)),
        ('mbway', False, lambda r: ([f'MB WAY P/ {r.choice(PEOPLE)}'], -amount(r, 5, 120))),
        ('trf', False, lambda r: (['TRF SEPA+ P/', r.choice(PEOPLE)], -amount(r, 50, 600))),
        ('edp', True, lambda r: (['PAG SERV 21159', 'EDP COMERCIAL'], -amount(r, 35, 140))),
        ('agua', True, lambda r: (['DD AGUAS DO PORTO EM', f'REF {r.randint(10 ** 8, 10 ** 9 - 1)}'], -amount(r, 18, 55))),
        ('meo', True, lambda r: (['DD MEO SA'], -amount(r, 30, 70))),
        ('rent', True, lambda r: (['TRF PERMANENTE', 'RENDA HABITACAO'], -r.choice([650, 780, 920]) * 100)),
        ('fee', True, lambda r: (['COMISSAO MANUTENCAO CONTA'], -750)),
        ('selo', True, lambda r: (['IMPOSTO SELO S/COMISSAO'], -30)),
    ]


def incoming():
    return [
        ('in', False, lambda r: (['TRF SEPA+ DE', r.choice(PEOPLE)], amount(r, 30, 500))),
        ('dep', False, lambda r: (['DEPOSITO NUMERARIO', 'BALCAO'], r.choice([50, 100, 250]) * 100)),
        ('irs', True, lambda r: (['REEMBOLSO IRS', 'AUTORIDADE TRIBUTARIA'], amount(r, 120, 900))),
    ]


def date(d):
    return d.strftime('%d-%m-%Y')


def value_date(d, lines):
    """Transfers from other banks and cash in count from the next working day."""
    v = d
    if lines[0].startswith(('TRF SEPA+ DE', 'DEPOSITO')):
        v += dt.timedelta(days=1)
        while v.weekday() >= 5:
            v += dt.timedelta(days=1)
    return date(v)


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = amount(r, 700, 4500)
    salary = (['TRF SEPA+ DE ORDENADO', employer], amount(r, 950, 2600))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 36, 46)
    account = f'{r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace(' ', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    form = Form(bank='Banco Atlântico Português', bank_address='Rua do Ouro, 88, 1100-063 Lisboa  -  NIPC 500 844 321',
                title='Extrato de Conta à Ordem', page_label=lambda p, k: f'Pág. {p}/{k}',
                left=36, right=559, line=12, size=8, x_facts=330, facts_gap=70,
                x_date=36, x_desc=146, indent=6, x_money=(420, 490, 559), value=(90, 'Data Valor', value_date),
                heads=('Data Mov.', 'Descritivo', 'Débito', 'Crédito', 'Saldo'),
                opening='SALDO INICIAL', carried='A TRANSPORTAR', brought='TRANSPORTE',
                totals=[('TOTAL DE MOVIMENTOS', 'dc')], closing='SALDO FINAL', balance='every',
                signed=False, money=money, date=date, continued=f'Conta N.º {account}   {CURRENCY}',
                footer=['Os depósitos estão garantidos pelo Fundo de Garantia de Depósitos até 100.000 euros por depositante.',
                        'Reclamações: Livro de Reclamações eletrónico ou Banco de Portugal. Conserve este extrato.'])
    facts = [('Conta N.º', account), ('IBAN', f'PT50 0079 0000 {account} {r.randint(10, 99)}'), ('Moeda', CURRENCY),
             ('Período', f'{date(first)} a {date(last)}'), ('Balcão', r.choice(['Porto Aliados', 'Braga Centro', 'Lisboa Baixa']))]
    return pages_of_rows(form, name, address, facts, [], rows, pages, opening), t
