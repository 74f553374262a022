"""Writes the sixteenth locked split's statements: corpus/LAYOUT/STEM.pdf and STEM.truth.json.

    /usr/bin/python3 eval/statements/locked-16/write.py [STEM|LAYOUT ...]
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from histories import HERE, common  # noqa: E402
import importlib  # noqa: E402

LAYOUTS = [importlib.import_module(m) for m in ('is_yfirlit', 'sk_vypis', 'mw_statement')
           if os.path.exists(os.path.join(HERE, f'{m}.py'))]


def main(wanted):
    for mod in LAYOUTS:
        folder = os.path.join(HERE, 'corpus', mod.LAYOUT)
        os.makedirs(folder, exist_ok=True)
        for n in range(1, 4):
            stem = f'{mod.LAYOUT}-{n}'
            if wanted and stem not in wanted and mod.LAYOUT not in wanted:
                continue
            drawing, truth = mod.make(n)
            pdf = os.path.join(folder, f'{stem}.pdf')
            common.render(drawing, pdf, *mod.RENDERER)
            rows = truth['accounts'][0]['transactions']
            want = max(row['page'] for row in rows)
            if common.pages_of(pdf) != want:
                sys.exit(f'{stem}: {common.pages_of(pdf)} pages, the truth says {want}')
            with open(os.path.join(folder, f'{stem}.truth.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, indent=1, ensure_ascii=False)
                f.write('\n')
            print(stem, len(rows), 'rows', want, 'pages', [sum(1 for x in rows if x['page'] == p) for p in range(1, want + 1)])


if __name__ == '__main__':
    main(set(sys.argv[1:]))
