"""Photos and scans of page 1 of each of the split's PDFs (paystubs and statements):
/usr/bin/python3 eval/paystubs/locked-11/pictures.py [NAME ...] (default: all).

Page 1 is rasterised by poppler's `pdftoppm`; NumPy and SciPy's `ndimage` do the rest (a homography
sampled with `map_coordinates`, `gaussian_filter`, `rotate`, `zoom`); libjpeg-turbo's `cjpeg` writes
the JPEGs, and each scan's JPEG is put as it is (DCTDecode) on the one page of a PDF written here by
hand. A seed per picture: CRC-32 of `locked-11:photo:NAME` and `locked-11:scan:NAME`."""
import os
import subprocess
import sys
import tempfile
import zlib

import numpy as np
from scipy import ndimage

HERE = os.path.dirname(os.path.abspath(__file__))
STATEMENTS = os.path.join(HERE, '..', '..', 'statements', 'locked-11')
# Stored on their side with an Exif Orientation tag, as a phone writes it.
SIDEWAYS = {'us-nyc-2': 6, 'ng-payslip-4': 8, 'jm-payslip-1': 6, 'gh-payslip-3': 8, 'us-nyc-5': 8,
            'ng-current-2': 6, 'jm-savings-1': 8, 'ae-current-3': 6}


def read_pnm(path):
    with open(path, 'rb') as f:
        data = f.read()
    parts, pos = [], 0
    while len(parts) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        parts.append(data[pos:end])
        pos = end
    pos += 1
    kind, w, h = parts[0], int(parts[1]), int(parts[2])
    ch = 3 if kind == b'P6' else 1
    arr = np.frombuffer(data[pos:pos + w * h * ch], dtype=np.uint8).reshape(h, w, ch) if ch == 3 else np.frombuffer(data[pos:pos + w * h], dtype=np.uint8).reshape(h, w)
    return arr.astype(np.float32)


def write_pnm(path, arr):
    a = np.clip(np.rint(arr), 0, 255).astype(np.uint8)
    with open(path, 'wb') as f:
        f.write((b'P6' if a.ndim == 3 else b'P5') + f'\n{a.shape[1]} {a.shape[0]}\n255\n'.encode())
        f.write(a.tobytes())


def rasterise(pdf, dpi, grey, work):
    stem = os.path.join(work, 'page')
    subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-singlefile'] + (['-gray'] if grey else []) + [pdf, stem], check=True)
    return read_pnm(stem + ('.pgm' if grey else '.ppm'))


def jpeg(arr, quality, work, grey=False):
    src = os.path.join(work, 'out.pnm')
    write_pnm(src, arr)
    args = ['cjpeg', '-quality', str(quality), '-optimize'] + (['-grayscale'] if grey else ['-sample', '2x2'])
    return subprocess.run(args + [src], check=True, stdout=subprocess.PIPE).stdout


def exif_orientation(data, orientation):
    """The JFIF APP0 segment replaced by an Exif APP1 segment holding only the Orientation tag."""
    assert data[:4] == b'\xff\xd8\xff\xe0'
    app0_len = int.from_bytes(data[4:6], 'big')
    tiff = b'MM\x00\x2a\x00\x00\x00\x08' + b'\x00\x01' + b'\x01\x12\x00\x03\x00\x00\x00\x01' + orientation.to_bytes(2, 'big') + b'\x00\x00' + b'\x00\x00\x00\x00'
    body = b'Exif\x00\x00' + tiff
    return b'\xff\xd8\xff\xe1' + (len(body) + 2).to_bytes(2, 'big') + body + data[4 + app0_len:]


def homography(src, dst):
    """The 3x3 matrix taking the four points `src` to `dst`."""
    a = []
    for (x, y), (u, v) in zip(src, dst):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y, -u])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y, -v])
    _, _, vt = np.linalg.svd(np.array(a, dtype=np.float64))
    return vt[-1].reshape(3, 3) / vt[-1][-1]


def photo(pdf, out, seed, sideways, work):
    r = np.random.default_rng(seed)
    page = rasterise(pdf, int(r.integers(130, 151)), False, work)
    ph, pw = page.shape[:2]
    W = int(r.integers(1100, 1181))
    H = int(round(W * 1.36))
    # The desk: a colour, smoothed noise and a few soft streaks.
    base = np.array(r.choice([[150, 118, 86], [118, 112, 104], [196, 190, 178], [62, 78, 70], [92, 70, 54]]), dtype=np.float32)
    grain = ndimage.gaussian_filter(r.normal(0, 1, (H, W)).astype(np.float32), (r.uniform(2, 6), r.uniform(15, 40)))
    grain = grain / (np.abs(grain).max() + 1e-6)
    desk = base[None, None, :] * (1 + 0.12 * grain[..., None]) + r.normal(0, 3, (H, W, 1)).astype(np.float32)
    # Where the page's corners land: a margin, the far (top) edge narrower, each corner jittered, a small turn.
    m = W * r.uniform(0.06, 0.1)
    narrow = r.uniform(0.05, 0.12) * (W - 2 * m)
    top = H * r.uniform(0.05, 0.09)
    bottom = H - H * r.uniform(0.03, 0.07)
    quad = np.array([[m + narrow / 2, top], [W - m - narrow / 2, top], [W - m, bottom], [m, bottom]])
    quad += r.normal(0, W * 0.008, quad.shape)
    angle = np.deg2rad(r.uniform(-2.2, 2.2))
    c = quad.mean(axis=0)
    rot = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    quad = (quad - c) @ rot.T + c
    Hm = homography(quad, [[0, 0], [pw - 1, 0], [pw - 1, ph - 1], [0, ph - 1]])  # output pixel -> page pixel
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float64)
    den = Hm[2, 0] * xx + Hm[2, 1] * yy + Hm[2, 2]
    sx = (Hm[0, 0] * xx + Hm[0, 1] * yy + Hm[0, 2]) / den
    sy = (Hm[1, 0] * xx + Hm[1, 1] * yy + Hm[1, 2]) / den
    inside = ((sx >= 0) & (sx <= pw - 1) & (sy >= 0) & (sy <= ph - 1)).astype(np.float32)
    inside = ndimage.gaussian_filter(inside, 0.7)
    warped = np.stack([ndimage.map_coordinates(page[..., k], [sy, sx], order=1, cval=255) for k in range(3)], axis=-1)
    # The page's shadow on the desk, down and to one side.
    shadow = ndimage.shift(inside, (r.uniform(4, 10), r.uniform(-8, 8)), order=1)
    shadow = ndimage.gaussian_filter(shadow, 9)
    desk = desk * (1 - 0.45 * shadow[..., None])
    img = warped * inside[..., None] + desk * (1 - inside[..., None])
    # Light: a ramp in a random direction, a soft glare, a tint.
    theta = r.uniform(0, 2 * np.pi)
    ramp = (np.cos(theta) * (xx / W - 0.5) + np.sin(theta) * (yy / H - 0.5))
    ramp = (ramp - ramp.min()) / (ramp.max() - ramp.min())
    light = 1 - r.uniform(0.16, 0.28) * ramp
    gx, gy = r.uniform(0.25, 0.75) * W, r.uniform(0.2, 0.6) * H
    light += r.uniform(0.04, 0.09) * np.exp(-(((xx - gx) / (W * 0.22)) ** 2 + ((yy - gy) / (H * 0.18)) ** 2))
    tint = np.array(r.choice([[1.04, 1.0, 0.9], [1.0, 1.0, 1.0], [0.94, 0.98, 1.05], [1.02, 1.0, 0.95]]), dtype=np.float32)
    img = img * light[..., None].astype(np.float32) * tint[None, None, :]
    # The lens and the phone: defocus, sharpening, sensor noise.
    sigma = r.uniform(0.6, 1.0)
    img = np.stack([ndimage.gaussian_filter(img[..., k], sigma) for k in range(3)], axis=-1)
    soft = np.stack([ndimage.gaussian_filter(img[..., k], 2.0) for k in range(3)], axis=-1)
    img = img + r.uniform(0.3, 0.6) * (img - soft)
    img = img + r.normal(0, r.uniform(2.5, 4.5), img.shape).astype(np.float32)
    if sideways:
        img = np.rot90(img, 1 if sideways == 6 else -1)
    data = jpeg(img, int(r.integers(58, 71)), work)
    if sideways:
        data = exif_orientation(data, sideways)
    with open(out, 'wb') as f:
        f.write(data)


def pdf_of_jpeg(data, w, h, dpi, grey):
    """An image-only PDF of one page, the JPEG as it is (DCTDecode), the page the image's size at `dpi`."""
    pw, ph = w * 72 / dpi, h * 72 / dpi
    objs = [
        b'<< /Type /Catalog /Pages 2 0 R >>',
        b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>'.encode(),
    ]
    content = f'q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q'.encode()
    objs.append(b'<< /Length %d >>\nstream\n' % len(content) + content + b'\nendstream')
    objs.append(f'<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /{"DeviceGray" if grey else "DeviceRGB"} /BitsPerComponent 8 /Filter /DCTDecode /Length {len(data)} >>\nstream\n'.encode() + data + b'\nendstream')
    objs.append(b'<< /Producer (underwrite eval scan) /CreationDate (D:20260601090000Z) >>')
    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for i, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += f'{i} 0 obj\n'.encode() + o + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for off in offsets:
        out += f'{off:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info {len(objs)} 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return bytes(out)


def scan(pdf, out, seed, work):
    r = np.random.default_rng(seed)
    img = rasterise(pdf, 300, True, work)
    # Fed a little crooked, the optics soft, paper and toner not quite white and black, at 200 dpi.
    img = ndimage.rotate(img, r.uniform(0.25, 1.1) * r.choice([-1, 1]), reshape=False, order=1, cval=255)
    img = ndimage.gaussian_filter(img, r.uniform(0.6, 0.95))
    lo, hi = r.uniform(10, 22), r.uniform(226, 240)
    img = lo + img * (hi - lo) / 255
    img = ndimage.zoom(img, 2 / 3, order=1)
    img = img + r.normal(0, r.uniform(2, 4), img.shape).astype(np.float32)
    data = jpeg(img, int(r.integers(36, 46)), work, grey=True)
    h, w = img.shape
    with open(out, 'wb') as f:
        f.write(pdf_of_jpeg(data, w, h, 200, True))


def make(pdf, truth_file, degraded, name):
    os.makedirs(degraded, exist_ok=True)
    with open(truth_file, encoding='utf-8') as f:
        truth = f.read()
    with tempfile.TemporaryDirectory() as work:
        photo(pdf, os.path.join(degraded, f'{name}.photo.jpg'), zlib.crc32(f'locked-11:photo:{name}'.encode()), SIDEWAYS.get(name), work)
        scan(pdf, os.path.join(degraded, f'{name}.scan.pdf'), zlib.crc32(f'locked-11:scan:{name}'.encode()), work)
    for kind in ('photo.jpg', 'scan.pdf'):
        with open(os.path.join(degraded, f'{name}.{kind}.truth.json'), 'w', encoding='utf-8') as f:
            f.write(truth)


def stubs(only):
    corpus = os.path.join(HERE, 'corpus')
    for f in sorted(os.listdir(corpus)):
        if f.endswith('.pdf'):
            name = f[:-4]
            if not only or name in only:
                make(os.path.join(corpus, f), os.path.join(corpus, f'{f}.truth.json'), os.path.join(HERE, 'degraded'), name)
                print(name)


def statements(only):
    corpus = os.path.join(STATEMENTS, 'corpus')
    for layout in sorted(os.listdir(corpus)):
        for f in sorted(os.listdir(os.path.join(corpus, layout))):
            if f.endswith('.pdf'):
                name = f[:-4]
                if not only or name in only:
                    make(os.path.join(corpus, layout, f), os.path.join(corpus, layout, f'{name}.truth.json'), os.path.join(STATEMENTS, 'degraded'), name)
                    print(name)


if __name__ == '__main__':
    # The paystubs and then the statements (eval/statements/locked-11/pictures.py makes only those).
    stubs(sys.argv[1:])
    statements(sys.argv[1:])
