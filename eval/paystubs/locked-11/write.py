"""Writes the eleventh split's paystubs: each layout's drawing list, painted by its renderer, and the
truth beside the PDF. /usr/bin/python3 eval/paystubs/locked-11/write.py [NAME|LAYOUT ...]"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gh_payslip  # noqa: E402
import jm_payslip  # noqa: E402
import ng_payslip  # noqa: E402
import us_nyc  # noqa: E402
from common import CORPUS, HERE, write_json  # noqa: E402

RENDER = os.path.join(HERE, 'render')
LAYOUTS = {'us-nyc': (us_nyc, 'qt'), 'ng-payslip': (ng_payslip, 'fop'), 'jm-payslip': (jm_payslip, 'tcpdf'), 'gh-payslip': (gh_payslip, 'htmldoc')}
STUBS = 5


def render(doc, how, out, work):
    if how == 'htmldoc':
        html = os.path.join(work, os.path.basename(out) + '.html')
        with open(html, 'w', encoding='utf-8') as f:
            f.write(doc)
        gh_payslip.htmldoc(html, out)
        return
    src = os.path.join(work, os.path.basename(out) + '.json')
    with open(src, 'w', encoding='utf-8') as f:
        json.dump(doc, f, ensure_ascii=False)
    if how == 'qt':
        subprocess.run(['/usr/bin/python3', os.path.join(RENDER, 'render_qt.py'), src, out], check=True, stderr=subprocess.DEVNULL)
    elif how == 'fop':
        subprocess.run(['/usr/bin/python3', os.path.join(RENDER, 'render_fop.py'), src, out, work], check=True)
    elif how == 'tcpdf':
        subprocess.run(['php', os.path.join(RENDER, 'render_tcpdf.php'), src, out, os.path.join(work, 'fonts')], check=True)


def main(args):
    os.makedirs(CORPUS, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for layout, (mod, how) in LAYOUTS.items():
            for k in range(STUBS):
                name = f'{layout}-{k + 1}'
                if args and name not in args and layout not in args:
                    continue
                t, doc = mod.make(k)
                out = os.path.join(CORPUS, f'{name}.pdf')
                render(doc, how, out, work)
                pages = int(subprocess.run(['pdfinfo', out], check=True, capture_output=True, text=True).stdout.split('Pages:')[1].split()[0])
                assert pages == 1, (name, pages)
                write_json(out + '.truth.json', t)
                print(name, t['frequency'], t['pay_date'], t['gross'], t['net'], len(t['deductions']))


if __name__ == '__main__':
    main(sys.argv[1:])
