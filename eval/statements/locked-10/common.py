"""Money as the layouts print it, and the renderers of eval/paystubs/locked-10/render."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-10'))


def money(c, sep=',', point='.'):
    """A magnitude in cents: 1,234.56, or with another separator and point."""
    c = abs(int(c))
    return f'{c // 100:,}'.replace(',', sep) + f'{point}{c % 100:02d}'
