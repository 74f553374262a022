// Writes the second family of paystubs and the locked split as PDFs beside their truth files:
//   node --import tsx eval/paystubs/second-family/write.ts [--per-layout 5] [--seed 1] [--split second|locked]
// HTML layouts are printed by Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH); the
// spreadsheet layouts by LibreOffice (soffice on the PATH). The stubs and truth files depend only on the
// seed; the PDF bytes also carry the printers' own dates and ids. The written files are committed, so
// tests and evals never need either program.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { Rng } from '../../statements/random.ts';
import { synthStub, type SynthStub } from '../synth.ts';
import { calcTemplate, LOCKED_HTML, type SheetStub } from '../locked/layouts.ts';
import { calcSideBySide } from './calc-layouts.ts';
import { SECOND_FAMILY, type HtmlLayout } from './layouts.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SECOND_FAMILY_DIR = path.join(HERE, 'corpus');
export const LOCKED_DIR = path.resolve(HERE, '../locked/corpus');

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const perLayout = Number(arg('per-layout') ?? 5);
const seed = Number(arg('seed') ?? 1);
const split = arg('split');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'paystub-family-'));
// A fresh profile for every run.
const browser = await chromium.launchPersistentContext(path.join(scratch, 'profile'), {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function writeHtml(dir: string, layouts: Record<string, HtmlLayout>) {
  fs.mkdirSync(dir, { recursive: true });
  const page = await browser.newPage();
  for (const [layout, draw] of Object.entries(layouts)) {
    for (let i = 0; i < perLayout; i++) {
      const rng = new Rng(`second-family:${seed}:${layout}:${i}`);
      const { html, truth } = draw(synthStub(rng), rng);
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true });
      const name = `${layout}-${i + 1}`;
      fs.writeFileSync(path.join(dir, `${name}.pdf`), pdf);
      fs.writeFileSync(path.join(dir, `${name}.pdf.truth.json`), JSON.stringify(truth, null, 2) + '\n');
    }
  }
  await page.close();
}

function writeCalc(dir: string, layout: string, draw: (stub: SynthStub, rng: Rng) => SheetStub) {
  for (let i = 0; i < perLayout; i++) {
    const rng = new Rng(`second-family:${seed}:${layout}:${i}`);
    const { fods, truth } = draw(synthStub(rng), rng);
    const name = `${layout}-${i + 1}`;
    const src = path.join(scratch, `${name}.fods`);
    fs.writeFileSync(src, fods);
    execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${path.join(scratch, 'lo')}`, '--convert-to', 'pdf', '--outdir', scratch, src], { stdio: 'ignore' });
    fs.copyFileSync(path.join(scratch, `${name}.pdf`), path.join(dir, `${name}.pdf`));
    fs.writeFileSync(path.join(dir, `${name}.pdf.truth.json`), JSON.stringify(truth, null, 2) + '\n');
  }
}

try {
  if (split !== 'locked') {
    await writeHtml(SECOND_FAMILY_DIR, SECOND_FAMILY);
    writeCalc(SECOND_FAMILY_DIR, 'calc-side-by-side', calcSideBySide);
  }
  if (split !== 'second') {
    await writeHtml(LOCKED_DIR, LOCKED_HTML);
    writeCalc(LOCKED_DIR, 'calc-template', calcTemplate);
  }
} finally {
  await browser.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(`second family written to ${SECOND_FAMILY_DIR}, locked split to ${LOCKED_DIR}`);
