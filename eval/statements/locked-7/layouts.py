"""The three statement layouts of the seventh locked split. Each breaks its own pages and returns the
page each row is printed on (from 1)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-7'))
from common import MON, MONTHS, Svg, tex, us, write_inkscape_pdf, write_svg_pdf, write_xelatex  # noqa: E402


def long_date(d):
    return f'{MONTHS[d.month - 1]} {d.day}, {d.year}'


def split_pages(rows, first, rest, lines_of):
    """Page numbers for rows filling `first` lines on page 1 and `rest` on each later page."""
    pages, page, used = [], 1, 0
    for r in rows:
        n = lines_of(r)
        if used + n > (first if page == 1 else rest):
            page, used = page + 1, 0
        pages.append(page)
        used += n
    return pages


# ---- ca-chequing: XeLaTeX, DejaVu Serif, Letter -------------------------------------------------------

def ca_chequing(meta, rows, out):
    """A Canadian chequing account: Date / Description / Withdrawals ($) / Deposits ($) / Balance ($),
    the date on the first row of each day only and the balance on the last row of each day only,
    descriptions wrapped onto a second line, Opening and Closing balance rows."""
    pages = split_pages(rows, 30, 50, lambda r: 2 if r[1][1] else 1)
    last_of_day = [i == len(rows) - 1 or rows[i + 1][0] != r[0] for i, r in enumerate(rows)]
    dep = sum(r[2] for r in rows if r[2] > 0)
    wd = -sum(r[2] for r in rows if r[2] < 0)
    n_pages = max(pages)
    L = [r'\documentclass{article}', r'\usepackage{fontspec}', r'\setmainfont{DejaVu Serif}[Ligatures={NoCommon}]',
         r'\newfontfamily\cond{DejaVu Sans Condensed}[Ligatures={NoCommon}]',
         r'\usepackage[letterpaper,margin=0.6in,top=0.5in]{geometry}', r'\usepackage{xcolor}', r'\pagestyle{empty}',
         r'\setlength{\parindent}{0pt}', r'\renewcommand{\arraystretch}{1.05}', r'\begin{document}', r'\fontsize{8.5}{11}\selectfont']

    def head(page):
        L.append(r'{\fontsize{14}{16}\selectfont\textbf{' + tex(meta['bank']) + r'}}\hfill ' + tex(meta['product']) + r' statement\\')
        L.append(tex(meta['bank_address']) + r'\hfill ' + f'{long_date(meta["start"])} to {long_date(meta["end"])}' + r'\\')
        L.append(r'\hfill Page ' + f'{page} of {n_pages}' + r'\\[6pt]')

    def table_start():
        L.append(r'{\cond\begin{tabular*}{\textwidth}{@{}p{0.55in}p{2.9in}@{\extracolsep{\fill}}rrr@{}}\hline')
        L.append(r'\textbf{Date} & \textbf{Description} & \textbf{Withdrawals (\$)} & \textbf{Deposits (\$)} & \textbf{Balance (\$)}\\\hline')

    head(1)
    L.append(r'\begin{minipage}[t]{0.45\textwidth}\textbf{' + tex(meta['holder']) + r'}\\' + r'\\'.join(tex(x) for x in meta['holder_address']) + r'\end{minipage}\hfill')
    L.append(r'\begin{minipage}[t]{0.5\textwidth}\fbox{\begin{minipage}{\dimexpr\textwidth-2\fboxsep-2\fboxrule}\textbf{Your account summary}\\[2pt]')
    L.append(r'\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}r@{}}')
    L.append(f'Opening balance on {long_date(meta["start"])} & \\${us(meta["opening"])}\\\\')
    L.append(f'Total deposits into your account & + {us(dep)}\\\\')
    L.append(f'Total withdrawals from your account & - {us(wd)}\\\\\\hline')
    L.append(f'Closing balance on {long_date(meta["end"])} & = \\${us(meta["closing"])}\\\\')
    L.append(r'\end{tabular*}\end{minipage}}\end{minipage}\\[8pt]')
    L.append(f'Transit number {meta["transit"]} \\quad Account number {meta["account"]} \\quad Currency CAD\\\\[6pt]')
    L.append(r'\textbf{Details of your account activity}\\[2pt]')
    table_start()
    L.append(f'{MON[meta["start"].month - 1]} {meta["start"].day} & Opening balance & & & {us(meta["opening"])}\\\\')
    page, prev_date = 1, None
    for i, (d, (l1, l2), c, bal) in enumerate(rows):
        if pages[i] != page:
            L.append(r'\hline\end{tabular*}}\\[4pt]\hfill\textit{continued on next page}')
            L.append(r'\newpage')
            page = pages[i]
            head(page)
            L.append(r'\textbf{Details of your account activity (continued)}\\[2pt]')
            table_start()
            prev_date = None
        date = f'{MON[d.month - 1]} {d.day}' if d != prev_date else ''
        prev_date = d
        w = us(-c) if c < 0 else ''
        dp = us(c) if c > 0 else ''
        b = us(bal) if last_of_day[i] else ''
        if bal < 0 and b:
            b = '-' + b
        L.append(f'{date} & {tex(l1)} & {w} & {dp} & {b}\\\\')
        if l2:
            L.append(f' & \\hspace{{6pt}}{tex(l2)} & & & \\\\')
    L.append(f'{MON[meta["end"].month - 1]} {meta["end"].day} & Closing balance & & & {us(meta["closing"])}\\\\\\hline')
    L.append(r'\end{tabular*}}\\[8pt]')
    L.append(r'{\color{black!60}Please check this statement and tell us about any errors within 45 days. Deposits are eligible for CDIC protection.}')
    L.append(r'\end{document}')
    write_xelatex('\n'.join(L) + '\n', out)
    return pages


# ---- au-savings: SVG by hand, rsvg-convert, A4, DejaVu Sans ---------------------------------------------

def au_date(d):
    return f'{d.day:02d} {MON[d.month - 1]} {d.year}'


def au_bal(c):
    return f'${us(c)} {"CR" if c >= 0 else "DR"}'


def au_savings(meta, rows, out):
    """An Australian savings account: Date / Transaction / Debit / Credit / Balance, `05 Jan 2026`,
    balances `$1,234.56 CR`, a description's second line in grey under it, balance carried forward at
    the foot of a page and brought forward at the head of the next, totals at the end."""
    pages = split_pages(rows, 40, 58, lambda r: 2 if r[1][1] else 1)
    n_pages = max(pages)
    sheets = []
    bal_before = meta['opening']
    x_date, x_desc, x_debit, x_credit, x_bal = 40, 100, 395, 465, 555

    def new_page(k):
        p = Svg(595, 842, 'DejaVu Sans')
        p.text(40, 50, meta['bank'], size=15, weight='bold', fill='#0b3b5b')
        p.text(40, 63, meta['bank_address'], size=7.5, fill='#444444')
        p.text(555, 50, meta['product'], size=11, weight='bold', anchor='end')
        p.text(555, 63, f'Page {k} of {n_pages}', size=7.5, anchor='end')
        return p

    def header(p, y):
        p.rect(40, y - 10, 515, 14, fill='#0b3b5b', stroke='#0b3b5b')
        for x, h, a in [(x_date + 2, 'Date', 'start'), (x_desc, 'Transaction', 'start'), (x_debit, 'Debit', 'end'), (x_credit, 'Credit', 'end'), (x_bal - 2, 'Balance', 'end')]:
            p.text(x, y, h, size=7.5, weight='bold', anchor=a, fill='#ffffff')
        return y + 14

    p = new_page(1)
    y = 100
    p.text(40, y, meta['holder'], size=9, weight='bold')
    for line in meta['holder_address']:
        y += 11
        p.text(40, y, line, size=9)
    p.rect(330, 88, 225, 78, fill='#eef3f7', stroke='#0b3b5b')
    summary = [('Statement period', f'{au_date(meta["start"])} - {au_date(meta["end"])}'), ('BSB', meta['bsb']), ('Account number', meta['account']),
               ('Opening balance', au_bal(meta['opening'])), ('Closing balance', au_bal(meta['closing']))]
    for k, (a, b) in enumerate(summary):
        p.text(338, 102 + 13 * k, a, size=7.5, fill='#444444')
        p.text(549, 102 + 13 * k, b, size=7.5, anchor='end')
    y = 190
    p.text(40, y, 'Transaction details (AUD)', size=9, weight='bold')
    y = header(p, y + 16)
    p.text(x_date, y, au_date(meta['start']), size=7.5)
    p.text(x_desc, y, 'OPENING BALANCE', size=7.5, weight='bold')
    p.text(x_bal, y, au_bal(meta['opening']), size=7.5, anchor='end')
    y += 12
    page = 1
    for i, (d, (l1, l2), c, bal) in enumerate(rows):
        if pages[i] != page:
            p.line(40, y - 8, 555, y - 8, width=0.4, stroke='#999999')
            p.text(x_desc, y + 2, 'Balance carried forward', size=7.5, weight='bold')
            p.text(x_bal, y + 2, au_bal(bal_before), size=7.5, anchor='end')
            sheets.append(p)
            page = pages[i]
            p = new_page(page)
            y = header(p, 100)
            p.text(x_desc, y, 'Balance brought forward', size=7.5, weight='bold')
            p.text(x_bal, y, au_bal(bal_before), size=7.5, anchor='end')
            y += 12
        p.text(x_date, y, au_date(d), size=7.5)
        p.text(x_desc, y, l1, size=7.5)
        p.text(x_debit if c < 0 else x_credit, y, us(c), size=7.5, anchor='end')
        p.text(x_bal, y, au_bal(bal), size=7.5, anchor='end')
        if l2:
            y += 10
            p.text(x_desc + 6, y, l2, size=7, fill='#555555')
        y += 12
        bal_before = bal
    p.text(x_date, y, au_date(meta['end']), size=7.5)
    p.text(x_desc, y, 'CLOSING BALANCE', size=7.5, weight='bold')
    p.text(x_bal, y, au_bal(meta['closing']), size=7.5, anchor='end')
    y += 20
    debits = -sum(r[2] for r in rows if r[2] < 0)
    credits = sum(r[2] for r in rows if r[2] > 0)
    p.line(200, y - 9, 555, y - 9, width=0.4)
    p.text(200, y, 'Totals for this period', size=7.5, weight='bold')
    p.text(x_debit, y, us(debits), size=7.5, weight='bold', anchor='end')
    p.text(x_credit, y, us(credits), size=7.5, weight='bold', anchor='end')
    y += 24
    p.text(40, y, f'Interest earned this financial year: ${us(meta["interest_fy"])}. Bonus interest is paid when you deposit $200 and make no withdrawals', size=6.5, fill='#555555')
    p.text(40, y + 9, 'other than transfers to your own accounts in a calendar month. Check your statement and report any errors promptly.', size=6.5, fill='#555555')
    sheets.append(p)
    write_svg_pdf(sheets, out)
    return pages


# ---- us-cu: SVG by hand, Inkscape, Letter, Liberation Sans ---------------------------------------------

def md(d):
    return f'{d.month:02d}/{d.day:02d}'


def mdy(d):
    return f'{d.month:02d}/{d.day:02d}/{d.year}'


def signed(c):
    return ('-' if c < 0 else '') + us(c)


WORDS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen',
         'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen']
TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']


def words(n):
    if n < 20:
        return WORDS[n]
    if n < 100:
        return TENS[n // 10] + ('-' + WORDS[n % 10] if n % 10 else '')
    if n < 1000:
        return WORDS[n // 100] + ' Hundred' + (' ' + words(n % 100) if n % 100 else '')
    return words(n // 1000) + ' Thousand' + (' ' + words(n % 1000) if n % 1000 else '')


def us_cu(meta, rows, out):
    """A US credit union's statement: an account summary of the savings and share draft shares, the
    share draft's rows with a transaction date and an effective date, a signed amount and the balance,
    a list of cleared drafts, images of the drafts, and a dividend summary year to date."""
    pages = split_pages(rows, 26, 50, lambda r: 1)
    sheets = []
    xs = dict(tdate=40, edate=82, desc=126, amount=470, bal=572)

    def new_page(k):
        p = Svg(612, 792, 'Liberation Sans')
        p.text(40, 48, meta['bank'], size=14, weight='bold', fill='#6b1f1f')
        p.text(40, 60, meta['bank_address'], size=7.5)
        p.text(572, 48, 'STATEMENT OF ACCOUNT', size=10, weight='bold', anchor='end')
        p.text(572, 60, f'Statement Period {mdy(meta["start"])} - {mdy(meta["end"])}', size=7.5, anchor='end')
        p.text(572, 71, f'Member Number {meta["member"]}', size=7.5, anchor='end')
        return p

    def table_head(p, y, cont=False):
        p.rect(40, y - 11, 532, 15, fill='#f1e7e7', stroke='#6b1f1f')
        p.text(44, y, f'SHARE DRAFT CHECKING   ID 09   Account No. {meta["account"]}' + ('   (continued)' if cont else ''), size=8, weight='bold')
        y += 16
        for k, h, a in [('tdate', 'Trans Date', 'start'), ('edate', 'Eff Date', 'start'), ('desc', 'Transaction Description', 'start'), ('amount', 'Amount', 'end'), ('bal', 'Balance', 'end')]:
            p.text(xs[k], y, h, size=7.5, weight='bold', anchor=a)
        p.line(40, y + 3, 572, y + 3, width=0.5)
        return y + 13

    p = new_page(1)
    y = 100
    p.text(40, y, meta['holder'], size=9)
    for line in meta['holder_address']:
        y += 11
        p.text(40, y, line, size=9)
    y = 160
    p.text(40, y, 'ACCOUNT SUMMARY (USD)', size=9, weight='bold')
    y += 14
    for x, h, a in [(40, 'Account', 'start'), (300, 'Previous Balance', 'end'), (380, 'Deposits', 'end'), (460, 'Withdrawals', 'end'), (572, 'New Balance', 'end')]:
        p.text(x, y, h, size=7.5, weight='bold', anchor=a)
    p.line(40, y + 3, 572, y + 3)
    dep = sum(r[2] for r in rows if r[2] > 0)
    wd = -sum(r[2] for r in rows if r[2] < 0)
    sv = meta['savings']
    for name, a, b, c, d in [('Share Savings  ID 00', sv['opening'], sv['deposits'], sv['withdrawals'], sv['closing']),
                             ('Share Draft Checking  ID 09', meta['opening'], dep, wd, meta['closing'])]:
        y += 12
        p.text(40, y, name, size=7.5)
        for x, v in [(300, a), (380, b), (460, c), (572, d)]:
            p.text(x, y, us(v), size=7.5, anchor='end')
    y += 12
    p.text(40, y, 'Total Shares', size=7.5, weight='bold')
    p.text(572, y, us(sv['closing'] + meta['closing']), size=7.5, weight='bold', anchor='end')
    y = table_head(p, y + 30)
    p.text(xs['desc'], y, 'Previous Balance', size=7.5)
    p.text(xs['bal'], y, us(meta['opening']), size=7.5, anchor='end')
    y += 12
    page = 1
    for i, (d, (l1, _l2), c, bal) in enumerate(rows):
        if pages[i] != page:
            sheets.append(p)
            page = pages[i]
            p = new_page(page)
            y = table_head(p, 100, cont=True)
        # A draft is presented the day after it takes effect; everything else takes effect that day.
        eff = d.replace(day=d.day - 1) if l1.startswith('Draft ') and d.day > 1 else d
        p.text(xs['tdate'], y, md(d), size=7.5)
        p.text(xs['edate'], y, md(eff), size=7.5)
        p.text(xs['desc'], y, l1, size=7.5)
        p.text(xs['amount'], y, signed(c), size=7.5, anchor='end')
        p.text(xs['bal'], y, signed(bal), size=7.5, anchor='end')
        y += 12
    p.text(xs['desc'], y, 'New Balance', size=7.5, weight='bold')
    p.text(xs['bal'], y, us(meta['closing']), size=7.5, weight='bold', anchor='end')
    y += 26
    drafts = [(r[0], r[1][0], -r[2], r[3]) for r in rows if r[1][0].startswith('Draft ')]

    def room(height, y, p):
        if y + height <= 765:
            return y, p
        sheets.append(p)
        return 100, new_page(len(sheets) + 1)

    y, p = room(13 + 11 * ((len(drafts) + 2) // 3) + 20, y, p)
    p.text(40, y, 'CLEARED DRAFTS', size=9, weight='bold')
    y += 13
    numbers = sorted(int(dname.split()[1]) for _d, dname, _a, _b in drafts)
    for k, (d, dname, a, _b) in enumerate(sorted(drafts, key=lambda x: int(x[1].split()[1]))):
        no = int(dname.split()[1])
        gap = '*' if k and no != numbers[k - 1] + 1 else ' '
        x = 40 + (k % 3) * 180
        p.text(x, y, f'{no}{gap}', size=7.5)
        p.text(x + 50, y, f'Paid {md(d)}', size=7.5)
        p.text(x + 160, y, us(a), size=7.5, anchor='end')
        if k % 3 == 2:
            y += 11
    y += 11 if len(drafts) % 3 else 0
    p.text(40, y + 2, '* indicates a break in draft number sequence', size=6.5, fill='#555555')
    y += 24
    y, p = room(112, y, p)
    p.text(40, y, 'DRAFT IMAGES', size=9, weight='bold')
    y += 8
    for k, (d, dname, a, _b) in enumerate(drafts):
        x = 40 + (k % 2) * 270
        if k % 2 == 0 and k:
            y += 100
            y, p = room(96, y, p)
        p.rect(x, y, 258, 92, fill='#fbfaf4', stroke='#888888', rx=3)
        p.text(x + 8, y + 14, meta['holder'], size=6.5)
        p.text(x + 250, y + 14, dname.split()[1], size=7, anchor='end')
        p.text(x + 250, y + 28, f'Date {mdy(d)}', size=6.5, anchor='end')
        p.text(x + 8, y + 44, 'PAY TO THE ORDER OF', size=5.5)
        p.text(x + 74, y + 44, meta['payees'][k % len(meta['payees'])], size=7, family='DejaVu Serif')
        p.text(x + 250, y + 44, f'$ {us(a)}', size=7, anchor='end')
        p.text(x + 8, y + 58, f'{words(a // 100)} and {a % 100:02d}/100 Dollars', size=6, family='DejaVu Serif')
        p.text(x + 8, y + 84, f':251480576: {meta["account"]}" {dname.split()[1]}', size=6.5, family='DejaVu Sans Mono')
    y += 116
    y, p = room(60, y, p)
    p.text(40, y, 'DIVIDEND SUMMARY', size=9, weight='bold')
    y += 13
    for x, h, a in [(40, 'Share', 'start'), (330, 'Dividends This Period', 'end'), (450, 'Dividends Year to Date', 'end'), (572, 'APY Earned', 'end')]:
        p.text(x, y, h, size=7.5, weight='bold', anchor=a)
    for name, now, ytd, apy in [('Share Savings  ID 00', sv['dividend'], sv['dividend_ytd'], '0.25%'), ('Share Draft Checking  ID 09', meta['dividend'], meta['dividend_ytd'], '0.05%')]:
        y += 11
        p.text(40, y, name, size=7.5)
        p.text(330, y, us(now), size=7.5, anchor='end')
        p.text(450, y, us(ytd), size=7.5, anchor='end')
        p.text(572, y, apy, size=7.5, anchor='end')
    y += 11
    p.text(40, y, f'Total Dividends Paid Year to Date {meta["start"].year}', size=7.5, weight='bold')
    p.text(450, y, us(sv['dividend_ytd'] + meta['dividend_ytd']), size=7.5, weight='bold', anchor='end')
    sheets.append(p)
    for k, sheet in enumerate(sheets):
        sheet.text(572, 82, f'Page {k + 1} of {len(sheets)}', size=7.5, anchor='end')
    write_inkscape_pdf(sheets, out)
    return pages
