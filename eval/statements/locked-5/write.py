"""Writes the fifth locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
    /usr/bin/python3 eval/statements/locked-5/write.py [STEM ...]"""
import datetime as dt
import json
import os
import random
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from histories import ONE, history  # noqa: E402
from layouts import brokerage_cash, uk_passbook, us_sections, za_cr  # noqa: E402

D = dt.date
HOLDERS = {
    'uk-passbook': [('Mr Callum J Fairbairn', ['Flat 2, 17 Savile Park Road', 'Halifax', 'HX1 3EA'], 300000, 'Easy Access Current Account'),
                    ('Mrs Nasreen Akhtar', ['41 Hollins Lane', 'Sowerby Bridge', 'HX6 2RP'], 21500, 'Flex Current Account'),
                    ('Ms Eilidh Rowntree', ['9 Fountain Street', 'Hebden Bridge', 'HX7 8BS'], 152000, 'Easy Access Current Account')],
    'za-cr': [('Mr Thabo S Mokoena', ['12 Jan Smuts Avenue', 'Parktown North', 'Johannesburg 2193'], 1843000, 'Aspire Cheque Account'),
              ('Ms Priya Govender', ['Unit 4, Umhlanga Ridge Boulevard', 'Umhlanga 4319'], 622000, 'Gold Cheque Account'),
              ('Dr Johan van der Merwe', ['88 Kloof Street', 'Gardens', 'Cape Town 8001'], 2410000, 'Private Cheque Account')],
    'us-sections': [('DANIELLE R. OKAFOR', ['1720 E PIKE ST APT 306', 'SEATTLE WA 98122-2977'], 412300, ''),
                    ('MIGUEL A. ECHEVERRIA', ['8034 AURORA AVE N', 'SEATTLE WA 98103-4410'], 188040, ''),
                    ('HOLLIS & JUNE PETTIGREW', ['22 W HIGHLAND DR', 'SEATTLE WA 98119-3511'], 905515, '')],
    'brokerage-cash': [('Margaret L. Svoboda', ['2715 Vine Street', 'Denver, CO 80205'], 1844000, ''),
                       ('Raymond Tsosie', ['1190 Pearl Street, Apt 3B', 'Boulder, CO 80302'], 637512, ''),
                       ('Yuki and Daniel Abernathy', ['455 South Corona Street', 'Denver, CO 80209'], 2911870, '')],
}
PERIODS = [(D(2025, 12, 12), D(2026, 1, 11)), (D(2026, 1, 12), D(2026, 2, 11)), (D(2026, 2, 12), D(2026, 3, 11))]
MONTHLY = [(D(2025, 12, 1), D(2025, 12, 31)), (D(2026, 1, 1), D(2026, 1, 31)), (D(2026, 2, 1), D(2026, 2, 28))]
BANKS = {
    'uk-passbook': dict(bank='Pennine Mutual Building Society', bank_address='Cornmarket House, 3 Northgate, Halifax HX1 1UN', sort='60-83-14', currency='GBP'),
    'za-cr': dict(bank='Highveld Bank Limited', bank_address='Highveld Place, 100 Grayston Drive, Sandton 2196', branch='250655', vat='4310112345', currency='ZAR'),
    'us-sections': dict(bank='Cascade Federal Bank', bank_address='P.O. Box 15284, Wilmington, DE 19850', currency='USD'),
    'brokerage-cash': dict(bank='Front Range Securities, LLC', bank_address='1801 California Street, Suite 2400, Denver, CO 80202', currency='USD'),
}
LAYOUTS = {'uk-passbook': uk_passbook, 'za-cr': za_cr, 'us-sections': us_sections, 'brokerage-cash': brokerage_cash}


def build(layout, k):
    stem = f'{layout}-{k + 1}'
    rng = random.Random(zlib.crc32(f'locked-5:{stem}'.encode()))
    holder, addr, opening, product = HOLDERS[layout][k]
    start, end = (PERIODS if layout in ('uk-passbook',) else MONTHLY)[k]
    rows = history(layout, rng, start, end, opening)
    meta = dict(BANKS[layout], holder=holder, holder_address=addr, product=product, start=start, end=end, opening=opening,
                account=f'{rng.randint(10 ** 7, 10 ** 8 - 1)}' if layout != 'za-cr' else f'62{rng.randint(10 ** 8, 10 ** 9 - 1)}')
    if layout == 'us-sections':
        for n in range(rng.randint(3, 4)):
            rows.append((start + rng.randint(1, 27) * ONE, f'Check {1040 + k * 12 + n}', -rng.randint(2500, 48000)))
        rows.sort(key=lambda r: r[0])
        rows.append((end, 'MONTHLY MAINTENANCE FEE', -1200 if k != 2 else -2500))
    if layout == 'uk-passbook':
        bal, low = opening, opening
        for r in rows:
            bal += r[2]
            low = min(low, bal)
        rows.append((end, 'CHG ARRANGED OVERDRAFT FEE', -600) if low < 0 else (end, 'INT GROSS INTEREST', rng.randint(12, 90)))
    extra = {}
    if layout == 'za-cr':
        charges = []
        for r in rows:
            c = 1050 if r[1].startswith('ATM') else 450 if r[1].startswith('Internet Pmt') else 0
            charges.append(c)
        rows.append((end, '#Monthly Account Fee', -(6900 + sum(charges))))
        charges.append(0)
        extra['charges'] = charges
    if layout == 'brokerage-cash':
        acts = []
        for r in rows:
            acts.append(('Deposit' if r[2] > 0 and 'ACH' in r[1] else 'Bill Payment' if 'BILL PAY' in r[1] else 'Debit Card' if 'DEBIT CARD' in r[1]
                         else 'ATM' if 'ATM' in r[1] else 'Transfer' if 'TRANSFER' in r[1] or 'WIRE' in r[1] else 'ACH', 0, 0))
        trades = [('Dividend', 'VANGUARD TOTAL STOCK MKT ETF VTI', rng.randint(4000, 19000), 0, 0),
                  ('Bought', 'VANGUARD TOTAL STOCK MKT ETF VTI', None, rng.choice([5, 8, 10, 12]), 30125 + rng.randint(-900, 900)),
                  ('Sold', 'ISHARES CORE US AGG BOND ETF AGG', None, rng.choice([20, 25, 40]), 9840 + rng.randint(-200, 200)),
                  ('Check', f'CHECK {2201 + k * 7}', -rng.randint(5000, 90000), 0, 0)]
        for act, desc, c, q, price in trades:
            if c is None:
                c = q * price * (-1 if act == 'Bought' else 1)
            d = start + rng.randint(2, 27) * ONE
            i = next((j for j, r in enumerate(rows) if r[0] > d), len(rows))
            rows.insert(i, (d, desc, c))
            acts.insert(i, (act, q, price))
        rows.append((end, 'INTEREST ON CASH BALANCE', rng.randint(300, 2400)))
        acts.append(('Interest', 0, 0))
        extra['acts'] = acts
    bal, full = opening, []
    for n, (d, desc, c) in enumerate(rows):
        bal += c
        row = (d, desc, c, bal)
        if layout == 'za-cr':
            row += (extra['charges'][n],)
        if layout == 'brokerage-cash':
            row += extra['acts'][n]
        full.append(row)
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
            if layout == 'us-sections':
                order = [(r, p) for r, p in pages]
            else:
                order = list(zip(rows, pages))
            truth = {
                'layout': layout, 'currency': meta['currency'],
                'period': {'start': meta['start'].isoformat(), 'end': meta['end'].isoformat()},
                'source': 'generated (eval/statements/locked-5)',
                'accounts': [{
                    'mask': meta['account'][-4:], 'name': None,
                    'openingBalanceCents': meta['opening'], 'closingBalanceCents': meta['closing'],
                    'transactions': [{'date': r[0].isoformat(), 'description': r[1], 'amountCents': r[2], 'page': p} for r, p in order],
                    'expectStatus': 'RECONCILED',
                }],
                'expectReconciled': True, 'expectStatus': 'RECONCILED',
            }
            with open(os.path.join(d, stem + '.truth.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, indent=1, ensure_ascii=False)
                f.write('\n')
            print(stem, len(rows), max(p for _, p in order), meta['opening'], meta['closing'])


if __name__ == '__main__':
    main(sys.argv[1:])
