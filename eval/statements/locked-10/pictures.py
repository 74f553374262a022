#!/usr/bin/python3
"""A phone photo and a scan of page 1 of every statement, made as the paystubs' are
(eval/paystubs/locked-10/pictures.py: MuPDF, scikit-image, libvips): pictures.py [STEM ...]"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'paystubs', 'locked-10'))
from pictures import make  # noqa: E402

# Stored on their side (EXIF Orientation 6 or 8), by stem.
SIDEWAYS = {'fr-releve-2': 8, 'mx-cuenta-1': 6, 'us-sharedraft-3': 6}


def main(only):
    corpus, degraded = os.path.join(HERE, 'corpus'), os.path.join(HERE, 'degraded')
    for layout in sorted(os.listdir(corpus)):
        for f in sorted(os.listdir(os.path.join(corpus, layout))):
            if not f.endswith('.pdf'):
                continue
            stem = f[:-4]
            if only and stem not in only:
                continue
            make(os.path.join(corpus, layout, f), os.path.join(corpus, layout, f'{stem}.truth.json'), degraded, stem, SIDEWAYS.get(stem), 'locked-10')
            print(stem)


if __name__ == '__main__':
    main(sys.argv[1:])
