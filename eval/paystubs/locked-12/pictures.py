#!/usr/bin/python3
"""A phone photo and a scan of page 1 of every paystub: pictures.py [NAME ...]

`make(pdf, truth_path, out_dir, stem, sideways)` is also used by the statements' pictures.py.
pdftoppm rasterises, NumPy and SciPy's ndimage degrade, cjpeg writes the JPEGs, and the scan's PDF
is written here by hand around its JPEG."""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

import numpy as np
from scipy import ndimage

HERE = os.path.dirname(os.path.abspath(__file__))
# Stored on their side with an Exif Orientation, as a phone writes it.
SIDEWAYS = {'ug-payslip-2': 6, 'tz-payslip-4': 8, 'lk-payslip-1': 6, 'bw-payslip-5': 8, 'bw-payslip-3': 6}


def rng(kind, stem):
    return np.random.default_rng(zlib.crc32(f'locked-12:{kind}:{stem}'.encode()))


def raster(pdf, dpi, gray):
    with tempfile.TemporaryDirectory() as tmp:
        base = os.path.join(tmp, 'p')
        cmd = ['pdftoppm', '-f', '1', '-l', '1', '-r', str(dpi), '-singlefile']
        cmd += ['-gray'] if gray else []
        subprocess.run(cmd + [pdf, base], check=True)
        path = base + ('.pgm' if gray else '.ppm')
        return read_pnm(open(path, 'rb').read())


def read_pnm(data):
    parts, pos = [], 0
    while len(parts) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b'#':
            pos = data.index(b'\n', pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        parts.append(data[pos:end])
        pos = end
    pos += 1
    magic, w, h = parts[0], int(parts[1]), int(parts[2])
    ch = 3 if magic == b'P6' else 1
    arr = np.frombuffer(data[pos:pos + w * h * ch], dtype=np.uint8).reshape(h, w, ch) if ch == 3 else \
        np.frombuffer(data[pos:pos + w * h], dtype=np.uint8).reshape(h, w)
    return arr.astype(np.float32)


def write_pnm(path, arr):
    arr = np.clip(np.round(arr), 0, 255).astype(np.uint8)
    h, w = arr.shape[:2]
    magic = b'P6' if arr.ndim == 3 else b'P5'
    with open(path, 'wb') as f:
        f.write(magic + f'\n{w} {h}\n255\n'.encode())
        f.write(arr.tobytes())


def cjpeg(arr, quality, gray):
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, 'in.pnm'), os.path.join(tmp, 'out.jpg')
        write_pnm(src, arr)
        cmd = ['cjpeg', '-quality', str(quality), '-optimize']
        cmd += ['-grayscale'] if gray else ['-sample', '2x2']
        subprocess.run(cmd + ['-outfile', out, src], check=True)
        return open(out, 'rb').read()


def exif_orientation(jpeg, orientation):
    """Put an Exif APP1 segment carrying Orientation in place of the JFIF APP0 one."""
    assert jpeg[:4] == b'\xff\xd8\xff\xe0'
    app0_len = struct.unpack('>H', jpeg[4:6])[0]
    rest = jpeg[4 + app0_len:]
    tiff = b'MM\x00\x2a\x00\x00\x00\x08' + struct.pack('>H', 1)
    tiff += struct.pack('>HHIHH', 0x0112, 3, 1, orientation, 0) + struct.pack('>I', 0)
    body = b'Exif\x00\x00' + tiff
    return b'\xff\xd8\xff\xe1' + struct.pack('>H', len(body) + 2) + body + rest


def homography(src, dst):
    a = []
    for (x, y), (u, v) in zip(src, dst):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y, -u])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y, -v])
    _, _, vt = np.linalg.svd(np.array(a, dtype=np.float64))
    return vt[-1].reshape(3, 3) / vt[-1][-1]


def photo(pdf, stem):
    r = rng('photo', stem)
    page = raster(pdf, int(r.integers(130, 151)), False)
    ph, pw = page.shape[:2]
    out_w = int(r.integers(1100, 1181))
    scale = out_w * r.uniform(0.80, 0.88) / pw
    out_h = int(ph * scale / 0.86) + 40
    # the page's corners on the photo: the far (top) edge narrower, corners jittered, a small turn
    cx, cy = out_w / 2, out_h / 2
    half_w, half_h = pw * scale / 2, ph * scale / 2
    narrow = r.uniform(0.05, 0.12)
    quad = np.array([[-half_w * (1 - narrow), -half_h], [half_w * (1 - narrow), -half_h],
                     [half_w, half_h], [-half_w, half_h]])
    quad += r.normal(0, 6, quad.shape)
    t = np.deg2rad(r.uniform(-2.2, 2.2))
    rot = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    quad = quad @ rot.T + [cx, cy]
    hmat = homography(quad, [[0, 0], [pw - 1, 0], [pw - 1, ph - 1], [0, ph - 1]])
    yy, xx = np.mgrid[0:out_h, 0:out_w].astype(np.float64)
    den = hmat[2, 0] * xx + hmat[2, 1] * yy + hmat[2, 2]
    sx = (hmat[0, 0] * xx + hmat[0, 1] * yy + hmat[0, 2]) / den
    sy = (hmat[1, 0] * xx + hmat[1, 1] * yy + hmat[1, 2]) / den
    inside = ((sx >= 0) & (sx <= pw - 1) & (sy >= 0) & (sy <= ph - 1)).astype(np.float32)
    warped = np.stack([ndimage.map_coordinates(page[:, :, c], [sy, sx], order=1, mode='nearest')
                       for c in range(3)], axis=-1).astype(np.float32)
    # the desk
    desks = {'wood': (150, 108, 70), 'grey': (120, 122, 126), 'pale': (206, 200, 188),
             'green': (46, 78, 60), 'brown': (96, 70, 52)}
    kind = list(desks)[int(r.integers(0, len(desks)))]
    grain = ndimage.gaussian_filter(r.normal(0, 1, (out_h, out_w)), (1.2, 18 if kind == 'wood' else 3))
    grain = grain / (grain.std() + 1e-6)
    desk = np.array(desks[kind], dtype=np.float32)[None, None, :] * (1 + 0.07 * grain[:, :, None])
    shadow = ndimage.gaussian_filter(ndimage.shift(inside, (8, 6), order=0), 9)
    desk = desk * (1 - 0.45 * shadow[:, :, None])
    img = warped * inside[:, :, None] + desk * (1 - inside[:, :, None])
    # light falling off along a ramp, a soft glare, a tint
    a = r.uniform(0, 2 * np.pi)
    ramp = (np.cos(a) * (xx / out_w - 0.5) + np.sin(a) * (yy / out_h - 0.5)) + 0.5
    low = r.uniform(0.72, 0.84)
    light = 1 - (1 - low) * np.clip(ramp, 0, 1)
    gx, gy = r.uniform(0.2, 0.8) * out_w, r.uniform(0.2, 0.8) * out_h
    glare = 28 * np.exp(-(((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * (0.18 * out_w) ** 2)))
    tint = [np.array([1.04, 1.0, 0.92]), np.array([1.0, 1.0, 1.0]), np.array([0.94, 0.98, 1.05])][int(r.integers(0, 3))]
    img = img * light[:, :, None] * tint[None, None, :] + glare[:, :, None]
    sigma = r.uniform(0.6, 1.0)
    img = np.stack([ndimage.gaussian_filter(img[:, :, c], sigma) for c in range(3)], axis=-1)
    blur = np.stack([ndimage.gaussian_filter(img[:, :, c], 2.0) for c in range(3)], axis=-1)
    img = img + 0.6 * (img - blur)
    img = img + r.normal(0, 3.2, img.shape)
    orientation = SIDEWAYS_ALL.get(stem)
    if orientation == 6:
        img = np.rot90(img, 1)
    elif orientation == 8:
        img = np.rot90(img, -1)
    jpeg = cjpeg(np.ascontiguousarray(img), int(r.integers(58, 71)), False)
    if orientation:
        jpeg = exif_orientation(jpeg, orientation)
    return jpeg


def scan(pdf, stem):
    r = rng('scan', stem)
    page = raster(pdf, 300, True)
    angle = r.uniform(0.25, 1.1) * (1 if r.random() < 0.5 else -1)
    img = ndimage.rotate(page, angle, reshape=True, order=1, cval=255.0)
    img = ndimage.gaussian_filter(img, r.uniform(0.6, 0.95))
    toner, paper = r.uniform(10, 22), r.uniform(226, 240)
    img = toner + (paper - toner) * (img / 255.0)
    img = ndimage.zoom(img, 2 / 3, order=1)
    img = img + r.normal(0, 4.0, img.shape)
    jpeg = cjpeg(img, int(r.integers(36, 46)), True)
    h, w = img.shape
    return image_pdf(jpeg, w, h)


def image_pdf(jpeg, w, h):
    pw, ph = w * 72 / 200, h * 72 / 200
    content = f'q {pw:.2f} 0 0 {ph:.2f} 0 0 cm /Im0 Do Q'.encode()
    objs = [
        b'<< /Type /Catalog /Pages 2 0 R >>',
        b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        f'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw:.2f} {ph:.2f}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>'.encode(),
        f'<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpeg)} >>\nstream\n'.encode() + jpeg + b'\nendstream',
        f'<< /Length {len(content)} >>\nstream\n'.encode() + content + b'\nendstream',
        b'<< /Producer (underwrite eval/paystubs/locked-12/pictures.py) /CreationDate (D:20260901000000Z) >>',
    ]
    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f'{i} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for off in offsets:
        out += f'{off:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return bytes(out)


SIDEWAYS_ALL = dict(SIDEWAYS)


def make(pdf, truth_path, out_dir, stem, sideways=None):
    if sideways:
        SIDEWAYS_ALL.update(sideways)
    os.makedirs(out_dir, exist_ok=True)
    truth = json.load(open(truth_path, encoding='utf-8'))
    for suffix, data in (('.photo.jpg', photo(pdf, stem)), ('.scan.pdf', scan(pdf, stem))):
        path = os.path.join(out_dir, stem + suffix)
        open(path, 'wb').write(data)
        shutil.copyfile(truth_path, path + '.truth.json')
    assert truth


def main(only):
    corpus = os.path.join(HERE, 'corpus')
    for name in sorted(os.listdir(corpus)):
        if not name.endswith('.pdf'):
            continue
        stem = name[:-4]
        if only and stem not in only:
            continue
        make(os.path.join(corpus, name), os.path.join(corpus, name + '.truth.json'), os.path.join(HERE, 'degraded'), stem)
        print(stem)


if __name__ == '__main__':
    main(set(sys.argv[1:]))
