"""Phone photos and scans of page 1 of every paystub of the ninth locked split, from poppler's
`pdftoppm` raster: the photos made with Pillow, the scans with ImageMagick and wrapped in a PDF by
libtiff's tiff2pdf. Seeds: CRC-32 of `locked-9:picture:NAME`.
    /usr/bin/python3 eval/paystubs/locked-9/pictures.py [NAME ...]"""
import hashlib
import io
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, 'corpus')
DEGRADED = os.path.join(HERE, 'degraded')
# EXIF orientation of the photos stored on their side, by the index of the stub in name order:
# 6 (turn 90° clockwise to view) or 8 (turn 90° anticlockwise).
SIDEWAYS = {2: 6, 7: 8, 11: 6, 14: 8, 18: 6}


def sh(cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=dict(os.environ, TZ='UTC'))


def render(pdf, dpi, grey, tmp):
    """Page 1 by pdftoppm, as a PIL image."""
    stem = os.path.join(tmp, 'page')
    sh(['pdftoppm', '-f', '1', '-l', '1', '-r', str(dpi), '-singlefile'] + (['-gray'] if grey else []) + [pdf, stem])
    return Image.open(stem + ('.pgm' if grey else '.ppm')).copy()


def perspective_coeffs(dst, src):
    """The 8 coefficients PIL's PERSPECTIVE transform needs to take each output corner `dst` to the
    input corner `src`."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float)).tolist()


def grain(size, sigma, seed):
    """Gaussian grain around 128, from a seeded generator."""
    w, h = size
    return Image.fromarray(np.random.default_rng(seed).normal(128, sigma, (h, w)).clip(0, 255).astype(np.uint8), 'L')


def photo(pdf, rng, orientation, tmp):
    """Page 1 lying on a desk, photographed by a phone held at a slant: the sheet in perspective and
    turned a little, a desk of wood or laminate round it, light falling off across the frame with a
    soft shadow over one corner, a warm or cool cast, slightly out of focus then sharpened as phones
    do, sensor grain, about 1,100 to 1,200 pixels across, JPEG quality 50 to 60; some stored on their
    side, with an EXIF segment (Orientation 6 or 8) in place of the JFIF one."""
    page = render(pdf, rng.choice([110, 120, 130]), False, tmp)
    w, h = page.size
    W, H = int(w * 1.22), int(h * 1.16)
    desk = Image.new('RGB', (W, H), rng.choice([(122, 92, 64), (96, 98, 104), (176, 160, 134), (70, 82, 74)]))
    streaks = grain((W // 8, H), 40, rng.randint(1, 10 ** 6)).resize((W, H), Image.BILINEAR)
    desk = Image.composite(ImageChops.multiply(desk, Image.merge('RGB', [streaks.point(lambda v: 200 + v // 5)] * 3)), desk,
                           Image.new('L', (W, H), 160))
    # The corners of the sheet in the photo: the far (top) edge narrower, all of it turned a little.
    x0, y0 = (W - w) / 2, (H - h) / 2
    squeeze = rng.uniform(0.04, 0.08) * w
    jitter = lambda: rng.uniform(-0.01, 0.01) * w  # noqa: E731
    corners = [(x0 + squeeze + jitter(), y0 + jitter()), (x0 + w - squeeze + jitter(), y0 + jitter()),
               (x0 + w + jitter(), y0 + h + jitter()), (x0 + jitter(), y0 + h + jitter())]
    turn = np.radians(rng.uniform(-3.0, 3.0))
    cx, cy = W / 2, H / 2
    corners = [(cx + (x - cx) * np.cos(turn) - (y - cy) * np.sin(turn), cy + (x - cx) * np.sin(turn) + (y - cy) * np.cos(turn)) for x, y in corners]
    coeffs = perspective_coeffs(corners, [(0, 0), (w, 0), (w, h), (0, h)])
    sheet = page.transform((W, H), Image.PERSPECTIVE, coeffs, Image.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new('L', (W, H), 0)
    ImageDraw.Draw(mask).polygon(corners, fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(1.2))
    scene = Image.composite(sheet, desk, mask)
    # Light: a ramp across the frame from a random side, a soft shadow in one corner, a colour cast.
    toward = rng.uniform(0, 2 * np.pi)
    ys, xs = np.mgrid[0:H, 0:W]
    t = xs * np.cos(toward) + ys * np.sin(toward)
    t = (t - t.min()) / (t.max() - t.min())
    low = rng.randint(168, 205)
    ramp = Image.fromarray((low + (255 - low) * t).astype(np.uint8), 'L')
    shadow = Image.new('L', (W, H), 255)
    sx, sy = rng.choice([(0, 0), (W, 0), (0, H), (W, H)])
    r = rng.uniform(0.25, 0.4) * W
    ImageDraw.Draw(shadow).ellipse((sx - r, sy - r, sx + r, sy + r), fill=rng.randint(150, 190))
    shadow = shadow.filter(ImageFilter.GaussianBlur(W / 12))
    light = ImageChops.multiply(ramp, shadow)
    cast = rng.choice([(255, 243, 222), (250, 250, 244), (236, 243, 255)])
    lit = ImageChops.multiply(scene, Image.merge('RGB', [light.point(lambda v, c=c: v * c // 255) for c in cast]))
    # Focus and the phone's sharpening, then grain.
    soft = lit.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.3))).filter(ImageFilter.UnsharpMask(radius=2, percent=rng.randint(60, 110), threshold=2))
    noise = grain((W, H), rng.uniform(3, 5), rng.randint(1, 10 ** 6))
    noisy = ImageChops.add(soft, Image.merge('RGB', [noise] * 3), scale=1.0, offset=-128)
    across = rng.randint(1100, 1200)
    out = noisy.resize((across, round(H * across / W)), Image.LANCZOS)
    if orientation == 6:
        out = out.transpose(Image.ROTATE_90)
    elif orientation == 8:
        out = out.transpose(Image.ROTATE_270)
    buf = io.BytesIO()
    quality = rng.randint(50, 60)
    if not orientation:
        out.save(buf, 'JPEG', quality=quality, subsampling=2, optimize=True)
        return buf.getvalue()
    exif = Image.Exif()
    exif[0x010F] = 'Phone'
    exif[0x0112] = orientation
    out.save(buf, 'JPEG', quality=quality, subsampling=2, optimize=True, exif=exif.tobytes())
    return exif_first(buf.getvalue())


def exif_first(jpg):
    """Drops Pillow's JFIF segment (APP0) so the EXIF one (APP1) follows the start of the image, as
    phones write it."""
    assert jpg[:2] == b'\xff\xd8'
    rest = jpg[2:]
    if rest[:2] == b'\xff\xe0':
        rest = rest[2 + struct.unpack('>H', rest[2:4])[0]:]
    assert rest[:2] == b'\xff\xe1'
    return b'\xff\xd8' + rest


def scan(pdf, name, rng, tmp):
    """Page 1 through an office scanner: grey at 140 or 150 dpi, turned 0.3° to 1.4° either way, softened,
    paper and toner not quite white and black, written as a TIFF by ImageMagick and made a
    one-page image-only PDF by tiff2pdf, JPEG at quality 30 to 36 (its blocks the scanner's noise); its dates and file identifier fixed."""
    dpi = rng.choice([140, 150])
    render(pdf, dpi, True, tmp).save(os.path.join(tmp, 'grey.pgm'))
    angle = rng.uniform(0.3, 1.4) * rng.choice([-1, 1])
    black, white = rng.randint(8, 16), rng.randint(88, 94)
    sh(['/usr/bin/convert-im6.q16', os.path.join(tmp, 'grey.pgm'), '-seed', str(rng.randint(1, 10 ** 6)), '-background', 'white', '-rotate', f'{angle:.2f}', '+repage',
        '-blur', '0x0.8', '+level', f'{black}%,{white}%', '-colorspace', 'Gray',
        '-depth', '8', '-density', str(dpi), '-units', 'PixelsPerInch', '-compress', 'None',
        '+set', 'date:create', '+set', 'date:modify', os.path.join(tmp, 'scan.tif')])
    sh(['tiff2pdf', '-j', '-q', str(rng.randint(30, 36)), '-o', os.path.join(tmp, 'scan.pdf'), '-c', 'scanner', os.path.join(tmp, 'scan.tif')])
    data = open(os.path.join(tmp, 'scan.pdf'), 'rb').read()
    data = re.sub(rb"D:\d{14}", b'D:20260101000000', data)
    fileid = hashlib.md5(name.encode()).hexdigest().upper().encode()
    data = re.sub(rb'/ID\s*\[\s*<[0-9A-Fa-f]{32}>\s*<[0-9A-Fa-f]{32}>\s*\]', b'/ID[<' + fileid + b'><' + fileid + b'>]', data)
    return data


def main(names):
    os.makedirs(DEGRADED, exist_ok=True)
    pdfs = sorted(f[:-4] for f in os.listdir(CORPUS) if f.endswith('.pdf'))
    for k, name in enumerate(pdfs):
        if names and name not in names:
            continue
        rng = random.Random(zlib.crc32(f'locked-9:picture:{name}'.encode()))
        pdf = os.path.join(CORPUS, name + '.pdf')
        with tempfile.TemporaryDirectory() as tmp:
            photo_bytes = photo(pdf, rng, SIDEWAYS.get(k), tmp)
        with tempfile.TemporaryDirectory() as tmp:
            scan_bytes = scan(pdf, name, rng, tmp)
        with open(os.path.join(DEGRADED, f'{name}.photo.jpg'), 'wb') as f:
            f.write(photo_bytes)
        with open(os.path.join(DEGRADED, f'{name}.scan.pdf'), 'wb') as f:
            f.write(scan_bytes)
        for kind in ('photo.jpg', 'scan.pdf'):
            shutil.copyfile(os.path.join(CORPUS, name + '.pdf.truth.json'), os.path.join(DEGRADED, f'{name}.{kind}.truth.json'))
        print(name, f'orientation {SIDEWAYS[k]}' if k in SIDEWAYS else '', len(photo_bytes), len(scan_bytes))


if __name__ == '__main__':
    main(sys.argv[1:])
