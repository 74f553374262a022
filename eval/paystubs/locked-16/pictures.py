"""Pictures of page 1 of the sixteenth locked split's documents: a phone photo on a desk and a grey
scan wrapped in an image-only PDF, each with its PDF's truth beside it.

    /usr/bin/python3 eval/paystubs/locked-16/pictures.py [NAME ...]

`make(pdf, truth_file, out_dir, name, orientation)` is also used by the statements' pictures.py.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import zlib

import numpy as np
from scipy import ndimage

HERE = os.path.dirname(os.path.abspath(__file__))
# photos stored on their side with an Exif Orientation, as a phone writes them
SIDEWAYS = {'bm-payslip-4': 6, 'fi-palkka-2': 8, 'si-placilna-5': 6, 'ws-payslip-1': 8, 'ws-payslip-3': 6}


def seeded(kind, name):
    return np.random.default_rng(zlib.crc32(f'locked-16:{kind}:{name}'.encode()))


def raster(pdf, dpi, gray):
    """Page 1 as an array (rows, cols[, 3]) of 0..255, by pdftoppm's PPM or PGM output."""
    with tempfile.TemporaryDirectory() as d:
        base = os.path.join(d, 'p')
        subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-singlefile'] + (['-gray'] if gray else []) + [pdf, base], check=True)
        with open(base + ('.pgm' if gray else '.ppm'), 'rb') as f:
            data = f.read()
    parts = data.split(maxsplit=4)
    w, h = int(parts[1]), int(parts[2])
    px = np.frombuffer(parts[4], dtype=np.uint8)
    return px.reshape((h, w) if gray else (h, w, 3)).astype(np.float64)


def jpeg(array, quality, gray):
    """JPEG bytes from libjpeg-turbo's cjpeg (2x2 chroma subsampling for colour)."""
    a = np.clip(np.rint(array), 0, 255).astype(np.uint8)
    h, w = a.shape[:2]
    header = f'{"P5" if gray else "P6"}\n{w} {h}\n255\n'.encode()
    args = ['cjpeg', '-quality', str(quality)] + (['-grayscale'] if gray else ['-sample', '2x2'])
    return subprocess.run(args, input=header + a.tobytes(), check=True, capture_output=True).stdout


def exif_orientation(jpg, orientation):
    """The JFIF APP0 segment replaced by an Exif APP1 segment holding only the Orientation tag."""
    assert jpg[:2] == b'\xff\xd8' and jpg[2:4] == b'\xff\xe0'
    rest = jpg[4 + int.from_bytes(jpg[4:6], 'big'):]
    tiff = b'MM\x00\x2a\x00\x00\x00\x08' + b'\x00\x01' + b'\x01\x12\x00\x03\x00\x00\x00\x01' + \
        orientation.to_bytes(2, 'big') + b'\x00\x00' + b'\x00\x00\x00\x00'
    body = b'Exif\x00\x00' + tiff
    return b'\xff\xd8\xff\xe1' + (len(body) + 2).to_bytes(2, 'big') + body + rest


def homography(src, dst):
    """The 3x3 matrix taking the four points `src` to `dst`."""
    A = []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y, -u])
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y, -v])
    _, _, vt = np.linalg.svd(np.array(A))
    return vt[-1].reshape(3, 3) / vt[-1][-1]


DESKS = [(150, 108, 70), (128, 128, 126), (214, 208, 196), (52, 74, 58), (96, 70, 50)]


def photo(pdf, rnd):
    page = raster(pdf, int(rnd.integers(120, 143)), gray=False)
    ph, pw = page.shape[:2]
    out_w = int(rnd.integers(1060, 1141))
    out_h = int(out_w * 1.38)
    # the page's corners on the photo: the far (top) edge narrower, corners jittered, a small turn
    margin = out_w * rnd.uniform(0.05, 0.09)
    width = out_w - 2 * margin
    height = width * ph / pw
    top = (out_h - height) / 2
    narrow = width * rnd.uniform(0.08, 0.15) / 2
    quad = np.array([[margin + narrow, top], [out_w - margin - narrow, top],
                     [out_w - margin, top + height], [margin, top + height]])
    quad += rnd.normal(0, out_w * 0.006, quad.shape)
    turn = np.radians(rnd.uniform(-3.0, 3.0))
    c = quad.mean(axis=0)
    rot = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    quad = (quad - c) @ rot.T + c
    H = homography(quad, [[0, 0], [pw - 1, 0], [pw - 1, ph - 1], [0, ph - 1]])
    yy, xx = np.mgrid[0:out_h, 0:out_w]
    pts = H @ np.stack([xx.ravel(), yy.ravel(), np.ones(xx.size)])
    sx, sy = (pts[0] / pts[2]).reshape(out_h, out_w), (pts[1] / pts[2]).reshape(out_h, out_w)
    inside = (sx >= 0) & (sx <= pw - 1) & (sy >= 0) & (sy <= ph - 1)
    # the desk: a base colour with a smoothed grain, darkened under the page's soft shadow
    base = np.array(DESKS[int(rnd.integers(len(DESKS)))], dtype=np.float64)
    grain = ndimage.gaussian_filter(rnd.normal(0, 1, (out_h, out_w)), (1.5, 12)) * 60
    img = base[None, None, :] + grain[..., None]
    shadow = ndimage.gaussian_filter(ndimage.shift(inside.astype(np.float64), (9, 7), order=0), 10)
    img *= (1 - 0.45 * shadow)[..., None]
    for ch in range(3):
        sampled = ndimage.map_coordinates(page[..., ch], [sy, sx], order=1, mode='nearest')
        img[..., ch] = np.where(inside, sampled, img[..., ch])
    # light: a ramp in a random direction, a soft glare, a tint
    ang = rnd.uniform(0, 2 * np.pi)
    ramp = (np.cos(ang) * xx / out_w + np.sin(ang) * yy / out_h)
    ramp = (ramp - ramp.min()) / (ramp.max() - ramp.min())
    img *= (1 - (1 - rnd.uniform(0.66, 0.80)) * ramp)[..., None]
    gx, gy = rnd.uniform(0.2, 0.8) * out_w, rnd.uniform(0.2, 0.8) * out_h
    glare = np.exp(-(((xx - gx) / (out_w * 0.25)) ** 2 + ((yy - gy) / (out_h * 0.2)) ** 2))
    img += (glare * rnd.uniform(10, 28))[..., None]
    tint = [np.array([1.04, 1.0, 0.93]), np.array([1.0, 1.0, 1.0]), np.array([0.95, 0.99, 1.05])][int(rnd.integers(3))]
    img *= tint[None, None, :]
    # focus, sharpening, noise
    sigma = rnd.uniform(0.75, 1.15)
    img = ndimage.gaussian_filter(img, (sigma, sigma, 0))
    img = img + 0.6 * (img - ndimage.gaussian_filter(img, (2, 2, 0)))
    img += rnd.normal(0, 3.5, img.shape)
    return img, int(rnd.integers(52, 65))


def scan(pdf, rnd):
    page = raster(pdf, 300, gray=True)
    page = ndimage.rotate(page, rnd.uniform(0.5, 1.5) * rnd.choice([-1, 1]), reshape=False, order=1, cval=255)
    page = ndimage.gaussian_filter(page, rnd.uniform(0.75, 1.10))
    toner, paper = rnd.uniform(16, 28), rnd.uniform(220, 234)
    page = toner + (paper - toner) * page / 255
    page = ndimage.zoom(page, 2 / 3, order=1)
    page += rnd.normal(0, 4, page.shape)
    return page, int(rnd.integers(32, 41))


def image_pdf(jpg, w, h, dpi=200):
    """A one-page PDF of a grey JPEG (DCTDecode), the page the image's size at `dpi`, a fixed date."""
    pw, ph = w * 72 / dpi, h * 72 / dpi
    content = f'q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q'.encode()
    objs = [
        b'<< /Type /Catalog /Pages 2 0 R >>',
        b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>'.encode(),
        f'<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpg)} >>\nstream\n'.encode() + jpg + b'\nendstream',
        f'<< /Length {len(content)} >>\nstream\n'.encode() + content + b'\nendstream',
        b'<< /Producer (underwrite locked-16 pictures.py) /CreationDate (D:20260301090000Z) >>',
    ]
    out = b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
    offsets = []
    for i, o in enumerate(objs, start=1):
        offsets.append(len(out))
        out += f'{i} 0 obj\n'.encode() + o + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for off in offsets:
        out += f'{off:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return out


def make(pdf, truth_file, out_dir, name, orientation=None):
    os.makedirs(out_dir, exist_ok=True)
    img, q = photo(pdf, seeded('photo', name))
    if orientation == 6:
        img = np.rot90(img, 1)
    elif orientation == 8:
        img = np.rot90(img, -1)
    jpg = jpeg(img, q, gray=False)
    if orientation:
        jpg = exif_orientation(jpg, orientation)
    with open(os.path.join(out_dir, f'{name}.photo.jpg'), 'wb') as f:
        f.write(jpg)
    page, q = scan(pdf, seeded('scan', name))
    with open(os.path.join(out_dir, f'{name}.scan.pdf'), 'wb') as f:
        f.write(image_pdf(jpeg(page, q, gray=True), page.shape[1], page.shape[0]))
    for pic in (f'{name}.photo.jpg', f'{name}.scan.pdf'):
        shutil.copyfile(truth_file, os.path.join(out_dir, f'{pic}.truth.json'))


def main(wanted):
    corpus = os.path.join(HERE, 'corpus')
    for f in sorted(os.listdir(corpus)):
        if not f.endswith('.pdf'):
            continue
        name = f[:-4]
        if wanted and name not in wanted:
            continue
        make(os.path.join(corpus, f), os.path.join(corpus, f + '.truth.json'), os.path.join(HERE, 'degraded'), name, SIDEWAYS.get(name))
        print(name)


if __name__ == '__main__':
    main(set(sys.argv[1:]))
