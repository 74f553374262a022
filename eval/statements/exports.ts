// Banks' CSV and OFX exports of a synthetic statement, with their truth.
//
//   csv-comma         Chase-like: "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #",
//                     signed amounts, a running balance, quoted fields, trailing comma.
//   csv-semicolon     European-style: ';' separator, DD/MM/YYYY, decimal comma and '.' thousands,
//                     UTF-8 BOM, CRLF.
//   csv-tab           Tab-separated, separate Debit and Credit columns (both unsigned), a Balance.
//   csv-positive-out  Card-style: a positive Amount is money out, money in is negative; the Balance
//                     column shows which; M/D/YYYY dates.
//   csv-noheader      Wells-Fargo-like: no header row, five quoted columns (date, amount, "*", "",
//                     description), newest first, no balance (nothing to reconcile against).
//   ofx-sgml          OFX 1.02 SGML: header lines, then the body on one line with unclosed leaf tags.
//   ofx-xml           OFX 2.x XML with <?xml?> and <?OFX?> headers; checking and savings.
// Both OFX files repeat one STMTTRN (same FITID): the truth counts it once. LEDGERBAL is the closing
// balance; AVAILBAL differs from it on purpose. OFX has no opening balance.

import { addDays, fmt, money, parts } from './calendar.ts';
import type { Rng } from './random.ts';
import { pickPeriod, runningBalances, synthStatement, type SynthAccount, type SynthStatement, type SynthTxn } from './synth.ts';
import type { CorpusFormat, StatementTruth, TruthAccount } from './types.ts';

export interface ExportBuild {
  format: CorpusFormat;
  bytes: Uint8Array;
  truth: StatementTruth;
}

export type ExportBuilder = (rng: Rng, index: number) => ExportBuild;

const utf8 = (s: string) => new TextEncoder().encode(s);

function statement(rng: Rng, index: number, opts: { savings?: boolean; upper: boolean; rows?: [number, number] }): SynthStatement {
  const period = pickPeriod(rng, index % 2 === 1);
  return synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'Checking', rows: opts.rows ?? [20, 60] },
    savings: opts.savings ? { name: 'Savings', rows: [5, 12] } : null,
    upper: opts.upper,
  });
}

/** Truth for an export: no page, no printed name; the mask only when the file carries the number. */
function exportTruth(a: SynthAccount, o: { mask: boolean; balances: boolean; opening: boolean }, txns: SynthTxn[] = a.txns): TruthAccount {
  return {
    mask: o.mask ? a.mask : null,
    name: null,
    openingBalanceCents: o.opening ? a.openingCents : null,
    closingBalanceCents: o.balances ? a.closingCents : null,
    transactions: txns.map((t) => ({ date: t.date, description: t.main, amountCents: t.amountCents, page: null })),
    expectStatus: o.balances && o.opening ? 'RECONCILED' : 'UNVERIFIABLE',
  };
}

const csvQuote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Day-first exports need at least one day after the 12th for the order to be knowable. */
function assertDayFirstReadable(a: SynthAccount) {
  if (!a.txns.some((t) => parts(t.date).d > 12)) throw new Error('statement has no day after the 12th');
}

export const csvComma: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: true });
  const a = st.accounts[0];
  const balances = runningBalances(a);
  const type = (t: SynthTxn) =>
    ({ check: 'CHECK_PAID', card: 'DEBIT_CARD', atm: 'ATM', fee: 'FEE_TRANSACTION', 'zelle-out': 'QUICKPAY_DEBIT', 'zelle-in': 'QUICKPAY_CREDIT', deposit: 'CHECK_DEPOSIT' } as Record<string, string>)[t.kind] ??
    (t.amountCents < 0 ? 'ACH_DEBIT' : 'ACH_CREDIT');
  const lines = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #,'];
  a.txns.forEach((t, i) => {
    const details = t.kind === 'check' ? 'CHECK' : t.kind === 'deposit' ? 'DSLIP' : t.amountCents < 0 ? 'DEBIT' : 'CREDIT';
    const checkNo = t.kind === 'check' ? t.main.replace(/\D/g, '') : '';
    lines.push(
      [details, fmt.mmddyyyy(t.date), csvQuote(t.main), (t.amountCents / 100).toFixed(2), type(t), (balances[i] / 100).toFixed(2), checkNo, ''].join(','),
    );
  });
  return { format: 'CSV', bytes: utf8(lines.join('\n') + '\n'), truth: csvTruth(a, { balances: true }) };
};

export const csvSemicolon: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: false });
  const a = st.accounts[0];
  assertDayFirstReadable(a);
  const balances = runningBalances(a);
  const euro = (c: number) => `${c < 0 ? '-' : ''}${money(c).replace(/,/g, '.').replace(/\.(\d\d)$/, ',$1')}`;
  const lines = ['Date;Description;Amount;Balance'];
  a.txns.forEach((t, i) => lines.push([fmt.ddmmyyyy(t.date), csvQuote(t.main), euro(t.amountCents), euro(balances[i])].join(';')));
  return { format: 'CSV', bytes: utf8('\ufeff' + lines.join('\r\n') + '\r\n'), truth: csvTruth(a, { balances: true }) };
};

export const csvTab: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: true });
  const a = st.accounts[0];
  const balances = runningBalances(a);
  const lines = ['Date\tDescription\tDebit\tCredit\tBalance'];
  a.txns.forEach((t, i) =>
    lines.push([fmt.mmddyyyy(t.date), t.main, t.amountCents < 0 ? money(t.amountCents) : '', t.amountCents > 0 ? money(t.amountCents) : '', money(balances[i])].join('\t')),
  );
  return { format: 'CSV', bytes: utf8(lines.join('\n') + '\n'), truth: csvTruth(a, { balances: true }) };
};

export const csvPositiveOut: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: false });
  const a = st.accounts[0];
  const balances = runningBalances(a);
  const md = (iso: string) => `${parts(iso).m}/${parts(iso).d}/${parts(iso).y}`;
  const lines = ['Trans. Date,Description,Amount,Balance'];
  a.txns.forEach((t, i) => lines.push([md(t.date), csvQuote(t.main), (-t.amountCents / 100).toFixed(2), (balances[i] / 100).toFixed(2)].join(',')));
  return { format: 'CSV', bytes: utf8(lines.join('\n') + '\n'), truth: csvTruth(a, { balances: true }) };
};

export const csvNoHeader: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: true });
  const a = st.accounts[0];
  const lines = [...a.txns].reverse().map((t) => [fmt.mmddyyyy(t.date), (t.amountCents / 100).toFixed(2), '*', '', t.main].map(csvQuote).join(','));
  const truth = csvTruth(a, { balances: false });
  return { format: 'CSV', bytes: utf8(lines.join('\r\n') + '\r\n'), truth };
};

/** A CSV with a running balance implies the opening (first balance minus first amount) and closing. */
function csvTruth(a: SynthAccount, o: { balances: boolean }): StatementTruth {
  return {
    accounts: [exportTruth(a, { mask: false, balances: o.balances, opening: o.balances })],
    expectReconciled: o.balances,
    expectStatus: o.balances ? 'RECONCILED' : 'UNVERIFIABLE',
  };
}

// ---------------------------------------------------------------------------------------------
// OFX

const TRNTYPE: Record<string, string> = {
  payroll: 'DIRECTDEP',
  check: 'CHECK',
  atm: 'ATM',
  card: 'POS',
  fee: 'FEE',
  interest: 'INT',
  'transfer-in': 'XFER',
  'transfer-out': 'XFER',
};

/** NAME holds at most 32 characters (cut at a word); the rest of the description goes to MEMO. */
function nameAndMemo(description: string): { name: string; memo: string | null } {
  if (description.length <= 32) return { name: description, memo: null };
  const words = description.split(' ');
  let name = '';
  while (words.length && (name ? name.length + 1 : 0) + words[0].length <= 32) name = name ? `${name} ${words.shift()}` : words.shift()!;
  return { name, memo: words.join(' ') };
}

const ofxEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface OfxTxn {
  t: SynthTxn;
  fitid: string;
}

function ofxTxns(rng: Rng, a: SynthAccount): { list: OfxTxn[]; unique: SynthTxn[] } {
  const base = rng.int(100000, 900000);
  const list = a.txns.map((t, i) => ({ t, fitid: `${fmt.compact(t.date)}${base + i}` }));
  // The bank repeats one transaction, with the same FITID, a few entries later.
  const dupAt = rng.int(0, list.length - 2);
  const at = Math.min(list.length, dupAt + rng.int(1, 4));
  list.splice(at, 0, { ...list[dupAt] });
  return { list, unique: a.txns };
}

function stmtTrn(x: OfxTxn, date: (iso: string) => string, close: boolean): string[] {
  const { name, memo } = nameAndMemo(x.t.main);
  const kind = TRNTYPE[x.t.kind] ?? (x.t.amountCents < 0 ? 'DEBIT' : 'CREDIT');
  const leaf = (tag: string, v: string) => `<${tag}>${v}${close ? `</${tag}>` : ''}`;
  const out = ['<STMTTRN>', leaf('TRNTYPE', kind), leaf('DTPOSTED', date(x.t.date)), leaf('TRNAMT', (x.t.amountCents / 100).toFixed(2)), leaf('FITID', x.fitid)];
  if (x.t.kind === 'check') out.push(leaf('CHECKNUM', x.t.main.replace(/\D/g, '')));
  out.push(leaf('NAME', ofxEscape(name)));
  if (memo) out.push(leaf('MEMO', ofxEscape(memo)));
  out.push('</STMTTRN>');
  return out;
}

function stmtRs(rng: Rng, st: SynthStatement, a: SynthAccount, bankId: string, date: (iso: string) => string, close: boolean, trnuid: number): { body: string[]; truth: TruthAccount } {
  const leaf = (tag: string, v: string) => `<${tag}>${v}${close ? `</${tag}>` : ''}`;
  const { list, unique } = ofxTxns(rng, a);
  const held = rng.int(0, 30000);
  const body = [
    '<STMTTRNRS>', leaf('TRNUID', String(trnuid)), '<STATUS>', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'), '</STATUS>',
    '<STMTRS>', leaf('CURDEF', 'USD'),
    '<BANKACCTFROM>', leaf('BANKID', bankId), leaf('ACCTID', a.number), leaf('ACCTTYPE', a.kind === 'checking' ? 'CHECKING' : 'SAVINGS'), '</BANKACCTFROM>',
    '<BANKTRANLIST>', leaf('DTSTART', date(st.periodStart)), leaf('DTEND', date(st.periodEnd)),
    ...list.flatMap((x) => stmtTrn(x, date, close)),
    '</BANKTRANLIST>',
    '<LEDGERBAL>', leaf('BALAMT', (a.closingCents / 100).toFixed(2)), leaf('DTASOF', date(st.periodEnd)), '</LEDGERBAL>',
    '<AVAILBAL>', leaf('BALAMT', ((a.closingCents - held) / 100).toFixed(2)), leaf('DTASOF', date(st.periodEnd)), '</AVAILBAL>',
    '</STMTRS>', '</STMTTRNRS>',
  ];
  return { body, truth: exportTruth(a, { mask: true, balances: true, opening: false }, unique) };
}

const ofxTruth = (accounts: TruthAccount[]): StatementTruth => ({ accounts, expectReconciled: false, expectStatus: 'UNVERIFIABLE' });

export const ofxSgml: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: true });
  const date = (iso: string) => `${fmt.compact(iso)}120000[-5:EST]`;
  const server = `${fmt.compact(addDays(st.periodEnd, 1))}083000[-5:EST]`;
  const { body, truth } = stmtRs(rng, st, st.accounts[0], '123006800', date, false, 1001);
  const header = ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', ''];
  const sgml = [
    '<OFX>', '<SIGNONMSGSRSV1>', '<SONRS>', '<STATUS>', '<CODE>0', '<SEVERITY>INFO', '</STATUS>', `<DTSERVER>${server}`, '<LANGUAGE>ENG',
    '<FI>', '<ORG>B1', '<FID>10898', '</FI>', '</SONRS>', '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>', ...body, '</BANKMSGSRSV1>', '</OFX>',
  ].join('');
  return { format: 'OFX', bytes: utf8(header.join('\r\n') + '\r\n' + sgml + '\r\n'), truth: ofxTruth([truth]) };
};

export const ofxXml: ExportBuilder = (rng, index) => {
  const st = statement(rng, index, { upper: false, savings: true });
  const date = (iso: string) => `${fmt.compact(iso)}000000.000`;
  const parts1 = st.accounts.map((a, i) => stmtRs(rng, st, a, '091000019', date, true, 2001 + i));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>',
    `<DTSERVER>${fmt.compact(addDays(st.periodEnd, 1))}101500.000</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1>',
    ...parts1.flatMap((p) => p.body),
    '</BANKMSGSRSV1>',
    '</OFX>',
  ];
  // Indent by nesting, as exporting software does.
  let depth = 0;
  const pretty = lines.map((l) => {
    if (/^<\//.test(l)) depth = Math.max(0, depth - 1);
    const out = '  '.repeat(depth) + l;
    if (/^<[A-Z0-9.]+>$/.test(l)) depth += 1;
    return out;
  });
  return { format: 'OFX', bytes: utf8(pretty.join('\n') + '\n'), truth: ofxTruth(parts1.map((p) => p.truth)) };
};

export const EXPORT_LAYOUTS: Record<string, ExportBuilder> = {
  'csv-comma': csvComma,
  'csv-semicolon': csvSemicolon,
  'csv-tab': csvTab,
  'csv-positive-out': csvPositiveOut,
  'csv-noheader': csvNoHeader,
  'ofx-sgml': ofxSgml,
  'ofx-xml': ofxXml,
};
