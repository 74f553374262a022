"""Writes the ninth locked split of paystubs: corpus/NAME.pdf and corpus/NAME.pdf.truth.json.
    /usr/bin/python3 eval/paystubs/locked-9/write.py [NAME ...]"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rules  # noqa: E402
from common import periods, rng_for, truth, work_out  # noqa: E402
from parties import STUBS  # noqa: E402
from printers import PRINTERS  # noqa: E402

MAKERS = {'ca-paystub': rules.ca_period, 'my-payslip': rules.my_period, 'us-peo': rules.peo_period, 'uk-payslip': rules.uk_period}
CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus')


def build(spec):
    ps = periods(spec['freq'], spec['year'], spec['until'], spec['first_end'], spec['lag'])
    return work_out(ps, MAKERS[spec['layout']](spec['rules'], rng_for(spec['name'])))


def main(names):
    os.makedirs(CORPUS, exist_ok=True)
    for spec in STUBS:
        if names and spec['name'] not in names:
            continue
        st = build(spec)
        out = os.path.join(CORPUS, spec['name'] + '.pdf')
        PRINTERS[spec['layout']](spec, st, out)
        t = truth(st, spec['layout'], spec['employer'], spec['employee'], spec['freq'])
        with open(out + '.truth.json', 'w', encoding='utf-8') as f:
            json.dump(t, f, indent=2, ensure_ascii=False)
            f.write('\n')
        print(spec['name'], len(st.history), t['period'], t['pay_date'], t['gross'], t['net'], t['ytd_gross'], t['ytd_net'])


if __name__ == '__main__':
    main(sys.argv[1:])
