"""Paints a drawing list (ops.md) with Qt 5's QPdfWriter and QPainter (PyQt5), in Noto Serif."""
import json
import os
import sys

os.environ.setdefault('QT_QPA_PLATFORM', 'offscreen')
from PyQt5.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt  # noqa: E402
from PyQt5.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen  # noqa: E402

FONTS = ['/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf', '/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf']
FAMILY = 'Noto Serif'
SCALE = 10  # device units per point (the writer at 720 dpi; font sizes stay in points)


def render(doc, out):
    app = QGuiApplication.instance() or QGuiApplication(['render_qt'])
    for f in FONTS:
        QFontDatabase.addApplicationFont(f)
    w, h = doc['size']
    writer = QPdfWriter(out)
    writer.setResolution(72 * SCALE)
    writer.setCreator('underwrite eval (Qt QPdfWriter)')
    writer.setTitle(doc.get('title', ''))
    writer.setPageLayout(QPageLayout(QPageSize(QSizeF(w, h), QPageSize.Point, '', QPageSize.ExactMatch), QPageLayout.Portrait, QMarginsF(0, 0, 0, 0)))
    p = QPainter(writer)
    for i, page in enumerate(doc['pages']):
        if i:
            writer.newPage()
        for op in page:
            if 't' in op:
                f = QFont(FAMILY)
                f.setPointSizeF(op['s'])
                f.setBold(bool(op.get('b')))
                f.setStyleStrategy(QFont.PreferNoShaping)  # plain glyphs, no ligatures
                p.setFont(f)
                p.setPen(QColor(0, 0, 0))
                width = p.fontMetrics().horizontalAdvance(op['t'])
                x = op['x'] * SCALE - (width if op.get('a') == 'r' else width / 2 if op.get('a') == 'c' else 0)
                p.drawText(QPointF(x, op['y'] * SCALE), op['t'])
            elif 'line' in op:
                pen = QPen(QColor(0, 0, 0))
                pen.setWidthF(op.get('w', 0.5) * SCALE)
                p.setPen(pen)
                x1, y1, x2, y2 = op['line']
                p.drawLine(QPointF(x1 * SCALE, y1 * SCALE), QPointF(x2 * SCALE, y2 * SCALE))
            elif 'box' in op:
                g = int(round(op['g'] * 255))
                p.fillRect(QRectF(*[v * SCALE for v in op['box']]), QColor(g, g, g))
    p.end()
    del app


if __name__ == '__main__':
    render(json.load(open(sys.argv[1])), sys.argv[2])
