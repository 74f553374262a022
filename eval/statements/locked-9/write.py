"""Writes the ninth locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
    /usr/bin/python3 eval/statements/locked-9/write.py [STEM ...]"""
import datetime as dt
import json
import os
import random
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from histories import ONE, history  # noqa: E402

D = dt.date
HOLDERS = {
    'nz-current': [('MS ARIHIA TE WHATA', ['14 Karaka Street', 'Grey Lynn', 'Auckland 1021'], 341530, 'Everyday Current Account'),
                   ('MR CALLUM J MCKENZIE', ['Flat 2, 77 Hillsborough Road', 'Mount Roskill', 'Auckland 1041'], 61275, 'Everyday Current Account'),
                   ('S & P FALEOLO', ['9 Tui Glen Place', 'Papatoetoe', 'Auckland 2025'], 372018, 'Joint Current Account')],
    'ch-account': [('Frau Corinne Baumgartner', ['Hofwiesenstrasse 118', '8057 Zürich'], 1284410, 'Privatkonto'),
                   ('Herr Luca Rossi-Meier', ['Bachtelstrasse 7', '8400 Winterthur'], 622765, 'Privatkonto Plus'),
                   ('Herr und Frau Reto & Anja Schärer', ['Im Gässli 3', '4153 Reinach BL'], 2416005, 'Privatkonto')],
    'hk-integrated': [('MR WONG KA LOK', ['FLAT 12B, BLOCK 3, KINGSWOOD VILLAS', 'TIN SHUI WAI, NEW TERRITORIES'], 4453020, 'Integrated Account'),
                      ('MS CHEUNG HOI YAN', ['ROOM 2305, 23/F, HOI TAT HOUSE', '88 ARGYLE STREET, MONGKOK, KOWLOON'], 3127540, 'Integrated Account'),
                      ('MR LAU CHUN HEI DANIEL', ['FLAT C, 8/F, 31 CAINE ROAD', 'MID-LEVELS, HONG KONG'], 9302515, 'Premier Integrated Account')],
}
PERIODS = {
    'nz-current': [(D(2026, 2, 1), D(2026, 2, 28)), (D(2025, 12, 15), D(2026, 1, 14)), (D(2026, 3, 1), D(2026, 3, 31))],
    'ch-account': [(D(2026, 1, 1), D(2026, 3, 31)), (D(2025, 10, 1), D(2025, 12, 31)), (D(2026, 2, 1), D(2026, 2, 28))],
    'hk-integrated': [(D(2026, 1, 1), D(2026, 1, 31)), (D(2026, 2, 1), D(2026, 2, 28)), (D(2026, 3, 1), D(2026, 3, 31))],
}
CYCLES = {'nz-current': ['fortnightly', 'weekly', 'fortnightly'], 'ch-account': ['monthly', 'monthly', 'monthly'],
          'hk-integrated': ['monthly', 'monthly', 'monthly']}
BANKS = {
    'nz-current': dict(bank='Tasman Harbour Bank', bank_address='Tasman Harbour Bank Limited, Level 6, 21 Customs Street East, Auckland 1010', currency='NZD'),
    'ch-account': dict(bank='Bank Limmattal & Seeland AG', bank_address='Bank Limmattal & Seeland AG, Badenerstrasse 210, 8004 Zürich', currency='CHF'),
    'hk-integrated': dict(bank='Lion Rock Commercial Bank', bank_address='Lion Rock Commercial Bank Limited, 18 Des Voeux Road Central, Hong Kong', currency='HKD'),
}
SIZES = {'nz-current': [(40, 46), (44, 50), (34, 40)], 'ch-account': [(52, 58), (44, 50), (30, 36)], 'hk-integrated': [(34, 40), (40, 46), (48, 54)]}


def layout_writer(layout):
    if layout == 'nz-current':
        from nz_current import nz_current
        return nz_current
    if layout == 'ch-account':
        from ch_account import ch_account
        return ch_account
    from hk_integrated import hk_integrated
    return hk_integrated


def insert_dated(rows, d, row):
    i = next((x for x, r in enumerate(rows) if r[0] > d), len(rows))
    rows.insert(i, row)


def build(layout, k):
    stem = f'{layout}-{k + 1}'
    rng = random.Random(zlib.crc32(f'locked-9:{stem}'.encode()))
    holder, addr, opening, product = HOLDERS[layout][k]
    start, end = PERIODS[layout][k]
    rows = history(layout, rng, start, end, *SIZES[layout][k], CYCLES[layout][k])
    meta = dict(BANKS[layout], holder=holder, holder_address=addr, product=product, start=start, end=end, opening=opening)
    if layout == 'nz-current':
        meta['account'] = f'27-0418-{rng.randint(1000000, 9999999)}-00'
        meta['number'] = 41 + 3 * k
        rows.append((end, ('ACCOUNT FEE',), -500))
        if k == 1:
            insert_dated(rows, D(2025, 12, 24), (D(2025, 12, 24), ('EFTPOS FARMERS ST LUKES',), -31980))
    if layout == 'ch-account':
        meta['account'] = f'{rng.randint(1000, 9999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}'
        digits = meta['account'].replace(' ', '')
        raw = f'CH{rng.randint(10, 99)}08394{digits}'
        meta['iban'] = ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4))
        meta['clearing'] = '8394'
        meta['bic'] = 'BLSECHZZXXX'
        rows.append((end, ('Kontoführungsgebühr', f'{(end.month - 1) // 3 + 1}. Quartal {end.year}' if (end - start).days > 40 else f'{end.month:02d}/{end.year}'), -1500 if (end - start).days > 40 else -500))
        if (end - start).days > 40 or end.month == 12:
            # No withholding tax: interest under CHF 200 a year is exempt.
            rows.append((end, ('Habenzins 0.05%',), max(5, round(opening * 0.0005 / 4))))
    if layout == 'hk-integrated':
        meta['account'] = f'482-{rng.randint(100000, 999999)}-838'
        meta['branch'] = ['Tin Shui Wai Branch (482)', 'Mong Kok Branch (482)', 'Central Branch (482)'][k]
        rows.append((end, ('INTEREST CREDIT',), max(1, round(opening * 0.001 / 12))))
    bal, full = opening, []
    for d, dsc, c in rows:
        bal += c
        full.append((d, dsc, c, bal))
    meta['closing'] = bal
    return stem, meta, full


def main(stems):
    for layout in HOLDERS:
        for k in range(3):
            stem, meta, rows = build(layout, k)
            if stems and stem not in stems and layout not in stems:
                continue
            d = os.path.join(HERE, 'corpus', layout)
            os.makedirs(d, exist_ok=True)
            out = os.path.join(d, stem + '.pdf')
            pages = layout_writer(layout)(meta, rows, out)
            info = subprocess.run(['pdfinfo', out], capture_output=True, text=True, check=True).stdout
            printed = int(next(x for x in info.splitlines() if x.startswith('Pages:')).split()[1])
            if printed != max(pages):
                raise SystemExit(f'{stem}: {printed} pages printed, {max(pages)} laid out')
            truth = {
                'layout': layout, 'currency': meta['currency'],
                'period': {'start': meta['start'].isoformat(), 'end': meta['end'].isoformat()},
                'source': 'generated (eval/statements/locked-9)',
                'accounts': [{
                    'mask': ''.join(ch for ch in meta['account'] if ch.isdigit())[-4:], 'name': None,
                    'openingBalanceCents': meta['opening'], 'closingBalanceCents': meta['closing'],
                    'transactions': [{'date': r[0].isoformat(), 'description': ' '.join(r[1]), 'amountCents': r[2], 'page': p}
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
