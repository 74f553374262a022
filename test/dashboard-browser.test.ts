import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../src/webhooks/signature.ts';
import { tenWeekStatementCsv, textPdf } from './multipart.ts';
import { api, EMBEDDED_HALF, freePort, killAll, REPO, startServer, tempDir, type Env, type Server } from './processes.ts';

/**
 * The dashboard in a real browser (Debian's Chromium) against a real first start: the printed
 * sign-in link, keys, the webhook, a case with its charts, events and a redelivery, an analyst
 * refused the keys page; axe-core on every page; screenshots at 390 and 1440 px in
 * test-artifacts/dashboard/.
 */

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium) console.warn(`test/dashboard-browser.test.ts skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

const SHOTS = path.join(REPO, 'test-artifacts', 'dashboard');
const PASSWORD = 'a long dashboard password';

let env: Env;
let server: Server;
let browser: Browser;
let banner: Record<string, string> = {};
let receiver: http.Server;
let receiverUrl = '';
let deadUrl = '';
const received: { headers: http.IncomingHttpHeaders; body: Buffer; json: Record<string, unknown> }[] = [];

beforeAll(async () => {
  if (!haveChromium || !EMBEDDED_HALF) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ headers: req.headers, body, json: JSON.parse(body.toString('utf8')) });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  deadUrl = `http://127.0.0.1:${await freePort()}/nobody`;
  const port = await freePort();
  env = { DATA_DIR: tempDir('uw-dashboard-browser-'), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, WEBHOOK_RETRY_INTERVAL_MS: '50', WEBHOOK_TIMEOUT_MS: '2000' };
  server = await startServer(env);
  const out = server.stdout();
  for (const [name, pattern] of Object.entries({
    lender: /lender key\s+(\S+)/,
    dealer: /dealer key\s+(\S+)/,
    secret: /signing secret\s+(\S+)/,
    email: /first admin\s+(\S+)/,
    link: /sign-in link\s+(\S+)/,
    dashboard: /Dashboard: (\S+)/,
  })) banner[name] = pattern.exec(out)?.[1] ?? '';
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  killAll();
  if (receiver) await new Promise((r) => receiver.close(r));
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

/** No serious or critical axe-core violation (evaluated over the debugging protocol: the CSP forbids inline scripts). */
async function expectAccessible(page: Page, name: string) {
  await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `accessibility of ${name}`).toEqual([]);
}

/** axe-core at both widths, and a screenshot at each. */
async function check(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    // Nothing wider than the screen but the tables, which scroll inside their own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen`);
}

async function uploadStatement(caseId: string) {
  const form = new FormData();
  form.append('module_type', 'cash_flow_analysis');
  form.append('document_category', 'bank_statement');
  form.append('files', new Blob([tenWeekStatementCsv()], { type: 'text/csv' }), 'statement.csv');
  const res = await fetch(`${server.baseUrl}/api/cases/${caseId}/documents`, { method: 'POST', headers: { authorization: `Bearer ${banner.lender}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe.skipIf(!haveChromium || !EMBEDDED_HALF)('the dashboard in a browser', () => {
  let admin: Page;

  it('prints the dashboard and a first admin’s sign-in link at the first start; the link sets a password and signs in', async () => {
    expect(banner.dashboard).toBe(`${env.PUBLIC_URL}/dashboard`);
    expect(banner.link).toMatch(/\/dashboard\/set-password\//);
    admin = await newPage();
    const start = await admin.goto(`${env.PUBLIC_URL}/dashboard`);
    expect(start!.url()).toBe(`${env.PUBLIC_URL}/dashboard/sign-in`);
    await check(admin, 'sign-in');
    await admin.goto(banner.link!);
    await check(admin, 'set-password');
    await admin.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await admin.getByLabel('Repeat the new password', { exact: true }).fill(PASSWORD);
    await admin.getByRole('button', { name: 'Set password and sign in', exact: true }).click();
    await admin.waitForURL('**/dashboard/cases');
    // Out, and back in with the sign-in form.
    await admin.getByRole('button', { name: 'Sign out', exact: true }).click();
    await admin.waitForURL('**/dashboard/sign-in');
    await admin.getByLabel('Email', { exact: true }).fill(banner.email!);
    await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await admin.waitForURL('**/dashboard/cases');
    await check(admin, 'cases-empty');
  });

  it('creates a DEALER key and shows it once', async () => {
    await admin.getByRole('link', { name: 'API keys', exact: true }).click();
    await admin.getByLabel('Client type', { exact: true }).selectOption('DEALER');
    await admin.getByRole('button', { name: 'Create key', exact: true }).click();
    const key = await admin.getByLabel('New API key', { exact: true }).inputValue();
    expect(key).toMatch(/^uw_sandbox_dealer_[A-Za-z0-9_-]{43}$/);
    expect((await api(server.baseUrl, key, '/api/dealer/cases')).status).toBe(200);
    await check(admin, 'keys-new-key');
    await admin.goto(`${env.PUBLIC_URL}/dashboard/keys`);
    expect(await admin.content()).not.toContain(key);
    await check(admin, 'keys');
    await admin.getByRole('link', { name: `Revoke key ${key.slice(0, 24)}`, exact: true }).click();
    await check(admin, 'key-revoke');
    await admin.getByRole('link', { name: 'Keep it', exact: true }).click();
    await admin.waitForURL('**/dashboard/keys');
  });

  it('sets the webhook URL, sends a signed TEST event to a receiver, reveals the secret after the password', async () => {
    await admin.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await admin.getByLabel('Endpoint URL', { exact: true }).fill(receiverUrl);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('The endpoint URL is saved.').waitFor();
    await admin.getByRole('button', { name: 'Send test event', exact: true }).click();
    await admin.getByText('Delivered').waitFor();
    const test = received.find((r) => r.json.event === 'TEST')!;
    expect(test).toBeDefined();
    expect(verifyWebhook(test.body, test.headers as Record<string, string>, banner.secret!)).toBe(true);
    await admin.getByLabel('Your password', { exact: true }).fill(PASSWORD);
    await admin.getByRole('button', { name: 'Reveal signing secret', exact: true }).click();
    expect(await admin.getByRole('textbox', { name: 'Signing secret', exact: true }).inputValue()).toBe(banner.secret);
    await check(admin, 'webhooks');
  });

  it('shows a case made by API with its statement: the timeline, the charts and the delivery log; redelivers a dropped event', async () => {
    // Deliveries fail at first, so that the case's first event is dropped.
    await admin.getByLabel('Endpoint URL', { exact: true }).fill(deadUrl);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('The endpoint URL is saved.').waitFor();
    const created = await api(server.baseUrl, banner.lender!, '/api/cases', { method: 'POST', body: { first_name: 'Ada', last_name: 'Lovelace', reference_id: 'loan-0001', phone_number: '+14155552671' } });
    expect(created.status).toBe(201);
    const caseId = created.body.case_id as string;
    await uploadStatement(caseId);
    expect((await api(server.baseUrl, banner.lender!, `/api/cases/${caseId}/modules/cash_flow_analysis/run`, { method: 'POST' })).status).toBe(202);
    await until('the analysis', async () => {
      const m = await api(server.baseUrl, banner.lender!, `/api/cases/${caseId}/modules/cash_flow_analysis`);
      return m.body.status === 'COMPLETED' ? true : undefined;
    });

    await admin.getByRole('link', { name: 'Cases', exact: true }).click();
    await admin.getByLabel('Search', { exact: true }).fill('Lovelace');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await check(admin, 'cases');
    await admin.getByRole('link', { name: 'loan-0001', exact: true }).click();
    await admin.getByRole('heading', { name: 'Events', exact: true }).waitFor();
    const timeline = await admin.locator('ol.timeline').innerText();
    expect(timeline.indexOf('CASE_CREATED')).toBeLessThan(timeline.indexOf('MODULE_COMPLETED'));
    await expect(admin.locator('svg title', { hasText: 'Monthly inflow and outflow' }).count()).resolves.toBe(1);
    await expect(admin.locator('svg title', { hasText: 'Daily balance' }).count()).resolves.toBe(1);
    await expect(admin.getByRole('table', { name: /Monthly inflow and outflow, the chart’s data/ }).count()).resolves.toBe(1);
    await check(admin, 'case');
    await admin.getByRole('link', { name: 'Cancel case', exact: true }).click();
    await check(admin, 'case-cancel');
    await admin.getByRole('link', { name: 'Go back', exact: true }).click();
    await admin.getByRole('heading', { name: 'Modules', exact: true }).waitFor();

    // The case's first event is dropped after its three attempts; then the endpoint is fixed and the event redelivered.
    await until('the dropped delivery', async () => {
      const page = await fetch(`${env.PUBLIC_URL}/dashboard/events?state=DROPPED`, { headers: { cookie: (await admin.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } });
      return (await page.text()).includes('>CASE_CREATED</a>') ? true : undefined;
    });
    await admin.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await admin.getByLabel('Endpoint URL', { exact: true }).fill(receiverUrl);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('The endpoint URL is saved.').waitFor();
    await admin.getByRole('link', { name: 'Events', exact: true }).click();
    await admin.getByLabel('Delivery state', { exact: true }).selectOption('DROPPED');
    await admin.getByRole('button', { name: 'Filter', exact: true }).click();
    await check(admin, 'events-dropped');
    await admin.getByRole('link', { name: 'CASE_CREATED', exact: true }).click();
    const eventId = admin.url().split('/').pop()!;
    expect(await admin.locator('table').first().innerText()).toMatch(/Connection refused/);
    await admin.getByRole('button', { name: 'Redeliver', exact: true }).click();
    await admin.getByText('A new delivery is on its way.').waitFor();
    await until('the redelivery', async () => (received.some((r) => r.json.event_id === eventId && r.json.event === 'CASE_CREATED') ? true : undefined));
    await until('the delivered state', async () => {
      await admin.reload();
      return (await admin.content()).includes('>DELIVERED<') ? true : undefined;
    }, 100);
    await check(admin, 'event');
    await admin.getByRole('link', { name: 'Events', exact: true }).click();
    await check(admin, 'events');
  });

  it('invites an analyst, who is refused the keys page; the team and audit pages list it all', async () => {
    await admin.getByRole('link', { name: 'Team', exact: true }).click();
    await admin.getByLabel('Email', { exact: true }).fill('analyst@example.com');
    await admin.getByLabel('Role', { exact: true }).selectOption('analyst');
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = await admin.getByLabel('Sign-in link', { exact: true }).inputValue();
    await check(admin, 'team');
    await admin.getByRole('link', { name: 'Audit log', exact: true }).click();
    const audit = await admin.locator('table').innerText();
    for (const action of ['key.create', 'webhook.set', 'webhook.test', 'webhook.secret_revealed', 'event.redeliver', 'user.create']) expect(audit).toContain(action);
    await check(admin, 'audit');
    await admin.getByRole('link', { name: 'Your account', exact: true }).click();
    await check(admin, 'account');

    const analyst = await newPage();
    await analyst.goto(link);
    await analyst.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await analyst.getByLabel('Repeat the new password', { exact: true }).fill(PASSWORD);
    await analyst.getByRole('button', { name: 'Set password and sign in', exact: true }).click();
    await analyst.waitForURL('**/dashboard/cases');
    await expect(analyst.getByRole('link', { name: 'API keys', exact: true }).count()).resolves.toBe(0);
    const refused = await analyst.goto(`${env.PUBLIC_URL}/dashboard/keys`);
    expect(refused!.status()).toBe(403);
    await check(analyst, 'analyst-refused');
  });

  it('opens a PDF of a case in the document viewer: the page image loads, Next and Previous move through it', async () => {
    const created = await api(server.baseUrl, banner.lender!, '/api/cases', { method: 'POST', body: { first_name: 'Grace', last_name: 'Hopper', reference_id: 'loan-0002', phone_number: '+14155552672' } });
    expect(created.status).toBe(201);
    const caseId = created.body.case_id as string;
    const form = new FormData();
    form.append('module_type', 'paystub');
    form.append('document_category', 'paystub');
    const pdf = await textPdf(['Pay stub, page one'], { autoFirstPage: true });
    form.append('files', new Blob([new Uint8Array(await twoPages(pdf))], { type: 'application/pdf' }), 'stub.pdf');
    const res = await fetch(`${server.baseUrl}/api/cases/${caseId}/documents`, { method: 'POST', headers: { authorization: `Bearer ${banner.lender}` }, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    await admin.goto(`${env.PUBLIC_URL}/dashboard/cases/${caseId}`);
    await admin.getByRole('link', { name: 'View stub.pdf', exact: true }).click();
    const image = admin.getByRole('img', { name: 'Page 1 of stub.pdf', exact: true });
    await until('the page image', async () => ((await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)) || undefined));
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(1200);
    await check(admin, 'document-viewer');
    await admin.getByRole('link', { name: 'Next page', exact: true }).click();
    await admin.getByRole('img', { name: 'Page 2 of stub.pdf', exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Previous page', exact: true }).click();
    await image.waitFor();
  });
});

/** The PDF with a second page, so the viewer has a next page. */
async function twoPages(pdf: Buffer): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdf);
  const [copy] = await doc.copyPages(doc, [0]);
  doc.addPage(copy!);
  return Buffer.from(await doc.save());
}
