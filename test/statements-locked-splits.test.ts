// The reports find every locked split (eval/<corpus>/locked*/) and read its documents wherever the
// split keeps them: one folder per layout, a corpus folder, or PDFs beside their truth files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockedSplits } from '../eval/locked-splits.ts';
import { committedStubs } from '../eval/paystubs/committed-corpus.ts';
import { loadSecondFamily } from '../eval/statements/second-family/load.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'locked-splits-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const statementTruth = (layout?: string) => JSON.stringify({ ...(layout ? { layout } : {}), currency: 'USD', period: { start: '2026-01-01', end: '2026-01-31' }, accounts: [] });
const stubTruth = (layout?: string) => JSON.stringify({ kind: 'paystub', ...(layout ? { layout } : {}) });

describe('locked splits', () => {
  it('finds every locked* folder in name order, and nothing when there is none', () => {
    for (const d of ['statements/locked', 'statements/locked-2', 'statements/locked-10', 'statements/second-family']) fs.mkdirSync(path.join(root, d), { recursive: true });
    expect(lockedSplits('statements', path.join(root, 'statements')).map((s) => s.name)).toEqual(['locked', 'locked-2', 'locked-10']);
    expect(lockedSplits('paystubs', path.join(root, 'nowhere'))).toEqual([]);
  });

  it('reads statements in layout folders, in a corpus folder, or beside their truths; a PDF without a truth is skipped', () => {
    put('s/a/uk-one/uk-one-1.pdf', '%PDF');
    put('s/a/uk-one/uk-one-1.truth.json', statementTruth());
    put('s/b/corpus/us-two/us-two-1.pdf', '%PDF');
    put('s/b/corpus/us-two/us-two-1.pdf.truth.json', statementTruth());
    put('s/c/flat-3.pdf', '%PDF');
    put('s/c/flat-3.truth.json', statementTruth('flat-layout'));
    put('s/c/orphan-1.pdf', '%PDF');
    const read = (split: string) => loadSecondFamily(path.join(root, 's', split)).map((i) => [i.name, i.layout]);
    expect(read('a')).toEqual([['uk-one-1', 'uk-one']]);
    expect(read('b')).toEqual([['us-two-1', 'us-two']]);
    expect(read('c')).toEqual([['flat-3', 'flat-layout']]);
  });

  it('reads paystubs in a corpus folder or anywhere below the split', () => {
    put('p/locked/corpus/stub-a-1.pdf', '%PDF');
    put('p/locked/corpus/stub-a-1.pdf.truth.json', stubTruth('stub-a'));
    put('p/locked-2/deep/stub-b-2.pdf', '%PDF');
    put('p/locked-2/deep/stub-b-2.truth.json', stubTruth());
    expect(committedStubs(path.join(root, 'p/locked')).map((s) => [s.name, s.group])).toEqual([['stub-a-1.pdf', 'stub-a']]);
    expect(committedStubs(path.join(root, 'p/locked-2')).map((s) => [s.name, s.group])).toEqual([['stub-b-2.pdf', 'stub-b']]);
    expect(committedStubs(path.join(root, 'p/missing'))).toEqual([]);
  });
});
