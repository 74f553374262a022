import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVariant } from '../../test/app-variant.ts';
import { eventsOf, rowCounts } from '../../test/db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart, SAMPLE_CSV, sha256, textPdf, type FormPart } from '../../test/multipart.ts';
import { expectErrorResponse, securitySuite, TWO_STAGE_WORKFLOWS, type RouteUnderTest } from '../../test/security-suite.ts';

let h: Harness;
let acct: SeededAccount;
let statementPdf: Buffer;
beforeAll(async () => {
  h = await createHarness({}, { worker: true });
  acct = await h.seedAccount({ workflows: TWO_STAGE_WORKFLOWS });
  statementPdf = await textPdf(['Sample Bank statement', '01/02 PAYROLL 1,500.00']);
});
afterAll(() => h.close());

const statementForm = (files: FormPart[] = [{ name: 'files', filename: 'jan.csv', content: SAMPLE_CSV }]): FormPart[] => [
  { name: 'module_type', value: 'cash_flow_analysis' },
  { name: 'document_category', value: 'bank_statement' },
  ...files,
];

async function newCase(key = acct.lender_key) {
  const r = await h.request(key, { method: 'POST', url: '/api/cases', payload: validCase() });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().case_id as string;
}

function upload(caseId: string, parts: FormPart[], headers: Record<string, string> = {}, key = acct.lender_key) {
  const body = multipart(parts);
  return h.request(key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: body.payload, headers: { ...body.headers, ...headers } });
}

/** Nothing recorded and no file kept: the state a refused upload must leave. */
async function expectNothingStored(before: Awaited<ReturnType<typeof rowCounts>>, blobsBefore: number) {
  expect(await rowCounts(h.store)).toEqual(before);
  expect(countFiles('blobs')).toBe(blobsBefore);
  expect(countFiles('tmp')).toBe(0);
}

function countFiles(sub: 'blobs' | 'tmp'): number {
  const root = path.join(path.dirname(h.documents.blobs.scratchDir), sub);
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length : 0;
}

/** The document once its reading has finished. */
async function processed(caseId: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const r = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents/${id}` });
    expect(r.statusCode, r.body).toBe(200);
    if (r.json().processing_status !== 'PROCESSING') return r.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${id} still PROCESSING after 30 s`);
}

const ROUTES: RouteUnderTest[] = [
  { method: 'POST', url: (id) => `/api/cases/${id}/documents`, surface: 'LENDER', ok: 201, body: () => multipart(statementForm()).payload, bodyHeaders: multipart([]).headers },
  { method: 'GET', url: (id) => `/api/cases/${id}/documents`, surface: 'LENDER', ok: 200 },
];
for (const route of ROUTES) securitySuite(() => h, route);

describe('POST /api/cases/{case_id}/documents', () => {
  it('stores each file under its hash, answers 201 with the documents, and emits MODULE_DOCUMENT_UPLOADED for each', async () => {
    const caseId = await newCase();
    // Files before fields, a misleading name and declared type: the bytes decide.
    const res = await upload(caseId, [
      { name: 'files', filename: '../../etc/statement.exe', content: statementPdf, contentType: 'image/png' },
      { name: 'files', filename: 'jan.csv', content: SAMPLE_CSV, contentType: 'application/pdf' },
      { name: 'document_category', value: 'bank_statement' },
      { name: 'module_type', value: 'cash_flow_analysis' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const docs = res.json().documents;
    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({
      filename: 'statement.exe',
      module_type: 'cash_flow_analysis',
      document_category: 'bank_statement',
      content_type: 'application/pdf',
      size: statementPdf.length,
      sha256: sha256(statementPdf),
      page_count: 1,
      processing_status: 'PROCESSING',
      processing_error: null,
    });
    expect(docs[1]).toMatchObject({ filename: 'jan.csv', content_type: 'text/csv', size: Buffer.byteLength(SAMPLE_CSV), sha256: sha256(SAMPLE_CSV), page_count: null });
    expect(Object.keys(docs[0]).sort()).toEqual(
      ['content_type', 'document_category', 'document_id', 'filename', 'module_type', 'page_count', 'processing_error', 'processing_status', 'sha256', 'size', 'uploaded_at'].sort(),
    );
    expect(await h.documents.blobs.read(sha256(statementPdf))).toEqual(statementPdf);

    const events = (await eventsOf(h.store, caseId)).filter((e) => e.event === 'MODULE_DOCUMENT_UPLOADED');
    expect(events.map((e) => e.payload)).toEqual(
      docs.map((d: { document_id: string }) =>
        expect.objectContaining({
          webhook_type: 'MODULE',
          event: 'MODULE_DOCUMENT_UPLOADED',
          case_id: caseId,
          module_type: 'CASH_FLOW_ANALYSIS',
          document_id: d.document_id,
          document_category: 'bank_statement',
        }),
      ),
    );
    const list = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents` });
    expect(list.statusCode).toBe(200);
    // In upload order, within one request too.
    expect(list.json().data.map((d: { filename: string }) => d.filename)).toEqual(['statement.exe', 'jan.csv']);
    expect(list.json().data.map((d: { document_id: string }) => d.document_id)).toEqual(docs.map((d: { document_id: string }) => d.document_id));
  });

  it('reads an uploaded bank export into transactions, reconciled against its balances', async () => {
    const caseId = await newCase();
    const res = await upload(caseId, statementForm());
    const id = res.json().documents[0].document_id;
    const doc = await processed(caseId, id);
    expect(doc.processing_status).toBe('PROCESSED');
    expect(doc.statement.format).toBe('CSV');
    const [account] = doc.statement.accounts;
    expect(account.transactions).toEqual([
      { date: '2026-01-02', description: 'ACME CORP PAYROLL PPD', amount: 1500, running_balance: 2500, page: null },
      { date: '2026-01-05', description: 'GROCERY MART #112', amount: -84.2, running_balance: 2415.8, page: null },
      { date: '2026-01-09', description: 'ELECTRIC CO, AUTOPAY', amount: -38.25, running_balance: 2377.55, page: null },
    ]);
    expect(account).toMatchObject({ opening_balance: 1000, closing_balance: 2377.55, total_credits: 1500, total_debits: 122.45, transaction_count: 3 });
    expect(account.reconciliation).toEqual({ status: 'RECONCILED', difference: 0, running_balance_mismatches: 0, problems: [] });
  });

  it('fails a statement that cannot be read, with the reason, and keeps the upload', async () => {
    const caseId = await newCase();
    const res = await upload(caseId, statementForm([{ name: 'files', filename: 'notes.csv', content: 'hello,world\nthis,is\nnot,a statement' }]));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().documents[0].document_id;
    const doc = await processed(caseId, id);
    expect(doc.processing_status).toBe('FAILED');
    expect(doc.processing_error).toMatch(/^The CSV file has no transaction rows/);
    expect(doc.statement).toBeNull();
  });

  it('takes a PDF paystub for the paystub module and stores it for its run', async () => {
    const caseId = await newCase();
    const res = await upload(caseId, [
      { name: 'module_type', value: 'paystub' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: 'stub.pdf', content: statementPdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().documents[0]).toMatchObject({ module_type: 'paystub', document_category: 'paystub', processing_status: 'STORED' });
  });

  it.each<[string, () => Promise<FormPart[]>, { field: string; error: RegExp }[]]>([
    ['no fields and no files', async () => [], [
      { field: 'module_type', error: /required/ },
      { field: 'document_category', error: /required/ },
      { field: 'files', error: /at least one file/ },
    ]],
    ['an unknown module and category', async () => [
      { name: 'module_type', value: 'credit_check' },
      { name: 'document_category', value: 'selfie' },
      { name: 'files', filename: 'a.csv', content: SAMPLE_CSV },
    ], [
      { field: 'module_type', error: /not a module type/ },
      { field: 'document_category', error: /must be one of bank_statement, paystub/ },
    ]],
    ['a category the module does not take', async () => [
      { name: 'module_type', value: 'cash_flow_analysis' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: 'a.pdf', content: statementPdf },
    ], [{ field: 'document_category', error: /must be bank_statement for module cash_flow_analysis/ }]],
    ['an empty file, a GIF, a cut-off PNG, an iPhone HEIC and a CSV paystub', async () => [
      { name: 'module_type', value: 'paystub' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: 'empty.pdf', content: Buffer.alloc(0) },
      { name: 'files', filename: 'photo.gif', content: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1') },
      { name: 'files', filename: 'photo.png', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
      { name: 'files', filename: 'IMG_0001.HEIC', content: Buffer.concat([Buffer.from('00000018667479706865696300000000', 'hex'), Buffer.alloc(16)]) },
      { name: 'files', filename: 'stub.csv', content: SAMPLE_CSV },
    ], [
      { field: 'files.0', error: /is empty/ },
      { field: 'files.1', error: /is not a PDF or image \(JPEG, PNG or WebP\) file/ },
      { field: 'files.2', error: /The image is corrupt or incomplete/ },
      { field: 'files.3', error: /is a HEIC photo, which cannot be read here: send it as a JPEG/ },
      { field: 'files.4', error: /is a CSV file; paystub documents must be PDF or image \(JPEG, PNG or WebP\)/ },
    ]],
    ['a password-protected PDF and a truncated one, beside a good file', async () => statementForm([
      { name: 'files', filename: 'locked.pdf', content: await textPdf(['x'], { userPassword: 'pw' }) },
      { name: 'files', filename: 'good.csv', content: SAMPLE_CSV },
      { name: 'files', filename: 'cut.pdf', content: statementPdf.subarray(0, 400) },
    ]), [
      { field: 'files.0', error: /password-protected/ },
      { field: 'files.2', error: /corrupt or incomplete/ },
    ]],
    ['an unknown form field', async () => [...statementForm(), { name: 'note', value: 'hi' }], [{ field: 'note', error: /not a field/ }]],
  ])('400 for %s, listing every problem, and stores nothing', async (_name, parts, errors) => {
    const caseId = await newCase();
    const before = await rowCounts(h.store);
    const blobs = countFiles('blobs');
    const res = await upload(caseId, await parts());
    const body = expectErrorResponse(res, 400);
    expect(body.errors).toHaveLength(errors.length);
    for (const [i, e] of errors.entries()) {
      expect(body.errors![i].field).toBe(e.field);
      expect(body.errors![i].error).toMatch(e.error);
    }
    await expectNothingStored(before, blobs);
  });

  it('400 for a module the case\'s workflow lacks, naming the ones it has', async () => {
    const other = await h.seedAccount({ workflows: [{ name: 'bank only', isDefault: true, stages: [{ name: 'bank', modules: ['cash_flow_analysis'] }] }] });
    const caseId = await newCase(other.lender_key);
    const res = await upload(caseId, [
      { name: 'module_type', value: 'paystub' },
      { name: 'document_category', value: 'paystub' },
      { name: 'files', filename: 'stub.pdf', content: statementPdf },
    ], {}, other.lender_key);
    expect(expectErrorResponse(res, 400).errors).toEqual([{ field: 'module_type', error: "is not a module of this case's workflow (cash_flow_analysis)" }]);
  });

  it('413 for a file over the size limit and for too many files, storing nothing', async () => {
    const small = await appVariant(h, { UPLOAD_MAX_FILE_BYTES: 1000, UPLOAD_MAX_FILES: 2 });
    try {
      const caseId = await newCase();
      const before = await rowCounts(h.store);
      const blobs = countFiles('blobs');
      const big = multipart(statementForm([{ name: 'files', filename: 'big.csv', content: SAMPLE_CSV + '\n'.repeat(1000) }]));
      const tooBig = await small.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: big.payload, headers: big.headers });
      expect(expectErrorResponse(tooBig, 413).message).toBe('A file is larger than the limit of 1000 bytes');
      const three = multipart(statementForm([1, 2, 3].map((i) => ({ name: 'files', filename: `${i}.csv`, content: SAMPLE_CSV }))));
      const tooMany = await small.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: three.payload, headers: three.headers });
      expect(expectErrorResponse(tooMany, 413).message).toBe('At most 2 files may be uploaded in one request');
      await expectNothingStored(before, blobs);
    } finally {
      await small.close();
    }
  });

  it('409 past the documents a case may hold, and on a cancelled case', async () => {
    const limited = await appVariant(h, { CASE_MAX_DOCUMENTS: 2 });
    try {
      const caseId = await newCase();
      const form = multipart(statementForm([1, 2].map((i) => ({ name: 'files', filename: `${i}.csv`, content: `${SAMPLE_CSV}\n` + ' '.repeat(i) }))));
      const first = await limited.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload, headers: form.headers });
      expect(first.statusCode, first.body).toBe(201);
      const one = multipart(statementForm());
      const third = await limited.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: one.payload, headers: one.headers });
      expect(expectErrorResponse(third, 409).message).toBe('A case holds at most 2 documents; this one has 2 and the upload adds 1');
    } finally {
      await limited.close();
    }
    const cancelled = await newCase();
    await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${cancelled}/cancel` });
    const before = await rowCounts(h.store);
    expect(expectErrorResponse(await upload(cancelled, statementForm()), 409).message).toBe('The case is cancelled: it takes no more documents');
    expect(await rowCounts(h.store)).toEqual(before);
  });

  it('415 for a body that is not multipart, and JSON routes still refuse multipart', async () => {
    const caseId = await newCase();
    const json = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: { module_type: 'cash_flow_analysis' } });
    expectErrorResponse(json, 415);
    const form = multipart([{ name: 'first_name', value: 'Ada' }]);
    expectErrorResponse(await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: form.payload, headers: form.headers }), 415);
  });

  it('400 for a multipart body cut short', async () => {
    const caseId = await newCase();
    const form = multipart(statementForm());
    const res = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload: form.payload.subarray(0, form.payload.length - 60), headers: form.headers });
    expectErrorResponse(res, 400);
    expect(countFiles('tmp')).toBe(0);
  });

  it('Idempotency-Key: the same upload again answers as the first and records nothing new; other files under the key are 409', async () => {
    const caseId = await newCase();
    const key = { 'idempotency-key': `up-${caseId}` };
    const first = await upload(caseId, statementForm(), key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await rowCounts(h.store);
    const again = await upload(caseId, statementForm(), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts(h.store)).toEqual(before);
    const other = await upload(caseId, statementForm([{ name: 'files', filename: 'feb.csv', content: SAMPLE_CSV.replace('ACME', 'ACNE') }]), key);
    expectErrorResponse(other, 409);
  });
});

describe('GET /api/cases/{case_id}/documents/{document_id}', () => {
  it('404 for a document of another case, and for an id that is not one', async () => {
    const a = await newCase();
    const b = await newCase();
    const id = (await upload(a, statementForm())).json().documents[0].document_id;
    expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${b}/documents/${id}` }), 404);
    expectErrorResponse(await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${a}/documents/nope` }), 404);
  });

  it('pages the list with limit and cursor', async () => {
    const caseId = await newCase();
    await upload(caseId, statementForm([1, 2, 3].map((i) => ({ name: 'files', filename: `${i}.csv`, content: `${SAMPLE_CSV}\n${' '.repeat(i)}` }))));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/documents?limit=2${cursor ? `&cursor=${cursor}` : ''}` });
      expect(r.statusCode).toBe(200);
      seen.push(...r.json().data.map((d: { filename: string }) => d.filename));
      cursor = r.json().next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['1.csv', '2.csv', '3.csv']);
  });
});
