#!/usr/bin/python3
"""Paints a drawing list (ops.md) with PyMuPDF: render_fitz.py OPS.tsv OUT.pdf"""
import sys
import fitz

def main(src, out):
    doc = fitz.open()
    fonts, info, date, size, page = {}, {}, None, (595, 842), None
    for raw in open(src, encoding='utf-8').read().split('\n'):
        if not raw:
            continue
        f = raw.split('\t')
        if f[0] == 'size':
            size = (float(f[1]), float(f[2]))
        elif f[0] == 'font':
            fonts[f[1]] = (f'F{f[1]}', f[2], fitz.Font(fontfile=f[2]))
        elif f[0] == 'info':
            info[f[1]] = f[2]
        elif f[0] == 'date':
            date = f'D:{f[1]}Z'
        elif f[0] == 'page':
            page = doc.new_page(width=size[0], height=size[1])
        elif f[0] == 'text':
            x, y, z = float(f[1]), float(f[2]), float(f[4])
            name, path, font = fonts[f[3]]
            w = font.text_length(f[6], fontsize=z)
            x = x - w if f[5] == 'r' else x - w / 2 if f[5] == 'c' else x
            page.insert_text((x, y), f[6], fontname=name, fontfile=path, fontsize=z)
        elif f[0] == 'line':
            page.draw_line((float(f[1]), float(f[2])), (float(f[3]), float(f[4])), width=float(f[5]))
        elif f[0] == 'rect':
            g = float(f[5])
            page.draw_rect(fitz.Rect(float(f[1]), float(f[2]), float(f[1]) + float(f[3]), float(f[2]) + float(f[4])), color=None, fill=(g, g, g), width=0)
    meta = {'title': info.get('Title', ''), 'author': info.get('Author', ''), 'subject': info.get('Subject', ''), 'creator': info.get('Creator', ''),
            'producer': f'PyMuPDF {fitz.VersionBind}', 'creationDate': date or '', 'modDate': date or '', 'keywords': ''}
    doc.set_metadata(meta)
    doc.subset_fonts()
    doc.save(out, garbage=4, deflate=True, no_new_id=True)

if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
