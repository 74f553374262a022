"""Phone photos and scans of page 1 of every paystub of the seventh locked split and of every
statement of eval/statements/locked-7, made with OpenCV (python3-opencv) and NumPy from poppler's
`pdftoppm` raster. Seeds: CRC-32 of `locked-7:picture:NAME`.
    /usr/bin/python3 eval/paystubs/locked-7/pictures.py [NAME ...]"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

import cv2
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
STATEMENTS = os.path.join(HERE, '..', '..', 'statements', 'locked-7')


def sources():
    out = []
    corpus = os.path.join(HERE, 'corpus')
    for f in sorted(os.listdir(corpus)):
        if f.endswith('.pdf'):
            out.append((f[:-4], os.path.join(corpus, f), os.path.join(corpus, f + '.truth.json'), os.path.join(HERE, 'degraded')))
    root = os.path.join(STATEMENTS, 'corpus')
    for layout in sorted(os.listdir(root)):
        for f in sorted(os.listdir(os.path.join(root, layout))):
            if f.endswith('.pdf'):
                stem = f[:-4]
                out.append((stem, os.path.join(root, layout, f), os.path.join(root, layout, stem + '.truth.json'), os.path.join(STATEMENTS, 'degraded')))
    return out


def page_one(pdf, dpi, grey=False):
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-singlefile', *(['-gray'] if grey else []), '-png', pdf,
                        os.path.join(tmp, 'p')], check=True)
        return cv2.imread(os.path.join(tmp, 'p.png'), cv2.IMREAD_GRAYSCALE if grey else cv2.IMREAD_COLOR)


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


def photo(pdf, rng, sideways):
    """Page 1 held over a desk and photographed: the sheet in perspective (one corner nearer), the
    desk round it, a soft shadow of the phone across one side, uneven light, a colour cast, a little
    out of focus, sensor noise, JPEG."""
    page = page_one(pdf, 150).astype(np.float32)
    h, w = page.shape[:2]
    W, H = int(w * 1.22), int(h * 1.16)
    desk = np.array(rng.choice([(92, 112, 138), (70, 84, 96), (120, 132, 140), (58, 70, 88)]), np.float32)  # BGR
    grain = cv2.GaussianBlur(rng.normal(0, 14, (H, W)).astype(np.float32), (0, 0), 6)[..., None]
    canvas = np.clip(desk + grain, 0, 255)
    mx, my = (W - w) / 2, (H - h) / 2
    j = lambda k: rng.uniform(-k, k) * w  # noqa: E731
    far = rng.uniform(0.03, 0.07) * w
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = np.float32([[mx + far + j(0.01), my + j(0.015)], [mx + w - far + j(0.01), my + j(0.015)],
                      [mx + w + j(0.012), my + h + j(0.012)], [mx + j(0.012), my + h + j(0.012)]])
    m = cv2.getPerspectiveTransform(src, dst)
    warped = cv2.warpPerspective(page, m, (W, H), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), m, (W, H))[..., None]
    img = warped * mask + canvas * (1 - mask)
    # Light: brighter towards one corner; a soft shadow band from one side.
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    cx, cy = rng.uniform(0, W), rng.uniform(0, H * 0.5)
    d = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / np.hypot(W, H)
    light = (rng.uniform(0.97, 1.02) - rng.uniform(0.2, 0.32) * d)[..., None]
    shadow = np.ones((H, W), np.float32)
    side = rng.choice(['left', 'right', 'bottom'])
    depth = rng.uniform(0.18, 0.32)
    if side == 'left':
        shadow[:, : int(W * depth)] = rng.uniform(0.6, 0.75)
    elif side == 'right':
        shadow[:, int(W * (1 - depth)):] = rng.uniform(0.6, 0.75)
    else:
        shadow[int(H * (1 - depth)):, :] = rng.uniform(0.6, 0.75)
    shadow = cv2.GaussianBlur(shadow, (0, 0), W * 0.04)[..., None]
    cast = np.array([rng.uniform(0.84, 0.92), rng.uniform(0.94, 0.99), 1.0], np.float32)  # warm: less blue
    img = img * light * shadow * cast
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.8, 1.3))
    img = img + rng.normal(0, rng.uniform(3, 6), img.shape).astype(np.float32)
    target = int(rng.integers(1250, 1400))
    img = cv2.resize(np.clip(img, 0, 255).astype(np.uint8), (target, int(H * target / W)), interpolation=cv2.INTER_AREA)
    if sideways:
        img = cv2.rotate(img, cv2.ROTATE_90_COUNTERCLOCKWISE)
    ok, jpg = cv2.imencode('.jpg', img, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(62, 71))])
    assert ok
    return with_orientation_6(jpg.tobytes()) if sideways else jpg.tobytes()


def scan(pdf, rng):
    """Page 1 through a flatbed scanner: grey at 140 to 170 dpi, a small skew, paper and toner not
    quite white and black, a lamp falling off to one edge, dust, a little soft, noise, JPEG, in a
    one-page image-only PDF."""
    dpi = int(rng.choice([140, 150, 160, 170]))
    page = page_one(pdf, dpi, grey=True).astype(np.float32)
    h, w = page.shape
    angle = rng.uniform(0.4, 1.5) * rng.choice([-1, 1])
    m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    img = cv2.warpAffine(page, m, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=255)
    lo, hi = rng.uniform(14, 30), rng.uniform(226, 242)
    img = lo + img * (hi - lo) / 255
    ramp = np.linspace(1.0, rng.uniform(0.88, 0.94), w if rng.random() < 0.5 else h, dtype=np.float32)
    img = img * (ramp[None, :] if ramp.size == w else ramp[:, None])
    for _ in range(int(rng.integers(30, 70))):
        cv2.circle(img, (int(rng.integers(0, w)), int(rng.integers(0, h))), int(rng.choice([1, 1, 1, 2])), float(rng.uniform(30, 80)), -1)
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.45, 0.75))
    img = np.clip(img + rng.normal(0, 4, img.shape), 0, 255).astype(np.uint8)
    ok, jpg = cv2.imencode('.jpg', img, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(55, 64))])
    assert ok
    return image_pdf(jpg.tobytes(), w, h, dpi)


def main(names):
    cv2.setNumThreads(1)
    for k, (name, pdf, truth, dest) in enumerate(sources()):
        if names and name not in names:
            continue
        os.makedirs(dest, exist_ok=True)
        rng = np.random.default_rng(zlib.crc32(f'locked-7:picture:{name}'.encode()))
        sideways = k % 6 == 2
        with open(os.path.join(dest, f'{name}.photo.jpg'), 'wb') as f:
            f.write(photo(pdf, rng, sideways))
        with open(os.path.join(dest, f'{name}.scan.pdf'), 'wb') as f:
            f.write(scan(pdf, rng))
        for kind in ('photo.jpg', 'scan.pdf'):
            shutil.copyfile(truth, os.path.join(dest, f'{name}.{kind}.truth.json'))
        print(name, 'sideways' if sideways else '')


if __name__ == '__main__':
    main(sys.argv[1:])
