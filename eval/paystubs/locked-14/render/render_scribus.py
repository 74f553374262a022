"""Paints a drawing list (ops.md) with Scribus's own PDF exporter, run headless
(`scribus -g -ns -py render_scribus.py`, QT_QPA_PLATFORM=offscreen): a text frame for every text item
(right- or centre-aligned in its frame as the list asks), lines and rectangles as page items, the
Liberation fonts (metric twins of Helvetica and Times) embedded as subsets. The list, the PDF and the
family come in the environment: LOCKED14_OPS, LOCKED14_OUT, LOCKED14_FAMILY."""
import os

import scribus

FONTS = {'Helvetica': ('Liberation Sans Regular', 'Liberation Sans Bold'),
         'Times': ('Liberation Serif Regular', 'Liberation Serif Bold')}
ASCENT = 0.905  # Liberation's ascent, a fraction of the size: the first baseline under a frame's top

family = os.environ['LOCKED14_FAMILY']
regular, bold = FONTS[family]
items = [line.rstrip('\n').split('\t') for line in open(os.environ['LOCKED14_OPS'], encoding='utf-8') if line.strip()]
pages = [p for p in items if p[0] == 'page']
w, h = float(pages[0][1]), float(pages[0][2])
scribus.newDocument((w, h), (0, 0, 0, 0), scribus.PORTRAIT, 1, scribus.UNIT_POINTS, scribus.PAGE_1, 0, len(pages))
greys = {}


def grey(level):
    name = f'Grey {level}'
    if name not in greys:
        v = int(round(float(level) * 255))
        scribus.defineColorRGB(name, v, v, v)
        greys[name] = True
    return name


page = 0
for p in items:
    if p[0] == 'page':
        page += 1
        scribus.gotoPage(page)
    elif p[0] == 'text':
        x, y, size, s = float(p[1]), float(p[2]), float(p[5]), p[6]
        span = max(30.0, len(s) * size * 0.8 + 20)
        left = x if p[3] == 'l' else (x - span if p[3] == 'r' else x - span / 2)
        f = scribus.createText(left, y - size * ASCENT, span, size * 1.5)
        scribus.setTextDistances(0, 0, 0, 0, f)
        scribus.setText(s, f)
        scribus.setFont(bold if p[4] == 'b' else regular, f)
        scribus.setFontSize(size, f)
        scribus.setLineSpacingMode(0, f) if hasattr(scribus, 'setLineSpacingMode') else None
        scribus.setTextAlignment({'l': scribus.ALIGN_LEFT, 'r': scribus.ALIGN_RIGHT, 'c': scribus.ALIGN_CENTERED}[p[3]], f)
    elif p[0] == 'rule':
        ln = scribus.createLine(float(p[1]), float(p[2]), float(p[3]), float(p[4]))
        scribus.setLineWidth(float(p[5]), ln)
        scribus.setLineColor('Black', ln)
    elif p[0] == 'box':
        x, y, bw, bh = float(p[1]), float(p[2]), float(p[3]), float(p[4])
        r = scribus.createRect(x, y, bw, bh)
        scribus.setFillColor(grey(p[5]) if p[5] != '-' else 'None', r)
        if p[6] == '1':
            scribus.setLineColor('Black', r)
            scribus.setLineWidth(0.6, r)
        else:
            scribus.setLineColor('None', r)
        scribus.sentToLayer if False else None
pdf = scribus.PDFfile()
pdf.file = os.environ['LOCKED14_OUT']
pdf.fontEmbedding = 0
pdf.subsetList = [regular, bold]
pdf.fontEmbedding = 0
pdf.info = 'underwrite locked-14'
pdf.compress = True
pdf.save()
scribus.closeDoc()
