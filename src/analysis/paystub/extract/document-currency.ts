// The currency a paystub is paid in, from what it prints: ISO 4217 codes ("UGX 2,103,420", "NET PAY
// (TZS)", "Current (BWP)") and the signs that name one currency (£, €, ₦, ₹, GH₵, J$, N$, S$ ...).
// A bare `$` names several currencies and says nothing by itself; so do `Rs.`, `K`, `P` and `R`
// (rupees of several countries, kwacha and kina, pula and pataca, rand and others): the document's
// codes decide there. Null when the stub names none (contracts: USD then).

/** Codes of the currencies paystubs are commonly paid in; a word of three capitals outside the list (PAYE, NSSF's parts, TIN) is none. */
const CODES = new Set([
  'USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD', 'CHF', 'JPY', 'MXN', 'SGD', 'HKD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'ZAR',
  'INR', 'PKR', 'LKR', 'BDT', 'NPR', 'MYR', 'PHP', 'IDR', 'THB', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP',
  'NGN', 'GHS', 'KES', 'UGX', 'TZS', 'RWF', 'ETB', 'ZMW', 'MWK', 'BWP', 'NAD', 'MUR', 'SCR', 'JMD', 'TTD', 'BBD', 'BSD',
  'BZD', 'GYD', 'XCD', 'FJD', 'PGK', 'ISK', 'BRL', 'BMD', 'WST',
]);

/** Signs that name one currency, longest first so `NZ$` is not read as `Z$`, `WS$` (Samoan tala) as `S$`, nor `GH₵` as `₵`. */
const SIGNS: ReadonlyArray<[string, string]> = [
  ['GH₵', 'GHS'], ['NZ$', 'NZD'], ['HK$', 'HKD'], ['US$', 'USD'], ['TT$', 'TTD'], ['BZ$', 'BZD'], ['FJ$', 'FJD'],
  ['WS$', 'WST'], ['J$', 'JMD'], ['N$', 'NAD'], ['S$', 'SGD'], ['C$', 'CAD'], ['A$', 'AUD'],
  ['£', 'GBP'], ['€', 'EUR'], ['₦', 'NGN'], ['₹', 'INR'], ['₵', 'GHS'], ['₱', 'PHP'],
];

const CODE_WORD = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g;
/** Ringgit's `RM` before a figure ("RM 4,250.00", "Bulan Ini (RM)"), never the letters inside a word. */
const RINGGIT = /(?<![A-Za-z])RM(?=\s?\d|\))/g;

/** The currency the text names most (codes and one-currency signs); null when it names none. */
export function currencyOfText(text: string): string | null {
  const counts = new Map<string, number>();
  const count = (code: string) => counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const m of text.matchAll(CODE_WORD)) if (CODES.has(m[1])) count(m[1]);
  for (const _ of text.matchAll(RINGGIT)) count('MYR');
  let rest = text;
  for (const [sign, code] of SIGNS) {
    const parts = rest.split(sign);
    for (let i = 1; i < parts.length; i++) count(code);
    rest = parts.join(' ');
  }
  let best: string | null = null;
  let n = 0;
  for (const [code, c] of counts) if (c > n) [best, n] = [code, c];
  return best;
}
