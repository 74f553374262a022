"""`fj-payslip`: a Fijian bakery's weekly or fortnightly pay advice, painted by Free Pascal's fcl-pdf
(Courier, A4) as a line printer sets it: fixed columns, rules of dashes, hours and rates, Y.T.D.,
dates with the month's name in capitals, FJ$ on the net."""
import datetime as dt

from common import (A4, Drawing, Ledger, bands, money, rng, truth, weekly_periods)

LAYOUT = 'fj-payslip'
RENDERER = ('fcl', 'Courier')
EMPLOYER = {'name': 'Viti Levu Bakeries Pte Limited', 'address': 'Lot 12, Ratu Dovi Road, Laucala Beach Estate, Suva'}
# name, address, frequency, periods paid up to the printed one, hourly rate in cents, department
PEOPLE = [
    ('Ilisapeci Tuivaga', 'Lot 5, Kalabu Road, Nasinu', 'WEEKLY', 10, 7_85, 'Packing'),
    ('Ravinesh Prasad', '22 Bau Street, Flagstaff, Suva', 'BIWEEKLY', 8, 15_60, 'Dispatch'),
    ('Josefa Naivalu', 'Lot 31, Waila Housing, Nausori', 'WEEKLY', 23, 12_40, 'Ovens'),
    ('Shalini Devi Kumar', '14 Nadera Road, Nasinu', 'BIWEEKLY', 17, 18_25, 'Quality Control'),
    ('Timoci Rokobuli', 'Lot 8, Tacirua East, Suva', 'WEEKLY', 37, 9_10, 'Ovens'),
]
HOLIDAYS = {dt.date(2026, 1, 1), dt.date(2026, 4, 3), dt.date(2026, 4, 4), dt.date(2026, 4, 6),
            dt.date(2026, 5, 14), dt.date(2026, 9, 7), dt.date(2026, 10, 10)}
PAYE = [(30_000_00, 0), (50_000_00, 0.18), (270_000_00, 0.20), (None, 0.20)]
W = 90  # characters a line


def date(d):
    return d.strftime('%d %b %Y').upper()


def make(n):
    name, address, freq, count, rate, dept = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    days = 7 if freq == 'WEEKLY' else 14
    periods = weekly_periods(count, days, dt.date(2026, 1, 4) if days == 7 else dt.date(2026, 1, 11), 4)
    weeks = days // 7
    ot_rate = int(round(rate * 1.5))
    dbl = rate * 2
    ledger = Ledger(['Normal Time', 'Overtime @1.5', 'Sunday Work @2.0', 'Public Holiday @2.0', 'Meal Allowance'])
    advance_until = count - r.randint(2, 5) if n in (1, 3, 5) else 0
    hp_until = count - r.randint(1, 3) if n in (2, 4) else 0
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        hol = [x for x in HOLIDAYS if start <= x <= end and x.weekday() < 6]
        normal = 48 * weeks - 8 * len(hol)
        ot = r.choice([0, 2, 4, 4, 6, 8]) * weeks if k != count else r.choice([3, 5, 6.5, 7]) * weeks
        sunday = r.choice([0, 0, 0, 8]) if n in (3, 5) else 0
        e['Normal Time'] = normal * rate
        if ot:
            e['Overtime @1.5'] = int(round(ot * ot_rate))
        if sunday:
            e['Sunday Work @2.0'] = sunday * dbl
        if hol:
            e['Public Holiday @2.0'] = 8 * len(hol) * dbl
        e['Meal Allowance'] = 15_00 * weeks
        gross = sum(e.values())
        per_year = 52 // weeks
        d['PAYE'] = int(round(bands(gross * per_year, PAYE) / per_year))
        d['FNPF Member 8%'] = int(round(gross * 0.08))
        d['Union Dues (FBWU)'] = 2_00 * weeks
        if n != 4:
            d['Credit Union Savings'] = 10_00 * weeks
        if k <= hp_until:
            d['Hire Purchase (Courts)'] = 25_00 * weeks
        if k <= advance_until and k % 3 == 1:
            d['Salary Advance'] = 40_00
        canteen = r.choice([0, 6_50, 9_80, 12_40]) * weeks
        if canteen:
            d['Staff Canteen'] = canteen
        ledger.add(e, d, {'normal': normal, 'ot': ot, 'sunday': sunday, 'hol': 8 * len(hol)})
    start, end, pay = periods[-1]

    rows = []
    dash = '-' * W
    rows.append((EMPLOYER['name'].upper().ljust(W - 12) + 'PAY ADVICE'.rjust(12), True))
    rows.append((EMPLOYER['address'].ljust(W - 12) + ('WEEKLY' if days == 7 else 'FORTNIGHTLY').rjust(12), False))
    rows.append(('TIN 50-28817-0-4    FNPF EMPLOYER NO 1088412', False))
    rows.append((dash, False))
    left = [('EMPLOYEE', name), ('ADDRESS', address), ('DEPT', dept), ('PERIOD', f'{date(start)} - {date(end)}')]
    right = [('EMP NO', f'{r.randint(100, 999):05d}'), ('FNPF NO', f'{r.randint(100000000, 199999999)}'),
             ('TIN', f'{r.randint(10, 99)}-{r.randint(10000, 99999)}-0-{r.randint(1, 9)}'), ('PAY DATE', date(pay))]
    for (a, b), (c, dd) in zip(left, right):
        rows.append((f'{a:<9}: {b}'.ljust(56) + f'{c:<9}: {dd}', False))
    rows.append((dash, False))
    rows.append(('DESCRIPTION'.ljust(34) + 'HOURS'.rjust(8) + 'RATE'.rjust(10) + 'CURRENT'.rjust(16) + 'Y.T.D.'.rjust(18), True))
    rows.append((dash, False))
    hours = {'Normal Time': ('normal', rate), 'Overtime @1.5': ('ot', ot_rate), 'Sunday Work @2.0': ('sunday', dbl),
             'Public Holiday @2.0': ('hol', dbl)}
    for nm, cur, ytd in ledger.lines(0):
        h, rt = '', ''
        if cur and nm in hours:
            key, rr = hours[nm]
            h, rt = f'{ledger.extra(key):.2f}', money(rr)
        rows.append((nm.ljust(34) + h.rjust(8) + rt.rjust(10) + (money(cur) if cur else '').rjust(16) + money(ytd).rjust(18), False))
    rows.append((' ' * 52 + '-' * 16 + '  ' + '-' * 16, False))
    rows.append(('GROSS PAY'.ljust(52) + money(ledger.gross()).rjust(16) + money(ledger.ytd_gross()).rjust(18), True))
    rows.append(('', False))
    rows.append(('DEDUCTIONS', True))
    for nm, cur, ytd in ledger.lines(1):
        rows.append((nm.ljust(52) + (money(cur) if cur else '').rjust(16) + money(ytd).rjust(18), False))
    rows.append((' ' * 52 + '-' * 16 + '  ' + '-' * 16, False))
    rows.append(('TOTAL DEDUCTIONS'.ljust(52) + money(ledger.total_deductions()).rjust(16) + money(ledger.ytd_deductions()).rjust(18), True))
    rows.append(('=' * W, False))
    rows.append(('NET PAY'.ljust(40) + ('FJ$ ' + money(ledger.net())).rjust(28) + money(ledger.ytd_net()).rjust(18), True))
    rows.append(('=' * W, False))
    rows.append(('', False))
    fnpf = int(round(ledger.gross() * 0.10))
    rows.append((f'EMPLOYER FNPF 10%: {money(fnpf)}    ANNUAL LEAVE DUE: {r.randint(2, 10)}.0 DAYS    PAID TO BSP A/C ****{r.randint(1000, 9999)}', False))
    rows.append(('ANY QUERY ON THIS ADVICE TO THE PAYROLL OFFICE BEFORE THE NEXT PAY DAY.', False))

    g = Drawing(A4)
    y = 56
    for s, bold in rows:
        if s:
            g.text(40, y, s, bold=bold, size=9)
        y += 13
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, freq,
              lambda nm: 'Taxes' if nm.startswith(('PAYE', 'FNPF')) else 'After-tax deductions')
    return g, t
