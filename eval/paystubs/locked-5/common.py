"""Dates, money forms, seeds and the three drawing backends shared by the fifth locked split's
generators (paystubs and statements)."""
import datetime as dt
import os
import random
import subprocess
import zlib

D = dt.date
ONE = dt.timedelta(days=1)
SOURCE_DATE_EPOCH = '1767225600'  # 2026-01-01T00:00:00Z, stamped wherever a producer writes a date
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']


def rng_for(name):
    return random.Random(zlib.crc32(f'locked-5:{name}'.encode()))


def last_day(y, m):
    return (D(y + (m == 12), m % 12 + 1, 1) - ONE)


def weekday_on_or_before(d):
    while d.weekday() >= 5:
        d -= ONE
    return d


def cents(x):
    return int(round(x * 100))


def group3(whole):
    return f'{whole:,}'


def us(c, sign=False):
    """1,234.56 from cents (magnitude); `sign` puts a leading minus on negatives."""
    s = f'{abs(c) // 100:,}.{abs(c) % 100:02d}'
    return ('-' + s) if sign and c < 0 else s


def lakh(c):
    """Indian grouping: 1,23,456.00."""
    whole, frac = abs(c) // 100, abs(c) % 100
    s = str(whole)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        s = ','.join(parts) + ',' + tail
    return f'{s}.{frac:02d}'


def fr(c):
    """French Canadian: 1 234,56 (a plain space between thousands)."""
    return f'{abs(c) // 100:,}'.replace(',', ' ') + f',{abs(c) % 100:02d}'


def za(c):
    """South African: 12 345.67."""
    return f'{abs(c) // 100:,}'.replace(',', ' ') + f'.{abs(c) % 100:02d}'


def run(cmd, cwd=None, env_extra=None):
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE='1', TZ='UTC', LC_ALL='C.UTF-8')
    if env_extra:
        env.update(env_extra)
    subprocess.run(cmd, cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def tex_escape(s):
    out = []
    for ch in s:
        if ch in '&%$#_{}':
            out.append('\\' + ch)
        elif ch == '~':
            out.append('\\textasciitilde{}')
        elif ch == '^':
            out.append('\\textasciicircum{}')
        elif ch == '\\':
            out.append('\\textbackslash{}')
        elif ch == "'":
            out.append('\\textquotesingle{}')
        elif ch == '-':
            out.append('-{}')  # no en-dash ligature
        else:
            out.append(ch)
    return ''.join(out)


class Page:
    """A list of drawing operations in points from the top left; rendered by FPDF (PHP) or by
    `mutool create` (a hand-written content stream). Fonts: 'R' regular, 'B' bold, 'M' monospace."""

    def __init__(self, width, height):
        self.w, self.h = width, height
        self.ops = []

    def text(self, x, y, s, size=9, font='R', align='L', grey=0.0):
        self.ops.append(('text', x, y, s, size, font, align, grey))

    def line(self, x1, y1, x2, y2, width=0.5, grey=0.0):
        self.ops.append(('line', x1, y1, x2, y2, width, grey))

    def rect(self, x, y, w, h, fill=None, width=0.5, stroke=True):
        self.ops.append(('rect', x, y, w, h, fill, width, stroke))


def php_str(s):
    return "'" + s.replace('\\', '\\\\').replace("'", "\\'") + "'"


FPDF_FONTS = {'R': ('Helvetica', ''), 'B': ('Helvetica', 'B'), 'M': ('Courier', ''), 'MB': ('Courier', 'B'),
              'T': ('Times', ''), 'TB': ('Times', 'B')}


def write_fpdf(pages, out, title):
    """Writes a PHP script drawing `pages` with FPDF and runs it (php-cli, Debian's php-fpdf)."""
    w, h = pages[0].w, pages[0].h
    lines = ["<?php", "require('/usr/share/php/fpdf/fpdf.php');",
             "class Doc extends FPDF { protected function _putinfo() { $this->metadata['Producer'] = 'FPDF '.FPDF_VERSION;"
             " $this->metadata['CreationDate'] = 'D:20260101000000'; foreach ($this->metadata as $k => $v)"
             " $this->_put('/'.$k.' '.$this->_textstring($v)); } }",
             f"$pdf = new Doc('{'L' if w > h else 'P'}', 'pt', array({min(w, h)}, {max(w, h)}));",
             "$pdf->SetAutoPageBreak(false); $pdf->SetMargins(0, 0, 0);",
             f"$pdf->SetTitle({php_str(title)}); $pdf->SetCreator('FPDF'); $pdf->SetAuthor('');",
             "function t($s) { return iconv('UTF-8', 'windows-1252', $s); }"]
    for p in pages:
        lines.append("$pdf->AddPage();")
        for op in p.ops:
            if op[0] == 'text':
                _, x, y, s, size, font, align, grey = op
                fam, style = FPDF_FONTS[font]
                g = int(round(grey * 255))
                lines.append(f"$pdf->SetFont('{fam}', '{style}', {size}); $pdf->SetTextColor({g}, {g}, {g});")
                if align == 'L':
                    lines.append(f"$pdf->Text({x:.2f}, {y:.2f}, t({php_str(s)}));")
                else:
                    k = 1 if align == 'R' else 0.5
                    lines.append(f"$s = t({php_str(s)}); $pdf->Text({x:.2f} - {k} * $pdf->GetStringWidth($s), {y:.2f}, $s);")
            elif op[0] == 'line':
                _, x1, y1, x2, y2, width, grey = op
                g = int(round(grey * 255))
                lines.append(f"$pdf->SetLineWidth({width}); $pdf->SetDrawColor({g}, {g}, {g}); $pdf->Line({x1:.2f}, {y1:.2f}, {x2:.2f}, {y2:.2f});")
            elif op[0] == 'rect':
                _, x, y, rw, rh, fill, width, stroke = op
                style = ('F' if fill is not None else '') + ('D' if stroke else '')
                if fill is not None:
                    g = int(round(fill * 255))
                    lines.append(f"$pdf->SetFillColor({g}, {g}, {g});")
                lines.append(f"$pdf->SetLineWidth({width}); $pdf->SetDrawColor(0, 0, 0); $pdf->Rect({x:.2f}, {y:.2f}, {rw:.2f}, {rh:.2f}, '{style}');")
    lines.append(f"$pdf->Output('F', {php_str(out)});")
    script = out + '.php'
    with open(script, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    try:
        run(['php', script])
    finally:
        os.remove(script)


MUTOOL_FONTS = {'R': 'Helvetica', 'B': 'Helvetica-Bold', 'M': 'Courier', 'MB': 'Courier-Bold', 'T': 'Times-Roman',
                'TB': 'Times-Bold'}


_WIDTHS = {}


def text_width(font, s, size):
    """Advance width of `s` in a base-14 font, from the metric tables Debian's php-fpdf ships."""
    file = {'R': 'helvetica', 'B': 'helveticab', 'M': 'courier', 'MB': 'courierb', 'T': 'times', 'TB': 'timesb'}[font]
    if file not in _WIDTHS:
        import re
        src = open(f'/usr/share/php/fpdf/font/{file}.php', encoding='latin-1').read()
        table = {}
        for m in re.finditer(r"(chr\((\d+)\)|'((?:\\.|[^'])*)')=>(\d+)", src):
            ch = chr(int(m.group(2))) if m.group(2) else m.group(3).replace("\\'", "'").replace('\\\\', '\\')
            table[ch.encode('latin-1')[0] if len(ch) == 1 else None] = int(m.group(4))
        _WIDTHS[file] = table
    table = _WIDTHS[file]
    return sum(table.get(b, 500) for b in s.encode('cp1252')) * size / 1000


def write_mutool(pages, out):
    """Writes each page as a content stream for `mutool create` (MuPDF), base-14 fonts in WinAnsi
    encoding. `text_width(font, s, size)` measures text for right and centred alignment."""
    tmp = out + '.d'
    os.makedirs(tmp, exist_ok=True)
    files = []
    for n, p in enumerate(pages):
        body = [f'%%MediaBox 0 0 {p.w:.0f} {p.h:.0f}']
        for k, name in MUTOOL_FONTS.items():
            body.append(f'%%Font F{k} {name}')
        for op in p.ops:
            if op[0] == 'text':
                _, x, y, s, size, font, align, grey = op
                if align != 'L':
                    x -= text_width(font, s, size) * (1 if align == 'R' else 0.5)
                enc = s.encode('cp1252')
                esc = enc.replace(b'\\', b'\\\\').replace(b'(', b'\\(').replace(b')', b'\\)')
                body.append(f'{grey:.2f} g BT /F{font} {size} Tf {x:.2f} {p.h - y:.2f} Td (' + esc.decode('latin-1') + ') Tj ET')
            elif op[0] == 'line':
                _, x1, y1, x2, y2, width, grey = op
                body.append(f'{grey:.2f} G {width} w {x1:.2f} {p.h - y1:.2f} m {x2:.2f} {p.h - y2:.2f} l S')
            elif op[0] == 'rect':
                _, x, y, rw, rh, fill, width, stroke = op
                r = f'{x:.2f} {p.h - y - rh:.2f} {rw:.2f} {rh:.2f} re'
                if fill is not None:
                    body.append(f'{fill:.2f} g {r} f 0 g')
                if stroke:
                    body.append(f'0 G {width} w {r} S')
        f = os.path.join(tmp, f'page{n + 1}.txt')
        with open(f, 'w', encoding='latin-1') as fh:
            fh.write('\n'.join(body) + '\n')
        files.append(f)
    run(['mutool', 'create', '-o', out, *files])
    for f in files:
        os.remove(f)
    os.rmdir(tmp)
