import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdfPage } from '../../../eval/degrade/render-pdf.ts';
import { drawPdf } from '../../analysis/fraud/test-pdfs.ts';
import { renderPage } from '../../documents/render-page.ts';
import { eventsOf } from '../../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';

// Evidence on a photographed paystub (contracts section 9): the stub's figures are read by OCR from
// a picture that was turned 3 degrees, stored sideways under an EXIF orientation and scaled to read;
// the signals about those figures carry boxes on the photo as shown, on the figures themselves, and
// the marked page draws them there.

let h: Harness;
let acct: SeededAccount;

const DPI = 150;
const TILT = 3;
/** Where the date is printed on the PDF page (points) and the page's size. */
const PAGE = { width: 612, height: 792 };
const DATE = { label: 'Pay Date: ', text: '03/16/2024', x: 360, y: 110, size: 10 };
const NET = { text: '1,923.44', right: 300, y: 170 + 5 * 18, size: 10 };

/** A stub paid on a Saturday whose net pay is $100 more than its gross less deductions. */
function drawStub(d: InstanceType<typeof PDFDocument>) {
  d.font('Helvetica-Bold').fontSize(14).text('Brightline Logistics LLC', 50, 50);
  d.font('Helvetica').fontSize(10).text('400 Harbor Way, Oakland, CA 94607', 50, 70);
  d.text('Employee: Dana Whitfield', 50, 110);
  d.text(`${DATE.label}${DATE.text}`, DATE.x, DATE.y, { lineBreak: false });
  d.text('Pay Period: 03/01/2024 - 03/14/2024', 360, 126);
  const rows: Array<[string, string]> = [['Gross Pay', '2,307.69'], ['Federal Income Tax', '215.40'], ['Social Security', '143.08'], ['Medicare', '33.46'], ['State Income Tax', '92.31'], ['Net Pay', NET.text]];
  rows.forEach(([label, amount], i) => {
    d.text(label, 50, 170 + i * 18, { lineBreak: false });
    d.text(amount, 300 - d.widthOfString(amount), 170 + i * 18, { lineBreak: false });
  });
}

/**
 * Where a point of the PDF page (points) is on a page as shown, `k` units a point: turned `deg`
 * clockwise about the centre of the `from` picture onto the centre of the `to` one.
 */
function turned(k: number, deg: number, from: { width: number; height: number }, to: { width: number; height: number }) {
  const t = (deg * Math.PI) / 180;
  return ([x, y]: [number, number]): [number, number] => {
    const [dx, dy] = [x * k - from.width / 2, y * k - from.height / 2];
    return [to.width / 2 + dx * Math.cos(t) - dy * Math.sin(t), to.height / 2 + dx * Math.sin(t) + dy * Math.cos(t)];
  };
}

function around(points: Array<[number, number]>) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => {
  const w = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const hh = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (w * hh) / (b.width * b.height);
};

interface Upload {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  /** A point of the PDF page where the page as shown has it, in the page's units. */
  toShown: (p: [number, number]) => [number, number];
  /** How far a box's edge may be from the printed glyphs' (5 px of the photo; 2.4 pt, the same on the scan). */
  tolerance: number;
}
const uploads: Upload[] = [];

/** The page turned `deg` degrees as a picture on a PDF page of its own, centred: a crooked scan with no text layer. */
function scanned(picture: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  const k = 72 / DPI;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(picture, (PAGE.width - size.width * k) / 2, (PAGE.height - size.height * k) / 2, { width: size.width * k, height: size.height * k });
    doc.end();
  });
}

beforeAll(async () => {
  h = await createHarness({ PARSE_TIMEOUT_MS: 120_000 }, { worker: true });
  acct = await h.seedAccount();
  const page = await renderPdfPage(await drawPdf(drawStub), { dpi: DPI });
  const rendered = { width: Math.ceil(PAGE.width * (DPI / 72)), height: Math.ceil(PAGE.height * (DPI / 72)) };
  // A photo turned 3 degrees, stored a quarter turn anticlockwise with the EXIF tag that turns it back, as phones do.
  const tilted = await sharp(page).rotate(TILT, { background: '#ffffff' }).png().toBuffer({ resolveWithObject: true });
  const photo = await sharp(await sharp(tilted.data).rotate(-90).png().toBuffer()).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
  expect((await sharp(photo).metadata()).orientation).toBe(6);
  uploads.push({ name: 'a phone photo', filename: 'IMG_0316.jpg', contentType: 'image/jpeg', bytes: photo, toShown: turned(DPI / 72, TILT, rendered, tilted.info), tolerance: 5 });
  // A scan turned the other way, 2 degrees, on a PDF page: boxes in the page's points.
  const crooked = await sharp(page).rotate(-2, { background: '#ffffff' }).png().toBuffer({ resolveWithObject: true });
  const scan = await scanned(crooked.data, crooked.info);
  uploads.push({ name: 'a scanned PDF', filename: 'scan.pdf', contentType: 'application/pdf', bytes: scan, toShown: turned(1, -2, PAGE, PAGE), tolerance: 2.4 });
}, 60_000);
afterAll(() => h.close());

describe.each([0, 1])('DOC_FRAUD evidence on a paystub read by OCR (%#: a photo, a scanned PDF)', (which) => {
  let upload: Upload;
  let caseId: string;
  let documentId: string;
  let signals: Array<{ code: string; page: number | null; boxes: Box[]; description: string }>;

  it('places each signal about the stub’s figures on the page as shown, on the figure', async () => {
    upload = uploads[which];
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ first_name: 'Dana', last_name: 'Whitfield', module_data: { paystub: { products: ['DOC_FRAUD'] } } }) });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json().case_id;
    const form = multipart([
      { name: 'module_type', value: 'paystub' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: upload.filename, content: upload.bytes, contentType: upload.contentType },
    ]);
    const up = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    documentId = up.json().documents[0].document_id;
    expect((await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/paystub/run` })).statusCode).toBe(202);
    let status: { status: string } = { status: 'ANALYZING' };
    for (let i = 0; i < 1800 && status.status === 'ANALYZING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub` })).json();
    }
    const ended = (await eventsOf(h.store, caseId)).find((e) => e.event === 'MODULE_COMPLETED' || e.event === 'MODULE_INSUFFICIENT')!.payload as { result_id: string };
    const read = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub/analysis/${ended.result_id}` });
    expect(read.statusCode, read.body).toBe(200);
    signals = read.json().data.fraud.signals;

    // Both findings about printed figures and dates, each with its page and its boxes.
    const weekend = signals.find((s) => s.code === 'WEEKEND_PAY_DATE')!;
    const sums = signals.find((s) => s.code === 'ARITHMETIC_MISMATCH')!;
    expect(weekend).toMatchObject({ page: 1 });
    expect(sums).toMatchObject({ page: 1, description: expect.stringContaining('1,923.44') });
    for (const s of signals.filter((x) => x.page !== null)) expect(s.boxes.length, s.code).toBeGreaterThan(0);

    // In the page's units as shown: the photo's own pixels, upright (the EXIF turn applied); the scan's points.
    const toPhoto = upload.toShown;
    const k = new PDFDocument({ autoFirstPage: false }).font('Helvetica').fontSize(DATE.size);
    const x0 = DATE.x + k.widthOfString(DATE.label);
    const x1 = x0 + k.widthOfString(DATE.text);
    // The date's glyphs: pdfkit sets the baseline Helvetica's ascender (0.718 em) below the line's
    // top; digits stand 0.71 em above it, and the slashes reach a little below.
    const glyphs = (y: number) => [y + 0.718 * DATE.size - 0.71 * DATE.size, y + 0.718 * DATE.size + 0.03 * DATE.size];
    const [top, bottom] = glyphs(DATE.y);
    const date = around([[x0, top], [x1, top], [x1, bottom], [x0, bottom]].map((p) => toPhoto(p as [number, number])));
    expect(weekend.boxes).toHaveLength(1);
    const [got] = weekend.boxes;
    // The box holds the printed date and is no more than a few pixels larger on any side.
    expect(overlap(got, date)).toBeGreaterThan(0.9);
    for (const [a, b] of [[got.x, date.x], [got.y, date.y], [got.x + got.width, date.x + date.width], [got.y + got.height, date.y + date.height]]) expect(Math.abs(a - b)).toBeLessThan(upload.tolerance);
    const netWidth = k.widthOfString(NET.text);
    const [netTop, netBottom] = glyphs(NET.y);
    const net = around([[NET.right - netWidth, netTop], [NET.right, netTop], [NET.right, netBottom], [NET.right - netWidth, netBottom]].map((p) => toPhoto(p as [number, number])));
    expect(sums.boxes.some((b) => overlap(b, net) > 0.9 && Math.abs(b.x - net.x) < upload.tolerance && Math.abs(b.y - net.y) < upload.tolerance)).toBe(true);
  }, 240_000);

  it('draws the page as shown with those boxes marked, and nothing else changed', async () => {
    const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents/${documentId}/pages/1.png` });
    expect(res.statusCode, res.body).toBe(200);
    const plain = await renderPage(upload.bytes, 1);
    if (!plain.ok) throw new Error(plain.reason);
    const marked = await sharp(res.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([marked.info.width, marked.info.height]).toEqual([plain.width, plain.height]);
    // Upright as shown: a portrait page, though the picture is stored sideways.
    expect(plain.height).toBeGreaterThan(plain.width);
    const base = await sharp(Buffer.from(plain.png)).removeAlpha().raw().toBuffer();
    const boxes = signals.filter((s) => s.page === 1).flatMap((s) => s.boxes).map((b) => ({ x: b.x * plain.scale, y: b.y * plain.scale, width: b.width * plain.scale, height: b.height * plain.scale }));
    expect(boxes.length).toBeGreaterThan(0);
    const changed = (x: number, y: number) => {
      const i = (y * plain.width + x) * 3;
      return marked.data[i] !== base[i] || marked.data[i + 1] !== base[i + 1] || marked.data[i + 2] !== base[i + 2];
    };
    // Inside each box (its wash), the marked page differs...
    for (const b of boxes) expect(changed(Math.round(b.x + b.width / 2), Math.round(b.y + b.height / 2))).toBe(true);
    // ...and nowhere more than 6 px from a box (the outline is drawn 2 px outside it, 3 px wide).
    const near = (x: number, y: number) => boxes.some((b) => x >= b.x - 6 && x <= b.x + b.width + 6 && y >= b.y - 6 && y <= b.y + b.height + 6);
    let far = 0;
    let inside = 0;
    for (let y = 0; y < plain.height; y++) {
      for (let x = 0; x < plain.width; x++) {
        if (!changed(x, y)) continue;
        if (near(x, y)) inside++;
        else far++;
      }
    }
    expect(inside).toBeGreaterThan(0);
    expect(far).toBe(0);
  });
});
