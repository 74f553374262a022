// The third locked split's pictures: a phone photo and a scan of page 1 of every paystub and of the
// first statement of each statement layout, made from the committed PDFs by eval/degrade (a 200 dpi
// rendering, then `degrade` with a seed per document), as `npm run eval:ocr` makes its pictures. The
// photo is degrade's JPEG as it comes; the scan is its grey 150 dpi page as a JPEG (quality 60) in a
// one-page, image-only PDF, the way an office scanner sends one. Each carries its PDF's truth file.
//   node --import tsx eval/paystubs/locked-3/pictures.ts [STEM ...]   (only those documents; all by default)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { degrade } from '../../degrade/degrade.ts';
import { renderPdfPage } from '../../degrade/render-pdf.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const STATEMENTS = path.resolve(HERE, '../../statements/locked-3');

async function scanPdf(greyPng: Buffer): Promise<Uint8Array> {
  const jpeg = await sharp(greyPng).greyscale().toColourspace('b-w').jpeg({ quality: 60 }).toBuffer();
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const doc = await PDFDocument.create();
  const fixed = new Date(Date.UTC(2026, 0, 1));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  doc.setProducer('Scan');
  doc.setCreator('Scan');
  const image = await doc.embedJpg(jpeg);
  const size = { width: (width * 72) / 150, height: (height * 72) / 150 };
  doc.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, ...size });
  return doc.save();
}

const only = process.argv.slice(2);

async function write(pdfFile: string, truthFile: string, outDir: string, stem: string, seed: number): Promise<void> {
  if (only.length > 0 && !only.includes(stem)) return;
  const page = await renderPdfPage(new Uint8Array(fs.readFileSync(pdfFile)), { dpi: 200 });
  const photo = (await degrade(page, { kind: 'photo', seed })).bytes;
  const scan = await scanPdf((await degrade(page, { kind: 'scan', seed })).bytes);
  const truth = fs.readFileSync(truthFile);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${stem}.photo.jpg`), photo);
  fs.writeFileSync(path.join(outDir, `${stem}.photo.jpg.truth.json`), truth);
  fs.writeFileSync(path.join(outDir, `${stem}.scan.pdf`), scan);
  fs.writeFileSync(path.join(outDir, `${stem}.scan.pdf.truth.json`), truth);
  console.log(`wrote ${stem} (seed ${seed})`);
}

const stubs = fs.readdirSync(path.join(HERE, 'corpus')).filter((f) => f.endsWith('.pdf')).sort();
for (const [k, f] of stubs.entries()) {
  const file = path.join(HERE, 'corpus', f);
  await write(file, `${file}.truth.json`, path.join(HERE, 'degraded'), f.replace(/\.pdf$/, ''), 3_100 + k);
}
const layouts = fs.readdirSync(path.join(STATEMENTS, 'corpus')).sort();
for (const [k, layout] of layouts.entries()) {
  const stem = `${layout}-1`;
  const base = path.join(STATEMENTS, 'corpus', layout, stem);
  await write(`${base}.pdf`, `${base}.truth.json`, path.join(STATEMENTS, 'degraded'), stem, 3_500 + k);
}
