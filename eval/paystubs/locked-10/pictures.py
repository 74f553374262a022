#!/usr/bin/python3
"""Photos and scans of page 1 of each of the split's PDFs: pictures.py [NAME ...] (default: all).

Page 1 is rasterised by MuPDF (PyMuPDF). Photos: scikit-image lays the page on a desk in perspective,
lights it unevenly, defocuses, sharpens and adds sensor noise; libvips encodes the JPEG; some are
stored on their side with an EXIF Orientation. Scans: libvips turns, blurs and levels a 300 dpi grey
render, brings it to 200 dpi and encodes it as JPEG; PyMuPDF wraps the JPEG, as it is, in a one-page
image-only PDF."""
import datetime as dt
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

import fitz
import numpy as np
from skimage import filters, transform, util

HERE = os.path.dirname(os.path.abspath(__file__))


def render(pdf, dpi, grey):
    doc = fitz.open(pdf)
    pix = doc[0].get_pixmap(dpi=dpi, colorspace=fitz.csGRAY if grey else fitz.csRGB, alpha=False)
    arr = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, pix.n)
    return arr[:, :, 0] if grey else arr


def write_pnm(path, arr):
    with open(path, 'wb') as f:
        if arr.ndim == 2:
            f.write(f'P5 {arr.shape[1]} {arr.shape[0]} 255\n'.encode())
        else:
            f.write(f'P6 {arr.shape[1]} {arr.shape[0]} 255\n'.encode())
        f.write(np.ascontiguousarray(arr, dtype=np.uint8).tobytes())


def desk(r, h, w):
    """A desk surface: a base colour, streaked grain along one axis, soft blotches."""
    base = np.array(r.choice([(0.55, 0.40, 0.28), (0.47, 0.47, 0.46), (0.70, 0.66, 0.58), (0.30, 0.34, 0.30), (0.62, 0.52, 0.40)]))
    rs = np.random.default_rng(r.randrange(1 << 30))
    grain = filters.gaussian(rs.normal(0, 1, (h, w)), sigma=(0.8, 14)) * 4.0
    blotch = filters.gaussian(rs.normal(0, 1, (h // 8 + 1, w // 8 + 1)), sigma=3)
    blotch = transform.resize(blotch, (h, w), order=1) * 2.0
    shade = 1 + 0.06 * grain + 0.05 * blotch
    return np.clip(base[None, None, :] * shade[:, :, None], 0, 1)


def exif_orientation(jpeg, orientation):
    """The JPEG with its JFIF APP0 segment replaced by an Exif APP1 carrying Orientation, as a phone writes it."""
    assert jpeg[:2] == b'\xff\xd8'
    rest = jpeg[2:]
    if rest[:2] == b'\xff\xe0':
        rest = rest[2 + struct.unpack('>H', rest[2:4])[0]:]
    tiff = b'MM\x00\x2a\x00\x00\x00\x08' + struct.pack('>H', 1) + struct.pack('>HHIHH', 0x0112, 3, 1, orientation, 0) + b'\x00\x00\x00\x00'
    body = b'Exif\x00\x00' + tiff
    return b'\xff\xd8' + b'\xff\xe1' + struct.pack('>H', len(body) + 2) + body + rest


def photo(pdf, out, seed, sideways):
    r = random.Random(seed)
    rs = np.random.default_rng(seed)
    page = render(pdf, r.randint(112, 128), False).astype(np.float64) / 255
    ph, pw = page.shape[:2]
    W = r.randint(1120, 1200)
    scale = (W * r.uniform(0.78, 0.86)) / pw
    H = int(ph * scale / 0.80)
    canvas = desk(r, H, W)
    # corners of the page on the canvas: the far (top) edge narrower, each corner jittered
    cw, chh = pw * scale, ph * scale
    x0, y0 = (W - cw) / 2, (H - chh) / 2
    squeeze = cw * r.uniform(0.04, 0.08)
    j = lambda: r.uniform(-0.012, 0.012) * W  # noqa: E731
    dst = np.array([[x0 + squeeze + j(), y0 + j()], [x0 + cw - squeeze + j(), y0 + j()], [x0 + cw + j(), y0 + chh + j()], [x0 + j(), y0 + chh + j()]])
    angle = np.radians(r.uniform(-2.5, 2.5))
    centre = dst.mean(axis=0)
    rot = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    dst = (dst - centre) @ rot.T + centre
    src = np.array([[0, 0], [pw, 0], [pw, ph], [0, ph]], dtype=float)
    tf = transform.ProjectiveTransform()
    tf.estimate(dst, src)
    warped = transform.warp(page, tf, output_shape=(H, W), order=1, cval=-1)
    mask = transform.warp(np.ones((ph, pw)), tf, output_shape=(H, W), order=1, cval=0)
    mask = filters.gaussian(mask, sigma=0.8)
    # a soft shadow of the page on the desk, down and to one side
    shadow = filters.gaussian(np.roll(np.roll(mask, 6, axis=0), r.choice([-5, 5]), axis=1), sigma=7)
    canvas = canvas * (1 - 0.35 * shadow[:, :, None])
    img = canvas * (1 - mask[:, :, None]) + np.clip(warped, 0, 1) * mask[:, :, None]
    # light: a ramp in a random direction, a tint, a soft glare
    yy, xx = np.mgrid[0:H, 0:W]
    th = r.uniform(0, 2 * np.pi)
    ramp = ((xx / W - 0.5) * np.cos(th) + (yy / H - 0.5) * np.sin(th)) + 0.5
    light = 1 - r.uniform(0.18, 0.30) * np.clip(ramp, 0, 1)
    gx, gy = r.uniform(0.2, 0.8) * W, r.uniform(0.2, 0.8) * H
    glare = 0.07 * np.exp(-(((xx - gx) / (0.25 * W)) ** 2 + ((yy - gy) / (0.25 * H)) ** 2))
    tint = np.array(r.choice([(1.0, 0.96, 0.88), (1.0, 1.0, 1.0), (0.92, 0.96, 1.0)]))
    img = np.clip(img * light[:, :, None] * tint[None, None, :] + glare[:, :, None], 0, 1)
    img = filters.gaussian(img, sigma=r.uniform(0.6, 1.1), channel_axis=-1)
    img = np.clip(img + 0.6 * (img - filters.gaussian(img, sigma=1.5, channel_axis=-1)), 0, 1)  # the phone's sharpening
    img = util.random_noise(img, mode='gaussian', var=r.uniform(0.0004, 0.0010), seed=int(rs.integers(1 << 30)))
    arr = (np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8)
    if sideways:
        arr = np.rot90(arr, 1 if sideways == 6 else -1)
    with tempfile.TemporaryDirectory() as tmp:
        pnm = os.path.join(tmp, 'p.ppm')
        write_pnm(pnm, arr)
        jpg = os.path.join(tmp, 'p.jpg')
        subprocess.run(['vips', 'jpegsave', pnm, jpg, '--Q', str(r.randint(55, 65)), '--strip', '--subsample-mode', 'on'], check=True)
        data = open(jpg, 'rb').read()
    if sideways:
        data = exif_orientation(data, sideways)
    open(out, 'wb').write(data)


def scan(pdf, out, seed, date):
    r = random.Random(seed)
    page = render(pdf, 300, True)
    with tempfile.TemporaryDirectory() as tmp:
        p = lambda n: os.path.join(tmp, n)  # noqa: E731
        write_pnm(p('a.pgm'), page)
        angle = r.choice([-1, 1]) * r.uniform(0.3, 1.2)
        subprocess.run(['vips', 'similarity', p('a.pgm'), p('b.v'), '--angle', f'{angle:.3f}', '--background', '255'], check=True)
        subprocess.run(['vips', 'gaussblur', p('b.v'), p('c.v'), f'{r.uniform(0.7, 1.0):.2f}'], check=True)
        lo, hi = r.uniform(8, 18), r.uniform(228, 242)
        subprocess.run(['vips', 'linear', p('c.v'), p('d.v'), f'{(hi - lo) / 255:.4f}', f'{lo:.2f}'], check=True)
        subprocess.run(['vips', 'resize', p('d.v'), p('e.v'), f'{200 / 300:.6f}'], check=True)
        subprocess.run(['vips', 'cast', p('e.v'), p('f.v'), 'uchar'], check=True)
        subprocess.run(['vips', 'copy', p('f.v'), p('g.v'), '--xres', f'{200 / 25.4:.5f}', '--yres', f'{200 / 25.4:.5f}'], check=True)
        subprocess.run(['vips', 'jpegsave', p('g.v'), p('s.jpg'), '--Q', str(r.randint(34, 42)), '--strip'], check=True)
        jpeg = open(p('s.jpg'), 'rb').read()
    # a one-page PDF holding the JPEG as it is (DCT), its page the image's size at 200 dpi
    w, h = fitz.Pixmap(jpeg).width, fitz.Pixmap(jpeg).height
    doc = fitz.open()
    page = doc.new_page(width=w * 72 / 200, height=h * 72 / 200)
    page.insert_image(page.rect, stream=jpeg)
    stamp = date.strftime('D:%Y%m%d%H%M%SZ')
    doc.set_metadata({'producer': f'PyMuPDF {fitz.VersionBind}', 'creator': 'Scan to PDF', 'creationDate': stamp, 'modDate': stamp,
                      'title': '', 'author': '', 'subject': '', 'keywords': ''})
    doc.save(out, garbage=4, no_new_id=True)


def make(pdf, truth_file, degraded, name, sideways, split):
    os.makedirs(degraded, exist_ok=True)
    truth = open(truth_file, encoding='utf-8').read()
    end = json.loads(truth)['period']['end']
    date = dt.datetime.fromisoformat(end) + dt.timedelta(days=9, hours=10)
    photo(pdf, os.path.join(degraded, f'{name}.photo.jpg'), zlib.crc32(f'{split}:photo:{name}'.encode()), sideways)
    scan(pdf, os.path.join(degraded, f'{name}.scan.pdf'), zlib.crc32(f'{split}:scan:{name}'.encode()), date)
    for kind in ('photo.jpg', 'scan.pdf'):
        with open(os.path.join(degraded, f'{name}.{kind}.truth.json'), 'w', encoding='utf-8') as f:
            f.write(truth)


# Stored on their side (EXIF Orientation 6 or 8), by name.
SIDEWAYS = {'sg-payslip-2': 6, 'ke-payslip-4': 8, 'mx-recibo-1': 6, 'us-hourly-3': 8, 'us-hourly-5': 6}


def main(only):
    corpus, degraded = os.path.join(HERE, 'corpus'), os.path.join(HERE, 'degraded')
    for f in sorted(os.listdir(corpus)):
        if not f.endswith('.pdf'):
            continue
        name = f[:-4]
        if only and name not in only:
            continue
        make(os.path.join(corpus, f), os.path.join(corpus, f'{f}.truth.json'), degraded, name, SIDEWAYS.get(name), 'locked-10')
        print(name)


if __name__ == '__main__':
    if not shutil.which('vips'):
        raise SystemExit('needs libvips-tools')
    main(sys.argv[1:])
