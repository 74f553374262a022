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
  let tl: Point = [0, 0], tr: Point = [0, 0], br: Point = [0, 0], bl: Point = [0, 0];
  let minSum = Infinity, maxSum = -Infinity, minDiff = Infinity, maxDiff = -Infinity;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!region.mask[y * w + x]) continue;
      const sum = x + y;
      const diff = x - y;
      if (sum < minSum) (minSum = sum), (tl = [x, y]);
      if (sum > maxSum) (maxSum = sum), (br = [x, y]);
      if (diff > maxDiff) (maxDiff = diff), (tr = [x, y]);
      if (diff < minDiff) (minDiff = diff), (bl = [x, y]);
    }
  }
  const corners = [tl, tr, br, bl];
  if (quadArea(corners) < MIN_SHEET_SHARE * w * h) return null;
  return corners;
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
