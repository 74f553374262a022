"""US: an hourly stub of a small Pennsylvania business (earnings and deductions side by side), drawn with iText 5."""
import datetime as dt

from common import Ledger, grouped, round_half_up, truth_of, weekly_periods
from render.draw import LETTER, Canvas

LAYOUT = 'us-hourly'
PRODUCER = 'itext'
EMPLOYER = {'name': 'Conestoga Valley Millwork LLC', 'address': '2210 Old Philadelphia Pike, Lancaster, PA 17602'}
EIN = '47-3819264'
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 5, 25), dt.date(2026, 7, 3)}
# 2026 annual percentage method (W-4 from 2020 on, no adjustments): threshold, then brackets above it
FEDERAL = {'S': (7500, [(12400, 0.10), (38000, 0.12), (55300, 0.22), (96075, 0.24), (None, 0.32)]),
           'M': (19300, [(24800, 0.10), (76000, 0.12), (110600, 0.22), (192150, 0.24), (None, 0.32)])}

PEOPLE = [
    dict(name='Tyler J. Brubaker', address='418 East Orange Street, Lancaster, PA 17602', id='1043', ssn='XXX-XX-4417', rate=24.75, days=7, count=10, status='S',
         hours=lambda n: 40 if n % 3 else 36.5, ot=lambda n: [0, 3.5, 6, 0, 2][n % 5], medical=4215, simple=0.03, other=[('Uniform Rental', {1: 1250, 2: 1250, 3: 1250, 4: 1250})], city=True),
    dict(name='Maria E. Santiago', address='1127 Lampeter Road, Apt 6B, Lancaster, PA 17602', id='1027', ssn='XXX-XX-0952', rate=19.40, days=14, count=8, status='M',
         hours=lambda n: 80, ot=lambda n: [4, 0, 7.5, 2][n % 4], medical=9860, simple=0.0, other=[('Child Support', {n: 18400 for n in range(1, 30)})], city=False),
    dict(name='Kevin R. Stoltzfus', address='35 Church Street, Strasburg, PA 17579', id='1051', ssn='XXX-XX-7730', rate=31.50, days=14, count=11, status='M',
         hours=lambda n: 80, ot=lambda n: [0, 5, 0, 8.5, 3][n % 5], medical=15420, simple=0.05, other=[('Tool Purchase', {n: 5000 for n in range(3, 9)})], city=False),
    dict(name='Jasmine L. Wert', address='502 North Mulberry Street, Lancaster, PA 17603', id='1066', ssn='XXX-XX-2281', rate=17.25, days=7, count=21, status='S',
         hours=lambda n: [32, 36, 40, 28.5][n % 4], ot=lambda n: 0, medical=0, simple=0.0, other=[], city=True),
    dict(name='Aaron D. Hershey', address='77 Pine Hill Drive, Lititz, PA 17543', id='1012', ssn='XXX-XX-6104', rate=28.00, days=14, count=13, status='S',
         hours=lambda n: 80, ot=lambda n: [2, 0, 4, 0, 0, 6][n % 6], medical=6335, simple=0.04, other=[('401(k) Loan Repayment', {n: 11500 for n in range(1, 14)})], city=False),
]


def federal(annual, status):
    threshold, brackets = FEDERAL[status]
    left, due = max(0.0, annual - threshold), 0.0
    for width, rate in brackets:
        part = left if width is None else min(left, width)
        due += part * rate
        left -= part
        if left <= 0:
            break
    return due


def work(i):
    p = PEOPLE[i]
    first = dt.date(2026, 1, 9) if p['days'] == 7 else dt.date(2026, 1, 2)
    periods = weekly_periods(first, p['days'], p['count'], 6)
    per_year = 52 if p['days'] == 7 else 26
    led = Ledger()
    match = [0, 0]
    for k, (s, e, pay) in enumerate(periods):
        n, last = k + 1, k == len(periods) - 1
        holiday = sum(1 for h in HOLIDAYS if s <= h <= e) * 8
        hours = p['hours'](n) - holiday
        reg = round_half_up(p['rate'] * hours * 100)
        ot_h = p['ot'](n)
        ot = round_half_up(p['rate'] * 1.5 * ot_h * 100)
        hol = round_half_up(p['rate'] * holiday * 100)
        gross = reg + ot + hol
        medical = p['medical']
        simple = round_half_up(gross * p['simple'])
        fica = gross - medical
        fed = round_half_up(federal((gross - medical - simple) / 100 * per_year, p['status']) / per_year * 100)
        state = round_half_up((gross - medical) * 0.0307)
        ded = [('Federal Income Tax', fed, 'Taxes'), ('Social Security', round_half_up(fica * 0.062), 'Taxes'), ('Medicare', round_half_up(fica * 0.0145), 'Taxes'),
               ('PA State Income Tax', state, 'Taxes'), ('PA Unemployment', round_half_up(gross * 0.0007), 'Taxes'),
               ('Local EIT' + (' Lancaster City' if p['city'] else ''), round_half_up((gross - medical) * (0.011 if p['city'] else 0.01)), 'Taxes'),
               ('Local Services Tax', 100 if p['days'] == 7 else 200, 'Taxes'),
               ('Medical Pre-Tax', medical, 'Pre-tax deductions'), ('SIMPLE IRA', simple, 'Pre-tax deductions')]
        ded += [(name, by.get(n, 0), 'After-tax deductions') for name, by in p['other']]
        earn = [('Regular', reg, (p['rate'], hours)), ('Overtime', ot, (p['rate'] * 1.5, ot_h)), ('Holiday', hol, (p['rate'], holiday))]
        led.period(earn, ded, last)
        m = min(simple, round_half_up(gross * 0.03)) if p['simple'] else 0
        match[1] += m
        if last:
            match[0] = m
    period = periods[-1]
    freq = 'WEEKLY' if p['days'] == 7 else 'BIWEEKLY'
    truth = truth_of(LAYOUT, EMPLOYER, {'name': p['name'], 'address': p['address']}, period, led, freq)
    return truth, dict(ledger=led, period=period, person=p, match=match, freq=freq)


def d(x):
    return f'{x.month:02d}/{x.day:02d}/{x.year}'


def draw(truth, w, out, info):
    p, led, (start, end, pay) = w['person'], w['ledger'], w['period']
    c = Canvas(LETTER, 'roboto', info, f'{pay:%Y%m%d}160000')
    c.page()
    L, R = 30, 582
    c.text(L, 44, EMPLOYER['name'], 12, True)
    c.text(L, 57, '2210 Old Philadelphia Pike', 8.5)
    c.text(L, 68, 'Lancaster, PA 17602', 8.5)
    c.text(L, 79, f'EIN {EIN}   (717) 555-0148', 8.5)
    c.text(R, 44, 'Earnings Statement', 12, True, 'r')
    info_rows = [('Check Date', d(pay)), ('Period Beginning', d(start)), ('Period Ending', d(end)), ('Pay Frequency', 'Weekly' if w['freq'] == 'WEEKLY' else 'Biweekly'),
                 ('Employee ID', p['id']), ('SSN', p['ssn'])]
    for k, (a, b) in enumerate(info_rows):
        c.text(440, 58 + 11 * k, a, 8)
        c.text(R, 58 + 11 * k, b, 8, False, 'r')
    c.text(L + 260, 100, p['name'].upper(), 9.5, True)
    c.text(L + 260, 112, p['address'].split(', ')[0] + (', ' + p['address'].split(', ')[1] if 'Apt' in p['address'] else ''), 8.5)
    c.text(L + 260, 123, ', '.join(p['address'].split(', ')[-2:]), 8.5)
    c.text(L, 112, f'Filing Status: {"Single" if p["status"] == "S" else "Married filing jointly"}', 8)
    c.text(L, 123, 'Work State: PA   Resident PSD: ' + ('350101' if p['city'] else '360401'), 8)
    y = 150
    mid = 318
    c.rect(L, y - 10, mid - L - 6, 14, 0.84)
    c.rect(mid, y - 10, R - mid, 14, 0.84)
    c.text(L + 3, y, 'Earnings', 8.5, True)
    c.text(150, y, 'Rate', 8, True, 'r')
    c.text(190, y, 'Hours', 8, True, 'r')
    c.text(245, y, 'This Period', 8, True, 'r')
    c.text(308, y, 'Year to Date', 8, True, 'r')
    c.text(mid + 3, y, 'Deductions', 8.5, True)
    c.text(515, y, 'This Period', 8, True, 'r')
    c.text(R - 3, y, 'Year to Date', 8, True, 'r')
    y += 14
    earn, deds = led.earnings(), led.deductions()
    for k in range(max(len(earn), len(deds))):
        if k < len(earn):
            e = earn[k]
            c.text(L + 3, y, e['name'], 8)
            if e['current']:
                rate, hours = e['extra']
                c.text(150, y, f'{rate:.4f}', 8, False, 'r')
                c.text(190, y, f'{hours:.2f}', 8, False, 'r')
                c.text(245, y, grouped(e['current']), 8, False, 'r')
            c.text(308, y, grouped(e['ytd']), 8, False, 'r')
        if k < len(deds):
            x = deds[k]
            c.text(mid + 3, y, x['name'], 8)
            if x['current'] is not None:
                c.text(515, y, grouped(x['current']), 8, False, 'r')
            c.text(R - 3, y, grouped(x['ytd']), 8, False, 'r')
        y += 11.5
    y += 6
    c.line(L, y - 8, R, y - 8, 0.5)
    c.text(L + 3, y + 2, 'Gross Pay', 8.5, True)
    c.text(245, y + 2, f'${grouped(led.gross())}', 8.5, True, 'r')
    c.text(308, y + 2, f'${grouped(led.ytd_gross())}', 8.5, True, 'r')
    c.text(mid + 3, y + 2, 'Total Deductions', 8.5, True)
    c.text(515, y + 2, grouped(sum(x['current'] or 0 for x in deds)), 8.5, True, 'r')
    c.text(R - 3, y + 2, grouped(sum(x['ytd'] for x in deds)), 8.5, True, 'r')
    y += 24
    c.rect(mid, y - 12, R - mid, 18, 0.84)
    c.text(mid + 3, y + 1, 'Net Pay', 10, True)
    c.text(515, y + 1, f'${grouped(round(truth["net"] * 100))}', 10, True, 'r')
    c.text(R - 3, y + 1, f'${grouped(round(truth["ytd_net"] * 100))}', 10, True, 'r')
    if w['match'][1]:
        c.text(L + 3, y + 1, f'Company SIMPLE IRA match (not deducted): {grouped(w["match"][0])} this period, {grouped(w["match"][1])} YTD', 7.5)
    y += 26
    c.text(L, y, f'Direct Deposit: Fulton Bank  Checking  XXXXXX{p["id"]}   ${grouped(round(truth["net"] * 100))}', 8)
    c.text(L, y + 11, 'PTO available: 32.00 hrs   Sick available: 24.00 hrs   Questions about your pay: call the office, ext. 12.', 8)
    c.line(L, y + 40, R, y + 40, 0.3)
    c.text((L + R) / 2, y + 52, 'NON-NEGOTIABLE - THIS IS NOT A CHECK', 8, True, 'c')
    c.render(PRODUCER, out)
