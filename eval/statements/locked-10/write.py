#!/usr/bin/python3
"""Writes the tenth locked split's statements and their truth: write.py [STEM|LAYOUT ...] (default: all 9)."""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402,F401  (puts the renderers on the path)
import fr_releve  # noqa: E402
import mx_cuenta  # noqa: E402
import us_sharedraft  # noqa: E402

LAYOUTS = [fr_releve, mx_cuenta, us_sharedraft]


def main(only):
    for mod in LAYOUTS:
        folder = os.path.join(HERE, 'corpus', mod.LAYOUT)
        os.makedirs(folder, exist_ok=True)
        for i in range(len(mod.STATEMENTS)):
            stem, truth, w = mod.build(i)
            if only and stem not in only and mod.LAYOUT not in only:
                continue
            pdf = os.path.join(folder, f'{stem}.pdf')
            mod.draw(truth, w, pdf, {'Title': f'{stem}', 'Author': mod.BANK, 'Creator': 'Statement service'})
            got = int(subprocess.run(['pdfinfo', pdf], capture_output=True, text=True, check=True).stdout.split('Pages:')[1].split()[0])
            if got != w['pages']:
                raise SystemExit(f'{stem}: {got} pages, the truth says {w["pages"]}')
            with open(os.path.join(folder, f'{stem}.truth.json'), 'w', encoding='utf-8') as f:
                f.write(json.dumps(truth, indent=1, ensure_ascii=False) + '\n')
            rows = truth['accounts'][0]['transactions']
            per_page = [sum(1 for x in rows if x['page'] == p) for p in range(1, w['pages'] + 1)]
            print(stem, len(rows), 'rows, per page', per_page, 'wrapped', sum(1 for x in w['rows'] if len(x['desc']) > 1))


if __name__ == '__main__':
    main(sys.argv[1:])
