"""The four statement layouts of the fourth locked split. Each breaks its own pages and returns the
page each row is printed on (from 1):
  au-crdr     pycairo, drawn directly (A4)
  ca-wd       WeasyPrint, HTML and CSS (Letter)
  us-twoline  WeasyPrint, HTML and CSS (Letter)
  cu-parens   GNU enscript (plain text to PostScript), then Ghostscript's ps2pdf (Letter)
The drawing helpers are the paystub split's (eval/paystubs/locked-4/printers.py)."""

import html
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-4'))

from printers import Canvas, enscript_pdf, money, weasy  # noqa: E402

MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

ROW_DATES = {
    'au-crdr': lambda d: f'{d.day:02d} {MON[d.month - 1]}',
    'ca-wd': lambda d: f'{MON[d.month - 1]} {d.day}',
    'us-twoline': lambda d: f'{MON[d.month - 1]} {d.day}, {d.year}',
    'cu-parens': lambda d: f'{d.month:02d}-{d.day:02d}-{d.year % 100:02d}',
}
PERIOD_DATES = {
    'au-crdr': lambda d: f'{d.day:02d} {MON[d.month - 1]} {d.year}',
    'ca-wd': lambda d: f'{MONTHS[d.month - 1]} {d.day}, {d.year}',
    'us-twoline': lambda d: f'{MON[d.month - 1]} {d.day}, {d.year}',
    'cu-parens': lambda d: f'{d.month:02d}/{d.day:02d}/{d.year}',
}


def paginate(rows, first, later, height=lambda r: len(r[1])):
    """Pages of rows: `first` lines on page 1, `later` on the others."""
    pages, page, used, cap = [], [], 0, first
    for r in rows:
        h = height(r)
        if page and used + h > cap:
            pages.append(page)
            page, used, cap = [], 0, later
        page.append(r)
        used += h
    pages.append(page)
    return pages


def numbers(pages):
    return [k + 1 for k, p in enumerate(pages) for _ in p]


def balances(h):
    out, run = [], h.opening
    for _, _, a in h.rows:
        run += a
        out.append(run)
    return out


# ---- au-crdr: pycairo --------------------------------------------------------------------------


def crdr(c):
    return f"${money(abs(c))} {'CR' if c >= 0 else 'DR'}" if c else '$0.00'


def au_crdr(path, h, acct):
    W, H = 595.28, 841.89
    L, R = 40, W - 40
    date = ROW_DATES['au-crdr']
    pdate = PERIOD_DATES['au-crdr']
    bal = balances(h)
    rows = [(d, lines, a, b) for (d, lines, a), b in zip(h.rows, bal)]
    # Heights in points: a row is 11 a line and 3 between rows; room is kept on every page for the
    # closing balance and the totals, and the footer stays clear.
    pages = paginate(rows, 510, 600, height=lambda r: 11 * len(r[1]) + 3)
    cv = Canvas(path, W, H, 'Statement', 'Statements')
    gold = (0.98, 0.80, 0.10)
    cols = dict(date=L + 4, desc=L + 52, debit=360, credit=430, bal=R - 4)
    debits = -sum(a for _, _, a in h.rows if a < 0)
    credits = sum(a for _, _, a in h.rows if a > 0)
    for p, page in enumerate(pages, start=1):
        cv.rect(0, 0, W, 46, fill=gold)
        cv.font(16, True)
        cv.text(L, 30, 'Southern Cross Bank')
        cv.font(8.5)
        cv.text(R, 22, f"Statement {acct['statement_no']}", 'right')
        cv.text(R, 34, f'(Page {p} of {len(pages)})', 'right')
        y = 70
        cv.font(8.5)
        if p == 1:
            cv.font(10, True)
            cv.text(L, y, acct['holder'])
            cv.font(9)
            for k, line in enumerate(acct['address']):
                cv.text(L, y + 13 * (k + 1), line)
        box = [('Account Number', acct['number']), ('Statement Period', f'{pdate(h.start)} - {pdate(h.end)}'),
               ('Closing Balance', crdr(h.closing)), ('Enquiries', '13 22 48 (24 hours a day)')]
        cv.rect(300, y - 14, R - 300, 66, stroke=(0.6, 0.6, 0.6))
        for k, (lab, val) in enumerate(box):
            cv.font(8.5, True)
            cv.text(308, y + 14 * k, lab)
            cv.font(8.5)
            cv.text(R - 8, y + 14 * k, val, 'right')
        y = 160
        if p == 1:
            cv.font(10, True)
            cv.text(L, y, f"{acct['product']} - Account Summary")
            y += 16
            cv.font(8.5)
            heads = ['Opening balance', '- Total debits', '+ Total credits', '= Closing balance']
            vals = [crdr(h.opening), f'${money(debits)}', f'${money(credits)}', crdr(h.closing)]
            bw = (R - L) / 4
            for k in range(4):
                cv.rect(L + k * bw, y - 10, bw, 34, fill=(0.96, 0.96, 0.93), stroke=(0.75, 0.75, 0.75))
                cv.text(L + k * bw + 6, y + 2, heads[k])
                cv.font(9.5, True)
                cv.text(L + k * bw + 6, y + 17, vals[k])
                cv.font(8.5)
            y += 46
        else:
            y = 130
        # Column header, repeated on every page.
        cv.rect(L, y - 11, R - L, 16, fill=(0.2, 0.2, 0.2))
        cv.colour(1, 1, 1)
        cv.font(8.5, True)
        cv.text(cols['date'], y, 'Date')
        cv.text(cols['desc'], y, 'Transaction')
        cv.text(cols['debit'], y, 'Debit', 'right')
        cv.text(cols['credit'], y, 'Credit', 'right')
        cv.text(cols['bal'], y, 'Balance', 'right')
        cv.colour(0, 0, 0)
        y += 17
        cv.font(8.5)
        if p == 1:
            cv.text(cols['date'], y, date(h.start))
            cv.font(8.5, True)
            cv.text(cols['desc'], y, 'OPENING BALANCE')
            cv.font(8.5)
            cv.text(cols['bal'], y, crdr(h.opening), 'right')
            y += 13
        for d, lines, a, b in page:
            cv.text(cols['date'], y, date(d))
            for k, line in enumerate(lines):
                cv.text(cols['desc'], y + 11 * k, line)
            if a < 0:
                cv.text(cols['debit'], y, money(-a), 'right')
            else:
                cv.text(cols['credit'], y, money(a), 'right')
            cv.text(cols['bal'], y, crdr(b), 'right')
            y += 11 * len(lines) + 3
            cv.hline(L, R, y - 9, 0.2, (0.8, 0.8, 0.8))
        if p == len(pages):
            y += 4
            cv.text(cols['date'], y, date(h.end))
            cv.font(8.5, True)
            cv.text(cols['desc'], y, 'CLOSING BALANCE')
            cv.text(cols['bal'], y, crdr(h.closing), 'right')
            y += 20
            cv.hline(L, R, y - 12, 0.6)
            cv.text(cols['desc'], y, 'Transaction totals this period')
            cv.text(cols['debit'], y, money(debits), 'right')
            cv.text(cols['credit'], y, money(credits), 'right')
            cv.font(8.5)
        cv.font(7)
        cv.colour(0.4, 0.4, 0.4)
        cv.text(L, H - 24, 'Southern Cross Bank Limited ABN 62 118 447 905 AFSL 238412. All amounts are in Australian dollars (AUD). CR = in credit, DR = overdrawn.')
        cv.colour(0, 0, 0)
        cv.ctx.show_page()
    cv.finish()
    return numbers(pages)


# ---- ca-wd: WeasyPrint -------------------------------------------------------------------------

CA_CSS = """
@page { size: Letter; margin: 0.5in 0.55in; }
body { font-family: 'DejaVu Sans'; font-size: 8pt; color: #1a1a1a; }
section { page-break-after: always; } section:last-child { page-break-after: auto; }
.hdr { display: flex; justify-content: space-between; border-bottom: 2.5pt solid #005daa; padding-bottom: 4pt; margin-bottom: 8pt; }
.bank { font-size: 15pt; font-weight: bold; color: #005daa; }
.hdr .r { text-align: right; }
table { border-collapse: collapse; width: 100%; }
.tx th { text-align: left; border-bottom: 1pt solid #005daa; padding: 3pt 4pt; font-size: 7.5pt; color: #005daa; }
.tx td { padding: 2.4pt 4pt; border-bottom: 0.3pt solid #e0e0e0; vertical-align: top; }
.tx .n { text-align: right; white-space: nowrap; } .tx .d { width: 46pt; } .tx .desc { width: 230pt; }
.sum { width: 60%; margin: 4pt 0 10pt 0; } .sum td { padding: 2pt 4pt; } .sum td.n { text-align: right; }
.sum tr.b td { font-weight: bold; border-top: 1pt solid #444; }
.who { margin-bottom: 8pt; } .note { color: #666; font-size: 7pt; margin-top: 8pt; }
b.k { color: #005daa; }
"""


def ca_wd(path, h, acct):
    date = ROW_DATES['ca-wd']
    pdate = PERIOD_DATES['ca-wd']
    bal = balances(h)
    rows = [(d, lines, a, b, k) for k, ((d, lines, a), b) in enumerate(zip(h.rows, bal))]
    # The balance is printed on the last row of each day only, as many Canadian banks do.
    last_of_day = {k for k, r in enumerate(h.rows) if k == len(h.rows) - 1 or h.rows[k + 1][0] != r[0]}
    pages = paginate(rows, 27, 46, height=lambda r: 1 + (len(r[1][0]) > 44))
    wd = -sum(a for _, _, a in h.rows if a < 0)
    dep = sum(a for _, _, a in h.rows if a > 0)
    n_wd = sum(1 for _, _, a in h.rows if a < 0)
    n_dep = len(h.rows) - n_wd
    e = html.escape
    out = []
    for p, page in enumerate(pages, start=1):
        s = [f"""<div class=hdr><div><div class=bank>Maple Shore Bank</div>{e(acct['product'])}</div>
<div class=r>Account number: <b>{acct['number']}</b><br>From {pdate(h.start)} to {pdate(h.end)}<br>Page {p} of {len(pages)}</div></div>"""]
        if p == 1:
            s.append(f"""<div class=who><b>{e(acct['holder'])}</b><br>{'<br>'.join(e(x) for x in acct['address'])}</div>
<b class=k>Summary of your account</b>
<table class=sum><tr><td>Your opening balance on {pdate(h.start)}</td><td class=n>${money(h.opening)}</td></tr>
<tr><td>Total deposits into your account ({n_dep})</td><td class=n>+ {money(dep)}</td></tr>
<tr><td>Total withdrawals from your account ({n_wd})</td><td class=n>- {money(wd)}</td></tr>
<tr class=b><td>Your closing balance on {pdate(h.end)}</td><td class=n>= ${money(h.closing)}</td></tr></table>
<p class=note>All amounts are in Canadian dollars (CAD).</p>
<b class=k>Details of your account activity</b>""")
        else:
            s.append('<b class=k>Details of your account activity - continued</b>')
        tr = []
        if p == 1:
            tr.append(f'<tr><td class=d>{date(h.start)}</td><td class=desc>Opening balance</td><td class=n></td><td class=n></td><td class=n>{money(h.opening)}</td></tr>')
        prev = None
        for d, lines, a, b, k in page:
            shown = date(d) if d != prev else ''
            prev = d
            tr.append(f"<tr><td class=d>{shown}</td><td class=desc>{e(' '.join(lines))}</td><td class=n>{money(-a) if a < 0 else ''}</td>"
                      f"<td class=n>{money(a) if a > 0 else ''}</td><td class=n>{money(b) if k in last_of_day else ''}</td></tr>")
        if p == len(pages):
            tr.append(f'<tr><td class=d>{date(h.end)}</td><td class=desc><b>Closing balance</b></td><td class=n></td><td class=n></td><td class=n><b>{money(h.closing)}</b></td></tr>')
        s.append('<table class=tx><tr><th class=d>Date</th><th class=desc>Description</th><th class=n>Withdrawals ($)</th><th class=n>Deposits ($)</th><th class=n>Balance ($)</th></tr>' + ''.join(tr) + '</table>')
        if p == len(pages):
            s.append(f'<p class=note>Totals this period: withdrawals {money(wd)}, deposits {money(dep)}. '
                     'Please check this statement and tell us of any errors within 45 days.</p>')
        out.append('<section>' + ''.join(s) + '</section>')
    weasy(path, ''.join(out), CA_CSS, 'Statement of account', 'eStatements')
    return numbers(pages)


# ---- us-twoline: WeasyPrint --------------------------------------------------------------------

US_CSS = """
@page { size: Letter; margin: 0.55in 0.6in; }
body { font-family: 'Liberation Sans'; font-size: 8.6pt; color: #20232a; }
section { page-break-after: always; } section:last-child { page-break-after: auto; }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 0.8pt solid #7a4bd1; padding-bottom: 5pt; margin-bottom: 10pt; }
.logo { font-size: 14pt; font-weight: bold; color: #7a4bd1; } .top .r { text-align: right; color: #555; }
table { border-collapse: collapse; width: 100%; }
.tx th { text-align: left; font-size: 7.5pt; text-transform: uppercase; color: #666; border-bottom: 0.8pt solid #999; padding: 3pt 4pt; }
.tx td { padding: 1.5pt 4pt 0 4pt; } .tx tr.ref td { padding: 0 4pt 3pt 4pt; border-bottom: 0.3pt solid #e3e3e3; color: #777; font-size: 7.2pt; }
.tx .n { text-align: right; white-space: nowrap; } .tx .d { width: 70pt; white-space: nowrap; }
.cards { display: flex; gap: 8pt; margin: 6pt 0 12pt 0; } .cards div { flex: 1; border: 0.6pt solid #ccc; border-radius: 4pt; padding: 5pt 6pt; }
.cards .k { color: #666; font-size: 7.2pt; } .cards .v { font-size: 11pt; font-weight: bold; }
h2 { font-size: 10pt; margin: 8pt 0 3pt 0; }
.tot td { font-weight: bold; border-top: 0.8pt solid #999; padding-top: 4pt; }
"""


def signed(c):
    return f"{'+' if c > 0 else '-'}${money(abs(c))}"


def us_twoline(path, h, acct):
    date = ROW_DATES['us-twoline']
    pdate = PERIOD_DATES['us-twoline']
    bal = balances(h)
    rows = [(d, lines, a, b) for (d, lines, a), b in zip(h.rows, bal)]
    pages = paginate(rows, 22, 27, height=lambda r: 1)
    dep = sum(a for _, _, a in h.rows if a > 0)
    wd = -sum(a for _, _, a in h.rows if a < 0)
    e = html.escape
    out = []
    for p, page in enumerate(pages, start=1):
        s = [f"""<div class=top><div class=logo>Northwind Direct</div><div class=r>{e(acct['product'])} ••••{acct['number'][-4:]}<br>Statement period {pdate(h.start)} – {pdate(h.end)} · Page {p} of {len(pages)}</div></div>"""]
        if p == 1:
            s.append(f"""<div><b>{e(acct['holder'])}</b><br>{'<br>'.join(e(x) for x in acct['address'])}</div>
<div class=cards><div><div class=k>Beginning balance</div><div class=v>${money(h.opening)}</div></div>
<div><div class=k>Deposits and credits</div><div class=v>+${money(dep)}</div></div>
<div><div class=k>Withdrawals and debits</div><div class=v>-${money(wd)}</div></div>
<div><div class=k>Ending balance</div><div class=v>${money(h.closing)}</div></div></div>
<div>Account number {acct['number']} · Routing number 124303162</div>""")
        s.append('<h2>Transactions' + (' (continued)' if p > 1 else '') + '</h2>')
        tr = []
        for d, lines, a, b in page:
            tr.append(f'<tr><td class=d>{date(d)}</td><td>{e(lines[0])}</td><td class=n>{signed(a)}</td><td class=n>${money(b)}</td></tr>')
            tr.append(f"<tr class=ref><td></td><td>{e(' '.join(lines[1:]))}</td><td></td><td></td></tr>")
        if p == len(pages):
            tr.append(f'<tr class=tot><td></td><td>Total deposits and credits</td><td class=n>+${money(dep)}</td><td></td></tr>')
            tr.append(f'<tr class=tot><td></td><td>Total withdrawals and debits</td><td class=n>-${money(wd)}</td><td></td></tr>')
            tr.append(f'<tr class=tot><td></td><td>Ending balance on {pdate(h.end)}</td><td></td><td class=n>${money(h.closing)}</td></tr>')
        s.append('<table class=tx><tr><th class=d>Date</th><th>Description</th><th class=n>Amount</th><th class=n>Balance</th></tr>' + ''.join(tr) + '</table>')
        out.append('<section>' + ''.join(s) + '</section>')
    weasy(path, ''.join(out), US_CSS, 'Account statement', 'Statements')
    return numbers(pages)


# ---- cu-parens: enscript + ps2pdf --------------------------------------------------------------


def parens(c):
    return f'({money(-c)})' if c < 0 else money(c)


def wrap(s, width):
    words, lines, cur = s.split(' '), [], ''
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f'{cur} {w}' if cur else w
    lines.append(cur)
    return lines


def cu_parens(path, h, acct):
    date = ROW_DATES['cu-parens']
    pdate = PERIOD_DATES['cu-parens']
    bal = balances(h)
    DW = 38
    # The truth's description is the row's text; it is printed wrapped at DW characters.
    rows = [(d, wrap(' '.join(lines), DW), a, b) for (d, lines, a), b in zip(h.rows, bal)]
    pages = paginate(rows, 44, 52)
    dep = sum(a for _, _, a in h.rows if a > 0)
    wd = sum(a for _, _, a in h.rows if a < 0)
    neg_days = len({d for (d, _, _), b in zip(h.rows, bal) if b < 0})
    B = lambda s: f'\0font{{Courier-Bold9}}{s}\0font{{default}}'
    text = []
    for p, page in enumerate(pages, start=1):
        t = []
        t.append(B('BUCKEYE HEARTLAND FEDERAL CREDIT UNION') + ' ' * 22 + f'PAGE {p} OF {len(pages)}')
        t.append('PO BOX 28810  COLUMBUS OH 43228    (614) 555-0182')
        t.append('')
        t.append(f"{'MEMBER:':<10}{acct['holder'].upper():<40}{'ACCOUNT:':<10}XXXXXX{acct['number'][-4:]}")
        t.append(f"{'':<10}{acct['address'][0].upper():<40}{'PERIOD:':<10}{pdate(h.start)} THRU {pdate(h.end)}")
        t.append(f"{'':<10}{acct['address'][1].upper():<40}")
        t.append('')
        t.append(B(f"{acct['product'].upper()}  SHARE DRAFT CHECKING   SUFFIX 09") + (' (CONTINUED)' if p > 1 else ''))
        t.append('=' * 86)
        t.append(B(f"{'POSTED':<10}{'TRANSACTION DESCRIPTION':<{DW + 2}}{'AMOUNT':>16}{'BALANCE':>18}"))
        t.append('-' * 86)
        if p == 1:
            t.append(f"{date(h.start):<10}{'BEGINNING BALANCE':<{DW + 2}}{'':>16}{parens(h.opening):>18}")
        for d, lines, a, b in page:
            t.append(f"{date(d):<10}{lines[0]:<{DW + 2}}{money(a):>16}{parens(b):>18}")
            for more in lines[1:]:
                t.append(f"{'':<12}{more}")
        if p == len(pages):
            t.append(f"{date(h.end):<10}{'ENDING BALANCE':<{DW + 2}}{'':>16}{parens(h.closing):>18}")
            t.append('-' * 86)
            t.append(B(f"{'TOTALS':<10}{'DEPOSITS AND CREDITS':<{DW + 2}}{money(dep):>16}"))
            t.append(B(f"{'':<10}{'WITHDRAWALS AND DEBITS':<{DW + 2}}{money(wd):>16}"))
            t.append(f"{'':<10}{'DAYS OVERDRAWN THIS PERIOD':<{DW + 2}}{neg_days:>16}")
            t.append('')
            t.append('NEGATIVE BALANCES ARE SHOWN IN PARENTHESES. WITHDRAWALS ARE SHOWN WITH A MINUS SIGN.')
            t.append('FEDERALLY INSURED BY NCUA.')
        else:
            t.append('')
            t.append(f"{'':<10}{'CONTINUED ON NEXT PAGE':<{DW + 2}}")
        text.append('\n'.join(t))
    enscript_pdf(path, '\f'.join(text) + '\n')
    return numbers(pages)


LAYOUTS = {'au-crdr': au_crdr, 'ca-wd': ca_wd, 'us-twoline': us_twoline, 'cu-parens': cu_parens}
