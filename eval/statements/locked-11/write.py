"""Writes the eleventh split's statements: each layout's drawing list, painted by its renderer (the
paystubs' renderers, eval/paystubs/locked-11/render), and the truth beside the PDF.
/usr/bin/python3 eval/statements/locked-11/write.py [NAME|LAYOUT ...]"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ae_current  # noqa: E402
import jm_savings  # noqa: E402
import ng_current  # noqa: E402
from histories import CORPUS, RENDER, write_json  # noqa: E402

LAYOUTS = {'ng-current': (ng_current, 'fop'), 'jm-savings': (jm_savings, 'tcpdf'), 'ae-current': (ae_current, 'qt')}
STATEMENTS = 3


def main(args):
    with tempfile.TemporaryDirectory() as work:
        for layout, (mod, how) in LAYOUTS.items():
            os.makedirs(os.path.join(CORPUS, layout), exist_ok=True)
            for k in range(STATEMENTS):
                name = f'{layout}-{k + 1}'
                if args and name not in args and layout not in args:
                    continue
                t, doc = mod.make(k)
                out = os.path.join(CORPUS, layout, f'{name}.pdf')
                src = os.path.join(work, f'{name}.json')
                with open(src, 'w', encoding='utf-8') as f:
                    json.dump(doc, f, ensure_ascii=False)
                if how == 'qt':
                    subprocess.run(['/usr/bin/python3', os.path.join(RENDER, 'render_qt.py'), src, out], check=True, stderr=subprocess.DEVNULL)
                elif how == 'fop':
                    subprocess.run(['/usr/bin/python3', os.path.join(RENDER, 'render_fop.py'), src, out, work], check=True)
                else:
                    subprocess.run(['php', os.path.join(RENDER, 'render_tcpdf.php'), src, out, os.path.join(work, 'fonts')], check=True)
                pages = int(subprocess.run(['pdfinfo', out], check=True, capture_output=True, text=True).stdout.split('Pages:')[1].split()[0])
                assert pages == len(doc['pages']), (name, pages, len(doc['pages']))  # the truth's page numbers hold
                write_json(os.path.join(CORPUS, layout, f'{name}.truth.json'), t)
                a = t['accounts'][0]
                print(name, len(a['transactions']), len(doc['pages']), 'pages', a['openingBalanceCents'], a['closingBalanceCents'])


if __name__ == '__main__':
    main(sys.argv[1:])
