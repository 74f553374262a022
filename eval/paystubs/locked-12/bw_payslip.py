"""bw-payslip: a Botswana supermarket chain's weekly or fortnightly hourly PAYSLIP in pula, HTML
tables laid out by dompdf."""
import datetime as dt
import html

from common import bands, fmt, ledger, rng, truth, weekly_periods

LAYOUT = 'bw-payslip'
RENDERER = 'dompdf'
EMPLOYER = ('Kgalagadi Fresh Markets (Pty) Ltd', 'Plot 54368, Western Bypass, Gaborone')
PEOPLE = [
    # name, address, days in period, periods paid, hourly rate (thebe), store, position, options
    ('Kagiso Molefe', 'Plot 12087, Block 8, Gaborone', 7, 10, 2450, 'Game City', 'Cashier Supervisor', {'shift': True, 'advance': True}),
    ('Boitumelo Kgosi', 'Plot 3321, Tlokweng', 14, 6, 3175, 'Riverwalk', 'Butchery Manager', {'staff': True}),
    ('Onalenna Tau', 'Plot 778, Extension 12, Gaborone', 7, 15, 1980, 'Main Mall', 'Shelf Packer', {'advance': True, 'staff': True}),
    ('Thato Mmereki', 'Plot 2245, Mogoditshane', 14, 9, 4620, 'Airport Junction', 'Store Manager', {'shift': False}),
    ('Lesedi Ntsima', 'Plot 16, Blue Town, Francistown', 7, 20, 2735, 'Francistown', 'Baker', {'shift': True, 'staff': True}),
]
HOLIDAYS = [dt.date(2026, 1, 1), dt.date(2026, 1, 2), dt.date(2026, 4, 3), dt.date(2026, 4, 4),
            dt.date(2026, 4, 6), dt.date(2026, 5, 1), dt.date(2026, 5, 14)]
# Botswana's annual PAYE for residents: P48,000 free, then 5%, 12.5%, 18.75%, 25%.
PAYE = [(48_000, 0.0), (84_000, 0.05), (120_000, 0.125), (156_000, 0.1875), (None, 0.25)]


def d(x):
    return f'{x.day:02d}-{x.month:02d}-{x.year}'


def build(n):
    name, addr, days, count, rate, store, job, opt = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = weekly_periods(days, count)
    per_year = 52 if days == 7 else 26
    weeks = days // 7
    hours = {}

    def work(i, p):
        start, end, _ = p
        hol = sum(1 for h in HOLIDAYS if start <= h <= end and h.weekday() < 6)
        ordinary = 45 * weeks - 9 * hol
        ot = r.choice([0, 0, 2, 3.5, 4, 6, 7.5]) * weeks
        if i == len(periods) - 1 and ot == 0:
            ot = 3 * weeks
        nights = r.randrange(0, 4) * weeks if opt.get('shift') else 0
        hours[i] = (ordinary, ot, hol * 9, nights)
        earn = {'Ordinary Hours': int(round(ordinary * rate)),
                'Overtime (1.5x)': int(round(ot * rate * 1.5)),
                'Public Holiday (2x)': int(round(hol * 9 * rate * 2)),
                'Night Shift Allowance': nights * 1500}
        gross = sum(earn.values())
        pension = earn['Ordinary Hours'] * 5 // 100
        tax = bands((gross - pension) / 100 * per_year, PAYE) / per_year
        deds = [('PAYE', int(round(tax * 100)), 'Taxes'),
                ('Pension Fund (5%)', pension, 'Pre-tax deductions'),
                ('Medical Aid (PMAF)', 9500 * weeks, 'After-tax deductions'),
                ('Funeral Cover', 1250 * weeks, 'After-tax deductions'),
                ('Union Dues (BCWU)', 800 * weeks, 'After-tax deductions'),
                ('Staff Account', r.choice([0, 8540, 12375, 21960]) if opt.get('staff') and i < len(periods) - 1 else 0,
                 'After-tax deductions'),
                ('Salary Advance', 25000 * weeks if opt.get('advance') and i < 3 else 0, 'After-tax deductions')]
        return earn, deds

    stub = ledger(periods, work)
    period = periods[-1]
    freq = 'WEEKLY' if days == 7 else 'BIWEEKLY'
    t = truth(LAYOUT, EMPLOYER, (name, addr), period, stub, freq)
    ordinary, ot, ph, nights = hours[len(periods) - 1]
    hrs = {'Ordinary Hours': (ordinary, rate), 'Overtime (1.5x)': (ot, rate * 3 // 2),
           'Public Holiday (2x)': (ph, rate * 2), 'Night Shift Allowance': (nights, 1500)}
    e = html.escape
    rows_e = ''
    for a, b, c in stub['earnings']:
        h, rt = hrs[a]
        unit = 'nights' if a == 'Night Shift Allowance' else 'hrs'
        show = b is not None
        rows_e += (f'<tr><td>{e(a)}</td><td class="n">{f"{h:g} {unit}" if show else ""}</td>'
                   f'<td class="n">{fmt(rt) if show else ""}</td>'
                   f'<td class="n">{fmt(b) if show else ""}</td><td class="n">{fmt(c)}</td></tr>\n')
    rows_d = ''
    for a, b, c, _ in stub['deductions']:
        rows_d += (f'<tr><td>{e(a)}</td><td class="n">{"" if b is None else fmt(b)}</td>'
                   f'<td class="n">{fmt(c)}</td></tr>\n')
    emp_code = f'KFM{r.randrange(10000, 99999)}'
    omang = f'{r.randrange(10**8, 10**9)}'
    doc = f'''<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
@page {{ margin: 36pt 40pt; }}
body {{ font-family: Helvetica; font-size: 9pt; color: #000; }}
h1 {{ font-size: 15pt; margin: 0; }}
.sub {{ font-size: 8.5pt; margin: 2pt 0 8pt 0; }}
table {{ border-collapse: collapse; width: 100%; }}
.facts td {{ padding: 2pt 4pt; border: 0.6pt solid #555; }}
.facts td.k {{ font-weight: bold; background: #e6e6e6; width: 18%; }}
.grid {{ margin-top: 10pt; }}
.grid th {{ background: #d9d9d9; text-align: left; padding: 3pt 4pt; border: 0.6pt solid #555; }}
.grid td {{ padding: 2.5pt 4pt; border-left: 0.6pt solid #555; border-right: 0.6pt solid #555; }}
.grid tr.tot td {{ border: 0.6pt solid #555; font-weight: bold; }}
.n {{ text-align: right; }}
.net {{ margin-top: 12pt; border: 1.2pt solid #000; }}
.net td {{ padding: 5pt 6pt; font-size: 11pt; font-weight: bold; }}
.foot {{ margin-top: 12pt; font-size: 8pt; }}
</style></head><body>
<table><tr><td><h1>{e(EMPLOYER[0])}</h1><div class="sub">{e(EMPLOYER[1])} &middot; Private Bag 00419, Gaborone &middot; TIN C04417825</div></td>
<td class="n"><h1>PAYSLIP</h1><div class="sub">{"Weekly" if days == 7 else "Fortnightly"} pay</div></td></tr></table>
<table class="facts">
<tr><td class="k">Employee</td><td>{e(name)}</td><td class="k">Employee Code</td><td>{emp_code}</td></tr>
<tr><td class="k">Address</td><td>{e(addr)}</td><td class="k">Omang No.</td><td>{omang}</td></tr>
<tr><td class="k">Position</td><td>{e(job)}</td><td class="k">Store</td><td>{e(store)}</td></tr>
<tr><td class="k">Pay Period</td><td>{d(period[0])} to {d(period[1])}</td><td class="k">Pay Date</td><td>{d(period[2])}</td></tr>
<tr><td class="k">Pay Frequency</td><td>{"Weekly" if days == 7 else "Fortnightly"}</td><td class="k">Bank</td><td>First National Bank Botswana ****{r.randrange(1000, 9999)}</td></tr>
</table>
<table class="grid">
<tr><th style="width:40%">Earnings</th><th class="n">Hours</th><th class="n">Rate (P)</th><th class="n">Current (P)</th><th class="n">Year to Date (P)</th></tr>
{rows_e}<tr class="tot"><td>Gross Pay</td><td></td><td></td><td class="n">{fmt(stub["gross"])}</td><td class="n">{fmt(stub["ytd_gross"])}</td></tr>
</table>
<table class="grid">
<tr><th style="width:40%">Deductions</th><th class="n">Current (P)</th><th class="n">Year to Date (P)</th></tr>
{rows_d}<tr class="tot"><td>Total Deductions</td><td class="n">{fmt(stub["total_deductions"])}</td><td class="n">{fmt(stub["ytd_deductions"])}</td></tr>
</table>
<table class="net"><tr><td>NET PAY</td><td class="n">BWP {fmt(stub["net"])}</td><td class="n" style="font-size:9pt">Net pay year to date: {fmt(stub["ytd_net"])}</td></tr></table>
<div class="foot">Employer contributions, not deducted from pay: Pension Fund (employer 7%) P {fmt(dict((a, b) for a, b, _ in stub["earnings"])["Ordinary Hours"] * 7 // 100)}.
PAYE is worked on pay less the pension contribution, annualised over {per_year} pay periods.<br>
Leave balance: {r.randrange(4, 18)}.{r.choice([0, 5])} days. Queries to People Services, extension 2210.</div>
</body></html>
'''
    return t, doc
