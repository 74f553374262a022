"""Writes the fourth locked split of paystubs: corpus/NAME.pdf and corpus/NAME.pdf.truth.json.
   /usr/bin/python3 eval/paystubs/locked-4/write.py [NAME ...]
Needs Debian's weasyprint, python3-cairo, enscript and ghostscript. The pictures are written
afterwards by pictures.py, from the committed PDFs."""

import json
import os
import sys

sys.dont_write_bytecode = True

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from parties import specs  # noqa: E402
from printers import DATE_FORMS, PRINTERS  # noqa: E402
from stubs import build, truth  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus')
only = sys.argv[1:]
os.makedirs(OUT, exist_ok=True)
for layout, n, spec in specs():
    name = f'{layout}-{n}'
    if only and name not in only:
        continue
    stub = build(spec, f'locked-4:{name}', 'upper' if layout == 'ytd-first' else 'plain')
    pdf = os.path.join(OUT, f'{name}.pdf')
    PRINTERS[layout](pdf, spec, stub, DATE_FORMS[layout])
    with open(f'{pdf}.truth.json', 'w', encoding='utf-8') as f:
        f.write(json.dumps(truth(spec, stub, layout), indent=2, ensure_ascii=False) + '\n')
    print('wrote', pdf)
