// What a CSV column holds, read from its header word (English), plus the vocabularies the parser
// uses on cell values: debit/credit type markers and balance labels.

export type ColumnRole =
  | 'date'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'balance'
  | 'type'
  | 'id'
  | 'account'
  | 'currency';

export interface HeaderRole {
  role: ColumnRole;
  /** Lower is preferred when several columns claim the same role. */
  rank: number;
}

/** Lower case, currency hints and punctuation removed: `Amount (GBP)` -> `amount`. */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\((?:[a-z]{3}|[$£€¥])\)|\b(?:usd|gbp|eur|cad|aud|nzd)\b|[$£€¥]/g, ' ')
    .replace(/[^a-z0-9/#]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();
}

/** A three-letter currency code a header carries (`Amount (GBP)`, `Balance EUR`), else null. */
export function headerCurrency(text: string): string | null {
  const m = /\b(USD|GBP|EUR|CAD|AUD|NZD|CHF|JPY|SEK|NOK|DKK|INR|ZAR|MXN|SGD|HKD|CZK|HUF|PLN)\b/i.exec(text);
  if (m) return m[1].toUpperCase();
  if (text.includes('£')) return 'GBP';
  if (text.includes('€')) return 'EUR';
  return null;
}

const EXACT: ReadonlyArray<readonly [ColumnRole, number, readonly string[]]> = [
  ['type', 0, ['type', 'transaction type', 'trans type', 'txn type', 'dr/cr', 'cr/dr', 'debit/credit', 'credit/debit', 'd/c', 'c/d', 'dr cr', 'cr dr', 'debit or credit', 'credit or debit', 'credit debit indicator', 'debit credit indicator', 'sign', 'indicator']],
  ['date', 0, ['posting date', 'posted date', 'post date', 'posted', 'posted on', 'date posted']],
  ['date', 1, ['date', 'transaction date', 'trans date', 'txn date', 'date of transaction', 'transaction posted date', 'entry date']],
  ['date', 2, ['booking date', 'booked', 'book date', 'effective date']],
  ['date', 3, ['value date']],
  ['debit', 0, ['debit', 'debits', 'debit amount', 'debit amt', 'withdrawal', 'withdrawals', 'withdrawal amount', 'withdrawals amount', 'money out', 'paid out', 'amount out', 'out', 'outflow', 'outflows', 'spent', 'charge', 'charges']],
  ['credit', 0, ['credit', 'credits', 'credit amount', 'credit amt', 'deposit', 'deposits', 'deposit amount', 'deposits amount', 'money in', 'paid in', 'amount in', 'in', 'inflow', 'inflows', 'received']],
  ['amount', 0, ['amount', 'transaction amount', 'amt', 'value', 'net amount', 'sum', 'amount local currency']],
  ['balance', 0, ['balance', 'running balance', 'running bal', 'bal', 'ledger balance', 'account balance']],
  ['description', 0, ['description', 'transaction description', 'details', 'transaction details', 'narrative', 'particulars', 'transaction']],
  ['description', 1, ['payee', 'name', 'merchant', 'merchant name', 'beneficiary', 'counterparty', 'payee name', 'description 1']],
  ['description', 2, ['memo', 'notes', 'note', 'remarks', 'text', 'additional info', 'additional information', 'description 2']],
  ['account', 0, ['account', 'account number', 'account no', 'account #', 'acct', 'acct no', 'acct #', 'account name', 'account id', 'card', 'card number', 'card no', 'card #']],
  ['currency', 0, ['currency', 'ccy', 'currency code']],
  ['id', 0, ['id', 'transaction id', 'txn id', 'trans id', 'fitid', 'unique id', 'transaction reference', 'reference', 'reference number', 'reference no', 'ref', 'ref no', 'transaction number', 'confirmation number']],
];

// Headers of European banks' exports (Dutch, German, Czech, Hungarian, French), accents folded.
const EUROPEAN: ReadonlyArray<readonly [ColumnRole, number, readonly string[]]> = [
  ['date', 1, ['datum', 'datum verrichting', 'datum provedeni', 'belegdatum', 'buchungsdatum', 'buchungstag', 'tranzakcio datuma', 'datum transakce', 'date operation', 'date de l operation']],
  ['date', 3, ['datum verrekening', 'datum zauctovani', 'valutadatum', 'wertstellung', 'erteknap', 'date de valeur']],
  ['amount', 0, ['bedrag', 'betrag', 'buchungsbetrag', 'umsatz', 'zauctovana castka', 'castka', 'tranzakcio osszege', 'osszeg', 'montant', 'importe', 'importo']],
  ['amount', 2, ['bedrag in eur', 'originalbetrag', 'puvodni castka a mena']],
  ['debit', 0, ['debet', 'soll', 'af', 'debit eur']],
  ['credit', 0, ['haben', 'bij']],
  ['balance', 0, ['saldo', 'egyenleg', 'zustatek', 'solde', 'kontostand']],
  ['description', 0, ['omschrijving', 'buchungstext', 'verwendungszweck', 'transaktionsbeschreibung', 'zprava', 'kozlemeny', 'libelle', 'vrije mededeling']],
  ['description', 1, ['naam tegenpartij', 'partner neve', 'handelaar', 'nazev protiuctu', 'beguenstigter/zahlungspflichtiger', 'auftraggeber/empfanger']],
  ['description', 2, ['transaktionsbeschreibung zusatz', 'poznamka', 'toelichting', 'reszletek']],
  ['currency', 0, ['munt', 'mena', 'mena uctu', 'wahrung', 'buchungswahrung', 'devizanem', 'tranzakcio devizaneme', 'devise']],
  ['type', 0, ['bevetel/kiadas']],
  ['id', 0, ['id transakce', 'megbizas azonosito', 'buchungsreferenz']],
];

const CONTAINS: ReadonlyArray<readonly [ColumnRole, number, RegExp]> = [
  ['balance', 1, /\bbalance\b/],
  ['date', 4, /\bdate\b/],
  ['debit', 1, /\b(debit|withdrawal)s?\b/],
  ['credit', 1, /\b(credit|deposit)s?\b/],
  ['amount', 1, /\bamount\b/],
  ['description', 3, /\b(description|details|narrative|memo|payee)\b/],
];

/** The role a header cell names, or null for columns the parser does not use (category, check number). */
export function headerRole(text: string): HeaderRole | null {
  const h = normaliseHeader(text);
  if (h === '') return null;
  for (const [role, rank, words] of EXACT) if (words.includes(h)) return { role, rank };
  for (const [role, rank, words] of EUROPEAN) if (words.includes(h)) return { role, rank };
  for (const [role, rank, re] of CONTAINS) if (re.test(h)) return { role, rank };
  return null;
}

/** +1 for a credit marker, -1 for a debit marker, null for anything else. */
export function typeSign(value: string): 1 | -1 | null {
  const v = value.trim().toLowerCase().replace(/\.$/, '');
  if (/^(debit|dr|d|db|withdrawal|out|outflow|-)$/.test(v)) return -1;
  if (/^(credit|cr|c|deposit|in|inflow|\+)$/.test(v)) return 1;
  return null;
}

export const OPENING_BALANCE =
  /\b(?:opening|starting|beginning|start|previous|old)\s+balance\b|\bbalance\s+(?:brought|b\/f)\b|\bbrought\s+forward\b|\bb\/f\b/i;
export const CLOSING_BALANCE =
  /\b(?:closing|ending|end|final|new|ledger)\s+balance\b|\bbalance\s+(?:carried|c\/f)\b|\bcarried\s+forward\b|\bc\/f\b/i;
export const TOTAL_LINE = /\btotals?\b/i;
export const ACCOUNT_LABEL = /\b(?:account|acct|a\/c|card|iban)\b/i;
export const ACCOUNT_NAME_LABEL = /\b(?:account\s+(?:name|type)|product)\b/i;
export const CURRENCY_LABEL = /\bcurrency\b/i;
