"""The four statement layouts. Two drawn with ReportLab's canvas, two typeset by groff and turned into
PDF by ps2pdf. Every printer breaks its own pages and returns the rows in printed order with the page
each starts on."""

import os
import subprocess
import tempfile

from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
DEJAVU = '/usr/share/fonts/truetype/dejavu'
pdfmetrics.registerFont(TTFont('DejaVuSansCondensed', f'{DEJAVU}/DejaVuSansCondensed.ttf'))
pdfmetrics.registerFont(TTFont('DejaVuSansCondensed-Bold', f'{DEJAVU}/DejaVuSansCondensed-Bold.ttf'))


def amt(c, sep=',', dec='.'):
    return f'{abs(c) // 100:,}'.replace(',', sep) + f'{dec}{abs(c) % 100:02d}'


def eur(c):
    return amt(c, '.', ',')


def long_date(d):
    return f'{MONTHS[d.month - 1]} {d.day}, {d.year}'


def fresh(path, size, title, author):
    c = canvas.Canvas(path, pagesize=size, invariant=1)
    c.setTitle(title)
    c.setAuthor(author)
    return c


# ---- bigbank-daily: sections by kind, then a daily ending balance table ------------------------------

SECTIONS = [('deposit', 'DEPOSITS AND ADDITIONS'), ('card', 'ATM & DEBIT CARD WITHDRAWALS'), ('electronic', 'ELECTRONIC WITHDRAWALS'),
            ('check', 'CHECKS PAID'), ('fee', 'FEES')]


def bigbank_card(r, name, place, day):
    return [f'CARD PURCHASE {day.month:02d}/{day.day:02d} {name} {place}', 'CARD 4417']


def bigbank(path, meta, opening, rows):
    rows = [dict(x, kind='card' if x['kind'] == 'atm' else x['kind']) for x in rows]
    c = fresh(path, letter, 'Account Statement', meta['bank'])
    W, H = letter
    page = [1]
    y = [0]
    closing = opening + sum(x['cents'] for x in rows)

    def header(first):
        c.setFont('Helvetica-Bold', 13)
        c.drawString(50, H - 50, meta['bank'])
        c.setFont('Helvetica', 8)
        c.drawRightString(W - 50, H - 44, f'{long_date(meta["start"])} through {long_date(meta["end"])}')
        c.drawRightString(W - 50, H - 55, f'Primary Account: {meta["account"]}')
        c.drawRightString(W - 50, H - 66, f'Page {page[0]}')
        y[0] = H - 90
        if not first:
            return
        c.setFont('Helvetica', 9)
        for k, line in enumerate([meta['holder']] + meta['address']):
            c.drawString(60, H - 110 - 11 * k, line)
        c.setFont('Helvetica', 7.5)
        c.drawString(360, H - 110, 'Customer Service: 1-800-555-0142')
        c.drawString(360, H - 121, 'We accept operator relay calls')
        y[0] = H - 180
        c.setFont('Helvetica-Bold', 10)
        c.drawString(50, y[0], 'CHECKING SUMMARY')
        c.setFont('Helvetica', 7.5)
        c.drawString(200, y[0], 'Everyday Checking')
        y[0] -= 6
        c.line(50, y[0], W - 50, y[0])
        y[0] -= 14
        c.setFont('Helvetica-Bold', 8)
        c.drawRightString(380, y[0], 'INSTANCES')
        c.drawRightString(W - 60, y[0], 'AMOUNT')
        y[0] -= 12
        c.setFont('Helvetica', 8.5)
        summary = [('Beginning Balance', '', f'${amt(opening)}')]
        for kind, title in SECTIONS:
            xs = [x for x in rows if x['kind'] == kind]
            if xs:
                total = sum(x['cents'] for x in xs)
                summary.append((title.title().replace('Atm', 'ATM'), str(len(xs)), ('-' if total < 0 else '') + f'{amt(total)}'))
        summary.append(('Ending Balance', str(len(rows)), f'${amt(closing)}'))
        for label, n, v in summary:
            c.drawString(60, y[0], label)
            c.drawRightString(380, y[0], n)
            c.drawRightString(W - 60, y[0], v)
            y[0] -= 12
        y[0] -= 14

    def need(h):
        if y[0] - h < 60:
            c.showPage()
            page[0] += 1
            header(False)
            return True
        return False

    header(True)
    printed = []
    for kind, title in SECTIONS:
        xs = [x for x in rows if x['kind'] == kind]
        if not xs:
            continue
        need(50)

        def heads(cont=''):
            c.setFont('Helvetica-Bold', 9.5)
            c.drawString(50, y[0], title + cont)
            y[0] -= 5
            c.line(50, y[0], W - 50, y[0])
            y[0] -= 12
            c.setFont('Helvetica-Bold', 7.5)
            c.drawString(50, y[0], 'DATE')
            c.drawString(95, y[0], 'DESCRIPTION' if kind != 'check' else 'CHECK NO. / DESCRIPTION')
            c.drawRightString(W - 50, y[0], 'AMOUNT')
            y[0] -= 13

        heads()
        for x in xs:
            if need(11 * len(x['lines']) + 4):
                heads(' (continued)')
            c.setFont('Helvetica', 8.5)
            c.drawString(50, y[0], f'{x["date"].month:02d}/{x["date"].day:02d}')
            c.drawString(95, y[0], x['lines'][0])
            c.drawRightString(W - 50, y[0], ('$' if x is xs[0] else '') + amt(x['cents']))
            printed.append((x, page[0]))
            for extra in x['lines'][1:]:
                y[0] -= 10
                c.drawString(95, y[0], extra)
            y[0] -= 13
        total = sum(x['cents'] for x in xs)
        c.setFont('Helvetica-Bold', 8.5)
        c.drawString(95, y[0], f'Total {title.title().replace("Atm", "ATM")}')
        c.drawRightString(W - 50, y[0], f'${amt(total)}')
        y[0] -= 24
    # Daily ending balance, three date/amount pairs a line.
    ends = []
    bal = opening
    for x in sorted(rows, key=lambda x: x['date']):
        bal += x['cents']
        if ends and ends[-1][0] == x['date']:
            ends[-1] = (x['date'], bal)
        else:
            ends.append((x['date'], bal))
    need(40)
    c.setFont('Helvetica-Bold', 9.5)
    c.drawString(50, y[0], 'DAILY ENDING BALANCE')
    y[0] -= 5
    c.line(50, y[0], W - 50, y[0])
    y[0] -= 14
    c.setFont('Helvetica', 8.5)
    for k in range(0, len(ends), 3):
        need(14)
        for j, (d, b) in enumerate(ends[k:k + 3]):
            c.drawString(50 + 175 * j, y[0], f'{d.month:02d}/{d.day:02d}')
            c.drawRightString(190 + 175 * j, y[0], f'{"-" if b < 0 else ""}{amt(b)}')
        y[0] -= 12
    c.save()
    return printed


# ---- uk-paidout: a British current account, Paid out / Paid in / Balance ---------------------------

TYPES = {'deposit': 'BGC', 'card': 'DEB', 'electronic': 'DD', 'check': 'CHQ', 'fee': 'PAY', 'atm': 'CPT'}


def uk_card(r, name, place, day):
    return [name, f'{place} {day.day:02d}{MONTHS[day.month - 1][:3].upper()}']


def uk_date(d):
    return d.strftime('%d %b %y')


def uk_paidout(path, meta, opening, rows):
    c = fresh(path, A4, 'Statement', meta['bank'])
    W, H = A4
    closing = opening + sum(x['cents'] for x in rows)
    pages = 1
    per_page = [20, 25]
    # Count pages first so the footer can say "Page n of N".
    left = len(rows) - per_page[0]
    while left > 0:
        pages += 1
        left -= per_page[1]
    printed = []
    cols = dict(date=50, type=104, desc=136, out=400, inn=470, bal=W - 50)

    def head_rows(y):
        c.setFont('DejaVuSansCondensed-Bold', 8.5)
        c.setFillColorRGB(0.0, 0.33, 0.24)
        c.rect(46, y - 4, W - 92, 15, fill=1, stroke=0)
        c.setFillColorRGB(1, 1, 1)
        c.drawString(cols['date'], y, 'Date')
        c.drawString(cols['type'], y, 'Type')
        c.drawString(cols['desc'], y, 'Description')
        c.drawRightString(cols['out'], y, 'Paid out')
        c.drawRightString(cols['inn'], y, 'Paid in')
        c.drawRightString(cols['bal'], y, 'Balance')
        c.setFillColorRGB(0, 0, 0)
        return y - 18

    bal = opening
    k = 0
    for p in range(1, pages + 1):
        c.setFont('DejaVuSansCondensed-Bold', 14)
        c.setFillColorRGB(0.0, 0.33, 0.24)
        c.drawString(50, H - 55, meta['bank'])
        c.setFillColorRGB(0, 0, 0)
        c.setFont('DejaVuSansCondensed', 8)
        c.drawRightString(W - 50, H - 48, f'Sort code {meta["sort"]}   Account number {meta["account"]}')
        c.drawRightString(W - 50, H - 59, f'{meta["start"].day} {MONTHS[meta["start"].month - 1]} {meta["start"].year} to {meta["end"].day} {MONTHS[meta["end"].month - 1]} {meta["end"].year}')
        y = H - 90
        if p == 1:
            c.setFont('DejaVuSansCondensed', 9.5)
            for j, line in enumerate([meta['holder']] + meta['address']):
                c.drawString(60, y - 12 * j, line)
            c.setFont('DejaVuSansCondensed-Bold', 9)
            c.drawString(330, y, 'Your Classic Current Account (GBP)')
            c.setFont('DejaVuSansCondensed', 8.5)
            for j, (l, v) in enumerate([('Balance on ' + uk_date(meta['start']), opening), ('Money out', -sum(x['cents'] for x in rows if x['cents'] < 0)),
                                        ('Money in', sum(x['cents'] for x in rows if x['cents'] > 0)), ('Balance on ' + uk_date(meta['end']), closing)]):
                c.drawString(330, y - 14 - 12 * j, l)
                c.drawRightString(W - 50, y - 14 - 12 * j, f'£{amt(v)}')
            y -= 90
        y = head_rows(y)
        c.setFont('DejaVuSansCondensed', 8.5)
        c.drawString(cols['desc'], y, 'BALANCE BROUGHT FORWARD')
        c.drawRightString(cols['bal'], y, amt(bal))
        y -= 15
        n = per_page[0] if p == 1 else per_page[1]
        for x in rows[k:k + n]:
            bal += x['cents']
            c.drawString(cols['date'], y, uk_date(x['date']))
            c.drawString(cols['type'], y, ('FPO' if x['cents'] < 0 else 'FPI') if x.get('p2p') else TYPES[x['kind']])
            for j, line in enumerate(x['lines']):
                c.drawString(cols['desc'], y - 10 * j, line)
            last = y - 10 * (len(x['lines']) - 1)
            c.drawRightString(cols['out'] if x['cents'] < 0 else cols['inn'], last, amt(x['cents']))
            c.drawRightString(cols['bal'], last, amt(bal))
            printed.append((x, p))
            y = last - 14
        k += n
        if p < pages:
            c.setFont('DejaVuSansCondensed-Bold', 8.5)
            c.drawString(cols['desc'], y, 'BALANCE CARRIED FORWARD')
            c.drawRightString(cols['bal'], y, amt(bal))
        else:
            c.setFont('DejaVuSansCondensed-Bold', 8.5)
            c.drawString(cols['desc'], y, 'BALANCE CARRIED FORWARD')
            c.drawRightString(cols['bal'], y, amt(bal))
        c.setFont('DejaVuSansCondensed', 7)
        c.drawString(50, 40, 'Abbreviations: BGC bank giro credit, DEB debit card, DD direct debit, FPI/FPO faster payment in/out, CHQ cheque, CPT cashpoint, PAY payment.')
        c.drawRightString(W - 50, 40, f'Page {p} of {pages}')
        c.showPage()
    c.save()
    return printed


# ---- groff layouts -------------------------------------------------------------------------------------

def roff(s):
    return s.replace('\\', '\\e').replace("'", "\\(aq")


def run_groff(src, path, paper):
    with tempfile.TemporaryDirectory() as tmp:
        ps = os.path.join(tmp, 'out.ps')
        with open(ps, 'wb') as out:
            subprocess.run(['groff', '-k', '-Tps', f'-dpaper={paper}', f'-P-p{paper}'], input=src.encode('utf-8'), stdout=out, check=True)
        env = dict(os.environ, SOURCE_DATE_EPOCH='1767225600')
        subprocess.run(['ps2pdf', f'-sPAPERSIZE={paper}', ps, path], check=True, env=env)


def chunks(rows, first, rest):
    out = [rows[:first]]
    k = first
    while k < len(rows):
        out.append(rows[k:k + rest])
        k += rest
    return out


# ---- cu-trailing: credit union, one signed column with trailing minus, dates without a year ----------

def cu_card(r, name, place, day):
    return [f'POS PURCHASE {name}', f'{place} {day.month:02d}/{day.day:02d}']


def cu_date(d):
    return d.strftime('%b %d')


def cu_trailing(path, meta, opening, rows):
    pages = chunks(rows, 16, 24)
    closing = opening + sum(x['cents'] for x in rows)
    out = ['.kern 0', '.pl 11i', '.po 0.7i', '.ll 7.1i', '.nf', '.ft C', '.ps 9', '.vs 11']
    printed = []
    bal = opening
    tabs = '.ta 0.75i 5.1iR 6.5iR'
    for p, chunk in enumerate(pages, 1):
        out += ['.sp 0.45i', '.ft HB', '.ps 13', roff(meta['bank']), '.ps 8', '.ft H', roff(meta['bank_address']),
                f'.sp -2', f"\\h'|5.0i'Statement Period", f"\\h'|5.0i'{meta['start'].strftime('%m/%d/%Y')} - {meta['end'].strftime('%m/%d/%Y')}",
                f"\\h'|5.0i'Page {p} of {len(pages)}", '.sp 0.2i']
        if p == 1:
            out += ['.ft H', '.ps 9', *[roff(x) for x in [meta['holder']] + meta['address']], '.sp 0.2i', '.ft HB',
                    f'MEMBER NUMBER {meta["member"]}', '.ft H',
                    f'SHARE DRAFT CHECKING  ACCOUNT {meta["account"]}', '.sp 0.1i']
        else:
            out += ['.ft HB', '.ps 9', f'SHARE DRAFT CHECKING  ACCOUNT {meta["account"]} (CONTINUED)', '.sp 0.1i']
        out += ['.ft CB', '.ps 8.5', tabs, 'DATE\tTRANSACTION DESCRIPTION\tAMOUNT\tBALANCE', "\\l'7.1i'", '.ft C']
        out.append(f'\t{"BEGINNING BALANCE" if p == 1 else "BALANCE FORWARD"}\t\t{amt(bal)}')
        for x in chunk:
            bal += x['cents']
            sign = '-' if x['cents'] < 0 else ' '
            out.append(f'{cu_date(x["date"])}\t{roff(x["lines"][0])}\t{amt(x["cents"])}{sign}\t{amt(bal)}')
            for extra in x['lines'][1:]:
                out.append(f'\t  {roff(extra)}')
            printed.append((x, p))
        out.append("\\l'7.1i'")
        if p < len(pages):
            out += [f'\tBALANCE CARRIED FORWARD\t\t{amt(bal)}', '.bp']
        else:
            dep = sum(x['cents'] for x in rows if x['cents'] > 0)
            wd = -sum(x['cents'] for x in rows if x['cents'] < 0)
            out += [f'\tENDING BALANCE\t\t{amt(closing)}', '.sp 0.2i', '.ft HB', 'ACCOUNT SUMMARY', '.ft H', '.ta 2.2iR 3.6iR',
                    f'Beginning Balance\t{amt(opening)}', f'Deposits & Credits\t{amt(dep)}\t({sum(1 for x in rows if x["cents"] > 0)})',
                    f'Withdrawals & Debits\t{amt(wd)}-\t({sum(1 for x in rows if x["cents"] < 0)})', f'Ending Balance\t{amt(closing)}',
                    '.sp 0.2i', '.ps 7', 'Federally insured by NCUA. Amounts followed by a minus sign are withdrawals.']
    run_groff('\n'.join(out) + '\n', path, 'letter')
    return printed


# ---- eur-comma: a euro account statement, English edition, decimal commas ---------------------------

def eu_card(r, name, place, day):
    return ['Card payment', f'{name} {place}', f'Card 5781 {day.strftime("%d.%m.%Y")}']


def eu_date(d):
    return d.strftime('%d.%m.%Y')


def eur_comma(path, meta, opening, rows):
    pages = chunks(rows, 14, 20)
    closing = opening + sum(x['cents'] for x in rows)
    out = ['.kern 0', '.pl 29.7c', '.po 2c', '.ll 17c', '.nf', '.ft H', '.ps 9', '.vs 11']
    printed = []
    bal = opening
    tabs = '.ta 2.1c 4.2c 12.6cR 14.8cR 17cR'
    for p, chunk in enumerate(pages, 1):
        out += ['.sp 1.2c', '.ft HB', '.ps 14', roff(meta['bank']), '.ft H', '.ps 8', roff(meta['bank_address']), '.sp 0.4c',
                '.ps 11', '.ft HB', f'Account statement {meta["number"]}/{meta["end"].year}\\h\'|11c\'\\s8\\fHPage {p} of {len(pages)}\\fP\\s0', '.ft H', '.ps 8.5',
                f'Period {eu_date(meta["start"])} \\(en {eu_date(meta["end"])}   \\(bu   IBAN {meta["iban"]}   \\(bu   BIC {meta["bic"]}   \\(bu   Currency EUR',
                '.sp 0.3c']
        if p == 1:
            out += ['.ps 9.5', *[roff(x) for x in [meta['holder']] + meta['address']], '.sp 0.4c']
        out += ['.ft HB', '.ps 8', tabs, 'Booking\tValue date\tDescription\tDebit EUR\tCredit EUR\tBalance EUR', "\\l'17c'", '.ft H']
        out.append(f'\t\t{"Opening balance" if p == 1 else "Carried forward"}\t\t\t{eur(bal)}')
        for x in chunk:
            bal += x['cents']
            value = x['date']
            debit = eur(x['cents']) if x['cents'] < 0 else ''
            credit = eur(x['cents']) if x['cents'] > 0 else ''
            out.append(f'{eu_date(x["date"])}\t{eu_date(value)}\t{roff(x["lines"][0])}\t{debit}\t{credit}\t{eur(bal)}')
            for extra in x['lines'][1:]:
                out.append(f'\t\t{roff(extra)}')
            out.append('.sp 0.1c')
            printed.append((x, p))
        out.append("\\l'17c'")
        if p < len(pages):
            out += [f'\t\tCarried forward\t\t\t{eur(bal)}', '.bp']
        else:
            out += [f'\t\tClosing balance\t\t\t{eur(closing)}', '.sp 0.5c', '.ps 7',
                    'Please check this statement. Objections must be raised within six weeks of receipt.']
    run_groff('\n'.join(out) + '\n', path, 'a4')
    return printed
