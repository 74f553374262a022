"""What the eleventh split's statement layouts share: seeds, a month's history of transactions with a
running balance, pages cut by a line budget (a wrapped description takes two lines), and the truth."""
import datetime as dt
import importlib.util
import json
import os
import random
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('stub_common', os.path.join(HERE, '..', '..', 'paystubs', 'locked-11', 'common.py'))
_stub = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_stub)
# The paystubs' drawing-list helpers and money form.
A4, LETTER, Page, money = _stub.A4, _stub.LETTER, _stub.Page, _stub.money
RENDER = os.path.join(HERE, '..', '..', 'paystubs', 'locked-11', 'render')

CORPUS = os.path.join(HERE, 'corpus')
SOURCE = 'generated (eval/statements/locked-11)'


def rng_of(name):
    return random.Random(zlib.crc32(f'locked-11:{name}'.encode()))


def history(r, month, rows, opening, payees, salary, wrap_every=9):
    """`rows` transactions dated through `month` of 2026, in date order, each (date, description
    lines, signed cents); one, in the month's first three days, is the salary. `payees`: (description,
    low, high, sign) with sign -1 for money out; one marked `!` comes at most once a month. Long descriptions go over two lines now and then."""
    start = dt.date(2026, month, 1)
    end = (dt.date(2026, month + 1, 1) if month < 12 else dt.date(2027, 1, 1)) - dt.timedelta(days=1)
    out = []
    balance = opening
    days = sorted(r.randrange(0, (end - start).days + 1) for _ in range(rows - 1))
    plan = sorted([(r.randrange(0, 3), 'salary')] + [(d, 'other') for d in days])
    used = set()
    for n, (d, kind) in enumerate(plan):
        date = start + dt.timedelta(days=d)
        if kind == 'salary':
            desc, amount = salary[0], salary[1] + r.randrange(-salary[1] // 50, salary[1] // 50 + 1)
            amount = amount - amount % 100 + (0 if r.random() < 0.5 else r.randrange(0, 100))
        else:
            desc, low, high, sign = r.choice([p for p in payees if p[0] not in used])
            if desc.startswith('!'):
                used.add(desc)
            amount = sign * r.randrange(low, high)
            if sign < 0 and balance + amount < 5000:
                desc, low, high, sign = [p for p in payees if p[3] > 0][0]
                amount = r.randrange(low, high)
        desc = desc.lstrip('!').format(n=r.randrange(100000, 999999), d=date, r=r.randrange(1000, 9999))
        lines = [desc]
        if '|' in desc:
            head, tail = desc.split('|', 1)
            lines = [head.strip(), tail.strip()] if n % wrap_every == 3 or len(head) + len(tail) > 44 else [f'{head.strip()} {tail.strip()}']
        balance += amount
        out.append((date, lines, amount))
    return start, end, out, balance


def paginate(rows, first, later):
    """Rows per page by a line budget: `first` lines on page 1, `later` on the others."""
    pages, cur, budget = [], [], first
    for row in rows:
        need = len(row[1])
        if cur and need > budget:
            pages.append(cur)
            cur, budget = [], later
        cur.append(row)
        budget -= need
    pages.append(cur)
    return pages


def truth(layout, currency, start, end, mask, opening, pages):
    tx = []
    for p, rows in enumerate(pages, 1):
        for date, lines, amount in rows:
            tx.append({'date': date.isoformat(), 'description': ' '.join(lines), 'amountCents': amount, 'page': p})
    closing = opening + sum(t['amountCents'] for t in tx)
    return {
        'layout': layout,
        'currency': currency,
        'period': {'start': start.isoformat(), 'end': end.isoformat()},
        'source': SOURCE,
        'expectReconciled': True,
        'expectStatus': 'RECONCILED',
        'accounts': [{'mask': mask, 'name': None, 'openingBalanceCents': opening, 'closingBalanceCents': closing,
                      'transactions': tx, 'expectStatus': 'RECONCILED'}],
    }


def write_json(path, obj):
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(obj, f, indent=1, ensure_ascii=False)
        f.write('\n')


def draw_table(spec, pages, opening, size):
    """The statement's pages as drawing lists. `spec`: header(pg, page_no, pages) -> y where the table
    starts; cols: x of the date (left), description (left), out, in and balance (right edges); the
    heading words; the row date form; labels for the balance brought to the head of a page and
    carried to its foot; `closing(pg, y, totals)` the end of the last page."""
    out_pages = []
    balance = opening
    debits = -sum(a for p in pages for _, _, a in p if a < 0)
    credits = sum(a for p in pages for _, _, a in p if a > 0)
    lh = spec['line']
    s = spec['size']
    for n, rows in enumerate(pages, 1):
        pg = Page()
        y = spec['header'](pg, n, len(pages))
        c = spec['cols']
        pg.box(c['left'], y - s - 4, c['right'] - c['left'], s + 8, spec.get('grey', 0.88))
        for key, word in spec['heads'].items():
            pg.t(c[key], y, word, s, True, 'r' if key in ('out', 'in', 'bal') else 'l')
        y += lh + 4
        if n > 1:
            pg.t(c['desc'], y, spec['brought'], s, True)
            pg.t(c['bal'], y, money(balance), s, True, 'r')
            y += lh
        elif spec.get('opening_row'):
            pg.t(c['desc'], y, spec['opening_row'], s, True)
            pg.t(c['bal'], y, money(balance), s, True, 'r')
            y += lh
        for date, lines, amount in rows:
            balance += amount
            for key, text in spec['date'](date):
                pg.t(c[key], y, text, s)
            pg.t(c['desc'], y, lines[0], s)
            pg.t(c['out'] if amount < 0 else c['in'], y, money(abs(amount)), s, False, 'r')
            pg.t(c['bal'], y, money(balance), s, False, 'r')
            y += lh
            for more in lines[1:]:
                pg.t(c['desc'], y, more, s)
                y += lh
        pg.line(c['left'], y - lh + 4, c['right'], y - lh + 4, 0.5)
        y += 4
        if n < len(pages):
            pg.t(c['desc'], y, spec['carried'], s, True)
            pg.t(c['bal'], y, money(balance), s, True, 'r')
        else:
            spec['closing'](pg, y, {'debits': debits, 'credits': credits, 'closing': balance})
        spec.get('footer', lambda pg, n, N: None)(pg, n, len(pages))
        out_pages.append(pg.ops)
    return {'size': size, 'title': spec['title'], 'pages': out_pages}
