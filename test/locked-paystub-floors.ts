// One shape for the locked splits' paystub floors (test/paystubs-locked-N.test.ts): a split's text
// PDFs, tuned on since its blind score, each layout held to its floor and every field to 98%; a split
// not tuned on is held to its blind score, each field to the floor `fieldFloors` names.
import { beforeAll, describe, expect, it } from 'vitest';
import { committedStubs } from '../eval/paystubs/committed-corpus.ts';
import { accuracy, DOCUMENT_FIELDS, reportDocuments, type DocumentReport } from '../eval/paystubs/document-truth.ts';
import { scoreFiles } from '../eval/paystubs/real-documents.ts';
import { extractPaystub } from '../src/analysis/paystub/extract/extract-paystub.ts';

/** Every field at 100%: a split tuned until each of its fields was read right on every stub. */
export const EVERY_FIELD_RIGHT = Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, 1])) as Record<(typeof DOCUMENT_FIELDS)[number], number>;

export function describeLockedPaystubFloors(
  title: string,
  corpusDir: string,
  floors: Record<string, number>,
  stubs: number,
  fieldFloors: Partial<Record<(typeof DOCUMENT_FIELDS)[number], number>> = {},
  /** Stubs a split not tuned on may still fail to read at all, at its blind score (none by default). */
  unread: readonly string[] = [],
): void {
  describe(title, () => {
    let r: DocumentReport;
    beforeAll(async () => {
      const scored = await scoreFiles(committedStubs(corpusDir), extractPaystub);
      const failed = scored.filter((s) => s.error).map((s) => s.name);
      expect(failed.filter((name) => !unread.includes(name))).toEqual([]);
      r = reportDocuments(scored);
    }, 120_000);

    it(`holds ${Object.keys(floors).length} layouts, ${stubs} stubs`, () => {
      expect(Object.keys(r.groups).sort()).toEqual(Object.keys(floors).sort());
      expect(r.stubs).toBe(stubs);
    });

    it.each(Object.entries(floors))('reads %s at or above its floor', (layout, floor) => {
      const all = Object.values(r.groups[layout]).reduce((a, t) => ({ correct: a.correct + t.correct, total: a.total + t.total }), { correct: 0, total: 0 });
      expect(accuracy(all), JSON.stringify(r.wrong.filter((w) => w.name.startsWith(layout)).slice(0, 3))).toBeGreaterThanOrEqual(floor);
    });

    it.each(DOCUMENT_FIELDS.map((f) => [f, fieldFloors[f] ?? 0.98] as const))('reads %s right on at least %s of its fields', (field, floor) => {
      expect(accuracy(r.fields[field]), JSON.stringify(r.wrong.filter((w) => w.field === field).slice(0, 3))).toBeGreaterThanOrEqual(floor);
    });
  });
}
