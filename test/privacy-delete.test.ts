import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, TEST_CONFIG, type Harness, type SeededAccount } from './harness.ts';
import { columnsContaining, objectsContaining, runToEnd, statementWith, storedObjectKeys, upload } from './privacy-helpers.ts';
import { startS3Emulator, type S3Emulator } from './s3-emulator.ts';

// A borrower no other test uses: their name, phone, e-mail and account number must be gone
// from every table and every stored object once their case is deleted.
const FIRST = 'Zelphine';
const LAST = 'Quorvalist';
const PHONE = '+12025550173';
const EMAIL = 'zelphine.quorvalist@example.org';
const ACCOUNT_NUMBER = '99887766554433';
const NEEDLES = [LAST, PHONE, EMAIL, ACCOUNT_NUMBER, 'Zelphine Q'];

// Once with documents in a directory, once in an S3 bucket (a real S3-protocol server on loopback).
for (const storage of ['file', 's3'] as const) describe(`${storage} store`, () => {
  let h: Harness;
  let acct: SeededAccount;
  let other: SeededAccount;

  let s3: S3Emulator | undefined;
  beforeAll(async () => {
    if (storage === 's3') {
      s3 = await startS3Emulator();
      const e = s3.env('privacy');
      h = await createHarness({ ...TEST_CONFIG, STORAGE_URL: e.STORAGE_URL, S3_ENDPOINT: e.S3_ENDPOINT, S3_FORCE_PATH_STYLE: true, AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as typeof TEST_CONFIG, { worker: true });
    } else {
      h = await createHarness({}, { worker: true });
    }
    acct = await h.seedAccount();
    other = await h.seedAccount();
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await s3?.close();
  });

  const borrower = (ref: string) => ({
    first_name: FIRST,
    last_name: LAST,
    reference_id: ref,
    phone_number: PHONE,
    email: EMAIL,
    address: { line1: '7 Quorvalist Lane', city: 'Springfield', state: 'IL', postal_code: '62701' },
  });

  async function objectCount() {
    return (await storedObjectKeys(h)).length;
  }

  describe('DELETE /api/cases/{case_id}', () => {
    it("erases the borrower's data from every table and every stored object, keeping what shows the decision", async () => {
      const shared = statementWith(['SHARED STATEMENT']);
      const mine = statementWith([`${FIRST.toUpperCase()} ${LAST.toUpperCase()}`, `ACCT ${ACCOUNT_NUMBER}`]);

      // Case A (to delete): a private statement with the needles and one shared with case B.
      const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('loan-delete-a'), headers: { 'idempotency-key': 'create-a' } });
      expect(created.statusCode).toBe(201);
      const a = created.json();
      const aUrl = `/api/cases/${a.case_id}`;
      expect((await upload(h, acct.lender_key, aUrl, `${LAST} statement ${ACCOUNT_NUMBER}.csv`, mine)).statusCode).toBe(201);
      expect((await upload(h, acct.lender_key, aUrl, 'shared.csv', shared)).statusCode).toBe(201);
      expect((await h.request(acct.lender_key, { method: 'POST', url: `${aUrl}/send-sms`, headers: { 'idempotency-key': 'sms-a' } })).statusCode).toBe(202);
      const aRun = await runToEnd(h, acct.lender_key, aUrl);
      expect(aRun.status).toBe('COMPLETED');

      // Case B, same account: the shared statement. Case C, another account: the same bytes.
      const b = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: { first_name: 'Bo', last_name: 'Other', reference_id: 'loan-b' } })).json();
      expect((await upload(h, acct.lender_key, `/api/cases/${b.case_id}`, 'shared.csv', shared)).statusCode).toBe(201);
      const c = (await h.request(other.lender_key, { method: 'POST', url: '/api/cases', payload: { first_name: 'Cy', last_name: 'Third', reference_id: 'loan-c' } })).json();
      const objectsBefore = await objectCount();
      expect((await upload(h, other.lender_key, `/api/cases/${c.case_id}`, 'shared.csv', shared)).statusCode).toBe(201);
      // Deduplication stops at the account: the same bytes in another account are another object.
      expect(await objectCount()).toBe(objectsBefore + 1);

      // Dealer case D: the same borrower, with a report PDF printed with their name.
      const d = (await h.request(acct.dealer_key, { method: 'POST', url: '/api/dealer/cases', payload: { ...borrower('deal-d'), deal: { deal_id: 'DJ-1', amount_financed: 20000 } } })).json();
      const dUrl = `/api/dealer/cases/${d.case_id}`;
      expect((await upload(h, acct.dealer_key, dUrl, 'mine.csv', mine)).statusCode).toBe(201);
      expect((await runToEnd(h, acct.dealer_key, dUrl)).status).toBe('COMPLETED');
      expect((await h.request(acct.dealer_key, { method: 'GET', url: `${dUrl}/report/pdf` })).statusCode).toBe(200);

      // The scan finds the borrower before deletion: it would see them after.
      expect(await columnsContaining(h.store, LAST)).toEqual(expect.arrayContaining(['public.cases.last_name', 'public.documents.filename']));
      expect(await columnsContaining(h.store, ACCOUNT_NUMBER)).toEqual(expect.arrayContaining(['public.module_results.data']));
      expect((await objectsContaining(h, ACCOUNT_NUMBER)).length).toBeGreaterThan(0);
      expect((await objectsContaining(h, LAST)).length).toBeGreaterThan(0);

      const del = await h.request(acct.lender_key, { method: 'DELETE', url: aUrl });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ case_id: a.case_id, deleted_at: expect.any(String) });
      const delD = await h.request(acct.dealer_key, { method: 'DELETE', url: dUrl });
      expect(delD.statusCode).toBe(200);

      for (const needle of NEEDLES) {
        expect(await columnsContaining(h.store, needle), needle).toEqual([]);
        expect(await objectsContaining(h, needle), needle).toEqual([]);
      }

      // What shows the decision stays.
      const read = await h.request(acct.lender_key, { method: 'GET', url: aUrl });
      expect(read.statusCode).toBe(200);
      expect(Object.keys(read.json()).sort()).toEqual(['case_id', 'created_at', 'deleted_at', 'modules', 'reference_id', 'stage', 'status', 'updated_at', 'workflow']);
      expect(read.json()).toMatchObject({ status: 'DELETED', reference_id: 'loan-delete-a', deleted_at: del.json().deleted_at });
      const result = await h.request(acct.lender_key, { method: 'GET', url: `${aUrl}/modules/cash_flow_analysis/analysis/${aRun.latest_result_id}` });
      expect(result.statusCode).toBe(200);
      expect(result.json().data.income.monthly_income).toBeGreaterThan(0);
      expect(result.json().data.risk.level).toMatch(/LOW|MEDIUM|HIGH/);
      expect(result.json().data.transactions).toEqual([]);
      const listed = (await h.request(acct.lender_key, { method: 'GET', url: '/api/cases?reference_id=loan-delete-a' })).json();
      expect(listed.data).toEqual([read.json()]);

      // Case B still reads the shared statement; case C's copy in the other account is untouched.
      const bExport = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${b.case_id}/documents` });
      expect(bExport.json().data).toHaveLength(1);
      const [bDoc] = bExport.json().data;
      expect((await h.documents.blobs.read(bDoc.sha256, { accountId: acct.account_id })).toString()).toBe(shared);
      expect((await h.documents.blobs.read(bDoc.sha256, { accountId: other.account_id })).toString()).toBe(shared);

      // The event, once; the remembered responses no longer replay the erased data.
      const events = (await h.request(acct.lender_key, { method: 'GET', url: '/api/events?limit=200' })).json().data.filter((e: { case_id: string }) => e.case_id === a.case_id);
      expect(events.filter((e: { event: string }) => e.event === 'CASE_DELETED')).toHaveLength(1);
      const replay = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('loan-delete-a'), headers: { 'idempotency-key': 'create-a' } });
      expect(replay.statusCode).toBe(409);
      expect(replay.body).not.toContain(LAST);
    }, 240_000);

    it('is idempotent, refuses changes afterwards, and its link answers 410', async () => {
      const created = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('loan-twice') })).json();
      const url = `/api/cases/${created.case_id}`;
      const first = await h.request(acct.lender_key, { method: 'DELETE', url });
      const second = await h.request(acct.lender_key, { method: 'DELETE', url });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const [n] = (
        (await h.store.db.execute(sql`select count(*)::int as n from events where case_id = ${created.case_id} and event = 'CASE_DELETED'`)) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(n.n).toBe(1);

      const link = new URL(created.url).pathname;
      expect((await h.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
      const short = await h.app.inject({ method: 'GET', url: new URL(created.short_url).pathname });
      if (short.statusCode === 302) expect((await h.app.inject({ method: 'GET', url: short.headers.location as string })).statusCode).toBe(410);
      else expect(short.statusCode).toBe(410);
      expect((await upload(h, acct.lender_key, url, 'late.csv', statementWith(['LATE']))).statusCode).toBe(409);
      expect((await h.request(acct.lender_key, { method: 'POST', url: `${url}/cancel` })).statusCode).toBe(409);
    });

    it('sends CASE_DELETED to the webhook like every other event', async () => {
      const hooked = await h.seedAccount({ webhookUrl: 'http://127.0.0.1:9/hook' });
      const created = (await h.request(hooked.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('loan-hooked') })).json();
      expect((await h.request(hooked.lender_key, { method: 'DELETE', url: `/api/cases/${created.case_id}` })).statusCode).toBe(200);
      const rows = (
        (await h.store.db.execute(sql`select payload, delivery_status from events where case_id = ${created.case_id} and event = 'CASE_DELETED'`)) as unknown as {
          rows: { payload: Record<string, unknown>; delivery_status: string }[];
        }
      ).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0].delivery_status).not.toBe('NO_ENDPOINT');
      expect(Object.keys(rows[0].payload).sort()).toEqual(['case_id', 'created_at', 'environment', 'event', 'event_id', 'reference_id', 'webhook_type']);
      expect(rows[0].payload).toMatchObject({ webhook_type: 'CASE', event: 'CASE_DELETED', case_id: created.case_id, reference_id: 'loan-hooked' });
    });

    it('answers 404 for another account or the other surface, 401 without a key, 403 for the wrong client type', async () => {
      const created = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: borrower('loan-guarded') })).json();
      const url = `/api/cases/${created.case_id}`;
      expect((await h.request(other.lender_key, { method: 'DELETE', url })).statusCode).toBe(404);
      expect((await h.request(acct.dealer_key, { method: 'DELETE', url: `/api/dealer/cases/${created.case_id}` })).statusCode).toBe(404);
      expect((await h.request(null, { method: 'DELETE', url })).statusCode).toBe(401);
      expect((await h.request(acct.dealer_key, { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await h.request(acct.lender_key, { method: 'DELETE', url: '/api/cases/not-a-case' })).statusCode).toBe(404);
      expect((await h.request(acct.lender_key, { method: 'GET', url })).json().status).toBe('OPEN');
    });
  });
});
