"""A phone photo and a grey scan of page 1 of every statement of the sixteenth locked split, made by
the paystubs' `make` (eval/paystubs/locked-16/pictures.py), each with its PDF's truth beside it.

    /usr/bin/python3 eval/statements/locked-16/pictures.py [STEM ...]
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'paystubs', 'locked-16'))

import pictures  # noqa: E402

SIDEWAYS = {'is-yfirlit-3': 6, 'sk-vypis-1': 8, 'mw-statement-2': 8}


def main(wanted):
    corpus = os.path.join(HERE, 'corpus')
    for layout in sorted(os.listdir(corpus)):
        for f in sorted(os.listdir(os.path.join(corpus, layout))):
            if not f.endswith('.pdf'):
                continue
            stem = f[:-4]
            if wanted and stem not in wanted:
                continue
            pictures.make(os.path.join(corpus, layout, f), os.path.join(corpus, layout, f'{stem}.truth.json'),
                          os.path.join(HERE, 'degraded'), stem, SIDEWAYS.get(stem))
            print(stem)


if __name__ == '__main__':
    main(set(sys.argv[1:]))
