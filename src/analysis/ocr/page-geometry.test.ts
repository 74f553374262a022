import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { homography, type Point } from './find-page.ts';
import { normaliseImage } from './normalise-image.ts';
import { pageMapper, type GeometryStep, type PageBox, type PictureGeometry, type PixelBox } from './page-geometry.ts';

// A figure at a known place on a page; the page photographed, turned, scaled or cut out of a desk;
// the figure's box in the picture OCR reads taken back through the recorded steps must land on the
// figure where the page shows it.

/** The box enclosing points. */
const around = (ps: Point[]): PageBox => {
  const xs = ps.map((p) => p[0]);
  const ys = ps.map((p) => p[1]);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
};
const cornersOf = (b: PixelBox): Point[] => [[b.x0, b.y0], [b.x1, b.y0], [b.x1, b.y1], [b.x0, b.y1]];
/** sharp's rotate, forward: `deg` clockwise about the centre of `from`, onto the centre of `to`. */
const turn = (deg: number, from: { width: number; height: number }, to: { width: number; height: number }) => ([x, y]: Point): Point => {
  const t = (deg * Math.PI) / 180;
  const [dx, dy] = [x - from.width / 2, y - from.height / 2];
  return [to.width / 2 + dx * Math.cos(t) - dy * Math.sin(t), to.height / 2 + dx * Math.sin(t) + dy * Math.cos(t)];
};
const near = (got: PageBox | null, want: PageBox, tolerance: number) => {
  expect(got).not.toBeNull();
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(got![k] - want[k]), `${k}: got ${got![k]}, want ${want[k]}`).toBeLessThanOrEqual(tolerance);
};

describe('word boxes taken back to the page', () => {
  // The page as shown: a 1700 x 2200 px picture (letter at 200 dpi); the figure 300 px wide, 40 high.
  const picture = { width: 1700, height: 2200 };
  const figure: PixelBox = { x0: 1200, y0: 1500, x1: 1500, y1: 1540 };
  // A photo's sheet: its corners in the picture (keystone: the top narrower), warped to 1600 x 2100.
  const sheet: Point[] = [[140, 90], [1580, 120], [1650, 2150], [60, 2100]];
  const warped = { width: 1600, height: 2100 };
  const toWarped = homography(sheet, [[0, 0], [1600, 0], [1600, 2100], [0, 2100]]);

  it.each<[string, GeometryStep[], PixelBox, PageBox]>([
    ['scaled to 300 dpi (1.5x)', [{ kind: 'scale', from: picture, to: { width: 2550, height: 3300 } }], { x0: 1800, y0: 2250, x1: 2250, y1: 2310 }, { x: 1200, y: 1500, width: 300, height: 40 }],
    ['scaled unevenly by rounding', [{ kind: 'scale', from: { width: 1000, height: 999 }, to: { width: 2550, height: 2547 } }], { x0: 255, y0: 255, x1: 510, y1: 510 }, { x: 100, y: 100.02, width: 100, height: 100.02 }],
    ['turned a quarter clockwise', [{ kind: 'rotate', degrees: 90, from: picture, to: { width: 2200, height: 1700 } }], { x0: 660, y0: 1200, x1: 700, y1: 1500 }, { x: 1200, y: 1500, width: 300, height: 40 }],
    ['turned half round', [{ kind: 'rotate', degrees: 180, from: picture, to: picture }], { x0: 200, y0: 660, x1: 500, y1: 700 }, { x: 1200, y: 1500, width: 300, height: 40 }],
  ])('%s (hand-checked)', (_name, steps, box, want) => {
    const geometry: PictureGeometry = { picture: steps[0].kind === 'scale' ? steps[0].from : picture, orientation: 1, steps };
    near(pageMapper(geometry)(box), want, 0.01);
  });

  // The forward maps below are written independently of page-geometry.ts: where the figure lands in
  // the picture OCR reads, then back; it must enclose the figure's corners as the page shows them.
  it.each<[string, GeometryStep[], (p: Point) => Point, PageBox]>([
    [
      'deskewed by 3.5 degrees',
      [{ kind: 'rotate', degrees: -3.5, from: picture, to: { width: 1831, height: 2300 } }],
      turn(-3.5, picture, { width: 1831, height: 2300 }),
      // The figure lies level in the deskewed picture; on the page it is tilted: its enclosing box.
      around(cornersOf(figure)),
    ],
    [
      'cut out of a photo (perspective), scaled, deskewed',
      [
        { kind: 'sheet', corners: sheet, to: warped },
        { kind: 'scale', from: warped, to: { width: 2550, height: 3347 } },
        { kind: 'rotate', degrees: 1.2, from: { width: 2550, height: 3347 }, to: { width: 2620, height: 3400 } },
      ],
      (p) => turn(1.2, { width: 2550, height: 3347 }, { width: 2620, height: 3400 })(((q: Point): Point => [(q[0] * 2550) / 1600, (q[1] * 3347) / 2100])(toWarped(p[0], p[1]))),
      around(cornersOf(figure)),
    ],
  ])('%s: the box encloses the figure on the page', (_name, steps, forward, want) => {
    // In the picture OCR reads the figure is a tilted quadrilateral; OCR boxes the ink it can see,
    // its enclosing box, and that box is taken back: it holds the figure and little else.
    const read = around(cornersOf(figure).map(forward));
    const got = pageMapper({ picture, orientation: 1, steps })({ x0: read.x, y0: read.y, x1: read.x + read.width, y1: read.y + read.height })!;
    expect(got.x).toBeLessThanOrEqual(want.x + 0.5);
    expect(got.y).toBeLessThanOrEqual(want.y + 0.5);
    expect(got.x + got.width).toBeGreaterThanOrEqual(want.x + want.width - 0.5);
    expect(got.y + got.height).toBeGreaterThanOrEqual(want.y + want.height - 0.5);
    // Tilt makes the enclosing boxes grow, by the figure's size times the angle's sine, at most.
    expect(got.width).toBeLessThan(want.width + 40);
    expect(got.height).toBeLessThan(want.height + 60);
  });

  it('gives the page’s units: a scanned PDF page’s points from its 300 dpi picture', () => {
    const geometry: PictureGeometry = { picture: { width: 2550, height: 3300 }, orientation: 1, steps: [] };
    near(pageMapper(geometry, { width: 612, height: 792 })({ x0: 1250, y0: 2500, x1: 1500, y1: 2550 }), { x: 300, y: 600, width: 60, height: 12 }, 0.01);
  });

  it('clips to the page, and gives nothing for a box off it', () => {
    const map = pageMapper({ picture: { width: 100, height: 100 }, orientation: 1, steps: [] });
    expect(map({ x0: -10, y0: 90, x1: 20, y1: 120 })).toEqual({ x: 0, y: 90, width: 20, height: 10 });
    expect(map({ x0: 120, y0: 0, x1: 140, y1: 10 })).toBeNull();
  });
});

/** A 1275 x 1650 page (letter at 150 dpi): rows of text-like dashes, and one solid figure block. */
const PAGE = { width: 1275, height: 1650 };
const BLOCK: PixelBox = { x0: 900, y0: 1300, x1: 1100, y1: 1340 };
function page(): Buffer {
  const data = Buffer.alloc(PAGE.width * PAGE.height, 250);
  for (let row = 0; row < 25; row++) {
    const y = 150 + row * 36;
    for (let x = 120; x < 1100; x += 70) for (let dy = 0; dy < 12; dy++) for (let dx = 0; dx < 50; dx++) data[(y + dy) * PAGE.width + x + dx] = 20;
  }
  for (let y = BLOCK.y0; y < BLOCK.y1; y++) for (let x = BLOCK.x0; x < BLOCK.x1; x++) data[y * PAGE.width + x] = 10;
  return data;
}

/** The page in a picture `size` big: each picture pixel samples the page where `toPage` says (desk where it is off the page). */
function photograph(size: { width: number; height: number }, toPage: (x: number, y: number) => Point, desk: number): Buffer {
  const src = page();
  const out = Buffer.alloc(size.width * size.height, desk);
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const [u, v] = toPage(x + 0.5, y + 0.5);
      const [i, j] = [Math.floor(u), Math.floor(v)];
      if (i >= 0 && j >= 0 && i < PAGE.width && j < PAGE.height) out[y * size.width + x] = src[j * PAGE.width + i];
    }
  }
  return out;
}

/** The box of the dark pixels of `png` inside `within` (the block alone is printed there). */
async function inkIn(png: Buffer, within: PixelBox): Promise<PixelBox> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = Math.max(0, within.y0); y < Math.min(info.height, within.y1); y++) {
    for (let x = Math.max(0, within.x0); x < Math.min(info.width, within.x1); x++) {
      if (data[y * info.width + x] >= 100) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
    }
  }
  return { x0, y0, x1, y1 };
}

describe('normaliseImage records the steps it takes', () => {
  const block = cornersOf(BLOCK);
  const cases: Array<[string, { width: number; height: number }, Point[], number, number]> = [
    // name, picture size, the page's corners in the picture (TL TR BR BL), desk grey, EXIF orientation
    ['a flat scan, scaled to 300 dpi', PAGE, [[0, 0], [PAGE.width, 0], [PAGE.width, PAGE.height], [0, PAGE.height]], 250, 1],
    ['a scan turned 2.5 degrees (deskewed)', { width: 1345, height: 1704 }, rotated(2.5, { width: 1345, height: 1704 }), 250, 1],
    ['a photo: the sheet on a desk in perspective, turned', { width: 1500, height: 1900 }, [[150, 110], [1340, 150], [1400, 1790], [90, 1740]], 70, 1],
    ['the same photo stored sideways with EXIF orientation 6', { width: 1500, height: 1900 }, [[150, 110], [1340, 150], [1400, 1790], [90, 1740]], 70, 6],
  ];

  it.each(cases)('%s: the figure read in the straightened picture lands on the figure in the picture', async (_name, size, corners, desk, orientation) => {
    const toPage = homography(corners, [[0, 0], [PAGE.width, 0], [PAGE.width, PAGE.height], [0, PAGE.height]]);
    const toPicture = homography([[0, 0], [PAGE.width, 0], [PAGE.width, PAGE.height], [0, PAGE.height]], corners);
    const upright = photograph(size, toPage, desk);
    let image = sharp(upright, { raw: { ...size, channels: 1 } });
    // Stored turned a quarter anticlockwise, with the tag that turns it back (as phones do).
    if (orientation === 6) image = sharp(await image.rotate(-90).png().toBuffer()).withMetadata({ orientation: 6 });
    const bytes = await image.jpeg({ quality: 92 }).toBuffer();

    const normalised = await normaliseImage(bytes);
    expect(normalised.geometry.orientation).toBe(orientation);
    expect(normalised.geometry.picture).toEqual(size);
    // Where the block is in the straightened picture: its lower right, where nothing else is printed.
    const seen = await inkIn(normalised.png, { x0: Math.round(normalised.width * 0.6), y0: Math.round(normalised.height * 0.7), x1: normalised.width, y1: normalised.height });
    const got = pageMapper(normalised.geometry)(seen)!;
    const want = around(block.map(([x, y]) => toPicture(x, y)));
    // Within 0.5% of the picture's width on every side (measured: under 2 px): the sheet's corners are found on a 400 px copy.
    const tolerance = 0.005 * size.width;
    near(got, want, tolerance);
  }, 30_000);
});

/** Corners of the page turned `deg` clockwise about the centre of a picture `size` big. */
function rotated(deg: number, size: { width: number; height: number }): Point[] {
  const f = turn(deg, PAGE, size);
  return [f([0, 0]), f([PAGE.width, 0]), f([PAGE.width, PAGE.height]), f([0, PAGE.height])];
}
