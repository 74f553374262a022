"""The four paystub layouts of the eighth locked split, one page each: an Australian payslip by
ConTeXt, an Irish payslip by jsPDF, a New Zealand payslip in hand-written PostScript through
Ghostscript, and a US staffing agency's weekly stub assembled as PDF content streams by hand and
rewritten by qpdf."""
from common import (A4, LETTER, MON, ONE, PRE, TAX, AFTER, Page, ctx, plain, us, write_context, write_ghostscript,
                    write_jspdf, write_qpdf)

FREQ_WORD = {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Fortnightly', 'MONTHLY': 'Monthly'}


def dmy(d, sep='/'):
    return f'{d.day:02d}{sep}{d.month:02d}{sep}{d.year}'


def dmon(d):
    return f'{d.day:02d} {MON[d.month - 1]} {d.year}'


def mdyy(d):
    return f'{d.month:02d}/{d.day:02d}/{d.year % 100:02d}'


def hrs(h):
    return '' if h in (None, 0) else f'{h:,.2f}'


def rate4(r):
    return '' if r is None else f'{r:,.4f}'


def split_address(a):
    """Street lines, then the rest (town and postcode) on one line."""
    parts = [p.strip() for p in a.split(',')]
    return parts


# ---- Australia: ConTeXt ---------------------------------------------------------------------------

def au_payslip(spec, st, out):
    s, e, pay = st.period
    er, ee = spec['employer'], spec['employee']
    taxes = [d for d in st.deductions_printed if d[1] == TAX]
    pre = [d for d in st.deductions_printed if d[1] == PRE]
    after = [d for d in st.deductions_printed if d[1] == AFTER]
    n_periods = len(st.history)
    ytd_tax = sum(d[3] for d in taxes)
    ytd_ded = sum(d[3] for d in pre + after)
    cur_tax = sum(d[2] or 0 for d in taxes)
    cur_ded = sum(d[2] or 0 for d in pre + after)
    al_accrued = round(152 * sum(h.info.get('ote', 0) > 0 for h in st.history) / {'WEEKLY': 52, 'BIWEEKLY': 26, 'MONTHLY': 12}[spec['freq']], 2)
    al_taken = sum(e_[1] or 0 for h in st.history for e_ in h.earnings if e_[0] == 'Annual Leave')
    pcl = round(al_accrued / 2, 2)

    def rows(items, cols):
        return '\n'.join('\\bTR ' + ' '.join(f'\\bTD[{"align=flushleft" if k == 0 else "align=flushright"}] {ctx(c)} \\eTD' for k, c in enumerate(r)) + ' \\eTR' for r in items)

    def head(cols):
        rest = f'{100 / (len(cols) - 1):.1f}mm'
        return '\\bTR[background=color,backgroundcolor=lightgray,style=bold] ' + ' '.join(f'\\bTD[{"align=flushleft,width=78mm" if k == 0 else "align=flushright,width=" + rest}] {c} \\eTD' for k, c in enumerate(cols)) + ' \\eTR'

    earn = [(n, hrs(h), rate4(r), '' if c is None else us(c), us(y)) for n, h, r, c, y in st.earnings_printed]
    ded = lambda items: [(n, '' if c is None else us(c), us(y)) for n, _s, c, y in items]  # noqa: E731
    super_rows = [(n, us(c_), us(st.employer_ytd[n])) for n, c_ in st.employer]
    super_rows = [(('Salary Sacrifice Contribution' if r[0] == 'Salary Sacrifice Super' else r[0]),) + r[1:] for r in super_rows]
    pre_table = '' if not pre else '\n'.join(['\\blank[small]', '\\noindent\\bTABLE', head(['Pre-Tax Deductions', 'This Pay', 'YTD']), rows(ded(pre), 3), '\\eTABLE'])
    pay_rate = f"\\${us(spec['rules']['salary'] * 100)}" if spec['rules'].get('salary') else f"\\${rate4(spec['rules']['rate'])}"
    info = [('Employee ID', ctx(spec['emp_id'])), ('Pay Period', f'{dmy(s)} to {dmy(e)}'), ('Payment Date', dmy(pay)),
            ('Pay Number', str(n_periods)), ('Award / Agreement', ctx(spec['award'])),
            ('Annual Salary' if spec['rules'].get('salary') else 'Base Hourly Rate', pay_rate)]
    left = [f"{{\\bf {ctx(ee['name'])}}}"] + [ctx(p) for p in split_address(ee['address'])]
    left += [''] * (len(info) - len(left))
    who = '\n'.join(f'\\bTR \\bTD[width=85mm,align=flushleft] {a} \\eTD \\bTD[width=32mm,align=flushleft] {b} \\eTD \\bTD[width=61mm,align=flushleft] {c} \\eTD \\eTR'
                     for a, (b, c) in zip(left, info))
    src = rf'''\setuppapersize[A4]
\setupbodyfont[heros,8.5pt]
\setuplayout[topspace=14mm,backspace=16mm,width=middle,height=middle,header=0pt,footer=0pt]
\setupwhitespace[none]
\setupinteraction[state=start,title={{Payslip {ctx(ee['name'])} {dmy(pay)}}},author={{{ctx(er['name'])}}}]
\definecolor[lightgray][s=.88]
\setupTABLE[frame=off,offset=1.2pt,align=flushright]
\setupTABLE[row][first][topframe=on,bottomframe=on]
\starttext
\noindent\bTABLE[frame=off]
\bTR \bTD[width=120mm,align=flushleft] {{\bfb {ctx(er['name'])}}}\\{ctx(er['address'])}\\ABN {ctx(spec['abn'])} \eTD
\bTD[width=58mm,align=flushright] {{\bfc PAYSLIP}}\\Pay Frequency: {FREQ_WORD[spec['freq']]} \eTD \eTR
\eTABLE
\blank[medium]
\noindent\bTABLE[frame=off,offset=0.8pt]
{who}
\eTABLE
\blank[medium]
\noindent\bTABLE[frame=on,offset=3pt,align=middle]
\bTR[style=bold] \bTD[width=44mm] Gross Pay \eTD \bTD[width=44mm] PAYG Tax \eTD \bTD[width=44mm] Other Deductions \eTD \bTD[width=46mm] Net Pay \eTD \eTR
\bTR \bTD \${us(st.gross)} \eTD \bTD \${us(cur_tax)} \eTD \bTD \${us(cur_ded)} \eTD \bTD {{\bf \${us(st.net)}}} \eTD \eTR
\eTABLE
\blank[medium]
\noindent\bTABLE
{head(['Earnings', 'Hours', 'Rate', 'This Pay', 'YTD'])}
{rows(earn, 5)}
\bTR[topframe=on,style=bold] \bTD[align=flushleft] Gross Pay \eTD \bTD \eTD \bTD \eTD \bTD {us(st.gross)} \eTD \bTD {us(st.ytd_gross)} \eTD \eTR
\eTABLE
\blank[small]
\noindent\bTABLE
{head(['Tax', 'This Pay', 'YTD'])}
{rows(ded(taxes), 3)}
\eTABLE
{pre_table}
\blank[small]
\noindent\bTABLE
{head(['Post-Tax Deductions', 'This Pay', 'YTD'])}
{rows(ded(after), 3)}
\eTABLE
\blank[small]
\noindent\bTABLE
{head(['Superannuation: ' + ctx(spec['super_fund']), 'This Pay', 'YTD'])}
{rows(super_rows, 3)}
\eTABLE
\blank[small]
\noindent\bTABLE
{head(['Leave', 'Accrued YTD', 'Taken YTD', 'Balance (hrs)'])}
\bTR \bTD[align=flushleft] Annual Leave \eTD \bTD {al_accrued:.2f} \eTD \bTD {al_taken:.2f} \eTD \bTD {al_accrued - al_taken + spec['rules'].get('al_open', 61.4):.2f} \eTD \eTR
\bTR \bTD[align=flushleft] Personal/Carer's Leave \eTD \bTD {pcl:.2f} \eTD \bTD 0.00 \eTD \bTD {pcl + 38.0:.2f} \eTD \eTR
\eTABLE
\blank[medium]
\noindent\bTABLE[frame=on,offset=3pt]
\bTR[style=bold] \bTD[width=44mm,align=flushleft] Year to Date \eTD \bTD[width=44mm] Gross \eTD \bTD[width=44mm] Tax \eTD \bTD[width=46mm] YTD Net Pay \eTD \eTR
\bTR \bTD[align=flushleft] 1 July {st.history[0].period[2].year if st.history[0].period[2].month >= 7 else st.history[0].period[2].year - 1} to {dmy(pay)} \eTD \bTD \${us(st.ytd_gross)} \eTD \bTD \${us(ytd_tax)} \eTD \bTD \${us(st.ytd_net)} \eTD \eTR
\eTABLE
\blank[medium]
\noindent Net pay of \${us(st.net)} paid by EFT to BSB {spec.get('bsb', '062-184')} Account ****{spec.get('acct', '4471')} on {dmy(pay)}.
\blank[small]
\noindent{{\tfx Other deductions total \${us(cur_ded)} this pay, \${us(ytd_ded)} year to date. Superannuation is paid quarterly to {ctx(spec['super_fund'])}, member number {ctx(spec['member'])}.}}
\stoptext
'''
    write_context(src, out)


# ---- Ireland: jsPDF -------------------------------------------------------------------------------

def ie_payslip(spec, st, out):
    s, e, pay = st.period
    er, ee = spec['employer'], spec['employee']
    p = Page(A4)
    r = spec['rules']
    n = {'WEEKLY': 52, 'BIWEEKLY': 26, 'MONTHLY': 12}[spec['freq']]
    word = {'WEEKLY': 'Week', 'BIWEEKLY': 'Fortnight', 'MONTHLY': 'Month'}[spec['freq']]
    L, R = 40, 555
    p.box(L, 36, R - L, 26, grey=0.82)
    p.text(L + 10, 54, er['name'], 13, 'Helvetica-Bold')
    p.text(R - 10, 54, 'PAYSLIP', 13, 'Helvetica-Bold', 'right')
    y = 78
    for line in [er['address']]:
        p.text(L, y, line, 8)
    y = 100
    p.text(L, y, 'Employee', 7, 'Helvetica-Bold')
    p.text(L, y + 12, ee['name'], 10, 'Helvetica-Bold')
    for k, part in enumerate(split_address(ee['address'])):
        p.text(L, y + 24 + 10 * k, part + (',' if k < len(split_address(ee['address'])) - 1 else ''), 8.5)
    info = [('Employee No', spec['emp_no']), ('PPS Number', spec['pps']), ('Pay Frequency', FREQ_WORD[spec['freq']]),
            ('Period', f'{word} {len(st.history)}'), ('Pay Period', f'{dmon(s)} - {dmon(e)}'), ('Pay Date', dmon(pay)),
            ('Tax Basis', spec['tax_basis']), ('PRSI Class', 'A1'),
            ('Tax Credits', f'€{us(round(r["credits"] * 100 / n))}'), ('Std Rate Cut-Off', f'€{us(round(r["cutoff"] * 100 / n))}')]
    for k, (a, b) in enumerate(info):
        p.text(330, y + 10 * k, a, 8)
        p.text(420, y + 10 * k, b, 8, 'Helvetica-Bold')
    y = 215
    p.line(L, y - 12, R, y - 12, 0.8)
    p.text(L, y, 'PAYMENTS', 8.5, 'Helvetica-Bold')
    for x, h in [(330, 'Hours'), (400, 'Rate'), (470, 'This Period'), (R, 'Year to Date')]:
        p.text(x, y, h, 8, 'Helvetica-Bold', 'right')
    p.line(L, y + 4, R, y + 4, 0.4, 0.5)
    y += 16
    for name, h, rt, c, ytd in st.earnings_printed:
        p.text(L, y, name, 8.5)
        p.text(330, y, hrs(h) if c is not None else '', 8.5, align='right')
        p.text(400, y, rate4(rt) if c is not None else '', 8.5, align='right')
        p.text(470, y, '' if c is None else us(c), 8.5, align='right')
        p.text(R, y, us(ytd), 8.5, align='right')
        y += 12
    p.line(L, y - 6, R, y - 6, 0.4, 0.5)
    p.text(L, y + 4, 'Gross Pay', 8.5, 'Helvetica-Bold')
    p.text(470, y + 4, us(st.gross), 8.5, 'Helvetica-Bold', 'right')
    p.text(R, y + 4, us(st.ytd_gross), 8.5, 'Helvetica-Bold', 'right')
    y += 30
    p.line(L, y - 12, R, y - 12, 0.8)
    p.text(L, y, 'DEDUCTIONS', 8.5, 'Helvetica-Bold')
    for x, h in [(470, 'This Period'), (R, 'Year to Date')]:
        p.text(x, y, h, 8, 'Helvetica-Bold', 'right')
    p.line(L, y + 4, R, y + 4, 0.4, 0.5)
    y += 16
    for name, sec, c, ytd in st.deductions_printed:
        p.text(L, y, name, 8.5)
        p.text(300, y, {TAX: 'Statutory', PRE: 'Pre-tax', AFTER: 'Voluntary'}[sec], 7, align='left')
        p.text(470, y, '' if c is None else us(c), 8.5, align='right')
        p.text(R, y, us(ytd), 8.5, align='right')
        y += 12
    total = sum(d[2] or 0 for d in st.deductions_printed)
    p.line(L, y - 6, R, y - 6, 0.4, 0.5)
    p.text(L, y + 4, 'Total Deductions', 8.5, 'Helvetica-Bold')
    p.text(470, y + 4, us(total), 8.5, 'Helvetica-Bold', 'right')
    p.text(R, y + 4, us(st.ytd_gross - st.ytd_net), 8.5, 'Helvetica-Bold', 'right')
    y += 30
    # Cumulative figures and the employer's contributions, left; net pay, right.
    p.text(L, y, 'CUMULATIVE TO DATE', 8, 'Helvetica-Bold')
    taxable_ytd = sum(h.info['taxable'] for h in st.history)
    cum = [('Gross Pay', st.ytd_gross), ('Taxable Pay', taxable_ytd)]
    cum += [(f'{name} (YTD)', ytd) for name, sec, _c, ytd in st.deductions_printed if sec == TAX]
    cum += [(f'{name} (YTD)', v) for name, v in st.employer_ytd.items()]
    cum += [('Net Pay', st.ytd_net)]
    for k, (a, v) in enumerate(cum):
        p.text(L, y + 13 + 11 * k, a, 8)
        p.text(250, y + 13 + 11 * k, f'€{us(v)}', 8, align='right')
    p.box(330, y - 8, R - 330, 70, grey=0.92, stroke=0.6)
    p.text(340, y + 10, 'NET PAY', 11, 'Helvetica-Bold')
    p.text(R - 10, y + 10, f'€{us(st.net)}', 14, 'Helvetica-Bold', 'right')
    p.text(340, y + 30, f'Gross Pay €{us(st.gross)}   Deductions €{us(total)}', 8)
    p.text(340, y + 44, f'Paid by credit transfer to IBAN ****{spec.get("iban4", "4417")}', 8)
    p.text(340, y + 56, f'Employer PRSI this period €{us(dict(st.employer)["Employer PRSI"])}', 7)
    p.text(L, 800, f'Employer registration number {spec.get("ern", "3417725LH")}. Please retain this payslip for your records.', 7)
    write_jspdf([p], out, f'Payslip {dmon(pay)}', 'jsPDF payslip export')


# ---- New Zealand: PostScript through Ghostscript ---------------------------------------------------

def nz_payslip(spec, st, out):
    s, e, pay = st.period
    er, ee = spec['employer'], spec['employee']
    p = Page(A4)
    L, R = 48, 548
    d = lambda x: dmy(x, '-')  # noqa: E731
    p.text(L, 56, er['name'], 12, 'Helvetica-Bold')
    p.text(L, 69, er['address'], 8)
    p.text(R, 56, 'PAY ADVICE', 12, 'Helvetica-Bold', 'right')
    p.text(R, 69, f'Pay period ending {d(e)}', 8, align='right')
    p.line(L, 78, R, 78, 1.2)
    p.text(L, 96, 'EMPLOYEE', 7, 'Helvetica-Bold')
    p.text(L, 108, ee['name'], 9.5, 'Helvetica-Bold')
    parts = split_address(ee['address'])
    for k, part in enumerate(parts):
        p.text(L, 120 + 10 * k, part, 8.5)
    rows = [('Employee ID', spec['emp_id']), ('IRD Number', spec['ird']), ('Tax Code', spec['tax_code']),
            ('Pay Frequency', FREQ_WORD[spec['freq']]), ('Period', f'{d(s)} to {d(e)}'), ('Date Paid', d(pay)),
            ('Pay Rate', f'{spec["rules"]["rate"]:.2f} per hour' if spec['rules'].get('rate') else f'{spec["rules"]["salary"]:.0f} per annum')]
    for k, (a, b) in enumerate(rows):
        p.text(320, 96 + 11 * k, a, 8)
        p.text(400, 96 + 11 * k, b, 8, 'Courier-Bold')
    y = 190
    p.box(L, y - 10, R - L, 14, grey=0.85)
    p.text(L + 4, y, 'Earnings', 8.5, 'Helvetica-Bold')
    for x, h in [(300, 'Units'), (370, 'Rate'), (450, 'This Pay'), (R - 4, 'Year to Date')]:
        p.text(x, y, h, 8.5, 'Helvetica-Bold', 'right')
    y += 15
    for name, h, rt, c, ytd in st.earnings_printed:
        p.text(L + 4, y, name, 8.5)
        if c is not None:
            p.text(300, y, '' if h in (None, 0) else f'{h:.2f}', 8.5, 'Courier', 'right')
            p.text(370, y, '' if rt is None else f'{rt:.4f}', 8.5, 'Courier', 'right')
            p.text(450, y, plain(c), 8.5, 'Courier', 'right')
        p.text(R - 4, y, plain(ytd), 8.5, 'Courier', 'right')
        y += 11
    p.line(300, y - 6, R, y - 6, 0.4)
    p.text(L + 4, y + 4, 'Gross Earnings', 8.5, 'Helvetica-Bold')
    p.text(450, y + 4, plain(st.gross), 8.5, 'Courier-Bold', 'right')
    p.text(R - 4, y + 4, plain(st.ytd_gross), 8.5, 'Courier-Bold', 'right')
    y += 28
    p.box(L, y - 10, R - L, 14, grey=0.85)
    p.text(L + 4, y, 'Deductions', 8.5, 'Helvetica-Bold')
    for x, h in [(450, 'This Pay'), (R - 4, 'Year to Date')]:
        p.text(x, y, h, 8.5, 'Helvetica-Bold', 'right')
    y += 15
    for name, sec, c, ytd in st.deductions_printed:
        p.text(L + 4, y, name, 8.5)
        if c is not None:
            p.text(450, y, plain(c), 8.5, 'Courier', 'right')
        p.text(R - 4, y, plain(ytd), 8.5, 'Courier', 'right')
        y += 11
    total = sum(x[2] or 0 for x in st.deductions_printed)
    p.line(300, y - 6, R, y - 6, 0.4)
    p.text(L + 4, y + 4, 'Total Deductions', 8.5, 'Helvetica-Bold')
    p.text(450, y + 4, plain(total), 8.5, 'Courier-Bold', 'right')
    p.text(R - 4, y + 4, plain(st.ytd_gross - st.ytd_net), 8.5, 'Courier-Bold', 'right')
    y += 28
    p.box(L, y - 10, R - L, 14, grey=0.85)
    p.text(L + 4, y, 'Employer Contributions', 8.5, 'Helvetica-Bold')
    for x, h in [(450, 'This Pay'), (R - 4, 'Year to Date')]:
        p.text(x, y, h, 8.5, 'Helvetica-Bold', 'right')
    y += 15
    for name, c in st.employer:
        p.text(L + 4, y, name, 8.5)
        p.text(450, y, ('-' if c < 0 else '') + plain(c), 8.5, 'Courier', 'right')
        ytd = st.employer_ytd[name]
        p.text(R - 4, y, ('-' if ytd < 0 else '') + plain(ytd), 8.5, 'Courier', 'right')
        y += 11
    y += 14
    worked = len(st.history)
    al = round(worked * (160 / {'WEEKLY': 52, 'BIWEEKLY': 26, 'MONTHLY': 12}[spec['freq']]), 2)
    taken = sum(x[1] or 0 for h in st.history for x in h.earnings if x[0] == 'Annual Leave')
    p.text(L + 4, y, 'Leave Balances', 8.5, 'Helvetica-Bold')
    p.text(L + 4, y + 12, 'Annual Leave (hours)', 8.5)
    p.text(300, y + 12, f'{al + 24 - taken:.2f}', 8.5, 'Courier', 'right')
    p.text(L + 4, y + 23, 'Sick Leave (days)', 8.5)
    p.text(300, y + 23, '10.00', 8.5, 'Courier', 'right')
    p.box(330, y - 10, R - 330, 56, grey=0.95, stroke=0.8)
    p.text(340, y + 6, 'NET PAY', 10, 'Helvetica-Bold')
    p.text(R - 10, y + 6, f'${plain(st.net)}', 12, 'Courier-Bold', 'right')
    p.text(340, y + 22, 'Net Pay Year to Date', 8)
    p.text(R - 10, y + 22, f'${plain(st.ytd_net)}', 8.5, 'Courier', 'right')
    p.text(340, y + 36, f'Paid to {spec.get("bank", "12-3140-0471123-00")}', 8)
    p.text(L, 800, 'Tax year 1 April 2025 to 31 March 2026. Keep this pay advice for your records.', 7)
    write_ghostscript([p], out, f'Pay advice {d(pay)}', 'PostScript pay advice')


# ---- US staffing agency: content streams by hand, qpdf ---------------------------------------------

def us_staffing(spec, st, out):
    s, e, pay = st.period
    er, ee = spec['employer'], spec['employee']
    p = Page(LETTER)
    L, R = 36, 576
    p.text(L, 48, er['name'].upper(), 12, 'Helvetica-Bold')
    p.text(L, 60, er['address'], 8)
    p.text(R, 48, 'EARNINGS STATEMENT', 11, 'Helvetica-Bold', 'right')
    p.text(R, 60, 'Temporary Associate - Non-Negotiable', 7, align='right')
    p.line(L, 68, R, 68, 1)
    y = 84
    parts = split_address(ee['address'])
    p.text(L, y, ee['name'], 9, 'Helvetica-Bold')
    for k, part in enumerate([', '.join(parts[:-2]), ', '.join(parts[-2:])]):
        p.text(L, y + 11 + 10 * k, part, 8.5)
    info = [('Associate ID', spec['emp_id']), ('Check Date', mdyy(pay)), ('Period Beginning', mdyy(s)), ('Period Ending', mdyy(e)),
            ('Pay Frequency', 'Weekly' if spec['freq'] == 'WEEKLY' else 'Bi-Weekly'), ('Fed Filing Status', 'Single'),
            ('Work State', spec['rules']['state'])]
    for k, (a, b) in enumerate(info):
        p.text(380, y + 10 * k, a, 8)
        p.text(470, y + 10 * k, b, 8, 'Helvetica-Bold')
    y = 162
    p.box(L, y - 9, R - L, 13, grey=0.85)
    p.text(L + 3, y, 'ASSIGNMENT', 8, 'Helvetica-Bold')
    p.text(L + 3, y + 13, f'Client: {spec["client"]}', 8)
    p.text(L + 3, y + 24, f'Job Order: {spec["order"]}   Position: {spec["assignment"]}', 8)
    # Hours by day (the timesheet the pay was worked from).
    days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
    y += 42
    p.text(L + 3, y, 'Week of', 7.5, 'Helvetica-Bold')
    for k, dname in enumerate(days):
        p.text(190 + 46 * k, y, dname, 7.5, 'Helvetica-Bold', 'right')
    p.text(R - 3, y, 'Total', 7.5, 'Helvetica-Bold', 'right')
    weeks = 2 if spec['freq'] == 'BIWEEKLY' else 1
    total_h = st.info['worked']
    per_week = [total_h / weeks] * weeks
    for w in range(weeks):
        y += 10
        start = s + 7 * w * ONE
        hours = _daily(per_week[w])
        p.text(L + 3, y, mdyy(start), 7.5, 'Courier')
        for k, h in enumerate(hours):
            p.text(190 + 46 * k, y, f'{h:.2f}' if h else '-', 7.5, 'Courier', 'right')
        p.text(R - 3, y, f'{per_week[w]:.2f}', 7.5, 'Courier', 'right')
    y += 24

    def table(title, cols, items):
        nonlocal y
        p.box(L, y - 9, R - L, 13, grey=0.85)
        p.text(L + 3, y, title, 8, 'Helvetica-Bold')
        for x, h in cols:
            p.text(x, y, h, 8, 'Helvetica-Bold', 'right')
        y += 13
        for row in items:
            p.text(L + 3, y, row[0], 8)
            for (x, _h), v in zip(cols, row[1:]):
                p.text(x, y, v, 8, align='right')
            y += 10.5
        y += 8

    cols = [(250, 'Rate'), (310, 'Hours'), (380, 'Current'), (450, 'YTD Hours'), (R - 3, 'YTD Amount')]
    table('EARNINGS', cols, [(n, '' if c is None or r is None else f'{r:.4f}', '' if c is None or not h else f'{h:.2f}', '' if c is None else us(c),
                              f'{st.earnings_ytd[n][0]:.2f}' if st.earnings_ytd[n][0] else '', us(y_)) for n, h, r, c, y_ in st.earnings_printed])
    dcols = [(380, 'Current'), (R - 3, 'YTD')]
    for title, sec in [('TAXES', TAX), ('PRE-TAX DEDUCTIONS', PRE), ('POST-TAX DEDUCTIONS', AFTER)]:
        items = [(n, '' if c is None else us(c), us(yy)) for n, s_, c, yy in st.deductions_printed if s_ == sec]
        if items:
            table(title, dcols, items)
    cur = {sec: sum(c or 0 for _n, s_, c, _y in st.deductions_printed if s_ == sec) for sec in (TAX, PRE, AFTER)}
    ytd = {sec: sum(yy for _n, s_, _c, yy in st.deductions_printed if s_ == sec) for sec in (TAX, PRE, AFTER)}
    p.box(L, y - 9, R - L, 13, grey=0.85)
    heads = [(150, 'Gross Pay'), (240, 'Pre-Tax Ded.'), (330, 'Taxes'), (420, 'Post-Tax Ded.'), (R - 3, 'Net Pay')]
    p.text(L + 3, y, 'SUMMARY', 8, 'Helvetica-Bold')
    for x, h in heads:
        p.text(x, y, h, 8, 'Helvetica-Bold', 'right')
    for k, (label, vals) in enumerate([('Current', [st.gross, cur[PRE], cur[TAX], cur[AFTER], st.net]),
                                       ('Year to Date', [st.ytd_gross, ytd[PRE], ytd[TAX], ytd[AFTER], st.ytd_net])]):
        yy = y + 13 + 11 * k
        p.text(L + 3, yy, label, 8)
        for (x, _h), v in zip(heads, vals):
            p.text(x, yy, us(v), 8, 'Helvetica-Bold' if x == R - 3 else 'Helvetica', 'right')
    y += 50
    p.line(L, y - 10, R, y - 10, 0.5)
    p.text(L + 3, y + 2, f'NET PAY ${us(st.net)}', 10, 'Helvetica-Bold')
    p.text(R - 3, y + 2, f'Direct Deposit Checking ****{spec.get("acct4", "2291")}  ${us(st.net)}', 8, align='right')
    p.text(L + 3, 760, 'Questions about your pay? Call the payroll line at (800) 555-0142 or visit your branch.', 7)
    write_qpdf([p], out, f'Earnings Statement {mdyy(pay)}', 'StaffTrack Payroll')


def _daily(total):
    """A week's hours over the days: eight a weekday, up to two and a half more a weekday, the rest on
    Saturday."""
    days = [0.0] * 7
    left = total
    for k in range(5):
        days[k] = min(8.0, left)
        left -= days[k]
    for k in range(5):
        extra = min(left, 2.5)
        days[k] += extra
        left -= extra
    days[5] = left
    return days


PRINTERS = {'au-payslip': au_payslip, 'ie-payslip': ie_payslip, 'nz-payslip': nz_payslip, 'us-staffing': us_staffing}
