// The sheet of paper in a phone photo: the largest bright region against a darker desk, its four
// corners, and the photo warped so that the sheet becomes an upright rectangle again. Keystone
// (the phone held at an angle) tilts each row differently; no single deskew angle undoes it.

/** Grey pixels, one byte each, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export type Point = [number, number];

/** The sheet must cover at least this share of the photo to be trusted as the page... */
const MIN_SHEET_SHARE = 0.25;
/** ...and a region touching almost all of the photo's border is no sheet on a desk (a scan, a screenshot). */
const MAX_BORDER_SHARE = 0.6;

/**
 * Corners of the sheet (top-left, top-right, bottom-right, bottom-left) in `small`'s pixels, or
 * null when the photo shows no sheet against a darker background.
 */
export function findSheet(small: GreyImage): Point[] | null {
  const { data, width: w, height: h } = small;
  const threshold = otsu(data);
  const bright = new Uint8Array(w * h);
  for (let i = 0; i < data.length; i++) bright[i] = data[i] > threshold ? 1 : 0;
  const region = largestRegion(bright, w, h);
  if (!region || region.size < MIN_SHEET_SHARE * w * h) return null;
  let border = 0;
  for (let x = 0; x < w; x++) border += region.mask[x] + region.mask[(h - 1) * w + x];
  for (let y = 0; y < h; y++) border += region.mask[y * w] + region.mask[y * w + w - 1];
  if (border > MAX_BORDER_SHARE * 2 * (w + h)) return null;
  const corners = edgeCorners(region.mask, w, h) ?? extremeCorners(region.mask, w, h);
  if (quadArea(corners) < MIN_SHEET_SHARE * w * h) return null;
  return corners;
}

/** The region's outermost pixels towards each corner (smallest and largest x + y and x − y). */
function extremeCorners(mask: Uint8Array, w: number, h: number): Point[] {
  let tl: Point = [0, 0], tr: Point = [0, 0], br: Point = [0, 0], bl: Point = [0, 0];
  let minSum = Infinity, maxSum = -Infinity, minDiff = Infinity, maxDiff = -Infinity;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!mask[y * w + x]) continue;
      const sum = x + y;
      const diff = x - y;
      if (sum < minSum) (minSum = sum), (tl = [x, y]);
      if (sum > maxSum) (maxSum = sum), (br = [x, y]);
      if (diff > maxDiff) (maxDiff = diff), (tr = [x, y]);
      if (diff < minDiff) (minDiff = diff), (bl = [x, y]);
    }
  }
  return [tl, tr, br, bl];
}

/** A line `along = slope * across + offset`: x of y for a left or right edge, y of x for a top or bottom one. */
export interface EdgeLine {
  slope: number;
  offset: number;
}

/** Boundary points this close to a candidate line (pixels of the small copy) count as on it. */
const EDGE_TOLERANCE = 1.5;
/** A side is trusted when at least this share of its boundary points lie on its line. */
const MIN_EDGE_SUPPORT = 0.3;

/**
 * The straight line most of the points (`across`, `along`) lie on: of the lines through pairs of
 * points taken at every tenth of the side, the one with the most points within EDGE_TOLERANCE,
 * refitted by least squares to those. A shadow that bites into the sheet's corner moves the
 * boundary there, not the line the rest of the side draws.
 */
export function fitEdge(points: readonly Point[]): { line: EdgeLine; support: number } | null {
  if (points.length < 10) return null;
  const picks = Array.from({ length: 11 }, (_, k) => points[Math.min(points.length - 1, Math.round((k * (points.length - 1)) / 10))]);
  let best: Point[] = [];
  for (let i = 0; i < picks.length; i++) {
    for (let j = i + 1; j < picks.length; j++) {
      const [a0, b0] = picks[i];
      const [a1, b1] = picks[j];
      if (a1 === a0) continue;
      const slope = (b1 - b0) / (a1 - a0);
      const offset = b0 - slope * a0;
      const on = points.filter(([a, b]) => Math.abs(slope * a + offset - b) <= EDGE_TOLERANCE);
      if (on.length > best.length) best = on;
    }
  }
  if (best.length < 2) return null;
  const n = best.length;
  const ma = best.reduce((s, p) => s + p[0], 0) / n;
  const mb = best.reduce((s, p) => s + p[1], 0) / n;
  let sab = 0, saa = 0;
  for (const [a, b] of best) (sab += (a - ma) * (b - mb)), (saa += (a - ma) ** 2);
  const slope = saa === 0 ? 0 : sab / saa;
  return { line: { slope, offset: mb - slope * ma }, support: n / points.length };
}

/** Where a left or right edge (x of y) crosses a top or bottom edge (y of x). */
export function crossing(side: EdgeLine, end: EdgeLine): Point {
  const x = (side.slope * end.offset + side.offset) / (1 - side.slope * end.slope);
  return [x, end.slope * x + end.offset];
}

/**
 * The corners where the region's four straight sides meet (fitEdge), or null when a side is not
 * straight enough to trust or a corner falls far outside the photo. Uneven light (a shadow over one
 * corner of the sheet) leaves that corner out of the bright region: its outermost pixel is then
 * well inside the sheet and the warp cut the page's print off.
 */
function edgeCorners(mask: Uint8Array, w: number, h: number): Point[] | null {
  const left: Point[] = [], right: Point[] = [], top: Point[] = [], bottom: Point[] = [];
  for (let y = 0; y < h; y++) {
    let first = -1, last = -1;
    for (let x = 0; x < w; x++) if (mask[y * w + x]) (first < 0 && (first = x), (last = x));
    if (first >= 0) (left.push([y, first]), right.push([y, last]));
  }
  for (let x = 0; x < w; x++) {
    let first = -1, last = -1;
    for (let y = 0; y < h; y++) if (mask[y * w + x]) (first < 0 && (first = y), (last = y));
    if (first >= 0) (top.push([x, first]), bottom.push([x, last]));
  }
  const sides = [left, right, top, bottom].map(fitEdge);
  if (sides.some((s) => !s || s.support < MIN_EDGE_SUPPORT)) return null;
  const [l, r, t, b] = sides.map((s) => s!.line);
  const corners = [crossing(l, t), crossing(r, t), crossing(r, b), crossing(l, b)];
  const margin = 0.05 * Math.max(w, h);
  if (corners.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y) || x < -margin || y < -margin || x > w + margin || y > h + margin)) return null;
  return corners.map(([x, y]): Point => [Math.min(w, Math.max(0, x)), Math.min(h, Math.max(0, y))]);
}

/** The region of `corners` (in `image`'s pixels) warped to an upright rectangle of the sheet's size. */
export function warpSheet(image: GreyImage, corners: Point[]): GreyImage {
  const [tl, tr, br, bl] = corners;
  const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const width = Math.round(Math.max(dist(tl, tr), dist(bl, br)));
  const height = Math.round(Math.max(dist(tl, bl), dist(tr, br)));
  const toPhoto = homography([[0, 0], [width, 0], [width, height], [0, height]], corners);
  const out = new Uint8Array(width * height);
  const { data, width: w, height: h } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [u, v] = toPhoto(x + 0.5, y + 0.5);
      const x0 = Math.min(w - 2, Math.max(0, Math.floor(u - 0.5)));
      const y0 = Math.min(h - 2, Math.max(0, Math.floor(v - 0.5)));
      const fx = Math.min(1, Math.max(0, u - 0.5 - x0));
      const fy = Math.min(1, Math.max(0, v - 0.5 - y0));
      const i = y0 * w + x0;
      out[y * width + x] = Math.round((data[i] * (1 - fx) + data[i + 1] * fx) * (1 - fy) + (data[i + w] * (1 - fx) + data[i + w + 1] * fx) * fy);
    }
  }
  return { data: out, width, height };
}

/** Otsu's threshold: the grey level that best splits the histogram in two. */
export function otsu(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of data) histogram[v]++;
  const total = data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v];
  let weightBelow = 0, sumBelow = 0, best = 0, bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t];
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * histogram[t];
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) (bestVariance = variance), (best = t);
  }
  return best;
}

/** The largest 4-connected region of set pixels, with holes (the sheet's printing) filled. */
function largestRegion(mask: Uint8Array, w: number, h: number): { mask: Uint8Array; size: number } | null {
  const label = new Int32Array(w * h);
  let bestLabel = 0, bestSize = 0, next = 0;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start]) continue;
    next++;
    let size = 0;
    label[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j >= 0 && j < mask.length && mask[j] && !label[j]) (label[j] = next), stack.push(j);
      }
    }
    if (size > bestSize) (bestSize = size), (bestLabel = next);
  }
  if (bestLabel === 0) return null;
  // Fill holes: whatever the outside cannot reach is inside the sheet.
  const outside = new Uint8Array(w * h);
  for (let i = 0; i < mask.length; i++) {
    const edge = i < w || i >= (h - 1) * w || i % w === 0 || i % w === w - 1;
    if (edge && label[i] !== bestLabel && !outside[i]) (outside[i] = 1), stack.push(i);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j >= 0 && j < mask.length && label[j] !== bestLabel && !outside[j]) (outside[j] = 1), stack.push(j);
    }
  }
  const region = new Uint8Array(w * h);
  let size = 0;
  for (let i = 0; i < region.length; i++) if (!outside[i]) (region[i] = 1), size++;
  return { mask: region, size };
}

function quadArea(p: Point[]): number {
  let area = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i];
    const [x2, y2] = p[(i + 1) % p.length];
    area += x1 * y2 - x2 * y1;
  }
  return Math.abs(area) / 2;
}

/** The projective map taking the four `from` points to the four `to` points. */
export function homography(from: number[][], to: number[][]): (x: number, y: number) => [number, number] {
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(A[r][col]) > Math.abs(A[pivot][col])) pivot = r;
    [A[col], A[pivot]] = [A[pivot], A[col]];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = A[r][col] / A[col][col];
      for (let k = col; k < 9; k++) A[r][k] -= f * A[col][k];
    }
  }
  const [a, b, c, d, e, f, g, hh] = A.map((row, i) => row[8] / row[i]);
  return (x, y) => {
    const w = g * x + hh * y + 1;
    return [(a * x + b * y + c) / w, (d * x + e * y + f) / w];
  };
}
