"""Mexico: a cuenta de cheques statement in MXN (`05/ENE` operation and settlement dates, Cargos /
Abonos / Saldo, a summary box, the balance carried between pages), drawn with Prawn."""
import datetime as dt

from histories import business, history, paginate, rng_for, truth, weekday_back
from render.draw import LETTER, Canvas
from common import money

LAYOUT = 'mx-cuenta'
PRODUCER = 'prawn'
BANK = 'Banco Mercantil de Occidente, S.A.'
MES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC']
MESES = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE']
FIRST, REST = 26, 34

STATEMENTS = [
    dict(holder='ROBERTO CARLOS MEDINA AGUILAR', address=['AV. LOPEZ MATEOS SUR 2375 INT 14', 'COL. CHAPALITA', 'C.P. 45040 ZAPOPAN, JAL.'], account='0192471836',
         start=dt.date(2026, 1, 1), end=dt.date(2026, 1, 31), opening=3843250, cards=20, employer='SERVICIOS LOGISTICOS DEL CENTRO SA DE CV', salary=1465080, rent=-950000),
    dict(holder='PAOLA ANDREA VILLASEÑOR RUIZ', address=['CALLE MORELOS 881', 'COL. AMERICANA', 'C.P. 44160 GUADALAJARA, JAL.'], account='0187730522',
         start=dt.date(2026, 2, 1), end=dt.date(2026, 2, 28), opening=2612745, cards=28, employer='HOSPITAL SAN JAVIER DE OCCIDENTE SA', salary=1187500, rent=-780000),
    dict(holder='EDUARDO NAVARRO TREVIÑO', address=['PRIVADA DE LOS ENCINOS 27', 'FRACC. VALLE REAL', 'C.P. 45019 ZAPOPAN, JAL.'], account='0203318049',
         start=dt.date(2026, 3, 15), end=dt.date(2026, 4, 14), opening=4954410, cards=40, employer='TECNOLOGIAS DEL PACIFICO SAPI DE CV', salary=2210040, rent=-1450000),
]
SHOPS = ['COMPRA OXXO LOPEZ MATEOS', 'COMPRA WALMART PATRIA', 'COMPRA LIVERPOOL ANDARES', 'PAGO UBER TRIP HELP.UBER.COM', 'COMPRA GASOLINERA PEMEX 4417', 'COMPRA SORIANA GUADALUPE',
         'COMPRA FARMACIAS GUADALAJARA', 'COMPRA COSTCO GUADALAJARA', 'PAGO NETFLIX.COM', 'COMPRA STARBUCKS MIDTOWN', 'COMPRA HOME DEPOT PATRIA', 'PAGO MERCADO PAGO*MERCADOLIBRE']


def mesd(d):
    return f'{d.day:02d}/{MES[d.month - 1]}'


def mesdy(d):
    return f'{d.day:02d}/{MES[d.month - 1]}/{d.year}'


def build(i):
    s = STATEMENTS[i]
    stem = f'{LAYOUT}-{i + 1}'
    r = rng_for(stem)
    start, end = s['start'], s['end']
    pays = []
    d = start
    while d <= end:
        nxt = d + dt.timedelta(days=1)
        if d.day == 15 or nxt.month != d.month:
            q = weekday_back(d)
            if q >= start:
                pays.append((q, s['salary'], ['PAGO DE NOMINA', f'{s["employer"]} QNA {2 * d.month - (1 if d.day == 15 else 0):02d}']))
        d = nxt
    mes = MESES[(start + dt.timedelta(days=20)).month - 1]
    spec = dict(
        pay=pays,
        fixed=[(1 if start.day == 1 else 16, s['rent'], ['SPEI ENVIADO BANORTE', f'RENTA DEPARTAMENTO {mes}']), (8, -r.randrange(38900, 52900), 'DOMICILIACION TELMEX INFINITUM'),
               (11, -r.randrange(45000, 180000), ['PAGO TARJETA DE CREDITO', 'TDC TERMINACION 4471']), (18, -r.randrange(25000, 90000), ['DOMICILIACION CFE SUMINISTRADOR', 'SERVICIO 562180400217']),
               (22, -69900, ['PAGO SEGURO GASTOS MEDICOS', 'POLIZA GMM 88120431']), (27 if start.day == 1 else 13, -20000, 'COMISION MANEJO DE CUENTA'), (27 if start.day == 1 else 13, -3200, 'IVA COMISION MANEJO DE CUENTA')],
        card=SHOPS, card_range=(3500, 150000), cards=s['cards'],
        cash=['RETIRO CAJERO AUTOMATICO', 'RETIRO CAJERO AUTOMATICO RED'], cash_amounts=[100000, 150000, 200000, 300000],
        transfers=[(r.randrange(50000, 400000), ['SPEI RECIBIDO BBVA MEXICO', 'DE: MARTHA AGUILAR CONCEPTO: PRESTAMO']), (-r.randrange(50000, 250000), ['SPEI ENVIADO SANTANDER', 'PARA: COLEGIO VALLARTA CONCEPTO: COLEGIATURA']),
                   (r.randrange(100000, 300000), 'DEPOSITO EN EFECTIVO SUCURSAL 0418'), (r.randrange(5000, 60000), 'DEVOLUCION COMPRA LIVERPOOL ANDARES')],
    )
    rows = history(r, start, end, spec)
    pages = paginate(rows, FIRST, REST)
    t = truth(LAYOUT, 'MXN', start, end, s['account'][-4:], s['opening'], rows)
    bal = s['opening']
    for x in rows:
        bal += x['amount']
        assert bal > 0, (stem, x['date'], bal)
    return stem, t, dict(rows=rows, pages=pages, s=s, start=start, end=end)


def draw(t, w, out, info):
    s, rows, pages = w['s'], w['rows'], w['pages']
    c = Canvas(LETTER, 'lato', info, f'{w["end"] + dt.timedelta(days=1):%Y%m%d}043000')
    L, R = 36, 576
    X = dict(oper=L + 2, liq=L + 42, desc=L + 84, car=412, abo=487, sal=R - 2)
    a = t['accounts'][0]
    bal = a['openingBalanceCents']
    debits = -sum(x['amount'] for x in rows if x['amount'] < 0)
    credits = sum(x['amount'] for x in rows if x['amount'] > 0)

    def head(p):
        c.page()
        c.text(L, 46, BANK.upper(), 12, True)
        c.text(L, 58, 'Av. Vallarta 6503, Col. Ciudad Granja, C.P. 45010 Zapopan, Jal.  RFC BMO970214H52', 7.5)
        c.text(R, 46, 'ESTADO DE CUENTA', 12, True, 'r')
        c.text(R, 58, f'CUENTA DE CHEQUES PLUS   Página {p} de {pages}', 8, False, 'r')
        y = 82
        if p == 1:
            c.text(L, 86, s['holder'], 9, True)
            for k, line in enumerate(s['address']):
                c.text(L, 98 + 11 * k, line, 8.5)
            info = [('No. de Cuenta', s['account']), ('CLABE', f'072320{s["account"]}8'), ('Periodo', f'DEL {mesdy(w["start"])} AL {mesdy(w["end"])}'),
                    ('Fecha de corte', mesdy(w['end'])), ('Moneda', 'MXN (PESOS MEXICANOS)')]
            for k, (lab, v) in enumerate(info):
                c.text(330, 86 + 11 * k, f'{lab}:', 8, True)
                c.text(410, 86 + 11 * k, v, 8)
            c.rect(L, 152, R - L, 15, 0.86)
            c.text(L + 4, 163, 'RESUMEN DEL PERIODO', 8.5, True)
            summary = [('Saldo anterior', a['openingBalanceCents']), ('(+) Depósitos / abonos', credits), ('(-) Retiros / cargos', debits), ('Saldo final', a['closingBalanceCents'])]
            for k, (lab, v) in enumerate(summary):
                c.text(L + 4, 180 + 12 * k, lab, 8.5, k in (0, 3))
                c.text(300, 180 + 12 * k, f'${money(v)}', 8.5, k in (0, 3), 'r')
            c.text(330, 180, 'Saldo promedio diario:', 8)
            c.text(R - 2, 180, f'${money(round((a["openingBalanceCents"] + a["closingBalanceCents"]) / 2))}', 8, False, 'r')
            c.text(330, 192, 'Días del periodo:', 8)
            c.text(R - 2, 192, str((w['end'] - w['start']).days + 1), 8, False, 'r')
            c.text(330, 204, 'Rendimientos:', 8)
            c.text(R - 2, 204, '$0.00', 8, False, 'r')
            y = 248
            c.text(L, y - 18, 'DETALLE DE MOVIMIENTOS', 9, True)
        c.rect(L, y - 10, R - L, 22, 0.86)
        c.text(X['oper'], y, 'FECHA', 7.5, True)
        c.text(X['oper'], y + 9, 'OPER', 7.5, True)
        c.text(X['liq'], y + 9, 'LIQ', 7.5, True)
        c.text(X['desc'], y + 4, 'DESCRIPCIÓN', 7.5, True)
        c.text(X['car'], y + 4, 'CARGOS', 7.5, True, 'r')
        c.text(X['abo'], y + 4, 'ABONOS', 7.5, True, 'r')
        c.text(X['sal'], y + 4, 'SALDO', 7.5, True, 'r')
        return y + 26

    y = head(1)
    c.text(X['desc'], y, 'SALDO ANTERIOR', 8, True)
    c.text(X['sal'], y, money(bal), 8, True, 'r')
    y += 14
    page = 1
    for x in rows:
        if x['page'] != page:
            c.text(X['desc'], y + 2, 'SALDO QUE PASA A LA SIGUIENTE PÁGINA', 8, True)
            c.text(X['sal'], y + 2, money(bal), 8, True, 'r')
            page = x['page']
            y = head(page)
            c.text(X['desc'], y, 'SALDO DE LA PÁGINA ANTERIOR', 8, True)
            c.text(X['sal'], y, money(bal), 8, True, 'r')
            y += 14
        bal += x['amount']
        card = x['desc'][0].startswith(('COMPRA', 'PAGO UBER', 'PAGO NETFLIX', 'PAGO MERCADO'))
        liq = business(x['date'] + dt.timedelta(days=1)) if card else x['date']
        c.text(X['oper'], y, mesd(x['date']), 8)
        c.text(X['liq'], y, mesd(liq), 8)
        c.text(X['desc'], y, x['desc'][0], 8)
        c.text(X['car'] if x['amount'] < 0 else X['abo'], y, money(x['amount']), 8, False, 'r')
        c.text(X['sal'], y, money(bal), 8, False, 'r')
        for extra in x['desc'][1:]:
            y += 14
            c.text(X['desc'], y, extra, 7.5)
        y += 14
    c.line(L, y - 8, R, y - 8, 0.4)
    c.text(X['desc'], y + 3, 'TOTAL DE MOVIMIENTOS', 8, True)
    c.text(X['car'], y + 3, money(debits), 8, True, 'r')
    c.text(X['abo'], y + 3, money(credits), 8, True, 'r')
    c.text(X['desc'], y + 17, 'SALDO FINAL', 8, True)
    c.text(X['sal'], y + 17, money(bal), 8, True, 'r')
    c.text(L, 770, 'Unidad Especializada de Atención a Usuarios: 33 3000 0000. Los recursos de los depósitos están garantizados por el IPAB hasta por 400 mil UDIS por persona.', 6.5)
    c.render(PRODUCER, out)
