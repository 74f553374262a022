"""Writes the third locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
   /usr/bin/python3 eval/statements/locked-3/write.py
Needs python3-reportlab, groff and ghostscript (ps2pdf). The pictures are written afterwards by
eval/paystubs/locked-3/pictures.ts (node), from the committed PDFs."""

import datetime as dt
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import histories as h  # noqa: E402
import printers as p  # noqa: E402

D = dt.date

US_HOLDERS = [("Connor J. O'Malley", ['2214 Neil Ave Apt 3C', 'Columbus OH 43201-1177']),
              ('Adaeze Okafor-Lindgren', ['88 Selby Blvd', 'Worthington OH 43085']),
              ('Luis Alberto de la Peña', ['1560 Goodale Blvd Unit 12', 'Grandview Heights OH 43212'])]
CU_HOLDERS = [('Kateryna Hnatyuk-Dobbs', ['31120 Ryan Rd', 'Warren MI 48092']),
              ("DeShawn St. Cyr", ['7741 E 12 Mile Rd Apt 206', 'Warren MI 48092']),
              ('Margit van Aalst', ['4102 Chicago Rd', 'Sterling Heights MI 48310'])]
UK_HOLDERS = [("Mr Ciarán O'Dowd", ['Flat 2', '44 Otley Road', 'Leeds', 'LS6 2AL']),
              ('Ms Hannah Fairfax-Lyle', ['9 Brudenell Grove', 'Leeds', 'LS6 1HR']),
              ('Dr Amrit Kaur-Bassi', ['27 Cardigan Lane', 'Leeds', 'LS4 2LE'])]
EU_HOLDERS = [('Dr. Friederike von Ahlen', ['Luxemburger Str. 112', '50939 Köln']),
              ("Giulia D'Alessandro-Wirth", ['Poppelsdorfer Allee 48', '53115 Bonn']),
              ('Pieter ter Steege', ['Kaiserstr. 9', '53721 Siegburg'])]

def iban(bank, account):
    """A German IBAN with valid check digits (ISO 13616 mod 97), grouped by four."""
    bban = bank + account
    check = 98 - int(bban + '131400') % 97
    s = f'DE{check:02d}{bban}'
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


LAYOUTS = {
    'bigbank-daily': dict(vocab=h.US, card=p.bigbank_card, printer=p.bigbank, currency='USD', holders=US_HOLDERS,
                          periods=[(D(2025, 11, 14), D(2025, 12, 12), 35), (D(2026, 1, 13), D(2026, 2, 11), 48), (D(2026, 2, 12), D(2026, 3, 12), 62)],
                          meta=lambda k: dict(bank='Keystone National Bank, N.A.', account=f'000000{k}38 2209 {4711 + 37 * k}')),
    'cu-trailing': dict(vocab=h.CU, card=p.cu_card, printer=p.cu_trailing, currency='USD', holders=CU_HOLDERS,
                        periods=[(D(2025, 12, 10), D(2026, 1, 9), 30), (D(2026, 2, 10), D(2026, 3, 9), 44), (D(2026, 3, 10), D(2026, 4, 9), 58)],
                        meta=lambda k: dict(bank='Lakeshore Members Credit Union', bank_address='PO Box 7710, Sterling Heights MI 48311',
                                            member=f'{284410 + 311 * k}', account=f'{284410 + 311 * k}-{k + 1:02d}')),
    'uk-paidout': dict(vocab=h.UK, card=p.uk_card, printer=p.uk_paidout, currency='GBP', holders=UK_HOLDERS,
                       periods=[(D(2026, 2, 3), D(2026, 3, 2), 28), (D(2026, 3, 3), D(2026, 4, 2), 40), (D(2026, 4, 3), D(2026, 5, 2), 55)],
                       meta=lambda k: dict(bank='Pennine & Dales Bank', sort='40-12-77', account=f'{61530000 + 4127 * (k + 1)}')),
    'eur-comma': dict(vocab=h.EU, card=p.eu_card, printer=p.eur_comma, currency='EUR', holders=EU_HOLDERS,
                      periods=[(D(2026, 1, 1), D(2026, 1, 31), 26), (D(2026, 2, 1), D(2026, 2, 28), 38), (D(2026, 3, 1), D(2026, 3, 31), 50)],
                      meta=lambda k: dict(bank='Rheinauen Direktbank AG', bank_address='Rheinauen Direktbank AG · Ubierring 40 · 50678 Köln',
                                          number=k + 1, iban=iban('38060186', f'{4402190753 + 1117 * k:010d}'), bic='RHDBDE3KXXX')),
}

for layout, spec in LAYOUTS.items():
    out = os.path.join(HERE, 'corpus', layout)
    os.makedirs(out, exist_ok=True)
    for k, (start, end, target) in enumerate(spec['periods']):
        name = f'{layout}-{k + 1}'
        opening, rows = h.history(f'locked-3:{name}', spec['vocab'], start, end, target, spec['card'])
        holder, address = spec['holders'][k]
        meta = dict(spec['meta'](k), start=start, end=end, holder=holder, address=address)
        printed = spec['printer'](os.path.join(out, f'{name}.pdf'), meta, opening, rows)
        assert len(printed) == len(rows)
        account = (meta['iban'] if 'iban' in meta else meta['account']).replace(' ', '')
        truth = {
            'layout': layout, 'currency': spec['currency'], 'period': {'start': start.isoformat(), 'end': end.isoformat()},
            'source': 'generated (eval/statements/locked-3)',
            'accounts': [{
                'mask': ''.join(ch for ch in account if ch.isdigit())[-4:], 'name': None, 'openingBalanceCents': opening, 'closingBalanceCents': opening + sum(x['cents'] for x in rows),
                'transactions': [{'date': x['date'].isoformat(), 'description': ' '.join(x['lines']), 'amountCents': x['cents'], 'page': pg} for x, pg in printed],
                'expectStatus': 'RECONCILED',
            }],
            'expectReconciled': True, 'expectStatus': 'RECONCILED',
        }
        with open(os.path.join(out, f'{name}.truth.json'), 'w', encoding='utf-8') as f:
            f.write(json.dumps(truth, indent=1, ensure_ascii=False) + '\n')
        print('wrote', name, len(rows), 'rows,', printed[-1][1], 'pages')
