"""One account's month of rows for the sixteenth locked split's statements, and the pages they fall
on. Each layout gives its payees; the rows, their order and the balances are worked here in cents."""
import calendar
import datetime as dt
import os
import random
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'paystubs', 'locked-16'))

import common  # noqa: E402  (the paystubs' drawing list and renderers)

SOURCE = 'generated (eval/statements/locked-16)'


def rng(stem):
    return random.Random(zlib.crc32(f'locked-16:{stem}'.encode()))


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


class Form:
    """How a layout sets its pages: fonts and sizes, the columns' right edges, the labels, the forms of
    dates and figures. `signed` puts every amount in one column (a minus before money out)."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


def pages_of_rows(form, name, address, facts, summary, rows, pages, opening):
    """A drawing of the statement: every page headed, page 1 with the customer and the account's facts,
    the column headings, OPENING, each row (its first description line beside the date and figures,
    the others under it), CARRIED and BROUGHT forward across pages, the totals and CLOSING."""
    g = common.Drawing(common.A4)
    f = form
    total_pages = pages[-1]
    L = f.left
    lh = f.line
    debits = -sum(c for *_, c in rows if c < 0)
    credits = sum(c for *_, c in rows if c > 0)
    closing = opening + sum(c for *_, c in rows)

    def head(p, y):
        g.text(L, y, f.bank, bold=True, size=f.size + 4)
        g.text(f.right, y, f.title, align='r', bold=True, size=f.size + 2)
        y += lh + 2
        g.text(L, y, f.bank_address, size=f.size - 1)
        g.text(f.right, y, f.page_label(p, total_pages), align='r', size=f.size - 1)
        y += 6
        g.rule(L, y, f.right, y, 0.8)
        return y + lh + 4

    value = getattr(f, 'value', None)  # a value-date column: (x, heading, the row's value date)

    def columns(y):
        g.text(f.x_date, y, f.heads[0], bold=True, size=f.size)
        g.text(f.x_desc, y, f.heads[1], bold=True, size=f.size)
        if value:
            g.text(value[0], y, value[1], bold=True, size=f.size)
        for x, h in zip(f.x_money, f.heads[2:]):
            g.text(x, y, h, align='r', bold=True, size=f.size)
        g.rule(L, y + 4, f.right, y + 4, 0.4)
        return y + lh + 2

    def labelled(y, label, bal=None, figures=()):
        g.text(f.x_desc, y, label, bold=True, size=f.size)
        for x, s in figures:
            g.text(x, y, s, align='r', bold=True, size=f.size)
        if bal is not None:
            g.text(f.x_money[-1], y, f.money(bal), align='r', bold=True, size=f.size)
        return y + lh

    y = head(1, 52)
    y0 = y
    for k, s in enumerate([name] + address):
        g.text(L, y + k * lh, s, bold=k == 0, size=f.size)
    for k, (a, b) in enumerate(facts):
        g.text(f.x_facts, y0 + k * lh, a, size=f.size)
        g.text(f.x_facts + f.facts_gap, y0 + k * lh, b, bold=True, size=f.size)
    y = y0 + max(len(address) + 1, len(facts)) * lh + 8
    if summary:
        g.box(L, y, f.right - L, 2 * lh + 8, fill=0.9, frame=True)
        step = (f.right - L) / len(summary)
        for k, (a, v) in enumerate(summary):
            g.text(L + 8 + k * step, y + lh, a, size=f.size - 1)
            g.text(L + (k + 1) * step - 8, y + 2 * lh + 2, f.money(v), align='r', bold=True, size=f.size)
        y += 2 * lh + 22
    y = columns(y)
    y = labelled(y, f.opening, opening)
    bal = opening
    page = 1
    for k, ((d, desc, c), p) in enumerate(zip(rows, pages)):
        if p != page:
            if f.carried:
                labelled(y, f.carried, bal)
            g.page()
            page = p
            y = head(p, 52)
            g.text(L, y, f'{name}   {f.continued}', size=f.size - 1)
            y = columns(y + lh + 4)
            y = labelled(y, f.brought, bal)
        bal += c
        nxt = rows[k + 1] if k + 1 < len(rows) else None
        shows = f.balance == 'every' or nxt is None or nxt[0] != d or pages[k + 1] != p
        g.text(f.x_date, y, f.date(d), size=f.size)
        g.text(f.x_desc, y, desc[0], size=f.size)
        if value:
            g.text(value[0], y, value[2](d, desc), size=f.size)
        if f.signed:
            g.text(f.x_money[0], y, ('-' if c < 0 else '') + f.money(c), align='r', size=f.size)
        else:
            g.text(f.x_money[0] if c < 0 else f.x_money[1], y, f.money(c), align='r', size=f.size)
        if shows:
            g.text(f.x_money[-1], y, f.money(bal), align='r', size=f.size)
        y += lh
        for extra in desc[1:]:
            g.text(f.x_desc + f.indent, y, extra, size=f.size - 0.5)
            y += lh
    g.rule(L, y - lh + 4, f.right, y - lh + 4, 0.4)
    y += 4
    for label, which in f.totals:
        figs = []
        if 'd' in which:
            figs.append((f.x_money[0], f.money(debits)))
        if 'c' in which:
            figs.append((f.x_money[0] if f.signed else f.x_money[1], f.money(credits)))
        y = labelled(y, label, None, figs)
    y = labelled(y, f.closing, closing)
    g.rule(L, y - lh + 4, f.right, y - lh + 4, 0.8)
    for s in f.footer:
        y += lh
        g.text(L, y, s, size=f.size - 1.5)
    return g
