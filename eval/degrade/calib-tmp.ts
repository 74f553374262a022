import fs from 'node:fs';
import sharp from 'sharp';
import { normaliseImage } from '../../src/analysis/ocr/normalise-image.ts';
for (const f of process.argv.slice(2)) {
  const buf = fs.readFileSync(f);
  const meta = await sharp(buf).metadata();
  const out = [];
  for (const b of [0, 1, 2, 3]) {
    const img = b === 0 ? buf : await sharp(buf).blur(b * (meta.width! / 1000)).jpeg({ quality: 85 }).toBuffer();
    out.push(Math.round((await normaliseImage(img)).sharpness));
  }
  console.log(f.split('/').pop()?.padEnd(40), out.join('  '));
}
