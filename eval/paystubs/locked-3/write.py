"""Writes the third locked split of paystubs: corpus/NAME.pdf and corpus/NAME.pdf.truth.json.
   /usr/bin/python3 eval/paystubs/locked-3/write.py
Needs python3-reportlab, groff and ghostscript (ps2pdf). The pictures are written afterwards by
pictures.ts (node), from the committed PDFs."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from parties import specs  # noqa: E402
from printers import DATE_FORMS, PRINTERS  # noqa: E402
from stubs import build, truth  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus')
os.makedirs(OUT, exist_ok=True)
for layout, n, spec in specs():
    name = f'{layout}-{n}'
    stub = build(spec, f'locked-3:{name}')
    pdf = os.path.join(OUT, f'{name}.pdf')
    PRINTERS[layout](pdf, spec, stub, DATE_FORMS[layout])
    with open(f'{pdf}.truth.json', 'w', encoding='utf-8') as f:
        f.write(json.dumps(truth(spec, stub, layout), indent=2, ensure_ascii=False) + '\n')
    print('wrote', pdf)
