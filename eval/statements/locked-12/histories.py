"""One account's rows over a calendar month of 2026, and pages broken by printed lines."""
import calendar
import os
import random
import sys
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'paystubs', 'locked-12'))
from common import Ops, fmt  # noqa: E402,F401

SOURCE = 'generated (eval/statements/locked-12)'


def rng(stem):
    return random.Random(zlib.crc32(f'locked-12:{stem}'.encode()))


def history(stem, year, month, rows, opening, salary, kinds):
    """kinds: [(weight, sign, lo, hi, lines(r) -> [str] (one or two lines), once)] with amounts in
    whole units. The salary (lines, cents) comes in the month's first three days. Returns rows
    [(day, lines, cents)] in date order and the closing balance in cents."""
    r = rng(stem)
    ndays = calendar.monthrange(year, month)[1]
    days = sorted(r.randrange(1, ndays + 1) for _ in range(rows - 1))
    pay_day = r.randrange(1, 4)
    out, used, bal = [], set(), opening
    salary_done = False
    weights = [k[0] for k in kinds]
    for day in days:
        if not salary_done and day >= pay_day:
            out.append((pay_day, salary[0], salary[1]))
            bal += salary[1]
            salary_done = True
        while True:
            k = r.choices(range(len(kinds)), weights)[0]
            if kinds[k][5] and k in used:
                continue
            break
        _, sign, lo, hi, lines, once = kinds[k]
        used.add(k)
        cents = r.randrange(lo * 100, hi * 100 + 1)
        if lo >= 100 and r.random() < 0.4:
            cents = cents // 10000 * 10000 or cents
        amt = sign * cents
        if bal + amt < opening // 8:
            amt = abs(amt)
        bal += amt
        out.append((day, lines(r), amt))
    if not salary_done:
        out.append((pay_day, salary[0], salary[1]))
        bal += salary[1]
    return out, bal


def paginate(rows, first, rest):
    """Page numbers (from 1) for rows, a page holding `first` printed lines on page 1 and `rest`
    after; a row takes as many lines as its description."""
    pages, page, used = [], 1, 0
    for _, lines, _ in rows:
        cap = first if page == 1 else rest
        if used + len(lines) > cap:
            page, used = page + 1, 0
        used += len(lines)
        pages.append(page)
    return pages


def truth(layout, currency, year, month, mask, opening, closing, rows, pages):
    ndays = calendar.monthrange(year, month)[1]
    return {
        'layout': layout,
        'currency': currency,
        'period': {'start': f'{year}-{month:02d}-01', 'end': f'{year}-{month:02d}-{ndays:02d}'},
        'source': SOURCE,
        'expectReconciled': True,
        'expectStatus': 'RECONCILED',
        'accounts': [{
            'mask': mask,
            'name': None,
            'openingBalanceCents': opening,
            'closingBalanceCents': closing,
            'transactions': [
                {'date': f'{year}-{month:02d}-{day:02d}', 'description': ' '.join(lines), 'amountCents': amt, 'page': p}
                for (day, lines, amt), p in zip(rows, pages)
            ],
            'expectStatus': 'RECONCILED',
        }],
    }


def draw(o, spec, rows, pages, opening, closing):
    """Lay the rows out page by page on the drawing list o: spec gives the header (a function of
    o, page and page count returning the table's top y), the columns' x (date, description,
    withdrawal and deposit right edges, balance right edge, optional cheque column), the row
    height, the date's form and the labels of the opening, carried and brought balances."""
    npages = max(pages)
    bal = opening
    i = 0
    lh = spec['lh']
    x = spec['x']
    size = spec.get('size', 8.5)
    wd, dp = 0, 0
    for page in range(1, npages + 1):
        o.page()
        y = spec['header'](o, page, npages)
        # column heads
        o.box(x['left'], y, x['right'] - x['left'], 15, spec.get('grey', 0.85))
        for label, cx, al in spec['heads']:
            o.text(cx, y + 10.5, label, size, True, al)
        y += 15
        y += lh
        o.text(x['desc'], y, spec['open_label'] if page == 1 else spec['bf_label'], size, page == 1)
        o.text(x['bal'], y, fmt(bal), size, False, 'r')
        while i < len(rows) and pages[i] == page:
            day, lines, amt = rows[i]
            y += lh
            o.text(x['date'], y, spec['date'](day), size)
            o.text(x['desc'], y, lines[0], size)
            if 'cheque' in x and spec.get('cheque'):
                chq = spec['cheque'](lines)
                if chq:
                    o.text(x['cheque'], y, chq, size)
            if amt < 0:
                o.text(x['wd'], y, fmt(-amt), size, False, 'r')
                wd += -amt
            else:
                o.text(x['dp'], y, fmt(amt), size, False, 'r')
                dp += amt
            bal += amt
            o.text(x['bal'], y, fmt(bal), size, False, 'r')
            for extra in lines[1:]:
                y += lh
                o.text(x['desc'], y, extra, size)
            i += 1
        y += lh
        if page < npages:
            o.text(x['desc'], y, spec['cf_label'], size, True)
            o.text(x['bal'], y, fmt(bal), size, True, 'r')
            o.rule(x['left'], y + 5, x['right'], y + 5, 0.5)
        else:
            o.rule(x['left'], y - lh + 5, x['right'], y - lh + 5, 0.5)
            y += 4
            o.text(x['desc'], y, spec['total_label'], size, True)
            o.text(x['wd'], y, fmt(wd), size, True, 'r')
            o.text(x['dp'], y, fmt(dp), size, True, 'r')
            y += lh
            o.text(x['desc'], y, spec['close_label'], size, True)
            o.text(x['bal'], y, fmt(bal), size, True, 'r')
            assert bal == closing
            spec.get('footer', lambda o, y: None)(o, y + 2 * lh)
    return wd, dp
