import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { degrade } from '../../../eval/degrade/degrade.ts';
import { renderPdfPage } from '../../../eval/degrade/render-pdf.ts';
import { generatePaystubCorpus } from '../../../eval/paystubs/generate.ts';
import type { PaystubCorpusItem } from '../../../eval/paystubs/types.ts';
import { eventsOf } from '../../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';

// A paystub photographed with a phone (perspective, a few degrees of turn, blur, uneven warm
// light, JPEG q60), uploaded through the API and read by OCR in the parser threads: the module
// completes with the stub's own gross and net, and says the figures came from OCR and how sure it is.

let h: Harness;
let acct: SeededAccount;
let stub: PaystubCorpusItem;
let photo: Buffer;

beforeAll(async () => {
  // A page of OCR takes seconds; on a busy machine more than the 30 s other documents are given.
  h = await createHarness({ PARSE_TIMEOUT_MS: 120_000 }, { worker: true });
  acct = await h.seedAccount();
  [stub] = await generatePaystubCorpus({ seed: 5, perLayout: 1, layouts: ['two-column'] });
  photo = (await degrade(await renderPdfPage(stub.bytes, { dpi: 200 }), { kind: 'photo', seed: 1 })).bytes;
}, 120_000);
afterAll(() => h.close());

async function runToEnd(caseId: string) {
  const started = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/paystub/run` });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 1200; i++) {
    const status = (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub` })).json();
    if (status.status !== 'ANALYZING') {
      if (status.status !== 'COMPLETED') return { status, data: null };
      const result = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/paystub/analysis/${status.latest_result_id}` });
      return { status, data: result.json().data };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the paystub run of ${caseId} did not finish in 120 s`);
}

describe('a phone photo of a paystub', () => {
  it('is accepted as image/jpeg, read by OCR, and the run completes with its gross and net pay', async () => {
    const t = stub.truth.fields;
    const names = t.employee_name!.split(' ');
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ first_name: names[0], last_name: names[names.length - 1] }) });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().case_id as string;

    const form = multipart([
      { name: 'module_type', value: 'paystub' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: 'IMG_2041.jpg', content: photo, contentType: 'image/jpeg' },
    ]);
    const uploaded = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [doc] = uploaded.json().documents;
    expect(doc).toMatchObject({ filename: 'IMG_2041.jpg', content_type: 'image/jpeg', page_count: 1, processing_status: 'STORED' });

    const { status, data } = await runToEnd(caseId);
    expect(status.status, status.executions?.[0]?.reason).toBe('COMPLETED');
    const [read] = data.paystubs;
    expect(read).toMatchObject({
      document_id: doc.document_id,
      gross_pay: t.gross_cents! / 100,
      net_pay: t.net_cents! / 100,
      pay_date: t.pay_date,
      period_start: t.period_start,
      period_end: t.period_end,
      source: 'OCR',
    });
    expect(read.confidence.overall).toBeGreaterThan(0.8);
    expect(read.confidence.fields.gross_pay).toBeGreaterThan(0.8);
    expect(read.confidence.fields.net_pay).toBeGreaterThan(0.8);
    expect(data.income.gross_per_period).toBe(t.gross_cents! / 100);
    const events = (await eventsOf(h.store, caseId)).map((e) => e.event);
    expect(events).toContain('MODULE_COMPLETED');
  }, 180_000);
});
