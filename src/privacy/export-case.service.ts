import { asc, eq } from 'drizzle-orm';
import type { Surface } from '../cases/cases.repo.ts';
import { caseOfActor } from '../cases/case-of-actor.ts';
import type { CasesService } from '../cases/cases.service.ts';
import { bankConnections, documents, events, moduleResults, smsMessages } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import type { EncryptedBlobs } from '../documents/encrypted-blobs.ts';
import type { CaseActor } from '../http/types.ts';
import type { ZipEntry } from './zip.ts';

const json = (value: unknown) => async () => Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8');

/** A name safe inside an archive: no folders, no control characters. */
const safeName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').replace(/^\.+/, '_').slice(0, 200) || 'document';

/**
 * Everything the service holds about a case, for the borrower or the lender's records:
 * `case.json`, `results/`, `events.json`, `documents.json`, `documents/` (decrypted),
 * `messages.json`, `bank-connections.json`.
 */
export function exportCaseService(deps: { store: Pick<Store, 'db'>; cases: Pick<CasesService, 'get'>; blobs: Pick<EncryptedBlobs, 'read'> }) {
  const { db } = deps.store;
  return {
    async entries(actor: CaseActor, surface: Surface, caseId: string): Promise<{ caseId: string; entries: ZipEntry[] }> {
      const row = await caseOfActor(db, actor, surface, caseId);
      const record = await deps.cases.get(actor, surface, row.id);
      const results = await db.select().from(moduleResults).where(eq(moduleResults.caseId, row.id)).orderBy(asc(moduleResults.analyzedAt));
      const caseEvents = await db.select({ payload: events.payload }).from(events).where(eq(events.caseId, row.id)).orderBy(asc(events.seq));
      const docs = await db.select().from(documents).where(eq(documents.caseId, row.id)).orderBy(asc(documents.uploadedAt), asc(documents.id));
      const sms = await db.select().from(smsMessages).where(eq(smsMessages.caseId, row.id)).orderBy(asc(smsMessages.createdAt));
      const banks = await db.select().from(bankConnections).where(eq(bankConnections.caseId, row.id)).orderBy(asc(bankConnections.connectedAt));
      const docName = (d: (typeof docs)[number]) => `documents/${d.id}/${safeName(d.filename)}`;
      const entries: ZipEntry[] = [
        { name: 'case.json', bytes: json(record) },
        ...results.map((r) => ({
          name: `results/${r.moduleType}-${r.id}.json`,
          bytes: json({ module_type: r.moduleType, instance_id: r.moduleInstanceId, result_id: r.id, analyzed_at: r.analyzedAt.toISOString(), data_version: r.dataVersion, data: r.data }),
        })),
        { name: 'events.json', bytes: json(caseEvents.map((e) => e.payload)) },
        {
          name: 'documents.json',
          bytes: json(
            docs.map((d) => ({
              document_id: d.id,
              file: docName(d),
              filename: d.filename,
              module_type: d.moduleType,
              document_category: d.category,
              content_type: d.contentType,
              size: d.size,
              sha256: d.sha256,
              uploaded_at: d.uploadedAt.toISOString(),
              processing_status: d.processingStatus,
              statement: d.parsed ?? null,
            })),
          ),
        },
        ...docs.map((d) => ({ name: docName(d), bytes: () => deps.blobs.read(d.sha256, { accountId: d.accountId }) })),
        {
          name: 'messages.json',
          bytes: json(sms.map((m) => ({ sms_id: m.id, to: m.to, body: m.body, status: m.status, provider: m.provider, created_at: m.createdAt.toISOString(), sent_at: m.sentAt?.toISOString() ?? null }))),
        },
        {
          name: 'bank-connections.json',
          bytes: json(
            banks.map((b) => ({
              connection_id: b.id,
              provider: b.provider,
              institution_name: b.institutionName,
              accounts: b.accounts,
              transactions: b.transactions,
              connected_at: b.connectedAt.toISOString(),
            })),
          ),
        },
      ];
      return { caseId: row.id, entries };
    },
  };
}

export type ExportCaseService = ReturnType<typeof exportCaseService>;
