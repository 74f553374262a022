"""The five layouts of the fourth locked split, each by its own producer:
  au-payslip    pycairo, drawn directly (A4)
  ie-payslip    WeasyPrint, HTML and CSS (A4)
  hr-suite      WeasyPrint, HTML and CSS (Letter)
  ytd-first     GNU enscript (plain text to PostScript), then Ghostscript's ps2pdf (Letter)
  labels-below  pycairo, drawn directly (Letter)
Each printer takes the output path, the spec (parties.py) and the stub (stubs.py)."""

import html
import os
import subprocess
import tempfile

import cairo

FIXED_DATE = '2026-05-20T09:00:00'
SOURCE_DATE_EPOCH = '1779267600'  # 2026-05-20 09:00 UTC
# Fixed for every producer: Ghostscript dates its PDF by it, and fontTools (WeasyPrint's font
# subsetter) stamps each embedded font with it instead of the time of the run.
os.environ['SOURCE_DATE_EPOCH'] = SOURCE_DATE_EPOCH
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

DATE_FORMS = {
    'au-payslip': lambda d: d.strftime('%d/%m/%Y'),
    'ie-payslip': lambda d: d.strftime('%d.%m.%Y'),
    'hr-suite': lambda d: d.isoformat(),
    'ytd-first': lambda d: f'{MONTHS[d.month - 1][:3]} {d.day}, {d.year}',
    'labels-below': lambda d: f'{d.day:02d}-{MONTHS[d.month - 1][:3].upper()}-{d.year}',
}

FREQ_WORDS = {
    'AU': {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Fortnightly', 'MONTHLY': 'Monthly'},
    'IE': {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Fortnightly', 'MONTHLY': 'Monthly'},
    'US': {'WEEKLY': 'Weekly', 'BIWEEKLY': 'Biweekly', 'SEMI_MONTHLY': 'Semi-Monthly', 'MONTHLY': 'Monthly'},
}


def money(cents, sign=''):
    if cents is None:
        return ''
    neg = cents < 0
    whole, frac = divmod(abs(cents), 100)
    return f"{'-' if neg else ''}{sign}{whole:,}.{frac:02d}"


def hours(h):
    return '' if h is None else f'{h:.2f}'


def rate(r):
    return '' if r is None else f'{r:.4f}'


# ---- cairo ---------------------------------------------------------------------------------------


class Canvas:
    def __init__(self, path, width, height, title, creator='Payroll'):
        self.surface = cairo.PDFSurface(path, width, height)
        self.surface.set_metadata(cairo.PDFMetadata.TITLE, title)
        self.surface.set_metadata(cairo.PDFMetadata.CREATOR, creator)
        self.surface.set_metadata(cairo.PDFMetadata.CREATE_DATE, FIXED_DATE)
        self.ctx = cairo.Context(self.surface)
        self.family = 'DejaVu Sans'

    def font(self, size, bold=False, family=None):
        self.ctx.select_font_face(family or self.family, cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
        self.ctx.set_font_size(size)

    def colour(self, r, g, b):
        self.ctx.set_source_rgb(r, g, b)

    def text(self, x, y, s, align='left'):
        if not s:
            return
        w = self.ctx.text_extents(s).x_advance
        if align == 'right':
            x -= w
        elif align == 'centre':
            x -= w / 2
        self.ctx.move_to(x, y)
        self.ctx.show_text(s)

    def width(self, s):
        return self.ctx.text_extents(s).x_advance

    def rect(self, x, y, w, h, fill=None, stroke=None, line=0.6):
        self.ctx.rectangle(x, y, w, h)
        if fill:
            self.ctx.set_source_rgb(*fill)
            if stroke:
                self.ctx.fill_preserve()
            else:
                self.ctx.fill()
        if stroke:
            self.ctx.set_source_rgb(*stroke)
            self.ctx.set_line_width(line)
            self.ctx.stroke()
        self.ctx.set_source_rgb(0, 0, 0)

    def hline(self, x1, x2, y, w=0.5, colour=(0, 0, 0)):
        self.ctx.set_source_rgb(*colour)
        self.ctx.set_line_width(w)
        self.ctx.move_to(x1, y)
        self.ctx.line_to(x2, y)
        self.ctx.stroke()
        self.ctx.set_source_rgb(0, 0, 0)

    def finish(self):
        self.surface.finish()


def au_payslip(path, spec, s, date):
    """An Australian payslip from a cloud payroll package: AUD, PAYG withholding, superannuation
    paid by the employer beside (not among) the deductions, leave balances, the financial year's YTD."""
    W, H = 595.28, 841.89
    cv = Canvas(path, W, H, 'Payslip')
    teal = (0.06, 0.40, 0.42)
    L, R = 42, W - 42
    rng = s.rng
    er_name, er_lines, er_city = spec['employer']
    ee_name, ee_lines, ee_city = spec['employee']
    cv.rect(0, 0, W, 8, fill=teal)
    cv.font(17, True)
    cv.colour(*teal)
    cv.text(L, 52, er_name)
    cv.colour(0, 0, 0)
    cv.font(9)
    y = 68
    for line in er_lines + [er_city]:
        cv.text(L, y, line)
        y += 12
    cv.text(L, y, f"ABN {spec['abn']}")
    cv.font(22, True)
    cv.colour(*teal)
    cv.text(R, 52, 'Payslip', 'right')
    cv.colour(0, 0, 0)
    cv.font(9)
    info = [
        ('Pay Period', f'{date(s.start)} to {date(s.end)}'),
        ('Payment Date', date(s.pay_date)),
        ('Pay Frequency', FREQ_WORDS['AU'][s.frequency]),
        ('Employee ID', f'E{rng.randrange(1000, 9999)}'),
    ]
    y = 70
    for k, v in info:
        cv.font(9, True)
        cv.text(R - 215, y, k)
        cv.font(9)
        cv.text(R, y, v, 'right')
        y += 13
    # Employee block, as for a window envelope.
    y = 148
    cv.rect(L, y - 14, 250, 72, stroke=(0.7, 0.7, 0.7))
    cv.font(10, True)
    cv.text(L + 10, y + 2, ee_name)
    cv.font(9)
    yy = y + 16
    for line in ee_lines + [ee_city]:
        cv.text(L + 10, yy, line)
        yy += 12
    pay = spec['pay']
    basis = 'Full-time' if pay['kind'] == 'salary' or pay['hours'][1] >= 38 * (2 if s.frequency == 'BIWEEKLY' else 1) else 'Part-time'
    cv.font(9)
    side = [('Employment Basis', basis), ('Tax File Number', 'Provided'), ('Tax-free Threshold', 'Claimed')]
    if pay['kind'] == 'salary':
        side.append(('Annual Salary', '$' + money(pay['annual'] * 100)))
    else:
        side.append(('Base Hourly Rate', '$' + rate(pay['rate'])))
    yy = y
    for k, v in side:
        cv.font(9, True)
        cv.text(320, yy, k)
        cv.font(9)
        cv.text(R, yy, v, 'right')
        yy += 13

    # Tables: Description | Hours | Rate | This Pay | YTD.
    cols = [L + 6, 300, 370, 460, R - 6]

    def head(y, title, labels):
        cv.rect(L, y - 11, R - L, 15, fill=teal)
        cv.colour(1, 1, 1)
        cv.font(8.5, True)
        cv.text(cols[0], y, title)
        for x, lab in zip(cols[1:], labels):
            cv.text(x, y, lab, 'right')
        cv.colour(0, 0, 0)
        return y + 16

    y = head(246, 'EARNINGS', ['Hours', 'Rate', 'This Pay', 'YTD'])
    cv.font(9)
    for e in s.earnings:
        cv.text(cols[0], y, e['name'])
        cv.text(cols[1], y, hours(e['hours']), 'right')
        cv.text(cols[2], y, rate(e['rate']), 'right')
        cv.text(cols[3], y, money(e['current']), 'right')
        cv.text(cols[4], y, money(e['ytd']), 'right')
        y += 13
    cv.hline(L, R, y - 8, 0.4)
    cv.font(9, True)
    cv.text(cols[0], y + 3, 'Gross Pay')
    cv.text(cols[3], y + 3, money(s.gross), 'right')
    cv.text(cols[4], y + 3, money(s.ytd_gross), 'right')
    y += 30
    y = head(y, 'DEDUCTIONS', ['', '', 'This Pay', 'YTD'])
    group = {'Taxes': 'Tax', 'Pre-tax deductions': 'Pre-tax', 'After-tax deductions': 'Post-tax'}
    for d in s.deductions:
        cv.font(7.5)
        cv.colour(0.4, 0.4, 0.4)
        cv.text(cols[1] - 40, y, group[d['section']])
        cv.colour(0, 0, 0)
        cv.font(9)
        cv.text(cols[0], y, d['name'])
        cv.text(cols[3], y, money(d['current']), 'right')
        cv.text(cols[4], y, money(d['ytd']), 'right')
        y += 13
    cv.hline(L, R, y - 8, 0.4)
    cv.font(9, True)
    tot = sum(d['current'] or 0 for d in s.deductions)
    tot_ytd = sum(d['ytd'] for d in s.deductions)
    cv.text(cols[0], y + 3, 'Total Deductions')
    cv.text(cols[3], y + 3, money(tot), 'right')
    cv.text(cols[4], y + 3, money(tot_ytd), 'right')
    y += 26
    # Net pay band.
    cv.rect(L, y, R - L, 30, fill=(0.9, 0.95, 0.95), stroke=teal)
    cv.font(12, True)
    cv.text(cols[0], y + 20, 'NET PAY')
    cv.text(cols[3], y + 20, '$' + money(s.net), 'right')
    cv.font(9)
    cv.text(cols[4], y + 20, money(s.ytd_net), 'right')
    cv.font(7)
    cv.text(cols[4], y + 9, 'Net YTD', 'right')
    y += 52
    # Superannuation: paid by the employer into the fund, not taken from pay.
    y = head(y, 'SUPERANNUATION (EMPLOYER CONTRIBUTIONS)', ['', '', 'This Pay', 'YTD'])
    fund = rng.choice(['AustralianSuper', 'Aware Super', 'Hostplus', 'REST Super', 'UniSuper'])
    cv.font(9)
    for item in s.employer_items:
        cv.text(cols[0], y, f"{item['name']} - {fund}")
        cv.text(cols[3], y, money(item['current']), 'right')
        cv.text(cols[4], y, money(item['ytd']), 'right')
        y += 13
    cv.font(8)
    cv.colour(0.35, 0.35, 0.35)
    cv.text(cols[0], y, f'Member number {rng.randrange(10_000_000, 99_999_999)}. Super is paid by the employer to the fund and is not deducted from your pay.')
    cv.colour(0, 0, 0)
    y += 26
    # Leave and payment.
    y = head(y, 'LEAVE BALANCES', ['', '', 'Accrued', 'Balance'])
    cv.font(9)
    for name in ("Annual Leave (hrs)", "Personal/Carer's Leave (hrs)"):
        cv.text(cols[0], y, name)
        cv.text(cols[3], y, f'{rng.uniform(2.5, 6.5):.2f}', 'right')
        cv.text(cols[4], y, f'{rng.uniform(20, 160):.2f}', 'right')
        y += 13
    y += 16
    y = head(y, 'PAYMENT DETAILS', ['', '', '', 'Amount'])
    bank = rng.choice(['Commonwealth Bank', 'Westpac', 'ANZ', 'NAB', 'Bendigo Bank'])
    cv.font(9)
    cv.text(cols[0], y, f'{bank}  BSB {rng.randrange(10, 99):03d}-{rng.randrange(100, 999)}  Account ****{rng.randrange(1000, 9999)}')
    cv.text(cols[4], y, money(s.net), 'right')
    cv.font(7.5)
    cv.colour(0.45, 0.45, 0.45)
    cv.text(L, H - 30, 'All amounts in Australian dollars (AUD). Year to date figures are for the financial year beginning 1 July 2025.')
    cv.finish()


def labels_below(path, spec, s, date):
    """A US stub whose every value stands above its small label (boxes from a payroll service's
    print), the deductions' current and YTD figures in one cell pair split by a slash."""
    W, H = 612, 792
    cv = Canvas(path, W, H, 'Earnings Statement')
    cv.family = 'Liberation Sans'
    L, R = 36, W - 36
    rng = s.rng
    grey = (0.45, 0.45, 0.45)
    er_name, er_lines, er_city = spec['employer']
    ee_name, ee_lines, ee_city = spec['employee']

    def label(x, y, s_, align='left'):
        cv.font(6.5, False)
        cv.colour(*grey)
        cv.text(x, y, s_, align)
        cv.colour(0, 0, 0)

    def box(x, y, w, h, value, lab, size=10, bold=False, align='left'):
        cv.rect(x, y, w, h, stroke=(0.55, 0.55, 0.55), line=0.5)
        cv.font(size, bold)
        tx = x + 6 if align == 'left' else x + w - 6
        cv.text(tx, y + h - 15, value, align)
        label(tx, y + h - 5, lab, align)

    # Employer and employee: the block, then its label below.
    cv.font(13, True)
    cv.text(L, 48, er_name)
    cv.font(9)
    y = 62
    for line in er_lines + [er_city]:
        cv.text(L, y, line)
        y += 11
    label(L, y + 1, 'EMPLOYER')
    cv.font(9)
    cv.text(R, 48, f'Check No. {rng.randrange(10_000, 99_999)}', 'right')
    cv.text(R, 60, f'Employee ID {rng.randrange(100, 9999):04d}', 'right')
    cv.font(10, True)
    y = 120
    cv.text(330, y, ee_name)
    cv.font(9)
    y += 12
    for line in ee_lines + [ee_city]:
        cv.text(330, y, line)
        y += 11
    label(330, y + 1, 'EMPLOYEE')

    # A row of boxes, labels below values.
    bw = (R - L) / 4
    y = 180
    box(L, y, bw, 34, date(s.pay_date), 'PAY DATE', bold=True)
    box(L + bw, y, bw, 34, date(s.start), 'PERIOD BEGIN')
    box(L + 2 * bw, y, bw, 34, date(s.end), 'PERIOD END')
    box(L + 3 * bw, y, bw, 34, FREQ_WORDS['US'][s.frequency], 'PAY FREQUENCY')
    y += 34
    box(L, y, bw, 34, '$' + money(s.gross), 'GROSS PAY', align='right')
    box(L + bw, y, bw, 34, '$' + money(s.net), 'NET PAY', bold=True, align='right')
    box(L + 2 * bw, y, bw, 34, '$' + money(s.ytd_gross), 'GROSS PAY YTD', align='right')
    box(L + 3 * bw, y, bw, 34, '$' + money(s.ytd_net), 'NET PAY YTD', align='right')
    y += 34
    tax_state = spec['state'][0] if spec.get('state') else 'None'
    box(L, y, bw, 30, rng.choice(['Single', 'Married filing jointly', 'Head of household']), 'FEDERAL FILING STATUS', size=8.5)
    box(L + bw, y, bw, 30, tax_state, 'WORK STATE', size=8.5)
    box(L + 2 * bw, y, bw, 30, f'XXX-XX-{rng.randrange(1000, 9999)}', 'SOCIAL SECURITY NO.', size=8.5)
    box(L + 3 * bw, y, bw, 30, f"${rate(spec['pay']['rate'])}/hr" if spec['pay']['kind'] == 'hourly' else '$' + money(spec['pay']['annual'] * 100) + '/yr', 'PAY RATE', size=8.5)
    y += 56

    # Earnings: values in rows, the column labels below the table.
    cx = [L + 4, 300, 370, 470, R - 4]
    cv.font(10, True)
    cv.text(L, y, 'Earnings')
    y += 6
    cv.hline(L, R, y, 0.8)
    y += 13
    cv.font(9)
    for e in s.earnings:
        cv.text(cx[0], y, e['name'])
        cv.text(cx[1], y, hours(e['hours']), 'right')
        cv.text(cx[2], y, rate(e['rate']), 'right')
        cv.text(cx[3], y, money(e['current']), 'right')
        cv.text(cx[4], y, money(e['ytd']), 'right')
        y += 13
    cv.hline(L, R, y - 8, 0.4)
    y += 1
    label(cx[0], y, 'DESCRIPTION')
    label(cx[1], y, 'HOURS', 'right')
    label(cx[2], y, 'RATE', 'right')
    label(cx[3], y, 'THIS PERIOD', 'right')
    label(cx[4], y, 'YEAR TO DATE', 'right')
    y += 30

    # Deductions: one cell pair "current / ytd", the sections as small labels below their rows.
    cv.font(10, True)
    cv.text(L, y, 'Taxes and Deductions')
    y += 6
    cv.hline(L, R, y, 0.8)
    y += 13
    pair_x = 470
    for section, title in (('Taxes', 'TAXES WITHHELD'), ('Pre-tax deductions', 'BEFORE-TAX DEDUCTIONS'), ('After-tax deductions', 'AFTER-TAX DEDUCTIONS')):
        rows = [d for d in s.deductions if d['section'] == section]
        if not rows:
            continue
        cv.font(9)
        for d in rows:
            cv.text(cx[0], y, d['name'])
            cur = money(d['current']) if d['current'] is not None else '--'
            cv.text(pair_x, y, cur, 'right')
            cv.text(pair_x + 4, y, '/')
            cv.text(cx[4], y, money(d['ytd']), 'right')
            y += 12
        label(cx[0], y - 2, title)
        y += 10
    cv.hline(L, R, y - 8, 0.4)
    y += 1
    label(pair_x, y, 'THIS PERIOD', 'right')
    label(cx[4], y, 'YEAR TO DATE', 'right')
    y += 26
    tot = sum(d['current'] or 0 for d in s.deductions)
    cv.font(9, True)
    cv.text(cx[0], y, 'Total Taxes and Deductions')
    cv.text(pair_x, y, money(tot), 'right')
    cv.text(pair_x + 4, y, '/')
    cv.text(cx[4], y, money(sum(d['ytd'] for d in s.deductions)), 'right')
    y += 30
    # Direct deposit: figure over label.
    box(L, y, 2 * bw, 34, f"{rng.choice(['Navy Federal CU', 'Chase', 'Wells Fargo', 'Regions Bank', 'TD Bank'])}  xxxx{rng.randrange(1000, 9999)}", 'DEPOSITED TO ACCOUNT', size=9)
    box(L + 2 * bw, y, 2 * bw, 34, money(s.net), 'AMOUNT DEPOSITED', size=10, bold=True, align='right')
    cv.font(7)
    cv.colour(*grey)
    cv.text(L, H - 30, 'This is a statement of earnings and deductions. Non-negotiable.')
    cv.finish()


# ---- WeasyPrint ----------------------------------------------------------------------------------


def weasy(path, body, css, title='Pay statement', creator='Payroll'):
    from weasyprint import HTML  # imported here: the other producers do not need it

    doc = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>{title}</title>
<meta name="generator" content="{creator}"><meta name="dcterms.created" content="{FIXED_DATE}Z">
<meta name="dcterms.modified" content="{FIXED_DATE}Z"><style>{css}</style></head><body>{body}</body></html>"""
    HTML(string=doc).write_pdf(path)


def e(s):
    return html.escape(str(s))


IE_CSS = """
@page { size: A4; margin: 16mm 15mm; }
body { font-family: 'Liberation Serif'; font-size: 10pt; color: #111; }
h1 { font-size: 15pt; margin: 0 0 2pt 0; letter-spacing: 0.5pt; }
.top { display: flex; justify-content: space-between; border-bottom: 2pt solid #2b5d34; padding-bottom: 6pt; }
.slip { text-align: right; }
.slip .t { font-size: 18pt; color: #2b5d34; font-weight: bold; }
table { border-collapse: collapse; width: 100%; }
.meta td { padding: 2pt 4pt; border: 0.5pt solid #bbb; font-size: 9pt; }
.meta td.k { background: #eef3ee; font-weight: bold; width: 22%; }
.grid th { background: #2b5d34; color: white; text-align: left; padding: 3pt 5pt; font-size: 9pt; }
.grid td { padding: 2pt 5pt; border-bottom: 0.4pt solid #ddd; }
.grid td.n, .grid th.n { text-align: right; }
.grid tr.tot td { font-weight: bold; border-top: 1pt solid #2b5d34; }
.sec { margin-top: 10pt; }
.sum { display: flex; margin-top: 12pt; border: 1pt solid #2b5d34; }
.sum > div { flex: 1; padding: 5pt 7pt; border-right: 0.5pt solid #2b5d34; }
.sum > div:last-child { border-right: none; background: #eef3ee; }
.sum .k { font-size: 8pt; color: #555; } .sum .v { font-size: 12pt; font-weight: bold; }
.small { font-size: 8pt; color: #555; margin-top: 10pt; }
"""


def ie_payslip(path, spec, s, date):
    """An Irish payslip: EUR, PPS number, tax credits and standard rate cut-off for the period, PAYE,
    USC and PRSI, employer PRSI shown apart from the employee's deductions, cumulative figures."""
    rng = s.rng
    er_name, er_lines, er_city = spec['employer']
    ee_name, ee_lines, ee_city = spec['employee']
    per = {'WEEKLY': 52, 'BIWEEKLY': 26, 'MONTHLY': 12}[s.frequency]
    unit = {'WEEKLY': 'Week', 'BIWEEKLY': 'Week', 'MONTHLY': 'Month'}[s.frequency]
    tax_period = s.period_no * (2 if s.frequency == 'BIWEEKLY' else 1)
    pps = f"{rng.randrange(1_000_000, 9_999_999)}{rng.choice('ABCDEFGHJKLMNPQRSTW')}{rng.choice(['', 'A', 'W'])}"
    addr = lambda lines, city: '<br>'.join(e(x) for x in lines + [city])
    earn_rows = ''.join(
        f"<tr><td>{e(x['name'])}</td><td class=n>{hours(x['hours'])}</td><td class=n>{rate(x['rate'])}</td><td class=n>{money(x['current'])}</td><td class=n>{money(x['ytd'])}</td></tr>"
        for x in s.earnings
    )
    ded_rows = ''.join(
        f"<tr><td>{e(d['name'])}</td><td>{ {'Taxes': 'Statutory', 'Pre-tax deductions': 'Pre-tax', 'After-tax deductions': 'Voluntary'}[d['section']]}</td><td class=n>{money(d['current'])}</td><td class=n>{money(d['ytd'])}</td></tr>"
        for d in s.deductions
    )
    tot = sum(d['current'] or 0 for d in s.deductions)
    tot_ytd = sum(d['ytd'] for d in s.deductions)
    er_prsi = s.employer_items[0]
    body = f"""
<div class="top"><div><h1>{e(er_name)}</h1>{addr(er_lines, er_city)}<br>Employer Reg. No. {e(spec['reg'])}</div>
<div class="slip"><div class="t">PAYSLIP</div>Pay Date: <b>{date(s.pay_date)}</b><br>Tax Period: {unit} {tax_period}<br>Frequency: {FREQ_WORDS['IE'][s.frequency]}</div></div>
<table class="meta sec"><tr><td class=k>Employee</td><td><b>{e(ee_name)}</b></td><td class=k>PPS Number</td><td>{pps}</td></tr>
<tr><td class=k>Address</td><td>{addr(ee_lines, ee_city)}</td><td class=k>Pay Period</td><td>{date(s.start)} – {date(s.end)}</td></tr>
<tr><td class=k>Tax Credit (period)</td><td>€{money(round(spec['credits'] * 100 / per))}</td><td class=k>SRCOP (period)</td><td>€{money(round(spec['cutoff'] * 100 / per))}</td></tr>
<tr><td class=k>Tax Basis</td><td>Cumulative</td><td class=k>PRSI Class</td><td>A1</td></tr></table>
<table class="grid sec"><tr><th>Payments</th><th class=n>Hours</th><th class=n>Rate</th><th class=n>This Period</th><th class=n>Cumulative</th></tr>
{earn_rows}<tr class=tot><td>Gross Pay</td><td></td><td></td><td class=n>{money(s.gross)}</td><td class=n>{money(s.ytd_gross)}</td></tr></table>
<table class="grid sec"><tr><th>Deductions</th><th>Type</th><th class=n>This Period</th><th class=n>Cumulative</th></tr>
{ded_rows}<tr class=tot><td>Total Deductions</td><td></td><td class=n>{money(tot)}</td><td class=n>{money(tot_ytd)}</td></tr></table>
<div class="sum"><div><div class=k>Gross Pay</div><div class=v>€{money(s.gross)}</div></div>
<div><div class=k>Total Deductions</div><div class=v>€{money(tot)}</div></div>
<div><div class=k>Net Pay to Date</div><div class=v>€{money(s.ytd_net)}</div></div>
<div><div class=k>NET PAY</div><div class=v>€{money(s.net)}</div></div></div>
<table class="grid sec"><tr><th>Employer Contributions (not deducted)</th><th class=n>This Period</th><th class=n>Cumulative</th></tr>
<tr><td>{e(er_prsi['name'])}</td><td class=n>{money(er_prsi['current'])}</td><td class=n>{money(er_prsi['ytd'])}</td></tr></table>
<p class="small">Paid by credit transfer to IE{rng.randrange(10, 99)} {rng.choice(['AIBK', 'BOFI', 'IPBS', 'ULSB'])} {rng.randrange(9000, 9999)} {rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)} {rng.randrange(10, 99)}. All amounts in euro (EUR).
Revenue payroll submission reference {rng.randrange(10**8, 10**9)}.</p>
"""
    weasy(path, body, IE_CSS)


HR_CSS = """
@page { size: Letter; margin: 0.45in 0.5in; }
body { font-family: 'Liberation Sans'; font-size: 8pt; color: #222; }
.brand { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 6pt; }
.brand .co { font-size: 12pt; font-weight: bold; }
.brand .doc { font-size: 11pt; color: #555; }
table { border-collapse: collapse; width: 100%; }
th { background: #e4e8ee; text-align: left; font-weight: bold; padding: 2.5pt 4pt; border: 0.5pt solid #b8c0cc; }
td { padding: 2.5pt 4pt; border: 0.5pt solid #d4d9e0; vertical-align: top; }
td.n, th.n { text-align: right; }
.title { background: #3d5a80; color: white; font-weight: bold; padding: 3pt 4pt; margin-top: 7pt; }
.cols { display: flex; gap: 10pt; } .cols > div { flex: 1; }
tr.tot td { font-weight: bold; background: #f3f5f8; }
"""


def hr_suite(path, spec, s, date):
    """A US pay statement from a large HR suite: header and summary tables with labels over values,
    ISO dates, then sections two a row (Earnings beside Employee Taxes, Pre Tax beside Post Tax
    Deductions), Employer Paid Benefits, Taxable Wages and Payment Information."""
    rng = s.rng
    er_name, er_lines, er_city = spec['employer']
    ee_name, ee_lines, ee_city = spec['employee']
    hours_worked = sum(x['hours'] or 0 for x in s.earnings if x['current'] is not None)
    pre = s.section_totals['Pre-tax deductions']
    tax = s.section_totals['Taxes']
    post = s.section_totals['After-tax deductions']
    ytd_hours = sum(x['ytd_hours'] for x in s.earnings)

    def section(title, header, rows, total=None):
        th = ''.join(f'<th class=n>{h}</th>' if i else f'<th>{h}</th>' for i, h in enumerate(header))
        tr = ''.join('<tr>' + ''.join(f'<td class=n>{c}</td>' if i else f'<td>{c}</td>' for i, c in enumerate(r)) + '</tr>' for r in rows)
        if total:
            tr += '<tr class=tot>' + ''.join(f'<td class=n>{c}</td>' if i else f'<td>{c}</td>' for i, c in enumerate(total)) + '</tr>'
        return f'<div class=title>{title}</div><table><tr>{th}</tr>{tr}</table>'

    earn = section('Earnings', ['Description', 'Dates', 'Hours', 'Rate', 'Amount', 'YTD'],
                   [[e(x['name']), f'{s.start.isoformat()} - {s.end.isoformat()}' if x['current'] is not None else '', hours(x['hours']), rate(x['rate']), money(x['current']), money(x['ytd'])] for x in s.earnings],
                   ['Earnings', '', hours(hours_worked) if hours_worked else '', '', money(s.gross), money(s.ytd_gross)])

    def ded(section_name, title):
        rows = [[e(d['name']), money(d['current']), money(d['ytd'])] for d in s.deductions if d['section'] == section_name]
        cur, ytd = s.section_totals[section_name]
        return section(title, ['Description', 'Amount', 'YTD'], rows or [['None', '', '']], [title, money(cur), money(ytd)])

    taxable_fed = s.gross - pre[0]
    benefits = section('Employer Paid Benefits', ['Description', 'Amount', 'YTD'], [[e(i['name']), money(i['current']), money(i['ytd'])] for i in s.employer_items] or [['None', '', '']])
    wages = section('Taxable Wages', ['Description', 'Amount', 'YTD'], [
        ['Federal Withholding - Taxable Wages', money(taxable_fed), money(s.ytd_gross - pre[1])],
        [f"{spec['state'][0] if spec.get('state') else 'State'} State Withholding - Taxable Wages", money(taxable_fed), money(s.ytd_gross - pre[1])],
    ])
    allow = section('Federal and State Withholding', ['Description', 'Federal', 'State'], [
        ['Marital Status', rng.choice(['Single', 'Married']), rng.choice(['Single', 'Married'])],
        ['Additional Withholding', '0.00', '0.00'],
    ])
    bank = rng.choice(['Wells Fargo Bank', 'Bank of America', 'Chase', 'KeyBank', 'U.S. Bank', 'Citibank'])
    pay_info = section('Payment Information', ['Bank', 'Account Number', 'Amount'],
                       [[bank, f'******{rng.randrange(1000, 9999)}', f'{money(s.net)} USD']])
    body = f"""
<div class=brand><div class=co>{e(er_name)}</div><div class=doc>Pay Statement</div></div>
<table><tr><th>Company</th><th>Period Start Date</th><th>Period End Date</th><th>Check Date</th><th>Check Number</th><th>Pay Frequency</th></tr>
<tr><td>{e(er_name)}<br>{'<br>'.join(e(x) for x in er_lines + [er_city])}</td><td>{date(s.start)}</td><td>{date(s.end)}</td><td>{date(s.pay_date)}</td><td>{rng.randrange(100000, 999999)}</td><td>{FREQ_WORDS['US'][s.frequency]}</td></tr></table>
<table style="margin-top:5pt"><tr><th>Name</th><th>Employee ID</th><th>Pay Group</th><th>Address</th></tr>
<tr><td>{e(ee_name)}</td><td>{rng.randrange(100000, 999999)}</td><td>{'US ' + FREQ_WORDS['US'][s.frequency] + ' Salaried' if spec['pay']['kind'] == 'salary' else 'US ' + FREQ_WORDS['US'][s.frequency] + ' Hourly'}</td><td>{'<br>'.join(e(x) for x in ee_lines + [ee_city])}</td></tr></table>
<table style="margin-top:5pt"><tr><th></th><th class=n>Hours Worked</th><th class=n>Gross Pay</th><th class=n>Pre Tax Deductions</th><th class=n>Employee Taxes</th><th class=n>Post Tax Deductions</th><th class=n>Net Pay</th></tr>
<tr><td>Current</td><td class=n>{hours(hours_worked) if hours_worked else ''}</td><td class=n>{money(s.gross)}</td><td class=n>{money(pre[0])}</td><td class=n>{money(tax[0])}</td><td class=n>{money(post[0])}</td><td class=n>{money(s.net)}</td></tr>
<tr><td>YTD</td><td class=n>{hours(ytd_hours) if ytd_hours else ''}</td><td class=n>{money(s.ytd_gross)}</td><td class=n>{money(pre[1])}</td><td class=n>{money(tax[1])}</td><td class=n>{money(post[1])}</td><td class=n>{money(s.ytd_net)}</td></tr></table>
{earn}
<div class=cols><div>{ded('Taxes', 'Employee Taxes')}</div><div>{ded('Pre-tax deductions', 'Pre Tax Deductions')}{ded('After-tax deductions', 'Post Tax Deductions')}</div></div>
<div class=cols><div>{benefits}</div><div>{wages}</div></div>
<div class=cols><div>{allow}</div><div>{pay_info}</div></div>
"""
    weasy(path, body, HR_CSS)


# ---- enscript + ps2pdf ---------------------------------------------------------------------------


def enscript_pdf(path, text, font='Courier9', landscape=False):
    """Plain text (Latin-1; enscript's ^@font escapes for bold) to PostScript by enscript, then to PDF
    by Ghostscript with a fixed date."""
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, TZ='UTC')
    with tempfile.TemporaryDirectory() as tmp:
        src, ps = os.path.join(tmp, 'stub.txt'), os.path.join(tmp, 'stub.ps')
        with open(src, 'w', encoding='latin-1') as f:
            f.write(text)
        args = ['enscript', '-q', '-B', '-e', f'-f{font}', '--margins=54:54:48:48', '-M', 'Letter', '-X', 'latin1', '-t', 'Statement', '-p', ps, src]
        if landscape:
            args.insert(1, '-r')
        subprocess.run(args, check=True, env=env)
        subprocess.run(['ps2pdf', '-dPDFSETTINGS=/prepress', '-dEmbedAllFonts=true', ps, path], check=True, env=env)


def bold(s):
    return f'\0font{{Courier-Bold9}}{s}\0font{{default}}'


def ytd_first(path, spec, s, date):
    """A US stub from a small payroll bureau, typed in Courier: upper-case items with the year-to-date
    column BEFORE the current one, both for earnings and deductions."""
    rng = s.rng
    er_name, er_lines, er_city = spec['employer']
    ee_name, ee_lines, ee_city = spec['employee']
    W = 86
    out = []
    put = out.append
    rule = '-' * W
    put(bold(er_name.upper()).ljust(0) + ' ' * max(1, W - len(er_name) - 17) + 'EARNINGS STATEMENT')
    for line in er_lines + [er_city]:
        put(line.upper())
    put('')
    put(f"{'CHECK DATE:':<14}{date(s.pay_date):<22}{'CHECK NO:':<11}{rng.randrange(20000, 89999)}")
    put(f"{'PERIOD:':<14}{date(s.start)} - {date(s.end)}")
    put(f"{'PAY FREQ:':<14}{FREQ_WORDS['US'][s.frequency].upper():<22}{'EMP #:':<11}{rng.randrange(100, 999)}")
    put('')
    put(' ' * 44 + bold(ee_name.upper()))
    for line in ee_lines + [ee_city]:
        put(' ' * 44 + line.upper())
    put('')
    put(rule)
    put(bold(f"{'EARNINGS':<26}{'HOURS':>9}{'RATE':>10}{'YTD AMOUNT':>16}{'CURRENT':>13}"))
    put(rule)
    for x in s.earnings:
        put(f"{x['name'].upper():<26}{hours(x['hours']):>9}{rate(x['rate']):>10}{money(x['ytd']):>16}{money(x['current']):>13}")
    put(' ' * 45 + '-' * 14 + ' ' * 2 + '-' * 11)
    put(bold(f"{'GROSS PAY':<26}{'':>19}{money(s.ytd_gross):>16}{money(s.gross):>13}"))
    put('')
    put(rule)
    put(bold(f"{'DEDUCTIONS':<26}{'':>19}{'YTD AMOUNT':>16}{'CURRENT':>13}"))
    put(rule)
    for d in s.deductions:
        put(f"{d['name']:<45}{money(d['ytd']):>16}{money(d['current']):>13}")
    tot = sum(d['current'] or 0 for d in s.deductions)
    put(' ' * 45 + '-' * 14 + ' ' * 2 + '-' * 11)
    put(bold(f"{'TOTAL DEDUCTIONS':<45}{money(sum(d['ytd'] for d in s.deductions)):>16}{money(tot):>13}"))
    put('')
    put(bold(f"{'NET PAY':<45}{money(s.ytd_net):>16}{money(s.net):>13}"))
    put(rule)
    put('')
    put(f"DIRECT DEPOSIT  {rng.choice(['FIRST HORIZON', 'TRUSTMARK NATL', 'REGIONS', 'HANCOCK WHITNEY', 'COMMERCE BANK'])}  CHECKING XXXXX{rng.randrange(1000, 9999)}  {money(s.net):>12}")
    if s.employer_items:
        i = s.employer_items[0]
        put(f"EMPLOYER PAID (NOT DEDUCTED): {i['name'].upper()}  YTD {money(i['ytd'])}  CURRENT {money(i['current'])}")
    put('')
    put('TAXABLE WAGES' + ' ' * 32 + f"{money(s.ytd_gross - s.section_totals['Pre-tax deductions'][1]):>16}{money(s.gross - s.section_totals['Pre-tax deductions'][0]):>13}")
    put('')
    put('                         *** NON-NEGOTIABLE - THIS IS NOT A CHECK ***')
    enscript_pdf(path, '\n'.join(out) + '\n')


PRINTERS = {
    'au-payslip': au_payslip,
    'ie-payslip': ie_payslip,
    'hr-suite': hr_suite,
    'ytd-first': ytd_first,
    'labels-below': labels_below,
}
PRODUCERS = {
    'au-payslip': 'pycairo',
    'ie-payslip': 'WeasyPrint',
    'hr-suite': 'WeasyPrint',
    'ytd-first': 'enscript + ps2pdf',
    'labels-below': 'pycairo',
}
