#!/usr/bin/python3
"""A phone photo and a scan of page 1 of every statement, made by the paystubs' pictures.py:
pictures.py [STEM ...]"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'paystubs', 'locked-12'))
from pictures import make  # noqa: E402

SIDEWAYS = {'lk-savings-2': 6, 'pk-current-3': 8, 'tt-chequing-1': 6}


def main(only):
    corpus = os.path.join(HERE, 'corpus')
    for layout in sorted(os.listdir(corpus)):
        for name in sorted(os.listdir(os.path.join(corpus, layout))):
            if not name.endswith('.pdf'):
                continue
            stem = name[:-4]
            if only and stem not in only and layout not in only:
                continue
            make(os.path.join(corpus, layout, name), os.path.join(corpus, layout, stem + '.truth.json'),
                 os.path.join(HERE, 'degraded'), stem, SIDEWAYS)
            print(stem)


if __name__ == '__main__':
    main(set(sys.argv[1:]))
