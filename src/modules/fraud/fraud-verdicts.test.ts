import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendIncrementalUpdate, drawPaystub, drawPdf, resaveWithPdfLib, rowY } from '../../analysis/fraud/test-pdfs.ts';
import { renderPage } from '../../documents/render-page.ts';
import { eventsOf } from '../../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/dashboard-session.ts';

// DOC_FRAUD verdicts are delivered whatever the run's outcome (contracts section 9): a statement
// no transaction can be read from ends the run INSUFFICIENT, and the result it stores still holds
// the document's fraud assessment, named by MODULE_INSUFFICIENT; the page image marks the evidence.

let h: Harness;
let acct: SeededAccount;
let other: SeededAccount;
let tampered: Uint8Array;

/** A figure whited out and retyped in an incremental update (the drawn page is 792 pt tall). */
const netTop = 792 - rowY(6);
const overlay = `q 1 0 0 -1 0 792 cm 1 1 1 rg 262 ${netTop - 10} 42 12 re f 0 0 0 rg BT /F1 8 Tf 268.9 ${netTop - 5.74} Td (2,823.44) Tj ET Q`;

beforeAll(async () => {
  h = await createHarness({}, { worker: true });
  acct = await h.seedAccount();
  other = await h.seedAccount();
  tampered = appendIncrementalUpdate(await drawPdf((d) => drawPaystub(d)), { content: overlay });
});
afterAll(() => h.close());

async function caseWithDocument(key: string, prefix: string, bytes = tampered, borrower: Record<string, string> = {}) {
  const created = await h.request(key, { method: 'POST', url: prefix, payload: validCase({ ...borrower, module_data: { cash_flow_analysis: { products: ['DOC_FRAUD'] } } }) });
  expect(created.statusCode, created.body).toBe(201);
  const caseId = created.json().case_id as string;
  const form = multipart([
    { name: 'module_type', value: 'cash_flow_analysis' },
    { name: 'document_category', value: 'bank_statement' },
    { name: 'files', filename: 'statement.pdf', content: Buffer.from(bytes), contentType: 'application/pdf' },
  ]);
  const up = await h.request(key, { method: 'POST', url: `${prefix}/${caseId}/documents`, payload: form.payload, headers: form.headers });
  expect(up.statusCode, up.body).toBe(201);
  return { caseId, documentId: up.json().documents[0].document_id as string };
}

async function runToEnd(key: string, prefix: string, caseId: string) {
  const started = await h.request(key, { method: 'POST', url: `${prefix}/${caseId}/modules/cash_flow_analysis/run` });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const status = (await h.request(key, { method: 'GET', url: `${prefix}/${caseId}/modules/cash_flow_analysis` })).json();
    if (status.status !== 'ANALYZING') return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not end');
}

describe('DOC_FRAUD verdicts of an INSUFFICIENT run', () => {
  let caseId: string;
  let documentId: string;
  let resultId: string;

  it('stores a result holding fraud, named by MODULE_INSUFFICIENT beside execution_id and reason', async () => {
    ({ caseId, documentId } = await caseWithDocument(acct.lender_key, '/api/cases'));
    const status = await runToEnd(acct.lender_key, '/api/cases', caseId);
    expect(status.status).toBe('INSUFFICIENT');
    // The module's latest result stays a completed one: there is none.
    expect(status.latest_result_id).toBeNull();

    const events = await eventsOf(h.store, caseId);
    const ended = events.find((e) => e.event === 'MODULE_INSUFFICIENT')!.payload as Record<string, unknown>;
    expect(ended).toMatchObject({ execution_id: status.executions[0].execution_id, reason: expect.stringContaining('could be read'), result_id: expect.any(String) });
    resultId = ended.result_id as string;

    const read = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/${resultId}` });
    expect(read.statusCode, read.body).toBe(200);
    const fraud = read.json().data.fraud;
    expect(fraud.risk).toBe('HIGH');
    const overlaySignal = fraud.signals.find((s: { code: string }) => s.code === 'TEXT_OVERLAY');
    expect(overlaySignal).toMatchObject({ severity: 'HIGH', document_id: documentId, page: 1, description: expect.stringContaining('2,823.44') });
    // The whiteout box, in points from the page's top-left.
    expect(overlaySignal.boxes).toEqual([{ x: 262, y: rowY(6) - 2, width: 42, height: 12 }]);
    for (const s of fraud.signals) expect(Object.keys(s).sort()).toEqual(['boxes', 'code', 'description', 'document_id', 'page', 'severity']);
  }, 120_000);

  it('draws the page as a PNG with the evidence marked', async () => {
    const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents/${documentId}/pages/1.png` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const unmarked = await renderPage(tampered, 1);
    if (!unmarked.ok) throw new Error(unmarked.reason);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([unmarked.width, unmarked.height]);
    expect(meta.width).toBeLessThanOrEqual(1200);

    // Pixels change inside the marked box and nowhere far from it.
    const a = await sharp(png).removeAlpha().raw().toBuffer();
    const b = await sharp(Buffer.from(unmarked.png)).removeAlpha().raw().toBuffer();
    const s = unmarked.scale;
    const changedAt = (x: number, y: number) => {
      const i = (Math.round(y) * unmarked.width + Math.round(x)) * 3;
      return a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2];
    };
    expect(changedAt(262 * s, (rowY(6) + 4) * s)).toBe(true); // on the box's left edge
    expect(changedAt(20 * s, 20 * s)).toBe(false); // the page's corner
  });

  it('draws the same marked page in the dashboard viewer', async () => {
    const { browser } = await signedInUser(h.app, h.store, acct.account_id, 'fraud-viewer@example.com', 'analyst');
    const api = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents/${documentId}/pages/1.png` });
    const viewer = await browser.get(`/dashboard/cases/${caseId}/documents/${documentId}/pages/1.png`);
    expect(viewer.statusCode, viewer.body.slice(0, 300)).toBe(200);
    expect(viewer.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(viewer.rawPayload, api.rawPayload)).toBe(0);
  });

  it('answers 404 for a page or document that does not exist, and keeps other accounts and surfaces out', async () => {
    const url = `/api/cases/${caseId}/documents/${documentId}/pages`;
    expect((await h.request(acct.lender_key, { method: 'GET', url: `${url}/2.png` })).statusCode).toBe(404);
    expect((await h.request(acct.lender_key, { method: 'GET', url: `${url}/0.png` })).statusCode).toBe(404);
    expect((await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents/${crypto.randomUUID()}/pages/1.png` })).statusCode).toBe(404);
    expect((await h.request(other.lender_key, { method: 'GET', url: `${url}/1.png` })).statusCode).toBe(404);
    expect((await h.request(null, { method: 'GET', url: `${url}/1.png` })).statusCode).toBe(401);
    expect((await h.request(acct.dealer_key, { method: 'GET', url: `${url}/1.png` })).statusCode).toBe(403);
    // The dealer twin does not see a lender case.
    expect((await h.request(acct.dealer_key, { method: 'GET', url: `/api/dealer/cases/${caseId}/documents/${documentId}/pages/1.png` })).statusCode).toBe(404);
  });

  it('serves the dealer twin of the page for a dealer case', async () => {
    const dealer = await caseWithDocument(acct.dealer_key, '/api/dealer/cases');
    await runToEnd(acct.dealer_key, '/api/dealer/cases', dealer.caseId);
    const res = await h.request(acct.dealer_key, { method: 'GET', url: `/api/dealer/cases/${dealer.caseId}/documents/${dealer.documentId}/pages/1.png` });
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }, 120_000);
});

describe('DUPLICATE_DOCUMENT', () => {
  // An account of its own: the pages uploaded above are near this one's (one figure differs).
  let fresh: SeededAccount;
  beforeAll(async () => {
    fresh = await h.seedAccount();
  });

  async function duplicatesAfterRun(bytes: Uint8Array, borrower: Record<string, string>) {
    const { caseId } = await caseWithDocument(fresh.lender_key, '/api/cases', bytes, borrower);
    const status = await runToEnd(fresh.lender_key, '/api/cases', caseId);
    const events = await eventsOf(h.store, caseId);
    const ended = events.find((e) => e.event === 'MODULE_INSUFFICIENT')!.payload as Record<string, unknown>;
    const read = await h.request(fresh.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/cash_flow_analysis/analysis/${ended.result_id}` });
    expect(status.status).toBe('INSUFFICIENT');
    return (read.json().data.fraud.signals as Array<{ code: string; page: number | null; description: string }>).filter((s) => s.code === 'DUPLICATE_DOCUMENT');
  }

  it('flags the same file, and the same page re-saved, uploaded for another borrower; not for the same borrower', async () => {
    const original = await drawPdf((d) => drawPaystub(d));
    expect(await duplicatesAfterRun(original, { first_name: 'Grace', last_name: 'Hopper' })).toEqual([]);
    // The same borrower again (a second application) is no duplicate.
    expect(await duplicatesAfterRun(original, { first_name: 'Grace', last_name: 'Hopper' })).toEqual([]);
    const sameFile = await duplicatesAfterRun(original, { first_name: 'Alan', last_name: 'Turing' });
    expect(sameFile).toEqual([expect.objectContaining({ page: null, description: expect.stringContaining('same file') })]);
    // Re-saved: other bytes, the same page image.
    const resaved = await resaveWithPdfLib(original, { producer: 'Microsoft: Print To PDF' });
    const samePage = await duplicatesAfterRun(resaved, { first_name: 'Edsger', last_name: 'Dijkstra' });
    // The evidence is the whole page: one box over all of it, in the page's points.
    expect(samePage).toEqual([expect.objectContaining({ page: 1, description: expect.stringContaining('same page image'), boxes: [{ x: 0, y: 0, width: expect.closeTo(612, -1), height: expect.closeTo(792, -1) }] })]);
  }, 240_000);
});

describe('DOC_FRAUD verdicts of a paystub run that reads no paystub', () => {
  it('stores the file checks of a PDF no paystub could be read from', async () => {
    const notAStub = appendIncrementalUpdate(await drawPdf((d) => d.fontSize(12).text('Quarterly newsletter: nothing about pay here.', 72, 72)), { annotation: 'FreeText' });
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ module_data: { paystub: { products: ['DOC_FRAUD'] } } }) });
    const caseId = created.json().case_id as string;
    const form = multipart([
      { name: 'module_type', value: 'paystub' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: 'stub.pdf', content: Buffer.from(notAStub), contentType: 'application/pdf' },
    ]);
    const up = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    expect((await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/paystub/run` })).statusCode).toBe(202);
    let status: { status: string } = { status: 'ANALYZING' };
    for (let i = 0; i < 600 && status.status === 'ANALYZING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub` })).json();
    }
    expect(status.status).toBe('INSUFFICIENT');
    const ended = (await eventsOf(h.store, caseId)).find((e) => e.event === 'MODULE_INSUFFICIENT')!.payload as Record<string, unknown>;
    const read = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub/analysis/${ended.result_id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ paystubs: [], unread_documents: [expect.stringContaining('stub.pdf')], fraud: { risk: 'MEDIUM' } });
    expect(read.json().data.fraud.signals.map((s: { code: string }) => s.code)).toContain('ANNOTATIONS_ADDED');
  }, 120_000);
});
