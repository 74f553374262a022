// Turning bank descriptors into comparable text and into the name of a source (an employer, an agency...).

/**
 * Upper case, accents removed, every run of other characters than letters, digits and
 * `. / * : # & ' -` as one space, no space at either end.
 */
export function cleanDescriptor(description: string): string {
  const ascii = NON_ASCII.test(description) ? description.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : description;
  return ascii.toUpperCase().replace(OTHER_CHARS, ' ').trim();
}
const NON_ASCII = /[^\x00-\x7f]/;
const OTHER_CHARS = /[^A-Z0-9./*:#&'-]+/g;
const NOT_WORD = /[^A-Z0-9]+/g;

/** Upper-case letters and digits only, one space between runs of them. */
export function matchText(description: string): string {
  return wordsOnly(cleanDescriptor(description));
}

/** The letters and digits of a cleaned descriptor, one space between runs. */
export function wordsOnly(cleaned: string): string {
  return cleaned.replace(NOT_WORD, ' ').trim();
}

/**
 * Words that say how money moved rather than who sent it: ACH codes, "direct deposit", ids, and
 * words describing payroll. They are dropped from a source name.
 */
const NOISE_WORDS = new Set([
  'PPD', 'CCD', 'CTX', 'WEB', 'TEL', 'ACH', 'EDI', 'ID', 'DES', 'INDN', 'CO', 'ENTRY', 'DESCR', 'TRACE',
  'TRN', 'REF', 'CONF', 'CONFIRMATION', 'DIRECT', 'DIR', 'DEP', 'DEPOSIT', 'DIRDEP', 'DD', 'PAYROLL', 'PAYRL',
  'PAYRLL', 'PYRL', 'SALARY', 'PAYMENT', 'PMT', 'CREDIT', 'CR', 'ELECTRONIC', 'ELEC', 'ORIG', 'NAME', 'DATE',
  'EFF', 'XXXXX', 'JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'SEPT', 'OCT', 'NOV',
  'DEC', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'THE',
]);

/** Prefixes of bank export formats that hold the originator's name. */
const ORIGINATOR = /\bORIG CO NAME:\s*(.+?)(?=\s+(?:ORIG ID|CO ENTRY|DESC DATE|SEC|TRACE|EED|IND ID|IND NAME)\b|$)/;

/**
 * The name of whoever is behind a descriptor: ids, numbers, dates, ACH codes and payroll words are
 * dropped so that "ACME CORP PAYROLL PPD ID: 99887 01/15" and "ACME CORP PAYROLL PPD ID: 99887 01/29"
 * both give "ACME CORP". Falls back to the cleaned descriptor when nothing is left.
 */
export function sourceName(description: string): string {
  let text = cleanDescriptor(description);
  const orig = ORIGINATOR.exec(text);
  if (orig) text = orig[1];
  // "ACME CORP DES:PAYROLL ID:123 INDN:JOHN SMITH CO ID:999 PPD": the company comes before DES:.
  const des = text.indexOf(' DES:');
  if (des > 0) text = text.slice(0, des);
  text = text.replace(/\bINDN:.*$/, '').replace(/\bID:\s*\S+/g, ' ');
  const words = text
    .split(/[\s./*:#&'-]+/)
    .filter((w) => w.length > 0 && !/\d/.test(w) && !NOISE_WORDS.has(w) && !/^X{2,}$/.test(w));
  // A single letter left over from "SF**POOL** C" or a code suffix says nothing about the source.
  while (words.length > 1 && words[words.length - 1].length === 1) words.pop();
  const name = words.join(' ').trim();
  if (name) return name;
  const fallback = cleanDescriptor(description).replace(/\d+/g, ' ').replace(/\s+/g, ' ').trim();
  return fallback || 'UNKNOWN';
}

/** Words of a person's name, normalised like descriptors. */
export function nameWords(name: string): string[] {
  return cleanDescriptor(name)
    .split(/[\s.'-]+/)
    .filter((w) => w.length > 1);
}
