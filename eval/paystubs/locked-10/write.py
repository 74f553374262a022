#!/usr/bin/python3
"""Writes the tenth locked split's paystubs and their truth: write.py [NAME ...] (default: all 20)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ke_payslip  # noqa: E402
import mx_recibo  # noqa: E402
import sg_payslip  # noqa: E402
import us_hourly  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, 'corpus')
LAYOUTS = [sg_payslip, ke_payslip, mx_recibo, us_hourly]


def main(only):
    os.makedirs(CORPUS, exist_ok=True)
    for mod in LAYOUTS:
        for i in range(len(mod.PEOPLE)):
            name = f'{mod.LAYOUT}-{i + 1}'
            if only and name not in only and mod.LAYOUT not in only:
                continue
            truth, w = mod.work(i)
            info = {'Title': f'{mod.LAYOUT} {truth["pay_date"]}', 'Author': truth['employer']['name'], 'Creator': 'Payroll'}
            mod.draw(truth, w, os.path.join(CORPUS, f'{name}.pdf'), info)
            with open(os.path.join(CORPUS, f'{name}.pdf.truth.json'), 'w', encoding='utf-8') as f:
                f.write(json.dumps(truth, indent=2, ensure_ascii=False) + '\n')
            print(name, truth['gross'], truth['net'])


if __name__ == '__main__':
    main(sys.argv[1:])
