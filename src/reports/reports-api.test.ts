import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaystubCorpus } from '../../eval/paystubs/generate.ts';
import { generateStatementCorpus } from '../../eval/statements/generate.ts';
import { verificationReports } from '../db/schema.ts';
import { appVariant } from '../../test/app-variant.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart, sha256 } from '../../test/multipart.ts';
import { expectErrorResponse, securitySuite } from '../../test/security-suite.ts';
import { dataSha256, type ReportData } from './report-data.ts';

let h: Harness;
let acct: SeededAccount;
let paystubPdf: Buffer;
let statementPdf: Buffer;
let stubEmployee: string[];

beforeAll(async () => {
  h = await createHarness({}, { worker: true });
  acct = await h.seedAccount({ name: 'Bayside Motors' });
  const [stub] = await generatePaystubCorpus({ seed: 3, perLayout: 1, layouts: ['two-column'] });
  paystubPdf = Buffer.from(stub.bytes);
  stubEmployee = stub.truth.fields.employee_name!.split(' ');
  const [statement] = await generateStatementCorpus({ perLayout: 1, layouts: ['sectioned'] });
  statementPdf = Buffer.from(statement.bytes);
});
afterAll(() => h.close());

const DEAL = { deal_id: 'D-2025-1187', vehicle: '2023 Toyota Camry SE', amount_financed: 28450, stated_monthly_income: 5200 };

async function newDealerCase(name: [string, string] = ['Maria', 'Garcia']): Promise<string> {
  const input = validCase({ first_name: name[0], last_name: name[1] });
  const r = await h.request(acct.dealer_key, { method: 'POST', url: '/api/dealer/cases', payload: { ...input, deal: DEAL } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().case_id;
}

/** Uploads one file for a module, runs it, and waits for the worker to complete it. */
async function uploadAndRun(caseId: string, moduleType: 'paystub' | 'cash_flow_analysis', filename: string, bytes: Buffer) {
  const form = multipart([
    { name: 'module_type', value: moduleType },
    { name: 'document_category', value: moduleType === 'paystub' ? 'paystub' : 'bank_statement' },
    { name: 'files', filename, content: bytes, contentType: 'application/pdf' },
  ]);
  const up = await h.request(acct.dealer_key, { method: 'POST', url: `/api/dealer/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
  expect(up.statusCode, up.body).toBe(201);
  const run = await h.request(acct.dealer_key, { method: 'POST', url: `/api/dealer/cases/${caseId}/modules/${moduleType}/run` });
  expect(run.statusCode, run.body).toBe(202);
  for (let i = 0; i < 600; i++) {
    const m = (await h.request(acct.dealer_key, { method: 'GET', url: `/api/dealer/cases/${caseId}/modules/${moduleType}` })).json();
    if (m.status === 'COMPLETED' && m.latest_result_id) return m.latest_result_id as string;
    if (m.executions.some((e: { status: string }) => e.status === 'ERROR')) throw new Error(`${moduleType} run failed: ${JSON.stringify(m.executions)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${moduleType} did not complete in 60 s`);
}

const pdfUrl = (caseId: string) => `/api/dealer/cases/${caseId}/report/pdf`;
const verifyPath = (reportId: string) => `/api/dealer/reports/${reportId}/verify`;
const reportRows = async () => (await h.store.db.select({ n: count() }).from(verificationReports))[0].n;

function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-report-api-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// A fresh case has nothing verified yet, so the route's answer on it is 409: reaching that answer
// is what shows the key was accepted and the case found.
securitySuite(() => h, { method: 'GET', url: pdfUrl, surface: 'DEALER', ok: 409 });

describe('GET /api/dealer/cases/{case_id}/report/pdf', () => {
  let caseId: string;
  let first: { body: Buffer; reportId: string; sha: string };

  it('409 while nothing is verified, issuing nothing', async () => {
    caseId = await newDealerCase();
    const before = await reportRows();
    const res = await h.request(acct.dealer_key, { method: 'GET', url: pdfUrl(caseId) });
    const body = expectErrorResponse(res, 409);
    expect(body.message).toMatch(/nothing is verified yet/i);
    expect(await reportRows()).toBe(before);
  });

  it('once the modules have completed: the PDF with Report-Id and the SHA-256 of the bytes sent, kept and recorded', async () => {
    await uploadAndRun(caseId, 'paystub', 'paystub-september.pdf', paystubPdf);
    await uploadAndRun(caseId, 'cash_flow_analysis', 'statement-september.pdf', statementPdf);

    const res = await h.request(acct.dealer_key, { method: 'GET', url: pdfUrl(caseId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="income-verification-${caseId}.pdf"`);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const reportId = res.headers['report-id'] as string;
    expect(reportId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.headers['report-sha256']).toBe(sha256(body));
    expect(res.headers['request-id']).toBeTruthy();
    first = { body, reportId, sha: sha256(body) };
    // Kept for people to look at, beside the renderer's pages.
    fs.mkdirSync('test-artifacts/reports', { recursive: true });
    fs.writeFileSync('test-artifacts/reports/api-report.pdf', body);

    const [row] = await h.store.db.select().from(verificationReports).where(eq(verificationReports.id, reportId));
    expect(row).toMatchObject({ caseId, accountId: acct.account_id, sha256: first.sha, size: body.length });
    const data = row.data as ReportData;
    expect(row.dataSha256).toBe(dataSha256(data));
    expect(data).toMatchObject({ report_id: reportId, dealer: { name: 'Bayside Motors' }, borrower: { first_name: 'Maria', last_name: 'Garcia' }, case: { case_id: caseId } });
    expect(data.deal).toMatchObject({ deal_id: DEAL.deal_id, amount_financed: DEAL.amount_financed });
    expect(data.verification.status).not.toBe('PENDING');
    expect(data.api_version).toBe(res.headers['service-api-version']);
    expect(Buffer.compare(await h.documents.blobs.read(first.sha), body)).toBe(0);

    const text = pdfText(body).replace(/\s+/g, ' ');
    for (const s of ['Bayside Motors', 'Income Verification Report', 'Maria Garcia', caseId, reportId, DEAL.deal_id, '$28,450.00', row.dataSha256, `http://localhost:8080/api/dealer/reports/${reportId}/verify`]) {
      expect(text).toContain(s);
    }
  });

  it('with only the paystub analysed: a correct report of the paystub income that asks for bank data and draws no chart', async () => {
    // The paystub's own employee, so that identity matches and only the bank data is missing.
    const only = await newDealerCase([stubEmployee[0]!, stubEmployee[stubEmployee.length - 1]!]);
    const resultId = await uploadAndRun(only, 'paystub', 'paystub-only.pdf', paystubPdf);
    const res = await h.request(acct.dealer_key, { method: 'GET', url: pdfUrl(only) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['report-sha256']).toBe(sha256(res.rawPayload));
    const [row] = await h.store.db.select().from(verificationReports).where(eq(verificationReports.id, res.headers['report-id'] as string));
    const data = row.data as ReportData;
    expect(data.verification).toMatchObject({ status: 'NEEDS_REVIEW', income: { source: 'PAYSTUB' }, identity: { name_match: 'MATCH' }, monthly: [], results: [{ module_type: 'paystub', result_id: resultId }] });
    expect(data.verification.stipulations.filter((st) => st.status === 'OPEN').map((st) => st.code)).toContain('CONNECT_BANK_OR_STATEMENTS');
    const monthly = data.verification.income.monthly_gross!.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const s of ['NEEDS REVIEW', `$${monthly}`, 'No bank data: the monthly chart needs statements or a bank connection.', 'CONNECT_BANK_OR_STATEMENTS', data.verification.employer_name!]) {
      expect(text).toContain(s);
    }
  });

  it('issues a new report on each call; each checks against its own bytes only', async () => {
    const res = await h.request(acct.dealer_key, { method: 'GET', url: pdfUrl(caseId) });
    expect(res.statusCode).toBe(200);
    const second = res.headers['report-id'] as string;
    expect(second).not.toBe(first.reportId);
    const mine = await h.request(null, { method: 'GET', url: `${verifyPath(second)}?sha256=${sha256(res.rawPayload)}` });
    expect(mine.json().valid).toBe(true);
    if (sha256(res.rawPayload) !== first.sha) {
      const crossed = await h.request(null, { method: 'GET', url: `${verifyPath(first.reportId)}?sha256=${sha256(res.rawPayload)}` });
      expect(crossed.json().valid).toBe(false);
    }
  });

  describe('GET and POST /api/dealer/reports/{report_id}/verify', () => {
    it('needs no key: valid by the hash (either case of hex) and by the bytes, and says nothing more', async () => {
      for (const sha of [first.sha, first.sha.toUpperCase()]) {
        const res = await h.request(null, { method: 'GET', url: `${verifyPath(first.reportId)}?sha256=${sha}` });
        expect(res.statusCode, res.body).toBe(200);
        const [row] = await h.store.db.select().from(verificationReports).where(eq(verificationReports.id, first.reportId));
        expect(res.json()).toEqual({ report_id: first.reportId, valid: true, generated_at: row.generatedAt.toISOString() });
      }
      const posted = await h.request(null, { method: 'POST', url: verifyPath(first.reportId), payload: first.body, headers: { 'content-type': 'application/pdf' } });
      expect(posted.statusCode, posted.body).toBe(200);
      expect(posted.json()).toMatchObject({ report_id: first.reportId, valid: true });
      // A key, of any kind, changes nothing.
      const keyed = await h.request(acct.lender_key, { method: 'GET', url: `${verifyPath(first.reportId)}?sha256=${first.sha}` });
      expect(keyed.json().valid).toBe(true);
    });

    it('valid false for a file changed by one byte, and for another hash', async () => {
      const changed = Buffer.from(first.body);
      const at = Math.floor(changed.length / 2);
      changed[at] = changed[at] ^ 0x01;
      const posted = await h.request(null, { method: 'POST', url: verifyPath(first.reportId), payload: changed, headers: { 'content-type': 'application/pdf' } });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toMatchObject({ report_id: first.reportId, valid: false });
      const byHash = await h.request(null, { method: 'GET', url: `${verifyPath(first.reportId)}?sha256=${sha256(changed)}` });
      expect(byHash.json().valid).toBe(false);
    });

    it('404 for an unknown or malformed report id, the same answer either way', async () => {
      const unknown = await h.request(null, { method: 'GET', url: `${verifyPath('00000000-0000-4000-8000-000000000000')}?sha256=${first.sha}` });
      const a = expectErrorResponse(unknown, 404);
      const malformed = expectErrorResponse(await h.request(null, { method: 'GET', url: `${verifyPath('not-a-report')}?sha256=${first.sha}` }), 404);
      expect(malformed.message).toBe(a.message);
      const posted = await h.request(null, { method: 'POST', url: verifyPath('00000000-0000-4000-8000-000000000000'), payload: first.body, headers: { 'content-type': 'application/pdf' } });
      expect(expectErrorResponse(posted, 404).message).toBe(a.message);
      // A case id is not a report id.
      expectErrorResponse(await h.request(null, { method: 'GET', url: `${verifyPath(caseId)}?sha256=${first.sha}` }), 404);
    });

    it('400 without a sha256 or with a malformed one; 400/415 for a POST without a PDF body', async () => {
      for (const q of ['', '?sha256=', '?sha256=abc', `?sha256=${'g'.repeat(64)}`, `?sha256=${first.sha}0`]) {
        const body = expectErrorResponse(await h.request(null, { method: 'GET', url: `${verifyPath(first.reportId)}${q}` }), 400);
        expect(body.errors?.map((e) => e.field)).toEqual(['sha256']);
      }
      expectErrorResponse(await h.request(null, { method: 'POST', url: verifyPath(first.reportId) }), 400);
      expectErrorResponse(await h.request(null, { method: 'POST', url: verifyPath(first.reportId), payload: Buffer.alloc(0), headers: { 'content-type': 'application/pdf' } }), 400);
      expectErrorResponse(await h.request(null, { method: 'POST', url: verifyPath(first.reportId), payload: { sha256: first.sha } }), 415);
    });

    it('is limited per caller IP (429 with Retry-After), other addresses unaffected', async () => {
      const limited = await appVariant(h, { RATE_LIMIT_PER_SECOND: 0.001, RATE_LIMIT_BURST: 20 });
      try {
        const url = `${verifyPath(first.reportId)}?sha256=${first.sha}`;
        const from = (remoteAddress: string) => limited.request(null, { method: 'GET', url, remoteAddress });
        expect((await from('198.51.100.20')).statusCode).toBe(200);
        expect((await from('198.51.100.20')).statusCode).toBe(200);
        const third = await from('198.51.100.20');
        expectErrorResponse(third, 429);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        expect((await from('198.51.100.21')).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});
