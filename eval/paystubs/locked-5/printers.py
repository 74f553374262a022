"""The five paystub layouts of the fifth locked split, each written by its own producer."""
import html
import re
import os
import tempfile
import zlib

from common import (MONTHS, Page, fr, lakh, run, tex_escape as tx, us, write_fpdf, write_mutool)

FREQ_WORDS = {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Fortnightly', 'SEMI_MONTHLY': 'Semi-Monthly', 'MONTHLY': 'Monthly'}


def d_long(d):
    return f'{d.day} {MONTHS[d.month - 1]} {d.year}'


def tex_address(a):
    """An address that breaks only between its comma-separated pieces."""
    return ', '.join(r'\mbox{%s}' % tx(x) for x in a.split(', '))


def pdflatex(tex, out):
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, 'doc.tex'), 'w', encoding='utf-8') as f:
            f.write(tex)
        try:
            run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], cwd=tmp)
        except Exception:
            print(open(os.path.join(tmp, 'doc.log'), encoding='latin-1').read()[-1500:])
            raise
        os.replace(os.path.join(tmp, 'doc.pdf'), out)


TEX_HEAD = r"""\documentclass[10pt]{article}
\usepackage[utf8]{inputenc}\usepackage[T1]{fontenc}\usepackage{%s}\renewcommand{\familydefault}{\sfdefault}
\usepackage[%s,margin=%s]{geometry}\usepackage{tabularx}\usepackage{array}\usepackage{xcolor}\usepackage{colortbl}
\pdfinfoomitdate=1\pdftrailerid{}\pdfsuppressptexinfo=-1
\pagestyle{empty}\setlength{\parindent}{0pt}\hyphenpenalty=10000\exhyphenpenalty=10000\sloppy\renewcommand{\arraystretch}{1.15}
\newcolumntype{R}{>{\raggedleft\arraybackslash}X}
\begin{document}
"""


# ---- nz-payslip: pdflatex, Helvetica, A4 --------------------------------------------------------------
def nz_payslip(spec, st, out):
    er, ee = spec['employer'], spec['employee']
    s, e, pay = st.period
    rows = []
    for name, (hours, total) in st.earnings_ytd.items():
        cur = next((x for x in st.earnings if x[0] == name), None)
        units = f'{cur[1]:.2f}' if cur and cur[1] is not None else ''
        rate = (f'{cur[2]:.4f}'.rstrip('0').rstrip('.') if cur and cur[2] is not None else '')
        if rate and '.' in rate and len(rate.split('.')[1]) < 2:
            rate += '0'
        rows.append(f'{tx(name)} & {units} & {rate} & {us(cur[3]) if cur else ""} & {us(total)} \\\\')
    ded = [f'{tx(n)} & {us(c) if c is not None else ""} & {us(y)} \\\\' for n, sec, c, y in st.deductions_printed]
    tot_d = sum(d[2] for d in st.deductions)
    tot_d_ytd = sum(y for *_, y in st.deductions_printed)
    emp = [f'{tx(n)} & {("-" if c < 0 else "") + us(c)} & {("-" if st.employer_ytd[n] < 0 else "") + us(st.employer_ytd[n])} \\\\'
           for n, c in st.employer]
    leave_h = 40 + st.count * 1.54
    tex = TEX_HEAD % ('helvet', 'a4paper', '16mm') + rf"""
{{\Large\bfseries {tx(er['name'])}}}\hfill{{\Large PAYSLIP}}\\[2pt]
{tx(er['address'])}\hfill IRD number {er['ird']}\\[8pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}l X l l@{{}}}}
\textbf{{Employee}} & {tx(ee['name'])} & \textbf{{Pay date}} & {d_long(pay)} \\
\textbf{{Address}} & {tex_address(ee['address'])} & \textbf{{Period}} & {d_long(s)} to {d_long(e)} \\
\textbf{{Employee ID}} & {ee['id']} & \textbf{{Pay frequency}} & {FREQ_WORDS[spec['freq']]} \\
\textbf{{IRD number}} & {ee['ird']} & \textbf{{Tax code}} & {ee['code']} \\
\end{{tabularx}}\\[6pt]
All amounts in NZD.\\[4pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r r r@{{}}}}
\rowcolor[gray]{{0.88}}\textbf{{Earnings}} & \textbf{{Units}} & \textbf{{Rate}} & \textbf{{This pay}} & \textbf{{Year to date}} \\
{chr(10).join(rows)}
\hline \textbf{{Gross earnings}} & & & \textbf{{{us(st.gross)}}} & \textbf{{{us(st.ytd_gross)}}} \\
\end{{tabularx}}\\[8pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r@{{}}}}
\rowcolor[gray]{{0.88}}\textbf{{Deductions}} & \textbf{{This pay}} & \textbf{{Year to date}} \\
{chr(10).join(ded)}
\hline \textbf{{Total deductions}} & \textbf{{{us(tot_d)}}} & \textbf{{{us(tot_d_ytd)}}} \\
\end{{tabularx}}\\[8pt]
\fcolorbox{{black}}{{white}}{{\parbox{{0.96\linewidth}}{{\large\bfseries NET PAY \hfill \$ {us(st.net)} \qquad Year to date \$ {us(st.ytd_net)}}}}}\\[10pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r@{{}}}}
\rowcolor[gray]{{0.88}}\textbf{{Employer contributions (not deducted from your pay)}} & \textbf{{This pay}} & \textbf{{Year to date}} \\
{chr(10).join(emp)}
\end{{tabularx}}\\[8pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r@{{}}}}
\rowcolor[gray]{{0.88}}\textbf{{Leave balances}} & \textbf{{Hours}} & \\
Annual leave & {leave_h:.2f} & \\
Sick leave & 80.00 & \\
\end{{tabularx}}\\[8pt]
Paid by direct credit to 12-3141-0{zlib.crc32(ee['ird'].encode()) % 900000 + 100000:06d}-00 (ASB). Queries to payroll@{er['name'].split()[0].lower()}.co.nz.
\end{{document}}
"""
    tex = tex.replace('{us(', '{us(')
    pdflatex(tex, out)


# ---- us-teacher: pdflatex, URW Gothic (avant), Letter, two pages ---------------------------------------
def mdY(d):
    return f'{d.month:02d}/{d.day:02d}/{d.year}'


def us_teacher(spec, st, out):
    er, ee = spec['employer'], spec['employee']
    s, e, pay = st.period
    by_sec = {}
    for n, sec, c, y in st.deductions_printed:
        by_sec.setdefault(sec, []).append((n, c, y))
    sums = {sec: (sum(c or 0 for _, c, _ in v), sum(y for *_, y in v)) for sec, v in by_sec.items()}
    earn = []
    for name, (hours, total) in st.earnings_ytd.items():
        cur = next((x for x in st.earnings if x[0] == name), None)
        earn.append(f'{tx(name)} & {f"{cur[1]:.2f}" if cur and cur[1] else ""} & {f"{cur[2]:.2f}" if cur and cur[2] else ""} & '
                    f'{us(cur[3]) if cur else ""} & {us(total)} \\\\')

    def table(title, items):
        body = '\n'.join(f'{tx(n)} & {us(c) if c is not None else ""} & {us(y)} \\\\' for n, c, y in items)
        return (rf'\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r@{{}}}}' '\n'
                rf'\rowcolor[gray]{{0.85}}\textbf{{{title}}} & \textbf{{Current}} & \textbf{{YTD}} \\' '\n' + body + '\n'
                r'\end{tabularx}\\[6pt]' '\n')
    pay_word = 'Semi-Monthly (24 pays)' if spec['freq'] == 'SEMI_MONTHLY' else 'Monthly (12 pays)'
    emp = '\n'.join(f'{tx(n)} & {us(c)} & {us(st.employer_ytd[n])} \\\\' for n, c in st.employer)
    post = by_sec.get('After-tax deductions', [])
    tex = TEX_HEAD % ('avant', 'letterpaper', '14mm') + rf"""
{{\large\bfseries {tx(er['name'])}}}\hfill Page 1 of 2\\
{tx(er['address'])}\\[4pt]
{{\Large\bfseries Earnings Statement}}\\[6pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}l X l l@{{}}}}
Employee & {tx(ee['name'])} & Pay Date & {mdY(pay)} \\
 & {tex_address(ee['address'])} & Pay Period & {mdY(s)} - {mdY(e)} \\
Employee No. & {ee['id']} & Pay Schedule & {pay_word} \\
Position & {tx(ee['position'])} & Annual Contract & {us(spec['rules']['salary'] * 100)} \\
\end{{tabularx}}\\[6pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r@{{}}}}
\rowcolor[gray]{{0.85}}\textbf{{Summary}} & \textbf{{Current}} & \textbf{{YTD}} \\
Gross Pay & {us(st.gross)} & {us(st.ytd_gross)} \\
Taxes & {us(sums['Taxes'][0])} & {us(sums['Taxes'][1])} \\
Pre-Tax Deductions & {us(sums['Pre-tax deductions'][0])} & {us(sums['Pre-tax deductions'][1])} \\
After-Tax Deductions & {us(sums.get('After-tax deductions', (0, 0))[0])} & {us(sums.get('After-tax deductions', (0, 0))[1])} \\
\textbf{{Net Pay}} & \textbf{{{us(st.net)}}} & \textbf{{{us(st.ytd_net)}}} \\
\end{{tabularx}}\\[6pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r r r@{{}}}}
\rowcolor[gray]{{0.85}}\textbf{{Earnings}} & \textbf{{Hours}} & \textbf{{Rate}} & \textbf{{Current}} & \textbf{{YTD}} \\
{chr(10).join(earn)}
\end{{tabularx}}\\[6pt]
{table('Taxes', by_sec['Taxes'])}
{table('Pre-Tax Deductions', by_sec['Pre-tax deductions'])}
\vfill Continued on page 2.
\newpage
{{\large\bfseries {tx(er['name'])}}}\hfill Page 2 of 2\\
Earnings Statement for {tx(ee['name'])}, pay date {mdY(pay)}\\[8pt]
{table('After-Tax Deductions (continued)', post)}
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r@{{}}}}
\rowcolor[gray]{{0.85}}\textbf{{Employer Paid Benefits}} & \textbf{{Current}} & \textbf{{YTD}} \\
{emp}
\end{{tabularx}}\\[6pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X r r r@{{}}}}
\rowcolor[gray]{{0.85}}\textbf{{Leave}} & \textbf{{Earned}} & \textbf{{Used}} & \textbf{{Balance (days)}} \\
Sick Leave & 1.25 & {st.count % 3}.00 & {41 + st.count * 1.25 - st.count % 3:.2f} \\
Personal Leave & 0.00 & 0.00 & 3.00 \\
\end{{tabularx}}\\[6pt]
\begin{{tabularx}}{{\linewidth}}{{@{{}}X l r@{{}}}}
\rowcolor[gray]{{0.85}}\textbf{{Net Pay Distribution}} & \textbf{{Account}} & \textbf{{Amount}} \\
Direct Deposit - Checking & xxxxxx{ee['id'][-4:]} & {us(st.net)} \\
\end{{tabularx}}
\end{{document}}
"""
    pdflatex(tex, out)


# ---- in-salary-slip: AbiWord (HTML in, --to=pdf), A4 ------------------------------------------------
def dmy_dash(d):
    return f'{d.day:02d}-{d.month:02d}-{d.year}'


ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen',
        'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen']
TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']


def words_in(n):
    def two(x):
        return ONES[x] if x < 20 else TENS[x // 10] + ('-' + ONES[x % 10] if x % 10 else '')
    parts = []
    for unit, size in (('Crore', 10 ** 7), ('Lakh', 10 ** 5), ('Thousand', 1000), ('Hundred', 100)):
        if n >= size:
            parts.append(f'{two(n // size) if size != 100 else ONES[n // size]} {unit}')
            n %= size
    if n:
        parts.append(two(n))
    return ' '.join(parts)


def in_salary_slip(spec, st, out):
    er, ee = spec['employer'], spec['employee']
    s, e, pay = st.period
    earn = []
    for name, (hours, total) in st.earnings_ytd.items():
        cur = next((x for x in st.earnings if x[0] == name), None)
        earn.append((name, lakh(cur[3]) if cur else '', lakh(total)))
    ded = [(n, lakh(c) if c is not None else '', lakh(y)) for n, sec, c, y in st.deductions_printed]
    def rows(items):
        return ''.join('<tr>' + ''.join(f'<td>{html.escape(x)}</td>' for x in r) + '</tr>' for r in items)
    tot_d = sum(d[2] for d in st.deductions)
    tot_y = sum(y for *_, y in st.deductions_printed)
    i = st.info
    month = f'{MONTHS[s.month - 1]} {s.year}'
    doc = f"""<html><head><meta charset="utf-8"><title>Payslip</title>
<style>body {{ font-family: 'Liberation Sans'; font-size: 9pt }} td {{ padding: 2px }}</style></head><body>
<p><b><font size="4">{html.escape(er['name'])}</font></b><br/>{html.escape(er['address'])}</p>
<p><b>Payslip for the month of {month}</b></p>
<table border="1" width="100%">
<tr><td>Employee Name</td><td colspan="3">{html.escape(ee['name'])}</td></tr>
<tr><td>Employee Code</td><td>{ee['code']}</td><td>Department</td><td>{'Operations' if ee['code'].startswith('SPC') else 'Analytics'}</td></tr>
<tr><td>Designation</td><td>{html.escape(ee['desig'])}</td><td>Date of Joining</td><td>{ee['doj']}</td></tr>
<tr><td>PAN</td><td>{ee['pan']}</td><td>UAN</td><td>{ee['uan']}</td></tr>
<tr><td>Pay Date</td><td>{dmy_dash(pay)}</td><td>Days in Month</td><td>{i['days']}</td></tr>\n<tr><td>Period From</td><td>{dmy_dash(s)}</td><td>Period To</td><td>{dmy_dash(e)}</td></tr>
<tr><td>Paid Days</td><td>{i['paid']}</td><td>LOP Days</td><td>{i['lop']}</td></tr>
<tr><td>Address</td><td colspan="3">{html.escape(ee['address'])}</td></tr>
</table>
<p>All amounts in INR. Year to date from 01-04-{2025}.</p>
<table border="1" width="100%">
<tr><td><b>Earnings</b></td><td><b>Amount</b></td><td><b>YTD</b></td></tr>
{rows(earn)}
<tr><td><b>Gross Earnings</b></td><td><b>{lakh(st.gross)}</b></td><td><b>{lakh(st.ytd_gross)}</b></td></tr>
</table>
<p></p>
<table border="1" width="100%">
<tr><td><b>Deductions</b></td><td><b>Amount</b></td><td><b>YTD</b></td></tr>
{rows(ded)}
<tr><td><b>Total Deductions</b></td><td><b>{lakh(tot_d)}</b></td><td><b>{lakh(tot_y)}</b></td></tr>
</table>
<p><b>Net Pay: Rs. {lakh(st.net)}</b> &nbsp; (Rupees {words_in(st.net // 100)} Only)<br/>Net Pay YTD: Rs. {lakh(st.ytd_net)}</p>
<p>Employer contribution to PF this month: Rs. {lakh(st.employer[0][1])} (not deducted from salary).</p>
<p>This is a computer-generated payslip and does not require a signature.</p>
</body></html>"""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'slip.html')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(doc)
        run(['abiword', '--to=pdf', '-o', os.path.join(tmp, 'slip.pdf'), src], cwd=tmp)
        data = open(os.path.join(tmp, 'slip.pdf'), 'rb').read()
        # cairo stamps the time of the run; the same number of bytes with a fixed date keeps the
        # cross-reference offsets right and the file reproducible.
        data = re.sub(rb'/(CreationDate|ModDate) \(D:\d{14}', lambda m: b'/' + m.group(1) + b' (D:20260101000000', data)
        with open(out, 'wb') as f:
            f.write(data)


# ---- us-union: FPDF (PHP), Helvetica and Courier, Letter ----------------------------------------------
def mdy2(d):
    return f'{d.month:02d}/{d.day:02d}/{d.year % 100:02d}'


def us_union(spec, st, out):
    er, ee = spec['employer'], spec['employee']
    s, e, pay = st.period
    p = Page(612, 792)
    p.text(36, 48, er['name'], 13, 'B')
    p.text(36, 62, er['address'], 9)
    p.text(36, 74, f"FEIN {er['fein']}   Signatory to {er['local']}", 8, grey=0.3)
    p.text(576, 48, 'EARNINGS STATEMENT', 12, 'B', 'R')
    p.text(576, 62, 'NON-NEGOTIABLE', 8, 'R', 'R', 0.3)
    p.rect(36, 86, 540, 62, width=0.6)
    p.text(44, 100, ee['name'], 10, 'B')
    addr = ee['address'].split(', ')
    p.text(44, 113, addr[0] + ((', ' + addr[1]) if len(addr) > 3 else ''), 9)
    p.text(44, 125, ', '.join(addr[-2:]) if len(addr) <= 3 else ', '.join(addr[2:]), 9)
    p.text(44, 140, f"Emp ID {ee['id']}   SSN xxx-xx-{ee['ssn']}   {ee['class']}", 8)
    for k, (label, value) in enumerate([('Check Date', mdy2(pay)), ('Period Beg', mdy2(s)), ('Period End', mdy2(e)),
                                        ('Pay Freq', 'Weekly' if spec['freq'] == 'WEEKLY' else 'Bi-Weekly')]):
        p.text(420, 100 + 12 * k, label, 8)
        p.text(568, 100 + 12 * k, value, 9, 'M', 'R')
    y = 166
    p.rect(36, y - 10, 540, 14, fill=0.85, stroke=False)
    for x, label, al in [(40, 'JOB', 'L'), (100, 'DESCRIPTION', 'L'), (330, 'TYPE', 'L'), (410, 'HOURS', 'R'), (480, 'RATE', 'R'), (568, 'AMOUNT', 'R')]:
        p.text(x, y, label, 8, 'B', al)
    y += 14
    for (job, kind, h, rate) in st.info['jobs']:
        p.text(40, y, job[0], 8, 'M')
        p.text(100, y, job[1][:40], 8)
        p.text(330, y, kind, 8, 'M')
        p.text(410, y, f'{h:.2f}', 8, 'M', 'R')
        p.text(480, y, f'{rate:.4f}', 8, 'M', 'R')
        p.text(568, y, us(round(h * rate * 100)), 8, 'M', 'R')
        y += 12
    for name, hours, rate, c in st.earnings:
        if name == 'Zone Pay':
            p.text(100, y, 'Zone Pay (days)', 8)
            p.text(410, y, f'{hours:.2f}', 8, 'M', 'R')
            p.text(480, y, f'{rate:.4f}', 8, 'M', 'R')
            p.text(568, y, us(c), 8, 'M', 'R')
            y += 12
    p.line(36, y - 6, 576, y - 6)
    p.text(100, y + 2, 'TOTAL HOURS', 8, 'B')
    p.text(410, y + 2, f"{st.info['hours']:.2f}", 8, 'MB', 'R')
    y += 22
    p.rect(36, y - 10, 540, 14, fill=0.85, stroke=False)
    p.text(40, y, 'DEDUCTIONS', 8, 'B')
    p.text(470, y, 'CURRENT', 8, 'B', 'R')
    p.text(568, y, 'YTD', 8, 'B', 'R')
    y += 14
    for n, sec, c, yy in st.deductions_printed:
        p.text(40, y, n, 8)
        p.text(300, y, {'Taxes': 'Tax', 'Pre-tax deductions': 'Pre-tax', 'After-tax deductions': 'After-tax'}[sec], 7, grey=0.35)
        if c is not None:
            p.text(470, y, us(c), 8, 'M', 'R')
        p.text(568, y, us(yy), 8, 'M', 'R')
        y += 12
    y += 10
    p.rect(36, y - 10, 540, 14, fill=0.85, stroke=False)
    for x, label, al in [(40, 'EMPLOYER FRINGE CONTRIBUTIONS (PAID TO THE FUNDS, NOT DEDUCTED)', 'L'), (470, 'CURRENT', 'R'), (568, 'YTD', 'R')]:
        p.text(x, y, label, 8, 'B', al)
    y += 14
    for n, c in st.employer:
        p.text(40, y, n, 8)
        p.text(470, y, us(c), 8, 'M', 'R')
        p.text(568, y, us(st.employer_ytd[n]), 8, 'M', 'R')
        y += 12
    y += 14
    p.rect(36, y - 12, 540, 50, width=0.8)
    p.text(44, y, 'GROSS PAY', 9, 'B')
    p.text(200, y, us(st.gross), 9, 'MB', 'R')
    p.text(330, y, 'YTD GROSS', 9, 'B')
    p.text(568, y, us(st.ytd_gross), 9, 'MB', 'R')
    p.text(44, y + 14, 'TOTAL DEDUCTIONS', 9, 'B')
    p.text(200, y + 14, us(st.gross - st.net), 9, 'MB', 'R')
    p.text(330, y + 14, 'YTD DEDUCTIONS', 9, 'B')
    p.text(568, y + 14, us(st.ytd_gross - st.ytd_net), 9, 'MB', 'R')
    p.text(44, y + 30, 'NET PAY', 11, 'B')
    p.text(200, y + 30, '$' + us(st.net), 11, 'MB', 'R')
    p.text(330, y + 30, 'YTD NET', 9, 'B')
    p.text(568, y + 30, us(st.ytd_net), 9, 'MB', 'R')
    p.text(36, y + 60, f'Net pay deposited to account ending {ee["ssn"][::-1]}. Hours reported to {er["local"]} for fringe benefit credit.', 7, grey=0.3)
    write_fpdf([p], out, f"Earnings statement {ee['name']}")


# ---- qc-paystub: mutool create (MuPDF), Helvetica, Letter, French first ------------------------------
def qc_paystub(spec, st, out):
    er, ee = spec['employer'], spec['employee']
    s, e, pay = st.period
    p = Page(612, 792)
    p.text(40, 50, er['name'], 13, 'B')
    p.text(40, 64, er['address'], 9)
    p.text(40, 76, f"NEQ {er['neq']}", 8, grey=0.35)
    p.text(572, 50, 'RELEVÉ DE PAIE', 13, 'B', 'R')
    p.text(572, 64, 'PAY STATEMENT', 9, 'R', 'R', 0.35)
    p.rect(40, 90, 532, 70, width=0.5)
    p.text(48, 104, 'Employé(e) / Employee', 7, grey=0.35)
    p.text(48, 117, ee['name'], 10, 'B')
    addr = ee['address'].split(', ')
    p.text(48, 130, ', '.join(addr[:-1]), 9)
    p.text(48, 142, addr[-1], 9)
    p.text(48, 154, f"Matricule / Employee no. {ee['id']}", 8)
    freq = {'WEEKLY': 'Hebdomadaire / Weekly', 'BIWEEKLY': 'Aux deux semaines / Biweekly', 'SEMI_MONTHLY': 'Bimensuelle / Semi-monthly'}[spec['freq']]
    for k, (label, value) in enumerate([('Date de paie / Pay date', pay.isoformat()), ('Période du / Period from', s.isoformat()),
                                        ('au / to', e.isoformat()), ('Fréquence / Frequency', freq)]):
        p.text(330, 104 + 13 * k, label, 7, grey=0.35)
        p.text(564, 104 + 13 * k, value, 9, 'R', 'R')
    y = 182

    def head(title, cols):
        nonlocal y
        p.rect(40, y - 10, 532, 14, fill=0.88, stroke=False)
        p.text(44, y, title, 8, 'B')
        for x, label in cols:
            p.text(x, y, label, 8, 'B', 'R')
        y += 14
    head('Gains / Earnings', [(330, 'Heures / Hours'), (400, 'Taux / Rate'), (480, 'Montant / Amount'), (564, 'Cumul / YTD')])
    for name, (hours, total) in st.earnings_ytd.items():
        cur = next((x for x in st.earnings if x[0] == name), None)
        p.text(44, y, name, 8)
        if cur and cur[1] is not None:
            p.text(330, y, fr(round(cur[1] * 100)), 8, 'R', 'R')
            p.text(400, y, fr(round(cur[2] * 100)), 8, 'R', 'R')
        if cur:
            p.text(480, y, fr(cur[3]), 8, 'R', 'R')
        p.text(564, y, fr(total), 8, 'R', 'R')
        y += 12
    p.line(40, y - 7, 572, y - 7, 0.4)
    p.text(44, y + 2, 'Salaire brut / Gross pay', 8, 'B')
    p.text(480, y + 2, fr(st.gross), 8, 'B', 'R')
    p.text(564, y + 2, fr(st.ytd_gross), 8, 'B', 'R')
    y += 24
    head('Retenues / Deductions', [(480, 'Montant / Amount'), (564, 'Cumul annuel / YTD')])
    for n, sec, c, yy in st.deductions_printed:
        p.text(44, y, n, 8)
        if c is not None:
            p.text(480, y, fr(c), 8, 'R', 'R')
        p.text(564, y, fr(yy), 8, 'R', 'R')
        y += 12
    p.line(40, y - 7, 572, y - 7, 0.4)
    p.text(44, y + 2, 'Total des retenues / Total deductions', 8, 'B')
    p.text(480, y + 2, fr(st.gross - st.net), 8, 'B', 'R')
    p.text(564, y + 2, fr(st.ytd_gross - st.ytd_net), 8, 'B', 'R')
    y += 24
    head("Cotisations de l'employeur / Employer contributions (non retenues)", [(480, 'Montant'), (564, 'Cumul')])
    for n, c in st.employer:
        p.text(44, y, n, 8)
        p.text(480, y, fr(c), 8, 'R', 'R')
        p.text(564, y, fr(st.employer_ytd[n]), 8, 'R', 'R')
        y += 12
    y += 16
    p.rect(40, y - 12, 532, 34, fill=0.94, width=0.8)
    p.text(48, y + 2, 'NET À PAYER / NET PAY', 11, 'B')
    p.text(400, y + 2, fr(st.net) + ' $', 12, 'B', 'R')
    p.text(564, y + 2, 'Cumul : ' + fr(st.ytd_net) + ' $', 9, 'R', 'R')
    p.text(48, y + 16, 'Montants en dollars canadiens (CAD). Dépôt direct / Direct deposit: Caisse Desjardins, folio ***' + ee['id'][-2:] + '1', 7, grey=0.35)
    write_mutool([p], out)


PRINTERS = {'nz-payslip': nz_payslip, 'in-salary-slip': in_salary_slip, 'us-union': us_union, 'qc-paystub': qc_paystub,
            'us-teacher': us_teacher}
