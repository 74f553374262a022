// Writes the second locked split of statements: each layout's statements as PDFs beside their truth
// files in eval/statements/locked-2/corpus/<layout>/, and a phone photo and a scan of page 1 of each layout's
// first statement in eval/statements/locked-2/degraded/:
//   node --import tsx eval/statements/locked-2/write.ts [--no-pictures | --pictures-only]
// --pictures-only leaves the PDFs and truths as they are and makes the pictures again from them.
// HTML layouts are printed by Chromium (/usr/bin/chromium or CHROMIUM_PATH), the Writer and Calc
// layouts by LibreOffice (soffice on the PATH). The statements and truth files depend only on fixed
// seeds; the PDF bytes also carry the printers' own dates and ids. The written files are committed.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedOf } from '../../prng.ts';
import { pictures, Printer } from '../../paystubs/locked-2/render.ts';
import { STATEMENT_LAYOUTS } from './layouts.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOCKED_2_STATEMENTS = path.join(HERE, 'corpus');
const LOCKED_2_STATEMENT_PICTURES = path.join(HERE, 'degraded');

const withPictures = !process.argv.includes('--no-pictures');
const picturesOnly = process.argv.includes('--pictures-only');
const printer = new Printer();
try {
  if (withPictures) {
    fs.rmSync(LOCKED_2_STATEMENT_PICTURES, { recursive: true, force: true });
    fs.mkdirSync(LOCKED_2_STATEMENT_PICTURES, { recursive: true });
  }
  for (const layout of STATEMENT_LAYOUTS) {
    const dir = path.join(LOCKED_2_STATEMENTS, layout.name);
    if (!picturesOnly) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
    }
    for (let n = 1; n <= layout.count; n++) {
      const stem = `${layout.name}-${n}`;
      const { doc, truth } = layout.draw(n);
      const json = `${JSON.stringify(truth, null, 1)}\n`;
      let pdf: Uint8Array;
      if (picturesOnly) pdf = new Uint8Array(fs.readFileSync(path.join(dir, `${stem}.pdf`)));
      else {
        pdf = doc.kind === 'html' ? await printer.html(doc.html, { format: doc.format }) : printer.office(doc.doc, doc.kind, stem);
        fs.writeFileSync(path.join(dir, `${stem}.pdf`), pdf);
        fs.writeFileSync(path.join(dir, `${stem}.truth.json`), json);
      }
      if (withPictures && n === 1) {
        const { photo, scan } = await pictures(pdf, seedOf(`locked-2:picture:${stem}`));
        fs.writeFileSync(path.join(LOCKED_2_STATEMENT_PICTURES, `${stem}.photo.jpg`), photo);
        fs.writeFileSync(path.join(LOCKED_2_STATEMENT_PICTURES, `${stem}.photo.jpg.truth.json`), json);
        fs.writeFileSync(path.join(LOCKED_2_STATEMENT_PICTURES, `${stem}.scan.pdf`), scan);
        fs.writeFileSync(path.join(LOCKED_2_STATEMENT_PICTURES, `${stem}.scan.pdf.truth.json`), json);
      }
      console.log(`${stem}: ${truth.accounts.reduce((t, a) => t + a.transactions.length, 0)} transactions, ${pdf.length} bytes`);
    }
  }
} finally {
  await printer.close();
}
