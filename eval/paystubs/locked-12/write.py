#!/usr/bin/python3
"""Write the twelfth split's paystubs and their truth: write.py [NAME|LAYOUT ...]"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import bw_payslip  # noqa: E402
import lk_payslip  # noqa: E402
import tz_payslip  # noqa: E402
import ug_payslip  # noqa: E402

LAYOUTS = [ug_payslip, tz_payslip, lk_payslip, bw_payslip]
CORPUS = os.path.join(HERE, 'corpus')
RENDER = os.path.join(HERE, 'render')


def render(renderer, content, pdf):
    with tempfile.TemporaryDirectory() as tmp:
        if renderer == 'dompdf':
            src = os.path.join(tmp, 'doc.html')
            open(src, 'w', encoding='utf-8').write(content)
            cmd = ['php', os.path.join(RENDER, 'render_dompdf.php'), src, pdf]
        else:
            src = os.path.join(tmp, 'doc.ops')
            open(src, 'w', encoding='utf-8').write(content)
            cmd = {'haru': ['/usr/bin/python3', os.path.join(RENDER, 'render_haru.py')],
                   'pdfcreate': ['perl', os.path.join(RENDER, 'render_pdfcreate.pl')],
                   'r': ['Rscript', os.path.join(RENDER, 'render_r.R')]}[renderer] + [src, pdf]
        subprocess.run(cmd, check=True)


def pages(pdf):
    out = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    return int(next(l for l in out.splitlines() if l.startswith('Pages:')).split()[1])


def main(only):
    os.makedirs(CORPUS, exist_ok=True)
    for mod in LAYOUTS:
        for n in range(1, len(mod.PEOPLE) + 1):
            name = f'{mod.LAYOUT}-{n}'
            if only and name not in only and mod.LAYOUT not in only:
                continue
            t, content = mod.build(n)
            pdf = os.path.join(CORPUS, name + '.pdf')
            render(mod.RENDERER, content, pdf)
            if pages(pdf) != 1:
                raise SystemExit(f'{name}: {pages(pdf)} pages, expected 1')
            with open(pdf + '.truth.json', 'w', encoding='utf-8') as f:
                json.dump(t, f, indent=2, ensure_ascii=False)
                f.write('\n')
            print(name, t['gross'], t['net'], len(t['deductions']))


if __name__ == '__main__':
    main(set(sys.argv[1:]))
