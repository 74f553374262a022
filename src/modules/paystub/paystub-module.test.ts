import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaystubCorpus } from '../../../eval/paystubs/generate.ts';
import type { PaystubCorpusItem } from '../../../eval/paystubs/types.ts';
import { generateMismatchedStatements } from '../../../eval/statements/generate.ts';
import { eventsOf } from '../../../test/db-helpers.ts';
import { externalFixture } from '../../../test/external-fixtures.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';

// The paystub module through the API, on the real parser threads: fields, income, identity, and
// with DOC_FRAUD the fraud signals; a scan with nothing legible ends INSUFFICIENT. Also DOC_FRAUD on statements.

let h: Harness;
let acct: SeededAccount;
let corpus: PaystubCorpusItem[];

beforeAll(async () => {
  h = await createHarness({ PARSE_TIMEOUT_MS: 120_000 }, { worker: true }); // the scan is read by OCR
  acct = await h.seedAccount();
  corpus = await generatePaystubCorpus({ seed: 5, perLayout: 1, layouts: ['two-column'], kinds: ['clean', 'incremental-cover', 'scanned'] });
});
afterAll(() => h.close());

const item = (kind: string) => corpus.find((c) => c.kind === kind)!;

/** A case for the stub's employee (names split as printed: given names, then the family name). */
async function caseFor(stub: PaystubCorpusItem, products: string[] = []) {
  const names = stub.truth.fields.employee_name!.split(' ');
  const body = validCase({
    first_name: names[0],
    last_name: names[names.length - 1],
    ...(products.length ? { module_data: { paystub: { products }, cash_flow_analysis: { products } } } : {}),
  });
  const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().case_id as string;
}

async function upload(caseId: string, module: string, category: string, name: string, bytes: Uint8Array) {
  const form = multipart([
    { name: 'module_type', value: module },
    { name: 'document_category', value: category },
    { name: 'files', filename: name, content: Buffer.from(bytes), contentType: 'application/pdf' },
  ]);
  const r = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().documents[0].document_id as string;
}

async function runToEnd(caseId: string, module: string) {
  const started = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/modules/${module}/run` });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const status = (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/${module}` })).json();
    if (status.status !== 'ANALYZING') {
      if (!status.latest_result_id || status.status !== 'COMPLETED') return { status, data: null };
      const result = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/modules/${module}/analysis/${status.latest_result_id}` });
      return { status, data: result.json().data };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${module} of ${caseId} did not finish in 60 s`);
}

describe('paystub module', () => {
  it('reads the paystub into the contracts shape: fields, frequency, income, employer, identity; no fraud without DOC_FRAUD', async () => {
    const stub = item('clean');
    const caseId = await caseFor(stub);
    const documentId = await upload(caseId, 'paystub', 'paystub', 'stub.pdf', stub.bytes);
    const { status, data } = await runToEnd(caseId, 'paystub');
    expect(status.status).toBe('COMPLETED');
    const t = stub.truth.fields;
    expect(data.paystubs).toEqual([
      expect.objectContaining({
        document_id: documentId,
        // As printed; the truth keeps the generator's own case.
        employer_name: expect.toSatisfy((v: string) => v.toLowerCase() === t.employer_name!.toLowerCase()),
        employee_name: expect.toSatisfy((v: string) => v.toLowerCase() === t.employee_name!.toLowerCase()),
        pay_date: t.pay_date,
        period_start: t.period_start,
        period_end: t.period_end,
        frequency: stub.truth.frequency,
        gross_pay: t.gross_cents! / 100,
        net_pay: t.net_cents! / 100,
        deductions: t.deductions.map((d) => ({ name: d.name, amount: d.amount_cents / 100 })),
        ytd_gross: t.ytd_gross_cents! / 100,
        ytd_net: t.ytd_net_cents! / 100,
      }),
    ]);
    const perMonth = { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, SEMI_MONTHLY: 2, MONTHLY: 1 }[stub.truth.frequency];
    expect(data.income).toEqual({
      frequency: stub.truth.frequency,
      gross_per_period: t.gross_cents! / 100,
      monthly_gross: expect.closeTo((t.gross_cents! / 100) * perMonth, 2),
      annual_gross: expect.closeTo((t.gross_cents! / 100) * perMonth * 12, 1),
    });
    expect(data.employment).toMatchObject({ employer_name: data.paystubs[0].employer_name, latest_pay_date: t.pay_date });
    expect(data.identity).toMatchObject({ name_match: 'MATCH', address_match: 'NOT_AVAILABLE' });
    expect(data).not.toHaveProperty('fraud');
    expect(data.model_version).toBe('paystub-1.0.0');
    const events = await eventsOf(h.store, caseId);
    expect(events.find((e) => e.event === 'MODULE_COMPLETED')!.payload).toMatchObject({ module_type: 'PAYSTUB', result_id: status.latest_result_id });
  });

  it('reads a real Paylocity stub (not generated here) end to end: its dates, gross, net and every deduction as printed', async () => {
    const bytes = new Uint8Array(fs.readFileSync(externalFixture('documents', 'sensible-configuration-library', 'paylocity_sample.pdf')));
    const r = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ first_name: 'Michael', last_name: 'Scott' }) });
    const caseId = r.json().case_id as string;
    const documentId = await upload(caseId, 'paystub', 'paystub', 'paylocity.pdf', bytes);
    const { status, data } = await runToEnd(caseId, 'paystub');
    expect(status.status).toBe('COMPLETED');
    // Hand-checked in paylocity_sample.pdf.truth.json: 4,278.47 - 880.29 taxes - 301.69 deductions = 3,096.49.
    expect(data.paystubs).toEqual([
      expect.objectContaining({
        document_id: documentId,
        employer_name: 'Orthopedic Associates of Livonia, MI',
        employee_name: 'Michael Scott',
        pay_date: '2020-11-05',
        period_start: '2020-10-18',
        period_end: '2020-10-31',
        frequency: 'BIWEEKLY',
        gross_pay: 4278.47,
        net_pay: 3096.49,
        // In reading order: the Deductions table beside the earnings, then the Taxes table under them.
        deductions: [
          { name: '401K', amount: 42.78 },
          { name: 'DENTAL INS', amount: 20.92 },
          { name: 'MEDICAL INS', amount: 237.99 },
          { name: 'MI', amount: 209.76 },
          { name: 'FITW', amount: 612.25 },
          { name: 'MED', amount: 58.28 },
          { name: 'SS', amount: 0 },
        ],
        ytd_gross: 150541.41,
        ytd_net: null,
      }),
    ]);
    expect(data.identity).toMatchObject({ name_match: 'MATCH' });
  });

  it('with DOC_FRAUD: a clean stub is LOW; a copy with a figure covered in an incremental update is HIGH, with the page and what was found', async () => {
    const clean = item('clean');
    const cleanCase = await caseFor(clean, ['DOC_FRAUD']);
    await upload(cleanCase, 'paystub', 'paystub', 'stub.pdf', clean.bytes);
    expect((await runToEnd(cleanCase, 'paystub')).data.fraud).toMatchObject({ risk: 'LOW' });

    const tampered = item('incremental-cover');
    const caseId = await caseFor(tampered, ['DOC_FRAUD']);
    const documentId = await upload(caseId, 'paystub', 'paystub', 'stub.pdf', tampered.bytes);
    const { data } = await runToEnd(caseId, 'paystub');
    expect(data.fraud.risk).toBe('HIGH');
    const codes = data.fraud.signals.map((s: { code: string }) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['INCREMENTAL_UPDATE', 'TEXT_OVERLAY']));
    expect(data.fraud.signals.find((s: { code: string }) => s.code === 'TEXT_OVERLAY')).toMatchObject({ severity: 'HIGH', document_id: documentId, page: 1, description: expect.any(String) });
  });

  it('a scan with nothing legible on it (its words drawn as bars) ends INSUFFICIENT with a reason the borrower can act on', async () => {
    const scanned = item('scanned');
    const caseId = await caseFor(scanned);
    await upload(caseId, 'paystub', 'paystub', 'scan.pdf', scanned.bytes);
    const { status } = await runToEnd(caseId, 'paystub');
    expect(status.status).toBe('INSUFFICIENT');
    expect(status.executions[0].reason).toBe('No paystub could be read from the uploaded document: scan.pdf: No text could be read from the picture: retake it flat and in full, in good light, or upload the original PDF');
    const events = await eventsOf(h.store, caseId);
    expect(events.find((e) => e.event === 'MODULE_INSUFFICIENT')!.payload).toMatchObject({ reason: status.executions[0].reason });
  });
});

describe('cash_flow_analysis with DOC_FRAUD', () => {
  it('reports a statement whose balances do not add up as BALANCE_MISMATCH, with its document', async () => {
    const [statement] = await generateMismatchedStatements({ seed: 2 });
    const caseId = await caseFor(item('clean'), ['DOC_FRAUD']);
    const documentId = await upload(caseId, 'cash_flow_analysis', 'bank_statement', 'statement.pdf', statement.bytes);
    const { status, data } = await runToEnd(caseId, 'cash_flow_analysis');
    expect(status.status).toBe('COMPLETED');
    expect(data.fraud.risk).toBe('HIGH');
    expect(data.fraud.signals).toContainEqual(expect.objectContaining({ code: 'BALANCE_MISMATCH', severity: 'HIGH', document_id: documentId, description: expect.stringMatching(/do not add up/) }));
    expect(data.risk.flags.map((f: { code: string }) => f.code)).toContain('STATEMENT_NOT_RECONCILED');
  });
});
