"""One account's rows over a statement period, in date order, from a seed: pay, rent, bills, card
spending, cash, transfers and each layout's own rows. A description of two lines is a pair."""
import datetime as dt
import random
import zlib

SPLIT = 'locked-10'


def rng_for(stem):
    return random.Random(zlib.crc32(f'{SPLIT}:{stem}'.encode()))


def days(start, end):
    d = start
    while d <= end:
        yield d
        d += dt.timedelta(days=1)


def business(d):
    """The next weekday on or after d."""
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def weekday_back(d):
    """The weekday on or before d."""
    while d.weekday() >= 5:
        d -= dt.timedelta(days=1)
    return d


def history(r, start, end, spec):
    """spec: pay (list of (date, amount, desc)), fixed (list of (day of month, amount, desc)),
    card (merchant list), card_range (low, high cents), cards (count), cash (list of desc), cash_amounts,
    transfers (list of (amount, desc)), extra (list of (date, amount, desc)). Returns rows sorted by date,
    each {date, desc: [line1] or [line1, line2], amount}."""
    rows = []
    for d, amt, desc in spec['pay']:
        rows.append((d, 0, amt, desc))
    for d in days(start, end):
        for dom, amt, desc in spec['fixed']:
            if d.day == dom:
                rows.append((business(d) if business(d) <= end else d, 1, amt, desc))
    span = (end - start).days + 1
    for k in range(spec['cards']):
        d = start + dt.timedelta(days=r.randrange(span))
        d = business(d) if business(d) <= end else weekday_back(d)
        m = r.choice(spec['card'])
        lo, hi = spec['card_range']
        rows.append((d, 2, -r.randrange(lo, hi), m(d) if callable(m) else m))
    for desc in spec['cash']:
        d = start + dt.timedelta(days=r.randrange(span))
        rows.append((d, 2, -r.choice(spec['cash_amounts']), desc(d) if callable(desc) else desc))
    for amt, desc in spec['transfers']:
        d = start + dt.timedelta(days=r.randrange(span))
        rows.append((d, 2, amt, desc))
    for d, amt, desc in spec.get('extra', []):
        rows.append((d, 3, amt, desc))
    rows.sort(key=lambda x: (x[0], x[1]))
    return [{'date': d, 'desc': desc if isinstance(desc, list) else [desc], 'amount': amt} for d, _, amt, desc in rows]


def paginate(rows, first, rest):
    """Each row's page: a page holds `first` printed lines (then `rest`), a row of two lines takes two."""
    page, used, cap = 1, 0, first
    for row in rows:
        n = len(row['desc'])
        if used + n > cap:
            page, used, cap = page + 1, 0, rest
        row['page'] = page
        used += n
    return page


def truth(layout, currency, start, end, mask, opening, rows):
    closing = opening + sum(x['amount'] for x in rows)
    return {
        'layout': layout,
        'currency': currency,
        'period': {'start': start.isoformat(), 'end': end.isoformat()},
        'source': 'generated (eval/statements/locked-10)',
        'accounts': [{
            'mask': mask,
            'name': None,
            'openingBalanceCents': opening,
            'closingBalanceCents': closing,
            'transactions': [{'date': x['date'].isoformat(), 'description': ' '.join(x['desc']), 'amountCents': x['amount'], 'page': x['page']} for x in rows],
            'expectStatus': 'RECONCILED',
        }],
        'expectReconciled': True,
        'expectStatus': 'RECONCILED',
    }
