// The words bank statements use for their structure: column headers, section headings that give
// unsigned amounts their sign, balance and total lines, account headings. English, with the German
// of Swiss and German statements for headers, balances, totals and account numbers, the French
// and Spanish of column headers, the Portuguese of account numbers, and the Norwegian, Swedish and
// Danish of headers (a value date "Rentedato", "Ut av konto" / "Inn på konto"), opening and closing
// balances, page carries and totals. General vocabulary only; no bank's layout is named here.
// Headings and balance lines are compared without their accents (text/accents.ts): a picture's OCR
// reads "Inn på konto" as "Inn pa konto" and "Débito" as "Debito" as often as not (and
// the "å" now and then as "d" or "3": "Inn pd konto", a heading no other words make).
import { accentless, foldAccents, foldedPattern } from '../../text/accents.ts';

import {
  headerInMoreLanguages,
  MORE_BROUGHT_FORWARD,
  MORE_CARRIED_FORWARD,
  MORE_CLOSING,
  MORE_OPENING,
  MORE_TOTAL_LINE,
} from './vocabulary-more-languages.ts';

export type ColumnType = 'date' | 'description' | 'debit' | 'credit' | 'amount' | 'balance' | 'other';

const BALANCE_WORD = foldedPattern(/\bbalances?\b|^(?:saldo|kontostand|solde)$/);
const DEBIT_WORD = foldedPattern(/\b(debits?|withdrawals?|withdrawn|money out|paid out|subtractions?|charges?|payments?|spent)\b|^(out|dr)$|^(?:belastung(?:en)?|soll|ausgang|auszahlung(?:en)?|d[ée]bits?|cargos?|retiros?|débitos?|ut|ut\s+av\s+konto|uttak|uttag|belastet|belastning|h[æa]vet|udbetaling)$/);
const CREDIT_WORD = foldedPattern(/\b(credits?|deposits?|money in|paid in|additions?|receipts?|received)\b|^(in|cr)$|^(?:gutschrift(?:en)?|haben|eingang|einzahlung(?:en)?|cr[ée]dits?|abonos?|dep[óo]sitos?|créditos?|inn|inn\s+p\S?\s+konto|innskudd|ins[äa]ttning|indsat|indbetaling)$/);
const VALUE_DATE = foldedPattern(/^(?:value\s+dated?|valuta(?:datum)?|wertstellung|val(?:ue|\.)?\s*(?:date|dt\.?)|(?:date\s+de\s+)?valeur|(?:fecha\s+(?:de\s+)?)?liq(?:\.|uidaci[óo]n)?|rentedato|rentedag|val[øo]r(?:dato|dag)?|valutadag|data\s+(?:de\s+)?valor)$/);
const VALUE_DATE_AFTER = foldedPattern(/\s(?:value\s+dated?|val(?:ue|\.)?\s*(?:date|dt\.?))$/);
const AMOUNT_WORD = foldedPattern(/\b(amount|amt|value|sum)\b|^(?:betrag|bel[øo]p|belopp|bel[øo]b)$/);
const DATE_WORD = foldedPattern(/\b(date|dates|posted|post|posting|day)\b|^(?:datum|buchungsdatum|buchungstag|fecha(?:\s+(?:de\s+)?oper(?:\.|aci[óo]n)?)?|dato|bokf[øo]rt|bokf[øo]ringsdato|bokf[öo]ringsdag|bokf[öo]ringsdatum|bogf[øo]ringsdato|bogf[øo]rt|transaksjonsdato|transaktionsdatum|transaktionsdag|data(?:\s+(?:mov(?:\.|imento)?|(?:de\s+)?(?:lançamento|operação|movimento)))?)$/);
const DESCRIPTION_WORD = foldedPattern(
  /\b(description|descriptions|details?|transactions?|memo|payee|narrative|narration|particulars|remarks|activity|merchant|name|type|category)\b|^(?:buchungstext|text|beschreibung|verwendungszweck|buchungsdetails|libell[ée]s?(?:\s+des\s+op[ée]rations)?|descripci[óo]n|concepto|forklaring|beskrivelse|beskrivning|tekst|transaksjonstekst|specifikation|meddelelse|descritivo|descrição)$/,
);
/** Charges or interest accrued over the period beside each row, settled later as a row of their own. */
export const ACCRUED_WORD = /\b(accrued|accruing|accrual)\b/;
/** A trade's quantity or price beside its amount (a brokerage's cash account): figures, never the movement. */
export const TRADE_WORD = /^(?:quantity|qty|shares|units|(?:unit\s+|share\s+)?price)$/i;
const OTHER_WORD = foldedPattern(/^(?:check|chk|cheque|ref|reference|serial|no|num|nbr|number|#|(?:checks?|chk|cheque)\s*(?:no|nbr|num|#|number)\.?|ref(?:erence)?\s*(?:no|#|number)|card|code|id)\.?$/);

/** One part of a heading over cheque or check numbers ("Chq.", "Cheque No", "Check Number"). */
const CHEQUE_PART = /^(?:chq|cheque|check|chk)s?\.?\s*(?:no|nbr|num|number|#)?\.?$/;
/** One part of a heading over each row's reference: the bank's, an instrument's, a UTR, a transaction id ("Ref.No.", "UTR No", "Txn Id"). */
const REFERENCE_PART = /^(?:ref|reference|instrument|inst|utr|(?:txn|tran|trans|transaction)\.?\s*(?:id|ref|reference))\.?\s*(?:no|nbr|num|number|#|id)?\.?$/;
/** A column of serial numbers or of the branch a row was entered at ("Sl. No.", "Init. Br", "Branch Code"). */
const SIDE_HEADING = /^(?:(?:s|sl|sr|serial)\.?\s*(?:no|#)\.?|(?:init\.?\s*)?br(?:anch)?\.?(?:\s*(?:code|name|id))?)$/;

// Named, not inline: the headings below are tried on many lines of every page (see rows.ts).
function isNumberPart(p: string): boolean {
  return CHEQUE_PART.test(p) || REFERENCE_PART.test(p);
}

function isReferencePart(p: string): boolean {
  return REFERENCE_PART.test(p);
}

/** Whether a heading names a column of cheque numbers, of references, or both ("Ref No./Cheque No."). */
function numberHeading(t: string): 'reference' | 'cheque' | null {
  const parts = t.split(/\s*\/\s*/);
  if (!parts.every(isNumberPart)) return null;
  return parts.some(isReferencePart) ? 'reference' : 'cheque';
}

/**
 * What a header cell names beside a row's description: `reference` for a column of each row's
 * reference, with or without its cheque number ("Ref No./Cheque No.", "Chq./Ref.No.", "UTR No."),
 * `side` for serial numbers and branches (neither is part of the description), `cheque` for cheque
 * or check numbers alone (the row's check number; part of the description only where it says no
 * more than "Check", which the number beside it completes); null otherwise.
 */
export function apartHeading(text: string): 'reference' | 'cheque' | 'side' | null {
  const t = foldAccents(text.toLowerCase()).replace(/\s+/g, ' ').trim();
  if (t === '') return null;
  return numberHeading(t) ?? (SIDE_HEADING.test(t) ? 'side' : null);
}

/** What a header cell names, or null when it is not header vocabulary. */
export function classifyHeaderCell(text: string): ColumnType | null {
  const t = foldAccents(text.toLowerCase()).replace(/[\u2019']/g, '').replace(/\s+/g, ' ').trim();
  if (t === '' || t.length > 40) return null;
  if (/\d\.\d\d|\d{3}/.test(t)) return null;
  if (t.split(' ').length > 4) return null;
  // Figures the reader sets aside (tableFromHeader): neither an amount column nor a header word that
  // makes a line a header.
  if (ACCRUED_WORD.test(t) || TRADE_WORD.test(t)) return null;
  if (BALANCE_WORD.test(t)) return 'balance';
  // "Value date", "Valuta": the date the money moves, beside the booking date; never an amount.
  if (VALUE_DATE.test(t)) return 'date';
  // Two date headings read as one cell ("Trans. Date Value Date"): the value date's "Value" names no amount.
  const beforeValueDate = VALUE_DATE_AFTER.exec(t);
  if (beforeValueDate && DATE_WORD.test(t.slice(0, beforeValueDate.index))) return 'date';
  if (numberHeading(t) !== null || SIDE_HEADING.test(t)) return 'other';
  const debit = DEBIT_WORD.test(t.replace(/\bdebit card\b/g, ''));
  const credit = CREDIT_WORD.test(t.replace(/\bcredit card\b/g, ''));
  if (debit && credit) return 'amount';
  if (debit) return 'debit';
  if (credit) return 'credit';
  if (AMOUNT_WORD.test(t)) return 'amount';
  if (DATE_WORD.test(t)) return 'date';
  if (DESCRIPTION_WORD.test(t)) return 'description';
  if (OTHER_WORD.test(t)) return 'other';
  return headerInMoreLanguages(t);
}

export type SectionKind = 'credit' | 'debit' | 'neutral' | 'ignore';

const SECTION_VOCABULARY = new Set(
  (
    'deposits deposit and other additions addition credits credit electronic withdrawals withdrawal subtractions ' +
    'debits debit checks check cheques paid fees fee service charges charge atm card purchases purchase payments ' +
    'payment transfers transfer interest earned money in out transactions transaction online mobile pos misc ' +
    'miscellaneous adjustments adjustment your account activity history detail details posted outgoing incoming ' +
    'automatic ach wire wires cash direct branch continued cont summary daily balance balances ending overdraft ' +
    'returned items item refunds refund processed cleared bill pay deductions received made by from to the of ' +
    'dividends dividend loan loans advances reversals international foreign other electronic recurring ' +
    'withdrawals/debits deposits/credits additions/subtractions and/or miscellaneous this period statement ledger'
  ).split(' '),
);
const SECTION_CREDIT = /\b(deposits?|credits?|additions?|interest|dividends?|refunds?|received|incoming|money in)\b/;
const SECTION_DEBIT = /\b(withdrawals?|debits?|subtractions?|checks?|cheques|fees?|charges?|purchases?|payments?|outgoing|deductions|money out|made)\b/;
const SECTION_NEUTRAL = /\b(transactions?|activity|history|details?)\b/;

/** A word of a line that may be a section heading: no number alone, no dash or slash alone. */
function isHeadingWord(w: string): boolean {
  return !/^\d+$/.test(w) && w !== '-' && w !== '/';
}

function isSectionWord(w: string): boolean {
  return SECTION_VOCABULARY.has(w);
}

/**
 * The kind of a section heading ("Deposits and Additions", "ATM & Debit Card Withdrawals",
 * "Checks Paid", "Daily Ending Balance", "Transaction History"), or null when the line is not one.
 */
export function classifySection(text: string): SectionKind | null {
  const t = foldAccents(text.toLowerCase())
    .replace(/\(?\bcontinued\b\)?|\(cont(?:inued|\.)?\)/g, ' ')
    .replace(/[-+]?\$?\d[\d,'\u2019]*\.\d\d\b/g, ' ')
    .replace(/\(\d+\)|#/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[:,.;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (t === '') return null;
  const words = t.split(' ').filter(isHeadingWord);
  if (words.length === 0 || words.length > 9) return null;
  // One singular word ("Deposit", "Check") is a description, not a heading.
  if (words.length === 1 && !words[0].endsWith('s')) return null;
  if (!words.every(isSectionWord)) return null;
  const joined = words.join(' ');
  if (/\bbalances?\b/.test(joined) && !/\b(deposits?|withdrawals?|credits?|debits?)\b/.test(joined)) {
    return /\b(daily|ending|summary|balances)\b/.test(joined) ? 'ignore' : null;
  }
  const plain = joined.replace(/\b(debit|credit) cards?\b/g, 'card');
  const credit = SECTION_CREDIT.test(plain);
  const debit = SECTION_DEBIT.test(plain);
  if (credit && debit) return 'neutral';
  if (credit) return 'credit';
  if (debit) return 'debit';
  if (SECTION_NEUTRAL.test(plain)) return 'neutral';
  return null;
}

const OPENING_BALANCE_WORDS =
  /^(?:beginning|opening|previous|starting|prior|last)\s+(?:statement\s+|period\s+|account\s+)?balance\b|^balance\s+(?:last\s+statement|at\s+start)\b|^(?:saldovortrag|anfangssaldo|eröffnungssaldo|alter\s+saldo)\b|^(?:inng[åa]ende|ing[åa]ende|primo)\s*saldo\b|^saldo\s+primo\b|^(?:ancien\s+)?solde\s+(?:cr[ée]diteur|d[ée]biteur)\s+au\b/i;
/** Lines of balances and totals, each tested with and without its accents ("Inngaende saldo", "Ubertrag"). */
export const OPENING_BALANCE = accentless(new RegExp(`${OPENING_BALANCE_WORDS.source}|${MORE_OPENING.source}`, 'i'));
/**
 * Balances repeated at a page break: the one brought forward is an opening only before any row.
 * Each language has its words for the foot of a page and the head of the next: "Balance carried
 * forward" / "Balance brought forward", "À reporter" / "Report" (French), "Übertrag" (German, at both),
 * "A riportare" / "Riporto" (Italian), "A transportar" / "Saldo transportado" (Portuguese), "Suma y sigue" /
 * "Suma anterior" (Spanish), "Over te brengen" / "Overgebracht" (Dutch).
 */
/** Nothing after the word but its figure. */
const ALONE = String.raw`\s*:?\s*(?=[-+(]?\d|$)`;
export const BROUGHT_FORWARD = accentless(
  new RegExp(
  [
    String.raw`^(?:balance\s+)?(?:brought\s+(?:forward|over)|forward|b\/f)\b`,
    String.raw`^(?:übertrag|uebertrag)\b`,
    String.raw`^balance\s+(?:from|on)\s+(?:the\s+)?previous\s+page\b`,
    String.raw`^solde\s+report[ée](?![a-z])`,
    // "Report", "Riporto": a word that could start a description, so only alone before its figure.
    String.raw`^(?:solde\s+|saldo\s+)?(?:report|riport(?:o|ato))${ALONE}`,
    String.raw`^saldo\s+(?:transportado|riportato)\b`,
    // "Transporte": the Portuguese head of the next page, alone before its figure.
    String.raw`^transporte${ALONE}`,
    String.raw`^(?:saldo\s+de\s+la\s+p[áa]gina\s+anterior|suma\s+anterior)\b`,
    String.raw`^(?:saldo\s+)?overgebracht\b`,
    String.raw`^[oö]verf[øoö]rt?\s+(?:fra\s+forrige\s+side|fr[åa]n\s+f[öo]reg[åa]ende\s+sida)\b`,
    MORE_BROUGHT_FORWARD.source,
  ].join('|'),
  'i',
  ),
);
export const CARRIED_FORWARD = accentless(
  new RegExp(
  [
    String.raw`^(?:balance\s+)?(?:carried\s+forward|carry\s+forward|c\/f)\b`,
    String.raw`^(?:ending\s+)?balance\s+(?:this|on\s+this)\s+page\b`,
    String.raw`^(?:balance\s+)?to\s+(?:the\s+)?next\s+page\b`,
    String.raw`^(?:solde\s+)?[àa]\s+reporter\b`,
    String.raw`^(?:saldo\s+)?(?:da|a)\s+riportare\b`,
    String.raw`^(?:saldo\s+)?a\s+transportar\b`,
    String.raw`^(?:saldo\s+que\s+pasa|suma\s+y\s+sigue)\b`,
    String.raw`^(?:saldo\s+)?over\s+te\s+brengen\b`,
    String.raw`^[oö]verf[øoö]r(?:t|es)\s+(?:til\s+n[æe]ste\s+side|till\s+n[äa]sta\s+sida)\b`,
    MORE_CARRIED_FORWARD.source,
  ].join('|'),
  'i',
  ),
);
const CLOSING_BALANCE_WORDS =
  /^(?:ending|closing|new|final|current)\s+(?:statement\s+|period\s+|account\s+)?balance\b|^(?:schlusssaldo|endsaldo|neuer\s+saldo)\b|^(?:utg[åa]ende|ultimo)\s*saldo\b|^saldo\s+ultimo\b|^nouveau\s+solde\b/i;
export const CLOSING_BALANCE = accentless(new RegExp(`${CLOSING_BALANCE_WORDS.source}|${MORE_CLOSING.source}`, 'i'));
/** A section's footer that counts and totals its rows ("8 item(s) totaling $354,396.39"). */
export const ITEMS_TOTALING = /\b\d+\s+items?(?:\(s\))?\s+total(?:l)?ing\b/i;
const TOTAL_LINE_WORDS = /^(?:sub)?totals?\b|^(?:umsatz|umsätze|umsaetze)\s*total\b|^summe\b|^sum(?:ma)?\s+(?:bevegelser|bevægelser|transaksjoner|transaktioner|posteringer|posteringar)\b|^(?:[a-z&/ ]{0,40})\btotal\s*:?\s*$|^(?:[a-z&/ ]{0,40})\btotals?\b\s*(?:[-+(]?\$?\d|:)/i;
export const TOTAL_LINE = accentless(new RegExp(`${TOTAL_LINE_WORDS.source}|${MORE_TOTAL_LINE.source}`, 'i'));

export interface AccountNumber {
  /** Last four digits. */
  mask: string;
  /** Where the number (with its label) starts and ends in the text. */
  index: number;
  end: number;
  /** Every digit of the number as printed; an IBAN's after its country code. */
  digits: string;
  /** Set when the number is an IBAN, which holds the national account number within it. */
  iban?: true;
}

/**
 * Account-number labels in more languages: Icelandic reikningur, Czech and Slovak číslo účtu, Polish
 * numer rachunku, Dutch rekeningnummer, Italian numero conto, Finnish tilinumero, Hungarian számlaszám,
 * Romanian număr cont, Lithuanian sąskaitos nr., Estonian arvelduskonto, Latvian konta numurs, Croatian
 * broj računa, Slovenian številka računa, Turkish hesap no, Indonesian nomor rekening, Swahili akaunti.
 */
const MORE_ACCOUNT_LABELS = String.raw`reikningur|reikningsn[úu]mer|[čc][íi]slo\s+[úu][čc]tu(?:\s+\(iban\))?|[čc]\.\s*[úu][čc]tu|numer\s+rachunku|nr\.?\s+rachunku|rekeningnummer|rekening\s+nr\.?|num(?:ero)?\.?\s+(?:di\s+)?conto|conto\s+n\.?|kontonummer|kontonr\.?|tilinumero|sz[áa]mlasz[áa]m|num[ăa]r(?:ul)?\s+(?:de\s+)?cont|s[ąa]skaitos\s+nr\.?|arvelduskonto|konta\s+numurs|broj\s+ra[čc]una|[šs]tevilka\s+ra[čc]una|hesap\s+(?:no|numaras[ıi])|no(?:mor)?\.?\s+rekening|nambari\s+ya\s+akaunti`;
const ACCOUNT_NUMBER = new RegExp(
  // Not \b before the label: a label may start with a letter \b takes for no word's ("Číslo účtu").
  String.raw`(?<![A-Za-z\u00c0-\u024f\d])(?:(?:account|acct|a\/c)\.?\s*(?:number|no\.?|num\.?|#|ending\s+in|ending|ending\s+with)?|(?:konto|kto)\.?-?\s*(?:nr\.?|nummer)|compte(?:\s+courant|\s+ch[èe]ques)?\s+n[°o]\.?|(?:num[ée]ro|n[°o]\.?)\s+de\s+compte|n(?:o|[úu]m(?:ero)?)\.?\s+de\s+cuenta|conta\s+n\.?\s*[º°o]\.?|(?:n\.?\s*[º°o]\.?|n[úu]mero)\s+(?:de\s+|da\s+)?conta|${MORE_ACCOUNT_LABELS})\s*[:#]?\s*((?:\d[\d\-\s]*|[xX*\u2022.\-\s]*)\d{4}(?:-\d{1,3})?)\b(?!\.\d)`,
  'i',
);
/** "IBAN DE00 3706 0193 0012 3456 78": the last four characters stand for the account. */
const IBAN = /\bIBAN:?\s*([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){3,8})\b/;
const MASKED_NUMBER = /(?:^|\s|\()([xX*\u2022.]{2,}[-\s]?\d{4}|#\s?\d{4,})\)?(?=\s|$)/;
const ACCOUNT_KIND = /\b(checking|chequing|savings|money market|share|shares|certificate|club|ira|cd|business|account)\b/i;
const NOT_ACCOUNT_NAME = /\b(summary|statement|number|activity|information|details?|history|ending|balances?|period|page|total|fees?|of|your|holders?)\b|\d{3}|\d\.\d\d/i;

/** A name and a number of 6 to 17 digits, grouped or not ("Share Draft 63159127", "Chequing 00421-003-7851843"). */
const NAMED_NUMBER = /^([A-Za-z][A-Za-z &'-]*?)\s+(\d[\d -]{4,24}\d)$/;
const DATE_LIKE = /^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}[-/]\d{1,2}[-/]\d{2,4}$/;
/** Words of a row's description, never of an account's name. */
const MOVES_MONEY = /\b(to|from|transfer|payment|deposit|withdrawal|ach|online|mobile)\b/i;
/**
 * The rest of a number printed in groups after its first run of four digits ("04217 503-118-6": a
 * branch number, then the account's own digits in short groups): groups joined by a hyphen, or by
 * one space when they hold three digits or more (a day or a count after the number holds fewer).
 */
const MORE_GROUPS = /^(?:-\d+|\s\d{3,})+\b(?![/.,:]\d)/;
/**
 * A number printed in groups goes on with a shorter last group where the text ends: nothing follows
 * it that it could count or date ("0127 0100 4782 61" in blocks as an IBAN prints them, "9604 517047
 * 77"). A check key after an account field of eleven (a French RIB's bank, branch, account and key,
 * "30047 14582 00051234807 23"; a Portuguese NIB's "0002 0123 12345678901 54") is not the account's.
 */
const SHORT_LAST_GROUP = /^\s\d{1,3}\s*$/;
const KEYED_NUMBER = /(?:^|\s)[0-9A-Z]{11}$/;

/** An account number: "Account ending in 4821", "Account Number: XXXX-XXXX-4821", "Acct # ...4821", "Savings ****9934". */
export function matchAccountNumber(text: string): AccountNumber | null {
  const iban = IBAN.exec(text);
  if (iban) {
    const digits = iban[1].replace(/\s/g, '');
    return { mask: digits.slice(-4), index: iban.index, end: iban.index + iban[0].length, digits: digits.slice(2).replace(/\D/g, ''), iban: true };
  }
  let m = ACCOUNT_NUMBER.exec(text);
  if (!m) {
    m = MASKED_NUMBER.exec(text);
    if (m && !ACCOUNT_KIND.test(text.slice(0, m.index))) m = null;
  }
  if (!m) {
    // An account's name and its number alone on a line: "Share Draft 63159127".
    const bare = NAMED_NUMBER.exec(text.trim());
    if (!bare || !isAccountName(bare[1]) || MOVES_MONEY.test(bare[1]) || DATE_LIKE.test(bare[2])) return null;
    const digits = bare[2].replace(/\D/g, '');
    if (digits.length < 6 || digits.length > 17) return null;
    const at = text.indexOf(bare[2]);
    return { mask: digits.slice(-4), index: at, end: at + bare[2].length, digits };
  }
  let end = m.index + m[0].length;
  const more = MORE_GROUPS.exec(text.slice(end));
  let number = m[1];
  if (more) {
    number += more[0];
    end += more[0].length;
  }
  const last = /\d\s\d/.test(number.trim()) && !KEYED_NUMBER.test(number.trim()) ? SHORT_LAST_GROUP.exec(text.slice(end)) : null;
  if (last) {
    number += last[0].trimEnd();
    end += last[0].trimEnd().length;
  }
  const digits = number.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return { mask: digits.slice(-4), index: m.index, end, digits };
}

/** A name an account goes by ("Premier Checking", "Share Savings"), not a title or an address. */
export function isAccountName(text: string): boolean {
  const t = text.trim();
  return ACCOUNT_KIND.test(t) && !NOT_ACCOUNT_NAME.test(t) && /[A-Za-z]{3}/.test(t) && t.split(/\s+/).length <= 6 && t.length <= 60;
}

/** The account number's text with its separators trimmed off either side. */
export function trimName(text: string): string {
  return text.replace(/^[\s\-\u2013\u2014:|,)(]+|[\s\-\u2013\u2014:|,(]+$/g, '').trim();
}
