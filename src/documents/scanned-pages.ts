// A PDF with several scanned pages is read a page per pool task: each page gets the pool's time
// and memory limit, and a long scan spreads over the threads instead of outrunning one task's
// limit. The first task answers which pages need OCR (or the whole reading when at most one does);
// a task per page reads them; a last task parses the document with those pages.
import type { OcrPage } from '../analysis/ocr/ocr-pages.ts';

/** What a parse task answers instead of its result when the PDF has several pages to OCR. */
export interface ScannedPagesPlan {
  scannedPages: number[];
}

export const isScannedPagesPlan = (answer: unknown): answer is ScannedPagesPlan =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as ScannedPagesPlan).scannedPages);

/** Pages to OCR in tasks of their own: only when there are at least two. */
export const readApart = (pages: readonly number[]) => pages.length >= 2;

export async function readInPages<T>(tasks: {
  /** The parse task, allowed to answer with a plan. */
  first(): Promise<T | ScannedPagesPlan>;
  /** One page by OCR. */
  page(n: number): Promise<OcrPage>;
  /** The parse task again, with the pages read. */
  withPages(pages: OcrPage[]): Promise<T>;
  /** After each page read: pages done, and of how many. */
  progress?(done: number, total: number): void;
}): Promise<T> {
  const answer = await tasks.first();
  if (!isScannedPagesPlan(answer)) return answer;
  let done = 0;
  const total = answer.scannedPages.length;
  const pages = await Promise.all(
    answer.scannedPages.map(async (n) => {
      const page = await tasks.page(n);
      tasks.progress?.(++done, total);
      return page;
    }),
  );
  return tasks.withPages(pages);
}
