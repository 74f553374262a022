import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { eq } from 'drizzle-orm';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaystubCorpus } from '../eval/paystubs/generate.ts';
import { generateStatementCorpus } from '../eval/statements/generate.ts';
import { cases } from '../src/db/schema.ts';
import { openStore } from '../src/db/store.ts';
import { api, cliJson, EMBEDDED_HALF, freePort, killAll, REPO, startServer, tempDir, type Env, type Server } from './processes.ts';

/**
 * The borrower's journeys in a real browser (Debian's Chromium, headless, phone-sized) against the
 * real service: the sandbox bank, an upload, a wrong password, an expired link; axe-core on every
 * page; screenshots in test-artifacts/hosted/.
 */

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium) {
  console.warn(`test/hosted-browser.test.ts skipped: ${CHROMIUM} is missing (apt-get install -y chromium; .ci/run installs it).`);
}

const SHOTS = path.join(REPO, 'test-artifacts', 'hosted');

let env: Env;
let server: Server;
let key: string;
let context: BrowserContext;
let profileDir: string;
let statementPath: string;
let paystubBytes: Buffer;

beforeAll(async () => {
  if (!haveChromium) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const dataDir = tempDir('uw-hosted-browser-');
  const port = await freePort();
  env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  const account = await cliJson(['account', 'create', '--name', 'Acme Lending', '--environment', 'sandbox'], env);
  key = account.lender_key as string;
  const [statement] = await generateStatementCorpus({ perLayout: 1, layouts: ['sectioned'] });
  statementPath = path.join(tempDir('uw-hosted-files-'), 'may-statement.pdf');
  fs.writeFileSync(statementPath, statement!.bytes);
  const [stub] = await generatePaystubCorpus({ seed: 11, perLayout: 1, layouts: ['two-column'], kinds: ['clean'] });
  paystubBytes = Buffer.from(stub!.bytes);
  server = await startServer(env);
  profileDir = tempDir('uw-chromium-profile-');
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.stop();
  killAll();
  if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
});

async function newCase(firstName = 'Ada') {
  const r = await api(server.baseUrl, key, '/api/cases', { method: 'POST', body: { first_name: firstName, last_name: 'Lovelace', reference_id: `browser-${Date.now()}-${Math.random()}` } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { caseId: r.body.case_id as string, url: r.body.url as string, shortUrl: r.body.short_url as string };
}

/** axe-core in the page (evaluated over the debugging protocol: the page's CSP forbids inline scripts); no serious or critical violation. */
async function expectAccessible(page: Page, name: string) {
  await page.evaluate(axe.source);
  const result = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `accessibility of ${name}`).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function check(page: Page, name: string) {
  await expectAccessible(page, name);
  await shot(page, name);
}

async function pollModule(caseId: string, until: (status: string) => boolean, module = 'cash_flow_analysis') {
  for (let i = 0; i < 600; i++) {
    const r = await api(server.baseUrl, key, `/api/cases/${caseId}/modules/${module}`);
    if (until(r.body.status)) return r.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${module} of ${caseId} did not finish`);
}

async function eventsOfCase(caseId: string) {
  const out: { event: string; case_id: string }[] = [];
  let cursor: string | null = null;
  do {
    const r = await api(server.baseUrl, key, `/api/events?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(r.status).toBe(200);
    out.push(...r.body.data);
    cursor = r.body.next_cursor;
  } while (cursor);
  return out.filter((e) => e.case_id === caseId).map((e) => e.event);
}

/** Drops files on an element as a person dragging them from their desktop would (a `drop` event carrying a DataTransfer). */
async function dropFiles(page: Page, selector: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files.map((f) => ({ name: f.name, type: f.type, b64: f.bytes.toString('base64') })));
  await page.locator(selector).dispatchEvent('dragover', { dataTransfer: transfer });
  await page.locator(selector).dispatchEvent('drop', { dataTransfer: transfer });
}

// The browser drives a service on the embedded store: it runs in the embedded half (see EMBEDDED_HALF).
describe.skipIf(!haveChromium || !EMBEDDED_HALF)('the hosted flow in a phone browser', () => {
  it('connects the sandbox bank: welcome, bank, Sandbox Bank, sign in, accounts, done; the analysis completes', async () => {
    const { caseId, shortUrl } = await newCase('Grace');
    const page = await context.newPage();
    const response = await page.goto(shortUrl);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Hi Grace');
    await expect(page.locator('header').textContent()).resolves.toContain('Acme Lending');
    await check(page, '1-welcome');

    await page.getByRole('link', { name: 'Connect your bank' }).click();
    await page.waitForURL(/\/bank$/);
    await check(page, '2-choose-bank');

    await page.getByRole('link', { name: 'Sandbox Bank' }).click();
    await page.waitForURL(/\/bank\/sandbox_bank$/);
    await page.getByLabel('Username').fill('user_good');
    await page.getByLabel('Password').fill('pass_good');
    await check(page, '3-sign-in');
    await page.getByRole('button', { name: 'Sign in and connect' }).click();
    await page.waitForURL(/\/bank\/connected\//);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connected to Sandbox Bank');
    expect(await page.locator('ul.accounts li').count()).toBeGreaterThan(0);
    await check(page, '4-accounts');

    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/done$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Thank you');
    await check(page, '5-done');
    await page.close();

    const finished = await pollModule(caseId, (s) => s !== 'ANALYZING' && s !== 'AWAITING_INPUT');
    expect(finished.status).toBe('COMPLETED');
    const events = await eventsOfCase(caseId);
    expect(events).toContain('MODULE_CONNECTED');
    expect(events).toContain('MODULE_COMPLETED');
  });

  it('uploads a statement with the file picker (a refused file is named), then "I\'m done"; the analysis completes', async () => {
    const { caseId, url } = await newCase('Katherine');
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('link', { name: 'Upload documents instead' }).click();
    await page.waitForURL(/\/upload$/);
    await check(page, '6-upload');

    const notes = path.join(path.dirname(statementPath), 'notes.txt');
    fs.writeFileSync(notes, 'not a statement');
    await page.locator('#statements-files').setInputFiles(notes);
    await page.locator('#statements-errors').getByText('notes.txt is not a PDF, CSV, OFX/QFX or image (JPEG, PNG or WebP) file.').waitFor();
    await check(page, '7-upload-refused');

    await page.locator('#statements-files').setInputFiles(statementPath);
    await page.locator('[data-uploaded] li', { hasText: 'may-statement.pdf' }).waitFor();
    await page.locator('ul.files li.ok', { hasText: 'Uploaded' }).waitFor();
    await check(page, '8-uploaded');

    // A phone's "Take a photo" goes through the same upload and its checks: a file that is no image is named and refused.
    await expect(page.locator('#statements-camera').getAttribute('capture')).resolves.toBe('environment');
    const notPhoto = path.join(path.dirname(statementPath), 'camera.jpg');
    fs.writeFileSync(notPhoto, 'not a photo');
    await page.locator('#statements-camera').setInputFiles(notPhoto);
    await page.locator('#statements-errors').getByText('camera.jpg is not a PDF, CSV, OFX/QFX or image (JPEG, PNG or WebP) file.').waitFor();

    const docs = await api(server.baseUrl, key, `/api/cases/${caseId}/documents`);
    expect(docs.body.data.map((d: { filename: string }) => d.filename)).toEqual(['may-statement.pdf']);

    await page.getByRole('button', { name: 'I’m done' }).click();
    await page.waitForURL(/\/done$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Thank you');
    await page.close();

    const finished = await pollModule(caseId, (s) => s !== 'ANALYZING' && s !== 'AWAITING_INPUT');
    expect(finished.status).toBe('COMPLETED');
    expect(await eventsOfCase(caseId)).toContain('MODULE_COMPLETED');
  });

  it('takes files dragged onto the upload page, each with its own progress row; a dropped paystub and statement both complete', async () => {
    const { caseId, url } = await newCase('Mary');
    const page = await context.newPage();
    await page.goto(`${url}/upload`);
    await dropFiles(page, 'form[data-upload="paystubs"] [data-drop]', [
      { name: 'stub.pdf', type: 'application/pdf', bytes: paystubBytes },
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('not a pdf') },
    ]);
    const rows = page.locator('form[data-upload="paystubs"] ul.files li');
    await rows.filter({ hasText: 'stub.pdf' }).filter({ hasText: 'Uploaded' }).waitFor();
    await rows.filter({ hasText: 'photo.png' }).filter({ hasText: 'Not accepted' }).waitFor();
    expect(await rows.count()).toBe(2);
    await dropFiles(page, 'form[data-upload="statements"] [data-drop]', [{ name: 'may-statement.pdf', type: 'application/pdf', bytes: fs.readFileSync(statementPath) }]);
    await page.locator('form[data-upload="statements"] ul.files li.ok', { hasText: 'may-statement.pdf' }).waitFor();
    await check(page, '11-dropped');

    const docs = await api(server.baseUrl, key, `/api/cases/${caseId}/documents`);
    expect(docs.body.data.map((d: { filename: string }) => d.filename).sort()).toEqual(['may-statement.pdf', 'stub.pdf']);

    await page.getByRole('button', { name: 'I’m done' }).click();
    await page.waitForURL(/\/done$/);
    await page.close();

    expect((await pollModule(caseId, (s) => s !== 'ANALYZING' && s !== 'AWAITING_INPUT')).status).toBe('COMPLETED');
    expect((await pollModule(caseId, (s) => s !== 'ANALYZING' && s !== 'AWAITING_INPUT', 'paystub')).status).toBe('COMPLETED');
  });

  it('a wrong password shows an error next to the form and connects nothing', async () => {
    const { caseId, url } = await newCase('Hedy');
    const page = await context.newPage();
    await page.goto(`${url}/bank/sandbox_bank`);
    await page.getByLabel('Username').fill('user_good');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in and connect' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The username or password is not right');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await check(page, '9-wrong-password');
    await page.close();

    const status = await api(server.baseUrl, key, `/api/cases/${caseId}/modules/cash_flow_analysis`);
    expect(status.body.status).toBe('AWAITING_INPUT');
    expect(await eventsOfCase(caseId)).not.toContain('MODULE_CONNECTED');
  });

  it('an expired link shows the expired page with 410', async () => {
    const { caseId, url } = await newCase('Barbara');
    // The embedded database belongs to the running service: stop it to age the link, then start again.
    await server.stop();
    const store = await openStore({ dataDir: env.DATA_DIR! });
    try {
      await store.db.update(cases).set({ linkExpiresAt: new Date(Date.now() - 60_000) }).where(eq(cases.id, caseId));
    } finally {
      await store.close();
    }
    server = await startServer(env);
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('This link has expired');
    await check(page, '10-expired');
    await page.close();
  }, 120_000);
});
