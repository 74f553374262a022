"""The four paystub layouts of the seventh locked split: two typeset by XeLaTeX, one drawn in SVG and
turned into PDF by rsvg-convert, one drawn in SVG and exported by Inkscape."""
from common import D, MON, Svg, spaced, tex, us, write_inkscape_pdf, write_svg_pdf, write_xelatex

FREQ_WORDS = {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Bi-Weekly', 'SEMI_MONTHLY': 'Semi-Monthly', 'MONTHLY': 'Monthly'}


def dmon(d):
    """13-Mar-2026"""
    return f'{d.day:02d}-{MON[d.month - 1]}-{d.year}'


def mdy(d):
    return f'{d.month:02d}/{d.day:02d}/{d.year}'


def dmy(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year}'


def ymd_slash(d):
    return f'{d.year}/{d.month:02d}/{d.day:02d}'


def num(x, places=2):
    return f'{x:,.{places}f}'


def earning_rows(st):
    """(name, hours, rate, current cents or None, ytd hours, ytd cents), this period's first, then the
    ones paid earlier in the year only."""
    rows = []
    seen = set()
    for name, hours, rate, c in st.earnings:
        yh, yc = st.earnings_ytd[name]
        rows.append((name, hours, rate, c, yh, yc))
        seen.add(name)
    for name, (yh, yc) in st.earnings_ytd.items():
        if name not in seen:
            rows.append((name, None, None, None, yh, yc))
    return rows


# ---- ca-paystub: XeLaTeX, DejaVu Sans, Letter ---------------------------------------------------------

def ca_paystub(spec, st, out):
    s, e, pay = st.period
    emp, ee = spec['employer'], spec['employee']
    ea = ee['address'].split(', ')
    L = [r'\documentclass{article}', r'\usepackage{fontspec}', r'\setmainfont{DejaVu Sans}[Ligatures={NoCommon}]',
         r'\usepackage[letterpaper,margin=0.55in]{geometry}', r'\usepackage{xcolor}', r'\pagestyle{empty}',
         r'\setlength{\parindent}{0pt}', r'\renewcommand{\arraystretch}{1.15}', r'\begin{document}', r'\fontsize{8}{10}\selectfont']
    L.append(r'{\fontsize{13}{15}\selectfont\textbf{' + tex(emp['name']) + r'}}\hfill{\fontsize{11}{13}\selectfont\textbf{STATEMENT OF EARNINGS AND DEDUCTIONS}}\\[2pt]')
    L.append(tex(emp['address']) + r'\hfill Currency: CAD\\[10pt]')
    info = [('Employee Name', ee['name']), ('Employee ID', spec['emp_id']), ('Pay Period', f'{dmon(s)} to {dmon(e)}'),
            ('Pay Date', dmon(pay)), ('Pay Frequency', FREQ_WORDS[spec['freq']]), ('Province of Employment', spec['province'])]
    L.append(r'\begin{minipage}[t]{0.46\textwidth}\textbf{' + tex(ee['name']) + r'}\\' + r'\\'.join(tex(x) for x in ea[:-2]) + r'\\' + tex(', '.join(ea[-2:])) + r'\end{minipage}\hfill')
    L.append(r'\begin{minipage}[t]{0.5\textwidth}\begin{tabular}{@{}ll@{}}' + ''.join(f'{tex(a)}: & {tex(b)}\\\\' for a, b in info) + r'\end{tabular}\end{minipage}\\[10pt]')
    # Earnings
    L.append(r'\colorbox{black!12}{\parbox{\dimexpr\textwidth-2\fboxsep}{\textbf{EARNINGS}}}\\[2pt]')
    L.append(r'\begin{tabular*}{\textwidth}{@{}p{2.3in}@{\extracolsep{\fill}}rrrrr@{}}')
    L.append(r'\textbf{Description} & \textbf{Hours} & \textbf{Rate} & \textbf{Current} & \textbf{YTD Hours} & \textbf{YTD Amount}\\\hline')
    for name, h, rate, c, yh, yc in earning_rows(st):
        L.append(f'{tex(name)} & {"" if h is None else num(h)} & {"" if rate is None else num(rate, 4)} & {"" if c is None else us(c)} & {num(yh) if yh else ""} & {us(yc)}\\\\')
    L.append(r'\hline')
    L.append(f'\\textbf{{Gross Earnings}} & & & \\textbf{{{us(st.gross)}}} & & \\textbf{{{us(st.ytd_gross)}}}\\\\')
    L.append(r'\end{tabular*}\\[8pt]')
    # Deductions
    L.append(r'\colorbox{black!12}{\parbox{\dimexpr\textwidth-2\fboxsep}{\textbf{DEDUCTIONS}}}\\[2pt]')
    L.append(r'\begin{tabular*}{\textwidth}{@{}p{3.2in}@{\extracolsep{\fill}}rr@{}}')
    L.append(r'\textbf{Description} & \textbf{Current} & \textbf{Year to Date}\\\hline')
    groups = [('Statutory Deductions', 'Taxes'), ('Before-Tax Deductions', 'Pre-tax deductions'), ('Other Deductions', 'After-tax deductions')]
    for title, sec in groups:
        rows = [d for d in st.deductions_printed if d[1] == sec]
        if not rows:
            continue
        L.append(r'\textit{' + title + r'} & & \\')
        for name, _sec, c, y in rows:
            L.append(f'\\hspace{{8pt}}{tex(name)} & {"" if c is None else us(c)} & {us(y)}\\\\')
    tot = sum(d[2] or 0 for d in st.deductions_printed)
    L.append(r'\hline')
    L.append(f'\\textbf{{Total Deductions}} & \\textbf{{{us(tot)}}} & \\textbf{{{us(st.ytd_gross - st.ytd_net)}}}\\\\')
    L.append(r'\end{tabular*}\\[8pt]')
    # Vacation and employer contributions side by side
    acc = st.info['vac_accrued']
    taken = st.info.get('vac_taken', 0)
    acc_ytd = sum(h.info['vac_accrued'] for h in st.history)
    taken_ytd = sum(h.info.get('vac_taken', 0) for h in st.history)
    opening = spec.get('vac_opening', 41250)
    close = opening + acc_ytd - taken_ytd
    L.append(r'\begin{minipage}[t]{0.47\textwidth}\textbf{VACATION PAY ACCRUED (\$)}\\[2pt]\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}rr@{}}')
    L.append(r' & \textbf{Current} & \textbf{YTD}\\\hline')
    L.append(f'Carried forward from 2025 & & {us(opening)}\\\\')
    L.append(f'Accrued ({round(spec["rules"]["vac_pct"] * 100)}\\%) & {us(acc)} & {us(acc_ytd)}\\\\')
    L.append(f'Taken & {us(taken) if taken else ""} & {us(taken_ytd) if taken_ytd else ""}\\\\\\hline')
    L.append(f'Balance available & & {us(close)}\\\\')
    L.append(r'\end{tabular*}\end{minipage}\hfill')
    L.append(r'\begin{minipage}[t]{0.47\textwidth}\textbf{EMPLOYER CONTRIBUTIONS}\\[2pt]\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}rr@{}}')
    L.append(r' & \textbf{Current} & \textbf{YTD}\\\hline')
    now = dict(st.employer)
    for name, y in st.employer_ytd.items():
        L.append(f'{tex(name)} & {us(now[name]) if name in now else ""} & {us(y)}\\\\')
    L.append(r'\end{tabular*}\end{minipage}\\[12pt]')
    # Summary
    L.append(r'\fbox{\begin{minipage}{\dimexpr\textwidth-2\fboxsep-2\fboxrule}\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}rrr@{}}')
    L.append(r' & \textbf{Gross Pay} & \textbf{Total Deductions} & \textbf{Net Pay}\\')
    L.append(f'Current & {us(st.gross)} & {us(tot)} & \\textbf{{\\${us(st.net)}}}\\\\')
    L.append(f'Year to Date & {us(st.ytd_gross)} & {us(st.ytd_gross - st.ytd_net)} & {us(st.ytd_net)}\\\\')
    L.append(r'\end{tabular*}\end{minipage}}\\[8pt]')
    L.append(f'Net pay deposited to account {tex(spec["bank"])} on {dmon(pay)}.\\\\[4pt]')
    L.append(r'{\color{black!60}Vacation pay is accrued each pay at the percentage shown and paid when vacation is taken. Keep this statement for your records.}')
    L.append(r'\end{document}')
    write_xelatex('\n'.join(L) + '\n', out)


# ---- uk-payslip: XeLaTeX, Liberation Serif, A4 -----------------------------------------------------

def uk_payslip(spec, st, out):
    s, e, pay = st.period
    emp, ee = spec['employer'], spec['employee']
    monthly = spec['freq'] == 'MONTHLY'
    period_no = ((pay.month - 4) % 12) + 1 if monthly else (pay - D(2025, 4, 6)).days // 7 + 1
    ea = ee['address'].split(', ')
    L = [r'\documentclass{article}', r'\usepackage{fontspec}', r'\setmainfont{Liberation Serif}[Ligatures={NoCommon}]',
         r'\newfontfamily\sans{Liberation Sans Narrow}[Ligatures={NoCommon}]',
         r'\usepackage[a4paper,margin=16mm]{geometry}', r'\usepackage{xcolor}', r'\pagestyle{empty}',
         r'\setlength{\parindent}{0pt}', r'\renewcommand{\arraystretch}{1.2}', r'\begin{document}', r'\fontsize{9}{11}\selectfont']
    L.append(r'\begin{minipage}[t]{0.55\textwidth}{\fontsize{14}{16}\selectfont\textbf{' + tex(emp['name']) + r'}}\\' + tex(emp['address']) + r'\\Employer PAYE Ref: ' + tex(spec['paye']) + r'\end{minipage}\hfill')
    L.append(r'\begin{minipage}[t]{0.35\textwidth}\raggedleft{\fontsize{16}{18}\selectfont\sans\textbf{PAYSLIP}}\\Private \& Confidential\end{minipage}\\[14pt]')
    L.append(r'\begin{minipage}[t]{0.42\textwidth}\textbf{' + tex(ee['name']) + r'}\\' + r'\\'.join(tex(x) for x in ea) + r'\end{minipage}\hfill')
    info = [('Employee No', spec['emp_no']), ('Department', spec['dept']), ('NI Number', spec['ni_number']), ('NI Letter', spec['ni_letter']),
            ('Tax Code', spec['code']), ('Tax Period', f'{"Month" if monthly else "Week"} {period_no}'), ('Pay Frequency', 'Monthly' if monthly else 'Weekly'),
            ('Pay Period', f'{dmy(s)} - {dmy(e)}'), ('Pay Date', dmy(pay))]
    L.append(r'\begin{minipage}[t]{0.5\textwidth}{\sans\begin{tabular}{@{}ll@{}}' + ''.join(f'{tex(a)} & {tex(b)}\\\\' for a, b in info) + r'\end{tabular}}\end{minipage}\\[14pt]')
    # Payments
    L.append(r'{\sans\begin{tabular*}{\textwidth}{@{}p{62mm}@{\extracolsep{\fill}}rrrr@{}}\hline')
    L.append(r'\textbf{Payments} & \textbf{Units} & \textbf{Rate} & \textbf{This Period} & \textbf{Year to Date}\\\hline')
    for name, h, rate, c, _yh, yc in earning_rows(st):
        L.append(f'{tex(name)} & {"" if h is None else num(h)} & {"" if rate is None else num(rate, 4)} & {"" if c is None else us(c)} & {us(yc)}\\\\')
    L.append(r'\hline')
    L.append(f'\\textbf{{Total Payments}} & & & \\textbf{{{us(st.gross)}}} & \\textbf{{{us(st.ytd_gross)}}}\\\\\\hline')
    L.append(r'\end{tabular*}}\\[10pt]')
    # Deductions
    L.append(r'{\sans\begin{tabular*}{\textwidth}{@{}p{62mm}@{\extracolsep{\fill}}rr@{}}\hline')
    L.append(r'\textbf{Deductions} & \textbf{This Period} & \textbf{Year to Date}\\\hline')
    for name, _sec, c, y in st.deductions_printed:
        L.append(f'{tex(name)} & {"" if c is None else us(c)} & {us(y)}\\\\')
    tot = sum(d[2] or 0 for d in st.deductions_printed)
    L.append(r'\hline')
    L.append(f'\\textbf{{Total Deductions}} & \\textbf{{{us(tot)}}} & \\textbf{{{us(st.ytd_gross - st.ytd_net)}}}\\\\\\hline')
    L.append(r'\end{tabular*}}\\[12pt]')
    # Year to date and employer boxes
    taxable_ytd = sum(h.info['taxable'] for h in st.history)
    niable_ytd = sum(h.info['niable'] for h in st.history)
    ytd = dict((n, y) for n, _s, _c, y in st.deductions_printed)
    L.append(r'\begin{minipage}[t]{0.48\textwidth}\textbf{Year to Date Totals}\\[2pt]{\sans\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}r@{}}\hline')
    for label, v in [('Taxable Pay TD', taxable_ytd), ('Tax Paid TD', ytd.get('PAYE Tax', 0)), ('Earnings for NI TD', niable_ytd),
                     ('Employee NI TD', ytd.get('National Insurance', 0)), ('Employer NI TD', st.employer_ytd.get('Employer NI', 0)),
                     ('Employer Pension TD', st.employer_ytd.get('Employer Pension', 0))]:
        L.append(f'{label} & {us(v)}\\\\')
    L.append(r'\hline\end{tabular*}}\end{minipage}\hfill')
    now = dict(st.employer)
    L.append(r'\begin{minipage}[t]{0.46\textwidth}\textbf{Employer Contributions This Period}\\[2pt]{\sans\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}r@{}}\hline')
    for name in st.employer_ytd:
        L.append(f'{tex(name)} & {us(now.get(name, 0))}\\\\')
    L.append(r'\hline\end{tabular*}}\\[6pt]')
    L.append(r'Taxable pay this period: ' + us(st.info['taxable']) + r'\\Salary sacrifice reduces pay for tax and NI.\end{minipage}\\[14pt]')
    L.append(r'\fbox{\begin{minipage}{\dimexpr\textwidth-2\fboxsep-2\fboxrule}{\fontsize{11}{13}\selectfont\textbf{NET PAY}\hfill\textbf{£' + us(st.net) + r'}}\\')
    L.append(r'Net Pay TD \hfill £' + us(st.ytd_net) + r'\\Paid by BACS on ' + dmy(pay) + r'\end{minipage}}')
    L.append(r'\end{document}')
    write_xelatex('\n'.join(L) + '\n', out)


# ---- us-nurse: SVG by hand, rsvg-convert, Letter, DejaVu Sans Condensed ------------------------------

def neg(c):
    """A deduction as the hospital's payroll prints it: a trailing minus."""
    return us(c) + '-'


def us_nurse(spec, st, out):
    s, e, pay = st.period
    emp, ee = spec['employer'], spec['employee']
    p = Svg(612, 792, 'DejaVu Sans Condensed')
    p.rect(24, 24, 564, 58, fill='#e8eef4', stroke='#5a7184')
    p.text(34, 44, emp['name'], size=13, weight='bold')
    p.text(34, 58, emp['address'], size=8)
    p.text(578, 44, 'Earnings Statement', size=12, weight='bold', anchor='end')
    p.text(578, 58, f'Period Beginning: {mdy(s)}', size=8, anchor='end')
    p.text(578, 69, f'Period Ending: {mdy(e)}', size=8, anchor='end')
    p.text(578, 80, f'Pay Date: {mdy(pay)}', size=8, anchor='end')
    y = 102
    for label, v in [('Employee ID', spec['emp_id']), ('Department', spec['dept']), ('Job Title', spec['job']),
                     ('Pay Frequency', FREQ_WORDS[spec['freq']]), ('Hours This Period', num(st.info['hours']))]:
        p.text(34, y, f'{label}:', size=8, weight='bold')
        p.text(120, y, v, size=8)
        y += 11
    ea = ee['address'].split(', ')
    p.text(360, 102, ee['name'], size=9, weight='bold')
    p.text(360, 114, ea[0], size=9)
    p.text(360, 126, ', '.join(ea[1:]), size=9)
    # Earnings, left
    y = 170
    p.rect(24, y - 11, 330, 14, fill='#5a7184', stroke='#5a7184')
    p.text(28, y, 'Earnings', size=8, weight='bold', fill='#ffffff')
    for x, h in [(168, 'Rate'), (204, 'Hours'), (256, 'This Period'), (288, 'YTD Hrs'), (350, 'YTD Amount')]:
        p.text(x, y, h, size=7.5, weight='bold', anchor='end', fill='#ffffff')
    y += 13
    for name, h, rate, c, yh, yc in earning_rows(st):
        p.text(28, y, name, size=7.5)
        if rate is not None:
            p.text(168, y, num(rate, 4), size=7.5, anchor='end')
        if h is not None:
            p.text(204, y, num(h), size=7.5, anchor='end')
        if c is not None:
            p.text(256, y, us(c), size=7.5, anchor='end')
        if yh:
            p.text(288, y, num(yh), size=7.5, anchor='end')
        p.text(350, y, us(yc), size=7.5, anchor='end')
        y += 11
    p.line(28, y - 7, 350, y - 7)
    p.text(28, y + 3, 'Gross Pay', size=8, weight='bold')
    p.text(256, y + 3, '$' + us(st.gross), size=8, weight='bold', anchor='end')
    p.text(350, y + 3, us(st.ytd_gross), size=8, weight='bold', anchor='end')
    left_end = y + 20
    # Deductions, right
    y = 170
    titles = {'Taxes': 'Taxes', 'Pre-tax deductions': 'Pre-Tax Deductions', 'After-tax deductions': 'After-Tax Deductions'}
    for sec in ['Pre-tax deductions', 'Taxes', 'After-tax deductions']:
        rows = [d for d in st.deductions_printed if d[1] == sec]
        if not rows:
            continue
        p.rect(362, y - 11, 226, 14, fill='#5a7184', stroke='#5a7184')
        p.text(366, y, titles[sec], size=8, weight='bold', fill='#ffffff')
        p.text(530, y, 'Current', size=7.5, weight='bold', anchor='end', fill='#ffffff')
        p.text(584, y, 'YTD', size=7.5, weight='bold', anchor='end', fill='#ffffff')
        y += 13
        for name, _sec, c, yv in rows:
            p.text(366, y, name, size=7.5)
            if c is not None:
                p.text(530, y, neg(c), size=7.5, anchor='end')
            p.text(584, y, neg(yv), size=7.5, anchor='end')
            y += 11
        y += 8
    y = max(y, left_end) + 10
    # Employer paid benefits and the summary
    p.text(28, y, 'Employer Paid Benefits', size=8, weight='bold')
    p.text(256, y, 'Current', size=7.5, weight='bold', anchor='end')
    p.text(350, y, 'YTD', size=7.5, weight='bold', anchor='end')
    now = dict(st.employer)
    for name, yv in st.employer_ytd.items():
        y += 11
        p.text(28, y, name, size=7.5)
        p.text(256, y, us(now.get(name, 0)), size=7.5, anchor='end')
        p.text(350, y, us(yv), size=7.5, anchor='end')
    y += 26
    tot = sum(d[2] or 0 for d in st.deductions_printed)
    p.rect(24, y - 12, 564, 46, fill='#f3f5f7', stroke='#5a7184')
    for x, h in [(200, 'Gross Pay'), (320, 'Deductions'), (440, 'Net Pay')]:
        p.text(x, y, h, size=8, weight='bold', anchor='end')
    p.text(34, y + 13, 'Current', size=8)
    p.text(34, y + 26, 'Year to Date', size=8)
    for x, a, b in [(200, st.gross, st.ytd_gross), (320, tot, st.ytd_gross - st.ytd_net), (440, st.net, st.ytd_net)]:
        p.text(x, y + 13, us(a), size=8, anchor='end')
        p.text(x, y + 26, us(b), size=8, anchor='end')
    p.text(578, y + 13, f'NET PAY ${us(st.net)}', size=10, weight='bold', anchor='end')
    y += 56
    p.text(28, y, 'Net Pay Distribution', size=8, weight='bold')
    split = (st.net // 10000) * 2000 if st.net > 100000 else 0
    p.text(28, y + 12, 'Checking ****' + spec['emp_id'][-4:], size=7.5)
    p.text(256, y + 12, us(st.net - split), size=7.5, anchor='end')
    if split:
        p.text(28, y + 23, 'Savings ****' + spec['emp_id'][-3:] + '0', size=7.5)
        p.text(256, y + 23, us(split), size=7.5, anchor='end')
    p.text(306, 770, 'Deductions are shown with a trailing minus. Differentials are paid per hour worked in the shift.', size=6.5, anchor='middle', fill='#555555')
    write_svg_pdf([p], out)


# ---- za-payslip: SVG by hand, Inkscape, A4, Liberation Sans --------------------------------------

def rand(c):
    """R 12 345.67"""
    return 'R ' + spaced(c)


def za_payslip(spec, st, out):
    s, e, pay = st.period
    emp, ee = spec['employer'], spec['employee']
    p = Svg(595, 842, 'Liberation Sans')
    p.text(40, 56, emp['name'], size=14, weight='bold')
    ad = emp['address'].split(', ')
    p.text(40, 70, ', '.join(ad[:-2]), size=8)
    p.text(40, 81, ', '.join(ad[-2:]), size=8)
    p.text(555, 56, 'PAYSLIP', size=18, weight='bold', anchor='end', fill='#1d4d3a')
    p.line(40, 92, 555, 92, width=1.2, stroke='#1d4d3a')
    rows = [('Employee', ee['name']), ('Employee Code', spec['emp_code']), ('ID Number', spec['id_no']), ('Tax Number', spec['tax_no']),
            ('Job Title', spec['job'])]
    rows2 = [('Pay Period', f'{ymd_slash(s)} - {ymd_slash(e)}'), ('Pay Date', ymd_slash(pay)), ('Pay Frequency', 'Monthly' if spec['freq'] == 'MONTHLY' else 'Weekly'),
             ('Tax Year', f'{spec["year"].year}/{spec["year"].year + 1}'), ('Bank', spec['bank'])]
    y = 108
    for (a, b), (c, d) in zip(rows, rows2):
        p.text(40, y, a, size=8, fill='#555555')
        p.text(120, y, b, size=8)
        p.text(320, y, c, size=8, fill='#555555')
        p.text(395, y, d, size=8)
        y += 12
    ea = ee['address'].split(', ')
    p.text(40, y + 6, 'Address', size=8, fill='#555555')
    p.text(120, y + 6, ', '.join(ea), size=8)
    y += 32

    def table(x, y, title, items, w=250):
        p.rect(x, y - 10, w, 14, fill='#1d4d3a', stroke='#1d4d3a')
        p.text(x + 4, y, title, size=8, weight='bold', fill='#ffffff')
        p.text(x + w - 70, y, 'Current', size=8, weight='bold', anchor='end', fill='#ffffff')
        p.text(x + w - 4, y, 'YTD', size=8, weight='bold', anchor='end', fill='#ffffff')
        y += 14
        for name, c, yv in items:
            p.text(x + 4, y, name, size=8)
            if c is not None:
                p.text(x + w - 70, y, rand(c), size=8, anchor='end')
            p.text(x + w - 4, y, rand(yv), size=8, anchor='end')
            y += 12
        return y

    earn = []
    for name, h, rate, c, _yh, yc in earning_rows(st):
        label = name if h is None else f'{name} ({num(h, 1)} h)'
        earn.append((label, c, yc))
    ly = table(40, y, 'Earnings', earn)
    p.line(44, ly - 6, 286, ly - 6)
    p.text(44, ly + 4, 'Total Earnings', size=8, weight='bold')
    p.text(220, ly + 4, rand(st.gross), size=8, weight='bold', anchor='end')
    p.text(286, ly + 4, rand(st.ytd_gross), size=8, weight='bold', anchor='end')
    ry = table(305, y, 'Deductions', [(n, c, yv) for n, _s, c, yv in st.deductions_printed])
    tot = sum(d[2] or 0 for d in st.deductions_printed)
    p.line(309, ry - 6, 551, ry - 6)
    p.text(309, ry + 4, 'Total Deductions', size=8, weight='bold')
    p.text(485, ry + 4, rand(tot), size=8, weight='bold', anchor='end')
    p.text(551, ry + 4, rand(st.ytd_gross - st.ytd_net), size=8, weight='bold', anchor='end')
    y = max(ly, ry) + 30
    now = dict(st.employer)
    cy = table(40, y, 'Company Contributions', [(n, now.get(n), yv) for n, yv in st.employer_ytd.items()])
    p.rect(305, y - 10, 250, 58, fill='#eef4f0', stroke='#1d4d3a')
    p.text(315, y + 8, 'NETT PAY', size=11, weight='bold')
    p.text(545, y + 8, rand(st.net), size=13, weight='bold', anchor='end')
    p.text(315, y + 26, 'Nett pay year to date', size=8)
    p.text(545, y + 26, rand(st.ytd_net), size=8, anchor='end')
    p.text(315, y + 40, f'Paid into {spec["bank"]}', size=7.5, fill='#555555')
    y = max(cy, y + 60) + 24
    p.text(40, y, 'UIF is 1% of remuneration up to the ceiling; SDL is paid by the employer and not deducted from your pay.', size=7, fill='#555555')
    p.text(40, y + 11, 'Medical scheme fees tax credit applied to PAYE. Queries: payroll@' + emp['name'].split()[0].lower() + '.co.za', size=7, fill='#555555')
    write_inkscape_pdf([p], out)


PRINTERS = {'ca-paystub': ca_paystub, 'uk-payslip': uk_payslip, 'us-nurse': us_nurse, 'za-payslip': za_payslip}
