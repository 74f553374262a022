import { readFileSync } from 'node:fs';
import { assessDocument } from '/work/wt/fraud/eval/fraud/assess.ts';
const root = '/work/wt/fraud/test/fixtures/external/documents/';
for (const f of process.argv.slice(2)) {
  const bytes = new Uint8Array(readFileSync(root + f));
  const truth = JSON.parse(readFileSync(root + f + '.truth.json', 'utf8'));
  const v = await assessDocument(bytes, truth.kind === 'paystub' ? 'paystub' : 'bank_statement', f);
  console.log(f, v.risk, v.read, JSON.stringify(v.signals.map(s => [s.code, s.severity, s.description, s.boxes.length])));
}
