"""The five paystub layouts. Three are drawn with ReportLab's canvas (text placed at points, as a
payroll portal's PDF engine does), two are typeset by groff with tbl and turned into PDF by
Ghostscript's ps2pdf (the route of old Unix payroll printouts)."""

import os
import subprocess
import tempfile

from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

DATE_FORMS = {
    'portal-statement': lambda d: f'{MONTHS[d.month - 1]} {d.day}, {d.year}',
    'sheet-parens': lambda d: f'{d.month}/{d.day}/{d.year}',
    'uk-payslip': lambda d: d.strftime('%d/%m/%Y'),
    'ca-tbl': lambda d: f'{d.day:02d} {MONTHS[d.month - 1][:3]} {d.year}',
    'two-up-copy': lambda d: d.strftime('%m/%d/%y'),
}

DEJAVU = '/usr/share/fonts/truetype/dejavu'
pdfmetrics.registerFont(TTFont('DejaVuSans', f'{DEJAVU}/DejaVuSans.ttf'))
pdfmetrics.registerFont(TTFont('DejaVuSans-Bold', f'{DEJAVU}/DejaVuSans-Bold.ttf'))


def amt(c, sep=','):
    s = f'{abs(c) // 100:,}'.replace(',', sep) + f'.{abs(c) % 100:02d}'
    return s


def hours(h):
    return f'{h / 100:.2f}'


def rate(r):
    return f'{r / 100:.2f}'


def fresh(path, size, title, author):
    c = canvas.Canvas(path, pagesize=size, invariant=1)
    c.setTitle(title)
    c.setAuthor(author)
    return c


# ---- portal-statement: a payroll provider's portal PDF ---------------------------------------------

def portal(path, spec, s, date):
    c = fresh(path, letter, 'Earnings Statement', 'PayHarbor Online')
    W, H = letter
    c.setFillColorRGB(0.12, 0.27, 0.45)
    c.rect(36, H - 78, W - 72, 42, fill=1, stroke=0)
    c.setFillColorRGB(1, 1, 1)
    c.setFont('Helvetica-Bold', 15)
    c.drawString(48, H - 62, 'Earnings Statement')
    c.setFont('Helvetica', 8)
    c.drawRightString(W - 48, H - 52, 'Powered by PayHarbor Online')
    c.drawRightString(W - 48, H - 64, f'Check No. {40000 + s["period_no"] * 17}')
    c.setFillColorRGB(0, 0, 0)
    y = H - 104
    c.setFont('Helvetica-Bold', 10)
    c.drawString(48, y, spec.employer)
    c.drawString(330, y, spec.employee)
    c.setFont('Helvetica', 9)
    for k, line in enumerate(spec.employer_address.split(', ', 1 if spec.employer_address.count(',') < 3 else 2)):
        c.drawString(48, y - 12 * (k + 1), line)
    emp = spec.employee_address.split(', ')
    for k, line in enumerate([', '.join(emp[:-2]), ', '.join(emp[-2:])]):
        c.drawString(330, y - 12 * (k + 1), line)
    y -= 56
    c.setFillColorRGB(0.93, 0.95, 0.98)
    c.rect(36, y - 30, W - 72, 40, fill=1, stroke=0)
    c.setFillColorRGB(0.3, 0.3, 0.3)
    c.setFont('Helvetica', 7.5)
    labels = ['Pay Date', 'Period Beginning', 'Period Ending', 'Net Pay']
    values = [date(s['pay_date']), date(s['start']), date(s['end']), f'${amt(s["net"])}']
    for k, (l, v) in enumerate(zip(labels, values)):
        c.setFillColorRGB(0.3, 0.3, 0.3)
        c.setFont('Helvetica', 7.5)
        c.drawString(48 + 135 * k, y, l.upper())
        c.setFillColorRGB(0, 0, 0)
        c.setFont('Helvetica-Bold', 10)
        c.drawString(48 + 135 * k, y - 16, v)
    y -= 56

    def table(title, heads, rows, total=None):
        nonlocal y
        c.setFont('Helvetica-Bold', 9.5)
        c.setFillColorRGB(0.12, 0.27, 0.45)
        c.drawString(48, y, title)
        c.setFillColorRGB(0, 0, 0)
        y -= 4
        c.setLineWidth(0.6)
        c.line(48, y, W - 48, y)
        y -= 11
        xs = [48, 250, 320, 420, W - 48]
        c.setFont('Helvetica-Bold', 7.5)
        for k, h in enumerate(heads):
            (c.drawString if k == 0 else c.drawRightString)(xs[k] if k == 0 else xs[k] + (0 if k == len(heads) - 1 else 40), y, h)
        y -= 12
        c.setFont('Helvetica', 8.5)
        for row in rows:
            for k, v in enumerate(row):
                (c.drawString if k == 0 else c.drawRightString)(xs[k] if k == 0 else xs[k] + (0 if k == len(row) - 1 else 40), y, v)
            y -= 12
        if total:
            c.setLineWidth(0.3)
            c.line(250, y + 8, W - 48, y + 8)
            c.setFont('Helvetica-Bold', 8.5)
            for k, v in enumerate(total):
                (c.drawString if k == 0 else c.drawRightString)(xs[k] if k == 0 else xs[k] + (0 if k == len(total) - 1 else 40), y - 2, v)
            y -= 14
        y -= 12

    rows = []
    for name in s['ytd_earn']:
        cur = [x for x in s['lines'] if x[0] == name]
        if cur:
            _n, r, h, a = cur[0]
            rows.append([name, rate(r) if r else '', hours(h) if h else '', amt(a), amt(s['ytd_earn'][name])])
        else:
            rows.append([name, '', '', '', amt(s['ytd_earn'][name])])
    table('Earnings', ['Description', 'Rate', 'Hours', 'Current', 'Year to Date'], rows, ['Gross Pay', '', '', amt(s['gross']), amt(s['ytd_gross'])])
    for title, section in [('Taxes', 'Taxes'), ('Pre-Tax Deductions', 'Pre-tax deductions'), ('Post-Tax Deductions', 'After-tax deductions')]:
        ds = [d for d in s['deductions'] if d['section'] == section]
        if not ds:
            continue
        table(title, ['Description', '', '', 'Current', 'Year to Date'],
              [[d['name'], '', '', '' if d['current'] is None else amt(d['current']), amt(d['ytd'])] for d in ds],
              [f'Total {title}', '', '', amt(sum(d['current'] or 0 for d in ds)), amt(sum(d['ytd'] for d in ds))])
    table('Net Pay', ['', '', '', 'Current', 'Year to Date'], [['Net Pay', '', '', amt(s['net']), amt(s['ytd_net'])]])
    c.setFont('Helvetica', 7)
    c.setFillColorRGB(0.4, 0.4, 0.4)
    c.drawString(48, 60, 'Direct deposit: net pay deposited to checking account ending ' + f'{(len(spec.employee) * 397) % 10000:04d}.')
    c.drawString(48, 50, 'This statement is provided for your records. Questions? Contact your payroll administrator.')
    c.save()


# ---- sheet-parens: a small employer's stub typed into a spreadsheet --------------------------------

def sheet(path, spec, s, date):
    c = fresh(path, letter, 'Pay Stub', spec.employer)
    W, H = letter
    x0, x1, x2, x3, x4 = 54, 250, 330, 420, 520
    grid_top = H - 60
    rows = []
    rows.append(('title', [spec.employer]))
    rows.append(('plain', [spec.employer_address]))
    rows.append(('plain', ['']))
    rows.append(('kv', ['Employee:', spec.employee]))
    rows.append(('kv', ['Address:', spec.employee_address]))
    rows.append(('kv', ['Pay Period:', f'{date(s["start"])} to {date(s["end"])}']))
    rows.append(('kv', ['Pay Date:', date(s['pay_date'])]))
    rows.append(('plain', ['']))
    rows.append(('head', ['Item', 'Hours', 'Rate', 'This Period', 'Year-To-Date']))
    for name in s['ytd_earn']:
        cur = [x for x in s['lines'] if x[0] == name]
        if cur:
            _n, r, h, a = cur[0]
            rows.append(('row', [name, hours(h) if h else '', rate(r) if r else '', amt(a), amt(s['ytd_earn'][name])]))
        else:
            rows.append(('row', [name, '', '', '0.00', amt(s['ytd_earn'][name])]))
    rows.append(('bold', ['Gross Pay', '', '', amt(s['gross']), amt(s['ytd_gross'])]))
    for d in s['deductions']:
        rows.append(('row', [d['name'], '', '', '' if d['current'] is None else f'({amt(d["current"])})', f'({amt(d["ytd"])})']))
    total_cur = sum(d['current'] or 0 for d in s['deductions'])
    total_ytd = sum(d['ytd'] for d in s['deductions'])
    rows.append(('bold', ['Total Deductions', '', '', f'({amt(total_cur)})', f'({amt(total_ytd)})']))
    rows.append(('bold', ['Net Pay', '', '', amt(s['net']), amt(s['ytd_net'])]))
    y = grid_top
    h = 16
    c.setLineWidth(0.4)
    c.setStrokeColorRGB(0.75, 0.75, 0.75)
    for kind, cells in rows:
        c.setStrokeColorRGB(0.75, 0.75, 0.75)
        c.rect(x0 - 4, y - 4, x4 + 36 - x0, h, fill=0, stroke=1)
        if kind == 'head':
            c.setFillColorRGB(0.85, 0.92, 0.85)
            c.rect(x0 - 4, y - 4, x4 + 36 - x0, h, fill=1, stroke=1)
            c.setFillColorRGB(0, 0, 0)
        if kind in ('row', 'bold', 'head'):
            for xx in (x1 - 4, x2 - 4, x3 - 4, x4 - 40):
                c.line(xx, y - 4, xx, y - 4 + h)
        font = 'DejaVuSans-Bold' if kind in ('title', 'bold', 'head') else 'DejaVuSans'
        c.setFont(font, 12 if kind == 'title' else 9)
        if kind in ('title', 'plain'):
            c.drawString(x0, y, cells[0])
        elif kind == 'kv':
            c.drawString(x0, y, cells[0])
            c.setFont('DejaVuSans', 9)
            c.drawString(x0 + 80, y, cells[1])
        else:
            c.drawString(x0, y, cells[0])
            c.drawRightString(x2 - 10, y, cells[1])
            c.drawRightString(x3 - 10, y, cells[2])
            c.drawRightString(x4 - 46, y, cells[3])
            c.drawRightString(x4 + 28, y, cells[4])
        y -= h
    c.setFont('DejaVuSans', 7)
    c.drawString(x0, 40, 'Sheet1')
    c.drawRightString(W - 54, 40, 'Page 1')
    c.save()


# ---- uk-payslip: a British payslip ------------------------------------------------------------------

def uk(path, spec, s, date):
    c = fresh(path, A4, 'Payslip', spec.employer)
    W, H = A4
    c.setFont('Times-Bold', 16)
    c.drawString(50, H - 60, spec.employer)
    c.setFont('Times-Roman', 9.5)
    c.drawString(50, H - 74, spec.employer_address)
    c.setFont('Times-Bold', 13)
    c.drawRightString(W - 50, H - 60, 'PAYSLIP')
    y = H - 104
    info = [('Employee', spec.employee), ('Address', spec.employee_address), ('NI Number', spec.ni), ('Tax Code', spec.tax_code),
            ('Pay Date', date(s['pay_date'])), ('Pay Period', f'{date(s["start"])} - {date(s["end"])}'),
            ('Tax Period', f'{"Week" if spec.frequency == "WEEKLY" else "Month"} {s["period_no"]}'), ('Payment Method', 'BACS')]
    c.setLineWidth(0.5)
    c.rect(50, y - 4 * 15 - 4, W - 100, 4 * 15 + 14, fill=0, stroke=1)
    for k, (l, v) in enumerate(info):
        col = k % 2
        row = k // 2
        xx = 58 + col * 250 if l != 'Address' else 58 + col * 250
        c.setFont('Times-Bold', 9)
        c.drawString(xx, y - row * 15, f'{l}:')
        c.setFont('Times-Roman', 9)
        c.drawString(xx + 72, y - row * 15, v)
    y -= 4 * 15 + 30
    # Payments on the left, deductions on the right, each with this period and year to date.
    c.setFont('Times-Bold', 10)
    c.drawString(58, y, 'Payments')
    c.drawRightString(230, y, 'Amount')
    c.drawString(300, y, 'Deductions')
    c.drawRightString(470, y, 'This Period')
    c.drawRightString(W - 58, y, 'To Date')
    c.line(50, y - 5, W - 50, y - 5)
    y -= 20
    pay = []
    for name in s['ytd_earn']:
        cur = [x for x in s['lines'] if x[0] == name]
        if cur:
            _n, r, h, a = cur[0]
            pay.append((f'{name}' + (f'  {hours(h)} @ £{rate(r)}' if h else ''), f'£{amt(a)}'))
    ded = [(d['name'], '' if d['current'] is None else f'£{amt(d["current"])}', f'£{amt(d["ytd"])}') for d in s['deductions']]
    for k in range(max(len(pay), len(ded))):
        c.setFont('Times-Roman', 9.5)
        if k < len(pay):
            c.drawString(58, y, pay[k][0])
            c.drawRightString(230, y, pay[k][1])
        if k < len(ded):
            c.drawString(300, y, ded[k][0])
            c.drawRightString(470, y, ded[k][1])
            c.drawRightString(W - 58, y, ded[k][2])
        y -= 14
    c.line(50, y + 4, W - 50, y + 4)
    y -= 12
    c.setFont('Times-Bold', 10)
    c.drawString(58, y, 'Total Payments')
    c.drawRightString(230, y, f'£{amt(s["gross"])}')
    c.drawString(300, y, 'Total Deductions')
    c.drawRightString(470, y, f'£{amt(sum(d["current"] or 0 for d in s["deductions"]))}')
    y -= 34
    c.setFont('Times-Bold', 10)
    c.drawString(58, y, 'Year to Date')
    c.setFont('Times-Roman', 9.5)
    c.drawString(58, y - 15, 'Taxable Pay to Date')
    c.drawRightString(300, y - 15, f'£{amt(s["ytd_gross"] - sum(d["ytd"] for d in s["deductions"] if d["section"] == "Pre-tax deductions"))}')
    c.drawString(58, y - 30, 'Gross Pay to Date')
    c.drawRightString(300, y - 30, f'£{amt(s["ytd_gross"])}')
    c.drawString(58, y - 45, 'Net Pay to Date')
    c.drawRightString(300, y - 45, f'£{amt(s["ytd_net"])}')
    c.setLineWidth(1.2)
    c.rect(360, y - 52, W - 410, 50, fill=0, stroke=1)
    c.setFont('Times-Bold', 12)
    c.drawString(372, y - 22, 'NET PAY')
    c.drawRightString(W - 62, y - 22, f'£{amt(s["net"])}')
    c.setFont('Times-Italic', 8)
    c.drawString(50, 60, 'Please retain this payslip for your records. Amounts in pounds sterling (GBP).')
    c.save()


# ---- groff layouts ------------------------------------------------------------------------------------

def roff_escape(s):
    return s.replace('\\', '\\e').replace("'", "\\(aq")


def run_groff(src, path, paper='letter'):
    with tempfile.TemporaryDirectory() as tmp:
        ps = os.path.join(tmp, 'out.ps')
        with open(ps, 'wb') as out:
            subprocess.run(['groff', '-k', '-t', '-Tps', f'-dpaper={paper}', f'-P-p{paper}'], input=src.encode('utf-8'), stdout=out, check=True)
        env = dict(os.environ, SOURCE_DATE_EPOCH='1767225600')
        subprocess.run(['ps2pdf', f'-sPAPERSIZE={paper}', '-dPDFSETTINGS=/default', ps, path], check=True, env=env)


def ca_tbl(path, spec, s, date):
    e = roff_escape
    out = ['.kern 0', '.pl 11i', '.po 0.8i', '.ll 6.9i', '.nf', '.sp 0.4i', '.ft HB', '.ps 15', e(spec.employer), '.ps 9', '.ft H',
           *[e(x) for x in spec.employer_address.split(', ', spec.employer_address.count(', ') - 2)], '.sp 0.3i', '.ft HB', '.ps 12',
           'STATEMENT OF EARNINGS AND DEDUCTIONS', '.ft H', '.ps 9', '.sp 0.15i',
           '.TS', 'box;', 'l l l l.',
           f'Employee\t{e(spec.employee)}\tPay Date\t{e(date(s["pay_date"]))}',
           f'Address\t{e(spec.employee_address)}\t\t',
           f'Pay Period\t{e(date(s["start"]))} - {e(date(s["end"]))}\tPeriod No.\t{s["period_no"]}',
           '.TE', '.sp 0.2i',
           '.TS', 'tab(|) allbox;', 'cb cb cb cb cb', 'l n n n n.', 'Earnings|Hours|Rate|Current|YTD']
    for name in s['ytd_earn']:
        cur = [x for x in s['lines'] if x[0] == name]
        if cur:
            _n, r, h, a = cur[0]
            out.append(f'{e(name)}|{hours(h) if h else ""}|{rate(r) if r else ""}|{amt(a)}|{amt(s["ytd_earn"][name])}')
        else:
            out.append(f'{e(name)}|||0.00|{amt(s["ytd_earn"][name])}')
    out.append(f'\\fBGross Earnings\\fP|||\\fB{amt(s["gross"])}\\fP|\\fB{amt(s["ytd_gross"])}\\fP')
    out += ['.TE', '.sp 0.2i', '.TS', 'tab(|) allbox;', 'cb cb cb', 'l n n.', 'Deductions|Current|YTD']
    for title, section in [('Statutory', 'Taxes'), ('Pre-tax', 'Pre-tax deductions'), ('Other', 'After-tax deductions')]:
        ds = [d for d in s['deductions'] if d['section'] == section]
        if not ds:
            continue
        out.append(f'\\fI{title}\\fP||')
        for d in ds:
            out.append(f'{e(d["name"])}|{"" if d["current"] is None else amt(d["current"])}|{amt(d["ytd"])}')
    out.append(f'\\fBTotal Deductions\\fP|\\fB{amt(sum(d["current"] or 0 for d in s["deductions"]))}\\fP|\\fB{amt(sum(d["ytd"] for d in s["deductions"]))}\\fP')
    out += ['.TE', '.sp 0.25i', '.TS', 'tab(|) box;', 'lb n n.', f'NET PAY (CAD)|{amt(s["net"])}|YTD {amt(s["ytd_net"])}', '.TE',
            '.sp 0.3i', '.ps 8', '.ft HI', 'Deposited to your account by direct deposit. All amounts in Canadian dollars (CAD).']
    run_groff('\n'.join(out) + '\n', path)


def two_up(path, spec, s, date):
    e = roff_escape
    ded_cur = sum(d['current'] or 0 for d in s['deductions'])
    ded_ytd = sum(d['ytd'] for d in s['deductions'])

    def copy(label):
        o = ['.ft CB', '.ps 10', f'{e(spec.employer)}\\h\'|4.6i\'{label}', '.ft C', '.ps 8.5',
             e(spec.employer_address), '.sp 0.1i',
             f'EMPLOYEE: {e(spec.employee)}',
             f'          {e(spec.employee_address)}',
             f'PERIOD: {e(date(s["start"]))} THRU {e(date(s["end"]))}   PAY DATE: {e(date(s["pay_date"]))}', '.sp 0.08i',
             '.TS', 'tab(|);', 'lb rb rb rb rb | lb rb rb.', 'EARNINGS|HRS|RATE|CURRENT|YTD|DEDUCTIONS|CURRENT|YTD', '_', ]
        earn = []
        for name in s['ytd_earn']:
            cur = [x for x in s['lines'] if x[0] == name]
            if cur:
                _n, r, h, a = cur[0]
                earn.append([e(name), hours(h) if h else '', rate(r) if r else '', amt(a), amt(s['ytd_earn'][name])])
            else:
                earn.append([e(name), '', '', '', amt(s['ytd_earn'][name])])
        ded = [[e(d['name']), '' if d['current'] is None else amt(d['current']) + '-', amt(d['ytd']) + '-'] for d in s['deductions']]
        for k in range(max(len(earn), len(ded))):
            left = earn[k] if k < len(earn) else ['', '', '', '', '']
            right = ded[k] if k < len(ded) else ['', '', '']
            o.append('|'.join(left + right))
        o += ['_', f'GROSS PAY|||{amt(s["gross"])}|{amt(s["ytd_gross"])}|TOTAL DED|{amt(ded_cur)}-|{amt(ded_ytd)}-', '.TE', '.sp 0.05i',
              f'.ft CB', f'NET PAY {amt(s["net"])}\\h\'|2.6i\'YTD NET {amt(s["ytd_net"])}', '.ft C']
        return o

    out = ['.kern 0', '.pl 11i', '.po 0.6i', '.ll 7.3i', '.nf', '.sp 0.4i', *copy('EMPLOYEE COPY'), '.sp 0.35i',
           "\\l'7.3i\\(ru'", '.ps 7', '\\h\'2.8i\'\\- \\- detach and retain \\- \\-', '.sp 0.3i', *copy('EMPLOYER COPY')]
    run_groff('\n'.join(out) + '\n', path)


PRINTERS = {'portal-statement': portal, 'sheet-parens': sheet, 'uk-payslip': uk, 'ca-tbl': ca_tbl, 'two-up-copy': two_up}
