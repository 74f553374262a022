"""Photos and scans of page 1 of each statement, made as the paystubs' are
(eval/paystubs/locked-11/pictures.py): /usr/bin/python3 eval/statements/locked-11/pictures.py [STEM ...]"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-11'))
import pictures  # noqa: E402

if __name__ == '__main__':
    pictures.statements(sys.argv[1:])
