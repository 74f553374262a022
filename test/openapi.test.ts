import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_EXAMPLES } from '../src/http/openapi-examples.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let doc: Record<string, any>;

beforeAll(async () => {
  h = await createHarness();
  const res = await h.request(null, { method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => h.close());

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document by an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every API route with its method', () => {
    const apiRoutes = h.app.routeTable.filter((r) => !r.hidden && r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(5);
    for (const r of apiRoutes) {
      const entry = doc.paths[toOpenApiPath(r.url)];
      expect(entry, `${r.method} ${r.url} missing from the document`).toBeDefined();
      expect(entry[r.method.toLowerCase()], `${r.method} ${r.url} missing from the document`).toBeDefined();
    }
  });

  it('describes the request and error bodies from the validating schemas', () => {
    const create = doc.paths['/api/cases'].post;
    const body = create.requestBody.content['application/json'].schema;
    const resolved = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(resolved.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'reference_id']));
    expect(resolved.additionalProperties).toBe(false);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415', '429']));
  });

  it('documents the upload as multipart/form-data with its fields', () => {
    const upload = doc.paths['/api/cases/{case_id}/documents'].post;
    const schema = upload.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(schema.required).toEqual(['files', 'module_type', 'document_category']);
    expect(schema.properties.files.items).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409', '413', '415']));
  });
});

type Schema = Record<string, any>;

/** Every operation of the document, with its method and path. */
function operations(): Array<{ key: string; op: Schema }> {
  return Object.entries(doc.paths as Record<string, Record<string, Schema>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
}

/** Properties without a description, anywhere in a schema: under objects, arrays, maps and unions, through $refs. */
function undescribed(schema: Schema | undefined, where: string, seen: Set<string>, out: string[]) {
  if (!schema || typeof schema !== 'object') return;
  const resolve = (s: Schema) => (s.$ref ? doc.components.schemas[s.$ref.split('/').pop()] : s);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    if (seen.has(name)) return;
    seen.add(name);
    return undescribed(resolve(schema), name, seen, out);
  }
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const description = property.description ?? resolve(property)?.description;
    if (typeof description !== 'string' || description.trim() === '') out.push(`${where}.${key}`);
    undescribed(property, `${where}.${key}`, seen, out);
  }
  for (const key of ['items', 'additionalProperties']) if (schema[key] && typeof schema[key] === 'object') undescribed(schema[key], `${where}[]`, seen, out);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const s of schema[key] ?? []) undescribed(s, where, seen, out);
}

describe('the reference a client reads', () => {
  it('describes every parameter, and every property of every request and response body', () => {
    const missing: string[] = [];
    let properties = 0;
    const seen = new Set<string>();
    for (const { key, op } of operations()) {
      for (const p of op.parameters ?? []) if (!p.description?.trim()) missing.push(`${key} ${p.in} parameter ${p.name}`);
      for (const media of Object.values((op.requestBody?.content ?? {}) as Record<string, Schema>)) undescribed(media.schema, `${key} body`, seen, missing);
      for (const [status, response] of Object.entries(op.responses as Record<string, Schema>)) {
        if (!response.description?.trim() || response.description === 'Default Response') missing.push(`${key} ${status} response`);
        for (const media of Object.values((response.content ?? {}) as Record<string, Schema>)) undescribed(media.schema, `${key} ${status}`, seen, missing);
      }
    }
    for (const schema of Object.values(doc.components.schemas as Record<string, Schema>)) properties += Object.keys(schema.properties ?? {}).length;
    expect(missing).toEqual([]);
    expect(properties).toBeGreaterThan(150);
  });

  it('shows an example request and answer on every route that takes a body or answers JSON', () => {
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Record<string, Schema>)) {
        if (type !== 'application/pdf' && media.example === undefined) missing.push(`${key} request ${type}`);
      }
      for (const [status, response] of Object.entries(op.responses as Record<string, Schema>)) {
        const json = response.content?.['application/json'];
        if (status.startsWith('2') && json && json.example === undefined) missing.push(`${key} ${status} answer`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no example for a route or a status the document does not have', () => {
    const keys = new Set(operations().map((o) => o.key));
    for (const [key, example] of Object.entries(ROUTE_EXAMPLES)) {
      expect(keys.has(key), `${key} is not a route`).toBe(true);
      const [method, path] = key.split(' ');
      expect(Object.keys(doc.paths[path!][method!.toLowerCase()].responses), key).toContain(String(example.status));
    }
  });

  it.each(Object.entries(ROUTE_EXAMPLES))('%s: its examples satisfy their own schemas', (_key, example) => {
    if (example.request) {
      const parsed = example.request.schema.safeParse(example.request.value);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    if (example.response) {
      const parsed = example.response.schema.safeParse(example.response.value);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // The answer is the schema's whitelist: an example key it would drop is a typo.
      expect(parsed.data).toEqual(example.response.value);
    }
  });

  it('sends readers nowhere outside the repository', () => {
    expect(JSON.stringify(doc)).not.toMatch(/contracts section|shared\/spec|shared\/design|case-api-spec/);
  });

  it('names every route in the API guide', () => {
    const guide = fs.readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
    const missing = operations()
      .map(({ key }) => key.split(' ')[1]!)
      .filter((path) => !guide.includes(path) && !guide.includes(path.replace('/api/dealer/', '/api/')));
    expect(missing).toEqual([]);
  });
});

describe('GET /docs', () => {
  it('serves a reference page whose assets are local', async () => {
    const res = await h.request(null, { method: 'GET', url: '/docs/' });
    expect([200, 302]).toContain(res.statusCode);
    const page = res.statusCode === 302 ? await h.request(null, { method: 'GET', url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/src="https?:\/\//);
    expect(page.body).not.toMatch(/href="https?:\/\//);
  });
});

