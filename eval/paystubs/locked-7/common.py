"""Seeds, dates, money forms, pay periods, the period-by-period working of a stub, and the two drawing
backends (XeLaTeX and rsvg-convert) shared by the seventh locked split's generators (paystubs and
statements)."""
import datetime as dt
import os
import random
import re
import subprocess
import zlib

D = dt.date
ONE = dt.timedelta(days=1)
SOURCE_DATE_EPOCH = '1767225600'  # 2026-01-01T00:00:00Z
FIXED_CAIRO_DATE = b'D:20260101000000Z'
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]


def rng_for(name):
    return random.Random(zlib.crc32(f'locked-7:{name}'.encode()))


def last_day(y, m):
    return D(y + (m == 12), m % 12 + 1, 1) - ONE


def weekday_on_or_before(d):
    while d.weekday() >= 5:
        d -= ONE
    return d


def cents(x):
    return int(round(x * 100))


def us(c):
    """1,234.56 from cents (magnitude)."""
    return f'{abs(c) // 100:,}.{abs(c) % 100:02d}'


def spaced(c):
    """12 345.67 (a space between thousands, a decimal point), magnitude."""
    return f'{abs(c) // 100:,}'.replace(',', ' ') + f'.{abs(c) % 100:02d}'


# ---- pay periods ------------------------------------------------------------------------------------

def periods(freq, year_start, until, first_end=None, lag=0):
    """(start, end, pay) of every period paid from `year_start` to `until`. Weekly and biweekly periods
    end on the cycle of `first_end` and are paid `lag` days after; semi-monthly ones end on the 15th and
    the last day, monthly ones on the last day, paid that day or the Friday before a weekend."""
    out = []
    if freq in ('WEEKLY', 'BIWEEKLY'):
        n = 7 if freq == 'WEEKLY' else 14
        e = first_end
        while e + lag * ONE >= year_start:
            e -= n * ONE
        while True:
            pay = e + lag * ONE
            if pay > until:
                return out
            if pay >= year_start:
                out.append((e - (n - 1) * ONE, e, pay))
            e += n * ONE
    y, m = year_start.year, year_start.month
    while True:
        halves = [(D(y, m, 1), D(y, m, 15)), (D(y, m, 16), last_day(y, m))] if freq == 'SEMI_MONTHLY' else [(D(y, m, 1), last_day(y, m))]
        for s, e in halves:
            pay = weekday_on_or_before(e)
            if pay > until:
                return out
            if pay >= year_start:
                out.append((s, e, pay))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)


PER_YEAR = {'WEEKLY': 52, 'BIWEEKLY': 26, 'SEMI_MONTHLY': 24, 'MONTHLY': 12}


class Period:
    """One period's lines: earnings (name, hours, rate, cents), deductions (name, section, cents),
    employer contributions (name, cents), and whatever else a printer shows (info)."""

    def __init__(self):
        self.earnings, self.deductions, self.employer, self.info = [], [], [], {}

    def earn(self, name, c, hours=None, rate=None):
        if c:
            self.earnings.append((name, hours, rate, c))

    def deduct(self, name, section, c):
        if c:
            self.deductions.append((name, section, c))

    def employer_pays(self, name, c):
        if c:
            self.employer.append((name, c))

    @property
    def gross(self):
        return sum(e[3] for e in self.earnings)

    @property
    def net(self):
        return self.gross - sum(d[2] for d in self.deductions)


def work_out(period_list, make):
    """Runs `make(i, (start, end, pay), history)` over the year's periods; returns the last one with
    the year's sums: earnings_ytd {name: (hours, cents)}, printed deductions [(name, section, current
    or None, ytd)] in first-seen order, employer_ytd, ytd_gross, ytd_net."""
    history = []
    for i, p in enumerate(period_list):
        st = make(i, p, history)
        st.period = p
        history.append(st)
    cur = history[-1]
    e_ytd, d_ytd, sec, r_ytd = {}, {}, {}, {}
    for st in history:
        for name, hours, _rate, c in st.earnings:
            h, t = e_ytd.get(name, (0, 0))
            e_ytd[name] = (h + (hours or 0), t + c)
        for name, section, c in st.deductions:
            d_ytd[name] = d_ytd.get(name, 0) + c
            sec[name] = section
        for name, c in st.employer:
            r_ytd[name] = r_ytd.get(name, 0) + c
    now = {d[0]: d[2] for d in cur.deductions}
    order = list(dict.fromkeys(d[0] for st in history for d in st.deductions))
    order.sort(key=lambda n: ['Taxes', 'Pre-tax deductions', 'After-tax deductions'].index(sec[n]))
    cur.deductions_printed = [(n, sec[n], now.get(n), d_ytd[n]) for n in order]
    cur.earnings_ytd, cur.employer_ytd = e_ytd, r_ytd
    cur.ytd_gross = sum(st.gross for st in history)
    cur.ytd_net = sum(st.net for st in history)
    cur.history = history
    return cur


def truth(st, layout, employer, employee, frequency):
    s, e, pay = st.period
    return {
        'kind': 'paystub',
        'layout': layout,
        'source': 'generated (eval/paystubs/locked-7)',
        'employer': {'name': employer['name'], 'address': employer['address']},
        'employee': {'name': employee['name'], 'address': employee['address']},
        'pay_date': pay.isoformat(),
        'period': {'start': s.isoformat(), 'end': e.isoformat()},
        'gross': st.gross / 100,
        'net': st.net / 100,
        'deductions': [{'name': n, 'current': None if c is None else c / 100, 'ytd': y / 100, 'section': sec}
                       for n, sec, c, y in st.deductions_printed],
        'ytd_gross': st.ytd_gross / 100,
        'ytd_net': st.ytd_net / 100,
        'frequency': frequency,
    }


def bracket_tax(income, brackets):
    """Tax on `income` with [(upper, rate), ...] (last upper None)."""
    tax, lower = 0.0, 0.0
    for upper, rate in brackets:
        top = income if upper is None else min(income, upper)
        if top > lower:
            tax += (top - lower) * rate
        if upper is None or income <= upper:
            break
        lower = upper
    return tax


# ---- producers --------------------------------------------------------------------------------------

def run(cmd, cwd=None):
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE='1', TZ='UTC', LC_ALL='C.UTF-8')
    r = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        raise RuntimeError(f'{cmd[0]} failed:\n' + r.stdout.decode('utf-8', 'replace')[-3000:])


def tex(s):
    """Plain text safe in XeLaTeX (UTF-8 passes through)."""
    out = []
    for ch in str(s):
        if ch in '&%$#_{}':
            out.append('\\' + ch)
        elif ch == '~':
            out.append('\\textasciitilde{}')
        elif ch == '^':
            out.append('\\textasciicircum{}')
        elif ch == '\\':
            out.append('\\textbackslash{}')
        elif ch == '-':
            out.append('-{}')
        else:
            out.append(ch)
    return ''.join(out)


def write_xelatex(source, out):
    """Runs XeLaTeX (xdvipdfmx) on `source` and moves the PDF to `out`."""
    d = out + '.d'
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'doc.tex'), 'w', encoding='utf-8') as f:
        f.write(source)
    try:
        run(['xelatex', '-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], cwd=d)
        os.replace(os.path.join(d, 'doc.pdf'), out)
    finally:
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))
        os.rmdir(d)


def xml(s):
    return str(s).replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;')


class Svg:
    """One page drawn in SVG user units (points), from the top left."""

    def __init__(self, width, height, family):
        self.w, self.h, self.family = width, height, family
        self.parts = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']

    def text(self, x, y, s, size=8.5, weight='normal', anchor='start', fill='#000000', family=None):
        fam = family or self.family
        self.parts.append(f'<text x="{x:.2f}" y="{y:.2f}" font-family="{xml(fam)}" font-size="{size}" font-weight="{weight}" '
                          f'text-anchor="{anchor}" fill="{fill}" xml:space="preserve">{xml(s)}</text>')

    def line(self, x1, y1, x2, y2, width=0.5, stroke='#000000', dash=None):
        extra = f' stroke-dasharray="{dash}"' if dash else ''
        self.parts.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="{stroke}" stroke-width="{width}"{extra}/>')

    def rect(self, x, y, w, h, fill='none', stroke='#000000', width=0.5, rx=0):
        self.parts.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{w:.2f}" height="{h:.2f}" rx="{rx}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>')

    def source(self):
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.w}pt" height="{self.h}pt" viewBox="0 0 {self.w} {self.h}">\n'
                + '\n'.join(self.parts) + '\n</svg>\n')


def write_svg_pdf(pages, out):
    """Writes each page as a hand-written SVG file and turns them into one PDF with librsvg's
    `rsvg-convert` (printed through cairo); cairo's time stamp is overwritten with a fixed date."""
    files = []
    for n, p in enumerate(pages):
        f = f'{out}.p{n + 1}.svg'
        with open(f, 'w', encoding='utf-8') as fh:
            fh.write(p.source())
        files.append(f)
    try:
        run(['rsvg-convert', '-f', 'pdf', '-o', out, *files])
    finally:
        for f in files:
            os.remove(f)
    data = open(out, 'rb').read()
    data = re.sub(rb'D:\d{14}(Z|[+-]\d\d\'\d\d\'?)?', lambda m: (FIXED_CAIRO_DATE + b' ' * 20)[:len(m.group(0))], data)
    with open(out, 'wb') as f:
        f.write(data)


def write_inkscape_pdf(pages, out):
    """Stacks the pages in one hand-written SVG document with an Inkscape page per sheet and exports
    it with `inkscape --export-type=pdf` (Inkscape 1.2, printed through cairo); cairo's time stamp is
    overwritten with a fixed date."""
    w, h = pages[0].w, pages[0].h
    gap = 20
    views = ''.join(f'<inkscape:page x="0" y="{n * (h + gap)}" width="{w}" height="{h}"/>' for n in range(len(pages)))
    body = ''.join(f'<g transform="translate(0 {n * (h + gap)})">\n' + '\n'.join(p.parts) + '\n</g>\n' for n, p in enumerate(pages))
    src = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
           'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" '
           f'width="{w}pt" height="{h}pt" viewBox="0 0 {w} {h}">\n<sodipodi:namedview>{views}</sodipodi:namedview>\n{body}</svg>\n')
    f = out + '.svg'
    with open(f, 'w', encoding='utf-8') as fh:
        fh.write(src)
    try:
        run(['inkscape', f, '--export-type=pdf', f'--export-filename={out}'])
    finally:
        os.remove(f)
    data = open(out, 'rb').read()
    data = re.sub(rb'D:\d{14}(Z|[+-]\d\d\'\d\d\'?)?', lambda m: (FIXED_CAIRO_DATE + b' ' * 20)[:len(m.group(0))], data)
    with open(out, 'wb') as fh:
        fh.write(data)
