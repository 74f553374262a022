// Writes the fourth family of paystubs as PDFs beside their truth files (committed, so tests and evals
// need nothing installed). Every layout is drawn by pdf-lib; nothing outside node_modules is needed:
//   node --import tsx eval/paystubs/fourth-family/write.ts [--per-layout 5] [--seed 1]
import fs from 'node:fs';
import path from 'node:path';
import { Rng } from '../../statements/random.ts';
import { FOURTH_FAMILY_CORPUS } from '../committed-corpus.ts';
import { synthStub } from '../synth.ts';
import { FOURTH_FAMILY } from './layouts.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const perLayout = Number(arg('per-layout') ?? 5);
const seed = Number(arg('seed') ?? 1);

fs.rmSync(FOURTH_FAMILY_CORPUS, { recursive: true, force: true });
fs.mkdirSync(FOURTH_FAMILY_CORPUS, { recursive: true });
for (const [layout, draw] of Object.entries(FOURTH_FAMILY)) {
  for (let i = 0; i < perLayout; i++) {
    const rng = new Rng(`fourth-family:${seed}:${layout}:${i}`);
    const made = await draw(synthStub(rng), rng);
    const name = `${layout}-${i + 1}`;
    fs.writeFileSync(path.join(FOURTH_FAMILY_CORPUS, `${name}.pdf`), made.pdf);
    fs.writeFileSync(path.join(FOURTH_FAMILY_CORPUS, `${name}.pdf.truth.json`), JSON.stringify({ ...made.truth, source: 'generated (eval/paystubs/fourth-family)' }, null, 2) + '\n');
  }
  console.log(`fourth-family ${layout}: ${perLayout} stubs`);
}
