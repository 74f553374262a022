// Tesseract (tesseract.js 7, LSTM, English) loaded from the installed @tesseract.js-data/eng:
// never a download, never a cache file. One engine per thread, started on first use and reused;
// tesseract.js runs it in a worker thread of its own, ended by `stopOcrEngine`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export interface OcrWord {
  text: string;
  /** Pixels of the recognised image. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Where the word's line sits, in pixels from the top, at the word's horizontal centre. */
  baseline: number;
  /** The line's row height in pixels (ascender to descender), a stand-in for the font size. */
  rowHeight: number;
  /** 0–1. */
  confidence: number;
  /** Which recognised line the word belongs to (an index over the page). */
  line: number;
}

/**
 * The settings measured best for photos and scans of documents (docs/ocr.md). Sauvola's local
 * threshold (`thresholding_method` 2) instead of one Otsu threshold for the page: small grey
 * labels beside bold black figures, and print on shaded bands, fall on the paper side of a global
 * threshold and are never found.
 */
export const OCR_PARAMETERS = { tessedit_pageseg_mode: '11', preserve_interword_spaces: '1', user_defined_dpi: '300', thresholding_method: '2' } as const;

let engine: Promise<Worker> | null = null;

function languageDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

function startEngine(): Promise<Worker> {
  threshold = OCR_PARAMETERS.thresholding_method;
  const started = (async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: languageDir(), gzip: true, cacheMethod: 'none' });
    await worker.setParameters(OCR_PARAMETERS as unknown as Parameters<Worker['setParameters']>[0]);
    // Tesseract's own diagnostics (e.g. "Bottom=0, top=82, base=…" from its underline finder) would
    // otherwise reach the process's output and break its JSON log lines.
    await worker.setParameters({ debug_file: '/dev/null' } as unknown as Parameters<Worker['setParameters']>[0]);
    return worker;
  })();
  started.catch(() => {
    if (engine === started) engine = null;
  });
  return started;
}

/** Otsu's one threshold for the page (Tesseract's `thresholding_method` 0), for pictures that are not photos. */
const GLOBAL_THRESHOLD = '0';
let threshold: string = OCR_PARAMETERS.thresholding_method;

/**
 * The words of an image (PNG/JPEG bytes) with their boxes, baselines and confidence. `photo`:
 * Sauvola's local threshold (unevenly lit, low-contrast print); otherwise one Otsu threshold: on an
 * evenly lit scan with speckle the local threshold picks out the speckle (measured: a three-page
 * scanned ledger statement, 83% of rows found against 95% and more).
 */
export async function recogniseWords(image: Buffer, opts: { photo?: boolean } = {}): Promise<OcrWord[]> {
  engine ??= startEngine();
  const worker = await engine;
  const wanted = opts.photo === false ? GLOBAL_THRESHOLD : OCR_PARAMETERS.thresholding_method;
  if (wanted !== threshold) {
    await worker.setParameters({ thresholding_method: wanted } as unknown as Parameters<Worker['setParameters']>[0]);
    threshold = wanted;
  }
  const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
  return wordsOf(data.blocks ?? []);
}

type Blocks = NonNullable<Awaited<ReturnType<Worker['recognize']>>['data']['blocks']>;

function wordsOf(blocks: Blocks, firstLine = 0): OcrWord[] {
  const words: OcrWord[] = [];
  let lineIndex = firstLine;
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lineIndex++;
        const b = line.baseline;
        const slope = b.x1 !== b.x0 ? (b.y1 - b.y0) / (b.x1 - b.x0) : 0;
        const rowHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          const cx = (word.bbox.x0 + word.bbox.x1) / 2;
          words.push({
            text,
            ...word.bbox,
            baseline: b.y0 + slope * (cx - b.x0),
            rowHeight,
            confidence: Math.max(0, Math.min(1, word.confidence / 100)),
            line: lineIndex,
          });
        }
      }
    }
  }
  return words;
}

/**
 * The words of a small picture holding one line of text (a region of a page), read in
 * single-line mode, with boxes in the picture's pixels; all on line `line`.
 */
export async function recogniseLineWords(image: Buffer, line: number): Promise<OcrWord[]> {
  engine ??= startEngine();
  const worker = await engine;
  await worker.setParameters({ tessedit_pageseg_mode: '7' } as unknown as Parameters<Worker['setParameters']>[0]);
  try {
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    return wordsOf(data.blocks ?? [], line - 1).map((w) => ({ ...w, line }));
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: OCR_PARAMETERS.tessedit_pageseg_mode } as unknown as Parameters<Worker['setParameters']>[0]);
  }
}

/** One line of text in a small picture (a word cut out of a page), read in single-line mode. */
export async function recogniseLine(image: Buffer): Promise<{ text: string; confidence: number }> {
  engine ??= startEngine();
  const worker = await engine;
  await worker.setParameters({ tessedit_pageseg_mode: '7' } as unknown as Parameters<Worker['setParameters']>[0]);
  try {
    const { data } = await worker.recognize(image);
    return { text: data.text, confidence: data.confidence / 100 };
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: OCR_PARAMETERS.tessedit_pageseg_mode } as unknown as Parameters<Worker['setParameters']>[0]);
  }
}

/** Ends this thread's engine (and tesseract.js's own thread); the next recognition starts a new one. */
export async function stopOcrEngine(): Promise<void> {
  const running = engine;
  engine = null;
  if (running) await (await running.catch(() => null))?.terminate();
}
