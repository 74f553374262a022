"""Writes the sixteenth locked split's paystubs: corpus/NAME.pdf and corpus/NAME.pdf.truth.json.

    /usr/bin/python3 eval/paystubs/locked-16/write.py [NAME|LAYOUT ...]
"""
import importlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common  # noqa: E402

LAYOUTS = [importlib.import_module(m) for m in ('si_placilna', 'fi_palkka', 'ws_payslip', 'bm_payslip')
           if os.path.exists(os.path.join(common.HERE, f'{m}.py'))]
CORPUS = os.path.join(common.HERE, 'corpus')


def main(wanted):
    os.makedirs(CORPUS, exist_ok=True)
    for mod in LAYOUTS:
        for n in range(1, 6):
            name = f'{mod.LAYOUT}-{n}'
            if wanted and name not in wanted and mod.LAYOUT not in wanted:
                continue
            drawing, truth = mod.make(n)
            pdf = os.path.join(CORPUS, f'{name}.pdf')
            common.render(drawing, pdf, *mod.RENDERER)
            if common.pages_of(pdf) != 1:
                sys.exit(f'{name}: not one page')
            with open(pdf + '.truth.json', 'w', encoding='utf-8') as f:
                json.dump(truth, f, indent=2, ensure_ascii=False)
                f.write('\n')
            print(name, truth['frequency'], truth['gross'], truth['net'])


if __name__ == '__main__':
    main(set(sys.argv[1:]))
