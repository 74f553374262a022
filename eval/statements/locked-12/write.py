#!/usr/bin/python3
"""Write the twelfth split's statements and their truth: write.py [STEM|LAYOUT ...]"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
RENDER = os.path.join(HERE, '..', '..', 'paystubs', 'locked-12', 'render')

import lk_savings  # noqa: E402
import pk_current  # noqa: E402
import tt_chequing  # noqa: E402

LAYOUTS = [lk_savings, pk_current, tt_chequing]


def main(only):
    for mod in LAYOUTS:
        for n in range(1, len(mod.STATEMENTS) + 1):
            stem = f'{mod.LAYOUT}-{n}'
            if only and stem not in only and mod.LAYOUT not in only:
                continue
            t, ops, pages = mod.build(n)
            out = os.path.join(HERE, 'corpus', mod.LAYOUT)
            os.makedirs(out, exist_ok=True)
            pdf = os.path.join(out, stem + '.pdf')
            with tempfile.TemporaryDirectory() as tmp:
                src = os.path.join(tmp, 'doc.ops')
                open(src, 'w', encoding='utf-8').write(ops)
                cmd = {'haru': ['/usr/bin/python3', os.path.join(RENDER, 'render_haru.py')],
                       'pdfcreate': ['perl', os.path.join(RENDER, 'render_pdfcreate.pl')],
                       'r': ['Rscript', os.path.join(RENDER, 'render_r.R')]}[mod.RENDERER]
                subprocess.run(cmd + [src, pdf], check=True)
            info = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
            got = int(next(l for l in info.splitlines() if l.startswith('Pages:')).split()[1])
            if got != max(pages):
                raise SystemExit(f'{stem}: {got} pages, expected {max(pages)}')
            with open(os.path.join(out, stem + '.truth.json'), 'w', encoding='utf-8') as f:
                json.dump(t, f, indent=1, ensure_ascii=False)
                f.write('\n')
            per = [pages.count(p) for p in range(1, max(pages) + 1)]
            print(stem, len(pages), 'rows', per)


if __name__ == '__main__':
    main(set(sys.argv[1:]))
