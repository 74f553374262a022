// Photos and scans of a rendered page, the way borrowers send them, deterministic by seed.
//
//   degrade(pngBytes, { kind: 'photo', seed: 1 })  -> JPEG bytes: the page on a desk, in perspective,
//       turned a few degrees, blurred, in uneven warm light, low contrast, a little sensor noise, JPEG q60
//   degrade(pngBytes, { kind: 'scan', seed: 1 })   -> PNG bytes: grey, 150 dpi, slightly skewed,
//       Gaussian noise and speckle
//
// The input is a page rendered at about 200 dpi (eval/degrade/render-pdf.ts). Every random choice
// comes from the seed, so the same page and seed give the same bytes.
import sharp from 'sharp';
import { homography } from '../../src/analysis/ocr/find-page.ts';
import { mulberry32 } from '../prng.ts';

export type DegradeKind = 'photo' | 'scan';

export interface DegradeOptions {
  kind: DegradeKind;
  seed: number;
  /** Scale the defaults' strength (1 = as measured in docs/ocr.md; 0 = only the format change). */
  strength?: number;
}

export interface Degraded {
  bytes: Buffer;
  /** 'image/jpeg' for photos, 'image/png' for scans. */
  contentType: string;
  /** What was applied, for reports. */
  applied: Record<string, number>;
}

export async function degrade(png: Uint8Array, opts: DegradeOptions): Promise<Degraded> {
  return opts.kind === 'photo' ? photo(png, opts) : scan(png, opts);
}

/** A standard normal draw (Box–Muller) from the seeded stream. */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

async function photo(png: Uint8Array, opts: DegradeOptions): Promise<Degraded> {
  const random = mulberry32(opts.seed);
  const s = opts.strength ?? 1;
  const between = (a: number, b: number) => a + (b - a) * random();
  const { data: page, info } = await sharp(png).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pw = info.width;
  const ph = info.height;
  // The picture: the page with a desk margin around it, its corners pulled in for perspective.
  const margin = Math.round(pw * 0.08);
  const W = pw + 2 * margin;
  const H = ph + 2 * margin;
  const rotation = (between(-3, 3) * s * Math.PI) / 180;
  const pull = () => between(0, 0.035) * s * pw;
  const cx = W / 2;
  const cy = H / 2;
  const turn = ([x, y]: number[]) => [cx + (x - cx) * Math.cos(rotation) - (y - cy) * Math.sin(rotation), cy + (x - cx) * Math.sin(rotation) + (y - cy) * Math.cos(rotation)];
  // Where the page's corners land: top edge narrower (the phone leans back), each corner jittered.
  const lean = between(0.01, 0.05) * s * pw;
  const corners = [
    turn([margin + lean + pull(), margin + pull()]),
    turn([margin + pw - lean - pull(), margin + pull()]),
    turn([margin + pw - pull(), margin + ph - pull()]),
    turn([margin + pull(), margin + ph - pull()]),
  ];
  const toPage = homography(corners, [[0, 0], [pw, 0], [pw, ph], [0, ph]]);
  const desk = [between(70, 120), between(60, 100), between(45, 80)];
  const tint = [1, between(0.94, 0.98), between(0.84, 0.92)];
  const low = between(0.15, 0.2) * s;
  const high = 1 - between(0.15, 0.2) * s;
  // Light falls off from a point somewhere near the top.
  const lx = between(0.2, 0.8) * W;
  const ly = between(-0.2, 0.3) * H;
  const falloff = between(0.25, 0.4) * s;
  const noise = 4 * s;
  const out = Buffer.alloc(W * H * 3);
  const diagonal = Math.hypot(W, H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const [u, v] = toPage(x + 0.5, y + 0.5);
      const light = 1 - falloff * (Math.hypot(x - lx, y - ly) / diagonal);
      const o = (y * W + x) * 3;
      const grain = noise * gaussian(random);
      for (let c = 0; c < 3; c++) {
        let value: number;
        if (u >= 0 && v >= 0 && u < pw - 1 && v < ph - 1) {
          value = bilinear(page, pw, u, v, c) / 255;
          value = low + (high - low) * value;
          value *= 255 * tint[c];
        } else value = desk[c];
        out[o + c] = clamp(value * light + grain);
      }
    }
  }
  const blur = 0.3 + 1.0 * s;
  const quality = Math.round(60 + 25 * (1 - Math.min(1, s)));
  const bytes = await sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(blur).jpeg({ quality, mozjpeg: false }).toBuffer();
  return {
    bytes,
    contentType: 'image/jpeg',
    applied: { rotationDegrees: round((rotation * 180) / Math.PI), leanPx: round(lean), blurSigma: round(blur), contrastLow: round(low), contrastHigh: round(high), lightFalloff: round(falloff), noiseSigma: noise, jpegQuality: quality },
  };
}

async function scan(png: Uint8Array, opts: DegradeOptions): Promise<Degraded> {
  const random = mulberry32(opts.seed);
  const s = opts.strength ?? 1;
  const meta = await sharp(png).metadata();
  const width = Math.round((meta.width ?? 1700) * 0.75); // 200 dpi -> 150 dpi
  const skew = (random() < 0.5 ? -1 : 1) * (0.4 + 0.6 * random()) * s;
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width)
    .rotate(skew, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = 6 * s;
  const speckles = Math.round(info.width * info.height * 0.0004 * s);
  for (let i = 0; i < data.length; i++) data[i] = clamp(data[i] + noise * gaussian(random));
  for (let k = 0; k < speckles; k++) {
    const at = Math.floor(random() * data.length);
    data[at] = Math.floor(random() * 90);
  }
  const bytes = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).png().toBuffer();
  return { bytes, contentType: 'image/png', applied: { dpi: 150, skewDegrees: round(skew), noiseSigma: noise, speckles } };
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const round = (v: number) => Math.round(v * 100) / 100;

function bilinear(px: Buffer, w: number, x: number, y: number, c: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (xx: number, yy: number) => px[(yy * w + xx) * 3 + c];
  return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
}
