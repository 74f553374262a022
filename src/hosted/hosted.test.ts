import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankConnections, cases, documents, linkSignInFailures } from '../db/schema.ts';
import { takeSignInAttempt } from './hosted.repo.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart, tenWeekStatementCsv, textPdf, type FormPart } from '../../test/multipart.ts';
import { HOSTED_CSP } from './page-defaults.ts';
import { uploadMessages } from './hosted.routes.ts';
import { escapeHtml, html } from './html.ts';
import { secondsUntilNextAttempt, signInWaitSeconds } from './sign-in-throttle.ts';
import { AppError, validationError } from '../shared/errors.ts';

let h: Harness;
let acct: SeededAccount;
let other: SeededAccount;
beforeAll(async () => {
  h = await createHarness({}, { worker: true });
  acct = await h.seedAccount({ name: 'Acme Lending' });
  other = await h.seedAccount({ name: 'Other Bank & Loans' });
});
afterAll(async () => {
  await h.close();
});

interface Link {
  caseId: string;
  path: string;
  shortPath: string;
}

async function newCase(account = acct, over: Record<string, unknown> = {}): Promise<Link> {
  const r = await h.request(account.lender_key, { method: 'POST', url: '/api/cases', payload: validCase(over) });
  expect(r.statusCode, r.body).toBe(201);
  const body = r.json();
  return { caseId: body.case_id, path: new URL(body.url).pathname, shortPath: new URL(body.short_url).pathname };
}

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

/** The form token of a link, read from the page as a browser would. */
async function formTokenOf(link: Link): Promise<string> {
  const page = await get(link.path + '/upload');
  const match = /name="csrf" value="([^"]+)"/.exec(page.body);
  expect(match, page.body).not.toBeNull();
  return match![1]!;
}

const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

function uploadParts(files: { filename: string; content: Buffer | string }[], moduleType = 'cash_flow_analysis', category = 'bank_statement'): FormPart[] {
  return [{ name: 'module_type', value: moduleType }, { name: 'document_category', value: category }, ...files.map((f) => ({ name: 'files', ...f }))];
}

async function postUpload(link: Link, token: string | null, parts: FormPart[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  const query = token === null ? '' : `?csrf=${encodeURIComponent(token)}`;
  return h.app.inject({ method: 'POST', url: `${link.path}/upload${query}`, payload: body.payload, headers: { ...body.headers, ...headers } });
}

const statementCsv = tenWeekStatementCsv;

async function moduleStatus(link: Link, module = 'cash_flow_analysis') {
  const r = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${link.caseId}/modules/${module}` });
  return r.json();
}

async function waitForModule(link: Link, module = 'cash_flow_analysis') {
  for (let i = 0; i < 400; i++) {
    const status = await moduleStatus(link, module);
    if (status.status !== 'ANALYZING') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${module} did not finish`);
}

describe('hosted pages', () => {
  it('GET /s/{code} redirects to the full link', async () => {
    const link = await newCase();
    const r = await get(link.shortPath);
    expect(r.statusCode).toBe(302);
    expect(new URL(r.headers.location as string).pathname).toBe(link.path);
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/s/unknown-code-123')).statusCode).toBe(404);
  });

  it('the welcome page names the lender, the borrower and what will happen, with the security headers', async () => {
    const link = await newCase(acct, { first_name: 'Ada' });
    const r = await get(link.path);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(r.headers['content-security-policy']).toBe(HOSTED_CSP);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['service-api-version']).toBeUndefined();
    expect(r.headers['request-id']).toEqual(expect.any(String));
    expect(r.body).toContain('<html lang="en">');
    expect(r.body).toContain('Acme Lending');
    expect(r.body).toContain('Hi Ada');
    expect(r.body).toMatch(/bank statements/i);
    expect(r.body).toMatch(/paystubs/i);
    expect(r.body).toMatch(/about 5 minutes/);
    expect(r.body).toMatch(/privacy/i);
    expect(r.body).toContain(`href="${link.path}/upload"`);
    // Nothing from other hosts, no inline script or style.
    expect(r.body).not.toMatch(/https?:\/\//);
    expect(r.body).not.toMatch(/<script>|style=/);
  });

  it('a production account without a bank aggregator offers uploads only', async () => {
    const prod = await h.seedAccount({ name: 'Prod Lending', environment: 'production', allowIps: ['127.0.0.1/32'] });
    const link = await newCase(prod);
    const welcome = await get(link.path);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).not.toContain(`href="${link.path}/bank"`);
    expect(welcome.body).toContain(`href="${link.path}/upload"`);
    const bank = await get(`${link.path}/bank`);
    expect(bank.statusCode).toBe(404);
    expect(bank.body).toContain('Connecting a bank is not part of this request.');
    const signIn = await postForm(`${link.path}/bank/sandbox_bank`, { csrf: await formTokenOf(link), username: 'user_good', password: 'pass_good' });
    expect(signIn.statusCode).toBe(404);
    expect(await h.store.db.select().from(bankConnections).where(eq(bankConnections.caseId, link.caseId))).toEqual([]);
  });

  it('escapes what the lender and the borrower typed', async () => {
    const evil = await h.seedAccount({ name: '<script>alert(1)</script> Loans' });
    const link = await newCase(evil, { first_name: '"><img src=x onerror=alert(1)>' });
    const r = await get(link.path);
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<script>alert(1)</script>');
    expect(r.body).not.toContain('<img src=x');
    expect(r.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Loans');
  });

  it('offers a phone\'s camera beside the file picker in each upload section', async () => {
    const page = await get((await newCase()).path + '/upload');
    for (const id of ['statements']) {
      expect(page.body).toContain(`<label for="${id}-camera" class="camera">Take a photo</label>`);
      expect(page.body).toMatch(new RegExp(`<input id="${id}-camera" type="file" name="files" accept="image/\\*" capture="environment"`));
      // Inside the section's own form, so a photo goes up with the section's module and category.
      const form = page.body.slice(page.body.indexOf(`data-upload="${id}"`), page.body.indexOf('</form>', page.body.indexOf(`data-upload="${id}"`)));
      expect(form).toContain(`id="${id}-camera"`);
    }
  });

  it('serves its stylesheet and script from the service, small', async () => {
    const page = await get((await newCase()).path + '/upload');
    const css = /href="(\/hosted\/hosted\.css\?v=[0-9a-f]+)"/.exec(page.body)![1]!;
    const js = /src="(\/hosted\/hosted\.js\?v=[0-9a-f]+)"/.exec(page.body)![1]!;
    const c = await get(css);
    expect(c.statusCode).toBe(200);
    expect(c.headers['content-type']).toMatch(/^text\/css/);
    expect(c.rawPayload.length).toBeLessThan(8 * 1024);
    const j = await get(js);
    expect(j.statusCode).toBe(200);
    expect(j.headers['content-type']).toMatch(/^text\/javascript/);
    expect(j.headers['x-content-type-options']).toBe('nosniff');
    expect(j.rawPayload.length).toBeLessThan(8 * 1024);
  });

  it('an unknown token is a 404 page; a malformed one too', async () => {
    for (const url of ['/link/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/link/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/upload', '/link/bad%20token']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.body).toContain('Link not found');
      expect(r.headers['content-security-policy']).toBe(HOSTED_CSP);
    }
  });

  it('an expired link answers 410 with a page that says so, on every page and on POST', async () => {
    const link = await newCase();
    const token = await formTokenOf(link);
    await h.store.db.update(cases).set({ linkExpiresAt: new Date(Date.now() - 60_000) }).where(eq(cases.id, link.caseId));
    for (const suffix of ['', '/upload', '/done', '/bank']) {
      const r = await get(link.path + suffix);
      expect(r.statusCode, suffix).toBe(410);
      expect(r.body).toContain('This link has expired');
      expect(r.body).toContain('Acme Lending');
    }
    expect((await get(link.shortPath)).statusCode).toBe(302);
    const done = await postForm(`${link.path}/done`, { csrf: token });
    expect(done.statusCode).toBe(410);
  });

  it('a cancelled case answers 410; a completed case says it is complete', async () => {
    const link = await newCase();
    const cancel = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${link.caseId}/cancel` });
    expect(cancel.statusCode).toBe(200);
    const r = await get(link.path);
    expect(r.statusCode).toBe(410);
    expect(r.body).toContain('no longer active');

    const done = await newCase();
    await h.store.db.update(cases).set({ status: 'COMPLETED' }).where(eq(cases.id, done.caseId));
    const c = await get(done.path + '/upload');
    expect(c.statusCode).toBe(200);
    expect(c.body).toContain('This verification is complete');
    expect(c.body).not.toContain('type="file"');
  });

  it('a link never shows another case: each page shows only its own borrower, lender and documents', async () => {
    const mine = await newCase(acct, { first_name: 'Marguerite' });
    const theirs = await newCase(other, { first_name: 'Bartholomew' });
    const r = await postUpload(theirs, await formTokenOf(theirs), uploadParts([{ filename: 'their-secret-statement.csv', content: statementCsv() }]));
    expect(r.statusCode, r.body).toBe(303);
    for (const suffix of ['', '/upload', '/done']) {
      const page = (await get(mine.path + suffix)).body;
      expect(page).not.toContain('Bartholomew');
      expect(page).not.toContain('Other Bank');
      expect(page).not.toContain('their-secret-statement.csv');
    }
    expect((await get(theirs.path + '/upload')).body).toContain('their-secret-statement.csv');
    // One link's form token does not open another's forms.
    const wrong = await postForm(`${mine.path}/done`, { csrf: await formTokenOf(theirs) });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('hosted forms: CSRF', () => {
  it('refuses a POST without the form token, with a wrong one, or from another site (403)', async () => {
    const link = await newCase();
    const token = await formTokenOf(link);
    expect((await postForm(`${link.path}/done`, {})).statusCode).toBe(403);
    expect((await postForm(`${link.path}/done`, { csrf: 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await postForm(`${link.path}/done`, { csrf: token }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await postForm(`${link.path}/done`, { csrf: token }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await postForm(`${link.path}/done`, { csrf: token }, { origin: 'null' })).statusCode).toBe(403);
    expect((await postForm(`${link.path}/done`, { csrf: token }, { origin: 'null', 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    const noToken = await postUpload(link, null, uploadParts([{ filename: 'a.csv', content: statementCsv() }]));
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain('could not be accepted');
    const wrongToken = await postUpload(link, 'nope', uploadParts([{ filename: 'a.csv', content: statementCsv() }]));
    expect(wrongToken.statusCode).toBe(403);
    expect(await h.store.db.select().from(documents).where(eq(documents.caseId, link.caseId))).toEqual([]);
    // The same origin and the right token pass.
    const ok = await postForm(`${link.path}/done`, { csrf: token }, { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' });
    expect(ok.statusCode).toBe(303);
    // A browser's form POST under no-referrer: Origin null, but Sec-Fetch-Site same-origin.
    expect((await postForm(`${link.path}/done`, { csrf: token }, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
  });
});

describe('hosted upload', () => {
  it('stores documents from the plain form, and "I\'m done" starts the run: ANALYZING -> COMPLETED', async () => {
    const link = await newCase();
    const token = await formTokenOf(link);
    const r = await postUpload(link, token, uploadParts([{ filename: 'january.csv', content: statementCsv() }]));
    expect(r.statusCode, r.body).toBe(303);
    expect(r.headers.location).toBe(`${link.path}/upload?uploaded=1&module=cash_flow_analysis`);
    const page = await get(r.headers.location as string);
    expect(page.body).toContain('1 file uploaded.');
    expect(page.body).toContain('january.csv');
    const docs = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${link.caseId}/documents` });
    expect(docs.json().data.map((d: { filename: string }) => d.filename)).toEqual(['january.csv']);
    expect((await moduleStatus(link)).status).toBe('AWAITING_INPUT');

    const done = await postForm(`${link.path}/done`, { csrf: token });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${link.path}/done`);
    const started = await moduleStatus(link);
    expect(['ANALYZING', 'COMPLETED']).toContain(started.status);
    expect(started.executions).toHaveLength(1);
    const finished = await waitForModule(link);
    expect(finished.status).toBe('COMPLETED');
    // The paystub module got nothing: it was not started.
    expect((await moduleStatus(link, 'paystub')).status).toBe('AWAITING_INPUT');

    const thanks = await get(`${link.path}/done`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you');

    // Pressing done again starts nothing new: no input arrived since the run.
    await postForm(`${link.path}/done`, { csrf: token });
    expect((await moduleStatus(link)).executions).toHaveLength(1);
  });

  it('answers the page script with JSON: 201 with the documents', async () => {
    const link = await newCase();
    const r = await postUpload(link, await formTokenOf(link), uploadParts([{ filename: 'feb.csv', content: statementCsv() }]), { accept: 'application/json' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toEqual({ documents: [{ document_id: expect.any(String), filename: 'feb.csv' }] });
  });

  it('names each refused file: the plain form shows the messages, the script gets them as JSON; nothing is stored', async () => {
    const link = await newCase();
    const token = await formTokenOf(link);
    const pdf = await textPdf(['Pay stub', 'Gross pay 2,000.00']);
    const parts = uploadParts(
      [
        { filename: 'notes.txt', content: 'just some words' },
        { filename: 'good.pdf', content: pdf },
        { filename: 'empty.pdf', content: Buffer.alloc(0) },
      ],
      'paystub',
      'paystub',
    );
    const r = await postUpload(link, token, parts);
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toContain('notes.txt is not a PDF or image (JPEG, PNG or WebP) file.');
    expect(r.body).toContain('empty.pdf is empty.');
    expect(r.body).not.toContain('good.pdf is');
    expect(r.body).toContain('aria-describedby="paystubs-hint paystubs-errors" aria-invalid="true"');
    expect(r.body).toMatch(/id="paystubs-errors" class="errors" role="alert" data-errors><p>These files were not accepted/);

    const j = await postUpload(link, token, parts, { accept: 'application/json' });
    expect(j.statusCode).toBe(400);
    expect(j.json().errors).toEqual([
      { file: 'notes.txt', error: 'notes.txt is not a PDF or image (JPEG, PNG or WebP) file.' },
      { file: 'empty.pdf', error: 'empty.pdf is empty.' },
    ]);
    expect(await h.store.db.select().from(documents).where(eq(documents.caseId, link.caseId))).toEqual([]);
  });

  it('"I\'m done" with nothing shared says so', async () => {
    const link = await newCase();
    const done = await postForm(`${link.path}/done`, { csrf: await formTokenOf(link) });
    expect(done.statusCode).toBe(303);
    const page = await get(`${link.path}/done`);
    expect(page.body).toContain('Nothing shared yet');
    expect((await moduleStatus(link)).executions).toEqual([]);
  });
});

describe('hosted flow units', () => {
  it('html escapes every interpolated value, except nested html', () => {
    expect(escapeHtml(`<a href="x">'&\``)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#96;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<', html`<br>`]}${null}${false}${3}</p>`.value).toBe('<p><b>&lt;i&gt;</b>&lt;<br>3</p>');
  });

  it('sign-in waits: none for the first failures, then doubling up to the cap', () => {
    const t = { freeAttempts: 3, maxWaitSeconds: 300 };
    expect([0, 1, 2, 3, 4, 5, 6, 11, 12, 40].map((n) => signInWaitSeconds(n, t))).toEqual([0, 0, 0, 1, 2, 4, 8, 256, 300, 300]);
    const last = new Date('2026-01-01T00:00:00Z');
    expect(secondsUntilNextAttempt(5, last, new Date('2026-01-01T00:00:01.500Z'), t)).toBe(3);
    expect(secondsUntilNextAttempt(5, last, new Date('2026-01-01T00:00:04Z'), t)).toBe(0);
    expect(secondsUntilNextAttempt(2, last, last, t)).toBe(0);
  });

  it('maps the service\'s files.N errors to the names the borrower chose', () => {
    const files = [0, 1].map((index) => ({ index, filename: `f${index}.pdf`, staged: {} as never }));
    const err = validationError([
      { field: 'files.1', error: 'The PDF is password-protected; upload it without a password' },
      { field: 'files', error: 'at least one file is required' },
    ]);
    expect(uploadMessages(err, files)).toEqual([
      { file: 'f1.pdf', error: 'f1.pdf: The PDF is password-protected; upload it without a password' },
      { file: null, error: 'Choose at least one file to upload.' },
    ]);
    expect(uploadMessages(new AppError('payload_too_large', 'A file is larger than the limit of 25 MB'), files)).toEqual([
      { file: null, error: 'A file is larger than the limit of 25 MB' },
    ]);
  });
});

describe('hosted bank connection', () => {
  const signIn = (link: Link, token: string, username: string, password: string, institution = 'sandbox_bank') =>
    postForm(`${link.path}/bank/${institution}`, { csrf: token, username, password });
  const connectionsOf = (link: Link) => h.store.db.select().from(bankConnections).where(eq(bankConnections.caseId, link.caseId));
  const failuresOf = async (link: Link) => (await h.store.db.select().from(linkSignInFailures).where(eq(linkSignInFailures.caseId, link.caseId)))[0];

  it('lists the institutions and shows a labelled sign-in form', async () => {
    const link = await newCase();
    const list = await get(`${link.path}/bank`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Sandbox Bank');
    expect(list.body).toContain(`href="${link.path}/bank/sandbox_bank"`);
    const form = await get(`${link.path}/bank/sandbox_bank`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Sign in to Sandbox Bank');
    expect(form.body).toContain('<label for="username">Username</label>');
    expect(form.body).toContain('<label for="password">Password</label>');
    expect(form.body).toContain('name="csrf"');
    expect(form.body).toContain('user_good');
    expect((await get(`${link.path}/bank/no_such_bank`)).statusCode).toBe(404);
  });

  it('a wrong password shows an error tied to the fields and connects nothing', async () => {
    const link = await newCase();
    const r = await signIn(link, await formTokenOf(link), 'user_good', 'wrong');
    expect(r.statusCode).toBe(401);
    expect(r.body).toContain('role="alert"');
    expect(r.body).toMatch(/id="signin-error"[^>]*>The username or password is not right/);
    expect(r.body).toContain('aria-describedby="signin-error" aria-invalid="true"');
    expect(r.body).toContain('value="user_good"');
    expect(await connectionsOf(link)).toEqual([]);
    expect((await moduleStatus(link)).status).toBe('AWAITING_INPUT');
  });

  it('slows repeated wrong passwords down per case (429), and a success resets the count', async () => {
    const link = await newCase();
    const token = await formTokenOf(link);
    for (let i = 0; i < 3; i++) expect((await signIn(link, token, 'user_good', `wrong-${i}`)).statusCode).toBe(401);
    expect((await failuresOf(link))?.failures).toBe(3);
    // Several more failures, the last one just now: the next try must wait 2^(9-3) = 64 s.
    await h.store.db.update(linkSignInFailures).set({ failures: 9, lastFailureAt: new Date() }).where(eq(linkSignInFailures.caseId, link.caseId));
    const slowed = await signIn(link, token, 'user_good', 'pass_good');
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(64);
    expect(slowed.body).toMatch(new RegExp(`Too many attempts, try again in ${wait} seconds?`));
    expect(await connectionsOf(link)).toEqual([]);
    expect((await failuresOf(link))?.failures).toBe(9);
    // Another case is not slowed down by this one.
    const fresh = await newCase();
    expect((await signIn(fresh, await formTokenOf(fresh), 'user_good', 'wrong')).statusCode).toBe(401);

    // Once the wait has passed, the right password connects and clears the count.
    await h.store.db.update(linkSignInFailures).set({ lastFailureAt: new Date(Date.now() - 3_600_000) }).where(eq(linkSignInFailures.caseId, link.caseId));
    const ok = await signIn(link, token, 'user_good', 'pass_good');
    expect(ok.statusCode, ok.body).toBe(303);
    expect(await failuresOf(link)).toBeUndefined();
  });

  it('the sign-in counter waits 2^(n-3) s after the third failure, to the millisecond it is given', async () => {
    const link = await newCase();
    const t0 = Date.UTC(2026, 0, 1);
    const at = (ms: number) => new Date(t0 + ms);
    const take = (ms: number) => takeSignInAttempt(h.store.db, link.caseId, at(ms), 3, 300);
    expect([await take(0), await take(10), await take(20)]).toEqual([1, 2, 3]);
    expect(await take(500)).toBeNull(); // 1 s after the third
    expect(await take(1_020)).toBe(4);
    expect(await take(2_500)).toBeNull(); // 2 s after the fourth
    expect(await take(3_020)).toBe(5);
  });

  it('refuses a sign-in POST without the form token, without counting it', async () => {
    const link = await newCase();
    const r = await postForm(`${link.path}/bank/sandbox_bank`, { username: 'user_good', password: 'pass_good' });
    expect(r.statusCode).toBe(403);
    expect(await connectionsOf(link)).toEqual([]);
    expect(await failuresOf(link)).toBeUndefined();
  });

  it('user_good/pass_good connects, shows the accounts found, and the analysis completes', async () => {
    const link = await newCase();
    const token = await formTokenOf(link);
    const r = await signIn(link, token, 'user_good', 'pass_good');
    expect(r.statusCode, r.body).toBe(303);
    const [connection] = await connectionsOf(link);
    expect(r.headers.location).toBe(`${link.path}/bank/connected/${connection!.id}`);
    const page = await get(r.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Connected to Sandbox Bank');
    for (const a of connection!.accounts as { name: string }[]) expect(page.body).toContain(escapeHtml(a.name));
    expect(page.body).toContain(`${connection!.transactionCount} transactions`);
    expect(page.body).toMatch(/<button type="submit">Done<\/button>/);
    // Another case's link cannot show this connection.
    const stranger = await newCase();
    expect((await get(`${stranger.path}/bank/connected/${connection!.id}`)).statusCode).toBe(404);

    const done = await postForm(`${link.path}/done`, { csrf: token });
    expect(done.statusCode).toBe(303);
    const finished = await waitForModule(link);
    expect(finished.status).toBe('COMPLETED');
    // The connection started the run itself; "Done" did not start a second one.
    expect(finished.executions).toHaveLength(1);
  });
});
