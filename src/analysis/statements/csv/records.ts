// RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks; CRLF, LF
// and CR all end a record. Unquoted text is trimmed; a quote opened and never closed is read as a
// plain character so one stray quote does not swallow the rest of the file.

export interface CsvRecord {
  /** Field values, trimmed of surrounding whitespace. */
  fields: string[];
  /** 1-based line the record starts on. */
  line: number;
}

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export function splitRecords(text: string, delimiter: string): CsvRecord[] {
  const literalQuotes = new Set<number>();
  for (;;) {
    const result = scan(text, delimiter, literalQuotes);
    if (result.unterminatedQuoteAt === null) return result.records;
    literalQuotes.add(result.unterminatedQuoteAt);
  }
}

function scan(
  text: string,
  delimiter: string,
  literalQuotes: ReadonlySet<number>,
): { records: CsvRecord[]; unterminatedQuoteAt: number | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endField = () => {
    fields.push(field.trim());
    field = '';
    quoted = false;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && !quoted && field.trim() === '' && !literalQuotes.has(i)) {
      const start = i;
      field = '';
      i++;
      let closed = false;
      let innerLines = 0;
      while (i < text.length) {
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        if (q === '\n' || (q === '\r' && text[i + 1] !== '\n')) innerLines++;
        field += q;
        i++;
      }
      if (!closed) return { records, unterminatedQuoteAt: start };
      line += innerLines;
      quoted = true;
      continue;
    }
    if (c === delimiter) {
      endField();
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endField();
      records.push({ fields, line: recordLine });
      fields = [];
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += c;
    i++;
  }
  if (field !== '' || fields.length > 0 || quoted) {
    endField();
    records.push({ fields, line: recordLine });
  }
  return { records, unterminatedQuoteAt: null };
}

export function isBlank(record: CsvRecord): boolean {
  return record.fields.every((f) => f === '');
}

export interface DelimitedText {
  delimiter: Delimiter;
  /** Non-blank records. */
  records: CsvRecord[];
  /** The field count most records share: the width of the transaction table. */
  width: number;
}

/**
 * The delimiter and table width: the split with the most records that `isDataRow` accepts sharing
 * one field count (at least two), then the most records sharing it, then the wider split, then the
 * order `,` `;` tab `|`. Preamble lines of another width (account details) thus do not outvote the
 * table. Null when no delimiter splits any line.
 */
export function detectDelimiter(
  text: string,
  isDataRow: (fields: readonly string[]) => boolean = () => false,
): DelimitedText | null {
  type Score = [data: number, count: number, width: number];
  const better = (a: Score, b: Score) => a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];
  let best: { split: DelimitedText; score: Score } | null = null;
  for (const delimiter of DELIMITERS) {
    if (!text.includes(delimiter)) continue;
    const records = splitRecords(text, delimiter).filter((r) => !isBlank(r));
    const byWidth = new Map<number, Score>();
    for (const r of records) {
      const w = r.fields.length;
      if (w < 2) continue;
      const score = byWidth.get(w) ?? [0, 0, w];
      score[1]++;
      if (isDataRow(r.fields)) score[0]++;
      byWidth.set(w, score);
    }
    let top: Score | null = null;
    for (const score of byWidth.values()) if (!top || better(score, top)) top = score;
    if (top && (!best || better(top, best.score))) best = { split: { delimiter, records, width: top[2] }, score: top };
  }
  return best ? best.split : null;
}
