// OFX and QFX bank exports: 1.x SGML (unclosed leaves, often on one line), 2.x XML, and Quicken's
// QFX (OFX with INTU.* elements). Bank (STMTRS) and credit-card (CCSTMTRS) statements, one account
// each, several to a file.
//
// OFX prints a closing (ledger) balance but no opening balance and no running balances, so the
// opening is left unknown and reconciliation comes out UNVERIFIABLE: deriving the opening from the
// closing and the transactions would make the check agree with itself.
import { formatCents, parseMoneyToCents } from '../amounts.ts';
import { toIsoDate } from '../dates.ts';
import { reconcile } from '../reconcile.ts';
import {
  StatementParseError,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
} from '../statement.types.ts';
import { childText, findAll, findFirst, parseOfxMarkup, type OfxElement } from './ofx-tree.ts';

const ACCOUNT_TYPES: Record<string, string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  MONEYMRKT: 'Money market',
  CREDITLINE: 'Line of credit',
  CD: 'Certificate of deposit',
};

export function parseOfxStatement(text: string): ParsedStatement {
  const source = text.replace(/^\uFEFF/, '');
  const head = source.slice(0, 4096);
  if (!/OFXHEADER\s*[:=]/i.test(head) && !/<OFX\s*>/i.test(source)) {
    throw new StatementParseError('The file is not OFX: it has neither an OFX header nor an <OFX> element.');
  }
  const ofx = parseOfxMarkup(source).find((e) => e.name === 'OFX');
  if (!ofx) throw new StatementParseError('The file is not OFX: it has an OFX header but no <OFX> element.');

  const statements = findStatements(ofx);
  if (statements.length === 0) {
    const other = findFirst(ofx, 'INVSTMTRS') ? ' (it holds an investment statement)' : '';
    throw new StatementParseError(`The OFX file holds no bank or credit card statement${other}.`);
  }

  const warnings: string[] = [];
  const currencies: string[] = [];
  const accounts: ParsedAccount[] = [];
  let closingWithoutOpening = false;
  for (const stmt of statements) {
    const card = stmt.name === 'CCSTMTRS';
    const from = stmt.children.find((c) => c.name === (card ? 'CCACCTFROM' : 'BANKACCTFROM')) ?? null;
    const acctId = childText(from, 'ACCTID');
    const alnum = (acctId ?? '').replace(/[^0-9A-Za-z]/g, '');
    const mask = alnum.length > 0 ? alnum.slice(-4) : null;
    const acctType = childText(from, 'ACCTTYPE')?.toUpperCase() ?? null;
    const name = card ? 'Credit card' : acctType ? (ACCOUNT_TYPES[acctType] ?? titleCase(acctType)) : null;
    const label = `Account ${mask ? `ending ${mask}` : (name ?? 'without a number')}`;

    // An empty CURDEF leaves the currency to the transactions' own CURSYM (inside CURRENCY or ORIGCURRENCY).
    const cursym = findAll(stmt, 'CURSYM').map((e) => (e.text ?? '').trim().toUpperCase()).find((c) => /^[A-Z]{3}$/.test(c)) ?? null;
    const currency = childText(stmt, 'CURDEF')?.toUpperCase() || cursym;
    if (currency) currencies.push(currency);

    const list = stmt.children.find((c) => c.name === 'BANKTRANLIST') ?? null;
    const transactions: ParsedTransaction[] = [];
    const seen = new Set<string>();
    let duplicates = 0;
    for (const [index, trn] of (list ? findAll(list, 'STMTTRN') : []).entries()) {
      const fitid = childText(trn, 'FITID');
      const where = fitid ? `FITID ${fitid}` : `number ${index + 1}`;
      const rawAmount = childText(trn, 'TRNAMT');
      const amountCents = rawAmount === null ? null : ofxAmount(rawAmount);
      if (amountCents === null) {
        throw new StatementParseError(
          `${label}: transaction ${where} has ${rawAmount === null ? 'no amount' : `a malformed amount "${rawAmount}"`}.`,
        );
      }
      const rawDate = childText(trn, 'DTPOSTED') ?? childText(trn, 'DTUSER');
      const date = rawDate === null ? null : ofxDate(rawDate);
      if (date === null) {
        throw new StatementParseError(
          `${label}: transaction ${where} has ${rawDate === null ? 'no posting date' : `a malformed date "${rawDate}"`}.`,
        );
      }
      if (fitid !== null) {
        if (seen.has(fitid)) {
          duplicates++;
          continue;
        }
        seen.add(fitid);
      }
      transactions.push({
        date,
        description: describe(trn),
        amountCents,
        runningBalanceCents: null,
        page: null,
        externalId: fitid,
      });
    }
    if (duplicates > 0) {
      warnings.push(`${label}: ${duplicates} transaction(s) repeat an FITID already listed and were dropped.`);
    }
    // Stable: rows of one day keep the file's order.
    const ordered = transactions
      .map((t, i) => ({ t, i }))
      .sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.i - b.i))
      .map((x) => x.t);

    const rawBalance = childText(stmt.children.find((c) => c.name === 'LEDGERBAL') ?? null, 'BALAMT');
    const closing = rawBalance === null ? null : ofxAmount(rawBalance);
    if (rawBalance !== null && closing === null) {
      throw new StatementParseError(`${label}: the ledger balance "${rawBalance}" is a malformed amount.`);
    }
    if (closing !== null) closingWithoutOpening = true;

    const dates = ordered.map((t) => t.date);
    const start = periodDate(childText(list, 'DTSTART'), `${label}: the statement start date`, warnings) ?? dates[0] ?? null;
    const end = periodDate(childText(list, 'DTEND'), `${label}: the statement end date`, warnings) ?? dates[dates.length - 1] ?? null;
    const outside = dates.filter((d) => (start !== null && d < start) || (end !== null && d > end)).length;
    if (outside > 0) warnings.push(`${label}: ${outside} transaction(s) are dated outside the statement period ${start} to ${end}.`);

    accounts.push({
      name,
      mask,
      periodStart: start,
      periodEnd: end,
      transactions: ordered,
      reconciliation: reconcile(ordered, null, closing),
    });
  }

  if (closingWithoutOpening) {
    // The implied opening is shown for bank accounts only: card issuers disagree on the sign of the
    // ledger balance (amount owed or account balance), so no figure is implied for cards.
    const derived = accounts
      .filter((a, i) => a.reconciliation.closingBalanceCents !== null && statements[i].name === 'STMTRS')
      .map((a) => {
        const net = a.transactions.reduce((s, t) => s + t.amountCents, 0);
        return `${a.mask ? `ending ${a.mask}` : (a.name ?? 'account')} ${formatCents(a.reconciliation.closingBalanceCents! - net)}`;
      });
    warnings.push(
      `OFX gives a closing (ledger) balance but no opening balance, so the transactions cannot be checked against the balances${derived.length ? ` (opening balance implied by the closing balance and the transactions: ${derived.join('; ')})` : ''}.`,
    );
  }
  const distinct = [...new Set(currencies)];
  if (distinct.length > 1) warnings.push(`The statements are in several currencies (${distinct.join(', ')}); ${distinct[0]} is reported.`);

  const starts = accounts.map((a) => a.periodStart).filter((d): d is string => d !== null).sort();
  const ends = accounts.map((a) => a.periodEnd).filter((d): d is string => d !== null).sort();
  return {
    format: 'OFX',
    institution: childText(findFirst(ofx, 'FI'), 'ORG'),
    currency: distinct[0] ?? 'USD',
    periodStart: starts[0] ?? null,
    periodEnd: ends[ends.length - 1] ?? null,
    pageCount: null,
    accounts,
    warnings,
  };
}

/** Bank and credit-card statement responses, in file order. */
function findStatements(el: OfxElement): OfxElement[] {
  const out: OfxElement[] = [];
  for (const c of el.children) {
    if (c.name === 'STMTRS' || c.name === 'CCSTMTRS') out.push(c);
    else out.push(...findStatements(c));
  }
  return out;
}

/**
 * An OFX amount: optional sign, digits, `.` or `,` as the decimal mark (the standard allows both),
 * no thousands separators.
 */
export function ofxAmount(raw: string): number | null {
  const s = raw.trim();
  if (!/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(s)) return null;
  return parseMoneyToCents(s.replace(',', '.').replace(/\.$/, ''), { decimal: '.' });
}

/** `YYYYMMDD`, `YYYYMMDDHHMMSS`, `YYYYMMDDHHMMSS.XXX[-5:EST]`: the date as written, time zone ignored. */
export function ofxDate(raw: string): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})/.exec(raw);
  return m ? toIsoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function periodDate(raw: string | null, what: string, warnings: string[]): string | null {
  if (raw === null) return null;
  const d = ofxDate(raw);
  if (d === null) warnings.push(`${what} "${raw}" is not a date and was ignored.`);
  return d;
}

/** NAME (or PAYEE's NAME), then MEMO when it says something NAME does not; CHECKNUM or TRNTYPE when both are missing. */
function describe(trn: OfxElement): string {
  const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const name = squash(childText(trn, 'NAME') ?? childText(trn.children.find((c) => c.name === 'PAYEE') ?? null, 'NAME'));
  const memo = squash(childText(trn, 'MEMO'));
  if (name && memo && !name.toLowerCase().includes(memo.toLowerCase())) return `${name} ${memo}`;
  if (name || memo) return name || memo;
  const check = squash(childText(trn, 'CHECKNUM'));
  if (check) return `Check ${check}`;
  return squash(childText(trn, 'TRNTYPE'));
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
