import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSignInFailures } from '../src/db/schema.ts';
import { firstEventOf, rowCounts } from './db-helpers.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { multipart, SAMPLE_CSV, type FormPart } from './multipart.ts';

// PostgreSQL text and jsonb cannot hold U+0000, and a lone UTF-16 surrogate can be neither stored
// nor echoed exactly. Every text a request carries (JSON body fields and keys at any depth, query
// and path parameters, multipart fields and file names, the hosted pages' forms) must be refused
// with a 400 naming where it is, before anything is written. The routes and their fields come from
// the OpenAPI document, so a new route or field is swept without changing this file.

type Schema = Record<string, any>;
type Segment = string | { index: number };

const BAD = [
  { kind: 'a NUL character', text: 'a\u0000b', error: /NUL character/ },
  { kind: 'a lone surrogate', text: 'a\ud800b', error: /unpaired UTF-16 surrogate/ },
] as const;
const NUL = BAD[0];

let h: Harness;
let acct: SeededAccount;
let doc: Schema;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The sweep sends a few hundred requests on one key.
  h = await createHarness({ RATE_LIMIT_PER_SECOND: 100_000, RATE_LIMIT_BURST: 100_000 });
  acct = await h.seedAccount();
  doc = (await h.request(null, { method: 'GET', url: '/openapi.json' })).json();
  for (const [surface, key] of [['lender', acct.lender_key], ['dealer', acct.dealer_key]] as const) {
    const url = surface === 'lender' ? '/api/cases' : '/api/dealer/cases';
    const created = await h.request(key, { method: 'POST', url, payload: validCase() });
    expect(created.statusCode, created.body).toBe(201);
    ids[`${surface}:case_id`] = created.json().case_id;
    ids[`${surface}:event_id`] = await firstEventOf(h, created.json().case_id);
  }
});
afterAll(() => h.close());

const resolve = (schema: Schema): Schema => (schema?.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()]) : schema ?? {});
const typesOf = (schema: Schema): string[] => [schema.type ?? []].flat();
const isString = (schema: Schema) => typesOf(schema).includes('string') || typeof schema.const === 'string' || (schema.enum ?? []).some((v: unknown) => typeof v === 'string');
const isObject = (schema: Schema) => typesOf(schema).includes('object') || schema.properties !== undefined;

/** A value that the schema accepts in shape: required properties filled, strings from their enum or example. */
function sample(schemaIn: Schema): unknown {
  const schema = resolve(schemaIn);
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sample(alternative);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (isObject(schema)) {
    return Object.fromEntries((schema.required ?? []).map((k: string) => [k, sample(schema.properties?.[k] ?? {})]));
  }
  if (typesOf(schema).includes('array')) return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
  if (typesOf(schema).includes('integer') || typesOf(schema).includes('number')) return schema.minimum ?? 1;
  if (typesOf(schema).includes('boolean')) return false;
  return schema.example ?? `x-${Math.random().toString(36).slice(2, 10)}`;
}

/** Every place in a body that holds text: string fields (the path to them) and object keys (the path to a key of that object). */
function textPlaces(root: Schema): { path: Segment[]; key: boolean }[] {
  const out: { path: Segment[]; key: boolean }[] = [];
  const pending: { schema: Schema; path: Segment[] }[] = [{ schema: root, path: [] }];
  while (pending.length > 0) {
    const { schema: raw, path } = pending.shift()!;
    const schema = resolve(raw);
    for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) pending.push({ schema: alternative, path });
    if (isString(schema)) out.push({ path, key: false });
    if (isObject(schema)) {
      for (const [name, child] of Object.entries<Schema>(schema.properties ?? {})) pending.push({ schema: child, path: [...path, name] });
      // An unknown key, or a key of a record, holding the bad text.
      out.push({ path, key: true });
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') pending.push({ schema: schema.additionalProperties, path: [...path, 'k'] });
    }
    if (typesOf(schema).includes('array') && schema.items) pending.push({ schema: schema.items, path: [...path, { index: 0 }] });
  }
  return out;
}

/** A copy of `body` with `text` at `path` (or, for a key, as a new key of the object at `path`); returns it and the field the error must name. */
function withText(body: unknown, place: { path: Segment[]; key: boolean }, text: string): { body: unknown; field: string } {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  const names = place.path.map((s) => (typeof s === 'string' ? s : String(s.index)));
  const steps = place.key ? [...place.path, text] : place.path;
  if (steps.length === 0) return { body: text, field: 'body' };
  let at: any = copy;
  steps.forEach((step, i) => {
    const name = typeof step === 'string' ? step : step.index;
    if (i === steps.length - 1) {
      at[name] = place.key ? 'x' : text;
      return;
    }
    const next = steps[i + 1];
    if (at[name] === null || typeof at[name] !== 'object') at[name] = typeof next === 'string' ? {} : [];
    at = at[name];
  });
  return { body: copy, field: (place.key ? [...names, text] : names).join('.') };
}

interface Operation {
  method: string;
  path: string;
  op: Schema;
}

const operations = (): Operation[] =>
  Object.entries<Schema>(doc.paths).flatMap(([path, item]) => Object.entries<Schema>(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

const surfaceOf = (path: string) => (path.startsWith('/api/dealer/') ? 'dealer' : 'lender');
const keyFor = (path: string) => (surfaceOf(path) === 'dealer' ? acct.dealer_key : acct.lender_key);

/** A value for a path parameter that names something real where the sweep has one. */
function paramValue(path: string, name: string): string {
  if (name === 'module_type') return 'cash_flow_analysis';
  return ids[`${surfaceOf(path)}:${name}`] ?? '00000000-0000-4000-8000-000000000000';
}

function urlOf(o: Operation, bad?: { in: 'path' | 'query'; name: string; text: string }): string {
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(bad?.in === 'path' && bad.name === name ? bad.text : paramValue(o.path, name)),
  );
  return bad?.in === 'query' ? `${path}?${bad.name}=${encodeURIComponent(bad.text)}` : path;
}

interface Refusal {
  request: InjectOptions;
  key: string | null;
  field: string;
  error: RegExp;
}

/** Sends requests that must each be refused with 400 naming their field, and checks that none of them wrote anything. */
async function expectRefused(...refusals: Refusal[]) {
  const before = await rowCounts(h.store);
  for (const { request, key, field, error } of refusals) {
    const res = await h.request(key, request);
    const where = `${request.method} ${request.url} (${JSON.stringify(field)})`;
    expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
    const errors = res.json().errors as { field: string; error: string }[];
    expect(errors, where).toContainEqual({ field, error: expect.stringMatching(error) });
  }
  expect(await rowCounts(h.store), refusals.map((r) => `${r.request.method} ${r.request.url}`).join(', ')).toEqual(before);
}

describe('text PostgreSQL cannot store', () => {
  it('the OpenAPI document gives the sweep routes with path, query and body fields', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.some((o) => o.op.parameters?.some((p: Schema) => p.in === 'query'))).toBe(true);
    const create = ops.find((o) => o.method === 'POST' && o.path === '/api/cases')!;
    const fields = textPlaces(create.op.requestBody.content['application/json'].schema).map((p) => withText({}, p, 'v').field);
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'address.line1', 'module_data.k.products.0', 'workflow_id']));
  });

  it('in a path parameter of any route: 400 naming it, nothing written', async () => {
    let swept = 0;
    for (const o of operations()) {
      const params = (o.op.parameters ?? []).filter((p: Schema) => p.in === 'path');
      await expectRefused(...params.map((p: Schema) => ({ request: { method: o.method, url: urlOf(o, { in: 'path', name: p.name, text: NUL.text }) }, key: keyFor(o.path), field: p.name, error: NUL.error })));
      swept += params.length;
    }
    expect(swept).toBeGreaterThan(30);
  });

  it('in a query parameter of any route: 400 naming it, nothing written', async () => {
    let swept = 0;
    for (const o of operations()) {
      const params = (o.op.parameters ?? []).filter((p: Schema) => p.in === 'query');
      await expectRefused(...params.map((p: Schema) => ({ request: { method: o.method, url: urlOf(o, { in: 'query', name: p.name, text: NUL.text }) }, key: keyFor(o.path), field: p.name, error: NUL.error })));
      swept += params.length;
    }
    expect(swept).toBeGreaterThan(10);
  });

  for (const bad of BAD) {
    it(`${bad.kind} in any JSON body field or key, at any depth: 400 naming it, nothing written`, async () => {
      let swept = 0;
      for (const o of operations()) {
        const schema = o.op.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        const base = sample(schema);
        const places = textPlaces(schema);
        await expectRefused(
          ...places.map((place) => {
            const { body, field } = withText(base, place, bad.text);
            const request = { method: o.method, url: urlOf(o), payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
            return { request, key: keyFor(o.path), field, error: bad.error };
          }),
        );
        swept += places.length;
      }
      expect(swept).toBeGreaterThan(50);
    });
  }

  it('every unstorable field is listed, beside the other invalid fields', async () => {
    const payload = { ...validCase({ first_name: 'A\u0000da', address: { line1: '1 Main\ud800 St', postal_code: 'abc' } }), last_name: undefined };
    const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['address.line1', 'address.postal_code', 'first_name', 'last_name']);
  });

  it('in a multipart form field or a file name: 400 naming it, nothing written', async () => {
    const upload = async (parts: FormPart[], field: string) => {
      const body = multipart(parts);
      const uploads = operations().filter((o) => o.op.requestBody?.content?.['multipart/form-data']);
      expect(uploads.length).toBeGreaterThan(0);
      await expectRefused(...uploads.map((o) => ({ request: { method: o.method, url: urlOf(o), payload: body.payload, headers: body.headers }, key: keyFor(o.path), field, error: NUL.error })));
    };
    const file = { name: 'files', filename: 'statement.csv', content: SAMPLE_CSV, contentType: 'text/csv' };
    await upload([{ name: 'module_type', value: 'cash_flow_analysis\u0000' }, { name: 'document_category', value: 'bank_statement' }, file], 'module_type');
    await upload([{ name: 'module_type', value: 'cash_flow_analysis' }, { name: 'document_category', value: '\u0000' }, file], 'document_category');
    await upload([{ name: 'module_type', value: 'cash_flow_analysis' }, { name: 'document_category', value: 'bank_statement' }, file, { ...file, filename: 'march\u0000.csv' }], 'files.1');
  });

  it('in the Idempotency-Key or Service-Api-Version header: 400 naming the header, nothing written', async () => {
    for (const header of ['Idempotency-Key', 'Service-Api-Version']) {
      const before = await rowCounts(h.store);
      const res = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase(), headers: { [header.toLowerCase()]: 'a\u0000b' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(header);
      expect(await rowCounts(h.store)).toEqual(before);
    }
  });
});

describe('text PostgreSQL cannot store, on the hosted pages', () => {
  let linkPath: string;
  let shortPath: string;
  let csrf: string;

  beforeAll(async () => {
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() });
    linkPath = new URL(created.json().url).pathname;
    shortPath = new URL(created.json().short_url).pathname;
    const page = await h.app.inject({ method: 'GET', url: `${linkPath}/upload` });
    csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
  });

  /** A hosted page answers a refused form with a page of its own, status 400, saying why, and writes nothing. */
  async function expectPageRefused(request: InjectOptions, says: RegExp) {
    const before = [await rowCounts(h.store), await h.store.db.$count(linkSignInFailures)];
    const res = await h.app.inject(request);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(says);
    expect([await rowCounts(h.store), await h.store.db.$count(linkSignInFailures)]).toEqual(before);
  }

  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cannotAccept = /a character we can’t accept/;

  it('the bank sign-in form', async () => {
    for (const fields of [{ username: 'user_good\u0000', password: 'pass_good' }, { username: 'user_good', password: 'pass\u0000good' }]) {
      await expectPageRefused({ method: 'POST', url: `${linkPath}/bank/sandbox_bank`, ...form({ csrf, ...fields }) }, cannotAccept);
    }
  });

  it('the upload form: a field or a file name, as a page and as JSON for the page script', async () => {
    const file = { name: 'files', filename: 'statement.csv', content: SAMPLE_CSV, contentType: 'text/csv' };
    const url = `${linkPath}/upload?csrf=${encodeURIComponent(csrf)}`;
    const badField = multipart([{ name: 'module_type', value: 'cash_flow_analysis\u0000' }, { name: 'document_category', value: 'bank_statement' }, file]);
    await expectPageRefused({ method: 'POST', url, payload: badField.payload, headers: badField.headers }, /module_type must not contain a NUL character/);
    const badName = multipart([{ name: 'module_type', value: 'cash_flow_analysis' }, { name: 'document_category', value: 'bank_statement' }, file, { ...file, filename: '\u0000.csv' }]);
    await expectPageRefused({ method: 'POST', url, payload: badName.payload, headers: badName.headers }, /File 2 has a name that contains a NUL character/);

    const before = await rowCounts(h.store);
    const json = await h.app.inject({ method: 'POST', url, payload: badName.payload, headers: { ...badName.headers, accept: 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([{ file: null, error: expect.stringMatching(/^File 2 has a name that contains a NUL character/) }]);
    expect(await rowCounts(h.store)).toEqual(before);
  });

  it('the done form, the link and the short link', async () => {
    await expectPageRefused({ method: 'POST', url: `${linkPath}/done`, ...form({ csrf: `${csrf}\u0000` }) }, cannotAccept);
    await expectPageRefused({ method: 'GET', url: `${linkPath}%00` }, cannotAccept);
    await expectPageRefused({ method: 'GET', url: `${shortPath}%00` }, cannotAccept);
    await expectPageRefused({ method: 'GET', url: `${linkPath}/upload?module=%00` }, cannotAccept);
  });
});
