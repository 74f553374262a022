import { describe, expect, it } from 'vitest';
import { fraudSection } from './results.ts';

const doc = '0b6e4a1c-34f2-4a0e-9d1c-2f0c5e7a9b11';
const names = new Map([[doc, 'stub.pdf']]);
const signal = (over: Record<string, unknown>) => ({ code: 'TEXT_OVERLAY', severity: 'HIGH', description: 'A box.', document_id: doc, page: 1, boxes: [{ x: 1, y: 2, width: 3, height: 4 }], ...over });

describe('fraud section of a result', () => {
  it.each([
    ['a signal with boxes links to its marked page', signal({}), `<a href="/dashboard/cases/c-1/documents/${doc}/pages/1" aria-label="stub.pdf, page 1 (marked)">page 1 (marked)</a>`],
    ['a signal without boxes links to its page', signal({ page: 2, boxes: [] }), `<a href="/dashboard/cases/c-1/documents/${doc}/pages/2" aria-label="stub.pdf, page 2">page 2</a>`],
    ['a whole-file signal names the document only', signal({ page: null, boxes: [] }), '<td>stub.pdf</td>'],
    ['a document no longer listed is named by id, unlinked', signal({ document_id: 'gone' }), '<td>gone, page 1</td>'],
  ])('%s', (_name, s, expected) => {
    const out = String(fraudSection({ risk: 'HIGH', signals: [s] }, names, 'c-1'));
    expect(out).toContain(expected);
  });

  it('says there is no signal', () => {
    expect(String(fraudSection({ risk: 'LOW', signals: [] }, names, 'c-1'))).toContain('No signal found.');
  });
});
