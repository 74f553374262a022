// Regenerates the third family's PDFs and truth files (committed, so tests and evals need neither
// LibreOffice nor anything else):
//   node --import tsx eval/statements/third-family/write.ts [--per-layout 3] [--layout NAME]
// HTML layouts go through LibreOffice Writer and spreadsheets through Calc (soffice on the PATH); the
// others are drawn by pdf-lib.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedOf } from '../../prng.ts';
import { truthOf } from '../second-family/layouts.ts';
import { THIRD_FAMILY } from './templates.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const i = process.argv.indexOf('--per-layout');
const perLayout = i >= 0 ? Number(process.argv[i + 1]) : 3;
const only = process.argv.indexOf('--layout') >= 0 ? process.argv[process.argv.indexOf('--layout') + 1] : null;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'third-family-'));
try {
  for (const layout of THIRD_FAMILY.filter((l) => only === null || l.name === only)) {
    const dir = path.join(HERE, layout.name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (let n = 1; n <= perLayout; n++) {
      const seed = seedOf(`third-family:${layout.name}:${n}`);
      const history = layout.history(seed);
      const stem = `${layout.name}-${n}`;
      if (layout.html || layout.fods) {
        const src = path.join(scratch, `${stem}.${layout.html ? 'html' : 'fods'}`);
        fs.writeFileSync(src, layout.html ? layout.html(history) : layout.fods!(history));
        const filter = layout.html ? ['--infilter=HTML (StarWriter)'] : [];
        execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${path.join(scratch, 'lo')}`, ...filter, '--convert-to', 'pdf', '--outdir', scratch, src], { stdio: 'ignore' });
        fs.copyFileSync(path.join(scratch, `${stem}.pdf`), path.join(dir, `${stem}.pdf`));
      } else {
        fs.writeFileSync(path.join(dir, `${stem}.pdf`), await layout.pdf!(history));
      }
      const single = truthOf(history, { name: layout.name, locked: false, currency: layout.currency, history: layout.history, html: () => '' });
      const truth = { layout: layout.name, currency: layout.currency, period: { start: history.start, end: history.end }, ...single, ...(layout.accounts ? { accounts: layout.accounts(history) } : {}) };
      fs.writeFileSync(path.join(dir, `${stem}.truth.json`), `${JSON.stringify(truth, null, 1)}\n`);
    }
    console.log(`third-family/${layout.name}: ${perLayout} statements`);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
