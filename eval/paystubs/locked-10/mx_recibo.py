"""Mexico: a semi-monthly recibo de nómina in MXN (ISR on the quincenal tariff, the worker's IMSS dues), drawn with Prawn."""
import uuid
import zlib

from common import Ledger, grouped, round_half_up, semi_monthly_periods, truth_of
from render.draw import LETTER, Canvas

LAYOUT = 'mx-recibo'
PRODUCER = 'prawn'
EMPLOYER = {'name': 'Grupo Industrial Tepeyac, S.A. de C.V.', 'address': 'Av. Ejército Nacional 418, Piso 6, Col. Chapultepec Morales, Miguel Hidalgo, C.P. 11570, Ciudad de México'}
EMPLOYER_RFC = 'GIT140527KL3'
REGISTRO_PATRONAL = 'Y54-21873-10-6'
UMA = 117.31  # daily, 2026
INTEGRATION = 1.0493  # SBC factor: aguinaldo 15 days, vacation premium
# quincenal ISR tariff: lower limit, fixed fee, rate on the excess
TARIFF = [(0.01, 0.0, 0.0192), (368.11, 7.05, 0.064), (3124.36, 183.45, 0.1088), (5490.76, 441.0, 0.16), (6382.81, 583.65, 0.1792), (7641.91, 809.25, 0.2136),
          (15412.81, 2469.15, 0.2352), (24292.66, 4557.75, 0.30), (46378.51, 11183.40, 0.32), (61838.11, 16130.55, 0.34), (185514.31, 58180.35, 0.35)]
MES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']
MESES = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE']

PEOPLE = [
    dict(name='María Fernanda López Guzmán', address='Calle Río Lerma 72, Int. 3, Col. Cuauhtémoc, C.P. 06500, Ciudad de México', rfc='LOGM910314QX2', curp='LOGM910314MDFPZR08', nss='39169112874',
         title='Analista de Compras', daily=680.00, count=5, ot={}, union=False, infonavit=0, fonacot={1: 45000, 2: 45000}),
    dict(name='José Luis Hernández Ramírez', address='Av. Insurgentes Norte 1204, Edif. B Depto. 302, Col. Lindavista, C.P. 07300, Gustavo A. Madero, Ciudad de México', rfc='HERJ880921LM7', curp='HERJ880921HDFRMS05',
         nss='03158813290', title='Supervisor de Producción', daily=920.00, count=4, ot={2: 3, 3: 6, 4: 4}, union=True, infonavit=118650, fonacot={}),
    dict(name='Ana Sofía Martínez Ochoa', address='Calle Tejocotes 45, Col. Del Valle Sur, C.P. 03104, Benito Juárez, Ciudad de México', rfc='MAOA950702T41', curp='MAOA950702MDFRCN03', nss='21139502118',
         title='Contadora General', daily=1650.00, count=7, ot={}, union=False, infonavit=0, fonacot={}),
    dict(name='Luis Alberto Castañeda Vera', address='Cerrada de Olivos 18, Col. San Lorenzo Tlacoyucan, C.P. 12400, Milpa Alta, Ciudad de México', rfc='CAVL000117HB9', curp='CAVL000117HDFSRS02', nss='58170017226',
         title='Operador de Montacargas', daily=430.00, count=9, ot={1: 4, 3: 8, 5: 6, 8: 9, 9: 3}, union=True, infonavit=61240, fonacot={k: 38000 for k in range(3, 10)}),
    dict(name='Daniela Ruiz Becerra', address='Av. de los Maestros 233, Depto. 12, Col. Agricultura, C.P. 11360, Miguel Hidalgo, Ciudad de México', rfc='RUBD930405AB6', curp='RUBD930405MDFZCN07', nss='44119344067',
         title='Ejecutiva de Ventas', daily=760.00, count=12, ot={}, union=False, infonavit=0, fonacot={}),
]


def isr(base):
    fee = 0.0
    for low, fixed, rate in TARIFF:
        if base >= low:
            fee = fixed + (base - low) * rate
    return round_half_up(fee * 100)


def work(i):
    p = PEOPLE[i]
    periods = semi_monthly_periods(2026, p['count'])
    led = Ledger()
    er = [0, 0]
    for k, (s, e, pay) in enumerate(periods):
        n, last = k + 1, k == len(periods) - 1
        sueldo = round_half_up(p['daily'] * 15 * 100)
        asistencia = round_half_up(sueldo * 0.10)
        puntualidad = round_half_up(sueldo * 0.10)
        ot = round_half_up(p['daily'] / 8 * 2 * p['ot'].get(n, 0) * 100)
        gross = sueldo + asistencia + puntualidad + ot
        sbc = p['daily'] * INTEGRATION
        imss = round_half_up((sbc * 15 * 0.02375 + max(0.0, sbc - 3 * UMA) * 15 * 0.004) * 100)
        ahorro = round_half_up(sueldo * 0.05)
        earn = [('Sueldo', sueldo, 15), ('Premio de asistencia', asistencia, None), ('Premio de puntualidad', puntualidad, None), ('Horas extra dobles', ot, p['ot'].get(n, 0))]
        ded = [('ISR', isr(gross / 100), 'Taxes'), ('Cuota IMSS', imss, 'Taxes'), ('Fondo de ahorro', ahorro, 'After-tax deductions'),
               ('Crédito INFONAVIT', p['infonavit'], 'After-tax deductions'), ('Crédito FONACOT', p['fonacot'].get(n, 0), 'After-tax deductions'),
               ('Cuota sindical', round_half_up(sueldo * 0.01) if p['union'] else 0, 'After-tax deductions')]
        led.period(earn, ded, last)
        er[1] += ahorro
        if last:
            er[0] = ahorro
    period = periods[-1]
    truth = truth_of(LAYOUT, EMPLOYER, {'name': p['name'], 'address': p['address']}, period, led, 'SEMI_MONTHLY')
    return truth, dict(ledger=led, period=period, person=p, er=er, number=len(periods))


def d(x):
    return f'{x.day:02d}/{MES[x.month - 1]}/{x.year}'


def money(c):
    return f'${grouped(c)}'


def draw(truth, w, out, info):
    p, led, (start, end, pay) = w['person'], w['ledger'], w['period']
    c = Canvas(LETTER, 'lato', info, f'{pay:%Y%m%d}201500')
    c.page()
    L, R = 36, 576
    c.text(L, 48, EMPLOYER['name'], 13, True)
    c.text(L, 61, 'Av. Ejército Nacional 418, Piso 6, Col. Chapultepec Morales, Miguel Hidalgo,', 8)
    c.text(L, 72, 'C.P. 11570, Ciudad de México', 8)
    c.text(L, 84, f'RFC: {EMPLOYER_RFC}    Registro Patronal IMSS: {REGISTRO_PATRONAL}    Régimen fiscal: 601 General de Ley Personas Morales', 8)
    c.text(R, 48, 'RECIBO DE NÓMINA', 13, True, 'r')
    c.text(R, 61, f'Nómina quincenal {w["number"]:02d}/{pay.year}', 8.5, False, 'r')
    c.line(L, 92, R, 92, 0.8)
    y = 106
    left = [('Empleado', p['name']), ('Domicilio', ', '.join(p['address'].split(', ')[:2])), ('', ', '.join(p['address'].split(', ')[2:])), ('Puesto', p['title']),
            ('Salario diario', money(round(p['daily'] * 100)))]
    right = [('RFC', p['rfc']), ('CURP', p['curp']), ('NSS', p['nss']), ('Periodo', f'{d(start)} al {d(end)}'), ('Fecha de pago', d(pay))]
    for k, ((a, b), (e, f)) in enumerate(zip(left, right)):
        if a:
            c.text(L, y + 12 * k, f'{a}:', 8, True)
        c.text(L + 70, y + 12 * k, b, 8)
        c.text(396, y + 12 * k, f'{e}:', 8, True)
        c.text(462, y + 12 * k, f, 8)
    c.text(L, y + 62, 'Periodicidad de pago: Quincenal    Días pagados: 15    Tipo de contrato: Por tiempo indeterminado    Jornada: Diurna', 8)
    y = 192
    mid = 306
    c.rect(L, y - 10, mid - L - 4, 14, 0.86)
    c.rect(mid + 2, y - 10, R - mid - 2, 14, 0.86)
    c.text(L + 4, y, 'PERCEPCIONES', 8.5, True)
    c.text(230, y, 'Importe', 8, True, 'r')
    c.text(300, y, 'Acumulado', 8, True, 'r')
    c.text(mid + 6, y, 'DEDUCCIONES', 8.5, True)
    c.text(505, y, 'Importe', 8, True, 'r')
    c.text(R - 2, y, 'Acumulado', 8, True, 'r')
    y += 15
    earn, deds = led.earnings(), led.deductions()
    for k in range(max(len(earn), len(deds))):
        if k < len(earn):
            e = earn[k]
            label = e['name'] + (f' ({e["extra"]:g} h)' if e['name'].startswith('Horas') and e['current'] else '')
            c.text(L + 4, y, label, 8)
            if e['current'] is not None:
                c.text(230, y, grouped(e['current']), 8, False, 'r')
            c.text(300, y, grouped(e['ytd']), 8, False, 'r')
        if k < len(deds):
            x = deds[k]
            c.text(mid + 6, y, x['name'], 8)
            if x['current'] is not None:
                c.text(505, y, grouped(x['current']), 8, False, 'r')
            c.text(R - 2, y, grouped(x['ytd']), 8, False, 'r')
        y += 12
    y += 4
    c.line(L, y - 8, R, y - 8, 0.4)
    c.text(L + 4, y + 2, 'Total percepciones', 8.5, True)
    c.text(230, y + 2, money(led.gross()), 8.5, True, 'r')
    c.text(300, y + 2, money(led.ytd_gross()), 8.5, True, 'r')
    c.text(mid + 6, y + 2, 'Total deducciones', 8.5, True)
    c.text(505, y + 2, money(sum(x['current'] or 0 for x in deds)), 8.5, True, 'r')
    c.text(R - 2, y + 2, money(sum(x['ytd'] for x in deds)), 8.5, True, 'r')
    y += 26
    c.rect(mid + 2, y - 12, R - mid - 2, 18, 0.78)
    c.text(mid + 6, y + 1, 'NETO A PAGAR', 10, True)
    c.text(505, y + 1, money(round(truth['net'] * 100)), 10, True, 'r')
    c.text(R - 2, y + 1, money(round(truth['ytd_net'] * 100)), 10, True, 'r')
    c.text(L + 4, y + 1, f'Aportación patronal al fondo de ahorro: {money(w["er"][0])} (acumulado {money(w["er"][1])})', 8)
    y += 30
    c.text(L, y, 'Método de pago: Transferencia electrónica a BBVA México, cuenta ****' + p['nss'][-4:] + '.', 8)
    c.text(L, y + 11, 'Este documento es una representación impresa de un CFDI de nómina versión 4.0 con complemento de nómina 1.2.', 8)
    c.text(L, y + 22, f'Folio fiscal (UUID): {str(uuid.UUID(int=hash_of(p["rfc"] + end.isoformat()))).upper()}', 8)
    c.text(L, y + 60, 'Recibí de conformidad el importe neto de este recibo, sin que se me adeude cantidad alguna por concepto de salarios.', 8)
    c.line(350, y + 100, 560, y + 100, 0.5)
    c.text(455, y + 111, 'Firma del empleado', 8, False, 'c')
    c.render(PRODUCER, out)


def hash_of(s):
    return zlib.crc32(s.encode()) * 0x9E3779B97F4A7C15 % (1 << 128)
