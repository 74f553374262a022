"""Phone photos and scans of page 1 of every paystub of the eighth locked split and of every statement
of eval/statements/locked-8, made with Netpbm (pamcomp, pamperspective, pgmramp, pamarith, pnmconvol,
pgmnoise, pnmrotate, pamscale, pnmtojpeg) from Ghostscript's raster, and the scans wrapped in a
PDF by img2pdf. Seeds: CRC-32 of `locked-8:picture:NAME`.
    /usr/bin/python3 eval/paystubs/locked-8/pictures.py [NAME ...]"""
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
STATEMENTS = os.path.join(HERE, '..', '..', 'statements', 'locked-8')


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


def sh(cmd, out=None, stdin=None):
    """Runs a Netpbm (or Ghostscript) step; `out`: the file its standard output goes to."""
    with open(out, 'wb') if out else open(os.devnull, 'wb') as o:
        with open(stdin, 'rb') if stdin else open(os.devnull, 'rb') as i:
            subprocess.run(cmd, stdin=i, stdout=o, stderr=subprocess.PIPE, check=True)


def size(pnm):
    head = subprocess.run(['pamfile', pnm], stdout=subprocess.PIPE, check=True).stdout.decode()
    w, h = head.split(',')[1].split('by')
    return int(w), int(h.split()[0])


def add_noise(src, out, amp, seed, tmp, colour):
    """Uniform noise of about +-amp/2 levels (pgmnoise, scaled), added and re-centred."""
    t = lambda n: os.path.join(tmp, n)  # noqa: E731
    w, h = size(src)
    sh(['pgmnoise', f'-randomseed={seed}', str(w), str(h)], t('n0.pgm'))
    sh(['pamfunc', f'-multiplier={amp / 255:.4f}'], t('n1.pgm'), t('n0.pgm'))
    if colour:
        sh(['pgmtoppm', 'white'], t('n2.ppm'), t('n1.pgm'))
    sh(['pamarith', '-add', src, t('n2.ppm') if colour else t('n1.pgm')], t('n3.pnm'))
    sh(['pamfunc', f'-subtractor={amp // 2}'], out, t('n3.pnm'))


def page_one(pdf, dpi, out, grey=False):
    sh(['gs', '-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dFirstPage=1', '-dLastPage=1', f'-r{dpi}', '-dTextAlphaBits=4',
        '-dGraphicsAlphaBits=4', f'-sDEVICE={"pgmraw" if grey else "ppmraw"}', f'-sOutputFile={out}', pdf])


def photo(pdf, rng, sideways, tmp):
    """Page 1 laid on a table and photographed from above one end: the sheet in perspective (the far
    edge narrower, corners jittered), the table round it, a vignette and light falling off from one
    corner with a warm or cool tint, a little hand shake (a short directional blur), sensor noise, scaled to about 1,200 to 1,350 pixels across, JPEG."""
    t = lambda n: os.path.join(tmp, n)  # noqa: E731
    page_one(pdf, 144, t('page.ppm'))
    w, h = size(t('page.ppm'))
    W, H = int(w * 1.26), int(h * 1.18)
    table = rng.choice(['rgb:6b/55/3e', 'rgb:4a/4f/55', 'rgb:8c/7a/63', 'rgb:3c/44/3a'])
    sh(['ppmmake', table, str(W), str(H)], t('table.ppm'))
    add_noise(t('table.ppm'), t('table2.ppm'), 18, rng.randint(1, 10 ** 6), tmp, True)
    mx, my = (W - w) // 2, (H - h) // 2
    sh(['pamcomp', f'-xoff={mx}', f'-yoff={my}', t('page.ppm'), t('table2.ppm')], t('laid.ppm'))
    # pamperspective maps the quadrilateral back to a rectangle: a quadrilateral wider at the top than
    # the sheet makes the sheet's top edge come out narrower, as if it lay further from the camera.
    far = rng.uniform(0.035, 0.075) * w
    j = lambda: rng.uniform(-0.012, 0.012) * w  # noqa: E731
    top = my - rng.uniform(0.02, 0.05) * h
    bottom = my + h + rng.uniform(0.02, 0.05) * h
    quad = [mx - 0.06 * w - far + j(), top + j(), mx + w + 0.06 * w + far + j(), top + j(),
            mx - 0.06 * w + j(), bottom + j(), mx + w + 0.06 * w + j(), bottom + j()]
    quad = [min(max(v, 0), (W if k % 2 == 0 else H) - 1) for k, v in enumerate(quad)]
    sh(['pamperspective', f'--width={W}', f'--height={H}', '--interpolation=linear', *[f'{v:.1f}' for v in quad]], t('persp.ppm'), t('laid.ppm'))
    # Light: a ramp from one corner times a vignette, tinted, multiplied in.
    sh(['pgmramp', '-diagonal', str(W), str(H)], t('ramp.pgm'))
    if rng.random() < 0.5:
        sh(['pamflip', '-lr'], t('ramp2.pgm'), t('ramp.pgm'))
        os.replace(t('ramp2.pgm'), t('ramp.pgm'))
    low = rng.uniform(0.70, 0.82)
    sh(['pamfunc', f'-multiplier={1 - low:.3f}'], t('ramp3.pgm'), t('ramp.pgm'))
    sh(['pamfunc', f'-adder={int(255 * low)}'], t('ramp4.pgm'), t('ramp3.pgm'))
    sh(['pgmramp', '-ellipse', str(W), str(H)], t('vig.pgm'))
    sh(['pamfunc', '-multiplier=0.22'], t('vig2.pgm'), t('vig.pgm'))
    sh(['pamfunc', '-adder=199'], t('vig3.pgm'), t('vig2.pgm'))
    sh(['pamarith', '-multiply', t('ramp4.pgm'), t('vig3.pgm')], t('lightg.pgm'))
    tint = rng.choice(['rgb:ff/f1/dc', 'rgb:ff/f5/e6', 'rgb:ee/f2/ff'])
    sh(['pgmtoppm', tint], t('light.ppm'), t('lightg.pgm'))
    sh(['pamarith', '-multiply', t('persp.ppm'), t('light.ppm')], t('lit.ppm'))
    k = rng.choice([3, 5])
    direction = rng.choice(['h', 'd'])
    if direction == 'h':
        matrix = ';'.join(['0,' * (k - 1) + '0'] * (k // 2) + [','.join(['1'] + ['2'] * (k - 2) + ['1'])] + ['0,' * (k - 1) + '0'] * (k // 2))
    else:
        matrix = ';'.join(','.join('1' if c == r else '0' for c in range(k)) for r in range(k))
    sh(['pnmconvol', f'-matrix={matrix}', '-normalize'], t('shake.ppm'), t('lit.ppm'))
    add_noise(t('shake.ppm'), t('noisy.ppm'), rng.randint(8, 14), rng.randint(1, 10 ** 6), tmp, True)
    src = t('noisy.ppm')
    if sideways:
        sh(['pamflip', '-ccw'], t('side.ppm'), src)
        src = t('side.ppm')
    across = rng.randint(1200, 1350)
    sh(['pamscale', '-filter=sinc', '-xsize' if not sideways else '-ysize', str(across)], t('small.ppm'), src)
    sh(['pnmtojpeg', f'-quality={rng.randint(60, 72)}', '-optimize'], t('photo.jpg'), t('small.ppm'))
    jpg = open(t('photo.jpg'), 'rb').read()
    return with_orientation_6(jpg) if sideways else jpg


def with_orientation_6(jpg):
    """The JPEG stored on its side: an EXIF segment (APP1) with Orientation 6 (turn 90° clockwise to
    view) right after the start of the image, in place of pnmtojpeg's JFIF segment, as phones write it."""
    assert jpg[:2] == b'\xff\xd8'
    rest = jpg[2:]
    if rest[:2] == b'\xff\xe0':
        rest = rest[2 + struct.unpack('>H', rest[2:4])[0]:]
    tiff = b'MM\x00\x2a' + struct.pack('>I', 8) + struct.pack('>H', 1) + struct.pack('>HHIHH', 0x0112, 3, 1, 6, 0) + struct.pack('>I', 0)
    app1 = b'Exif\x00\x00' + tiff
    return b'\xff\xd8' + b'\xff\xe1' + struct.pack('>H', len(app1) + 2) + app1 + rest


def scan(pdf, rng, tmp):
    """Page 1 through a sheet-fed scanner: grey at 140 to 170 dpi, turned 0.4° to 1.5° either way
    (pnmrotate's shears, white round it), a little soft, paper and toner not quite white and black,
    dust specks, a little noise, JPEG, in a one-page image-only PDF written by img2pdf."""
    t = lambda n: os.path.join(tmp, n)  # noqa: E731
    dpi = rng.choice([140, 150, 160, 170])
    page_one(pdf, dpi, t('grey.pgm'), grey=True)
    angle = rng.uniform(0.4, 1.5) * rng.choice([-1, 1])
    sh(['pnmrotate', '-background=white', f'{angle:.2f}'], t('rot.pgm'), t('grey.pgm'))
    sh(['pnmconvol', '-matrix=1,2,1;2,8,2;1,2,1', '-normalize'], t('soft.pgm'), t('rot.pgm'))
    low, high = rng.randint(28, 52), rng.randint(226, 242)
    sh(['pamfunc', f'-multiplier={(high - low) / 255:.3f}'], t('range.pgm'), t('soft.pgm'))
    sh(['pamfunc', f'-adder={low}'], t('range2.pgm'), t('range.pgm'))
    w, h = size(t('range2.pgm'))
    sh(['pgmnoise', '-maxval=4000', f'-randomseed={rng.randint(1, 10 ** 6)}', str(w), str(h)], t('d0.pgm'))
    sh(['pgmtopbm', '-threshold', '-value', f'{rng.uniform(0.0002, 0.0005):.4f}'], t('d1.pbm'), t('d0.pgm'))
    sh(['pamdepth', '255'], t('d2.pgm'), t('d1.pbm'))
    sh(['pamarith', '-minimum', t('range2.pgm'), t('d2.pgm')], t('dust.pgm'))
    add_noise(t('dust.pgm'), t('noisy.pgm'), 8, rng.randint(1, 10 ** 6), tmp, False)
    sh(['pnmtojpeg', '-greyscale', f'-quality={rng.randint(55, 64)}', f'-density={dpi}x{dpi}dpi'], t('scan.jpg'), t('noisy.pgm'))
    subprocess.run(['img2pdf', '--nodate', '--producer', '', '-o', t('scan.pdf'), t('scan.jpg')], check=True)
    return open(t('scan.pdf'), 'rb').read()


def main(names):
    for k, (name, pdf, truth, dest) in enumerate(sources()):
        if names and name not in names:
            continue
        os.makedirs(dest, exist_ok=True)
        rng = random.Random(zlib.crc32(f'locked-8:picture:{name}'.encode()))
        sideways = k % 6 == 4
        with tempfile.TemporaryDirectory() as tmp:
            photo_bytes = photo(pdf, rng, sideways, tmp)
        with tempfile.TemporaryDirectory() as tmp:
            scan_bytes = scan(pdf, rng, tmp)
        with open(os.path.join(dest, f'{name}.photo.jpg'), 'wb') as f:
            f.write(photo_bytes)
        with open(os.path.join(dest, f'{name}.scan.pdf'), 'wb') as f:
            f.write(scan_bytes)
        for kind in ('photo.jpg', 'scan.pdf'):
            shutil.copyfile(truth, os.path.join(dest, f'{name}.{kind}.truth.json'))
        print(name, 'sideways' if sideways else '', len(photo_bytes), len(scan_bytes))


if __name__ == '__main__':
    main(sys.argv[1:])
