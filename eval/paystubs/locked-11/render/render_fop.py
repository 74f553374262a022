"""Paints a drawing list (ops.md) with Apache FOP: the list becomes XSL-FO, one absolutely placed
block container for each text, rule and box, in Noto Sans (embedded by FOP's font configuration; complex scripts off, so no ligatures)."""
import os
import subprocess
import sys
import json
from xml.sax.saxutils import escape

CONF = '''<?xml version="1.0"?>
<fop version="1.0"><complex-scripts disabled="true"/><renderers><renderer mime="application/pdf"><fonts>
<font embed-url="file:///usr/share/fonts/truetype/noto/NotoSans-Regular.ttf" kerning="yes"><font-triplet name="NotoSans" style="normal" weight="normal"/></font>
<font embed-url="file:///usr/share/fonts/truetype/noto/NotoSans-Bold.ttf" kerning="yes"><font-triplet name="NotoSans" style="normal" weight="bold"/></font>
</fonts></renderer></renderers></fop>
'''


def fo_of(doc):
    w, h = doc['size']
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format" font-family="NotoSans">',
           f'<fo:layout-master-set><fo:simple-page-master master-name="p" page-width="{w}pt" page-height="{h}pt" margin="0pt">'
           '<fo:region-body margin="0pt"/></fo:simple-page-master></fo:layout-master-set>',
           '<fo:declarations><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
           '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">'
           f'<dc:title>{escape(doc.get("title", ""))}</dc:title><xmp:CreatorTool>underwrite eval (Apache FOP)</xmp:CreatorTool>'
           '</rdf:Description></rdf:RDF></x:xmpmeta></fo:declarations>']
    for page in doc['pages']:
        out.append('<fo:page-sequence master-reference="p"><fo:flow flow-name="xsl-region-body">')
        out.append('<fo:block-container absolute-position="absolute" top="0pt" left="0pt" width="1pt" height="1pt"><fo:block/></fo:block-container>')
        for op in page:
            if 't' in op:
                s = op['s']
                top = op['y'] - 1.069 * s  # Noto Sans: ascender 1.069 em above the baseline, line-height 1.362 em
                a = op.get('a', 'l')
                width = 400
                left = op['x'] - (width if a == 'r' else width / 2 if a == 'c' else 0)
                align = {'l': 'start', 'r': 'end', 'c': 'center'}[a]
                weight = 'bold' if op.get('b') else 'normal'
                out.append(f'<fo:block-container absolute-position="absolute" top="{top:.2f}pt" left="{left:.2f}pt" width="{width}pt">'
                           f'<fo:block font-size="{s}pt" font-weight="{weight}" text-align="{align}" white-space-collapse="false" '
                           f'line-height="{1.362 * s:.3f}pt" line-stacking-strategy="font-height" wrap-option="no-wrap">{escape(op["t"])}</fo:block></fo:block-container>')
            elif 'line' in op:
                x1, y1, x2, y2 = op['line']
                lw = op.get('w', 0.5)
                if y1 == y2:
                    out.append(f'<fo:block-container absolute-position="absolute" top="{y1 - lw / 2:.2f}pt" left="{x1:.2f}pt" width="{x2 - x1:.2f}pt" height="{lw}pt" background-color="black"><fo:block/></fo:block-container>')
                else:
                    out.append(f'<fo:block-container absolute-position="absolute" top="{y1:.2f}pt" left="{x1 - lw / 2:.2f}pt" width="{lw}pt" height="{y2 - y1:.2f}pt" background-color="black"><fo:block/></fo:block-container>')
            elif 'box' in op:
                x, y, bw, bh = op['box']
                g = int(round(op['g'] * 255))
                out.append(f'<fo:block-container absolute-position="absolute" top="{y:.2f}pt" left="{x:.2f}pt" width="{bw:.2f}pt" height="{bh:.2f}pt" background-color="rgb({g},{g},{g})"><fo:block/></fo:block-container>')
        out.append('</fo:flow></fo:page-sequence>')
    out.append('</fo:root>')
    return '\n'.join(out)


def render(doc, out_pdf, work):
    os.makedirs(work, exist_ok=True)
    conf = os.path.join(work, 'fop.xconf')
    with open(conf, 'w') as f:
        f.write(CONF)
    fo = os.path.join(work, os.path.basename(out_pdf) + '.fo')
    with open(fo, 'w', encoding='utf-8') as f:
        f.write(fo_of(doc))
    subprocess.run(['fop', '-q', '-c', conf, '-fo', fo, '-pdf', out_pdf], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


if __name__ == '__main__':
    render(json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3])
