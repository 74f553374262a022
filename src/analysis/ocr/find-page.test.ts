import { describe, expect, it } from 'vitest';
import { crossing, findSheet, fitEdge, homography, otsu, warpSheet, type GreyImage, type Point } from './find-page.ts';

/** A 200 x 160 desk (grey 60) with a bright sheet (230) whose corners are given, and a dark print mark inside. */
function photo(corners: number[][]): GreyImage {
  const width = 200, height = 160;
  const data = new Uint8Array(width * height).fill(60);
  const inside = (x: number, y: number) => {
    let sign = 0;
    for (let i = 0; i < 4; i++) {
      const [x1, y1] = corners[i];
      const [x2, y2] = corners[(i + 1) % 4];
      const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
      if (cross !== 0) {
        if (sign === 0) sign = Math.sign(cross);
        else if (Math.sign(cross) !== sign) return false;
      }
    }
    return true;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inside(x + 0.5, y + 0.5)) data[y * width + x] = 230;
  for (let y = 70; y < 74; y++) for (let x = 90; x < 110; x++) data[y * width + x] = 20;
  return { data, width, height };
}

describe('the sheet in a phone photo', () => {
  it('finds the four corners of a keystoned sheet on a desk, within two pixels', () => {
    const corners = [[40, 20], [160, 25], [175, 140], [25, 135]];
    const found = findSheet(photo(corners))!;
    expect(found).not.toBeNull();
    found.forEach(([x, y], i) => {
      expect(Math.abs(x - corners[i][0])).toBeLessThanOrEqual(2);
      expect(Math.abs(y - corners[i][1])).toBeLessThanOrEqual(2);
    });
  });

  it.each([
    ['bottom-right', (x: number, y: number) => x + y > 290],
    ['bottom-left', (x: number, y: number) => y - x > 100],
    ['top-left', (x: number, y: number) => x + y < 80],
  ])('finds a corner that a shadow over it (%s) leaves out of the bright sheet, where the sides meet', (_, shaded) => {
    const corners = [[40, 20], [160, 25], [175, 140], [25, 135]];
    const picture = photo(corners);
    for (let y = 0; y < picture.height; y++) for (let x = 0; x < picture.width; x++) if (shaded(x, y)) picture.data[y * picture.width + x] = 60;
    const found = findSheet(picture)!;
    found.forEach(([x, y], i) => {
      expect(Math.abs(x - corners[i][0])).toBeLessThanOrEqual(2);
      expect(Math.abs(y - corners[i][1])).toBeLessThanOrEqual(2);
    });
  });

  it.each([
    ['a straight side', [...Array(40)].map((_, i): Point => [i, 10 + 0.1 * i]), { slope: 0.1, offset: 10 }],
    ['a side bitten at one end', [...Array(40)].map((_, i): Point => [i, i < 30 ? 10 + 0.1 * i : 30]), { slope: 0.1, offset: 10 }],
    ['a side bitten at both ends', [...Array(40)].map((_, i): Point => [i, i < 6 || i > 33 ? 25 : 5]), { slope: 0, offset: 5 }],
  ])('fits the line most of a side’s points lie on: %s', (_, points, want) => {
    const fit = fitEdge(points)!;
    expect(fit.line.slope).toBeCloseTo(want.slope, 3);
    expect(fit.line.offset).toBeCloseTo(want.offset, 3);
  });

  it('finds no line in too few points, and puts a corner where a side meets an end', () => {
    expect(fitEdge([[0, 1], [1, 2]])).toBeNull();
    expect(crossing({ slope: 0, offset: 10 }, { slope: 0, offset: 20 })).toEqual([10, 20]);
    const [x, y] = crossing({ slope: 0.1, offset: 10 }, { slope: -0.05, offset: 30 });
    expect(x).toBeCloseTo(0.1 * y + 10, 9);
    expect(y).toBeCloseTo(-0.05 * x + 30, 9);
  });

  it('finds no sheet in a scan (bright to every edge) or a dark picture', () => {
    const scan: GreyImage = { data: new Uint8Array(200 * 160).fill(240), width: 200, height: 160 };
    for (let i = 0; i < 400; i++) scan.data[(40 + (i % 20)) * 200 + 50 + Math.floor(i / 20)] = 10;
    expect(findSheet(scan)).toBeNull();
    expect(findSheet({ data: new Uint8Array(200 * 160).fill(30), width: 200, height: 160 })).toBeNull();
  });

  it('warps the sheet to an upright rectangle of its size, the print mark inside it', () => {
    const corners: Point[] = [[40, 20], [160, 25], [175, 140], [25, 135]];
    const sheet = warpSheet(photo(corners), corners);
    expect(sheet.width).toBe(Math.round(Math.hypot(150, 5)));
    expect(sheet.height).toBe(Math.round(Math.hypot(15, 115)));
    const mean = sheet.data.reduce((s, v) => s + v, 0) / sheet.data.length;
    expect(mean).toBeGreaterThan(215);
    expect(Math.min(...sheet.data)).toBeLessThan(60);
  });

  it('a homography maps each corner to its pair', () => {
    const map = homography([[0, 0], [10, 0], [10, 10], [0, 10]], [[1, 2], [12, 1], [14, 13], [0, 9]]);
    expect(map(10, 10).map((v) => Math.round(v * 1000) / 1000)).toEqual([14, 13]);
    expect(map(0, 10).map((v) => Math.round(v * 1000) / 1000 + 0)).toEqual([0, 9]);
  });

  it('Otsu splits desk from paper', () => {
    const t = otsu(new Uint8Array([...new Array(50).fill(60), ...new Array(50).fill(230)]));
    expect(t).toBeGreaterThanOrEqual(60);
    expect(t).toBeLessThan(230);
  });
});
