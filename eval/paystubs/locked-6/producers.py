"""The two producers of the sixth locked split: LuaLaTeX with fontspec (OpenType and TrueType fonts
through luaotfload) and Gnumeric's `ssconvert` printing a hand-written workbook to PDF through cairo.
Shared by eval/statements/locked-6/write.py."""
import os
import re
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import escape as xml_escape

FIXED_DATE = b'2026-11-20'


def us(c):
    """1,234.56 from cents (magnitude)."""
    c = abs(c)
    return f'{c // 100:,}.{c % 100:02d}'


def eu(c):
    """1.234,56 from cents (magnitude)."""
    return us(c).replace(',', ' ').replace('.', ',').replace(' ', '.')


def lakh(c):
    c = abs(c)
    whole, frac = str(c // 100), c % 100
    if len(whole) > 3:
        head = whole[:-3]
        head = ','.join([head[max(0, i - 2):i] for i in range(len(head), 0, -2)][::-1])
        whole = head + ',' + whole[-3:]
    return f'{whole}.{frac:02d}'


TEX_SPECIAL = {'&': r'\&', '%': r'\%', '#': r'\#', '$': r'\$', '_': r'\_', '{': r'\{', '}': r'\}', '~': r'\textasciitilde{}', '^': r'\^{}'}


def tex(s):
    return ''.join(TEX_SPECIAL.get(ch, ch) for ch in str(s))


def lualatex(source, out_pdf):
    """Typeset a LaTeX source with LuaLaTeX, twice (for page references), with a fixed date and no
    optional info in the PDF."""
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, 'doc.tex'), 'w', encoding='utf-8') as f:
            f.write(source)
        env = dict(os.environ, SOURCE_DATE_EPOCH='1763596800', FORCE_SOURCE_DATE='1')
        for _ in range(2):
            r = subprocess.run(['lualatex', '-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], cwd=d, env=env, capture_output=True, text=True)
            if r.returncode != 0:
                raise RuntimeError(r.stdout[-3000:])
        shutil.copy(os.path.join(d, 'doc.pdf'), out_pdf)


LUA_PREAMBLE = r"""\documentclass{article}
\pdfvariable suppressoptionalinfo 1023
\usepackage{fontspec}
\usepackage[%s]{geometry}
\usepackage{array}
\usepackage{xcolor}
\setlength{\parindent}{0pt}
\pagestyle{empty}
"""


# ---- Gnumeric ----------------------------------------------------------------------------------------

class Sheet:
    """One printed page: cells with a style each, column widths in points."""

    def __init__(self, name, widths, landscape=False):
        self.name, self.widths, self.landscape = name, widths, landscape
        self.cells = {}   # (row, col) -> text
        self.styles = []  # (r0, c0, r1, c1, halign, bold, size, back)
        self.merges = []
        self.row = 0

    def put(self, row, col, text, align='left', bold=False, size=9, back=None, span=1):
        self.cells[(row, col)] = str(text)
        self.styles.append((row, col, row, col + span - 1, align, bold, size, back))
        if span > 1:
            self.merges.append((row, col, row, col + span - 1))

    def line(self, *cells, bold=False, size=9, back=None):
        """A row of (col, text, align) cells at the next row."""
        for col, text, align, *span in cells:
            self.put(self.row, col, text, align, bold, size, back, span[0] if span else 1)
        self.row += 1

    def skip(self, n=1):
        self.row += n

    def xml(self):
        halign = {'left': 2, 'right': 4, 'center': 8}
        styles = []
        for r0, c0, r1, c1, align, bold, size, back in self.styles:
            b = back or 'FFFF:FFFF:FFFF'
            styles.append(f'<gnm:StyleRegion startCol="{c0}" startRow="{r0}" endCol="{c1}" endRow="{r1}"><gnm:Style HAlign="{halign[align]}" VAlign="2" WrapText="0" ShrinkToFit="0" Rotation="0" Shade="{1 if back else 0}" Indent="0" Locked="1" Hidden="0" Fore="0:0:0" Back="{b}" PatternColor="0:0:0" Format="@"><gnm:Font Unit="{size}" Bold="{1 if bold else 0}" Italic="0" Underline="0" StrikeThrough="0" Script="0">Liberation Sans</gnm:Font></gnm:Style></gnm:StyleRegion>')
        cols = ''.join(f'<gnm:ColInfo No="{i}" Unit="{w}"/>' for i, w in enumerate(self.widths))
        cells = ''.join(f'<gnm:Cell Row="{r}" Col="{c}" ValueType="60">{xml_escape(t)}</gnm:Cell>' for (r, c), t in sorted(self.cells.items()))
        merges = ''.join(f'<gnm:Merge>{col(c0)}{r0 + 1}:{col(c1)}{r1 + 1}</gnm:Merge>' for r0, c0, r1, c1 in self.merges)
        orient = 'landscape' if self.landscape else 'portrait'
        return f"""<gnm:Sheet DisplayFormulas="0" HideZero="0" HideGrid="1" HideColHeader="0" HideRowHeader="0" DisplayOutlines="1" OutlineSymbolsBelow="1" OutlineSymbolsRight="1">
<gnm:Name>{xml_escape(self.name)}</gnm:Name><gnm:MaxCol>{len(self.widths)}</gnm:MaxCol><gnm:MaxRow>{self.row + 1}</gnm:MaxRow>
<gnm:PrintInformation><gnm:Margins><gnm:top Points="40"/><gnm:bottom Points="40"/><gnm:left Points="40"/><gnm:right Points="36"/><gnm:header Points="0"/><gnm:footer Points="0"/></gnm:Margins>
<gnm:Scale type="percentage" percentage="100"/><gnm:vcenter value="0"/><gnm:hcenter value="0"/><gnm:grid value="0"/><gnm:even_if_only_styles value="0"/><gnm:monochrome value="0"/><gnm:draft value="0"/><gnm:titles value="0"/><gnm:do_not_print value="0"/><gnm:print_range value="GNM_PRINT_ACTIVE_SHEET"/>
<gnm:order>d_then_r</gnm:order><gnm:orientation>{orient}</gnm:orientation><gnm:Header Left="" Middle="" Right=""/><gnm:Footer Left="" Middle="" Right=""/><gnm:paper>iso_a4</gnm:paper></gnm:PrintInformation>
<gnm:Styles>{''.join(styles)}</gnm:Styles>
<gnm:Cols DefaultSizePts="48">{cols}</gnm:Cols><gnm:Rows DefaultSizePts="13"/>
<gnm:MergedRegions>{merges}</gnm:MergedRegions>
<gnm:Cells>{cells}</gnm:Cells></gnm:Sheet>"""


def col(c):
    return chr(ord('A') + c)


def ssconvert(sheets, out_pdf):
    """A workbook with one sheet per page, printed to PDF by Gnumeric; cairo's creation date replaced
    in place by a fixed one of the same length."""
    names = ''.join(f'<gnm:SheetName>{xml_escape(s.name)}</gnm:SheetName>' for s in sheets)
    book = f"""<?xml version="1.0" encoding="UTF-8"?>
<gnm:Workbook xmlns:gnm="http://www.gnumeric.org/v10.dtd"><gnm:SheetNameIndex>{names}</gnm:SheetNameIndex>
<gnm:Sheets>{''.join(s.xml() for s in sheets)}</gnm:Sheets></gnm:Workbook>"""
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, 'book.gnumeric')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(book)
        r = subprocess.run(['ssconvert', src, os.path.join(d, 'out.pdf')], capture_output=True, text=True, env=dict(os.environ, HOME=d))
        if not os.path.exists(os.path.join(d, 'out.pdf')):
            raise RuntimeError(r.stderr)
        data = open(os.path.join(d, 'out.pdf'), 'rb').read()
    data = re.sub(rb'/CreationDate \(D:(\d{14})', lambda m: b'/CreationDate (D:' + b'20261120000000', data)
    with open(out_pdf, 'wb') as f:
        f.write(data)
