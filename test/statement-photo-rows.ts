// How much of a locked split's statement photo OCR reads: the truth's page-1 rows found with their
// exact date and amount, and the rows read that are not in the truth.
import { readFileSync } from 'node:fs';
import { readStatementDocument } from '../src/analysis/ocr/read-scanned.ts';

export async function photoRowsFound(split: string, stem: string): Promise<{ found: number; of: number; extra: number }> {
  const file = `eval/statements/${split}/degraded/${stem}.photo.jpg`;
  const truth = JSON.parse(readFileSync(`${file}.truth.json`, 'utf8'));
  const want: { date: string; amountCents: number }[] = truth.accounts.flatMap((a: { transactions: { date: string; amountCents: number; page?: number }[] }) =>
    a.transactions.filter((t) => (t.page ?? 1) === 1),
  );
  const read = await readStatementDocument(new Uint8Array(readFileSync(file)), 'IMAGE');
  const got = read.accounts.flatMap((a) => a.transactions);
  const left = [...want];
  let found = 0;
  for (const g of got) {
    const k = left.findIndex((u) => u.date === g.date && u.amountCents === g.amountCents);
    if (k >= 0) (left.splice(k, 1), found++);
  }
  return { found, of: want.length, extra: got.length - found };
}
