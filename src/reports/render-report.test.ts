import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, dataSha256, verifyUrl, type ReportData } from './report-data.ts';
import { sampleReportData } from './report-fixture.ts';
import { formatMoney, niceStep, PAGE, renderReport, renderReportWithLayout, type RenderInput } from './render-report.ts';

// Reads the PDFs back with poppler (pdftotext, pdftoppm), as a person's viewer would.
const ARTIFACTS = path.resolve('test-artifacts/reports');
let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-report-'));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const inputOf = (data: ReportData): RenderInput => ({ data, dataSha256: dataSha256(data), verifyUrl: verifyUrl('http://localhost:8080', data.report_id) });

function writePdf(name: string, bytes: Buffer): string {
  const file = path.join(tmp, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The text of one page (or all pages), in reading order. */
function textOf(file: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', [...range, '-layout', file, '-'], { encoding: 'utf8' });
}

/** Text with runs of whitespace made single spaces, for sentences that wrap across lines. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box, from `pdftotext -bbox`, plus each page's size. */
function wordsOf(file: string): { pages: Array<{ width: number; height: number }>; words: Word[] } {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const pages: Array<{ width: number; height: number }> = [];
  const words: Word[] = [];
  for (const chunk of html.split(/<page /).slice(1)) {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(chunk)!;
    pages.push({ width: Number(size[1]), height: Number(size[2]) });
    for (const m of chunk.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)) {
      words.push({ page: pages.length, text: m[5], xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
    }
  }
  return { pages, words };
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const b = fs.readFileSync(file);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Pixels of a binary PGM (P5, 8-bit) from pdftoppm -gray. */
function pgmPixels(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'))!;
  const start = header[0].length;
  return { width: Number(header[1]), height: Number(header[2]), pixels: bytes.subarray(start) };
}

/** A report with lists long enough to need more pages. */
function longReport(): ReportData {
  const base = sampleReportData();
  const v = base.verification;
  return {
    ...base,
    dealer: { name: 'Bayside Motors of the Greater Metropolitan Area Certified Pre-Owned and Fleet Sales Division' },
    deal: { ...base.deal!, vehicle: { year: 2022, make: 'Ford', model: 'F-150', trim: 'Lariat SuperCrew 4x4', vin: '1FTFW1E85NFA00001' } },
    verification: {
      ...v,
      status: 'NOT_VERIFIED',
      fraud: {
        risk: 'HIGH',
        signals: Array.from({ length: 40 }, (_, i) => ({
          code: i % 7 === 0 ? 'INCREMENTAL_UPDATE_COVERING_AMOUNT_FIELDS_ON_THE_FIRST_PAGE' : `SIGNAL_${i + 1}`,
          severity: i % 3 === 0 ? 'HIGH' : 'MEDIUM',
          document_id: `doc-${i}`,
          page: (i % 3) + 1,
          description: `Signal ${i + 1}: the figures in the earnings table were redrawn over the original text after the document was created, ${'and the fonts of the amounts differ from the rest of the page '.repeat(i % 4)}which a payroll system does not do.`,
        })),
      },
      stipulations: Array.from({ length: 30 }, (_, i) => ({
        code: `STIPULATION_NUMBER_${i + 1}`,
        status: i % 2 === 0 ? 'OPEN' : 'SATISFIED',
        description: `Stipulation ${i + 1}: provide ${'a further document that shows the same figure, '.repeat((i % 5) + 1)}before funding. ${'X'.repeat(i === 5 ? 140 : 0)}`,
      })),
    },
  };
}

describe('renderReport', () => {
  it('gives the same bytes for the same input, and other bytes when the generation time differs', async () => {
    const data = sampleReportData();
    const a = await renderReport(inputOf(data));
    const b = await renderReport(inputOf(structuredClone(data)));
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.compare(a, b)).toBe(0);
    const later = await renderReport(inputOf({ ...data, generated_at: '2025-10-01T12:00:01.000Z' }));
    expect(Buffer.compare(a, later)).not.toBe(0);
  });

  it('holds the borrower, the ids, the deal, the income and its derivation, the checks and the stipulations', async () => {
    const data = sampleReportData();
    const file = writePdf('sample', await renderReport(inputOf(data)));
    const text = flat(textOf(file));
    const v = data.verification;
    for (const s of [
      'Bayside Motors',
      'Income Verification Report',
      'Maria Garcia',
      data.case.case_id,
      data.case.reference_id,
      data.report_id,
      'D-2025-1187',
      '2023 Toyota Camry SE',
      '$28,450.00',
      '2025-10-01 12:00:00 UTC',
      'API version 2025-09-30',
      'NEEDS REVIEW',
      'needs review before funding',
      '$5,416.67',
      '$65,000.00',
      'Paystubs (gross pay)',
      flat(v.income.derivation!),
      'Northwind Logistics LLC',
      '$2,500.00',
      '$1,873.42',
      'NORTHWIND LOGISTICS PAYROLL PPD',
      'No matching deposit found',
      'Match (score 0.97)',
      'PRODUCER_UNUSUAL',
      'PAYSTUB_DEPOSIT_MISMATCH',
      'PROVIDE_PAYSTUB',
      'SATISFIED',
      'Stated $5,200.00 a month',
      'May 2025',
      'Sep 2025',
      '$6,000',
      'Inflow',
      'Outflow',
    ]) {
      expect(text).toContain(s);
    }
    expect(pageCount(file)).toBeLessThanOrEqual(2);
  });

  it('prints the report id, the data hash, the verify URL and the page number in the footer of every page', async () => {
    for (const [name, data] of [
      ['sample', sampleReportData()],
      ['long', longReport()],
    ] as const) {
      const input = inputOf(data);
      const file = writePdf(`footer-${name}`, await renderReport(input));
      const pages = pageCount(file);
      for (let p = 1; p <= pages; p++) {
        const text = textOf(file, p);
        expect(text).toContain(`Report ID ${data.report_id}`);
        expect(text).toContain(`Data SHA-256 ${input.dataSha256}`);
        expect(text).toContain(`http://localhost:8080/api/dealer/reports/${data.report_id}/verify`);
        expect(text).toContain(`Page ${p} of ${pages}`);
      }
    }
  });

  it('flows long lists onto further pages and keeps every word inside the page margins', async () => {
    const data = longReport();
    const file = writePdf('long', await renderReport(inputOf(data)));
    const { pages, words } = wordsOf(file);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const p of pages) expect(p).toEqual({ width: PAGE.width, height: PAGE.height });
    expect(words.length).toBeGreaterThan(500);
    const outside = words.filter((w) => w.xMin < 40 || w.xMax > PAGE.width - 40 || w.yMin < 36 || w.yMax > PAGE.height - 30);
    expect(outside).toEqual([]);
    const text = flat(textOf(file));
    expect(text).toContain('STIPULATION_NUMBER_30');
    expect(text).toContain('Signal 40:');
    expect(text).toContain('(continued)');
    // The table header repeats where a table continues on a new page.
    const stipPages = new Set(words.filter((w) => w.text.startsWith('STIPULATION_NUMBER_')).map((w) => w.page));
    for (const p of stipPages) expect(words.some((w) => w.page === p && w.text === 'Code')).toBe(true);
  });

  it('renders pages as images of letter size, with a chart that is drawn', async () => {
    const data = sampleReportData();
    const rendered = await renderReportWithLayout(inputOf(data));
    const file = path.join(ARTIFACTS, 'sample.pdf');
    fs.writeFileSync(file, rendered.bytes);
    fs.writeFileSync(path.join(ARTIFACTS, 'long.pdf'), await renderReport(inputOf(longReport())));
    for (const name of ['sample', 'long']) {
      for (const f of fs.readdirSync(ARTIFACTS)) if (f.startsWith(`${name}-`) && f.endsWith('.png')) fs.rmSync(path.join(ARTIFACTS, f));
      execFileSync('pdftoppm', ['-r', '50', '-png', path.join(ARTIFACTS, `${name}.pdf`), path.join(ARTIFACTS, name)]);
      const pngs = fs.readdirSync(ARTIFACTS).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
      expect(pngs.length).toBe(pageCount(path.join(ARTIFACTS, `${name}.pdf`)));
      // 8.5 x 11 inches at 50 dpi.
      for (const png of pngs) expect(pngSize(path.join(ARTIFACTS, png))).toEqual({ width: 425, height: 550 });
    }

    const chart = rendered.chart!;
    expect(chart).not.toBeNull();
    const scale = 50 / 72;
    const crop = (box: { x: number; y: number; width: number; height: number }) => {
      const out = execFileSync('pdftoppm', [
        '-r', '50', '-gray', '-f', String(chart.page), '-l', String(chart.page), '-singlefile',
        '-x', String(Math.round(box.x * scale)), '-y', String(Math.round(box.y * scale)),
        '-W', String(Math.round(box.width * scale)), '-H', String(Math.round(box.height * scale)),
        file,
      ]); // no output name: the image goes to stdout
      const img = pgmPixels(out);
      expect(img.width).toBe(Math.round(box.width * scale));
      let dark = 0;
      for (const px of img.pixels) if (px < 200) dark += 1;
      return dark / (img.width * img.height);
    };
    // Five months of bars fill a good part of the plot; the same-sized area below the footer's
    // rule and above the page edge holds almost nothing.
    expect(crop(chart)).toBeGreaterThan(0.15);
    expect(crop({ x: chart.x, y: PAGE.height - 30, width: chart.width, height: 25 })).toBeLessThan(0.01);
  });

  it('says so instead of drawing a chart when there are no months, and when nothing was verified', async () => {
    const base = sampleReportData();
    const data: ReportData = {
      ...base,
      deal: null,
      verification: {
        ...base.verification,
        status: 'NOT_VERIFIED',
        income: { monthly_gross: null, annual_gross: null, source: null, derivation: null },
        employer_name: null,
        identity: null,
        fraud: null,
        stipulations: [],
        reconciliation: { paystub_deposits: [], employer_in_deposits: null, stated_monthly_income: null, stated_difference_pct: null },
        monthly: [],
        paystubs: [],
        results: [],
      },
    };
    const rendered = await renderReportWithLayout(inputOf(data));
    expect(rendered.chart).toBeNull();
    const text = flat(textOf(writePdf('empty', rendered.bytes)));
    for (const s of ['NOT VERIFIED', 'could not be verified', 'Not verified', 'No bank data', 'No paystubs were provided', 'No stipulations', 'were not run']) {
      expect(text).toContain(s);
    }
  });
});

describe('report data', () => {
  it('hashes a canonical JSON: sorted keys at every depth, the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    const data = sampleReportData();
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const other = reversed(data) as ReportData;
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(data));
    expect(dataSha256(other)).toBe(dataSha256(data));
    expect(dataSha256({ ...data, report_id: '00000000-0000-4000-8000-000000000000' })).not.toBe(dataSha256(data));
  });

  it('formats money and chooses round axis steps', () => {
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(-5.5)).toBe('-$5.50');
    expect(formatMoney(null)).toBe('—');
    expect(niceStep(5860, 4)).toBe(2000);
    expect(niceStep(900, 4)).toBe(250);
    expect(niceStep(0)).toBe(1);
  });
});
