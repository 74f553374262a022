"""ch-account: a Swiss bank's private account, CHF, drawn with Apache PDFBox 2 (Debian's, through
Draw.java), A4, in German. IBAN, BIC and account number, Datum / Buchungstext / Belastung / Gutschrift
/ Valuta / Saldo with dates `05.01.26`, figures with an apostrophe between thousands (`1'234.50`), a
balance on every row, most payees on a second line under the booking text, Saldovortrag and Übertrag
carried from page to page, Umsatztotal and Schlusssaldo. The period is a quarter or a month."""
import datetime as dt
import os
import subprocess
import tempfile

from common import break_pages, signed

A4 = (595.28, 841.89)
JARS = ['/usr/share/java/pdfbox2.jar', '/usr/share/java/fontbox2.jar', '/usr/share/java/commons-logging.jar']
HERE = os.path.dirname(os.path.abspath(__file__))


def chf(c):
    return signed(c, "'")


def ch_date(d):
    return f'{d.day:02d}.{d.month:02d}.{d.year % 100:02d}'


def value_date(i, r):
    """Card payments and cash are valued a day or two before they are booked; the rest on the day."""
    first = r[1][0]
    if first.startswith('Debitkarte') or first.startswith('Bargeldbezug'):
        return r[0] - dt.timedelta(days=1 + i % 2)
    return r[0]


class Ops:
    def __init__(self):
        self.lines = []

    def page(self):
        self.lines.append(f'P\t{A4[0]}\t{A4[1]}')

    def text(self, x, y, s, size=8, font='Helvetica', align='left'):
        self.lines.append(f'T\t{x}\t{y}\t{size}\t{font}\t{align}\t{s}')

    def line(self, x1, y1, x2, y2, width=0.5, grey=0):
        self.lines.append(f'L\t{x1}\t{y1}\t{x2}\t{y2}\t{width}\t{grey}')

    def box(self, x, y, w, h, grey):
        self.lines.append(f'B\t{x}\t{y}\t{w}\t{h}\t{grey}')


def ch_account(meta, rows, out):
    pages = break_pages(rows, 30, 36)
    n_pages = max(pages)
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    L, R = 48, 550
    col = dict(date=L + 2, text=L + 46, out=366, inn=430, val=452, bal=R - 2)
    o = Ops()
    prev = meta['opening']
    period = f'{meta["start"].day:02d}.{meta["start"].month:02d}.{meta["start"].year} - {meta["end"].day:02d}.{meta["end"].month:02d}.{meta["end"].year}'
    for pn in range(1, n_pages + 1):
        o.page()
        o.text(L, 48, meta['bank'], 13, 'Helvetica-Bold')
        o.text(L, 59, meta['bank_address'], 7)
        o.text(R, 48, 'Kontoauszug', 12, 'Helvetica-Bold', 'right')
        o.text(R, 59, f'Seite {pn} von {n_pages}', 8, align='right')
        o.line(L, 66, R, 66, 0.8)
        y = 90
        if pn == 1:
            o.text(L, 84, meta['bank_address'].split(',')[0] + ', Postfach, ' + meta['bank_address'].split(', ')[-1], 6)
            o.text(L, 100, meta['holder'], 9.5)
            for k, s in enumerate(meta['holder_address']):
                o.text(L, 112 + 12 * k, s, 9.5)
            info = [('Kontoart', meta['product']), ('Konto-Nr.', meta['account']), ('IBAN', meta['iban']), ('BIC / SWIFT', meta['bic']),
                    ('Währung', 'CHF'), ('Periode', period), ('Erstellt am', f'{(meta["end"] + dt.timedelta(days=1)).day:02d}.{(meta["end"] + dt.timedelta(days=1)).month:02d}.{(meta["end"] + dt.timedelta(days=1)).year}')]
            for k, (a, b) in enumerate(info):
                o.text(318, 92 + 11 * k, a, 8)
                o.text(384, 92 + 11 * k, b, 8, 'Helvetica-Bold')
            o.text(L, 196, f'Kontoauszug {meta["product"]} vom {period}', 10.5, 'Helvetica-Bold')
            y = 222
        else:
            o.text(L, 86, f'{meta["holder"]}, {meta["product"]}, IBAN {meta["iban"]}', 8)
            y = 110
        o.box(L, y - 10, R - L, 14, 0.88)
        o.text(col['date'], y, 'Datum', 8, 'Helvetica-Bold')
        o.text(col['text'], y, 'Buchungstext', 8, 'Helvetica-Bold')
        o.text(col['out'], y, 'Belastung', 8, 'Helvetica-Bold', 'right')
        o.text(col['inn'], y, 'Gutschrift', 8, 'Helvetica-Bold', 'right')
        o.text(col['val'], y, 'Valuta', 8, 'Helvetica-Bold')
        o.text(col['bal'], y, 'Saldo', 8, 'Helvetica-Bold', 'right')
        y += 17
        o.text(col['text'], y, 'Saldovortrag' if pn == 1 else 'Übertrag', 8, 'Helvetica-Bold')
        o.text(col['bal'], y, chf(prev), 8, 'Helvetica-Bold', 'right')
        y += 14
        for i, (r, rp) in enumerate(zip(rows, pages)):
            if rp != pn:
                continue
            o.text(col['date'], y, ch_date(r[0]), 8)
            o.text(col['text'], y, r[1][0], 8)
            o.text(col['out'] if r[2] < 0 else col['inn'], y, chf(-r[2] if r[2] < 0 else r[2]), 8, align='right')
            o.text(col['val'], y, ch_date(value_date(i, r)), 8)
            o.text(col['bal'], y, chf(r[3]), 8, align='right')
            for extra in r[1][1:]:
                y += 10
                o.text(col['text'], y, extra, 7.5)
            o.line(L, y + 4, R, y + 4, 0.2, 0.7)
            prev = r[3]
            y += 14
        if pn == n_pages:
            o.line(L, y - 6, R, y - 6, 0.8)
            o.text(col['text'], y + 4, 'Umsatztotal', 8, 'Helvetica-Bold')
            o.text(col['out'], y + 4, chf(debits), 8, 'Helvetica-Bold', 'right')
            o.text(col['inn'], y + 4, chf(credits), 8, 'Helvetica-Bold', 'right')
            e = meta['end']
            o.text(col['text'], y + 18, f'Schlusssaldo per {e.day:02d}.{e.month:02d}.{e.year}', 8, 'Helvetica-Bold')
            o.text(col['bal'], y + 18, chf(meta['closing']), 8, 'Helvetica-Bold', 'right')
            o.text(L, y + 44, 'Bitte prüfen Sie diesen Auszug. Ohne Ihren Gegenbericht innert 30 Tagen gilt er als genehmigt.', 7.5)
        else:
            o.text(col['text'], y + 2, 'Übertrag', 8, 'Helvetica-Bold')
            o.text(col['bal'], y + 2, chf(prev), 8, 'Helvetica-Bold', 'right')
        o.line(L, 800, R, 800, 0.4, 0.5)
        o.text(L, 810, f'{meta["bank"]}  ·  Clearing-Nr. {meta["clearing"]}  ·  MWST-Nr. CHE-114.392.007 MWST  ·  Einlagen gesichert bis CHF 100\'000 (esisuisse)', 6.5)
        o.text(R, 810, f'{pn}/{n_pages}', 6.5, align='right')
    made = meta['end'] + dt.timedelta(days=1)
    o.lines.append(f'M\tKontoauszug {meta["account"]}\t{meta["bank"]}\tKontoauszug {period}\t{made.year}\t{made.month}\t{made.day}')
    with tempfile.TemporaryDirectory() as tmp:
        ops = os.path.join(tmp, 'ops.txt')
        with open(ops, 'w', encoding='utf-8') as f:
            f.write('\n'.join(o.lines) + '\n')
        subprocess.run(['java', '-cp', ':'.join(JARS), os.path.join(HERE, 'Draw.java'), ops, out], check=True)
    return pages
