// Writes the third family of paystubs as PDFs beside their truth files (committed, so tests and evals
// need nothing installed):
//   node --import tsx eval/paystubs/third-family/write.ts [--per-layout 5] [--seed 1]
// HTML layouts go through LibreOffice Writer (soffice on the PATH); the others are drawn by pdf-lib.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../statements/random.ts';
import { synthStub } from '../synth.ts';
import { THIRD_FAMILY } from './layouts.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const THIRD_FAMILY_DIR = path.join(HERE, 'corpus');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const perLayout = Number(arg('per-layout') ?? 5);
const seed = Number(arg('seed') ?? 1);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'paystub-third-'));
fs.rmSync(THIRD_FAMILY_DIR, { recursive: true, force: true });
fs.mkdirSync(THIRD_FAMILY_DIR, { recursive: true });
try {
  for (const [layout, draw] of Object.entries(THIRD_FAMILY)) {
    for (let i = 0; i < perLayout; i++) {
      const rng = new Rng(`third-family:${seed}:${layout}:${i}`);
      const made = await draw(synthStub(rng), rng);
      const name = `${layout}-${i + 1}`;
      if ('html' in made) {
        const src = path.join(scratch, `${name}.html`);
        fs.writeFileSync(src, made.html);
        execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${path.join(scratch, 'lo')}`, '--infilter=HTML (StarWriter)', '--convert-to', 'pdf', '--outdir', scratch, src], { stdio: 'ignore' });
        fs.copyFileSync(path.join(scratch, `${name}.pdf`), path.join(THIRD_FAMILY_DIR, `${name}.pdf`));
      } else {
        fs.writeFileSync(path.join(THIRD_FAMILY_DIR, `${name}.pdf`), made.pdf);
      }
      fs.writeFileSync(path.join(THIRD_FAMILY_DIR, `${name}.pdf.truth.json`), JSON.stringify({ ...made.truth, source: 'generated (eval/paystubs/third-family)' }, null, 2) + '\n');
    }
    console.log(`third-family ${layout}: ${perLayout} stubs`);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
