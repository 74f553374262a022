"""Seeds, dates, money forms, pay periods, the period-by-period working of a stub, and the four drawing
backends (ConTeXt, jsPDF, hand-written PostScript through Ghostscript, and PDF content streams
assembled by hand and rewritten by qpdf) shared by the eighth locked split's generators (paystubs and
statements)."""
import datetime as dt
import json
import os
import random
import re
import subprocess
import zlib

D = dt.date
ONE = dt.timedelta(days=1)
SOURCE_DATE_EPOCH = '1767225600'  # 2026-01-01T00:00:00Z
FIXED_DATE = 'D:20260101000000Z'
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]
HERE = os.path.dirname(os.path.abspath(__file__))


def rng_for(name):
    return random.Random(zlib.crc32(f'locked-8:{name}'.encode()))


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


def plain(c):
    """1234.56 from cents (magnitude), no thousands separator."""
    return f'{abs(c) // 100}.{abs(c) % 100:02d}'


# ---- pay periods ------------------------------------------------------------------------------------

def periods(freq, year_start, until, first_end=None, lag=0):
    """(start, end, pay) of every period paid from `year_start` to `until`. Weekly and biweekly periods
    end on the cycle of `first_end` and are paid `lag` days after; monthly ones end on the last day,
    paid that day or the Friday before a weekend."""
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
        s, e = D(y, m, 1), last_day(y, m)
        pay = weekday_on_or_before(e)
        if pay > until:
            return out
        if pay >= year_start:
            out.append((s, e, pay))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)


PER_YEAR = {'WEEKLY': 52, 'BIWEEKLY': 26, 'MONTHLY': 12}
PRE, TAX, AFTER = 'Pre-tax deductions', 'Taxes', 'After-tax deductions'


class Period:
    """One period's lines: earnings (name, hours, rate, cents), deductions (name, section, cents),
    employer contributions (name, cents), and whatever else a printer shows (info)."""

    def __init__(self):
        self.earnings, self.deductions, self.employer, self.info = [], [], [], {}

    def earn(self, name, c, hours=None, rate=None):
        if c:
            self.earnings.append((name, hours, rate, c))

    def deduct(self, name, section, c):
        if c > 0:
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
    the year's sums: earnings_ytd {name: (hours, cents)}, printed earnings [(name, hours, rate, current
    or None, ytd)], printed deductions [(name, section, current or None, ytd)] in first-seen order,
    employer_ytd, ytd_gross, ytd_net."""
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
    order.sort(key=lambda n: [TAX, PRE, AFTER].index(sec[n]))
    cur.deductions_printed = [(n, sec[n], now.get(n), d_ytd[n]) for n in order]
    earned = {e[0]: e for e in cur.earnings}
    cur.earnings_printed = [(n, earned[n][1] if n in earned else None, earned[n][2] if n in earned else None,
                             earned[n][3] if n in earned else None, e_ytd[n][1]) for n in e_ytd]
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
        'source': 'generated (eval/paystubs/locked-8)',
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


# ---- drawing: one page as a list of operations, in points from the top left ------------------------

A4 = (595.28, 841.89)
LETTER = (612, 792)


class Page:
    """Text (left, right or centred at x, baseline y), lines and grey boxes. `font` is one of the
    PDF standard names (Helvetica, Helvetica-Bold, Courier, Courier-Bold, Times-Roman, Times-Bold)."""

    def __init__(self, size):
        self.w, self.h = size
        self.ops = []

    def text(self, x, y, s, size=8.5, font='Helvetica', align='left'):
        self.ops.append(dict(op='text', x=round(x, 2), y=round(y, 2), s=str(s), size=size, font=font, align=align))

    def line(self, x1, y1, x2, y2, width=0.5, grey=0.0):
        self.ops.append(dict(op='line', x1=round(x1, 2), y1=round(y1, 2), x2=round(x2, 2), y2=round(y2, 2), width=width, grey=grey))

    def box(self, x, y, w, h, grey=0.9, stroke=None):
        self.ops.append(dict(op='box', x=round(x, 2), y=round(y, 2), w=round(w, 2), h=round(h, 2), grey=grey, stroke=stroke))


def run(cmd, cwd=None, env=None):
    e = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE='1', TZ='UTC', LC_ALL='C.UTF-8', **(env or {}))
    r = subprocess.run(cmd, cwd=cwd, env=e, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        raise RuntimeError(f'{cmd[0]} failed:\n' + r.stdout.decode('utf-8', 'replace')[-3000:])
    return r.stdout.decode('utf-8', 'replace')


# -- jsPDF (npm `jspdf`, installed outside the repository; NODE_PATH names its node_modules) --

def write_jspdf(pages, out, title, creator):
    """Draws the pages with jsPDF (draw-jspdf.cjs) in points; jsPDF's own core fonts, not embedded."""
    spec = out + '.json'
    with open(spec, 'w', encoding='utf-8') as f:
        json.dump(dict(pages=[dict(w=p.w, h=p.h, ops=p.ops) for p in pages], title=title, creator=creator), f)
    try:
        run(['node', os.path.join(HERE, 'draw-jspdf.cjs'), spec, out],
            env={'NODE_PATH': os.environ.get('JSPDF_NODE_PATH', '/tmp/l8js/node_modules')})
    finally:
        os.remove(spec)


# -- PostScript by hand, through Ghostscript's pdfwrite --

def ps_string(s):
    b = s.encode('latin-1')
    return '(' + ''.join(chr(c) if 32 <= c < 127 and chr(c) not in '()\\' else f'\\{c:03o}' for c in b) + ')'


PS_PROLOG = r"""%!PS-Adobe-3.0
%%Creator: hand-written PostScript
%%Pages: (atend)
%%EndComments
/latin { dup findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding ISOLatin1Encoding 256 array copy dup 45 /hyphen put def currentdict end exch 100 string cvs (-L1) concatstrings cvn exch definefont pop } def
/concatstrings { exch dup length 2 index length add string dup dup 4 2 roll copy length 4 -1 roll putinterval } def
[/Helvetica /Helvetica-Bold /Courier /Courier-Bold /Times-Roman /Times-Bold] { latin } forall
/F { exch 100 string cvs (-L1) concatstrings cvn findfont exch scalefont setfont } def
/PH 0 def
/T { moveto show } def
/TR { moveto dup stringwidth pop neg 0 rmoveto show } def
/TC { moveto dup stringwidth pop 2 div neg 0 rmoveto show } def
"""


def write_ghostscript(pages, out, title, creator):
    """Writes the pages as PostScript (y flipped to PostScript's bottom-left origin) and turns it into a
    PDF with Ghostscript's pdfwrite (`gs -sDEVICE=pdfwrite`); fonts are Ghostscript's URW clones of the
    standard ones, re-encoded ISO Latin-1 and embedded as subsets."""
    lines = [PS_PROLOG, f'[ /Title {ps_string(title)} /Creator {ps_string(creator)} /CreationDate ({FIXED_DATE}) /ModDate ({FIXED_DATE}) /DOCINFO pdfmark']
    for n, p in enumerate(pages):
        lines.append(f'%%Page: {n + 1} {n + 1}\n<< /PageSize [{p.w} {p.h}] >> setpagedevice')
        font = None
        for o in p.ops:
            if o['op'] == 'text':
                if (o['font'], o['size']) != font:
                    font = (o['font'], o['size'])
                    lines.append(f'/{o["font"]} {o["size"]} F')
                cmd = {'left': 'T', 'right': 'TR', 'center': 'TC'}[o['align']]
                lines.append(f'{ps_string(o["s"])} {o["x"]} {p.h - o["y"]:.2f} {cmd}')
            elif o['op'] == 'line':
                lines.append(f'{o["grey"]} setgray {o["width"]} setlinewidth newpath {o["x1"]} {p.h - o["y1"]:.2f} moveto {o["x2"]} {p.h - o["y2"]:.2f} lineto stroke 0 setgray')
            else:
                lines.append(f'{o["grey"]} setgray {o["x"]} {p.h - o["y"] - o["h"]:.2f} {o["w"]} {o["h"]} rectfill 0 setgray')
                if o['stroke'] is not None:
                    lines.append(f'{o["stroke"]} setlinewidth {o["x"]} {p.h - o["y"] - o["h"]:.2f} {o["w"]} {o["h"]} rectstroke')
        lines.append('showpage')
    lines.append('%%EOF\n')
    ps = out + '.ps'
    with open(ps, 'w', encoding='latin-1') as f:
        f.write('\n'.join(lines))
    try:
        run(['gs', '-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pdfwrite', '-dOmitID', '-dOmitXMP',
             '-dCompatibilityLevel=1.5', f'-sOutputFile={out}', ps])
    finally:
        os.remove(ps)


# -- PDF objects and content streams written by hand, rewritten by qpdf --

# Advance widths (1/1000 em) of the standard Helvetica and Helvetica-Bold for characters 32-126, to
# right-align figures in a content stream.
HELV = [int(x) for x in '''278 278 355 556 556 889 667 222 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556
556 278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 611 722 667 944 667
667 611 278 278 278 469 556 222 556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500
500 500 334 260 334 584'''.split()]
HELV_BOLD = [int(x) for x in '''278 333 474 556 556 889 722 278 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556
556 556 333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 611 722 667 944
667 667 611 333 278 333 584 556 278 556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778
556 556 500 389 280 389 584'''.split()]


def text_width(s, font, size):
    if font.startswith('Courier'):
        return 600 * len(s) * size / 1000
    table = HELV_BOLD if font.endswith('Bold') else HELV
    return sum(table[ord(c) - 32] if 32 <= ord(c) <= 126 else 556 for c in s) * size / 1000


def pdf_string(s):
    b = s.encode('cp1252')
    return '(' + ''.join(chr(c) if 32 <= c < 127 and chr(c) not in '()\\' else f'\\{c:03o}' for c in b) + ')'


def write_qpdf(pages, out, title, creator):
    """Assembles the PDF by hand (catalog, pages, the standard Helvetica and Courier fonts with
    WinAnsiEncoding, not embedded, and one content stream a page of BT/Tf/Td/Tj and re/l operators),
    then lets qpdf rewrite it: cross-reference table, compressed streams, object streams."""
    fonts = ['Helvetica', 'Helvetica-Bold', 'Courier', 'Courier-Bold']
    objs = {}
    objs[1] = '<< /Type /Catalog /Pages 2 0 R >>'
    font_ids = {f: 3 + k for k, f in enumerate(fonts)}
    for f, i in font_ids.items():
        objs[i] = f'<< /Type /Font /Subtype /Type1 /BaseFont /{f} /Encoding /WinAnsiEncoding >>'
    info = 3 + len(fonts)
    objs[info] = f'<< /Title {pdf_string(title)} /Creator {pdf_string(creator)} /CreationDate ({FIXED_DATE}) >>'
    kids = []
    nxt = info + 1
    res = ' '.join(f'/F{k + 1} {i} 0 R' for k, (f, i) in enumerate(font_ids.items()))
    for p in pages:
        ops = []
        for o in p.ops:
            if o['op'] == 'text':
                fid = fonts.index(o['font']) + 1
                w = text_width(o['s'], o['font'], o['size'])
                x = o['x'] - (w if o['align'] == 'right' else w / 2 if o['align'] == 'center' else 0)
                ops.append(f'BT /F{fid} {o["size"]} Tf {x:.2f} {p.h - o["y"]:.2f} Td {pdf_string(o["s"])} Tj ET')
            elif o['op'] == 'line':
                ops.append(f'{o["grey"]} G {o["width"]} w {o["x1"]} {p.h - o["y1"]:.2f} m {o["x2"]} {p.h - o["y2"]:.2f} l S 0 G')
            else:
                ops.append(f'{o["grey"]} g {o["x"]} {p.h - o["y"] - o["h"]:.2f} {o["w"]} {o["h"]} re f 0 g')
                if o['stroke'] is not None:
                    ops.append(f'{o["stroke"]} w {o["x"]} {p.h - o["y"] - o["h"]:.2f} {o["w"]} {o["h"]} re S')
        stream = '\n'.join(ops)
        objs[nxt] = f'<< /Length {len(stream.encode("latin-1"))} >>\nstream\n{stream}\nendstream'
        objs[nxt + 1] = f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {p.w} {p.h}] /Resources << /Font << {res} >> >> /Contents {nxt} 0 R >>'
        kids.append(nxt + 1)
        nxt += 2
    objs[2] = f'<< /Type /Pages /Kids [{" ".join(f"{k} 0 R" for k in kids)}] /Count {len(kids)} >>'
    body = b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
    offsets = {}
    for i in sorted(objs):
        offsets[i] = len(body)
        body += f'{i} 0 obj\n{objs[i]}\nendobj\n'.encode('latin-1')
    xref = len(body)
    size = max(objs) + 1
    body += f'xref\n0 {size}\n0000000000 65535 f \n'.encode()
    for i in range(1, size):
        body += f'{offsets[i]:010d} 00000 n \n'.encode()
    body += f'trailer\n<< /Size {size} /Root 1 0 R /Info {info} 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    raw = out + '.raw.pdf'
    with open(raw, 'wb') as f:
        f.write(body)
    try:
        run(['qpdf', '--deterministic-id', '--compress-streams=y', '--object-streams=generate', raw, out])
    finally:
        os.remove(raw)


# -- ConTeXt (MkIV, on LuaTeX) --

def ctx(s):
    """Plain text safe in ConTeXt (UTF-8 passes through)."""
    out = []
    for ch in str(s):
        if ch in '&%$#_{}|':
            out.append({'|': '\\letterbar{}'}.get(ch, '\\' + ch))
        elif ch == '~':
            out.append('\\lettertilde{}')
        elif ch == '\\':
            out.append('\\letterbackslash{}')
        else:
            out.append(ch)
    return ''.join(out)


def write_context(source, out):
    """Runs ConTeXt (`context`, MkIV on LuaTeX) on `source` and writes the PDF to `out`."""
    d = out + '.d'
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'doc.tex'), 'w', encoding='utf-8') as f:
        f.write(source)
    try:
        run(['context', '--batchmode', '--nonstopmode', '--once', '--nodates', 'doc.tex'], cwd=d)
        data = open(os.path.join(d, 'doc.pdf'), 'rb').read()
        # LuaTeX stamps the time of the run; the same number of bytes, fixed, keeps the offsets.
        data = re.sub(rb"D:\d{14}[-+Z][0-9']*", lambda m: (FIXED_DATE.encode() + b' ' * 30)[:len(m.group(0))], data)
        with open(out, 'wb') as f:
            f.write(data)
    finally:
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))
        os.rmdir(d)
