"""Phone photos and scans of page 1 of every paystub of the sixth locked split (and of one statement
per layout of eval/statements/locked-6), degraded with GraphicsMagick (`gm convert`) from poppler's
`pdftoppm` raster. Geometry and levels come from a seed per document (CRC-32 of
`locked-6:picture:NAME`); GraphicsMagick's noise is not seeded, so a rerun differs in its grain.
    /usr/bin/python3 eval/paystubs/locked-6/pictures.py [NAME ...]"""
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
STATEMENTS = os.path.join(HERE, '..', '..', 'statements', 'locked-6')
STATEMENT_FIRSTS = ['in-passbook-1', 'sg-bank-1', 'us-amount-first-1']


def sources():
    out = []
    corpus = os.path.join(HERE, 'corpus')
    for f in sorted(os.listdir(corpus)):
        if f.endswith('.pdf'):
            out.append((f[:-4], os.path.join(corpus, f), os.path.join(corpus, f + '.truth.json'), os.path.join(HERE, 'degraded')))
    for stem in STATEMENT_FIRSTS:
        d = os.path.join(STATEMENTS, 'corpus', stem.rsplit('-', 1)[0])
        out.append((stem, os.path.join(d, stem + '.pdf'), os.path.join(d, stem + '.truth.json'), os.path.join(STATEMENTS, 'degraded')))
    return out


def gm(*args):
    subprocess.run(['gm', 'convert', *map(str, args)], check=True, env=dict(os.environ, OMP_NUM_THREADS='1'))


def with_orientation_6(jpeg):
    """The JPEG with an EXIF APP1 segment, right after the start of image, whose Orientation is 6."""
    tiff = b'II\x2a\x00' + struct.pack('<I', 8) + struct.pack('<H', 1) + struct.pack('<HHIHH', 0x0112, 3, 1, 6, 0) + struct.pack('<I', 0)
    app1 = b'Exif\x00\x00' + tiff
    return jpeg[:2] + b'\xff\xe1' + struct.pack('>H', len(app1) + 2) + app1 + jpeg[2:]


def jpeg_size(jpeg):
    i = 2
    while i < len(jpeg):
        marker, length = jpeg[i + 1], struct.unpack('>H', jpeg[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            h, w = struct.unpack('>HH', jpeg[i + 5:i + 9])
            return w, h
        i += 2 + length
    raise ValueError('no SOF')


def image_pdf(jpeg, dpi):
    """A one-page PDF holding only the grey JPEG, no text layer and no metadata."""
    width, height = jpeg_size(jpeg)
    w, h = width * 72 / dpi, height * 72 / dpi
    content = f'q {w:.2f} 0 0 {h:.2f} 0 0 cm /Scan Do Q'.encode()
    objs = [b'<< /Type /Catalog /Pages 2 0 R >>', b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
            f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w:.2f} {h:.2f}] /Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R >>'.encode(),
            f'<< /Type /XObject /Subtype /Image /Width {width} /Height {height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpeg)} >>\nstream\n'.encode() + jpeg + b'\nendstream',
            f'<< /Length {len(content)} >>\nstream\n'.encode() + content + b'\nendstream']
    out = bytearray(b'%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for n, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f'{n} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode() + b''.join(f'{o:010d} 00000 n \n'.encode() for o in offsets)
    out += f'trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return bytes(out)


def raster(pdf, dpi, d, gray=False):
    stem = os.path.join(d, 'page')
    subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-singlefile', *(['-gray'] if gray else []), '-png', pdf, stem], check=True)
    return stem + '.png'


def photo(pdf, out, rng, sideways):
    with tempfile.TemporaryDirectory() as d:
        png = raster(pdf, 220, d)
        table = rng.choice(['#4a3a2c', '#33302e', '#5b4636', '#2f3a40'])
        shear = rng.uniform(0.008, 0.02) * rng.choice([-1, 1])
        squeeze = rng.uniform(0.93, 0.97)
        dst = os.path.join(d, 'photo.jpg')
        gm(png, '-bordercolor', table, '-border', f'{rng.randint(50, 90)}x{rng.randint(60, 110)}',
           '-background', table, '-affine', f'{squeeze:.3f},{rng.uniform(-0.02, 0.02):.3f},{shear:.3f},1,0,0', '-transform',
           '-rotate', f'{rng.uniform(-3.5, 3.5):.2f}',
           '-fill', rng.choice(['#f2d8a8', '#f5e0b8', '#e9cf9f']), '-colorize', str(rng.randint(6, 12)),
           '-gamma', f'{rng.uniform(0.85, 1.0):.2f}', '-modulate', f'{rng.randint(88, 98)},{rng.randint(85, 100)}',
           '+noise', 'Gaussian', '-blur', f'0x{rng.uniform(1.2, 1.8):.2f}',
           '-resize', f'{rng.randint(1080, 1200)}x', '-sampling-factor', '2x2', *(['-rotate', '-90'] if sideways else []),
           '-quality', str(rng.randint(50, 58)), '+profile', '*', dst)
        data = open(dst, 'rb').read()
    with open(out, 'wb') as f:
        f.write(with_orientation_6(data) if sideways else data)


def scan(pdf, out, rng):
    dpi = rng.choice([120, 130, 140])
    with tempfile.TemporaryDirectory() as d:
        png = raster(pdf, dpi, d, gray=True)
        dst = os.path.join(d, 'scan.jpg')
        gm(png, '-colorspace', 'GRAY', '-background', '#f4f4f4', '-rotate', f'{rng.uniform(0.4, 1.3) * rng.choice([-1, 1]):.2f}',
           '-level', f'{rng.randint(0, 6)}%,{rng.uniform(0.9, 1.1):.2f},{rng.randint(94, 100)}%',
           '+noise', 'Gaussian', '-blur', f'0x{rng.uniform(1.0, 1.2):.2f}', '-quality', str(rng.randint(40, 46)), '+profile', '*', dst)
        data = open(dst, 'rb').read()
    with open(out, 'wb') as f:
        f.write(image_pdf(data, dpi))


def main(names):
    for i, (name, pdf, truth, outdir) in enumerate(sources()):
        if names and name not in names:
            continue
        os.makedirs(outdir, exist_ok=True)
        rng = random.Random(zlib.crc32(f'locked-6:picture:{name}'.encode()))
        sideways = i % 5 == 1
        photo(pdf, os.path.join(outdir, name + '.photo.jpg'), rng, sideways)
        scan(pdf, os.path.join(outdir, name + '.scan.pdf'), rng)
        for kind in ('photo.jpg', 'scan.pdf'):
            shutil.copy(truth, os.path.join(outdir, f'{name}.{kind}.truth.json'))
        print(name, 'sideways' if sideways else '')


if __name__ == '__main__':
    main(sys.argv[1:])
