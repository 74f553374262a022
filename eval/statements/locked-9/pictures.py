"""Pictures of page 1 of every statement of the ninth split, in degraded/ with the PDF's truth beside
each: a phone photo (Pillow: the page on a desk in perspective, light from one side and a shadow, a
tint, blur, noise, JPEG; some stored on their side with EXIF Orientation 6 or 8) and a grey scan
(ImageMagick: turned a little, speckled, softened, levels; made an image-only PDF by libtiff's
tiff2pdf with JPEG inside).
    /usr/bin/python3 eval/statements/locked-9/pictures.py [STEM ...]"""
import glob
import os
import random
import shutil
import subprocess
import sys
import tempfile
import zlib

from PIL import Image, ImageChops, ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, 'corpus')
OUT = os.path.join(HERE, 'degraded')
# EXIF Orientation of each photo: 6 and 8 are stored on their side (a viewer turns them upright).
ORIENTATION = {'nz-current-1': 6, 'ch-account-2': 6, 'hk-integrated-3': 6, 'nz-current-3': 8, 'ch-account-1': 8}


def render(pdf, dpi, tmp, grey=False):
    base = os.path.join(tmp, 'page')
    subprocess.run(['pdftoppm', '-r', str(dpi), '-f', '1', '-l', '1', '-singlefile'] + (['-gray'] if grey else ['-png']) + [pdf, base], check=True)
    return base + ('.pgm' if grey else '.png')


def solve(a, b):
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def coeffs(out_pts, in_pts):
    a, b = [], []
    for (x, y), (u, v) in zip(out_pts, in_pts):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return solve(a, b)


def drop_jfif(path):
    """Leaves the Exif segment right after the start of the image, as a phone writes it."""
    with open(path, 'rb') as f:
        data = f.read()
    if data[2:4] == b'\xff\xe0':
        data = data[:2] + data[4 + int.from_bytes(data[4:6], 'big'):]
        with open(path, 'wb') as f:
            f.write(data)


def photo(stem, pdf, rng, tmp):
    page = Image.open(render(pdf, rng.choice([110, 120, 125]), tmp)).convert('RGB')
    w, h = page.size
    W, H = int(w * 1.22), int(h * 1.16)
    # The desk: a warm grey with a little grain.
    desk = Image.new('RGB', (W, H), tuple(rng.randint(a, b) for a, b in ((118, 150), (100, 128), (80, 104))))
    desk = Image.blend(desk, Image.effect_noise((W, H), 22).convert('RGB'), 0.12)
    # Where the page's corners land: a phone held over the page's foot, a little off square.
    mx, my = (W - w) // 2, (H - h) // 2
    j = lambda s: rng.randint(-s, s)  # noqa: E731
    tl = (mx + 30 + j(10), my + 4 + j(8))
    tr = (mx + w - 30 + j(10), my + 4 + j(8))
    br = (mx + w + 10 + j(10), my + h + j(8))
    bl = (mx - 10 + j(10), my + h + j(8))
    dst = [tl, tr, br, bl]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    c = coeffs(dst, src)
    warped = page.transform((W, H), Image.PERSPECTIVE, c, Image.BICUBIC)
    mask = Image.new('L', (w, h), 255).transform((W, H), Image.PERSPECTIVE, c, Image.BICUBIC)
    shadow = mask.filter(ImageFilter.GaussianBlur(14)).point(lambda v: int(v * 0.45))
    desk.paste((30, 26, 22), (rng.randint(6, 16), rng.randint(8, 18)), shadow)
    desk.paste(warped, (0, 0), mask)
    # Light from one side: a gradient multiplied in, and a warm or cool tint.
    grad = Image.linear_gradient('L').resize((W, H))
    grad = grad.rotate(rng.choice([30, 60, 120, 210, 300]), expand=False, fillcolor=128).filter(ImageFilter.GaussianBlur(W // 6))
    light = grad.point(lambda v: int(150 + v * 105 / 255)).convert('RGB')
    tint = Image.new('RGB', (W, H), rng.choice([(255, 244, 222), (240, 246, 255), (255, 250, 236)]))
    img = ImageChops.multiply(ImageChops.multiply(desk, light), tint)
    # A soft spot of glare.
    glare = Image.new('L', (W, H), 0)
    gx, gy, r = rng.randint(W // 4, 3 * W // 4), rng.randint(H // 5, 4 * H // 5), rng.randint(W // 10, W // 6)
    ImageDraw.Draw(glare).ellipse((gx - r, gy - r, gx + r, gy + r), fill=rng.randint(28, 48))
    img = Image.composite(Image.new('RGB', (W, H), (255, 255, 255)), img, glare.filter(ImageFilter.GaussianBlur(r // 2)))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
    img = Image.blend(img, Image.effect_noise((W, H), 40).convert('RGB'), 0.06)
    path = os.path.join(OUT, stem + '.photo.jpg')
    o = ORIENTATION.get(stem)
    if o:
        # Stored turned so that the viewer's turn for Orientation o stands the page upright.
        img = img.rotate(90 if o == 6 else -90, expand=True)
        exif = Image.Exif()
        exif[0x0112] = o
        exif[0x010F] = rng.choice(['samsung', 'Apple', 'Google'])
        img.save(path, 'JPEG', quality=70, exif=exif.tobytes())
        drop_jfif(path)
    else:
        img.save(path, 'JPEG', quality=70)
    return path


def scan(stem, pdf, rng, tmp):
    dpi = rng.choice([140, 150, 160])
    pgm = render(pdf, dpi, tmp, grey=True)
    tif = os.path.join(tmp, 'scan.tif')
    angle = rng.choice([-1, 1]) * rng.uniform(0.4, 1.1)
    subprocess.run(['convert', pgm, '-background', 'white', '-rotate', f'{angle:.2f}', '-gravity', 'center', '-extent',
                    f'{round(8.27 * dpi)}x{round(11.69 * dpi)}', '+repage', '-attenuate', '0.35', '+noise', 'Gaussian', '-blur', '0x0.45',
                    '-level', '6%,92%', '-colorspace', 'Gray', '-type', 'Grayscale', '-depth', '8', '-units', 'PixelsPerInch',
                    '-density', str(dpi), '-compress', 'None', tif], check=True)
    path = os.path.join(OUT, stem + '.scan.pdf')
    subprocess.run(['tiff2pdf', '-j', '-q', '45', '-c', 'Scanner', '-t', f'Scan {stem}', '-o', path, tif], check=True)
    return path


def main(stems):
    os.makedirs(OUT, exist_ok=True)
    for pdf in sorted(glob.glob(os.path.join(CORPUS, '*', '*.pdf'))):
        stem = os.path.basename(pdf)[:-4]
        if stems and stem not in stems:
            continue
        rng = random.Random(zlib.crc32(f'locked-9 pictures:{stem}'.encode()))
        truth = pdf[:-4] + '.truth.json'
        with tempfile.TemporaryDirectory() as tmp:
            for make in (photo, scan):
                out = make(stem, pdf, rng, tmp)
                shutil.copyfile(truth, out + '.truth.json')
                print(out, os.path.getsize(out))


if __name__ == '__main__':
    main(sys.argv[1:])
