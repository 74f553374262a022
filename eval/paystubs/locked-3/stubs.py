"""The third locked split's pay histories: each stub is built period by period from the first pay
date of its year, so every YTD figure is the sum of the periods printed before it plus this one.
Amounts are integer cents throughout; nothing here knows how a stub is printed."""

import datetime as dt
import random

D = dt.date


def last_day(y, m):
    return (D(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)).day


def last_weekday(day):
    while day.weekday() >= 5:
        day -= dt.timedelta(days=1)
    return day


def periods(freq, year, anchor):
    """Every (start, end, pay_date) paid in `year`. `anchor` is a period start for weekly/biweekly."""
    out = []
    if freq in ('WEEKLY', 'BIWEEKLY'):
        step = 7 if freq == 'WEEKLY' else 14
        start = anchor
        while start > D(year - 1, 12, 1):
            start -= dt.timedelta(days=step)
        while True:
            end = start + dt.timedelta(days=step - 1)
            pay = end + dt.timedelta(days=(4 - end.weekday()) % 7 or 7) if end.weekday() != 4 else end
            if pay.year > year:
                break
            if pay.year == year:
                out.append((start, end, pay))
            start += dt.timedelta(days=step)
    elif freq == 'SEMI_MONTHLY':
        for m in range(1, 13):
            out.append((D(year, m, 1), D(year, m, 15), last_weekday(D(year, m, 15))))
            out.append((D(year, m, 16), D(year, m, last_day(year, m)), last_weekday(D(year, m, last_day(year, m)))))
    else:
        for m in range(1, 13):
            end = D(year, m, last_day(year, m))
            out.append((D(year, m, 1), end, last_weekday(end)))
    return out


def pct(base, rate):
    return int(round(base * rate))


class Spec:
    """What a stub is made of: who, how often, how paid, and the deductions by kind."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


def build(spec, seed):
    """The stub for period number `spec.index` (from 0) of `spec.year`, with its YTD figures."""
    rng = random.Random(seed)
    plist = periods(spec.frequency, spec.year, spec.anchor)[: spec.index + 1]
    ytd_earn = {}
    ytd_ded = {}
    ytd_gross = 0
    ytd_net = 0
    for n, (start, end, pay) in enumerate(plist):
        lines = []  # (name, rate_cents_per_hour_x100 or None, hours_x100 or None, cents)
        for e in spec.earnings:
            kind = e['kind']
            if kind == 'salary':
                lines.append((e['name'], None, None, e['amount']))
            elif kind == 'hourly':
                hours = e['hours'] * 100 + rng.choice([0, 0, -50, -100, 25, 75]) if e.get('vary') else e['hours'] * 100
                lines.append((e['name'], e['rate'], hours, int(round(e['rate'] * hours / 100))))
            elif kind == 'overtime':
                hours = rng.choice([0, 0, 150, 225, 400, 575, 800])
                if hours:
                    lines.append((e['name'], e['rate'], hours, int(round(e['rate'] * hours / 100))))
            elif kind == 'every':
                if n % e['every'] == e['at'] % e['every']:
                    lines.append((e['name'], None, None, e['amount']))
            elif kind == 'once':
                if n == e['at']:
                    lines.append((e['name'], None, None, e['amount']))
            elif kind == 'tips':
                lines.append((e['name'], None, None, rng.randint(e['low'], e['high'])))
        gross = sum(x[3] for x in lines)
        taxable = gross
        current = []
        for d in spec.deductions:
            if d.get('until') is not None and n > d['until']:
                current.append((d, 0))
                continue
            if 'rate' in d:
                amt = pct(gross, d['rate'])
            else:
                amt = d['amount']
            current.append((d, amt))
            if d['section'] == 'Pre-tax deductions':
                taxable -= amt
        # Taxes on the taxable wage, worked out after the pre-tax lines.
        final = []
        for d, amt in current:
            if 'tax' in d:
                amt = pct(taxable if d['tax'] == 'taxable' else gross, d['rate'])
            final.append((d, amt))
        net = gross - sum(a for _, a in final)
        for name, _r, _h, c in lines:
            ytd_earn[name] = ytd_earn.get(name, 0) + c
        for d, a in final:
            ytd_ded[d['name']] = ytd_ded.get(d['name'], 0) + a
        ytd_gross += gross
        ytd_net += net
    start, end, pay = plist[-1]
    return {
        'pay_date': pay, 'start': start, 'end': end, 'lines': lines, 'gross': gross, 'net': net,
        'deductions': [
            {'name': d['name'], 'section': d['section'], 'current': a if (d.get('until') is None or spec.index <= d['until']) else None,
             'ytd': ytd_ded[d['name']]}
            for d, a in final
        ],
        'ytd_earn': ytd_earn, 'ytd_gross': ytd_gross, 'ytd_net': ytd_net, 'period_no': len(plist),
    }


def money(c):
    return round(c / 100, 2) if c % 100 else c // 100


def truth(spec, stub, layout):
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': 'generated (eval/paystubs/locked-3)',
        'employer': {'name': spec.employer, 'address': spec.employer_address},
        'employee': {'name': spec.employee, 'address': spec.employee_address},
        'pay_date': stub['pay_date'].isoformat(),
        'period': {'start': stub['start'].isoformat(), 'end': stub['end'].isoformat()},
        'gross': money(stub['gross']),
        'net': money(stub['net']),
        'deductions': [
            {'name': d['name'], 'current': None if d['current'] is None else money(d['current']), 'ytd': money(d['ytd']), 'section': d['section']}
            for d in stub['deductions']
        ],
        'ytd_gross': money(stub['ytd_gross']),
        'ytd_net': money(stub['ytd_net']),
        'frequency': spec.frequency,
    }
