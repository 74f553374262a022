// Regenerates the second family's PDFs and truth files with Chromium (the files are committed, so
// tests and evals never need a browser):
//   node --import tsx eval/statements/second-family/write.ts [--per-layout 3] [--chromium /usr/bin/chromium]
// Tuning layouts go to eval/statements/second-family/<layout>/, locked ones to eval/statements/locked/<layout>/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { itemSeed, truthOf } from './layouts.ts';
import { SECOND_FAMILY } from './templates.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const perLayout = Number(arg('per-layout') ?? 3);
const executablePath = arg('chromium') ?? '/usr/bin/chromium';

export function layoutDir(name: string, locked: boolean): string {
  return locked ? path.join(HERE, '..', 'locked', name) : path.join(HERE, name);
}

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-family-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await context.newPage();
  for (const layout of SECOND_FAMILY) {
    const dir = layoutDir(layout.name, layout.locked);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (let n = 1; n <= perLayout; n++) {
      const history = layout.history(itemSeed(layout.name, n));
      await page.setContent(layout.html(history), { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      const stem = `${layout.name}-${n}`;
      fs.writeFileSync(path.join(dir, `${stem}.pdf`), pdf);
      fs.writeFileSync(path.join(dir, `${stem}.truth.json`), `${JSON.stringify({ layout: layout.name, currency: layout.currency, period: { start: history.start, end: history.end }, ...truthOf(history, layout) }, null, 1)}\n`);
    }
    console.log(`${layout.locked ? 'locked' : 'second-family'}/${layout.name}: ${perLayout} statements`);
  }
} finally {
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}
