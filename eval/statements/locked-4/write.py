"""Writes the fourth locked split of statements: corpus/<layout>/<layout>-N.pdf and .truth.json.
   /usr/bin/python3 eval/statements/locked-4/write.py [STEM ...]
Needs Debian's weasyprint, python3-cairo, enscript and ghostscript. The pictures are written by
eval/paystubs/locked-4/pictures.py, from the committed PDFs."""

import datetime as dt
import json
import os
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from histories import build, truth  # noqa: E402
from layouts import LAYOUTS  # noqa: E402

D = dt.date
# layout -> (currency, employer on the pay rows, account, [(start, end, rows, overdraft)])
SPECS = {
    'au-crdr': ('AUD', 'HARBOURLINE FERRIES', dict(holder='MS CHLOE PAPADOPOULOS', address=['58 ADDISON ROAD', 'MARRICKVILLE NSW 2204'], number='06 2190 1054 8821', product='Everyday Smart Access', statement_no=41),
                [(D(2025, 12, 15), D(2026, 1, 14), 42, False), (D(2026, 1, 15), D(2026, 2, 14), 55, True), (D(2026, 2, 15), D(2026, 3, 14), 48, False)]),
    'ca-wd': ('CAD', 'NORTHERN LIGHTS HYDRO', dict(holder='Étienne Beauchamp-Lalonde', address=['1187 rue Saint-Denis, app. 4', 'Gatineau QC  J8T 3K2'], number='04217 503-118-6', product='Everyday Chequing Account'),
              [(D(2025, 12, 20), D(2026, 1, 19), 44, False), (D(2026, 1, 20), D(2026, 2, 19), 58, False), (D(2026, 2, 20), D(2026, 3, 19), 50, False)]),
    'us-twoline': ('USD', 'GUSTO', dict(holder='Alexandra Nakamura-Reyes', address=['2740 Fulton Street, Apt 3', 'San Francisco, CA 94118'], number='7308416629', product='Online Checking'),
                   [(D(2026, 1, 1), D(2026, 1, 31), 40, False), (D(2026, 2, 1), D(2026, 2, 28), 52, False), (D(2026, 3, 1), D(2026, 3, 31), 60, False)]),
    'cu-parens': ('USD', 'FRANKLIN CNTY', dict(holder='Darnell Whitaker', address=['4412 Sullivant Avenue', 'Columbus OH 43204'], number='00031674417', product='Freedom'),
                  [(D(2026, 1, 1), D(2026, 1, 31), 46, True), (D(2026, 2, 1), D(2026, 2, 28), 56, False), (D(2026, 3, 1), D(2026, 3, 31), 50, True)]),
}

only = sys.argv[1:]
for layout, (currency, employer, acct, periods) in SPECS.items():
    out = os.path.join(HERE, 'corpus', layout)
    os.makedirs(out, exist_ok=True)
    for n, (start, end, count, overdraft) in enumerate(periods, start=1):
        stem = f'{layout}-{n}'
        if only and stem not in only:
            continue
        h = build(layout, n, start, end, count, f'locked-4:{stem}', employer, overdraft)
        pages = LAYOUTS[layout](os.path.join(out, f'{stem}.pdf'), h, dict(acct, statement_no=acct.get('statement_no', 0) + n))
        mask = acct['number'].replace(' ', '').replace('-', '')[-4:]
        t = truth(layout, h, pages, mask, currency, 'generated (eval/statements/locked-4)')
        with open(os.path.join(out, f'{stem}.truth.json'), 'w', encoding='utf-8') as f:
            f.write(json.dumps(t, indent=1, ensure_ascii=False) + '\n')
        print('wrote', stem, len(h.rows), 'rows,', max(pages), 'pages, closing', h.closing)
