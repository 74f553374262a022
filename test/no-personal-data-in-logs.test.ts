import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, type SeededAccount } from './harness.ts';
import { signedInUser } from './dashboard-session.ts';
import { multipart } from './multipart.ts';
import { runToEnd, statementWith, upload } from './privacy-helpers.ts';

// A borrower whose every detail is recognisable: none of it may reach the service's log (at trace
// level, the most verbose), an error body, or a metric label.
const FIRST = 'Ysolvinde';
const LAST = 'Brackenthwaite';
const PHONE = '+12025550148';
const EMAIL = 'ysolvinde.b@example.net';
const ACCOUNT_NUMBER = '77114422993355';
const NEEDLES = [FIRST, LAST, PHONE, PHONE.slice(2), EMAIL, ACCOUNT_NUMBER];

let h: Harness;
let acct: SeededAccount;
const lines: string[] = [];
let restore: () => void;

beforeAll(async () => {
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return (write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
  });
  restore = () => spy.mockRestore();
  h = await createHarness({ LOG_LEVEL: 'trace' }, { worker: true, log: (level, msg) => lines.push(`${level} ${msg}\n`) });
  acct = await h.seedAccount();
}, 60_000);
afterAll(async () => {
  restore?.();
  await h?.close();
});

const borrower = (ref: string) => ({
  first_name: FIRST,
  last_name: LAST,
  reference_id: ref,
  phone_number: PHONE,
  email: EMAIL,
  address: { line1: `1 ${LAST} Road`, city: 'Springfield', state: 'IL', postal_code: '62701' },
});

const errorBodies: string[] = [];
async function call(key: string | null, opts: Parameters<Harness['request']>[1]) {
  const res = await h.request(key, opts);
  if (res.statusCode >= 400) errorBodies.push(`${opts.method} ${opts.url} ${res.statusCode} ${res.body}`);
  return res;
}

describe('personal data never reaches the log', () => {
  it('through the lender, dealer, hosted and dashboard surfaces, their errors included', async () => {
    const statement = statementWith([`${FIRST.toUpperCase()} ${LAST.toUpperCase()}`, `ACCT ${ACCOUNT_NUMBER}`]);

    // Lender: create (with a replay), read, list, upload, run, result, documents, SMS, export.
    const created = await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('logs-1'), headers: { 'idempotency-key': 'logs-create' } });
    expect(created.statusCode).toBe(201);
    await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('logs-1'), headers: { 'idempotency-key': 'logs-create' } });
    const c = created.json();
    const url = `/api/cases/${c.case_id}`;
    await call(acct.lender_key, { method: 'GET', url });
    await call(acct.lender_key, { method: 'GET', url: `/api/cases?reference_id=logs-1` });
    expect((await upload(h, acct.lender_key, url, `${LAST}-${ACCOUNT_NUMBER}.csv`, statement)).statusCode).toBe(201);
    const run = await runToEnd(h, acct.lender_key, url);
    await call(acct.lender_key, { method: 'GET', url: `${url}/modules/cash_flow_analysis/analysis/${run.latest_result_id}` });
    const docs = (await call(acct.lender_key, { method: 'GET', url: `${url}/documents` })).json().data;
    await call(acct.lender_key, { method: 'GET', url: `${url}/documents/${docs[0].document_id}` });
    await call(acct.lender_key, { method: 'POST', url: `${url}/send-sms` });
    await call(acct.lender_key, { method: 'GET', url: `${url}/messages` });
    await call(acct.lender_key, { method: 'GET', url: `${url}/verification` });
    await call(acct.lender_key, { method: 'GET', url: `${url}/export` });
    await call(acct.lender_key, { method: 'GET', url: '/api/events' });

    // Refusals that carry the borrower's data in the request.
    await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: { ...borrower('logs-bad'), phone_number: `+1${ACCOUNT_NUMBER}${LAST}` } });
    await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: { ...borrower('logs-bad'), email: `${LAST}@` } });
    await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: { ...borrower('logs-bad'), nickname: FIRST } });
    await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: `{"first_name": "${FIRST}", "last_name": `, headers: { 'content-type': 'application/json' } });
    await call(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('logs-1'), headers: { 'idempotency-key': 'logs-create', 'x-borrower': LAST } });
    const badUpload = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'files', filename: `${LAST}.pdf`, content: `not a pdf ${ACCOUNT_NUMBER}`, contentType: 'application/pdf' },
    ]);
    await call(acct.lender_key, { method: 'POST', url: `${url}/documents`, payload: badUpload.payload, headers: badUpload.headers });
    await call(null, { method: 'GET', url, headers: { authorization: `Bearer ${LAST}` } });

    // Dealer twin, with its report.
    const d = (await call(acct.dealer_key, { method: 'POST', url: '/api/dealer/cases', payload: { ...borrower('logs-deal'), deal: { deal_id: 'DJ-9', vehicle: `${LAST} car` } } })).json();
    const dUrl = `/api/dealer/cases/${d.case_id}`;
    await upload(h, acct.dealer_key, dUrl, 'statement.csv', statement);
    await runToEnd(h, acct.dealer_key, dUrl);
    await call(acct.dealer_key, { method: 'GET', url: `${dUrl}/verification` });
    await call(acct.dealer_key, { method: 'GET', url: `${dUrl}/report/pdf` });

    // Hosted pages: the link, its pages, an upload through it.
    const link = new URL(c.url).pathname;
    const welcome = await h.app.inject({ method: 'GET', url: link });
    expect(welcome.statusCode).toBe(200);
    const uploadPage = await h.app.inject({ method: 'GET', url: `${link}/upload` });
    const csrf = /name="csrf" value="([^"]+)"/.exec(uploadPage.body)?.[1] ?? '';
    const hostedUpload = multipart([
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'files', filename: `${FIRST}.csv`, content: statementWith([LAST, 'HOSTED']) },
    ]);
    await h.app.inject({ method: 'POST', url: `${link}/upload?csrf=${encodeURIComponent(csrf)}`, payload: hostedUpload.payload, headers: hostedUpload.headers });
    await h.app.inject({ method: 'GET', url: new URL(c.short_url).pathname });
    await runToEnd(h, acct.lender_key, url);

    // The dashboard: the case list and the case's page.
    const { browser } = await signedInUser(h.app, h.store, acct.account_id, 'analyst@example.com', 'admin');
    expect((await browser.get('/dashboard/cases')).body).toContain(LAST);
    expect((await browser.get(`/dashboard/cases/${c.case_id}`)).statusCode).toBe(200);

    // Deleting and a late read.
    await call(acct.lender_key, { method: 'DELETE', url });
    await call(acct.lender_key, { method: 'GET', url });

    const metrics = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('route="/api/cases/:case_id"');
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(1000); // the log was captured, at trace level
    expect(log).toContain(`/api/cases/${c.case_id}`);
    for (const needle of NEEDLES) {
      expect(log.includes(needle), `${needle} in the log`).toBe(false);
      expect(errorBodies.filter((b) => b.includes(needle)), `${needle} in an error body`).toEqual([]);
      expect(metrics.body.includes(needle), `${needle} in /metrics`).toBe(false);
    }
    expect(errorBodies.length).toBeGreaterThanOrEqual(6);
    // No link token, request body or authorization header in any line.
    expect(log).not.toContain(link.split('/').pop()!);
    expect(log).not.toContain(new URL(c.short_url).pathname.split('/').pop()!);
    expect(log).not.toContain(acct.lender_key);
    expect(log).not.toContain(acct.dealer_key);
    expect(log).not.toMatch(/"body":/);
  }, 300_000);
});
