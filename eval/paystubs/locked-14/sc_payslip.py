"""`sc-payslip`: a Seychellois fish-processing plant's weekly or fortnightly pay slip as its payroll
program prints it, a PostScript page in Courier turned into PDF by pstoedit's own `pdf` driver (A4):
fixed columns, the pay week numbered (`Week 14`) with its dates `30 Mar 2026`, hours times rate lines,
figures with `SCR` after the net, the employer's pension beside the employee's."""
import datetime as dt

from common import (A4, Drawing, Ledger, bands, money, rng, truth, weekly_periods)

LAYOUT = 'sc-payslip'
RENDERER = ('pstoedit', 'Courier')
EMPLOYER = {'name': 'Indian Ocean Tuna Processors Ltd', 'address': 'Zone 14, Ile du Port, Victoria, Mahe'}
# name, address, frequency, periods paid up to the printed one, hourly rate in cents, section
PEOPLE = [
    ('Marie-Claire Hoareau', 'Anse aux Pins, Mahe', 'WEEKLY', 14, 52_40, 'Canning'),
    ('Jean-Paul Barbe', 'La Misere, Mahe', 'BIWEEKLY', 9, 68_75, 'Cold Store'),
    ('Noella Esparon', 'Baie Ste Anne, Praslin', 'WEEKLY', 27, 47_90, 'Packing'),
    ('Terence Pillay', 'Mont Fleuri, Victoria, Mahe', 'BIWEEKLY', 18, 81_20, 'Maintenance'),
    ('Sandra Laporte', 'Takamaka, Mahe', 'WEEKLY', 41, 55_60, 'Quality Control'),
]
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 1, 2), dt.date(2026, 4, 3), dt.date(2026, 4, 4), dt.date(2026, 4, 6),
            dt.date(2026, 5, 1), dt.date(2026, 6, 4), dt.date(2026, 6, 18), dt.date(2026, 6, 29), dt.date(2026, 8, 15),
            dt.date(2026, 11, 1), dt.date(2026, 12, 8), dt.date(2026, 12, 25)}
TAX = [(8_555_50, 0), (10_000_00, 0.15), (83_333_00, 0.20), (None, 0.30)]  # a month
W = 88


def date(d):
    return d.strftime('%d %b %Y')


def make(n):
    name, address, freq, count, rate, section = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    days = 7 if freq == 'WEEKLY' else 14
    periods = weekly_periods(count, days, dt.date(2026, 1, 4) if days == 7 else dt.date(2026, 1, 11), 5)
    weeks = days // 7
    ot_rate = int(round(rate * 1.5))
    dbl = rate * 2
    ledger = Ledger(['Basic Hours', 'Overtime x 1.5', 'Public Holiday x 2.0', 'Night Shift Allowance', 'Attendance Bonus', 'Transport Allowance'])
    transport_until = count - r.randint(2, 4) if n in (2, 3, 5) else 0
    hp_until = count - r.randint(1, 3) if n in (1, 4) else 0
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        hol = [x for x in HOLIDAYS if start <= x <= end and x.weekday() < 5]
        basic = 45 * weeks - 9 * len(hol)
        ot = r.choice([0, 3, 5, 6, 8]) * weeks if k != count else r.choice([4, 6.5, 7, 9]) * weeks
        e['Basic Hours'] = int(round(basic * rate))
        if ot:
            e['Overtime x 1.5'] = int(round(ot * ot_rate))
        if hol:
            e['Public Holiday x 2.0'] = 9 * len(hol) * dbl
        if n in (1, 3):
            e['Night Shift Allowance'] = 75_00 * weeks
        if k % 4 == 0:
            e['Attendance Bonus'] = 200_00
        if k <= transport_until:
            e['Transport Allowance'] = 60_00 * weeks
        gross = sum(e.values())
        month = gross * 52 / 12 / weeks
        d['Income Tax'] = int(round(bands(int(round(month)), TAX) * 12 / 52 * weeks))
        d['Pension Fund (SPF) 3%'] = int(round(gross * 0.03))
        d['Staff Welfare Fund'] = 10_00 * weeks
        if k <= hp_until:
            d['Hire Purchase (Jivan)'] = 180_00 * weeks
        if n in (2, 4, 5):
            d['Seychelles Credit Union'] = 100_00 * weeks
        if k in (3, 4) and n in (2, 3, 5):
            d['Salary Advance'] = 500_00
        ledger.add(e, d, {'basic': basic, 'ot': ot, 'hol': 9 * len(hol), 'spf_er': int(round(gross * 0.03))})
    start, end, pay = periods[-1]
    week_no = end.isocalendar()[1]
    label = f'Week {week_no}' if days == 7 else f'Weeks {week_no - 1}-{week_no}'

    rows = []
    eq = '=' * W
    dash = '-' * W
    rows.append((EMPLOYER['name'].upper().ljust(W - 10) + 'PAY SLIP'.rjust(10), True))
    rows.append((EMPLOYER['address'].ljust(W - 16) + ('WEEKLY PAY' if days == 7 else 'FORTNIGHTLY PAY').rjust(16), False))
    rows.append((f'Employer Reg. No. {r.randint(10000, 99999)}   TIN {r.randint(100000000, 999999999)}', False))
    rows.append((eq, False))
    left = [('Name', name), ('Address', address), ('Section', section), ('Pay week', label)]
    right = [('Emp. No.', f'T{r.randint(1000, 9999)}'), ('NIN', f'{r.randint(900, 999)}-{r.randint(1000, 9999)}-{r.randint(1, 9)}-{r.randint(10, 99)}'),
             ('Pay date', date(pay)), ('Period', f'{date(start)} to {date(end)}')]
    for (a, b), (c, dd) in zip(left, right):
        rows.append((f'{a:<9}: {b}'.ljust(46) + f'{c:<9}: {dd}', False))
    rows.append((dash, False))
    rows.append(('EARNINGS'.ljust(30) + 'HOURS'.rjust(8) + 'RATE'.rjust(9) + 'THIS PERIOD'.rjust(17) + 'YEAR TO DATE'.rjust(17), True))
    rows.append((dash, False))
    hours = {'Basic Hours': ('basic', rate), 'Overtime x 1.5': ('ot', ot_rate), 'Public Holiday x 2.0': ('hol', dbl)}
    for nm, cur, ytd in ledger.lines(0):
        h, rt = '', ''
        if cur and nm in hours:
            key, rr = hours[nm]
            h, rt = f'{ledger.extra(key):.2f}', money(rr)
        rows.append((nm.ljust(30) + h.rjust(8) + rt.rjust(9) + (money(cur) if cur else '').rjust(17) + money(ytd).rjust(17), False))
    rows.append((' ' * 47 + '-' * 17 + ' ' * 3 + '-' * 14, False))
    rows.append(('GROSS EARNINGS'.ljust(47) + money(ledger.gross()).rjust(17) + money(ledger.ytd_gross()).rjust(17), True))
    rows.append(('', False))
    rows.append(('DEDUCTIONS'.ljust(47) + 'THIS PERIOD'.rjust(17) + 'YEAR TO DATE'.rjust(17), True))
    rows.append((dash, False))
    for nm, cur, ytd in ledger.lines(1):
        er = f'  (employer {money(ledger.extra("spf_er"))})' if nm.startswith('Pension') and cur else ''
        rows.append(((nm.ljust(47) + (money(cur) if cur else '').rjust(17) + money(ytd).rjust(17) + er), False))
    rows.append((' ' * 47 + '-' * 17 + ' ' * 3 + '-' * 14, False))
    rows.append(('TOTAL DEDUCTIONS'.ljust(47) + money(ledger.total_deductions()).rjust(17) + money(ledger.ytd_deductions()).rjust(17), True))
    rows.append((eq, False))
    rows.append(('NET PAY'.ljust(47) + (money(ledger.net()) + ' SCR').rjust(21) + money(ledger.ytd_net()).rjust(13), True))
    rows.append((eq, False))
    rows.append(('', False))
    rows.append((f'Paid by transfer to MCB Seychelles a/c ****{r.randint(1000, 9999)}.   Leave balance: {r.randint(3, 21)} days.', False))
    rows.append(('Keep this slip. Queries to the Human Resources office, Ile du Port, before the next pay day.', False))

    g = Drawing(A4)
    y = 60
    for s, bold in rows:
        if s:
            g.text(36, y, s, bold=bold, size=8.6)
        y += 13
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: 'Taxes' if nm.startswith(('Income Tax', 'Pension')) else 'After-tax deductions')
    return g, t
