// The fifteenth locked split's drawing list as a PDF written by pdfjs (rkusa's, from the npm folder named
// by LOCKED15_PDFJS): every item an absolutely placed cell, text in a cell as wide as the page's room
// (aligned left, right or centre by pdfjs), rules as thin black cells, boxes as grey or framed cells;
// Liberation Sans embedded as subsets.
//   node render_pdfjs.mjs LIST.ops OUT.pdf FAMILY
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// pdfjs dates the file and opentype.js the embedded fonts' head tables by the clock: stop it at 1 March 2026
const FIXED = Date.UTC(2026, 2, 1, 9, 0, 0);
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...a) {
    super(...(a.length ? a : [FIXED]));
  }
  static now() {
    return FIXED;
  }
};
const require = createRequire(path.join(process.env.LOCKED15_PDFJS, 'package.json'));
const pdf = require('pdfjs');
const [ops, out, family] = process.argv.slice(2);
const dir = '/usr/share/fonts/truetype/liberation';
const files = family === 'LiberationSans' ? ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'] : ['LiberationSerif-Regular.ttf', 'LiberationSerif-Bold.ttf'];
const [reg, bold] = files.map((f) => new pdf.Font(fs.readFileSync(path.join(dir, f))));
const ASCENT = 0.905; // Liberation's ascent in ems: a line's top above its baseline

const items = fs.readFileSync(ops, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t'));
const [w0, h0] = [Number(items[0][1]), Number(items[0][2])];
const doc = new pdf.Document({ font: reg, width: w0, height: h0, padding: 0 });
const stream = fs.createWriteStream(out);
doc.pipe(stream);
let h = h0;
let first = true;
const gray = (g) => {
  const v = Math.round(Number(g) * 255);
  return (v << 16) | (v << 8) | v;
};
for (const p of items) {
  if (p[0] === 'page') {
    if (!first) doc.pageBreak();
    first = false;
    h = Number(p[2]);
  } else if (p[0] === 'text') {
    const [x, y, align, weight, size, s] = [Number(p[1]), Number(p[2]), p[3], p[4], Number(p[5]), p[6]];
    const room = 280;
    const left = align === 'l' ? x : align === 'r' ? x - room : x - room / 2;
    const cell = doc.cell({ x: left, y: h - y + ASCENT * size, width: align === 'l' ? Math.max(40, w0 - x - 4) : room, padding: 0 });
    cell.text(s, { font: weight === 'b' ? bold : reg, fontSize: size, lineHeight: 1, textAlign: align === 'l' ? 'left' : align === 'r' ? 'right' : 'center' });
  } else if (p[0] === 'rule') {
    const [x1, y1, x2, y2, lw] = p.slice(1).map(Number);
    if (y1 === y2) doc.cell({ x: Math.min(x1, x2), y: h - y1 + lw / 2, width: Math.abs(x2 - x1), minHeight: lw, backgroundColor: 0x000000 });
    else doc.cell({ x: x1 - lw / 2, y: h - Math.min(y1, y2), width: lw, minHeight: Math.abs(y2 - y1), backgroundColor: 0x000000 });
  } else if (p[0] === 'box') {
    const [x, y, bw, bh] = p.slice(1, 5).map(Number);
    const opts = { x, y: h - y, width: bw, minHeight: bh };
    if (p[5] !== '-') opts.backgroundColor = gray(p[5]);
    if (p[6] === '1') Object.assign(opts, { borderWidth: 0.6, borderColor: 0x000000 });
    doc.cell(opts);
  }
}
await doc.end();
await new Promise((resolve) => stream.on('finish', resolve));
