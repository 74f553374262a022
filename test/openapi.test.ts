import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

