import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../src/privacy/zip.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from './harness.ts';
import { SAMPLE_CSV } from './multipart.ts';
import { upload } from './privacy-helpers.ts';

let h: Harness;
let acct: SeededAccount;

beforeAll(async () => {
  h = await createHarness();
  acct = await h.seedAccount();
}, 60_000);
afterAll(async () => h?.close());

describe('GET /api/cases/{case_id}/export', () => {
  it.each([
    ['/api/cases', 'lender_key'],
    ['/api/dealer/cases', 'dealer_key'],
  ] as const)('%s: a ZIP of the case, its events and its documents as uploaded', async (prefix, keyName) => {
    const key = acct[keyName];
    const created = (await h.request(key, { method: 'POST', url: prefix, payload: validCase({ first_name: 'Exporta' }) })).json();
    const url = `${prefix}/${created.case_id}`;
    const up = await upload(h, key, url, 'january.csv', SAMPLE_CSV);
    expect(up.statusCode).toBe(201);
    const [doc] = up.json().documents;

    const res = await h.request(key, { method: 'GET', url: `${url}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="case-${created.case_id}.zip"`);
    const files = readZip(res.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['case.json', 'events.json', 'documents.json', `documents/${doc.document_id}/january.csv`, 'messages.json', 'bank-connections.json']),
    );
    expect(JSON.parse(files.get('case.json')!.toString())).toMatchObject({ case_id: created.case_id, first_name: 'Exporta' });
    expect(files.get(`documents/${doc.document_id}/january.csv`)!.toString()).toBe(SAMPLE_CSV);
    const events = JSON.parse(files.get('events.json')!.toString()) as { event: string }[];
    expect(events.map((e) => e.event)).toEqual(['CASE_CREATED', 'MODULE_DOCUMENT_UPLOADED']);
    expect(JSON.parse(files.get('documents.json')!.toString())[0]).toMatchObject({ document_id: doc.document_id, sha256: doc.sha256, filename: 'january.csv' });
  });

  it('after deletion holds what remains: the DELETED case and no documents', async () => {
    const created = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ last_name: 'Gonewithit' }) })).json();
    const url = `/api/cases/${created.case_id}`;
    await upload(h, acct.lender_key, url, 'january.csv', SAMPLE_CSV);
    expect((await h.request(acct.lender_key, { method: 'DELETE', url })).statusCode).toBe(200);
    const files = readZip((await h.request(acct.lender_key, { method: 'GET', url: `${url}/export` })).rawPayload);
    expect(JSON.parse(files.get('case.json')!.toString())).toMatchObject({ status: 'DELETED' });
    expect([...files.keys()].filter((n) => n.startsWith('documents/'))).toEqual([]);
    for (const bytes of files.values()) expect(bytes.toString()).not.toContain('Gonewithit');
  });

  it('answers 404 for another account, 403 for the wrong client type, 401 without a key', async () => {
    const created = (await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase() })).json();
    const other = await h.seedAccount();
    const url = `/api/cases/${created.case_id}/export`;
    expect((await h.request(other.lender_key, { method: 'GET', url })).statusCode).toBe(404);
    expect((await h.request(acct.dealer_key, { method: 'GET', url })).statusCode).toBe(403);
    expect((await h.request(null, { method: 'GET', url })).statusCode).toBe(401);
  });
});
