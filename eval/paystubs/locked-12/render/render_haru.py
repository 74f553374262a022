#!/usr/bin/python3
"""Paint a drawing list (ops.md) with libharu (libhpdf 2.3.0) through ctypes: render_haru.py OPS PDF."""
import ctypes
import ctypes.util
import sys

lib = ctypes.CDLL(ctypes.util.find_library('hpdf-2.3.0') or 'libhpdf-2.3.0.so')
F = ctypes.c_float
P = ctypes.c_void_p
ERR = ctypes.CFUNCTYPE(None, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_void_p)
sig = {
    'HPDF_New': ([ERR, P], P), 'HPDF_Free': ([P], None), 'HPDF_AddPage': ([P], P),
    'HPDF_SetCompressionMode': ([P, ctypes.c_uint], ctypes.c_ulong),
    'HPDF_SetInfoAttr': ([P, ctypes.c_int, ctypes.c_char_p], ctypes.c_ulong),
    'HPDF_SetInfoDateAttr': ([P, ctypes.c_int, ctypes.c_byte * 64], ctypes.c_ulong),
    'HPDF_GetFont': ([P, ctypes.c_char_p, ctypes.c_char_p], P),
    'HPDF_SaveToFile': ([P, ctypes.c_char_p], ctypes.c_ulong),
    'HPDF_Page_SetWidth': ([P, F], ctypes.c_ulong), 'HPDF_Page_SetHeight': ([P, F], ctypes.c_ulong),
    'HPDF_Page_BeginText': ([P], ctypes.c_ulong), 'HPDF_Page_EndText': ([P], ctypes.c_ulong),
    'HPDF_Page_SetFontAndSize': ([P, P, F], ctypes.c_ulong),
    'HPDF_Page_TextOut': ([P, F, F, ctypes.c_char_p], ctypes.c_ulong),
    'HPDF_Page_TextWidth': ([P, ctypes.c_char_p], F),
    'HPDF_Page_SetLineWidth': ([P, F], ctypes.c_ulong),
    'HPDF_Page_MoveTo': ([P, F, F], ctypes.c_ulong), 'HPDF_Page_LineTo': ([P, F, F], ctypes.c_ulong),
    'HPDF_Page_Rectangle': ([P, F, F, F, F], ctypes.c_ulong),
    'HPDF_Page_Stroke': ([P], ctypes.c_ulong), 'HPDF_Page_Fill': ([P], ctypes.c_ulong),
    'HPDF_Page_SetGrayFill': ([P, F], ctypes.c_ulong), 'HPDF_Page_SetGrayStroke': ([P, F], ctypes.c_ulong),
}
for name, (args, res) in sig.items():
    fn = getattr(lib, name)
    fn.argtypes = args
    fn.restype = res


@ERR
def on_error(code, detail, _data):
    raise SystemExit(f'libharu error 0x{code:04x} ({detail})')


def main(ops_path, pdf_path):
    doc = lib.HPDF_New(on_error, None)
    lib.HPDF_SetCompressionMode(doc, 0x0F)
    lib.HPDF_SetInfoAttr(doc, 3, b'underwrite eval/paystubs/locked-12')  # HPDF_INFO_CREATOR
    fonts = {'r': lib.HPDF_GetFont(doc, b'Helvetica', b'WinAnsiEncoding'),
             'b': lib.HPDF_GetFont(doc, b'Helvetica-Bold', b'WinAnsiEncoding')}
    page, h = None, 0.0
    for line in open(ops_path, encoding='utf-8').read().splitlines():
        f = line.split('\t')
        if f[0] == 'PAGE':
            page = lib.HPDF_AddPage(doc)
            lib.HPDF_Page_SetWidth(page, float(f[1]))
            h = float(f[2])
            lib.HPDF_Page_SetHeight(page, h)
        elif f[0] == 'T':
            x, y, size = float(f[1]), float(f[2]), float(f[3])
            text = f[6].encode('cp1252')
            lib.HPDF_Page_SetGrayFill(page, 0.0)
            lib.HPDF_Page_BeginText(page)
            lib.HPDF_Page_SetFontAndSize(page, fonts[f[4]], size)
            w = lib.HPDF_Page_TextWidth(page, text)
            if f[5] == 'r':
                x -= w
            elif f[5] == 'c':
                x -= w / 2
            lib.HPDF_Page_TextOut(page, x, h - y, text)
            lib.HPDF_Page_EndText(page)
        elif f[0] == 'L':
            lib.HPDF_Page_SetGrayStroke(page, 0.0)
            lib.HPDF_Page_SetLineWidth(page, float(f[5]))
            lib.HPDF_Page_MoveTo(page, float(f[1]), h - float(f[2]))
            lib.HPDF_Page_LineTo(page, float(f[3]), h - float(f[4]))
            lib.HPDF_Page_Stroke(page)
        elif f[0] == 'B':
            x, y, w, bh = map(float, f[1:5])
            lib.HPDF_Page_SetGrayFill(page, float(f[5]))
            lib.HPDF_Page_Rectangle(page, x, h - y - bh, w, bh)
            lib.HPDF_Page_Fill(page)
        elif f[0] == 'R':
            x, y, w, bh = map(float, f[1:5])
            lib.HPDF_Page_SetGrayStroke(page, 0.0)
            lib.HPDF_Page_SetLineWidth(page, float(f[5]))
            lib.HPDF_Page_Rectangle(page, x, h - y - bh, w, bh)
            lib.HPDF_Page_Stroke(page)
    lib.HPDF_SaveToFile(doc, pdf_path.encode())
    lib.HPDF_Free(doc)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
