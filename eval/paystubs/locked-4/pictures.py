"""The fourth locked split's pictures: a phone photo and a scan of page 1 of every paystub and of the
first statement of each statement layout, made from the committed PDFs with poppler's pdftoppm,
Pillow and NumPy (not with eval/degrade, which made the other splits' pictures):
  NAME.photo.jpg  the page at 200 dpi laid on a table, seen at an angle (a perspective warp of its
                  corners), lit unevenly (a light falling off from one side, a soft shadow band,
                  a warm cast), a little out of focus, sensor noise, JPEG quality 70-78; some are
                  stored on their side with an EXIF orientation tag, as phones store them.
  NAME.scan.pdf   the page in grey at 150, 175 or 200 dpi, skewed by up to a degree and a half,
                  speckled, slightly soft, as a one-page image-only PDF (JPEG, no text layer)
                  written here byte by byte, without a producer's metadata.
Each carries its PDF's truth file. Seeds are fixed per document; a rerun writes the same bytes.
   /usr/bin/python3 eval/paystubs/locked-4/pictures.py [STEM ...]"""

import io
import os
import random
import shutil
import subprocess
import sys
import tempfile
import zlib

import numpy as np
from PIL import Image, ImageFilter

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
STATEMENTS = os.path.join(HERE, '..', '..', 'statements', 'locked-4')


def render(pdf, dpi, grey=False):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'p')
        subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-png'] + (['-gray'] if grey else []) + [pdf, out], check=True)
        name = next(f for f in os.listdir(tmp) if f.endswith('.png'))
        im = Image.open(os.path.join(tmp, name))
        im.load()
        return im


def perspective_coeffs(src, dst):
    """PIL's PERSPECTIVE data mapping output points `dst` back to input points `src`."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float)).tolist()


def photo(page, rng, nrng):
    w, h = page.size
    # The frame: the page fills most of it, the table shows round the edges.
    fw, fh = int(w * 1.12), int(h * 1.10)
    jit = lambda s: rng.uniform(-s, s)
    left, top = (fw - w) / 2, (fh - h) / 2
    tilt = rng.uniform(0.02, 0.06) * w  # the far edge looks narrower
    corners = [
        (left + tilt + jit(25), top + jit(25)),
        (left + w - tilt * rng.uniform(0.3, 1.0) + jit(25), top + jit(25) + rng.uniform(-30, 30)),
        (left + w + jit(20), top + h + jit(20)),
        (left + jit(20), top + h + jit(20)),
    ]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    table = np.empty((fh, fw, 3), np.float32)
    base = np.array(rng.choice([(118, 92, 66), (150, 148, 142), (82, 86, 94), (176, 160, 130)]), np.float32)
    grain = nrng.normal(0, 9, (fh // 8 + 1, fw // 8 + 1)).astype(np.float32)
    grain = np.array(Image.fromarray(grain).resize((fw, fh), Image.BILINEAR))
    table[:] = base
    table += grain[..., None]
    warped = page.convert('RGB').transform((fw, fh), Image.PERSPECTIVE, perspective_coeffs(src, corners), Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new('L', page.size, 255).transform((fw, fh), Image.PERSPECTIVE, perspective_coeffs(src, corners), Image.BILINEAR, fillcolor=0)
    m = np.asarray(mask, np.float32)[..., None] / 255
    img = np.asarray(warped, np.float32) * m + table * (1 - m)
    # Light: falling off from one side, a vignette, a soft shadow band (a hand or the phone), a warm cast.
    yy, xx = np.mgrid[0:fh, 0:fw].astype(np.float32)
    ang = rng.uniform(0, 2 * np.pi)
    ramp = ((xx / fw - 0.5) * np.cos(ang) + (yy / fh - 0.5) * np.sin(ang))
    light = 1.0 - rng.uniform(0.15, 0.32) * (ramp + 0.5)
    r2 = ((xx / fw - 0.5) ** 2 + (yy / fh - 0.5) ** 2)
    light *= 1.0 - rng.uniform(0.10, 0.22) * r2 * 2
    band_at, band_w = rng.uniform(0.2, 0.8), rng.uniform(0.08, 0.18)
    band = np.exp(-(((xx / fw) * np.cos(ang + 1.2) + (yy / fh) * np.sin(ang + 1.2) - band_at) ** 2) / (2 * band_w ** 2))
    light *= 1.0 - rng.uniform(0.06, 0.16) * band
    cast = np.array([1.0, rng.uniform(0.95, 0.98), rng.uniform(0.86, 0.93)], np.float32)
    img = img * light[..., None] * cast
    img += nrng.normal(0, rng.uniform(2.0, 3.0), img.shape).astype(np.float32)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.2)))
    # A phone's picture is about 1500 to 1700 pixels across here: sharp enough to read, small to keep.
    scale = rng.uniform(1500, 1700) / fw
    out = out.resize((int(fw * scale), int(fh * scale)), Image.LANCZOS)
    return out


def scan(pdf, rng, nrng):
    dpi = rng.choice([150, 175, 200])
    page = render(pdf, dpi, grey=True).convert('L')
    skew = rng.uniform(0.4, 1.5) * rng.choice([-1, 1])
    page = page.rotate(skew, Image.BICUBIC, expand=False, fillcolor=255)
    a = np.asarray(page, np.float32)
    # Paper not quite white, toner not quite black, a faint gradient from the scanner's lamp.
    a = 22 + a * (rng.uniform(0.82, 0.88))
    a += np.linspace(0, rng.uniform(-8, 8), a.shape[1])[None, :]
    a += nrng.normal(0, 2.0, a.shape)
    # Speckle: dust as dark dots, a few light drop-outs.
    n = int(a.size * rng.uniform(0.0004, 0.0009))
    ys, xs = nrng.integers(0, a.shape[0], n), nrng.integers(0, a.shape[1], n)
    a[ys, xs] = nrng.uniform(20, 90, n)
    ys, xs = nrng.integers(0, a.shape[0], n // 3), nrng.integers(0, a.shape[1], n // 3)
    a[ys, xs] = 235
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), 'L').filter(ImageFilter.GaussianBlur(0.5))
    buf = io.BytesIO()
    img.save(buf, 'JPEG', quality=rng.choice([55, 60, 65]))
    return image_pdf(buf.getvalue(), img.size, dpi)


def image_pdf(jpeg, size, dpi):
    """One page holding one grey JPEG, nothing else: no text, no metadata."""
    w, h = size
    pw, ph = w * 72 / dpi, h * 72 / dpi
    content = f'q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q\n'.encode()
    objs = [
        b'<< /Type /Catalog /Pages 2 0 R >>',
        b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>'.encode(),
        f'<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpeg)} >>\nstream\n'.encode() + jpeg + b'\nendstream',
        f'<< /Length {len(content)} >>\nstream\n'.encode() + content + b'endstream',
    ]
    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for k, body in enumerate(objs, start=1):
        offsets.append(len(out))
        out += f'{k} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for off in offsets:
        out += f'{off:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return bytes(out)


def write(pdf, truth, out_dir, stem, sideways):
    seed = zlib.crc32(f'locked-4:{stem}'.encode())
    rng, nrng = random.Random(seed), np.random.default_rng(seed)
    os.makedirs(out_dir, exist_ok=True)
    pic = photo(render(pdf, 200), rng, nrng)
    exif = Image.Exif()
    exif[0x010F] = 'Phone'  # Make
    if sideways:
        # Stored as the sensor saw it, turned a quarter; Orientation 6 says to turn it back.
        pic = pic.transpose(Image.ROTATE_90)
        exif[0x0112] = 6
    pic.save(os.path.join(out_dir, f'{stem}.photo.jpg'), 'JPEG', quality=rng.choice([68, 72, 76]), exif=exif.tobytes())
    with open(os.path.join(out_dir, f'{stem}.scan.pdf'), 'wb') as f:
        f.write(scan(pdf, rng, nrng))
    for kind in ('photo.jpg', 'scan.pdf'):
        shutil.copyfile(truth, os.path.join(out_dir, f'{stem}.{kind}.truth.json'))
    print('wrote', stem, '(sideways)' if sideways else '')


def main(only):
    corpus = os.path.join(HERE, 'corpus')
    stubs = sorted(f[:-4] for f in os.listdir(corpus) if f.endswith('.pdf'))
    jobs = [(os.path.join(corpus, f'{s}.pdf'), os.path.join(corpus, f'{s}.pdf.truth.json'), os.path.join(HERE, 'degraded'), s) for s in stubs]
    for layout in sorted(os.listdir(os.path.join(STATEMENTS, 'corpus'))):
        base = os.path.join(STATEMENTS, 'corpus', layout, f'{layout}-1')
        jobs.append((f'{base}.pdf', f'{base}.truth.json', os.path.join(STATEMENTS, 'degraded'), f'{layout}-1'))
    for k, (pdf, truth, out, stem) in enumerate(jobs):
        if only and stem not in only:
            continue
        # Every seventh photo is stored on its side with an EXIF orientation.
        write(pdf, truth, out, stem, sideways=k % 7 == 3)


if __name__ == '__main__':
    main(sys.argv[1:])
