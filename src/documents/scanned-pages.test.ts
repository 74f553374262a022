import { describe, expect, it } from 'vitest';
import type { OcrPage } from '../analysis/ocr/ocr-pages.ts';
import type { WorkerTask } from './parser-worker.ts';
import { performTask } from './pool-tasks.ts';
import { readInPages } from './scanned-pages.ts';

const read = (n: number): OcrPage => ({
  page: { number: n, width: 612, height: 792, items: [] },
  quality: { page: n, words: 10, characters: 50, confidence: 0.9, sharpness: 300, edgeWords: 0, skew: 0 },
});

describe('a scanned PDF read a page per task', () => {
  it('reads each planned page in a task of its own, then parses with them, telling the progress', async () => {
    const asked: number[] = [];
    const progress: string[] = [];
    const result = await readInPages({
      first: async () => ({ scannedPages: [2, 3, 5] }),
      page: async (n) => (asked.push(n), read(n)),
      withPages: async (pages) => pages.map((p) => p.page.number).join(','),
      progress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result).toBe('2,3,5');
    expect(asked.sort()).toEqual([2, 3, 5]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('takes the first answer when it is the result', async () => {
    const result = await readInPages({ first: async () => 'parsed', page: async () => { throw new Error('no page task expected'); }, withPages: async () => 'again' });
    expect(result).toBe('parsed');
  });

  it('fails with the page that failed (its own time or memory limit)', async () => {
    const reading = readInPages({
      first: async () => ({ scannedPages: [1, 2] }),
      page: async (n) => {
        if (n === 2) throw new Error('Reading the document took longer than 30 s');
        return read(n);
      },
      withPages: async () => 'parsed',
    });
    await expect(reading).rejects.toThrow('longer than 30 s');
  });
});

describe('the parse task in a thread', () => {
  const task = (extra: Partial<WorkerTask> & { pagedOcr?: boolean }): WorkerTask => ({ id: 1, kind: 'parse-statement', format: 'PDF', bytes: new Uint8Array(1), ...extra });
  /** A perform that plans `scanned` and otherwise says what it was given. */
  const perform = (scanned: number[]) => async (t: WorkerTask) => (t.kind === 'scanned-pages' ? scanned : { accounts: [], given: t.ocrPages?.length ?? 'none' });

  it.each([
    ['several scanned pages: their numbers, to be read a task each', [1, 2, 3], { pagedOcr: true }, { scannedPages: [1, 2, 3] }],
    ['one scanned page: read in this task', [4], { pagedOcr: true }, { accounts: [], given: 'none' }],
    ['no scanned page: the text as before, no OCR', [], { pagedOcr: true }, { accounts: [], given: 0 }],
    ['pages already read: parsed with them', [1, 2], { pagedOcr: true, ocrPages: [read(1), read(2)] }, { accounts: [], given: 2 }],
    ['a caller that reads in one task', [1, 2], {}, { accounts: [], given: 'none' }],
  ] as const)('%s', async (_, scanned, extra, want) => {
    expect(await performTask(task(extra as Partial<WorkerTask>), perform([...scanned]))).toEqual(want);
  });

  it('reads a picture sent as a paystub in one task (paystubs travel as format PDF)', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect(await performTask({ ...task({ kind: 'read-paystub', pagedOcr: true } as Partial<WorkerTask>), bytes: jpeg }, perform([1, 2]))).toEqual({ accounts: [], given: 'none' });
  });

  it('plans paystubs too', async () => {
    expect(await performTask(task({ kind: 'read-paystub', pagedOcr: true } as Partial<WorkerTask>), perform([1, 2]))).toEqual({ scannedPages: [1, 2] });
  });
});
