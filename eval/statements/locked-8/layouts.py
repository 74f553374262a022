"""The three statement layouts of the eighth locked split. Each breaks its own pages and returns the
page each row is printed on (from 1)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-8'))
from common import A4, LETTER, MON, MONTHS, Page, ctx, us, write_context, write_ghostscript, write_jspdf  # noqa: E402


def split_pages(rows, first, rest):
    """Page numbers for rows filling `first` rows on page 1 and `rest` on each later page."""
    return [1 if i < first else 2 + (i - first) // rest for i in range(len(rows))]


def desc(r):
    return ' '.join(x for x in r[1] if x)


# ---- ie-current: jsPDF, Helvetica, A4 ---------------------------------------------------------------

def ie_date(d):
    return f'{d.day:02d} {MON[d.month - 1].upper()} {d.year}'


def ie_long(d):
    return f'{d.day} {MONTHS[d.month - 1]} {d.year}'


def ie_balance(c):
    return us(c) + (' DR' if c < 0 else '')


def ie_current(meta, rows, out):
    """An Irish bank's current account, EUR: IBAN and BIC, a summary, Date / Details / Debit € /
    Credit € / Balance € with the date on every row (`05 JAN 2026`), a balance on every row with DR
    when overdrawn, BALANCE FORWARD at the head of each page."""
    pages = split_pages(rows, 22, 38)
    n_pages = max(pages)
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    L, R = 40, 555
    cols = dict(date=L, det=L + 68, deb=382, cred=454, bal=R)
    out_pages = []
    prev = meta['opening']
    for pn in range(1, n_pages + 1):
        p = Page(A4)
        p.text(L, 50, meta['bank'], 15, 'Times-Bold')
        p.text(L, 62, meta['bank_address'], 7.5)
        p.text(R, 50, 'Statement of Account', 11, 'Helvetica-Bold', 'right')
        p.text(R, 62, f'Page {pn} of {n_pages}', 8, align='right')
        y = 86
        if pn == 1:
            p.text(L, y, meta['holder'], 9.5, 'Helvetica-Bold')
            for k, line in enumerate(meta['holder_address']):
                p.text(L, y + 12 + 10 * k, line, 8.5)
            info = [('Account name', meta['product']), ('Statement period', f'{ie_long(meta["start"])} to {ie_long(meta["end"])}'),
                    ('Sort code', meta['sort']), ('Account number', meta['account']), ('IBAN', meta['iban']), ('BIC', meta['bic']),
                    ('Currency', 'EUR')]
            for k, (a, b) in enumerate(info):
                p.text(320, y + 10 * k, a, 8)
                p.text(405, y + 10 * k, b, 8, 'Helvetica-Bold')
            y = 170
            p.box(L, y - 10, R - L, 46, grey=0.93, stroke=0.5)
            summary = [('Opening balance', ie_balance(meta['opening'])), ('Total debits', us(debits)), ('Total credits', us(credits)),
                       ('Closing balance', ie_balance(meta['closing']))]
            for k, (a, b) in enumerate(summary):
                x = L + 8 + k * 128
                p.text(x, y + 4, a, 7.5)
                p.text(x, y + 22, '€' + b, 10, 'Helvetica-Bold')
            y = 240
        else:
            p.text(L, y, f'{meta["holder"]}   IBAN {meta["iban"]}', 8)
            y = 110
        p.box(L, y - 10, R - L, 14, grey=0.82)
        p.text(cols['date'] + 3, y, 'Date', 8, 'Helvetica-Bold')
        p.text(cols['det'], y, 'Transaction Details', 8, 'Helvetica-Bold')
        p.text(cols['deb'], y, 'Debit €', 8, 'Helvetica-Bold', 'right')
        p.text(cols['cred'], y, 'Credit €', 8, 'Helvetica-Bold', 'right')
        p.text(cols['bal'] - 3, y, 'Balance €', 8, 'Helvetica-Bold', 'right')
        y += 16
        p.text(cols['det'], y, 'BALANCE FORWARD', 8.5, 'Helvetica-Bold')
        p.text(cols['bal'] - 3, y, ie_balance(prev), 8.5, align='right')
        y += 13
        for r, rp, in zip(rows, pages):
            if rp != pn:
                continue
            p.text(cols['date'] + 3, y, ie_date(r[0]), 8.5)
            p.text(cols['det'], y, desc(r), 8.5)
            p.text(cols['deb'] if r[2] < 0 else cols['cred'], y, us(r[2]), 8.5, align='right')
            p.text(cols['bal'] - 3, y, ie_balance(r[3]), 8.5, align='right')
            prev = r[3]
            y += 13
        p.line(L, y - 8, R, y - 8, 0.5, 0.4)
        if pn == n_pages:
            p.text(cols['det'], y + 4, 'CLOSING BALANCE', 8.5, 'Helvetica-Bold')
            p.text(cols['bal'] - 3, y + 4, ie_balance(meta['closing']), 8.5, 'Helvetica-Bold', 'right')
        else:
            p.text(cols['det'], y + 4, 'Continued on next page', 8, 'Times-Roman')
        p.text(L, 810, f'{meta["bank"]} is regulated by the Central Bank of Ireland. Deposits are protected under the Deposit Guarantee Scheme.', 6.5)
        out_pages.append(p)
    write_jspdf(out_pages, out, f'Statement {meta["account"]}', 'eStatements')
    return pages


# ---- us-brokerage: ConTeXt, Letter --------------------------------------------------------------------

def long_date(d):
    return f'{MONTHS[d.month - 1]} {d.day}, {d.year}'


def paren(c):
    return f'({us(c)})' if c < 0 else us(c)


def us_brokerage(meta, rows, out):
    """A US brokerage's cash management account, USD: account summary, then Cash Activity with Date /
    Transaction / Description / Amount / Balance, dates `01/05`, **withdrawals in parentheses**
    `(1,234.56)`, a checks-paid list and the sweep's interest."""
    pages = split_pages(rows, 20, 36)
    n_pages = max(pages)
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    checks = [r for r in rows if r[1][0] == 'Check Paid']

    def cell(s, align='flushleft', width=None):
        w = f',width={width}' if width else ''
        return f'\\bTD[align={align}{w}] {s} \\eTD'

    head = ('\\bTR[background=color,backgroundcolor=lightgray,style=bold] ' + cell('Date', width='16mm') + cell('Transaction', width='34mm')
            + cell('Description', width='72mm') + cell('Amount', 'flushright', '26mm') + cell('Balance', 'flushright', '28mm') + ' \\eTR')
    body = []
    prev = meta['opening']
    for pn in range(1, n_pages + 1):
        if pn == 1:
            body.append(rf'''{{\bfb {ctx(meta["bank"])}}}\hfill {{\bfa Cash Management Account}}\\
{ctx(meta["bank_address"])}\hfill Statement Period: {long_date(meta["start"])} - {long_date(meta["end"])}
\blank[big]
\noindent\bTABLE[frame=off,offset=1pt]
\bTR \bTD[width=95mm,align=flushleft] {{\bf {ctx(meta["holder"])}}} \eTD \bTD[width=35mm,align=flushleft] Account Number \eTD \bTD[width=46mm,align=flushleft] {ctx(meta["account"])} \eTD \eTR
\bTR \bTD[align=flushleft] {ctx(meta["holder_address"][0])} \eTD \bTD[align=flushleft] Account Type \eTD \bTD[align=flushleft] {ctx(meta["product"])} \eTD \eTR
\bTR \bTD[align=flushleft] {ctx(meta["holder_address"][1])} \eTD \bTD[align=flushleft] Base Currency \eTD \bTD[align=flushleft] USD \eTD \eTR
\eTABLE
\blank[big]
{{\bfa Account Summary}}
\blank[small]
\noindent\bTABLE[frame=off,offset=2pt,bottomframe=on]
\bTR[style=bold] \bTD[width=100mm,align=flushleft] Cash and Bank Deposit Sweep \eTD \bTD[width=40mm,align=flushright] This Period \eTD \eTR
\bTR \bTD[align=flushleft] Beginning Balance \eTD \bTD[align=flushright] \${us(meta["opening"])} \eTD \eTR
\bTR \bTD[align=flushleft] Deposits and Other Credits \eTD \bTD[align=flushright] {us(credits)} \eTD \eTR
\bTR \bTD[align=flushleft] Withdrawals and Other Debits \eTD \bTD[align=flushright] ({us(debits)}) \eTD \eTR
\bTR[style=bold] \bTD[align=flushleft] Ending Balance \eTD \bTD[align=flushright] \${us(meta["closing"])} \eTD \eTR
\bTR \bTD[align=flushleft] Interest Rate (Bank Deposit Sweep) \eTD \bTD[align=flushright] {meta["apy"]}\% APY \eTD \eTR
\eTABLE
\blank[big]''')
        else:
            body.append(rf'''{{\bf {ctx(meta["bank"])}}} \hfill Account {ctx(meta["account"])} \hfill Page {pn} of {n_pages}
\blank[big]''')
        body.append(r'{\bfa Cash Activity}' + ('' if pn == 1 else ' (continued)') + '\n\\blank[small]\n\\noindent\\bTABLE[frame=off,offset=1.6pt]\n' + head)
        if pn == 1:
            body.append('\\bTR ' + cell('') + cell('') + cell('Beginning Balance') + cell('') + cell(us(prev), 'flushright') + ' \\eTR')
        for r, rp in zip(rows, pages):
            if rp != pn:
                continue
            body.append('\\bTR ' + cell(f'{r[0].month:02d}/{r[0].day:02d}') + cell(ctx(r[1][0])) + cell(ctx(r[1][1] or ''))
                        + cell(paren(r[2]), 'flushright') + cell(paren(r[3]), 'flushright') + ' \\eTR')
            prev = r[3]
        if pn == n_pages:
            body.append('\\bTR[topframe=on,style=bold] ' + cell('') + cell('') + cell('Ending Balance') + cell('') + cell(us(meta['closing']), 'flushright') + ' \\eTR')
        body.append('\\eTABLE')
        if pn == n_pages and checks:
            body.append('\\blank[big]\n{\\bfa Checks Paid}\n\\blank[small]\n\\noindent\\bTABLE[frame=off,offset=1.2pt]\n'
                        + '\\bTR[style=bold] ' + cell('Check No.', width='25mm') + cell('Date Paid', width='25mm') + cell('Amount', 'flushright', '30mm') + ' \\eTR\n'
                        + '\n'.join('\\bTR ' + cell(r[1][1].split()[-1]) + cell(f'{r[0].month:02d}/{r[0].day:02d}') + cell(us(r[2]), 'flushright') + ' \\eTR' for r in checks)
                        + '\n\\eTABLE')
        if pn == n_pages:
            body.append('\\blank[big]\n{\\tfx Bank deposits in the sweep program are held at program banks and are FDIC insured up to applicable limits. '
                        'Securities are not deposits and are not FDIC insured.}')
        else:
            body.append('\\blank\n\\noindent{\\tfx Continued on next page}')
        if pn != n_pages:
            body.append('\\page')
    src = r'''\setuppapersize[letter]
\setupbodyfont[termes,8.5pt]
\setuplayout[topspace=12mm,backspace=15mm,width=middle,height=middle,header=0pt,footer=0pt]
\setupwhitespace[none]
\definecolor[lightgray][s=.86]
\setupinteraction[state=start,title={Account Statement},author={''' + ctx(meta['bank']) + r'''}]
\starttext
''' + '\n'.join(body) + '\n\\stoptext\n'
    write_context(src, out)
    return pages


# ---- uk-bsoc: hand-written PostScript through Ghostscript, A4 -----------------------------------------

def uk_date(d):
    return f'{d.day:02d}/{d.month:02d}/{d.year % 100:02d}'


def uk_balance(c):
    return us(c) + (' OD' if c < 0 else '')


def uk_bsoc(meta, rows, out):
    """A UK building society's current account, GBP: sort code, account and roll number, Date /
    Description / Money out / Money in / Balance, dates `05/01/26`, two-letter codes before payees
    (BGC, DD, SO, VIS, FPI...), BALANCE BROUGHT FORWARD and CARRIED FORWARD, OD when overdrawn."""
    pages = split_pages(rows, 24, 42)
    n_pages = max(pages)
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    L, R = 44, 551
    cols = dict(date=L + 4, desc=L + 58, out=395, inn=470, bal=R - 4)
    prev = meta['opening']
    out_pages = []
    for pn in range(1, n_pages + 1):
        p = Page(A4)
        p.text(L, 52, meta['bank'], 14, 'Times-Bold')
        p.text(L, 64, meta['bank_address'], 7.5)
        p.text(R, 52, meta['product'], 10, 'Helvetica-Bold', 'right')
        p.text(R, 64, f'Statement {meta["number"]}   Sheet {pn} of {n_pages}', 8, align='right')
        p.line(L, 72, R, 72, 1.5)
        y = 92
        if pn == 1:
            p.text(L, y, meta['holder'], 9.5, 'Helvetica-Bold')
            for k, line in enumerate(meta['holder_address']):
                p.text(L, y + 12 + 10 * k, line, 8.5)
            info = [('Sort code', meta['sort']), ('Account number', meta['account']), ('Roll number', meta['roll']),
                    ('Period', f'{ie_long(meta["start"])} to {ie_long(meta["end"])}'), ('Currency', 'GBP (£)')]
            for k, (a, b) in enumerate(info):
                p.text(330, y + 11 * k, a, 8)
                p.text(410, y + 11 * k, b, 8, 'Helvetica-Bold')
            y = 168
            summary = [('Balance at start', uk_balance(meta['opening'])), ('Money in', us(credits)), ('Money out', us(debits)),
                       ('Balance at end', uk_balance(meta['closing']))]
            for k, (a, b) in enumerate(summary):
                p.text(L + 4, y + 11 * k, a, 8.5)
                p.text(250, y + 11 * k, '£' + b, 8.5, 'Helvetica-Bold', 'right')
            y = 232
        else:
            p.text(L, y, f'{meta["holder"]}   Sort code {meta["sort"]}   Account number {meta["account"]}', 8)
            y = 112
        p.line(L, y - 11, R, y - 11, 0.5)
        p.text(cols['date'], y, 'Date', 8, 'Helvetica-Bold')
        p.text(cols['desc'], y, 'Description', 8, 'Helvetica-Bold')
        p.text(cols['out'], y, 'Money out £', 8, 'Helvetica-Bold', 'right')
        p.text(cols['inn'], y, 'Money in £', 8, 'Helvetica-Bold', 'right')
        p.text(cols['bal'], y, 'Balance £', 8, 'Helvetica-Bold', 'right')
        p.line(L, y + 4, R, y + 4, 0.5)
        y += 16
        p.text(cols['desc'], y, 'BALANCE BROUGHT FORWARD', 8.5, 'Courier-Bold')
        p.text(cols['bal'], y, uk_balance(prev), 8.5, 'Courier', 'right')
        y += 12
        for r, rp in zip(rows, pages):
            if rp != pn:
                continue
            p.text(cols['date'], y, uk_date(r[0]), 8.5, 'Courier')
            p.text(cols['desc'], y, f'{r[1][0]:<4} {r[1][1]}', 8.5, 'Courier')
            p.text(cols['out'] if r[2] < 0 else cols['inn'], y, us(r[2]), 8.5, 'Courier', 'right')
            p.text(cols['bal'], y, uk_balance(r[3]), 8.5, 'Courier', 'right')
            prev = r[3]
            y += 12
        p.text(cols['desc'], y, 'CLOSING BALANCE' if pn == n_pages else 'BALANCE CARRIED FORWARD', 8.5, 'Courier-Bold')
        p.text(cols['bal'], y, uk_balance(prev), 8.5, 'Courier', 'right')
        p.line(L, y + 6, R, y + 6, 0.5)
        p.text(L, 806, f'{meta["bank"]} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct '
                  'Authority and the PRA.', 6.5)
        out_pages.append(p)
    write_ghostscript(out_pages, out, f'Statement {meta["number"]}', 'Statement print run')
    return pages
