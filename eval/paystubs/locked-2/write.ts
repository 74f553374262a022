// Writes the second locked split of paystubs: five layouts, five stubs each, as PDFs beside their
// truth files in corpus/, and a phone photo and a scan of every stub in degraded/:
//   node --import tsx eval/paystubs/locked-2/write.ts [--no-pictures | --pictures-only]
// --pictures-only leaves the PDFs and truths as they are and makes the pictures again from them.
// HTML layouts are printed by Chromium (/usr/bin/chromium or CHROMIUM_PATH), the Writer and Calc
// layouts by LibreOffice (soffice on the PATH). The stubs and truth files depend only on the fixed
// seeds; the PDF bytes also carry the printers' own dates and ids. The written files are committed.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedOf } from '../../prng.ts';
import { LAYOUTS, stubsOf } from './layouts.ts';
import { pictures, Printer } from './render.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOCKED_2_CORPUS = path.join(HERE, 'corpus');
const LOCKED_2_DEGRADED = path.join(HERE, 'degraded');

const withPictures = !process.argv.includes('--no-pictures');
const picturesOnly = process.argv.includes('--pictures-only');
const printer = new Printer();
try {
  for (const dir of [...(picturesOnly ? [] : [LOCKED_2_CORPUS]), ...(withPictures ? [LOCKED_2_DEGRADED] : [])]) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  for (const layout of LAYOUTS) {
    for (const { name, doc, truth } of stubsOf(layout)) {
      const json = `${JSON.stringify(truth, null, 2)}\n`;
      let pdf: Uint8Array;
      if (picturesOnly) pdf = new Uint8Array(fs.readFileSync(path.join(LOCKED_2_CORPUS, `${name}.pdf`)));
      else {
        pdf = doc.kind === 'html' ? await printer.html(doc.html, { format: 'Letter', landscape: doc.landscape }) : printer.office(doc.doc, doc.kind, name);
        fs.writeFileSync(path.join(LOCKED_2_CORPUS, `${name}.pdf`), pdf);
        fs.writeFileSync(path.join(LOCKED_2_CORPUS, `${name}.pdf.truth.json`), json);
      }
      if (withPictures) {
        const { photo, scan } = await pictures(pdf, seedOf(`locked-2:picture:${name}`));
        fs.writeFileSync(path.join(LOCKED_2_DEGRADED, `${name}.photo.jpg`), photo);
        fs.writeFileSync(path.join(LOCKED_2_DEGRADED, `${name}.photo.jpg.truth.json`), json);
        fs.writeFileSync(path.join(LOCKED_2_DEGRADED, `${name}.scan.pdf`), scan);
        fs.writeFileSync(path.join(LOCKED_2_DEGRADED, `${name}.scan.pdf.truth.json`), json);
      }
      console.log(`${name}: ${pdf.length} bytes`);
    }
  }
} finally {
  await printer.close();
}
