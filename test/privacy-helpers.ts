import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Store } from '../src/db/store.ts';
import type { Harness } from './harness.ts';
import { multipart } from './multipart.ts';

/**
 * Every text, JSON and bytea column of every table in every schema (pg-boss's queue included)
 * whose value contains `needle`, case-insensitively: `schema.table.column` per hit.
 */
export async function columnsContaining(store: Pick<Store, 'db'>, needle: string): Promise<string[]> {
  const cols = await store.db.execute<{ s: string; t: string; c: string; type: string }>(sql`
    select c.table_schema as s, c.table_name as t, c.column_name as c, c.data_type as type
    from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema not in ('pg_catalog', 'information_schema') and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'bytea', 'character', 'ARRAY', 'USER-DEFINED')`);
  const hits: string[] = [];
  for (const col of (cols as unknown as { rows: { s: string; t: string; c: string; type: string }[] }).rows) {
    const ident = sql.raw(`"${col.s}"."${col.t}"`);
    const column = sql.raw(`"${col.c}"`);
    const asText = col.type === 'bytea' ? sql`encode(${column}, 'escape')` : sql`${column}::text`;
    const res = await store.db.execute<{ n: number }>(sql`select count(*)::int as n from ${ident} where position(lower(${needle}) in lower(${asText})) > 0`);
    if (Number((res as unknown as { rows: { n: number }[] }).rows[0].n) > 0) hits.push(`${col.s}.${col.t}.${col.c}`);
  }
  return hits;
}

/** Every file under the blob store's root, as stored (encrypted or not). */
export function storedFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out;
}

/** Every object in the harness's object store (a directory or an S3 bucket), by key. */
export async function storedObjectKeys(h: Harness): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of h.documents.blobs.objects.list()) keys.push(key);
  return keys;
}

/** Stored objects whose bytes, as stored or decrypted, contain `needle`. */
export async function objectsContaining(h: Harness, needle: string): Promise<string[]> {
  const hits: string[] = [];
  const rows = await h.store.db.execute<{ storage_key: string; sha256: string; account_id: string }>(sql`select storage_key, sha256, account_id from stored_objects`);
  const plainOf = new Map((rows as unknown as { rows: { storage_key: string; sha256: string; account_id: string }[] }).rows.map((r) => [r.storage_key, r]));
  for (const name of await storedObjectKeys(h)) {
    const { body } = await h.documents.blobs.objects.get(name);
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
    let text = Buffer.concat(chunks).toString('latin1');
    const key = plainOf.get(name);
    if (key) text += (await h.documents.blobs.read(key.sha256, { accountId: key.account_id })).toString('latin1');
    if (text.toLowerCase().includes(needle.toLowerCase())) hits.push(name);
  }
  return hits;
}

export async function upload(h: Harness, key: string, caseUrl: string, name: string, content: Buffer | string, category = 'bank_statement', moduleType = 'cash_flow_analysis') {
  const body = multipart([
    { name: 'module_type', value: moduleType },
    { name: 'document_category', value: category },
    { name: 'files', filename: name, content, contentType: 'text/csv' },
  ]);
  return h.request(key, { method: 'POST', url: `${caseUrl}/documents`, payload: body.payload, headers: body.headers });
}

/** Waits for a module to leave ANALYZING (and for its documents to be read first). */
export async function runToEnd(h: Harness, key: string, caseUrl: string, moduleType = 'cash_flow_analysis') {
  for (let i = 0; i < 600; i++) {
    const run = await h.request(key, { method: 'POST', url: `${caseUrl}/modules/${moduleType}/run` });
    if (run.statusCode === 202) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  for (let i = 0; i < 1200; i++) {
    const r = await h.request(key, { method: 'GET', url: `${caseUrl}/modules/${moduleType}` });
    if (r.json().status !== 'ANALYZING') return r.json() as { status: string; latest_result_id: string | null };
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error('the module never finished');
}

/** A ten-week statement whose descriptions carry `marks` (a name, an account number). */
export function statementWith(marks: string[]): string {
  const rows = ['Date,Description,Amount,Balance'];
  let balance = 50_000;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 2) + n * 86_400_000).toISOString().slice(0, 10);
  for (let d = 0; d < 70; d++) {
    if (d % 14 === 0) {
      balance += 200_000;
      rows.push(`${day(d)},ACME CORP PAYROLL PPD ${marks.join(' ')},2000.00,${(balance / 100).toFixed(2)}`);
    }
    if (d % 7 === 3) {
      balance -= 12_345;
      rows.push(`${day(d)},TRANSFER ${marks.join(' ')},-123.45,${(balance / 100).toFixed(2)}`);
    }
  }
  return rows.join('\n');
}
