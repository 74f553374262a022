"""The drawing list (render/ops.md) a layout builds, and the renderer that paints it into a PDF."""
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

FONTS = {
    'open-sans': ('/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf', '/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf'),
    'freesans': ('/usr/share/fonts/truetype/freefont/FreeSans.ttf', '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf'),
    'lato': ('/usr/share/fonts/truetype/lato/Lato-Regular.ttf', '/usr/share/fonts/truetype/lato/Lato-Bold.ttf'),
    'roboto': ('/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf', '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf'),
}
A4 = (595.28, 841.89)
LETTER = (612, 792)


class Canvas:
    def __init__(self, size, font, info, date):
        self.size = size
        self.ops = [f'size\t{size[0]}\t{size[1]}', f'font\tr\t{FONTS[font][0]}', f'font\tb\t{FONTS[font][1]}', f'date\t{date}']
        self.ops += [f'info\t{k}\t{v}' for k, v in info.items()]
        self.pages = 0

    def page(self):
        self.ops.append('page')
        self.pages += 1

    def text(self, x, y, s, size=9, bold=False, align='l'):
        s = str(s)
        assert '\t' not in s and '\n' not in s
        self.ops.append(f'text\t{x:.2f}\t{y:.2f}\t{"b" if bold else "r"}\t{size}\t{align}\t{s}')

    def line(self, x1, y1, x2, y2, width=0.5):
        self.ops.append(f'line\t{x1:.2f}\t{y1:.2f}\t{x2:.2f}\t{y2:.2f}\t{width}')

    def rect(self, x, y, w, h, grey=0.9):
        self.ops.append(f'rect\t{x:.2f}\t{y:.2f}\t{w:.2f}\t{h:.2f}\t{grey}')

    def render(self, producer, out):
        with tempfile.NamedTemporaryFile('w', suffix='.tsv', encoding='utf-8', delete=False) as f:
            f.write('\n'.join(self.ops) + '\n')
            src = f.name
        cmd = {
            'fitz': ['/usr/bin/python3', os.path.join(HERE, 'render_fitz.py'), src, out],
            'api2': ['perl', os.path.join(HERE, 'render_api2.pl'), src, out],
            'prawn': ['ruby', os.path.join(HERE, 'render_prawn.rb'), src, out],
            'itext': ['java', '-cp', '/usr/share/java/itext5.jar', os.path.join(HERE, 'RenderItext.java'), src, out],
        }[producer]
        subprocess.run(cmd, check=True)
        os.unlink(src)
