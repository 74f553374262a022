// The file's own history, read from the raw bytes: each `startxref … %%EOF` ends a revision.
// A linearised file ends twice by design (first-page section + main section); every further end
// is an incremental update. An update that redefines a page or its content stream rewrote what
// the page shows; one that only adds a signature is how banks sign statements.
import type { FraudSignal, SignalBox } from '../paystub/paystub.types.ts';

export interface PdfObjectDef {
  num: number;
  gen: number;
  /** The object's text up to `endobj` (first 4 KB), latin-1. */
  body: string;
}

export interface PdfRevision {
  /** Byte offset just past this revision's `%%EOF`. */
  end: number;
  objects: PdfObjectDef[];
}

export interface PdfStructure {
  revisions: PdfRevision[];
  linearized: boolean;
  /** Incremental updates after the original file (linearisation's two sections count as one). */
  updates: number;
  /** The last trailer's /ID halves as hex, where written. */
  id: [string, string] | null;
}

const EOF_RE = /startxref\s+\d+\s+%%EOF/g;
const OBJ_RE = /(?:^|[\r\n\s])(\d{1,10})\s+(\d{1,5})\s+obj\b/g;
const BODY_LIMIT = 4096;
const MAX_OBJECTS = 200_000;

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function objectsIn(text: string, from: number, to: number, budget: { left: number }): PdfObjectDef[] {
  const out: PdfObjectDef[] = [];
  const re = new RegExp(OBJ_RE.source, 'g');
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && m.index < to && budget.left-- > 0) {
    const start = m.index + m[0].length;
    const stop = Math.min(to, start + BODY_LIMIT);
    const slice = text.slice(start, stop);
    const endobj = slice.indexOf('endobj');
    out.push({ num: Number(m[1]), gen: Number(m[2]), body: endobj >= 0 ? slice.slice(0, endobj) : slice });
  }
  return out;
}

function stringToHex(s: string): string {
  // A literal string: undo the common escapes, then hex.
  const raw = s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(parseInt(e, 8) & 0xff);
  });
  return Buffer.from(raw, 'latin1').toString('hex');
}

function lastId(text: string): [string, string] | null {
  const re = /\/ID\s*\[\s*(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*\]/g;
  let last: RegExpExecArray | null = null;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) last = m;
  if (!last) return null;
  const half = (s: string) => (s.startsWith('<') ? s.slice(1, -1).replace(/\s+/g, '').toLowerCase() : stringToHex(s.slice(1, -1)));
  return [half(last[1]), half(last[2])];
}

/** Revisions, linearisation and the trailer /ID. Never throws: garbled bytes give one revision. */
export function readPdfStructure(bytes: Uint8Array): PdfStructure {
  const text = latin1(bytes);
  const ends: number[] = [];
  for (const m of text.matchAll(EOF_RE)) ends.push((m.index ?? 0) + m[0].length);
  if (ends.length === 0) ends.push(text.length);
  const budget = { left: MAX_OBJECTS };
  const revisions: PdfRevision[] = [];
  let from = 0;
  for (const end of ends) {
    revisions.push({ end, objects: objectsIn(text, from, end, budget) });
    from = end;
  }
  // The linearisation dictionary is the file's first object, within its first kilobyte or so.
  const linearized = /\/Linearized\b/.test(text.slice(0, 2048));
  const base = linearized && revisions.length >= 2 ? 2 : 1;
  return { revisions, linearized, updates: Math.max(0, revisions.length - base), id: lastId(text) };
}

const PAGE_RE = /\/Type\s*\/Page(?![A-Za-z])/;
const SIG_RE = /\/Type\s*\/Sig\b|\/ByteRange\s*\[|\/FT\s*\/Sig\b|\/DocTimeStamp\b/;
const MARKUP_RE = /\/Subtype\s*\/(FreeText|Square|Circle|Stamp|Ink|Polygon|PolyLine|Line|Highlight|StrikeOut|Underline|Squiggly|Text|Caret|Redact)\b/;
const CONTENT_REF_RE = /\/Contents\s*(?:(\d+)\s+\d+\s+R|\[([^\]]*)\])/;

function contentRefs(body: string): number[] {
  const m = CONTENT_REF_RE.exec(body);
  if (!m) return [];
  if (m[1]) return [Number(m[1])];
  return [...(m[2] ?? '').matchAll(/(\d+)\s+\d+\s+R/g)].map((r) => Number(r[1]));
}

export interface StructureContext {
  documentId: string;
  kind: 'paystub' | 'bank_statement';
  /** Object numbers of the pages in page order (from pdf-lib), to name the page an update touched. */
  pageObjectNumbers?: number[];
  /** Markup annotations on the final pages, by subtype (from pdf-lib), for the "anywhere" rule. */
  pageAnnotations?: Array<{ page: number; subtypes: string[]; boxes?: SignalBox[] }>;
}

function pageLabel(num: number, ctx: StructureContext): number | null {
  const i = ctx.pageObjectNumbers?.indexOf(num) ?? -1;
  return i >= 0 ? i + 1 : null;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** INCREMENTAL_UPDATE, DOCUMENT_ID_CHANGED and ANNOTATIONS_ADDED from the structure. */
export function structureSignals(s: PdfStructure, ctx: StructureContext): FraudSignal[] {
  const signals: FraudSignal[] = [];
  const sig = (code: string, severity: FraudSignal['severity'], page: number | null, description: string) =>
    signals.push({ code, severity, document_id: ctx.documentId, page, description });

  const base = s.revisions.length - s.updates;
  const earlier = new Set<number>();
  const contentObjects = new Set<number>();
  for (const rev of s.revisions.slice(0, base)) {
    for (const o of rev.objects) {
      earlier.add(o.num);
      if (PAGE_RE.test(o.body)) for (const c of contentRefs(o.body)) contentObjects.add(c);
    }
  }
  const rewrittenPages = new Set<number | null>();
  let signed = false;
  let redefined = 0;
  const addedMarkup: string[] = [];
  for (const rev of s.revisions.slice(base)) {
    const inRevision = new Set(rev.objects.map((o) => o.num));
    for (const o of rev.objects) {
      if (SIG_RE.test(o.body)) signed = true;
      const markup = MARKUP_RE.exec(o.body);
      if (markup) addedMarkup.push(markup[1]);
      if (earlier.has(o.num)) redefined++;
      if (PAGE_RE.test(o.body)) {
        const page = pageLabel(o.num, ctx);
        const refs = contentRefs(o.body);
        // New content for the page: a content object written in this same revision. (Objects the
        // original kept in compressed object streams are invisible here, so "not seen before" is no evidence.)
        if (refs.some((r) => inRevision.has(r))) rewrittenPages.add(page);
        for (const r of refs) contentObjects.add(r);
      } else if (contentObjects.has(o.num) && earlier.has(o.num)) {
        rewrittenPages.add(null);
      }
    }
    for (const o of rev.objects) earlier.add(o.num);
  }

  if (s.updates > 0) {
    const saved = `The PDF was changed in ${plural(s.updates, 'incremental update')} after it was first written`;
    if (rewrittenPages.size > 0) {
      const pages = [...rewrittenPages].filter((p): p is number => p !== null).sort((a, b) => a - b);
      const first = pages[0] ?? null;
      const which = pages.length > 0 ? `page ${pages.join(', ')}` : 'a page';
      sig('INCREMENTAL_UPDATE', 'HIGH', first, `${saved}, and an update replaced the content of ${which}.`);
    } else if (signed && addedMarkup.length === 0) {
      sig('INCREMENTAL_UPDATE', 'LOW', null, `${saved}, to add a digital signature.`);
    } else {
      const detail = redefined > 0 ? `, redefining ${plural(redefined, 'earlier object')}` : '';
      sig('INCREMENTAL_UPDATE', 'LOW', null, `${saved}${detail}.`);
    }
  }

  if (addedMarkup.length > 0) {
    const kinds = [...new Set(addedMarkup)].join(', ');
    sig('ANNOTATIONS_ADDED', 'MEDIUM', null, `An incremental update added ${plural(addedMarkup.length, 'annotation')} (${kinds}) on top of the original pages.`);
  } else {
    // Neither a payroll system nor a bank draws text boxes or stamps over its own document.
    for (const { page, subtypes, boxes } of ctx.pageAnnotations ?? []) {
      const drawn = subtypes.filter((t) => /^(FreeText|Square|Stamp)$/.test(t));
      if (drawn.length === 0) continue;
      sig('ANNOTATIONS_ADDED', 'MEDIUM', page, `Page ${page} carries ${plural(drawn.length, 'annotation')} (${[...new Set(drawn)].join(', ')}) drawn over the ${ctx.kind === 'paystub' ? 'paystub' : 'statement'}.`);
      if (boxes?.length) signals[signals.length - 1].boxes = boxes;
    }
  }

  if (s.id && s.id[0] && s.id[1] && s.id[0] !== s.id[1]) {
    sig('DOCUMENT_ID_CHANGED', 'LOW', null, 'The two halves of the PDF file identifier differ, so the file was saved again after it was created.');
  }
  return signals;
}
