"""One account's month of rows for the thirteenth locked split's statements, and the pages they fall
on. Each layout gives its payees; the rows, their order and the balances are worked here in cents."""
import calendar
import datetime as dt
import os
import random
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'paystubs', 'locked-13'))

import common  # noqa: E402  (the paystubs' drawing list and renderers)

SOURCE = 'generated (eval/statements/locked-13)'


def rng(stem):
    return random.Random(zlib.crc32(f'locked-13:{stem}'.encode()))


def history(r, year, month, count, opening, salary, outgoing, incoming):
    """`count` rows over the month, in date order: the salary (lines, cents) in the first three days,
    then rows drawn from `outgoing` and `incoming` (lists of (key, once, maker)); a maker takes `r`
    and gives (lines, cents). A row marked once comes at most once. No balance falls under 300.00:
    an outgoing row that would is drawn again as an incoming one."""
    days = calendar.monthrange(year, month)[1]
    dates = sorted(dt.date(year, month, r.randint(1, days)) for _ in range(count - 1))
    pay_day = dt.date(year, month, r.randint(1, 3))
    rows = []
    used = set()
    salary_done = False
    balance = opening
    for d in dates:
        if not salary_done and d >= pay_day:
            rows.append((pay_day, salary[0], salary[1]))
            balance += salary[1]
            salary_done = True
        pool = incoming if r.random() < 0.16 else outgoing
        while True:
            key, once, maker = r.choice(pool)
            if not (once and key in used):
                break
        lines, cents = maker(r)
        if balance + cents < 300_00:
            while True:
                key, once, maker = r.choice(incoming)
                if not (once and key in used):
                    break
            lines, cents = maker(r)
        used.add(key)
        balance += cents
        rows.append((d, lines, cents))
    if not salary_done:
        rows.append((pay_day, salary[0], salary[1]))
    return rows


def paginate(rows, first, later):
    """The page (from 1) of each row, a row taking as many printed lines as its description."""
    pages, page, room = [], 1, first
    for _, lines, _ in rows:
        if len(lines) > room:
            page, room = page + 1, later
        pages.append(page)
        room -= len(lines)
    return pages


def truth(layout, currency, year, month, mask, opening, rows, pages):
    last = calendar.monthrange(year, month)[1]
    closing = opening + sum(c for _, _, c in rows)
    return {
        'layout': layout,
        'currency': currency,
        'period': {'start': dt.date(year, month, 1).isoformat(), 'end': dt.date(year, month, last).isoformat()},
        'source': SOURCE,
        'expectReconciled': True,
        'expectStatus': 'RECONCILED',
        'accounts': [{
            'mask': mask,
            'name': None,
            'openingBalanceCents': opening,
            'closingBalanceCents': closing,
            'transactions': [
                {'date': d.isoformat(), 'description': ' '.join(lines), 'amountCents': c, 'page': p}
                for (d, lines, c), p in zip(rows, pages)
            ],
            'expectStatus': 'RECONCILED',
        }],
    }


def amount(r, lo, hi):
    return r.randint(lo * 100, hi * 100)
