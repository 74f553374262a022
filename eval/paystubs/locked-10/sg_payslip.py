"""Singapore: a monthly itemised payslip in SGD (CPF at the 2026 rates, a self-help group fund), drawn with PyMuPDF."""
import datetime as dt
import math

from common import Ledger, grouped, monthly_periods, round_half_up, truth_of
from render.draw import A4, Canvas

LAYOUT = 'sg-payslip'
PRODUCER = 'fitz'
EMPLOYER = {'name': 'Meridian Harbour Logistics Pte. Ltd.', 'address': '28 Tai Seng Street, #05-11 Tai Seng Exchange, Singapore 534106'}
UEN = '201734582K'
OW_CEILING = 800000  # 2026 ordinary wage ceiling, cents

SHG = {
    'CDAC Fund': [(200000, 50), (350000, 100), (500000, 150), (750000, 200), (None, 300)],
    'MBMF Fund': [(100000, 300), (200000, 450), (300000, 650), (400000, 1500), (600000, 1950), (800000, 2200), (1000000, 2400), (None, 2600)],
    'SINDA Fund': [(100000, 100), (150000, 300), (250000, 500), (450000, 700), (750000, 900), (1000000, 1200), (1500000, 1800), (None, 3000)],
    'ECF Fund': [(100000, 200), (150000, 400), (250000, 600), (400000, 900), (700000, 1200), (1000000, 1600), (None, 2000)],
}

PEOPLE = [
    dict(name='Tan Wei Ling', address='Blk 412 Bedok North Avenue 2, #08-233, Singapore 460412', nric='S****517H', title='Logistics Coordinator', dept='Operations',
         basic=420000, allowance=25000, shg='CDAC Fund', month=2, ot={1: 6.5, 2: 4.0}, bonus={2: 420000}, other=[]),
    dict(name='Muhammad Hafiz bin Rahmat', address='Blk 27 Marsiling Drive, #11-105, Singapore 730027', nric='S****882D', title='Warehouse Supervisor', dept='Warehousing',
         basic=365000, allowance=30000, shg='MBMF Fund', month=3, ot={1: 12.0, 2: 9.5, 3: 14.0}, bonus={}, other=[('Staff Loan Repayment', 'After-tax deductions', {1: 20000, 2: 20000})]),
    dict(name='Priya Ramasamy', address='88 Jalan Kembangan, #03-02 Kembangan Court, Singapore 419156', nric='S****043J', title='Finance Manager', dept='Finance',
         basic=915000, allowance=0, shg='SINDA Fund', month=4, ot={}, bonus={2: 915000}, other=[('Group Insurance (Dependants)', 'After-tax deductions', {1: 4850, 2: 4850, 3: 4850, 4: 4850})]),
    dict(name='Daniel Lim Jun Kai', address='Blk 651 Jurong West Street 61, #14-318, Singapore 640651', nric='T****219B', title='Fleet Dispatcher', dept='Transport',
         basic=298000, allowance=18000, shg='CDAC Fund', month=5, ot={1: 8.0, 3: 10.5, 4: 6.0, 5: 11.0}, bonus={}, other=[('Recreation Club', 'After-tax deductions', {m: 1000 for m in range(1, 6)})]),
    dict(name='Grace Fernandez', address='15 Lorong 34 Geylang, #06-01, Singapore 398238', nric='S****760F', title='Customer Service Executive', dept='Customer Service',
         basic=336000, allowance=12000, shg='ECF Fund', month=6, ot={2: 3.0, 6: 5.5}, bonus={}, other=[('Salary Advance Recovery', 'After-tax deductions', {2: 30000, 3: 30000})]),
]


def shg_of(fund, wages):
    for limit, c in SHG[fund]:
        if limit is None or wages <= limit:
            return c


def work(i):
    p = PEOPLE[i]
    periods = monthly_periods(2026, p['month'])
    led = Ledger()
    cpf_er = {'cur': 0, 'ytd': 0}
    for k, (s, e, pay) in enumerate(periods):
        mth, last = k + 1, k == len(periods) - 1
        hourly = p['basic'] * 12 / (52 * 44)
        ot_hours = p['ot'].get(mth, 0)
        ot = round_half_up(hourly * 1.5 * ot_hours)
        bonus = p['bonus'].get(mth, 0)
        ow = p['basic'] + p['allowance'] + ot
        wages = min(ow, OW_CEILING) + bonus
        total = round_half_up(0.37 * wages / 100) * 100
        ee = math.floor(0.20 * wages / 100) * 100
        er = total - ee
        cpf_er['ytd'] += er
        if last:
            cpf_er['cur'] = er
        earn = [('Basic Salary', p['basic'], None), ('Transport Allowance', p['allowance'], None), ('Overtime Pay', ot, ot_hours), ('Chinese New Year Bonus', bonus, None)]
        ded = [('Employee CPF', ee, 'Pre-tax deductions'), (p['shg'], shg_of(p['shg'], ow + bonus), 'After-tax deductions')]
        ded += [(name, by.get(mth, 0), section) for name, section, by in p['other']]
        led.period(earn, ded, last)
    period = periods[-1]
    truth = truth_of(LAYOUT, EMPLOYER, {'name': p['name'], 'address': p['address']}, period, led, 'MONTHLY')
    return truth, dict(ledger=led, period=period, person=p, cpf_er=cpf_er)


def d(x):
    return f'{x.day:02d} {x.strftime("%b")} {x.year}'


def draw(truth, w, out, info):
    p, led, (start, end, pay) = w['person'], w['ledger'], w['period']
    c = Canvas(A4, 'open-sans', info, f'{pay:%Y%m%d}180000')
    c.page()
    L, R = 48, 547
    c.rect(L, 40, R - L, 62, 0.88)
    c.text(L + 10, 62, EMPLOYER['name'], 14, True)
    c.text(L + 10, 78, '28 Tai Seng Street, #05-11 Tai Seng Exchange, Singapore 534106', 8.5)
    c.text(L + 10, 92, f'UEN: {UEN}', 8.5)
    c.text(R - 10, 62, 'PAYSLIP', 16, True, 'r')
    c.text(R - 10, 80, f'For the month of {pay.strftime("%B %Y")}', 8.5, False, 'r')
    y = 126
    c.text(L, y, 'PRIVATE & CONFIDENTIAL', 8, True)
    c.text(L, y + 14, p['name'].upper(), 9, True)
    for k, piece in enumerate(p['address'].split(', ')):
        c.text(L, y + 27 + 12 * k, piece, 8.5)
    rows = [('Employee Name', p['name']), ('NRIC / FIN', p['nric']), ('Designation', p['title']), ('Department', p['dept']),
            ('Salary Period', f'{d(start)} to {d(end)}'), ('Date of Payment', d(pay)), ('Mode of Payment', 'GIRO to DBS ****-*4-318')]
    for k, (a, b) in enumerate(rows):
        c.text(312, y + 12 * k, a, 8.5)
        c.text(402, y + 12 * k, f': {b}', 8.5)
    y = 232
    cols = (L + 6, 330, 430, 541)

    def table(y, title, lines, total_label, total_cur, total_ytd):
        c.rect(L, y - 11, R - L, 16, 0.82)
        c.text(cols[0], y, title, 9, True)
        if title == 'Earnings':
            c.text(cols[1], y, 'Hours', 8.5, True, 'r')
        c.text(cols[2], y, 'Current Month (S$)', 8.5, True, 'r')
        c.text(cols[3], y, 'Year to Date (S$)', 8.5, True, 'r')
        y += 17
        for name, hours, cur, ytd in lines:
            c.text(cols[0], y, name, 8.5)
            if hours:
                c.text(cols[1], y, f'{hours:.2f}', 8.5, False, 'r')
            if cur is not None:
                c.text(cols[2], y, grouped(cur), 8.5, False, 'r')
            c.text(cols[3], y, grouped(ytd), 8.5, False, 'r')
            y += 14
        c.line(L, y - 8, R, y - 8, 0.4)
        c.text(cols[0], y + 3, total_label, 8.5, True)
        c.text(cols[2], y + 3, grouped(total_cur), 8.5, True, 'r')
        c.text(cols[3], y + 3, grouped(total_ytd), 8.5, True, 'r')
        return y + 30

    earn = [(e['name'], e['extra'] if e['current'] else None, e['current'], e['ytd']) for e in led.earnings()]
    deds = led.deductions()
    y = table(y, 'Earnings', earn, 'Total Gross Pay', led.gross(), led.ytd_gross())
    y = table(y, 'Deductions', [(x['name'], None, x['current'], x['ytd']) for x in deds], 'Total Deductions',
              sum(x['current'] or 0 for x in deds), sum(x['ytd'] for x in deds))
    net = round(truth['net'] * 100)
    c.rect(L, y - 13, R - L, 20, 0.86)
    y += 1
    c.text(cols[0], y, 'NET PAY', 11, True)
    c.text(cols[2], y, f'S${grouped(net)}', 11, True, 'r')
    c.text(cols[3], y, f'S${grouped(round(truth["ytd_net"] * 100))}', 11, True, 'r')
    y += 34
    c.text(cols[0], y, 'Employer Contributions (not deducted from pay)', 9, True)
    c.text(cols[2], y, 'Current Month (S$)', 8.5, True, 'r')
    c.text(cols[3], y, 'Year to Date (S$)', 8.5, True, 'r')
    y += 15
    c.text(cols[0], y, "Employer's CPF", 8.5)
    c.text(cols[2], y, grouped(w['cpf_er']['cur']), 8.5, False, 'r')
    c.text(cols[3], y, grouped(w['cpf_er']['ytd']), 8.5, False, 'r')
    y += 28
    notes = ['CPF contributions at the rates for employees aged 55 and below; ordinary wages capped at S$8,000.00 a month.',
             'Overtime is paid at 1.5 times the hourly basic rate of pay for hours worked beyond 44 a week.',
             'This payslip is computer generated and requires no signature. Please keep it for your records.']
    for k, n in enumerate(notes):
        c.text(L, y + 11 * k, n, 7.5)
    c.render(PRODUCER, out)
