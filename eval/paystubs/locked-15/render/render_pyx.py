"""The fifteenth locked split's drawing list as a PDF written by PyX's own PDF writer (no TeX run).

    python3 render_pyx.py LIST.ops OUT.pdf FAMILY
"""
import sys

PYX_FONTS = {'LMSans': ('lmss10', 'lmssbx10')}


def render(items, family, out_pdf):
    """The drawing list by PyX's own PDF writer, text set by its UnicodeEngine in a Type 1 font (Latin Modern
    Sans from TeX's fonts, embedded), no TeX run."""
    from pyx import canvas, color, document, path, style, text, unit
    unit.set(defaultunit='pt')
    engines = {}

    def engine(bold, size):
        key = (bold, size)
        if key not in engines:
            engines[key] = text.UnicodeEngine(fontname=PYX_FONTS[family][1 if bold else 0], size=size)
        return engines[key]

    halign = {'l': text.halign.left, 'r': text.halign.right, 'c': text.halign.center}
    pages, c, h = [], None, None
    for item in items:
        p = item.split('\t')
        if p[0] == 'page':
            c = canvas.canvas()
            w, h = float(p[1]), float(p[2])
            pages.append(document.page(c, paperformat=document.paperformat(w * unit.t_pt, h * unit.t_pt),
                                        centered=0, fittosize=0))
        elif p[0] == 'text':
            c.insert(engine(p[4] == 'b', float(p[5])).text(float(p[1]), h - float(p[2]), p[6], [halign[p[3]]]))
        elif p[0] == 'rule':
            c.stroke(path.line(float(p[1]), h - float(p[2]), float(p[3]), h - float(p[4])),
                     [style.linewidth(float(p[5]) * unit.t_pt)])
        elif p[0] == 'box':
            x, y, bw, bh = float(p[1]), float(p[2]), float(p[3]), float(p[4])
            r = path.rect(x, h - y - bh, bw, bh)
            if p[5] != '-':
                c.fill(r, [color.gray(float(p[5]))])
            if p[6] == '1':
                c.stroke(r, [style.linewidth(0.6 * unit.t_pt)])
    document.document(pages).writePDFfile(out_pdf)



if __name__ == '__main__':
    ops, out, family = sys.argv[1:4]
    with open(ops, encoding='utf-8') as f:
        render([line.rstrip('\n') for line in f if line.strip()], family, out)
