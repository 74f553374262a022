import { parseCsvStatement } from './csv/csv-statement.ts';
import { parseOfxStatement } from './ofx/ofx-statement.ts';
import { parsePdfStatement } from './pdf/pdf-statement.ts';
import { StatementParseError, type ParsedStatement, type StatementFormat } from './statement.types.ts';

/** Parses a bank statement whose format was already recognised from its bytes. */
export async function parseStatement(bytes: Uint8Array, format: StatementFormat): Promise<ParsedStatement> {
  if (format === 'PDF') return parsePdfStatement(bytes);
  const text = decodeText(bytes);
  if (format === 'OFX') return parseOfxStatement(text);
  if (format === 'CSV') return parseCsvStatement(text);
  throw new StatementParseError(`Unsupported statement format ${String(format)}.`);
}

/** Letters only Central European code pages have (Czech, Slovak, Polish, Hungarian); Western ones use those bytes for others. */
const CENTRAL_EUROPEAN = /[čřěůňťďĺľŕőűČŘĚŮŇŤĎĹĽŔŐŰ]/g;

/**
 * UTF-8 when the bytes are valid UTF-8 (BOM dropped); otherwise Windows-1250 when that reads as
 * Central European text (Czech and Hungarian banks' exports), else Windows-1252, as Western banks' are.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const central = new TextDecoder('windows-1250').decode(bytes);
    if ((central.match(CENTRAL_EUROPEAN)?.length ?? 0) >= 2) return central;
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
