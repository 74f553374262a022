import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/accounts/admin-commands.ts';
import { toAdminCommand } from '../src/cli/main.ts';
import { accounts, cases, retentionRuns } from '../src/db/schema.ts';
import { deleteCaseService } from '../src/privacy/delete-case.service.ts';
import { retentionService } from '../src/privacy/retention.service.ts';
import { signedInUser } from './dashboard-session.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { SAMPLE_CSV } from './multipart.ts';
import { storedFiles, upload } from './privacy-helpers.ts';

let h: Harness;
let acct: SeededAccount;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
}, 60_000);
afterAll(async () => h?.close());

async function cancelledCase(daysAgo: number, csv: string) {
  const c = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json();
  expect((await upload(h, acct.lender_key, `/api/cases/${c.case_id}`, 'statement.csv', csv)).statusCode).toBe(201);
  expect((await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${c.case_id}/cancel` })).statusCode).toBe(200);
  await h.store.db.update(cases).set({ updatedAt: new Date(Date.now() - daysAgo * DAY) }).where(eq(cases.id, c.case_id));
  return c.case_id as string;
}

const objects = () => storedFiles(path.join(h.documents.blobs.objects.url.slice('file://'.length), 'blobs')).length;

describe('retention', () => {
  it('is set per account by the CLI command, and refuses a bad number of days', async () => {
    const cmd = toAdminCommand(['account', 'retention'], { account: acct.account_id, 'documents-days': '1', 'cases-days': '30' } as never);
    expect(cmd).toEqual({ command: 'account.retention', accountId: acct.account_id, documentsDays: 1, casesDays: 30 });
    expect(await runAdminCommand({ accounts: h.accounts, store: h.store }, cmd)).toEqual({ account_id: acct.account_id, documents_days: 1, cases_days: 30 });
    expect(() => toAdminCommand(['account', 'retention'], { account: acct.account_id, 'cases-days': '-3' } as never)).toThrow(/whole number of days/);
    expect(() => toAdminCommand(['account', 'retention'], { account: acct.account_id } as never)).toThrow(/--documents-days or --cases-days/);
    expect(toAdminCommand(['account', 'retention'], { account: acct.account_id, 'documents-days': 'off' } as never)).toMatchObject({ documentsDays: null, casesDays: undefined });
  });

  it('removes documents N days after a case is final and deletes whole cases M days after, in batches, recording what it removed', async () => {
    await runAdminCommand({ accounts: h.accounts, store: h.store }, { command: 'account.retention', accountId: acct.account_id, documentsDays: 1, casesDays: 30 });
    const recent = await cancelledCase(0, `${SAMPLE_CSV}\r\n01/10/2026,RECENT,1.00,2378.55`);
    const twoDays = await cancelledCase(2, `${SAMPLE_CSV}\r\n01/10/2026,TWO DAYS,1.00,2378.55`);
    const old = await cancelledCase(31, `${SAMPLE_CSV}\r\n01/10/2026,OLD,1.00,2378.55`);
    const open = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json().case_id;
    await h.store.db.update(cases).set({ updatedAt: new Date(Date.now() - 90 * DAY) }).where(eq(cases.id, open));
    const before = objects();

    const deletion = deleteCaseService({ store: h.store, blobs: h.documents.blobs, events: h.events, jobs: h.jobs.sender });
    const retention = retentionService({ db: h.store.db, deletion, batchSize: 10 });
    const [run, ...more] = await retention.run();
    expect(more).toEqual([]);
    expect(run).toMatchObject({ accountId: acct.account_id, casesDeleted: 1, documentsRemoved: 1, details: { deleted_cases: [old], documents_of_cases: [twoDays] } });
    expect(objects()).toBe(before - 2);

    const read = async (id: string) => (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${id}` })).json();
    const docs = async (id: string) => (await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${id}/documents` })).json().data;
    expect((await read(old)).status).toBe('DELETED');
    expect((await read(twoDays)).status).toBe('CANCELLED');
    expect(await docs(twoDays)).toEqual([]);
    expect(await docs(recent)).toHaveLength(1);
    expect((await read(open)).status).toBe('OPEN');

    // Nothing left to do: the next pass removes and records nothing.
    expect(await retention.run()).toEqual([]);
    expect(await h.store.db.select().from(retentionRuns).where(eq(retentionRuns.accountId, acct.account_id))).toHaveLength(1);
    const [deleted] = ((await h.store.db.execute(sql`select count(*)::int as n from events where case_id = ${old} and event = 'CASE_DELETED'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(deleted.n).toBe(1);
  });
});

describe('the dashboard retention page', () => {
  it('lets an admin set and clear retention, refuses a bad value, and shows deleted cases without their data', async () => {
    const { browser } = await signedInUser(h.app, h.store, acct.account_id, 'retention-admin@example.com', 'admin');
    const page = await browser.get('/dashboard/retention');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="documents-days">Delete documents after (days)</label>');
    expect(page.body).toContain('Save retention');

    const saved = await browser.post('/dashboard/retention', { documents_days: '45', cases_days: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Retention is saved.');
    const [row] = await h.store.db.select().from(accounts).where(eq(accounts.id, acct.account_id));
    expect([row.retentionDocumentsDays, row.retentionCasesDays]).toEqual([45, null]);

    const refused = await browser.post('/dashboard/retention', { documents_days: 'soon', cases_days: '10' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('must be a whole number of days');
    const [unchanged] = await h.store.db.select().from(accounts).where(eq(accounts.id, acct.account_id));
    expect(unchanged.retentionCasesDays).toBeNull();

    const { browser: analyst } = await signedInUser(h.app, h.store, acct.account_id, 'retention-analyst@example.com', 'analyst');
    expect((await analyst.get('/dashboard/retention')).statusCode).toBe(403);

    const c = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ last_name: 'Vanishingly' }) })).json();
    await h.request(acct.lender_key, { method: 'DELETE', url: `/api/cases/${c.case_id}` });
    const list = await browser.get('/dashboard/cases');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Vanishingly');
    const one = await browser.get(`/dashboard/cases/${c.case_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('DELETED');
    expect(one.body).not.toContain('Vanishingly');
  });
});
