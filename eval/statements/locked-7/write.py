"""Writes the seventh locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
    /usr/bin/python3 eval/statements/locked-7/write.py [STEM ...]"""
import datetime as dt
import json
import os
import random
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from histories import ONE, history  # noqa: E402
from layouts import au_savings, ca_chequing, us_cu  # noqa: E402

D = dt.date
HOLDERS = {
    'ca-chequing': [('MARGUERITE A. BOUCHARD', ['1147 King Street West, Unit 9', 'Hamilton ON  L8S 1L7'], 248117, 'Everyday Chequing Account'),
                    ('RAVINDER S. GILL', ['33 Oakridge Drive', 'Kelowna BC  V1W 2Z4'], 96350, 'No Limit Chequing Account'),
                    ('ANNELIESE KOVAČ', ['2408 Robie Street, Apt 11', 'Halifax NS  B3K 4N1'], 412009, 'Everyday Chequing Account')],
    'au-savings': [('MR LACHLAN J PEARCE', ['14 Kedron Park Road', 'WOOLOOWIN QLD 4030'], 1184320, 'NetSaver Account Statement'),
                   ('MS ARIHI NGATA-WILLIAMS', ['Unit 6, 88 Wickham Terrace', 'SPRING HILL QLD 4000'], 463518, 'Goal Saver Account Statement'),
                   ('MRS DUYEN THI PHAM', ['41 Gympie Road', 'KEDRON QLD 4031'], 2076644, 'NetSaver Account Statement')],
    'us-cu': [('JOANNA L. WHITTAKER', ['4418 GROVEWOOD RD SW', 'ROANOKE VA 24018-2206'], 318244, ''),
              ('DESHAWN T. MAYFIELD', ['712 ORANGE AVE NE APT 3', 'ROANOKE VA 24016-1139'], 145012, ''),
              ('CARMEN & LUIS OROZCO', ['2291 BRAMBLETON AVE', 'ROANOKE VA 24015-4407'], 522780, '')],
}
PERIODS = {
    'ca-chequing': [(D(2025, 12, 16), D(2026, 1, 15)), (D(2026, 1, 16), D(2026, 2, 13)), (D(2026, 2, 14), D(2026, 3, 13))],
    'au-savings': [(D(2026, 1, 1), D(2026, 1, 31)), (D(2026, 2, 1), D(2026, 2, 28)), (D(2026, 3, 1), D(2026, 3, 31))],
    'us-cu': [(D(2026, 1, 1), D(2026, 1, 31)), (D(2026, 2, 1), D(2026, 2, 28)), (D(2026, 3, 1), D(2026, 3, 31))],
}
BANKS = {
    'ca-chequing': dict(bank='Laurentide Harbour Bank', bank_address='P.O. Box 4120, Station A, Toronto ON  M5W 1B2', currency='CAD'),
    'au-savings': dict(bank='Moreton Bay Mutual Bank', bank_address='Moreton Bay Mutual Bank Limited ABN 41 087 651 220 AFSL 238144, GPO Box 2217, Brisbane QLD 4001', currency='AUD'),
    'us-cu': dict(bank='Blue Ridge Educators Federal Credit Union', bank_address='3302 Peters Creek Road NW, Roanoke, VA 24019  (540) 555-0147', currency='USD'),
}
LAYOUTS = {'ca-chequing': ca_chequing, 'au-savings': au_savings, 'us-cu': us_cu}
SIZES = {'ca-chequing': (34, 48), 'au-savings': (30, 40), 'us-cu': (44, 56)}


def build(layout, k):
    stem = f'{layout}-{k + 1}'
    rng = random.Random(zlib.crc32(f'locked-7:{stem}'.encode()))
    holder, addr, opening, product = HOLDERS[layout][k]
    start, end = PERIODS[layout][k]
    rows = history(layout, rng, start, end, *SIZES[layout])
    meta = dict(BANKS[layout], holder=holder, holder_address=addr, product=product, start=start, end=end, opening=opening)
    if layout == 'ca-chequing':
        meta['transit'] = f'{rng.randint(10000, 99999)}'
        meta['account'] = f'{rng.randint(1000000, 9999999)}'
        rows.append((end, ('Monthly fee', None), -1695 if k != 1 else -1095))
        if k == 0:
            rows.insert(len(rows) - 1, (end, ('Cheque - 118', None), -rng.randint(20000, 90000)))
    if layout == 'au-savings':
        meta['bsb'] = f'{rng.randint(600, 699)}-{rng.randint(100, 999)}'
        meta['account'] = f'{rng.randint(1000, 9999)} {rng.randint(1000, 9999)}'
        base = round(opening * 0.0475 / 12)
        rows.append((end, ('Credit Interest', None), round(opening * 0.0025 / 12)))
        if k != 1:
            rows.append((end, ('Bonus Interest', 'Bonus rate 4.50% p.a. conditions met'), base))
        meta['interest_fy'] = 0
    if layout == 'us-cu':
        meta['member'] = f'{rng.randint(10000, 99999)}'
        meta['account'] = f'{meta["member"]}09'
        n = rng.randint(3, 4)
        for j in range(n):
            d = start + rng.randint(2, 26) * ONE
            i = next((x for x, r in enumerate(rows) if r[0] > d), len(rows))
            rows.insert(i, (d, (f'Draft {1041 + k * 20 + j + (2 if j == n - 1 else 0)}', None), -rng.randint(2500, 65000)))
        meta['dividend'] = rng.randint(12, 85)
        rows.append((end, ('Dividend Deposit 0.050% APY', None), meta['dividend']))
        earlier = [rng.randint(12, 85) for _ in range(end.month - 1)]
        meta['dividend_ytd'] = meta['dividend'] + sum(earlier)
        sv_open = rng.randint(150000, 900000)
        sv_div = round(sv_open * 0.0025 / 12)
        sv_in = rng.randint(2500, 60000)
        meta['savings'] = dict(opening=sv_open, deposits=sv_in + sv_div, withdrawals=0, closing=sv_open + sv_in + sv_div, dividend=sv_div,
                               dividend_ytd=sv_div + sum(round(sv_open * 0.0025 / 12) for _ in range(end.month - 1)))
        meta['payees'] = ['Roanoke Valley Youth Soccer', 'Dr. Ellen Marsh DDS', 'Grandin Village Lawn Care', 'St. Andrews Preschool']
    bal, full = opening, []
    for d, desc, c in rows:
        bal += c
        full.append((d, desc, c, bal))
    meta['closing'] = bal
    if layout == 'au-savings':
        meta['interest_fy'] = sum(r[2] for r in rows if 'Interest' in r[1][0]) + {1: 4211, 2: 1880, 3: 9034}[end.month]
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
                'source': 'generated (eval/statements/locked-7)',
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
