"""Phone photos and scans of page 1 of every paystub of the fifth locked split (and of one statement
per layout of eval/statements/locked-5), made with ImageMagick's `convert` from poppler's
`pdftoppm` raster. Seeds: CRC-32 of `locked-5:picture:NAME`.
    /usr/bin/python3 eval/paystubs/locked-5/pictures.py [NAME ...]"""
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
STATEMENTS = os.path.join(HERE, '..', '..', 'statements', 'locked-5')
STATEMENT_FIRSTS = ['brokerage-cash-1', 'uk-passbook-1', 'us-sections-1', 'za-cr-1']
CONVERT = '/usr/bin/convert'


def sources():
    out = []
    corpus = os.path.join(HERE, 'corpus')
    for f in sorted(os.listdir(corpus)):
        if f.endswith('.pdf'):
            out.append((f[:-4], os.path.join(corpus, f), os.path.join(corpus, f + '.truth.json'), os.path.join(HERE, 'degraded')))
    for stem in STATEMENT_FIRSTS:
        layout = stem.rsplit('-', 1)[0]
        d = os.path.join(STATEMENTS, 'corpus', layout)
        if os.path.exists(os.path.join(d, stem + '.pdf')):
            out.append((stem, os.path.join(d, stem + '.pdf'), os.path.join(d, stem + '.truth.json'), os.path.join(STATEMENTS, 'degraded')))
    return out


def im(*args):
    subprocess.run([CONVERT, *map(str, args)], check=True, env=dict(os.environ, MAGICK_THREAD_LIMIT='1', OMP_NUM_THREADS='1'))


def with_orientation_6(jpeg):
    """The JPEG with an EXIF APP1 segment whose Orientation is 6 (rotate 90 degrees clockwise to view)."""
    tiff = b'MM\x00\x2a' + struct.pack('>I', 8) + struct.pack('>H', 1) + struct.pack('>HHII', 0x0112, 3, 1, 6 << 16) + struct.pack('>I', 0)
    app1 = b'Exif\x00\x00' + tiff
    return jpeg[:2] + b'\xff\xe1' + struct.pack('>H', len(app1) + 2) + app1 + jpeg[2:]


def image_pdf(jpeg, width, height, dpi):
    """A one-page PDF holding only the grey JPEG (DCTDecode), no text and no metadata."""
    w, h = width * 72 / dpi, height * 72 / dpi
    content = f'q {w:.2f} 0 0 {h:.2f} 0 0 cm /Im0 Do Q'.encode()
    objs = [b'<< /Type /Catalog /Pages 2 0 R >>',
            b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w:.2f} {h:.2f}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>'.encode(),
            f'<< /Type /XObject /Subtype /Image /Width {width} /Height {height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpeg)} >>\nstream\n'.encode() + jpeg + b'\nendstream',
            f'<< /Length {len(content)} >>\nstream\n'.encode() + content + b'\nendstream']
    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for n, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f'{n} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for o in offsets:
        out += f'{o:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return bytes(out)


def size_of(png):
    r = subprocess.run(['/usr/bin/identify', '-format', '%w %h', png], check=True, capture_output=True, text=True).stdout.split()
    return int(r[0]), int(r[1])


def photo(src_pdf, out, rng, sideways):
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['pdftoppm', '-r', '150', '-f', '1', '-l', '1', '-singlefile', '-png', src_pdf, os.path.join(tmp, 'p')], check=True)
        page = os.path.join(tmp, 'p.png')
        w, h = size_of(page)
        pad = int(w * 0.07)
        W, H = w + 2 * pad, h + 2 * pad
        j = lambda k: rng.uniform(-k, k) * w  # noqa: E731
        far = rng.uniform(0.04, 0.08) * w  # the far (top) edge narrower
        pts = [(pad, pad), (pad + w, pad), (pad + w, pad + h), (pad, pad + h)]
        moved = [(pad + far + j(0.01), pad + j(0.015)), (pad + w - far + j(0.01), pad + j(0.015)),
                 (pad + w + j(0.012), pad + h + j(0.012)), (pad + j(0.012), pad + h + j(0.012))]
        distort = ' '.join(f'{a:.1f},{b:.1f} {c:.1f},{d:.1f}' for (a, b), (c, d) in zip(pts, moved))
        table = rng.choice(['#7a6552', '#5e5147', '#8c7a66', '#6f6a63'])
        light = rng.choice(['NorthWest', 'NorthEast', 'West', 'East'])
        hi, lo = rng.randint(96, 100), rng.randint(62, 74)
        target = rng.randint(1250, 1400)
        quality = rng.randint(62, 70)
        im(page, '-bordercolor', table, '-border', pad, '-virtual-pixel', 'background', '-background', table,
           '-distort', 'Perspective', distort, '+repage',
           '(', '-size', f'{int(W * 1.4)}x{int(H * 1.4)}', f'radial-gradient:gray{hi}-gray{lo}', '-gravity', light, '-crop', f'{W}x{H}+0+0', '+repage', '+gravity', ')',
           '-compose', 'Multiply', '-composite',
           '-fill', '#ffe2b0', '-colorize', str(rng.randint(5, 10)),
           '-blur', f'0x{rng.uniform(0.7, 1.3):.2f}', '-resize', f'{target}x',
           '-seed', rng.randint(1, 10 ** 6), '-attenuate', f'{rng.uniform(0.15, 0.3):.2f}', '+noise', 'Gaussian',
           *(['-rotate', '-90'] if sideways else []),
           '-strip', '-sampling-factor', '2x2', '-quality', quality, os.path.join(tmp, 'o.jpg'))
        data = open(os.path.join(tmp, 'o.jpg'), 'rb').read()
        with open(out, 'wb') as f:
            f.write(with_orientation_6(data) if sideways else data)


def scan(src_pdf, out, rng):
    dpi = rng.choice([140, 150, 160])
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-singlefile', '-gray', '-png', src_pdf, os.path.join(tmp, 'p')], check=True)
        page = os.path.join(tmp, 'p.png')
        w, h = size_of(page)
        specks = []
        for _ in range(rng.randint(25, 60)):
            x, y, r = rng.randint(0, w), rng.randint(0, h), rng.choice([1, 1, 1, 2])
            specks += ['-draw', f'circle {x},{y} {x + r},{y}']
        skew = rng.uniform(0.4, 1.4) * rng.choice([-1, 1])
        im(page, '-background', 'white', '-rotate', f'{skew:.2f}', '-gravity', 'center', '-extent', f'{w}x{h}',
           '+level', f'{rng.randint(6, 12)}%,{rng.randint(88, 94)}%',
           '(', '-size', f'{w}x{h}', f'gradient:gray{rng.randint(97, 100)}-gray{rng.randint(86, 92)}', '-rotate', str(rng.choice([0, 90, 180, 270])), '-resize', f'{w}x{h}!', ')',
           '-compose', 'Multiply', '-composite', '-fill', 'gray20', *specks,
           '-blur', f'0x{rng.uniform(0.4, 0.7):.2f}', '-seed', rng.randint(1, 10 ** 6), '-attenuate', '0.15', '+noise', 'Gaussian',
           '-colorspace', 'Gray', '-type', 'Grayscale', '-strip', '-quality', rng.randint(55, 63), os.path.join(tmp, 's.jpg'))
        sw, sh = size_of(os.path.join(tmp, 's.jpg'))
        with open(out, 'wb') as f:
            f.write(image_pdf(open(os.path.join(tmp, 's.jpg'), 'rb').read(), sw, sh, dpi))


def main(names):
    items = sources()
    for k, (name, pdf, truth, dest) in enumerate(items):
        if names and name not in names:
            continue
        os.makedirs(dest, exist_ok=True)
        rng = random.Random(zlib.crc32(f'locked-5:picture:{name}'.encode()))
        sideways = k % 6 == 2
        photo(pdf, os.path.join(dest, f'{name}.photo.jpg'), rng, sideways)
        scan(pdf, os.path.join(dest, f'{name}.scan.pdf'), rng)
        for kind in ('photo.jpg', 'scan.pdf'):
            shutil.copyfile(truth, os.path.join(dest, f'{name}.{kind}.truth.json'))
        print(name, 'sideways' if sideways else '')


if __name__ == '__main__':
    main(sys.argv[1:])
