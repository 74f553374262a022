"""`gh-payslip`: a Ghanaian monthly payslip written as HTML tables and laid out by HTMLDOC (its
embedded Serif face, FreeSerif, A4), amounts in cedis (GHS)."""
import subprocess
from html import escape

from common import MONTH, Ledger, bands, cents, money, periods, rng_of, truth

LAYOUT = 'gh-payslip'
EMPLOYER = {'name': 'Asante Akyem Cocoa Processing Company Limited', 'address': 'Plot 7 Heavy Industrial Area, Tema, Greater Accra'}
PEOPLE = [
    ('Kwame Boateng Mensah', 'House No. 14, Sakumono Estates, Tema', 'Quality Control Officer', 'QC', 6200.00),
    ('Abena Serwaa Owusu', 'Flat 3B, Ring Road Central, Accra', 'Payroll Accountant', 'FIN', 8450.00),
    ('Yaw Darko Asamoah', 'H/No. C 41, Ashaiman, Greater Accra', 'Machine Operator', 'PRD', 3850.00),
    ('Efua Nyarko Ansah', '22 Liberation Link, Cantonments, Accra', 'Plant Engineer', 'ENG', 14300.00),
    ('Kofi Agyeman Frimpong', 'House No. 9, Community 11, Tema', 'Warehouse Supervisor', 'LOG', 5400.00),
]
# Monthly PAYE bands (GHS).
PAYE = [(490, 0), (600, .05), (730, .10), (3896.67, .175), (19896.67, .25), (50416.67, .30), (None, .35)]
SECTIONS = {'Income Tax (PAYE)': 'Taxes', 'SSNIT (5.5%)': 'Taxes', 'Provident Fund (Tier 3)': 'Pre-tax deductions',
            'Staff Welfare': 'After-tax deductions', 'Car Loan': 'After-tax deductions', 'Union Dues (ICU)': 'After-tax deductions',
            'Salary Advance': 'After-tax deductions'}


def stub(k):
    name, address, title, dept, basic_ghs = PEOPLE[k]
    r = rng_of(f'{LAYOUT}-{k + 1}')
    pay_index = r.randrange(2, 8)
    pay_date = periods('MONTHLY')[pay_index][2]
    ot_months = {r.randrange(0, pay_index + 1) for _ in range(3)}
    advance_until = r.randrange(1, pay_index)
    tier3 = r.choice([0.05, 0.075, 0.10])

    def work(i, p, st):
        basic = cents(basic_ghs * 100)
        rent = cents(basic * 0.20)
        transport = cents(basic * 0.10)
        fuel = 60000 if k in (1, 3) else 0
        ot = cents(basic / 176 * 1.5 * (10 + 3 * i % 7)) if i in ot_months else 0
        earn = [('Basic Salary', basic), ('Rent Allowance', rent), ('Transport Allowance', transport), ('Fuel Allowance', fuel), ('Overtime', ot)]
        gross = sum(c for _, c in earn)
        ssnit = cents(basic * 0.055)
        pf = cents(basic * tier3)
        taxable = gross - ssnit - pf
        paye = cents(bands(taxable / 100, PAYE) * 100)
        welfare = 5000
        car = 125000 if k == 3 else 0
        union = cents(basic * 0.015) if k in (0, 2, 4) else 0
        adv = 50000 if i < advance_until and k in (0, 2) else 0
        ded = [('Income Tax (PAYE)', paye), ('SSNIT (5.5%)', ssnit), ('Provident Fund (Tier 3)', pf), ('Staff Welfare', welfare),
               ('Car Loan', car), ('Union Dues (ICU)', union), ('Salary Advance', adv)]
        return {'earnings': earn, 'deductions': ded, 'employer': [('Employer SSNIT (13%)', cents(basic * 0.13)), ('Employer Provident Fund', pf)],
                'info': {'taxable': taxable}}

    lg = Ledger('MONTHLY', pay_date, work)
    return lg, {'name': name, 'address': address}, {'title': title, 'dept': dept, 'no': f'AAC{2210 + 37 * k}',
                                                   'ssnit': f'C{1870604 + 7717 * k:07d}{3 + k}', 'tin': f'P00{14228730 + 5113 * k}', 'ghana': f'GHA-7{21340882 + 9091 * k}-{k + 2}'}


def d(dte):
    return f'{dte.day:02d}/{dte.month:02d}/{dte.year}'


def page_html(k, lg, emp, meta):
    start, end, pay = lg.period
    e = escape
    rows = []

    def section(title, items, total_label, cur, ytd):
        rows.append(f'<tr bgcolor="#d9d9d9"><th align="left" width="55%">{title}</th><th align="right">This Month (GHS)</th><th align="right">Year to Date (GHS)</th></tr>')
        for it in items:
            c = '' if it['current'] is None else money(it['current'])
            rows.append(f'<tr><td>{e(it["name"])}</td><td align="right">{c}</td><td align="right">{money(it["ytd"])}</td></tr>')
        rows.append(f'<tr><td><b>{total_label}</b></td><td align="right"><b>{money(cur)}</b></td><td align="right"><b>{money(ytd)}</b></td></tr>')

    section('EARNINGS', lg.items['earnings'], 'Gross Salary', lg.gross, lg.ytd_gross)
    section('DEDUCTIONS', lg.items['deductions'], 'Total Deductions', lg.gross - lg.net, lg.ytd_gross - lg.ytd_net)
    emp_rows = ''.join(f'<tr><td>{e(x["name"])}</td><td align="right">{money(x["current"])}</td><td align="right">{money(x["ytd"])}</td></tr>' for x in lg.items['employer'])
    return f'''<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Payslip {MONTH[pay.month - 1]} {pay.year}</title>
<meta name="author" content="{e(EMPLOYER['name'])}"></head>
<body>
<center><font size="+2"><b>{e(EMPLOYER['name'].upper())}</b></font><br>
{e(EMPLOYER['address'])}<br>TIN: C0004417892 &nbsp; SSNIT Employer No.: 911-0042817<br><br>
<font size="+1"><b>PAYSLIP &mdash; {MONTH[pay.month - 1].upper()} {pay.year}</b></font></center>
<br>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
<tr><td width="17%"><b>Employee Name</b></td><td width="40%">{e(emp['name'])}</td><td width="15%"><b>Staff No.</b></td><td>{meta['no']}</td></tr>
<tr><td><b>Address</b></td><td>{e(emp['address'])}</td><td><b>Department</b></td><td>{meta['dept']}</td></tr>
<tr><td><b>Job Title</b></td><td>{e(meta['title'])}</td><td><b>Ghana Card</b></td><td>{meta['ghana']}</td></tr>
<tr><td><b>SSNIT No.</b></td><td>{meta['ssnit']}</td><td><b>TIN</b></td><td>{meta['tin']}</td></tr>
<tr><td><b>Pay Period</b></td><td>{d(start)} to {d(end)}</td><td><b>Pay Date</b></td><td>{d(pay)}</td></tr>
</table>
<br>
<table width="100%" border="1" cellpadding="3" cellspacing="0">
{''.join(rows)}
<tr bgcolor="#bfbfbf"><td><font size="+1"><b>NET SALARY</b></font></td><td align="right"><font size="+1"><b>GHS {money(lg.net)}</b></font></td><td align="right"><font size="+1"><b>GHS {money(lg.ytd_net)}</b></font></td></tr>
</table>
<br>
<table width="100%" border="0" cellpadding="2" cellspacing="0">
<tr><th align="left" width="55%">Employer's contributions (not deducted from pay)</th><th align="right">This Month</th><th align="right">Year to Date</th></tr>
{emp_rows}
<tr><td>Chargeable income this month</td><td align="right">{money(cents(lg.info['taxable']))}</td><td></td></tr>
</table>
<br>
<p>Net salary paid to Ecobank Ghana, account ending {3310 + 71 * k}. Queries to payroll@asanteakyem.example.</p>
</body></html>
'''


def htmldoc(html, out):
    subprocess.run(['htmldoc', '--webpage', '--size', 'a4', '--bodyfont', 'serif', '--headingfont', 'serif', '--fontsize', '9.5',
                    '--left', '15mm', '--right', '15mm', '--top', '15mm', '--bottom', '15mm', '--header', '...', '--footer', '...',
                    '--embedfonts', '--compression=9', '--textcolor', '#000000',
                    '-f', out, html], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make(k):
    lg, emp, meta = stub(k)
    return truth(LAYOUT, EMPLOYER, emp, lg, SECTIONS), page_html(k, lg, emp, meta)
