import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { employerDepositSignals, type Deposit } from '../../analysis/fraud/employer-deposits.ts';
import { GRID, hashBands, hashDistance, isInformative, pageHash, SAME_PAGE_MAX_BITS } from '../../analysis/fraud/page-hash.ts';
import type { FraudSignal, SignalBox } from '../../analysis/paystub/paystub.types.ts';
import type { ParsedStatement } from '../../analysis/statements/statement.types.ts';
import { cases, documentPageHashes, documents } from '../../db/schema.ts';
import type { Executor } from '../../db/store.ts';
import type { BlobStore } from '../../documents/blob-store.ts';
import { DocumentRejectedError, type ParserPool } from '../../documents/parser-pool.ts';
import type { CaseDocument, CrossDocumentCheck } from './cross-document.ts';

/** How far back another borrower's upload counts as the same document. */
export const DUPLICATE_WINDOW_DAYS = 90;
/** Pages of each document hashed: the first few say which document it is. */
const HASHED_PAGES = 3;

const person = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.normalize('NFKD').replace(/[^A-Za-z]/g, '').toUpperCase();
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * DUPLICATE_DOCUMENT (the same file, by SHA-256, or the same page image, by page-hash.ts, uploaded
 * for another borrower of the account within DUPLICATE_WINDOW_DAYS) and EMPLOYER_NOT_IN_DEPOSITS.
 * A borrower's own documents in another of their cases are not duplicates: people apply twice.
 */
export function crossDocumentChecks(deps: { db: Executor; blobs: BlobStore; parser: Pick<ParserPool, 'renderPage'>; now?: () => Date }): CrossDocumentCheck {
  async function otherBorrowersCases(caseRow: { id: string; accountId: string; firstName: string; lastName: string }, caseIds: string[]) {
    const ids = [...new Set(caseIds)].filter((id) => id !== caseRow.id);
    if (ids.length === 0) return new Map<string, { referenceId: string }>();
    const rows = await deps.db.select({ id: cases.id, referenceId: cases.referenceId, firstName: cases.firstName, lastName: cases.lastName }).from(cases).where(and(eq(cases.accountId, caseRow.accountId), inArray(cases.id, ids)));
    return new Map(rows.filter((r) => person(r) !== person(caseRow)).map((r) => [r.id, { referenceId: r.referenceId }]));
  }

  async function sameFile(caseRow: Parameters<CrossDocumentCheck>[0]['caseRow'], doc: CaseDocument, since: Date): Promise<FraudSignal | null> {
    const rows = await deps.db
      .select({ caseId: documents.caseId, uploadedAt: documents.uploadedAt })
      .from(documents)
      .where(and(eq(documents.accountId, caseRow.accountId), eq(documents.sha256, doc.sha256), ne(documents.caseId, caseRow.id), gte(documents.uploadedAt, since)))
      .limit(50);
    const others = await otherBorrowersCases(caseRow, rows.map((r) => r.caseId));
    const hit = rows.find((r) => others.has(r.caseId));
    if (!hit) return null;
    return {
      code: 'DUPLICATE_DOCUMENT', severity: 'HIGH', document_id: doc.id, page: null,
      description: `The same file (SHA-256 ${doc.sha256.slice(0, 12)}…) was uploaded on ${day(hit.uploadedAt)} for another borrower, in case ${others.get(hit.caseId)!.referenceId}.`,
    };
  }

  /** Hashes of the document's first pages, stored once per document. */
  async function pageHashesOf(caseRow: Parameters<CrossDocumentCheck>[0]['caseRow'], doc: CaseDocument): Promise<Array<{ page: number; hash: string }>> {
    const stored = await deps.db.select({ page: documentPageHashes.page, hash: documentPageHashes.hash }).from(documentPageHashes).where(and(eq(documentPageHashes.documentId, doc.id), eq(documentPageHashes.band, 0)));
    if (stored.length > 0) return stored;
    const bytes = await deps.blobs.read(doc.sha256);
    const out: Array<{ page: number; hash: string }> = [];
    for (let page = 1; page <= HASHED_PAGES; page++) {
      const image = await deps.parser.renderPage(bytes, page, { accountId: caseRow.accountId, caseId: caseRow.id }).catch((err: Error) => {
        if (err instanceof DocumentRejectedError) return null;
        throw err;
      });
      if (!image?.ok) break;
      const { default: sharp } = await import('sharp'); // loaded on the first page hashed, not at start
      const grey = await sharp(Buffer.from(image.png)).greyscale().resize(GRID, GRID, { fit: 'fill' }).raw().toBuffer();
      out.push({ page, hash: pageHash(grey) });
      if (page >= image.pageCount) break;
    }
    const at = deps.now?.() ?? new Date();
    const rows = out.flatMap(({ page, hash }) => hashBands(hash).map((bandKey, band) => ({ documentId: doc.id, page, band, bandKey, hash, accountId: caseRow.accountId, caseId: caseRow.id, createdAt: at })));
    if (rows.length) await deps.db.insert(documentPageHashes).values(rows).onConflictDoNothing();
    return out;
  }

  async function samePages(caseRow: Parameters<CrossDocumentCheck>[0]['caseRow'], doc: CaseDocument, since: Date): Promise<FraudSignal[]> {
    const signals: FraudSignal[] = [];
    for (const { page, hash } of await pageHashesOf(caseRow, doc)) {
      if (!isInformative(hash)) continue;
      const bands = hashBands(hash);
      const candidates = await deps.db
        .selectDistinct({ documentId: documentPageHashes.documentId, page: documentPageHashes.page, hash: documentPageHashes.hash, caseId: documentPageHashes.caseId, createdAt: documentPageHashes.createdAt })
        .from(documentPageHashes)
        .where(
          and(
            eq(documentPageHashes.accountId, caseRow.accountId),
            ne(documentPageHashes.caseId, caseRow.id),
            gte(documentPageHashes.createdAt, since),
            sql`(${documentPageHashes.band}, ${documentPageHashes.bandKey}) in (${sql.join(bands.map((k, i) => sql`(${i}, ${k})`), sql`, `)})`,
          ),
        )
        .limit(200);
      const near = candidates.filter((c) => hashDistance(c.hash, hash) <= SAME_PAGE_MAX_BITS);
      const others = await otherBorrowersCases(caseRow, near.map((c) => c.caseId));
      const hit = near.find((c) => others.has(c.caseId));
      if (!hit) continue;
      const whole = await wholePage(caseRow, doc, page);
      signals.push({
        code: 'DUPLICATE_DOCUMENT', severity: 'HIGH', document_id: doc.id, page,
        description: `Page ${page} is the same page image as page ${hit.page} of a document uploaded on ${day(hit.createdAt)} for another borrower, in case ${others.get(hit.caseId)!.referenceId}.`,
        ...(whole ? { boxes: [whole] } : {}),
      });
    }
    return signals;
  }

  /**
   * The whole page as a box in its own units (PDF points; a picture's pixels): what a duplicate page
   * points at. Drawn again only for a page found twice.
   */
  async function wholePage(caseRow: Parameters<CrossDocumentCheck>[0]['caseRow'], doc: CaseDocument, page: number): Promise<SignalBox | null> {
    const image = await deps.parser.renderPage(await deps.blobs.read(doc.sha256), page, { accountId: caseRow.accountId, caseId: caseRow.id }).catch((err: Error) => {
      if (err instanceof DocumentRejectedError) return null;
      throw err;
    });
    if (!image?.ok || !(image.scale > 0)) return null;
    return { x: 0, y: 0, width: image.width / image.scale, height: image.height / image.scale };
  }

  /** Money in on the case's read statements. */
  async function depositsOf(caseId: string): Promise<Deposit[]> {
    const rows = await deps.db
      .select({ parsed: documents.parsed })
      .from(documents)
      .where(and(eq(documents.caseId, caseId), eq(documents.category, 'bank_statement'), eq(documents.processingStatus, 'PROCESSED')));
    return rows.flatMap((r) =>
      ((r.parsed as ParsedStatement | null)?.accounts ?? []).flatMap((a) =>
        a.transactions.filter((t) => t.amountCents > 0).map((t) => ({ date: t.date, description: t.description, amountCents: t.amountCents })),
      ),
    );
  }

  return async ({ caseRow, documents: docs, stubs }) => {
    const since = new Date((deps.now?.() ?? new Date()).getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
    const signals: FraudSignal[] = [];
    for (const doc of docs) {
      const file = await sameFile(caseRow, doc, since);
      if (file) signals.push(file);
      if (doc.format === 'PDF' || doc.format === 'IMAGE') {
        const pages = await samePages(caseRow, doc, since);
        if (!file) signals.push(...pages);
      }
    }
    if (stubs?.length) signals.push(...employerDepositSignals(stubs, await depositsOf(caseRow.id)));
    return signals;
  };
}
