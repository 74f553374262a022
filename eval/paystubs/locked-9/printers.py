"""The four layouts of the ninth locked split, each drawn by its own producer: Typst (ca-paystub),
wkhtmltopdf (my-payslip), Apache PDFBox (us-peo) and matplotlib (uk-payslip)."""
import html
import json
import os
import re
import subprocess
import tempfile

from common import AFTER, MON, MONTHS, PRE, SOURCE_DATE_EPOCH, TAX, grouped

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, env=None, cwd=None):
    e = dict(os.environ, SOURCE_DATE_EPOCH=str(SOURCE_DATE_EPOCH), TZ='UTC', LC_ALL='C.UTF-8', **(env or {}))
    r = subprocess.run(cmd, env=e, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        raise RuntimeError(f'{cmd[0]} failed:\n' + r.stdout.decode('utf-8', 'replace')[-3000:])
    return r.stdout.decode('utf-8', 'replace')


def money(c, blank=''):
    return blank if c is None else grouped(c)


def hours_text(h):
    return '' if h is None else f'{h:.2f}'


FREQ_WORDS = {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Bi-Weekly', 'SEMI_MONTHLY': 'Semi-Monthly', 'MONTHLY': 'Monthly'}


# ---- ca-paystub: Typst --------------------------------------------------------------------------------

def ts(s):
    """A Typst string literal (code mode: no markup, no smart quotes)."""
    return json.dumps(str(s), ensure_ascii=False)


def typst_table(columns, header, rows, bold_last=False):
    cells = [f'table.header({", ".join(f"strong({ts(h)})" for h in header)})']
    for k, row in enumerate(rows):
        strong = bold_last and k == len(rows) - 1
        cells += [f'strong({ts(c)})' if strong else ts(c) for c in row]
    aligns = '(' + ', '.join(['left'] + ['right'] * (len(header) - 1)) + ')'
    return (f'#table(columns: {columns}, align: {aligns}, stroke: (x, y) => if y == 0 {{ (bottom: 0.6pt) }}, '
            f'inset: (x: 4pt, y: 2.6pt), fill: (x, y) => if y == 0 {{ luma(232) }}, {", ".join(cells)})')


def print_ca(spec, st, out):
    er, ee, r = spec['employer'], spec['employee'], spec['rules']
    s, e, pay = st.period
    prov = {'ON': 'Ontario', 'BC': 'British Columbia', 'AB': 'Alberta'}[r['province']]
    earn_rows = [(n, hours_text(h), '' if rate is None else f'{rate:.2f}', money(c), hours_text(yh) if yh else '', money(y))
                 for n, h, rate, c, yh, y in st.earnings_printed]
    earn_rows.append(('Total Earnings', '', '', money(st.gross), '', money(st.ytd_gross)))
    tax_rows = [(n, money(c), money(y)) for n, sec, c, y in st.deductions_printed if sec == TAX]
    other_rows = [(n, money(c), money(y)) for n, sec, c, y in st.deductions_printed if sec != TAX]
    employer_rows = [(n, money(c), money(y)) for n, c, y in st.employer_printed]
    total_ded = st.gross - st.net
    ytd_ded = st.ytd_gross - st.ytd_net
    vac = r.get('vacation_pct')
    doc = f'''#set page(paper: "us-letter", margin: (x: 1.5cm, top: 1.3cm, bottom: 1.2cm))
#set text(font: "DejaVu Sans", size: 7.6pt)
#set smartquote(enabled: false)
#grid(columns: (1fr, auto), gutter: 8pt,
  [#text(size: 13pt, weight: "bold", {ts(er['name'])}) \\ #{ts(er['address'].split(', ')[0])} \\ #{ts(', '.join(er['address'].split(', ')[1:]))} \\ #{ts('Business No. ' + er['business_no'])}],
  align(right)[#text(size: 12pt, weight: "bold", "PAY STATEMENT") \\ #text(size: 8pt, "Relevé de paie") \\ #{ts('Statement No. ' + str(4100 + st.number))}])
#v(6pt)
#line(length: 100%, stroke: 0.8pt)
#grid(columns: (1.2fr, 1fr, 1fr), gutter: 10pt,
  [#strong("Employee") \\ #{ts(ee['name'])} \\ #{ts(ee['address'].split(', ')[0])} \\ #{ts(', '.join(ee['address'].split(', ')[1:]))}],
  [#{ts('Employee No.: ' + ee['id'])} \\ #{ts('SIN: XXX XXX ' + ee['sin'])} \\ #{ts('Position: ' + ee['title'])} \\ #{ts('Department: ' + er['department'])}],
  [#{ts('Pay Period: ' + s.isoformat() + ' to ' + e.isoformat())} \\ #{ts('Pay Date: ' + pay.isoformat())} \\ #{ts('Pay Frequency: ' + FREQ_WORDS[spec['freq']])} \\ #{ts('Province of Employment: ' + prov)} \\ #{ts('TD1 Claim Codes: Federal ' + str(ee['claim']) + ' / Provincial ' + str(ee['claim']))}])
#line(length: 100%, stroke: 0.8pt)
#v(4pt)
{typst_table('(1fr, 50pt, 50pt, 62pt, 50pt, 66pt)', ['Earnings', 'Hours', 'Rate', 'Current', 'YTD Hours', 'Year to Date'], earn_rows, True)}
#v(4pt)
#grid(columns: (1fr, 1fr), gutter: 12pt,
  [{typst_table('(1fr, 60pt, 66pt)', ['Statutory Deductions', 'Current', 'Year to Date'], tax_rows)}],
  [{typst_table('(1fr, 60pt, 66pt)', ['Other Deductions', 'Current', 'Year to Date'], other_rows)}
   #v(4pt)
   {typst_table('(1fr, 60pt, 66pt)', ['Employer Contributions', 'Current', 'Year to Date'], employer_rows)}
   #text(size: 6.5pt, "Employer contributions are not deducted from your pay.")])
#v(6pt)
{typst_table('(1fr, 90pt, 90pt)', ['Summary', 'This Period', 'Year to Date'], [
        ('Gross Earnings', '$' + grouped(st.gross), '$' + grouped(st.ytd_gross)),
        ('Total Deductions', '$' + grouped(total_ded), '$' + grouped(ytd_ded)),
        ('Net Pay', '$' + grouped(st.net), '$' + grouped(st.ytd_net))], True)}
#v(6pt)
#rect(width: 100%, inset: 6pt, stroke: 0.6pt)[#{ts(f"Direct deposit: account ending {ee['account']} - amount deposited ${grouped(st.net)} CAD on {pay.isoformat()}")}]
#v(4pt)
#text(size: 6.5pt, {ts(("Vacation pay of " + str(vac) + "% is paid on each cheque. " if vac else "Vacation entitlement: 15 days a year; balance on request from Payroll. ") + "Keep this statement for your records; your T4 will show the year's totals.")})
'''
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'doc.typ')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(doc)
        run(['node', os.path.join(HERE, 'typst-pdf.cjs'), src, out],
            env={'NODE_PATH': os.environ.get('TYPST_NODE_PATH', '/tmp/l9typst/node_modules')})


# ---- my-payslip: HTML through wkhtmltopdf -------------------------------------------------------------

BULAN = ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember']
MY_CSS = """body { font-family: 'Liberation Sans'; font-size: 11pt; margin: 0; color: #111; }
h1 { font-size: 20pt; margin: 0; } .small { font-size: 9.5pt; color: #333; }
.title { text-align: center; font-weight: bold; font-size: 15pt; border: 1.5px solid #000; padding: 4px; margin: 8px 0; letter-spacing: 1px; }
table { border-collapse: collapse; width: 100%; } td, th { padding: 2.5px 5px; vertical-align: top; }
.info td { padding: 1.5px 4px; white-space: nowrap; } .info td.wrap { white-space: normal; } .grid th { background: #dfe6ee; border-bottom: 1px solid #000; text-align: left; }
.grid td.n, .grid th.n { text-align: right; white-space: nowrap; } .tot td { border-top: 1px solid #000; font-weight: bold; }
.box { border: 1px solid #000; margin-top: 8px; } .net { font-size: 16pt; font-weight: bold; }
"""


def h(s):
    return html.escape(str(s))


def dmy_slash(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year}'


def print_my(spec, st, out):
    er, ee = spec['employer'], spec['employee']
    s, e, pay = st.period
    earnings = [(n, money(c), money(y)) for n, _h, _r, c, _yh, y in st.earnings_printed]
    deductions = [(n, money(c), money(y)) for n, _s, c, y in st.deductions_printed]
    rows = []
    for k in range(max(len(earnings), len(deductions))):
        a = earnings[k] if k < len(earnings) else ('', '', '')
        b = deductions[k] if k < len(deductions) else ('', '', '')
        rows.append(f'<tr><td>{h(a[0])}</td><td class="n">{a[1]}</td><td class="n">{a[2]}</td><td style="width:14px"></td>'
                    f'<td style="white-space:nowrap">{h(b[0])}</td><td class="n">{b[1]}</td><td class="n">{b[2]}</td></tr>')
    total_d, ytd_d = st.gross - st.net, st.ytd_gross - st.ytd_net
    rows.append(f'<tr class="tot"><td>Jumlah Pendapatan / Total Earnings</td><td class="n">{grouped(st.gross)}</td><td class="n">{grouped(st.ytd_gross)}</td><td></td>'
                f'<td>Jumlah Potongan / Total Deductions</td><td class="n">{grouped(total_d)}</td><td class="n">{grouped(ytd_d)}</td></tr>')
    employer = ''.join(f'<tr><td>{h(n)}</td><td class="n">{money(c)}</td><td class="n">{money(y)}</td></tr>' for n, c, y in st.employer_printed)
    month = f'{BULAN[pay.month - 1]} {pay.year} ({MONTHS[pay.month - 1]} {pay.year})'
    address = er['address'].split(', ')
    doc = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{MY_CSS}</style></head><body>
<table><tr><td><h1>{h(er['name'])}</h1><div class="small">No. Syarikat / Company No. {h(er['reg'])}</div>
<div class="small">{h(', '.join(address[:-2]))},<br>{h(', '.join(address[-2:]))}</div></td>
<td style="text-align:right" class="small">No. Majikan KWSP: {h(er['epf_no'])}<br>No. Majikan PERKESO: {h(er['socso_no'])}</td></tr></table>
<div class="title">SLIP GAJI / PAYSLIP &mdash; {h(month)}</div>
<table class="info"><tr><td>Nama / Name</td><td>: <b>{h(ee['name'])}</b></td><td>No. Pekerja / Staff No.</td><td>: {h(ee['id'])}</td></tr>
<tr><td>Alamat / Address</td><td>: {h(', '.join(ee['address'].split(', ')[:-2]))},<br>&nbsp; {h(', '.join(ee['address'].split(', ')[-2:]))}</td><td>No. K/P / NRIC</td><td>: {h(ee['ic'])}</td></tr>
<tr><td>Jawatan / Position</td><td>: {h(ee['title'])}</td><td>No. KWSP / EPF No.</td><td>: {h(ee['epf'])}</td></tr>
<tr><td>Jabatan / Department</td><td>: {h(ee['dept'])}</td><td>No. Cukai / Tax No.</td><td>: {h(ee['tax'])}</td></tr>
<tr><td>Tempoh Gaji / Pay Period</td><td>: {dmy_slash(s)} - {dmy_slash(e)}</td><td>Tarikh Bayaran / Pay Date</td><td>: {dmy_slash(pay)}</td></tr></table>
<table class="grid" style="margin-top:8px"><tr><th>Pendapatan / Earnings</th><th class="n">Bulan Ini (RM)</th><th class="n">Terkumpul (RM)</th><th></th>
<th>Potongan / Deductions</th><th class="n">Bulan Ini (RM)</th><th class="n">Terkumpul (RM)</th></tr>{''.join(rows)}</table>
<table class="box"><tr><td style="width:50%"><b>GAJI BERSIH / NET PAY</b><br><span class="net">RM {grouped(st.net)}</span><br>
<span class="small">Dikreditkan ke / Credited to: {h(ee['bank'])}</span></td>
<td><table><tr><td>Pendapatan Kasar Terkumpul / YTD Gross</td><td style="text-align:right; white-space:nowrap">RM {grouped(st.ytd_gross)}</td></tr>
<tr><td>Gaji Bersih Terkumpul / YTD Net Pay</td><td style="text-align:right; white-space:nowrap">RM {grouped(st.ytd_net)}</td></tr>
<tr><td>Gaji KWSP / EPF Wages</td><td style="text-align:right">{grouped(round(st.info['epf_wage'] * 100))}</td></tr></table></td></tr></table>
<table class="grid box"><tr><th>Caruman Majikan / Employer Contributions</th><th class="n">Bulan Ini (RM)</th><th class="n">Terkumpul (RM)</th></tr>{employer}</table>
<p class="small">Caruman majikan tidak dipotong daripada gaji anda. / Employer contributions are not deducted from your pay.<br>
Slip ini dijana oleh komputer dan tidak memerlukan tandatangan. / This is a computer-generated payslip; no signature is required.</p>
</body></html>"""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'slip.html')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(doc)
        raw = os.path.join(tmp, 'slip.pdf')
        run(['wkhtmltopdf', '--quiet', '--disable-smart-shrinking', '--page-size', 'A4', '--margin-top', '12mm', '--margin-bottom', '12mm', '--margin-left', '12mm',
             '--margin-right', '12mm', '--title', f'Payslip {ee["id"]}', src, raw])
        data = open(raw, 'rb').read()
    # Qt stamps the time of the run; the same number of bytes, fixed, keeps the offsets.
    data = re.sub(rb"D:\d{14}[-+Z][0-9']*", lambda m: (b"D:20260101000000Z" + b' ' * 30)[:len(m.group(0))], data)
    with open(out, 'wb') as f:
        f.write(data)


# ---- us-peo: Apache PDFBox ----------------------------------------------------------------------------

class Ops:
    """A page as DrawPdfBox.java's operations, in points from the top left."""

    def __init__(self):
        self.lines = []

    def text(self, x, y, s, size=8, font='sans', align='l'):
        assert '\t' not in s and '\n' not in s
        self.lines.append(f'T\t{x:.2f}\t{y:.2f}\t{size}\t{font}\t{align}\t{s}')

    def line(self, x1, y1, x2, y2, width=0.5, grey=0.0):
        self.lines.append(f'L\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{width}\t{grey}')

    def box(self, x, y, w, h, grey=0.9):
        self.lines.append(f'B\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{grey}')

    def frame(self, x, y, w, h, width=0.6):
        self.lines.append(f'S\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{width}')


def mon_d_y(d):
    return f'{MON[d.month - 1]} {d.day}, {d.year}'


PDFBOX_CLASSPATH = ['/usr/share/java/pdfbox2.jar', '/usr/share/java/fontbox2.jar', '/usr/share/java/commons-logging.jar']


def pdfbox_draw(ops, out, size, title):
    with tempfile.TemporaryDirectory() as tmp:
        run(['javac', '-nowarn', '-d', tmp, '-cp', ':'.join(PDFBOX_CLASSPATH), os.path.join(HERE, 'DrawPdfBox.java')])
        spec = os.path.join(tmp, 'ops.txt')
        with open(spec, 'w', encoding='utf-8') as f:
            f.write('\n'.join(ops.lines) + '\n')
        run(['java', '-cp', ':'.join(PDFBOX_CLASSPATH + [tmp]), 'DrawPdfBox', spec, out, str(size[0]), str(size[1]), title])


def section_table(o, x, y, width, title, rows, hours=False):
    """A titled table of (name, current, ytd) rows from y down; returns the y below it."""
    o.box(x, y, width, 12, 0.86)
    o.text(x + 3, y + 9, title, 7.8, 'sans-bold')
    o.text(x + width - 70, y + 9, 'Current', 7.8, 'sans-bold', 'r')
    o.text(x + width - 3, y + 9, 'Year to Date', 7.8, 'sans-bold', 'r')
    y += 22
    for name, c, ytd in rows:
        o.text(x + 3, y, name, 7.8)
        o.text(x + width - 70, y, money(c), 7.8, 'mono', 'r')
        o.text(x + width - 3, y, money(ytd), 7.8, 'mono', 'r')
        y += 11
    return y + 4


def print_peo(spec, st, out):
    er, ee, r = spec['employer'], spec['employee'], spec['rules']
    peo = er['peo']
    s, e, pay = st.period
    o = Ops()
    W = 612
    L, R = 40, W - 40
    o.text(L, 52, er['name'], 14, 'sans-bold')
    street, rest = er['address'].split(', ', 1) if er['address'].count(',') < 3 else (', '.join(er['address'].split(', ')[:2]), ', '.join(er['address'].split(', ')[2:]))
    o.text(L, 65, street, 8.5)
    o.text(L, 76, rest, 8.5)
    o.text(R, 50, 'EARNINGS STATEMENT', 13, 'sans-bold', 'r')
    o.text(R, 64, f'Check Date: {mon_d_y(pay)}', 8.5, 'sans', 'r')
    o.text(R, 75, f'Voucher No.: {int(er["client"][-4:]) * 1000 + st.number * 7 + 311}', 8.5, 'sans', 'r')
    o.box(L, 86, R - L, 36, 0.95)
    o.text(L + 4, 96, f'Paid by {peo["name"]}, a professional employer organization (PEO), employer of record for payroll and tax purposes.', 7.2)
    o.text(L + 4, 106, f'FEIN {peo["fein"]} - {peo["address"]}', 7.2)
    o.text(L + 4, 116, f'Worksite employer: {er["name"]} (client {er["client"]})', 7.2)
    y = 138
    o.text(L, y, 'EMPLOYEE', 7, 'sans-bold')
    o.text(300, y, 'PAY PERIOD', 7, 'sans-bold')
    o.text(450, y, 'TAX SETUP', 7, 'sans-bold')
    street, rest = ee['address'].split(', ', 1) if ee['address'].count(',') < 3 else (', '.join(ee['address'].split(', ')[:2]), ', '.join(ee['address'].split(', ')[2:]))
    left = [ee['name'], street, rest, f'Employee ID: {ee["id"]}', f'SSN: XXX-XX-{ee["ssn"]}', f'Job Title: {ee["title"]}']
    mid = [f'Period Beginning: {mon_d_y(s)}', f'Period Ending: {mon_d_y(e)}', f'Pay Frequency: {FREQ_WORDS[spec["freq"]]}',
           f'Work State: {r["state"]}']
    right = [f'Federal Filing Status: {r["filing"]}', 'Form W-4: 2020 or later', f'State: {r["state"]}' + (' (no income tax)' if r['state'] in ('TX', 'WA') else '')]
    for k, t in enumerate(left):
        o.text(L, y + 12 + 10 * k, t, 8.2, 'sans-bold' if k == 0 else 'sans')
    for k, t in enumerate(mid):
        o.text(300, y + 12 + 10 * k, t, 8.2)
    for k, t in enumerate(right):
        o.text(450, y + 12 + 10 * k, t, 8.2)
    y = 213
    o.line(L, y, R, y, 0.8)
    y += 8
    # Earnings
    cols = [(250, 'Rate'), (300, 'Hours'), (380, 'Current'), (450, 'YTD Hours'), (R - 3, 'YTD Amount')]
    o.box(L, y, R - L, 12, 0.86)
    o.text(L + 3, y + 9, 'Earnings', 7.8, 'sans-bold')
    for x, t in cols:
        o.text(x, y + 9, t, 7.8, 'sans-bold', 'r')
    y += 22
    for n, hrs, rate, c, yh, ytd in st.earnings_printed:
        o.text(L + 3, y, n, 7.8)
        vals = ['' if rate is None else f'{rate:.4f}', hours_text(hrs), money(c), hours_text(yh) if yh else '', money(ytd)]
        for (x, _), v in zip(cols, vals):
            o.text(x, y, v, 7.8, 'mono', 'r')
        y += 11
    o.line(L, y - 7, R, y - 7, 0.4, 0.5)
    o.text(L + 3, y + 2, 'Gross Pay', 7.8, 'sans-bold')
    o.text(380, y + 2, grouped(st.gross), 7.8, 'mono', 'r')
    o.text(R - 3, y + 2, grouped(st.ytd_gross), 7.8, 'mono', 'r')
    y += 16
    half = (R - L - 12) / 2
    taxes = [(n, c, ytd) for n, sec, c, ytd in st.deductions_printed if sec == TAX]
    pre = [(n, c, ytd) for n, sec, c, ytd in st.deductions_printed if sec == PRE]
    after = [(n, c, ytd) for n, sec, c, ytd in st.deductions_printed if sec == AFTER]
    y1 = section_table(o, L, y, half, 'Taxes', taxes)
    y2 = section_table(o, L + half + 12, y, half, 'Pre-Tax Deductions', pre)
    y2 = section_table(o, L + half + 12, y2, half, 'After-Tax Deductions', after)
    y = max(y1, y2)
    y = section_table(o, L, y, half, 'Employer Paid Benefits *', [(n, c, ytd) for n, c, ytd in st.employer_printed])
    # Summary
    y += 4
    heads = ['', 'Gross Pay', 'Pre-Tax Deductions', 'Taxes', 'After-Tax Deductions', 'Net Pay']
    xs = [L + 3, 180, 270, 350, 450, R - 3]
    o.box(L, y, R - L, 12, 0.86)
    for k, (x, t) in enumerate(zip(xs, heads)):
        o.text(x, y + 9, t, 7.8, 'sans-bold', 'l' if k == 0 else 'r')
    for k, (label, g, p_, t_, a_, n_) in enumerate([
            ('Current', st.gross, st.cur_section[PRE], st.cur_section[TAX], st.cur_section[AFTER], st.net),
            ('Year to Date', st.ytd_gross, st.ytd_section[PRE], st.ytd_section[TAX], st.ytd_section[AFTER], st.ytd_net)]):
        yy = y + 22 + 11 * k
        o.text(xs[0], yy, label, 7.8, 'sans-bold')
        for x, v in zip(xs[1:], [g, p_, t_, a_, n_]):
            o.text(x, yy, grouped(v), 7.8, 'mono', 'r')
    y += 48
    o.frame(L, y, R - L, 30, 0.8)
    o.text(L + 6, y + 13, 'NET PAY', 10, 'sans-bold')
    o.text(L + 6, y + 24, f'Direct deposit to {ee["account"]}', 7.8)
    o.text(R - 6, y + 19, f'${grouped(st.net)}', 12, 'sans-bold', 'r')
    y += 44
    o.text(L, y, '* Paid by the employer for you; not included in gross pay and not deducted from it.', 6.8)
    o.text(L, y + 10, 'This is a statement of earnings and deductions, not a check. Questions about your pay: the PEO payroll service center, 1-800-555-0144.', 6.8)
    pdfbox_draw(o, out, (W, 792), f'Earnings statement {mon_d_y(pay)}')


# ---- uk-payslip: matplotlib ---------------------------------------------------------------------------

def d_month_y(d):
    return f'{d.day} {MONTHS[d.month - 1]} {d.year}'


def print_uk(spec, st, out):
    import datetime as dt

    import matplotlib
    matplotlib.use('pdf')
    matplotlib.rcParams['pdf.fonttype'] = 42  # TrueType, so that every letter (ś) maps back to text
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    er, ee, r = spec['employer'], spec['employee'], spec['rules']
    s, e, pay = st.period
    W, H = 595.28, 841.89
    fig = plt.figure(figsize=(W / 72, H / 72))

    def text(x, y, t, size=8.2, weight='normal', ha='left', family='DejaVu Sans'):
        fig.text(x / W, 1 - y / H, t, fontsize=size, fontweight=weight, ha=ha, va='baseline', family=family)

    def rect(x, y, w, h, fill='none', lw=0.7):
        fig.patches.append(Rectangle((x / W, 1 - (y + h) / H), w / W, h / H, transform=fig.transFigure, figure=fig,
                                     facecolor=fill, edgecolor='black' if fill == 'none' else 'none', linewidth=lw))

    L, R = 36, W - 36
    text(L, 50, er['name'], 13, 'bold')
    for k, part in enumerate([', '.join(er['address'].split(', ')[:2]), ', '.join(er['address'].split(', ')[2:])]):
        text(L, 64 + 11 * k, part, 8.2)
    text(L, 87, f'Employer PAYE Ref: {er["paye_ref"]}', 7.6)
    text(R, 52, 'PAYSLIP', 16, 'bold', 'right')
    weekly = spec['freq'] in ('WEEKLY', 'BIWEEKLY')
    number = st.number * (2 if spec['freq'] == 'BIWEEKLY' else 1)
    text(R, 66, f'Tax {"Week" if weekly else "Month"} {number} - Tax Year 2025/26', 8.2, ha='right')
    text(R, 78, f'Pay Date: {d_month_y(pay)}', 8.2, 'bold', 'right')
    y = 100
    rect(L, y, R - L, 58)
    info = [[('Employee', ee['name']), ('Employee No.', ee['id']), ('Department', ee['dept'])],
            [('NI Number', ee['ni']), ('NI Category', 'A'), ('Tax Code', r['tax_code'])],
            [('Pay Period', f'{d_month_y(s)} to {d_month_y(e)}'), ('Pay Frequency', {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Fortnightly', 'MONTHLY': 'Monthly'}[spec['freq']]),
             ('Payment Method', f'BACS {ee["bank"]}')]]
    for c, col in enumerate(info):
        x = L + 6 + c * (R - L) / 3
        for k, (label, value) in enumerate(col):
            text(x, y + 14 + 16 * k, f'{label}:', 6.8)
            text(x, y + 14 + 16 * k + 8, value, 7.8, 'bold')
    # the employee's address, as on a windowed envelope
    y = 178
    for k, part in enumerate(ee['address'].split(', ')):
        text(L + 6, y + 10 * k, part, 8)
    y = 178 + 10 * len(ee['address'].split(', ')) + 12
    # Payments
    rect(L, y, R - L, 13, fill='#d9dde3')
    for x, t, ha in [(L + 4, 'Payments', 'left'), (300, 'Units', 'right'), (370, 'Rate', 'right'), (450, 'This Period', 'right'), (R - 4, 'Year to Date', 'right')]:
        text(x, y + 9.5, t, 7.8, 'bold', ha)
    y += 24
    for n, hrs, rate, c, _yh, ytd in st.earnings_printed:
        text(L + 4, y, n)
        for x, v in [(300, hours_text(hrs)), (370, '' if rate is None else f'{rate:.4f}'), (450, money(c)), (R - 4, money(ytd))]:
            text(x, y, v, ha='right')
        y += 11.5
    text(L + 4, y + 2, 'Total Gross Pay', weight='bold')
    text(450, y + 2, '£' + grouped(st.gross), weight='bold', ha='right')
    text(R - 4, y + 2, '£' + grouped(st.ytd_gross), weight='bold', ha='right')
    y += 18
    # Deductions
    rect(L, y, R - L, 13, fill='#d9dde3')
    for x, t, ha in [(L + 4, 'Deductions', 'left'), (450, 'This Period', 'right'), (R - 4, 'Year to Date', 'right')]:
        text(x, y + 9.5, t, 7.8, 'bold', ha)
    y += 24
    for n, _sec, c, ytd in st.deductions_printed:
        text(L + 4, y, n)
        text(450, y, money(c), ha='right')
        text(R - 4, y, money(ytd), ha='right')
        y += 11.5
    text(L + 4, y + 2, 'Total Deductions', weight='bold')
    text(450, y + 2, '£' + grouped(st.gross - st.net), weight='bold', ha='right')
    text(R - 4, y + 2, '£' + grouped(st.ytd_gross - st.ytd_net), weight='bold', ha='right')
    y += 22
    # Employer
    rect(L, y, R - L, 13, fill='#eceef1')
    for x, t, ha in [(L + 4, 'Employer Contributions (not deducted from pay)', 'left'), (450, 'This Period', 'right'), (R - 4, 'Year to Date', 'right')]:
        text(x, y + 9.5, t, 7.8, 'bold', ha)
    y += 24
    for n, c, ytd in st.employer_printed:
        text(L + 4, y, n)
        text(450, y, money(c), ha='right')
        text(R - 4, y, money(ytd), ha='right')
        y += 11.5
    y += 10
    # Year to date and net pay
    rect(L, y, 300, 64)
    taxable = sum(h.info['taxable'] for h in st.history)
    ytd_rows = [('Taxable Pay to Date', grouped(taxable)), ('Tax Paid to Date', grouped(dict((d[0], d[3]) for d in st.deductions_printed).get('PAYE Tax', 0))),
                ('Employee NI to Date', grouped(dict((d[0], d[3]) for d in st.deductions_printed).get('National Insurance', 0))),
                ('Net Pay to Date', '£' + grouped(st.ytd_net))]
    for k, (label, v) in enumerate(ytd_rows):
        text(L + 6, y + 14 + 13 * k, label, 8)
        text(L + 290, y + 14 + 13 * k, v, 8, ha='right')
    rect(R - 170, y, 170, 64, fill='#1f2a37')
    fig.text((R - 85) / W, 1 - (y + 24) / H, 'NET PAY', fontsize=10, fontweight='bold', ha='center', color='white', family='DejaVu Sans')
    fig.text((R - 85) / W, 1 - (y + 48) / H, '£' + grouped(st.net), fontsize=16, fontweight='bold', ha='center', color='white', family='DejaVu Sans')
    y += 82
    text(L, y, 'Please retain this payslip. Tax and NI are worked out on the 2025/26 rates; a student or postgraduate loan is repaid through PAYE.', 6.6)
    fig.savefig(out, format='pdf', metadata={'Title': f'Payslip {ee["id"]} {pay.isoformat()}', 'Creator': 'matplotlib payslip writer',
                                             'CreationDate': dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)})
    plt.close(fig)


PRINTERS = {'ca-paystub': print_ca, 'my-payslip': print_my, 'us-peo': print_peo, 'uk-payslip': print_uk}
