import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { DashboardBrowser, signedInUser } from './dashboard-session.ts';
import { multipart, SAMPLE_CSV, type FormPart } from './multipart.ts';

let h: Harness;
let account: SeededAccount;
let analyst: DashboardBrowser;
let outsider: DashboardBrowser;
let caseId = '';
let pdfId = '';
let csvId = '';
let photoId = '';

async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['Sample Bank statement', '01/02 PAYROLL 1,500.00']) doc.addPage([612, 792]).drawText(text, { x: 72, y: 700, size: 18, font });
  return doc.save();
}

beforeAll(async () => {
  h = await createHarness();
  account = await h.seedAccount();
  const other = await h.seedAccount();
  analyst = (await signedInUser(h.app, h.store, account.account_id, 'viewer-analyst@example.com', 'analyst')).browser;
  outsider = (await signedInUser(h.app, h.store, other.account_id, 'viewer-outsider@example.com', 'admin')).browser;
  const created = await h.request(account.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
  expect(created.statusCode, created.body).toBe(201);
  caseId = created.json().case_id;
  const parts: FormPart[] = [
    { name: 'module_type', value: 'cash_flow_analysis' },
    { name: 'document_category', value: 'bank_statement' },
    { name: 'files', filename: 'statement.pdf', content: Buffer.from(await twoPagePdf()) },
    { name: 'files', filename: 'jan.csv', content: SAMPLE_CSV },
    { name: 'files', filename: 'photo.jpg', content: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1ea' } }).jpeg().toBuffer() },
  ];
  const body = multipart(parts);
  const res = await h.request(account.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(201);
  [pdfId, csvId, photoId] = res.json().documents.map((d: { document_id: string }) => d.document_id);
});
afterAll(() => h.close());

const base = () => `/dashboard/cases/${caseId}/documents/${pdfId}`;

describe('document viewer', () => {
  it('shows a photographed document as its one page', async () => {
    const page = await analyst.get(`/dashboard/cases/${caseId}`);
    expect(page.body).toContain(`href="/dashboard/cases/${caseId}/documents/${photoId}/pages/1" aria-label="View photo.jpg">View</a>`);
    const res = await analyst.get(`/dashboard/cases/${caseId}/documents/${photoId}/pages/1.png`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.readUInt32BE(16)).toBe(600); // IHDR width: never enlarged
    expect((await analyst.get(`/dashboard/cases/${caseId}/documents/${photoId}/pages/2.png`)).statusCode).toBe(404);
  });

  it('links each PDF on the case page to its viewer, and no CSV', async () => {
    const res = await analyst.get(`/dashboard/cases/${caseId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="${base()}/pages/1" aria-label="View statement.pdf">View</a>`);
    expect(res.body).not.toContain(`/documents/${csvId}/pages`);
  });

  it('answers a page of an uploaded PDF as a PNG of at most 1200 px, never cached (fraud evidence is drawn on it)', async () => {
    const res = await analyst.get(`${base()}/pages/1.png`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const png = res.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBeLessThanOrEqual(1200); // IHDR width
    expect((await analyst.get(`${base()}/pages/2.png`)).statusCode).toBe(200);
  });

  it('refuses a page past the last, a CSV, another account’s document and no session', async () => {
    const past = await analyst.get(`${base()}/pages/99.png`);
    expect(past.statusCode).toBe(404);
    expect(past.body).toContain('statement.pdf has 2 pages; there is no page 99');
    expect((await analyst.get(`${base()}/pages/0`)).statusCode).toBe(404);
    const csv = await analyst.get(`/dashboard/cases/${caseId}/documents/${csvId}/pages/1.png`);
    expect(csv.statusCode).toBe(404);
    expect(csv.body).toContain('has no page images');
    expect((await analyst.get(`/dashboard/cases/${caseId}/documents/11111111-1111-4111-8111-111111111111/pages/1.png`)).statusCode).toBe(404);
    for (const url of [`${base()}/pages/1.png`, `${base()}/pages/1`]) expect((await outsider.get(url)).statusCode, url).toBe(404);
    const anonymous = await h.app.inject({ method: 'GET', url: `${base()}/pages/1.png` });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/dashboard/sign-in');
  });

  it('shows a page with its alt text, page n of N and Previous/Next links', async () => {
    const first = await analyst.get(`${base()}/pages/1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-security-policy']).toMatch(/img-src 'self'/);
    expect(first.body).toContain(`<img src="${base()}/pages/1.png" alt="Page 1 of statement.pdf">`);
    expect(first.body).toContain('Page 1 of 2');
    expect(first.body).toContain(`<a href="${base()}/pages/2" rel="next">Next page</a>`);
    expect(first.body).not.toContain('Previous page');
    const second = await analyst.get(`${base()}/pages/2`);
    expect(second.body).toContain('alt="Page 2 of statement.pdf"');
    expect(second.body).toContain(`<a href="${base()}/pages/1" rel="prev">Previous page</a>`);
    expect(second.body).not.toContain('Next page');
    const query = await analyst.get(`${base()}?page=2`);
    expect(query.statusCode).toBe(303);
    expect(query.headers.location).toBe(`${base()}/pages/2`);
  });
});
