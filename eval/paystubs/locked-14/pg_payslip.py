"""`pg-payslip`: a Papua New Guinean freight company's fortnightly pay advice, set by mandoc's own PDF
writer from man(7) source (Times, A4, the running head and foot mandoc prints): lines in no-fill mode
with the figures right-aligned by spaces worked out from Times' widths, dates `16 April 2026`, the
fortnight numbered, hours times rate lines, `K` before the figures, a Year to Date summary."""
import datetime as dt

from common import (Ledger, ManPage, bands, money, rng, truth, weekly_periods, width)

LAYOUT = 'pg-payslip'
RENDERER = ('mandoc', 'Times')
EMPLOYER = {'name': 'Kumul Coastal Freight Limited', 'address': 'Section 41, Allotment 12, Kumul Avenue, Port Moresby, NCD'}
# name, address, fortnights paid up to the printed one, hourly rate in toea, site allowance stops after
PEOPLE = [
    ('Rose Kila', 'Section 110, Lot 7, Gerehu Stage 2, Port Moresby', 7, 9_50, 5),
    ('Peter Wambi', 'Lot 22, Bumbu Road, Lae, Morobe', 12, 14_20, 0),
    ('Grace Pokana', 'Allotment 5, Section 38, Boroko, Port Moresby', 16, 11_75, 13),
    ('Michael Ipang', 'Section 3, Lot 19, Kokopo, East New Britain', 20, 18_40, 0),
    ('Josephine Aisi', 'Lot 61, Tokarara, Port Moresby', 25, 8_90, 21),
]
SWT = [(20_000_00, 0), (33_000_00, 0.30), (70_000_00, 0.35), (250_000_00, 0.40), (None, 0.42)]
LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
        'November', 'December']
SPACE = 2.5  # the width of a space in Times at 10 points


def date(d):
    return f'{d.day} {LONG[d.month - 1]} {d.year}'


def kina(c):
    return f'K{money(c)}'


def row(label, cols, bold=False):
    """A no-fill line: the label, then each (text, right edge in points) right-aligned by spaces."""
    font = 'Times-Bold' if bold else 'Times-Roman'
    out, cur = label, width(label, font, 10)
    for s, edge in cols:
        if not s:
            continue
        w = width(s, font, 10)
        n = max(2, round((edge - w - cur) / SPACE))
        out += ' ' * n + s
        cur += n * SPACE + w
    return f'\\fB{out}\\fP' if bold else out


def make(n):
    name, address, count, rate, site_until = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = weekly_periods(count, 14, dt.date(2026, 1, 11), 4)
    ot_rate = int(round(rate * 1.5))
    ledger = Ledger(['Ordinary Hours', 'Overtime @ 1.5', 'Housing Allowance', 'Site Allowance', 'Leave Fares'])
    loan_until = count - r.choice([2, 3, 4]) if n in (1, 3, 4) else 0
    log = []
    for k, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        ot = r.choice([0, 4, 6, 8, 10]) if k != count else r.choice([3, 5, 7.5, 9])
        log.append(ot)
        e['Ordinary Hours'] = 84 * rate
        if ot:
            e['Overtime @ 1.5'] = int(round(ot * ot_rate))
        e['Housing Allowance'] = 120_00
        if k <= site_until:
            e['Site Allowance'] = 65_00
        if k == 5 and n in (2, 5):
            e['Leave Fares'] = 850_00
        gross = sum(e.values())
        sup = int(round(e['Ordinary Hours'] * 0.06))
        d['Salary & Wages Tax'] = int(round(bands(gross * 26, SWT) / 26))
        d['Nambawan Super 6%'] = sup
        if n != 4:
            d['Church Tithe (UCPNG)'] = 15_00
        if k <= loan_until:
            d['Kina Bank Staff Loan'] = 110_00
        if n in (2, 4, 5):
            d['TISA Savings & Loans'] = 40_00
        d['Staff Canteen'] = r.choice([12_00, 18_50, 22_00])
        ledger.add(e, d, {'er_super': int(round(e['Ordinary Hours'] * 0.084))})
    ot = log[-1]
    start, end, pay = periods[-1]

    p = ManPage()
    p.add(f'.TH "PAY ADVICE" 7 "{date(pay)}" "{EMPLOYER["name"]}" "Fortnightly Pay Advice"')
    p.add('.SH EMPLOYER', '.nf', EMPLOYER['name'] + f'    TIN {r.randint(500000000, 509999999)}', EMPLOYER['address'], '.fi')
    p.add('.SH EMPLOYEE', '.nf')
    for a, b in (('Name', name), ('Address', address), ('Employee No.', f'KCF{r.randint(1000, 9999)}'),
                 ('Super Member No.', f'{r.randint(1000000, 9999999)}'),
                 ('Pay Period', f'Fortnight {count:02d}, {date(start)} to {date(end)}'), ('Pay Date', date(pay)),
                 ('Bank', f'BSP Waigani, account ending {r.randint(1000, 9999)}')):
        p.add(row(f'{a}:', []) + ' ' * max(2, round((90 - width(f'{a}:', 'Times-Roman', 10)) / SPACE)) + b)
    p.add('.fi', '.SH EARNINGS', '.nf')
    p.add(row('Description', [('Hours', 200), ('Rate', 250), ('This Pay', 330), ('Year to Date', 410)], bold=True))
    hours = {'Ordinary Hours': (84, rate), 'Overtime @ 1.5': (ot, ot_rate)}
    for nm, cur, ytd in ledger.lines(0):
        h, rt = ('', '')
        if cur and nm in hours:
            h, rt = f'{hours[nm][0]:.2f}', money(hours[nm][1])
        p.add(row(nm, [(h, 200), (rt, 250), (kina(cur) if cur else '', 330), (kina(ytd), 410)]))
    p.add(row('Gross Pay', [(kina(ledger.gross()), 330), (kina(ledger.ytd_gross()), 410)], bold=True))
    p.add('.fi', '.SH DEDUCTIONS', '.nf')
    p.add(row('Description', [('This Pay', 330), ('Year to Date', 410)], bold=True))
    for nm, cur, ytd in ledger.lines(1):
        p.add(row(nm, [(kina(cur) if cur else '', 330), (kina(ytd), 410)]))
    p.add(row('Total Deductions', [(kina(ledger.total_deductions()), 330), (kina(ledger.ytd_deductions()), 410)], bold=True))
    p.add('.fi', '.SH NET PAY', '.nf')
    p.add(row('Net Pay this fortnight', [(kina(ledger.net()), 330)], bold=True))
    p.add('.fi', '.SH YEAR TO DATE', '.nf')
    for a, v in (('Gross Pay', ledger.ytd_gross()), ('Total Deductions', ledger.ytd_deductions()),
                 ('Net Pay', ledger.ytd_net()), ('Employer Super 8.4%', ledger.ytd_extra('er_super'))):
        p.add(row(a, [(kina(v), 330)]))
    p.add('.fi', f'Employer Super this fortnight {kina(ledger.extra("er_super"))}; annual leave balance {r.randint(3, 24)} days.')
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'BIWEEKLY',
              lambda nm: 'Taxes' if nm.startswith(('Salary & Wages Tax', 'Nambawan')) else 'After-tax deductions')
    return p, t
