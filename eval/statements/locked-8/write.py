"""Writes the eighth locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
    /usr/bin/python3 eval/statements/locked-8/write.py [STEM ...]"""
import datetime as dt
import json
import os
import random
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from histories import ONE, history  # noqa: E402
from layouts import ie_current, uk_bsoc, us_brokerage  # noqa: E402

D = dt.date
HOLDERS = {
    'ie-current': [('SIOBHÁN M. KEANE', ['14 Sea Road, Salthill', 'Galway H91 T2C4'], 284530, 'Personal Current Account'),
                   ('DARRAGH FLYNN', ['Apt 22, Clarion Quay', 'Dublin 1 D01 K7W2'], 141275, 'Graduate Current Account'),
                   ('AGNIESZKA & TOMAS NOWAK', ['3 Ard Caoin, Knocknacarra', 'Galway H91 XK20'], 362018, 'Joint Current Account')],
    'us-brokerage': [('MARISOL A. QUINTERO', ['7721 Via Capri', 'La Jolla CA 92037-4410'], 1284411, 'Cash Management - Individual'),
                     ('THEODORE J. KESSLER', ['3340 Adams Ave Apt 5', 'San Diego CA 92116-2291'], 522760, 'Cash Management - Individual'),
                     ('WEN & DAVID HARGROVE JTWROS', ['1180 Cardiff Ridge Ct', 'Encinitas CA 92024-1102'], 2416005, 'Cash Management - Joint')],
    'uk-bsoc': [('MRS JOANNE HOLROYD', ['27 Savile Park Road', 'Halifax', 'HX1 3EZ'], 196240, 'FlexDirect Current Account'),
                ('MR KAMRAN IQBAL', ['Flat 3, 9 Rastrick Common', 'Brighouse', 'HD6 3EL'], 223115, 'FlexAccount'),
                ('MISS ELEANOR BRADSHAW', ['61 Skircoat Green', 'Halifax', 'HX3 0LQ'], 287306, 'FlexDirect Current Account')],
}
PERIODS = {
    'ie-current': [(D(2026, 1, 1), D(2026, 1, 31)), (D(2026, 2, 1), D(2026, 2, 28)), (D(2026, 3, 1), D(2026, 3, 31))],
    'us-brokerage': [(D(2026, 1, 1), D(2026, 1, 31)), (D(2026, 2, 1), D(2026, 2, 28)), (D(2026, 3, 1), D(2026, 3, 31))],
    'uk-bsoc': [(D(2025, 12, 19), D(2026, 1, 18)), (D(2026, 1, 19), D(2026, 2, 18)), (D(2026, 2, 19), D(2026, 3, 18))],
}
BANKS = {
    'ie-current': dict(bank='Slaney Valley Bank', bank_address='Slaney Valley Bank p.l.c., 40 Main Street, Enniscorthy, Co. Wexford, Y21 K8P3', currency='EUR'),
    'us-brokerage': dict(bank='Meridian Ridge Securities', bank_address='Meridian Ridge Securities LLC, 600 B Street, Suite 1400, San Diego, CA 92101', currency='USD'),
    'uk-bsoc': dict(bank='Pennine Vale Building Society', bank_address='Pennine Vale Building Society, Commercial Street, Halifax HX1 1BA', currency='GBP'),
}
LAYOUTS = {'ie-current': ie_current, 'us-brokerage': us_brokerage, 'uk-bsoc': uk_bsoc}
SIZES = {'ie-current': (32, 44), 'us-brokerage': (38, 52), 'uk-bsoc': (44, 58)}


def build(layout, k):
    stem = f'{layout}-{k + 1}'
    rng = random.Random(zlib.crc32(f'locked-8:{stem}'.encode()))
    holder, addr, opening, product = HOLDERS[layout][k]
    start, end = PERIODS[layout][k]
    rows = history(layout, rng, start, end, *SIZES[layout], monthly_pay=(layout == 'ie-current' and k == 0))
    meta = dict(BANKS[layout], holder=holder, holder_address=addr, product=product, start=start, end=end, opening=opening)
    if layout == 'ie-current':
        meta['sort'] = f'99-{rng.randint(10, 99)}-{rng.randint(10, 99)}'
        meta['account'] = f'{rng.randint(10000000, 99999999)}'
        meta['iban'] = f'IE{rng.randint(10, 99)} SLNY {meta["sort"].replace("-", "")[:4]} {meta["sort"].replace("-", "")[4:]}{meta["account"][:2]} {meta["account"][2:6]} {meta["account"][6:]}'
        meta['bic'] = 'SLNYIE2D'
        rows.append((end, ('FEE', 'ACCOUNT MAINTENANCE'), -600))
        rows.append((end, ('GOVT STAMP', 'DEBIT CARD DUTY'), -250 if k != 1 else -500))
    if layout == 'us-brokerage':
        meta['account'] = f'{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}'
        meta['apy'] = '3.85'
        for j in range(rng.randint(2, 3)):
            d = start + rng.randint(2, 26) * ONE
            i = next((x for x, r in enumerate(rows) if r[0] > d), len(rows))
            rows.insert(i, (d, ('Check Paid', f'CHECK NO. {2104 + 11 * k + j}'), -rng.randint(4000, 95000)))
        d = start + 14 * ONE
        i = next((x for x, r in enumerate(rows) if r[0] > d), len(rows))
        rows.insert(i, (d, ('Dividend', 'VANGUARD TOTAL STK MKT ETF'), rng.randint(3000, 42000)))
        rows.append((end, ('Interest', 'BANK DEPOSIT SWEEP INTEREST'), round(opening * 0.0385 / 12)))
    if layout == 'uk-bsoc':
        meta['sort'] = f'07-{rng.randint(10, 99)}-{rng.randint(10, 99)}'
        meta['account'] = f'{rng.randint(10000000, 99999999)}'
        meta['roll'] = f'{rng.randint(100, 999)}/{rng.randint(100000, 999999)}'
        meta['number'] = 12 + k
        rows.append((end, ('INT', 'CREDIT INTEREST 1.00% AER'), max(1, round(max(opening, 0) * 0.01 / 12))))
    bal, full = opening, []
    for d, dsc, c in rows:
        bal += c
        full.append((d, dsc, c, bal))
    meta['closing'] = bal
    return stem, meta, full


def main(stems):
    for layout in LAYOUTS:
        for k in range(3):
            stem, meta, rows = build(layout, k)
            if stems and stem not in stems:
                continue
            d = os.path.join(HERE, 'corpus', layout)
            os.makedirs(d, exist_ok=True)
            out = os.path.join(d, stem + '.pdf')
            pages = LAYOUTS[layout](meta, rows, out)
            truth = {
                'layout': layout, 'currency': meta['currency'],
                'period': {'start': meta['start'].isoformat(), 'end': meta['end'].isoformat()},
                'source': 'generated (eval/statements/locked-8)',
                'accounts': [{
                    'mask': meta['account'].replace('-', '').replace(' ', '')[-4:], 'name': None,
                    'openingBalanceCents': meta['opening'], 'closingBalanceCents': meta['closing'],
                    'transactions': [{'date': r[0].isoformat(), 'description': ' '.join(x for x in r[1] if x), 'amountCents': r[2], 'page': p}
                                     for r, p in zip(rows, pages)],
                    'expectStatus': 'RECONCILED',
                }],
                'expectReconciled': True, 'expectStatus': 'RECONCILED',
            }
            with open(os.path.join(d, stem + '.truth.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, indent=1, ensure_ascii=False)
                f.write('\n')
            print(stem, len(rows), max(pages), meta['opening'], meta['closing'], min(r[3] for r in rows))


if __name__ == '__main__':
    main(sys.argv[1:])
