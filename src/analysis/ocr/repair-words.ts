// Characters the recogniser gets wrong in a repeatable way on small or blurred print, put right
// where only one reading is possible. Each repair keeps the printed digits in their order.
import { oneDigitApart } from './paystub-arithmetic.ts';

/** Years a statement or paystub can print. */
const YEAR = /^(19|20)\d{2}$/;

/**
 * A date whose slashes were lost or read as a digit ("01192026", "017232026", "01/192026" for
 * 01/23/2026): the reading with two numbers of 1–2 digits (each a day or a month, one of them a
 * month) and a four-digit year, when exactly one exists. A slash reads as nothing, "1" or "7".
 */
export function repairDate(text: string): string | null {
  if (text.length < 8 || text.length > 10 || !/^\d[\d/]+\d$/.test(text) || /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) return null;
  const readings = new Set<string>();
  const seps = (s: string) => (s === '' ? true : s === '/' || s === '1' || s === '7');
  // Every split of the text into MM, separator, DD, separator, YYYY with separators of 0–1 characters.
  for (let a = 0; a <= 1; a++) {
    for (let b = 0; b <= 1; b++) {
      if (text.length !== 8 + a + b) continue;
      const first = text.slice(0, 2);
      const s1 = text.slice(2, 2 + a);
      const second = text.slice(2 + a, 4 + a);
      const s2 = text.slice(4 + a, 4 + a + b);
      const year = text.slice(4 + a + b);
      if (!seps(s1) || !seps(s2) || /\D/.test(first + second + year) || !YEAR.test(year)) continue;
      const x = Number(first);
      const y = Number(second);
      if (x < 1 || y < 1 || x > 31 || y > 31 || (x > 12 && y > 12)) continue;
      readings.add(`${first}/${second}/${year}`);
    }
  }
  return readings.size === 1 ? [...readings][0] : null;
}

/**
 * A date with a two-digit year and one slash lost ("03/0626", "0306/26" for 03/06/26): both
 * numbers 1–31, one of them a month. Six bare digits stay as read: they may be any number.
 */
export function repairShortYearDate(text: string): string | null {
  const m = /^(\d{2})\/?(\d{2})\/?(\d{2})$/.exec(text);
  if (!m || text.length !== 7) return null;
  const [x, y] = [Number(m[1]), Number(m[2])];
  if (x < 1 || y < 1 || x > 31 || y > 31 || (x > 12 && y > 12)) return null;
  return `${m[1]}/${m[2]}/${m[3]}`;
}

/**
 * "1.157.49": thousands separators read as points where the last point is the decimal one; also
 * in lakh grouping ("2.10.484.00" for "2,10,484.00"), and some of them only ("8,783.613.64").
 */
export function repairThousands(text: string): string | null {
  const m = /^([-$(]*)(\d{1,3}(?:\.\d{3})+|\d{1,2}(?:\.\d{2})+\.\d{3}|\d{1,3}(?:[.,]\d{3})*\.\d{3}(?:[.,]\d{3})*)\.(\d{2}\)?-?)$/.exec(text);
  return m ? `${m[1]}${m[2].replace(/\./g, ',')}.${m[3]}` : null;
}

/** A quote mark stuck to the end of a word ("CO’", "insurance’"): speck or shadow, not print. */
export function stripStrayQuote(text: string): string | null {
  const m = /^(.*[\p{L}\d)])[’‘`'"”]$/u.exec(text);
  return m && m[1].length >= 2 ? m[1] : null;
}

/** Words no language has, as the recogniser reads real ones on small print ("l" as "i", "G" as "Q", "is" as "la"). */
const MISREAD_WORDS: Record<string, string> = {
  bivd: 'blvd',
  qross: 'gross',
  thla: 'this',
  // "rn" run together as "m" on small print.
  eamings: 'earnings',
  eamed: 'earned',
  eamer: 'earner',
  eamers: 'earners',
  // Malay "jumlah" (total) with its l read as an i.
  jumiah: 'jumlah',
  heaith: 'health',
  // "ri" read as "n", "rt" as "n".
  secunty: 'security',
  suppon: 'support',
  // "ci" run together as "d" ("Welfare Sodety"); the t of "staff" lost ("Saff Loan").
  sodety: 'society',
  saff: 'staff',
  // "ff" read as "ft" ("Staft Welfare", "Staft Loan").
  staft: 'staff',
  // Maltese "Triq" (street) with its q read as a g, its "ri" run together as "n" ("Trig il-Kbira", "Tnq").
  trig: 'triq',
  tnq: 'triq',
  tng: 'triq',
};

/** "Bivd" → "Blvd", "Qross" → "Gross", in the word's own case. */
export function repairMisreadWord(text: string): string | null {
  const m = /^(\p{L}+)(\.?)$/u.exec(text);
  const right = m ? MISREAD_WORDS[m[1].toLowerCase()] : undefined;
  if (!m || !right) return null;
  const cased = m[1] === m[1].toUpperCase() ? right.toUpperCase() : m[1][0] === m[1][0].toUpperCase() ? right[0].toUpperCase() + right.slice(1) : right;
  return cased + m[2];
}

/**
 * Long words of pay and bank documents whose misreadings ("Wahholding", "Socal", "Medlcare") cost a
 * deduction its name. Singular and plural both, so neither is taken for a misreading of the other.
 */
const DOCUMENT_WORDS = [
  'allowance', 'allowances', 'contribution', 'contributions', 'deduction', 'deductions', 'earnings', 'employee', 'employer',
  'federal', 'insurance', 'kiwisaver', 'medicare', 'national', 'ordinary', 'overtime', 'repayment', 'retirement', 'security',
  'statutory', 'superannuation', 'taxable', 'welfare', 'withholding', 'withholdings',
  // An address's label ("RESIDENTIAL ADORESS"): a party's address is found after it; the French one
  // ("Adresse") one letter from it, kept as printed.
  'address', 'addresses', 'adresse',
  // Spanish words one letter from one above, kept as printed ("Av. Ejército Nacional" is no misread "National").
  'nacional',
  // A Spanish stub's period ("Perlodo:" read for "Periodo:"), and the English plural one letter from it.
  'periodo', 'periods',
  // Malaysian payslips: PERKESO (social security), pendapatan (earnings), potongan (deductions), terkumpul
  // (year to date), kakitangan (staff), caruman majikan (employer contributions).
  'perkeso', 'pendapatan', 'potongan', 'terkumpul', 'kakitangan', 'caruman', 'majikan',
];
const DOCUMENT_WORD_SET = new Set(DOCUMENT_WORDS);

/**
 * Six-letter labels a stub's dates hang on ("Petiod Beginning", "Penod Ending"): too short for
 * DOCUMENT_WORDS' reach, so only a letter changed, never one added or lost.
 */
const SHORT_DOCUMENT_WORDS = ['period'];

/** "Petiod" → "Period": a word of SHORT_DOCUMENT_WORDS' length with one letter changed, in the case it was read in. */
export function snapToShortDocumentWord(text: string): string | null {
  const m = /^(\p{L}{6})([.,:]?)$/u.exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  const near = SHORT_DOCUMENT_WORDS.filter((w) => w !== word && [...w].filter((c, i) => c !== word[i]).length === 1);
  if (near.length !== 1) return null;
  const cased = m[1] === m[1].toUpperCase() ? near[0].toUpperCase() : m[1][0] === m[1][0].toUpperCase() ? near[0][0].toUpperCase() + near[0].slice(1) : near[0];
  return cased + m[2];
}

/** Letters two words differ by (insertions, deletions, substitutions), or `cap + 1` once over `cap`. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > cap) return cap + 1;
    prev = row;
  }
  return prev[b.length];
}

/**
 * A word of seven letters or more one letter from exactly one of DOCUMENT_WORDS (two letters from
 * one of ten letters or more), and no such word itself: that word, in the case it was read in.
 */
export function snapToDocumentWord(text: string): string | null {
  const m = /^(\p{L}{7,})([.,:]?)$/u.exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  if (DOCUMENT_WORD_SET.has(word)) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  let ties = 0;
  for (const candidate of DOCUMENT_WORDS) {
    const cap = candidate.length >= 10 ? 2 : 1;
    const d = editDistance(word, candidate, cap);
    if (d > cap) continue;
    if (d < bestDistance) [best, bestDistance, ties] = [candidate, d, 1];
    else if (d === bestDistance) ties++;
  }
  if (best === null || ties > 1) return null;
  const cased = m[1] === m[1].toUpperCase() ? best.toUpperCase() : m[1][0] === m[1][0].toUpperCase() ? best[0].toUpperCase() + best.slice(1) : best;
  return cased + m[2];
}

/**
 * Statutory schemes named by their letters in parentheses after a deduction ("PERKESO (SOCSO)", "SIP
 * (EIS)", "PCB (MTD)", "KWSP (EPF)"), as pictures misread them: digits for the letters they look like
 * ("(E15)", "(SOCS0)"), one letter more or changed on the longer ones ("(SOCSO0)", "(SOCSQ)").
 */
const SCHEME_LETTERS = ['SOCSO', 'PERKESO', 'KWSP', 'EPF', 'EIS', 'SIP', 'PCB', 'MTD'];
const LOOK_ALIKE: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

export function repairSchemeLetters(text: string): string | null {
  const m = /^\(([A-Za-z0-9]{3,8})\)([.,]?)$/.exec(text);
  if (!m) return null;
  const letters = m[1].toUpperCase().replace(/[0158]/g, (d) => LOOK_ALIKE[d]);
  if (SCHEME_LETTERS.includes(m[1])) return null;
  const near = SCHEME_LETTERS.filter((w) => w === letters || (w.length >= 5 && editDistance(letters, w, 1) <= 1));
  return near.length === 1 ? `(${near[0]})${m[2]}` : null;
}

/** A day with a speck after its comma ("January 4,.2026", "4,."): the comma alone. */
export function repairDayComma(text: string): string | null {
  const m = /^(\d{1,2}),[.'’`]+(\d{4})?$/.exec(text);
  return m ? `${m[1]},${m[2] ? ` ${m[2]}` : ''}` : null;
}

/**
 * A Singapore dollar sign whose S was read as a second dollar sign or a 5 ("$$7,023.17",
 * "5$7,023.17" for "S$7,023.17"): no figure prints two dollar signs, and a digit before one is not
 * part of the figure.
 */
export function repairDollarPrefix(text: string): string | null {
  const m = /^([-(]?)(?:\$\$|5\$)(\d[\d,]*\.\d{2}\)?)$/.exec(text);
  return m ? `${m[1]}S$${m[2]}` : null;
}

/**
 * A Jamaican dollar sign whose J was read as a 1, an l, a bar or a bracket ("1$88,097.30",
 * ")$894,747.40" for "J$..."): nothing of the figure is printed before its dollar sign.
 */
export function repairJamaicanDollar(text: string): string | null {
  const m = /^([-(]?)[1lI|)\]j]\$(\d[\d,]*\.\d{2}\)?)$/.exec(text);
  return m ? `${m[1]}J$${m[2]}` : null;
}

/**
 * A naira sign read as an N, a yen or a section sign ("N356,574.68", "¥6,192,540.46", "§1,243,808.16"
 * for "₦..."): a figure in thousands with kobo, the sign stuck to it.
 */
export function repairNairaSign(text: string): string | null {
  const m = /^([-(]?)([N¥§])(\d{1,3}(?:,\d{3})+\.\d{2}\)?)$/.exec(text);
  // An N is the naira's own abbreviation; a yen or section sign is some sign misread, left out.
  return m ? `${m[1]}${m[2] === 'N' ? '₦' : ''}${m[3]}` : null;
}

/** A comma or point after a figure's cents ("3,599.94," before the next figure): a speck, not print. */
export function stripTrailingComma(text: string): string | null {
  const m = /^(.*\d[,.]\d{2}\)?)[,.]$/.exec(text);
  return m && /^[^\p{L}]*\d/u.test(m[1]) && !/[.,]{2}/.test(text) ? m[1] : null;
}

/**
 * A figure in thousands whose decimal point was lost in its last group ("1,281,15237" for
 * "1,281,152.37"): a group of five digits is three and the cents. After a dollar sign of a country's
 * letters too ("G$4,42029" for "G$4,420.29").
 */
export function repairLostGroupPoint(text: string): string | null {
  const m = /^([-(]?(?:[A-Z]{1,3}\$|[$₦])?\d{1,3}(?:,\d{3})*,\d{3})(\d{2}\)?)$/.exec(text);
  return m ? `${m[1]}.${m[2]}` : null;
}

/**
 * Month abbreviations a date prints between its day and year ("31-Mar-2026", "15/mar/2026"), English
 * and Spanish ("ene", "abr", "ago", "dic").
 */
const DATE_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'ene', 'abr', 'ago', 'dic'];
/** A day, a three-character month and a year between the same separator twice ("27/1eb/2026"). */
const MONTH_NAME_DATE = /^(\d{1,2})([/.-])([\p{L}\d]{3})\2((?:19|20)\d{2})$/u;

/** "15/mar/2026", "31-Mar-2026": a whole date with its month's name, day 1–31. */
export function isMonthNameDate(text: string): boolean {
  const m = MONTH_NAME_DATE.exec(text);
  return m !== null && DATE_MONTHS.includes(m[3].toLowerCase()) && Number(m[1]) >= 1 && Number(m[1]) <= 31;
}

/** The months a date's month read one character wrong may be ("1eb": feb; "mae": mar, may). */
function monthsNear(token: string): string[] {
  const t = token.toLowerCase();
  if (DATE_MONTHS.includes(t) || (t.match(/\p{L}/gu) ?? []).length < 2) return [];
  return DATE_MONTHS.filter((m) => [...m].filter((c, i) => c !== t[i]).length === 1);
}

/** The month in the case the date was read in ("1EB" → "FEB", "Mae" → "Mar"). */
function inCaseOf(read: string, month: string): string {
  const letters = read.replace(/[^\p{L}]/gu, '');
  if (letters === letters.toUpperCase()) return month.toUpperCase();
  return /^\p{Lu}/u.test(read) ? month[0].toUpperCase() + month.slice(1) : month;
}

/**
 * A date whose month's name was read a character wrong on small print ("27/1eb/2026" for
 * "27/feb/2026", "15/Dac/2026"): the one month it is a character from. Among several ("mae": mar or
 * may), `pageMonths` (the months the page's other dates print) picks the one it prints.
 */
export function repairMonthName(text: string, pageMonths: readonly string[] = []): string | null {
  const m = MONTH_NAME_DATE.exec(text);
  if (!m) return null;
  let near = monthsNear(m[3]);
  if (near.length > 1) near = near.filter((month) => pageMonths.includes(month));
  if (near.length !== 1 || Number(m[1]) < 1 || Number(m[1]) > 31) return null;
  return `${m[1]}${m[2]}${inCaseOf(m[3], near[0])}${m[2]}${m[4]}`;
}

/** repairMonthName over a page's words, the months its whole dates print deciding between two. */
export function repairMonthNames<W extends { text: string }>(words: readonly W[]): W[] {
  const pageMonths = words.filter((w) => isMonthNameDate(w.text)).map((w) => MONTH_NAME_DATE.exec(w.text)![3].toLowerCase());
  return words.map((w) => {
    const text = repairMonthName(w.text, pageMonths);
    return text ? { ...w, text } : w;
  });
}

/** A whole date as one word: numeric ("05/22/2026") or with its month's name ("30-Apr-2026"), its year last. */
const DATE_WITH_YEAR = /^(\d{1,2}[/.-](?:\d{1,2}|[\p{L}\d]{3})[/.-])((?:19|20)\d{2})$/u;
const isDateWithYear = (text: string) => {
  const m = DATE_WITH_YEAR.exec(text);
  return m !== null && (isMonthNameDate(text) || /^\d{1,2}[/.-]\d{1,2}[/.-]$/.test(m[1]));
};

/**
 * A date whose year reads two or more years past the year the page's other dates print, and a
 * digit from it ("30-Apr-2028" beside "01-Apr-2026" and "30-Apr-2026": a 6 read as an 8): that
 * year. Only when at least two dates print it and, counting each date by how surely it was read,
 * more than print any other (measured: a recibo's "01/mar/2024" and "13/mar/2024" read at 0.3
 * beside "15/mar/2026" at 0.6); a year before it (a start date, a hire date) is left as read.
 */
export function repairDateYears<W extends { text: string; confidence?: number }>(words: readonly W[]): W[] {
  // Each year's dates, and how surely they were read: a digit misread is read unsurely.
  const years = new Map<string, { dates: number; sureness: number }>();
  for (const w of words) {
    if (!isDateWithYear(w.text)) continue;
    const y = years.get(w.text.slice(-4)) ?? { dates: 0, sureness: 0 };
    years.set(w.text.slice(-4), { dates: y.dates + 1, sureness: y.sureness + (w.confidence ?? 1) });
  }
  const ranked = [...years].sort((a, b) => b[1].sureness - a[1].sureness);
  if (ranked.length < 2 || ranked[0][1].dates < 2 || ranked[0][1].sureness === ranked[1][1].sureness) return [...words];
  const year = Number(ranked[0][0]);
  return words.map((w) => {
    if (!isDateWithYear(w.text)) return w;
    const read = Number(w.text.slice(-4));
    return read - year >= 2 && oneDigitApart(read, year) ? { ...w, text: `${w.text.slice(0, -4)}${year}` } : w;
  });
}

/** A date written year first, its year as read (any 1–5 letters and digits), then month and day ("2126.01.01", "A26.01.31"). */
const YEAR_FIRST_READ = /^([\p{L}\d]{1,5}?)([./-])(\d{2})\2(\d{2})$/u;
/** A whole year-first date ("2026.01.31"). */
const YEAR_FIRST_WHOLE = /^(?:19|20)\d{2}([./-])\d{2}\1\d{2}$/;

/**
 * Year-first dates ("2026.01.30", Sri Lanka, Japan, Hungary) whose year a picture misread: the
 * tight "20" of a bold "2026" read as one letter ("A26.01.31", "2AR6G.03.31"), lost ("26.01.30"), or
 * a digit off ("2126.01.01"). The page's year (the year its whole dates and its own four-digit years
 * print most, "SALARY SLIP JANUARY 2026") is put back where what is left of the year points to it: its
 * last two digits, all that is left of it but letters, or its four digits one digit off and at least
 * two years from it. Only on a page that writes its dates year first: a whole one, or two read so.
 */
export function repairYearFirstDates<W extends { text: string }>(words: readonly W[]): W[] {
  const valid = (m: RegExpExecArray) => Number(m[3]) >= 1 && Number(m[3]) <= 12 && Number(m[4]) >= 1 && Number(m[4]) <= 31;
  const read = words.map((w) => {
    const m = YEAR_FIRST_READ.exec(w.text);
    return m && valid(m) && /^\d|\d$|\d\p{L}?$/u.test(m[1]) ? m : null;
  });
  if (!words.some((w) => YEAR_FIRST_WHOLE.test(w.text)) && read.filter((m) => m && m[1].length >= 3).length < 2) return [...words];
  const counts = new Map<number, number>();
  for (const w of words) {
    const y = /^(?:(?:19|20)\d{2}[./-]\d{2}[./-]\d{2}|\d{1,2}[./-][\p{L}\d]{2,3}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[.,]?)$/u.test(w.text) ? /(?:19|20)\d{2}/.exec(w.text) : null;
    if (y) counts.set(Number(y[0]), (counts.get(Number(y[0])) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[0][1] === ranked[1][1])) return [...words];
  const year = ranked[0][0];
  const lastTwo = String(year).slice(2);
  return words.map((w, i) => {
    const m = read[i];
    if (!m || YEAR_FIRST_WHOLE.test(w.text)) return w;
    const y = m[1];
    const digits = y.replace(/\p{L}/gu, '');
    const fits = /^\d{4}$/.test(y) ? Math.abs(Number(y) - year) >= 2 && oneDigitApart(Number(y), year) : digits === lastTwo && (y.length > 2 || /^\d{2}$/.test(y));
    // "26.01.30": year first only when its last part is no year of the page (26 Jan 2030 read day first).
    if (!fits || (y === lastTwo && m[4] === lastTwo)) return w;
    return { ...w, text: `${year}${m[2]}${m[3]}${m[2]}${m[4]}` };
  });
}

/** "to" between two dates as small print reads it: "10", "0", "t0", "lo", "io". */
const MISREAD_TO = /^(?:10|0|t0|lo|io|1o|fo)$/i;

/** A period's "to" misread ("01-Apr-2026 10 30-Apr-2026"): "to" again, between two whole dates of its line. */
export function repairRangeTo<W extends { text: string; line: number }>(words: readonly W[]): W[] {
  return words.map((w, i) => {
    const [before, after] = [words[i - 1], words[i + 1]];
    const between = before && after && before.line === w.line && after.line === w.line && isDateWithYear(before.text) && isDateWithYear(after.text);
    return between && MISREAD_TO.test(w.text) ? { ...w, text: 'to' } : w;
  });
}

/** A money figure with its cents, as a figure's own word ("5,737.41", "116,758.40"). */
const MONEY_WORD = /^\(?\d{1,3}(?:,\d{3})*\.\d{2}\)?$/;

/**
 * A Namibian dollar sign whose $ was read as an S ("NS 5,737.41" for "N$ 5,737.41"): "NS" standing
 * alone before a money figure on its line is the currency, no word. Stuck to the figure ("NS5,737.41")
 * it is put right word by word.
 */
export function repairNamibianDollar<W extends { text: string; line: number; x0: number; x1: number; rowHeight: number }>(words: readonly W[]): W[] {
  return words.map((w) => {
    if (w.text !== 'NS') return w;
    // The next word of its line, to its right within a few letters' widths.
    const right = words.filter((o) => o.line === w.line && o.x0 >= w.x1 - 1 && o.x0 - w.x1 < 3 * w.rowHeight).sort((a, b) => a.x0 - b.x0)[0];
    return right && MONEY_WORD.test(right.text) ? { ...w, text: 'N$' } : w;
  });
}

function repairNamibianDollarStuck(text: string): string | null {
  const m = /^NS(\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(text);
  return m ? `N$${m[1]}` : null;
}

/**
 * A Maltese article read without its "l" ("Triq i-Mithna", "i-Imdina" for "il-Mithna", "l-Imdina"):
 * Maltese writes "il-" before a consonant and "l-" before a vowel, never "i-" (its assimilated
 * forms double the consonant: "is-", "it-", "ix-").
 */
export function repairMalteseArticle(text: string): string | null {
  const m = /^([iI])-(\p{L})(\p{L}{2,}[.,]?)$/u.exec(text);
  if (!m) return null;
  return /[aeiouAEIOU]/.test(m[2]) ? `${m[1] === 'I' ? 'L' : 'l'}-${m[2]}${m[3]}` : `${m[1]}${m[1] === 'I' ? 'L' : 'l'}-${m[2]}${m[3]}`;
}

/** The word as it was most likely printed. */
export function repairWord(text: string): string {
  return repairDate(text) ?? repairShortYearDate(text) ?? repairThousands(text) ?? repairLostGroupPoint(text) ?? repairDayComma(text) ?? repairDollarPrefix(text) ?? repairJamaicanDollar(text) ?? repairNairaSign(text) ?? repairNamibianDollarStuck(text) ?? stripTrailingComma(text) ?? stripStrayQuote(text) ?? repairMisreadWord(text) ?? repairMalteseArticle(text) ?? repairSchemeLetters(text) ?? snapToDocumentWord(text) ?? snapToShortDocumentWord(text) ?? text;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return i < 0 || name.length > 9 ? null : i + 1;
};
const YEAR_IN_RANGE = '((?:19|20)\\d{2})';
const DAY_MONTH_YEAR = `(\\d{1,2})\\s+(\\p{L}{3,9})\\.?,?\\s+${YEAR_IN_RANGE}`;
const MONTH_DAY_YEAR = `(\\p{L}{3,9})\\.?\\s+(\\d{1,2}),?\\s+${YEAR_IN_RANGE}`;
const RANGE_WORD = '\\s*(?:to|through|thru|until|-|–|—)\\s*';
const RANGES: Array<{ re: RegExp; day: number; month: number }> = [
  { re: new RegExp(`${DAY_MONTH_YEAR}${RANGE_WORD}${DAY_MONTH_YEAR}`, 'iu'), day: 1, month: 2 },
  { re: new RegExp(`${MONTH_DAY_YEAR}${RANGE_WORD}${MONTH_DAY_YEAR}`, 'iu'), day: 2, month: 1 },
];

/**
 * A period whose first date's year reads later than its last's ("12 December 2028 to 11 January
 * 2026"): the first year misread by one digit (a "5" read "8"), put back to the year that puts the
 * first date before the last, when that year is one digit from what was read. Likewise a last year
 * two or more past the first ("19 December 2025 to 18 January 2028"): the last put back to the
 * year that makes the period under a year.
 */
export function repairRangeYear(text: string): string | null {
  for (const { re, day, month } of RANGES) {
    const m = re.exec(text);
    if (!m) continue;
    const [m1, d1, y1] = [monthOf(m[month]), Number(m[day]), m[3]];
    const [m2, d2, y2] = [monthOf(m[month + 3]), Number(m[day + 3]), Number(m[6])];
    if (m1 === null || m2 === null) return null;
    if (Number(y1) > y2) {
      const want = String(m1 * 100 + d1 > m2 * 100 + d2 ? y2 - 1 : y2);
      if (!oneDigitApart(Number(y1), Number(want))) return null;
      const at = m.index + m[0].indexOf(y1, m[0].indexOf(m[2]) + m[2].length);
      return text.slice(0, at) + want + text.slice(at + 4);
    }
    // A last year two or more past the first: a period runs a year at most, so the last was misread.
    if (y2 - Number(y1) < 2) return null;
    const want = String(m1 * 100 + d1 > m2 * 100 + d2 ? Number(y1) + 1 : Number(y1));
    if (!oneDigitApart(y2, Number(want))) return null;
    const at = m.index + m[0].lastIndexOf(String(y2));
    return text.slice(0, at) + want + text.slice(at + 4);
  }
  return null;
}


/** A tier's numeral as pictures read it: "1)", "l)", "ll)", "Il)", "it)", "if)" for "I)" and "II)", "B)" for "II)". */
const TIER_NUMERAL = /^([1Il|!i][1Il|!itf]?|[B8])(\)?[.,]?)$/;
/** The word before it: "(Tier", "Tier". */
const TIER_WORD = /^\(?tier$/i;

/** Whether a word is a tier's numeral (after "Tier", in the shapes TIER_NUMERAL reads), however unsure: kept as print. */
export function tierNumerals<W extends { text: string }>(words: readonly W[]): Set<W> {
  return new Set(words.filter((w, i) => i > 0 && TIER_WORD.test(words[i - 1].text) && TIER_NUMERAL.test(w.text)));
}

/**
 * Roman tiers ("NSSF (Tier I)", "NSSF (Tier II)") misread on a picture as digits and look-alike
 * letters ("(Tier 1)", "(Tier ll)", "(Tier if)"): when any tier on the page reads with a letter, the
 * page numbers its tiers in roman, and each is put back as that many "I"s. Tiers read only as
 * digits ("Tier 1", "Tier 2") are left as they are. A numeral read as one character ("1)", "I)") but
 * at least 1.4 times as wide as the page's narrowest one holds two strokes ("(Tier 1)" over
 * "(Tier I)" for Tier I and Tier II), when the words carry their boxes.
 */
export function repairTierNumerals<W extends { text: string; x0?: number; x1?: number }>(words: readonly W[]): W[] {
  const tiers = words.map((w, i) => (i > 0 && TIER_WORD.test(words[i - 1].text) ? TIER_NUMERAL.exec(w.text) : null));
  if (!tiers.some((m) => m && /\D/.test(m[1]))) return [...words];
  const width = (w: W) => (w.x0 !== undefined && w.x1 !== undefined ? w.x1 - w.x0 : null);
  const widths = words.filter((w, i) => tiers[i] && width(w) !== null).map((w) => width(w)!);
  const narrowest = widths.length >= 2 ? Math.min(...widths) : null;
  return words.map((w, i) => {
    const m = tiers[i];
    if (!m) return w;
    // "B)": the two strokes of "II)" run together by a blur ("NSSF (Tier B)").
    let strokes = /^[B8]$/.test(m[1]) ? 2 : m[1].length;
    if (strokes === 1 && narrowest !== null && width(w)! >= 1.4 * narrowest) strokes = 2;
    return { ...w, text: 'I'.repeat(strokes) + m[2] };
  });
}

/**
 * Words of Latvian and Croatian pay documents, as printed, with the letters the English recogniser
 * reads without their accents or as look-alikes ("ņēmēja" read "néméja", "Kopā" "Kop3",
 * "aprēķināts" "aprékinits", "Izmaksātais" "lzmaksitais", "članarina" "Clanarna"): labels, and the
 * words deductions are named with. A page's deductions are only found under their printed names.
 */
const ACCENTED_WORDS: Record<string, readonly string[]> = {
  latvian: [
    'aprēķināts', 'aprēķina', 'ieturēts', 'ieturējums', 'ieturējumi', 'izmaksājamā', 'izmaksātais', 'izmaksas', 'izmaksai', 'ņēmēja',
    'devēja', 'daļa', 'iedzīvotāju', 'ienākuma', 'nodoklis', 'arodbiedrības', 'biedra', 'nauda', 'avanss', 'privātais', 'pensiju',
    'fonds', 'ēdināšanas', 'aizdevuma', 'atmaksa', 'kopā', 'mēnesī', 'mēnešalga', 'virsstundas', 'piemaksa', 'prēmija',
    'atvaļinājuma', 'apgādājamie', 'apgādājamiem', 'darbinieks', 'darbinieka', 'datums', 'sākuma', 'summa', 'neapliekamais',
    'atvieglojums',
  ],
  croatian: [
    'obračun', 'obračuna', 'plaće', 'plaća', 'doprinos', 'doprinosa', 'doprinose', 'mirovinsko', 'osiguranje', 'zdravstveno',
    'dohodak', 'osobni', 'odbitak', 'koeficijent', 'porezna', 'osnovica', 'porez', 'sindikalna', 'članarina', 'obustava',
    'obustave', 'stambena', 'štednja', 'ukupno', 'davanja', 'isplatu', 'isplate', 'razdoblje', 'početka', 'godine', 'redovan',
    'prekovremeni', 'nedjeljom', 'noćni', 'naknada', 'godišnji', 'administrativna', 'zabrana', 'poslodavca', 'poslodavcu',
    'radniku', 'sjedište', 'uzdržavana', 'prezime', 'mjesecu', 'mjesečno', 'umanjen', 'isplata',
  ],
};

/** A word's letters without their accents, lower case ("Ē" → "e"); a cent sign is a "č" or "ć" read so. */
const bareLetters = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/¢/g, 'c');
interface VocabularyWord {
  word: string;
  bare: string;
  /** Where the word prints an accented letter (or one the English alphabet lacks). */
  accented: boolean[];
}
const FOLDED_WORDS: Record<string, VocabularyWord[]> = Object.fromEntries(
  Object.entries(ACCENTED_WORDS).map(([language, list]) => [language, list.map((w) => ({ word: w, bare: bareLetters(w), accented: [...w].map((c) => !/[a-z]/.test(c)) }))]),
);
/** Words shorter than this are taken only with their accented letters misread, nothing else ("Kop3", "Kopd" for "Kopā"). */
const SHORT_WORD = 6;
/** A page is in the language once this many of its words are read as words of it, accents aside. */
const LANGUAGE_WORDS = 3;
/** A word read between an opening bracket and closing punctuation: the letters (a digit for a look-alike letter, "Kop3"). */
const READ_WORD = /^(\(?)([\p{L}¢][\p{L}\d¢]*)([.,:;)]*)$/u;

/** The vocabulary's word a reading stands for, or null: the one closest, letters apart no more than its length allows (two from one of eight letters or more, one from a shorter one). */
function accentedWord(read: string, vocabulary: readonly VocabularyWord[]): string | null {
  const bare = bareLetters(read);
  if (bare.length < 4) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  let ties = 0;
  for (const { word, bare: candidate, accented } of vocabulary) {
    let d: number;
    if (candidate.length < SHORT_WORD) {
      const apart = [...candidate].map((c, i) => c !== bare[i]);
      d = bare.length === candidate.length && apart.every((differs, i) => !differs || accented[i]) ? apart.filter(Boolean).length : Infinity;
    } else d = editDistance(bare, candidate, candidate.length >= 8 ? 2 : 1);
    const cap = candidate.length >= 8 ? 2 : 1;
    if (d > cap) continue;
    if (d < bestDistance) [best, bestDistance, ties] = [word, d, 1];
    else if (d === bestDistance) ties++;
  }
  return best !== null && ties === 1 ? best : null;
}

/** `word` in the case `read` was read in (all capitals, a capital first, or none). */
function inCaseRead(read: string, word: string): string {
  const letters = read.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return word.toUpperCase();
  return /^\p{Lu}/u.test(read) ? word[0].toUpperCase() + word.slice(1) : word;
}

/**
 * Latvian and Croatian words read by the English recogniser without their accents, or a letter or
 * two wrong (ACCENTED_WORDS): put back as printed, on a page where at least LANGUAGE_WORDS of the
 * language's words read with no letter wrong (accents aside), so that no word of a page in another
 * language is touched. `restored` holds the words put back or confirmed: words of the page however
 * unsure the recogniser was ("tzmaksas" at 0 for "Izmaksas").
 */
export function restoreAccents<W extends { text: string }>(words: readonly W[]): { words: W[]; restored: Set<W> } {
  const restored = new Set<W>();
  const languages = Object.values(FOLDED_WORDS).filter((vocabulary) => {
    const sure = new Set<string>();
    for (const w of words) {
      const m = READ_WORD.exec(w.text);
      const bare = m ? bareLetters(m[2]) : null;
      if (bare && vocabulary.some((v) => v.bare === bare)) sure.add(bare);
    }
    return sure.size >= LANGUAGE_WORDS;
  });
  if (languages.length === 0) return { words: [...words], restored };
  const out = words.map((w, i) => {
    // Croatian "za" (for) with its z read as a 2 or a 7 ("Doprinos 2a mirovinsko"), between words.
    if (languages.includes(FOLDED_WORDS.croatian) && /^[27][aA]$/.test(w.text) && [words[i - 1], words[i + 1]].every((n) => n && /^\p{L}{2,}/u.test(n.text))) {
      const put = { ...w, text: w.text[1] === 'A' ? 'ZA' : 'za' };
      restored.add(put);
      return put;
    }
    // A Croatian surname's closing "ić" with its ć read as a cent sign or an "é", letters Croatian
    // does not write ("Babi¢", "Marié" for Babić, Marić).
    const surname = languages.includes(FOLDED_WORDS.croatian) ? /^(\p{Lu}\p{Ll}+i)[¢é]([.,:;)]*)$/u.exec(w.text) : null;
    if (surname) return { ...w, text: `${surname[1]}ć${surname[2]}` };
    const m = READ_WORD.exec(w.text);
    if (!m) return w;
    for (const vocabulary of languages) {
      const word = accentedWord(m[2], vocabulary);
      if (!word) continue;
      const text = `${m[1]}${inCaseRead(m[2], word)}${m[3]}`;
      const put = text === w.text ? w : { ...w, text };
      restored.add(put);
      return put;
    }
    return w;
  });
  return { words: out, restored };
}

/** A rate with decimals ("10,5%", "(16.5%)"). */
export const DECIMAL_RATE = /^(\(?\d{1,2})[.,](\d{1,2}%\)?[.,]?)$/;

/**
 * Rates with decimals read with a point on a page whose figures print a decimal comma ("VSAOI darba
 * ņēmēja daļa 10.5%" beside "174,82"): the comma, as the page prints it, since a deduction is named by
 * its rate as printed. Only where most of the page's figures with cents read with a comma.
 */
export function repairRateMarks<W extends { text: string }>(words: readonly W[]): W[] {
  const comma = words.filter((w) => /\d,\d{2}\)?$/.test(w.text) && !w.text.includes('.')).length;
  const point = words.filter((w) => /\d\.\d{2}\)?$/.test(w.text)).length;
  if (comma <= point) return [...words];
  return words.map((w) => {
    const m = DECIMAL_RATE.exec(w.text);
    return m && w.text.includes('.') ? { ...w, text: `${m[1]},${m[2]}` } : w;
  });
}

/** A pension pillar's numeral as pictures read it ("|.", "l.", "1.", "il.", "Il.", "11" for "I." and "II."). */
const PILLAR_NUMERAL = /^([|1Il!i][|1Il!i]?)\.?$/;

/**
 * Croatian pension pillars ("Doprinos za mirovinsko osiguranje I. stup", "II. stup") whose roman
 * numeral a picture read as a bar, digits or look-alike letters, or without its point: put back
 * as that many "I"s and the point, before the word "stup" (pillar). The words it repairs are
 * returned too: a bar and a point are no letters, but print.
 */
export function repairPillarNumerals<W extends { text: string }>(words: readonly W[]): { words: W[]; repaired: Set<W> } {
  const repaired = new Set<W>();
  const out = words.map((w, i) => {
    const m = PILLAR_NUMERAL.exec(w.text);
    if (!m || !words[i + 1] || !/^stup$/i.test(words[i + 1].text)) return w;
    const put = { ...w, text: `${'I'.repeat(m[1].length)}.` };
    repaired.add(put);
    return put;
  });
  return { words: out, repaired };
}

/**
 * A long document word the recogniser broke in two with letters lost between ("DE" "JCTIONS" for a
 * heading's "DEDUCTIONS"): two words of letters of one line, two row heights apart at most, neither a
 * document word itself, that together are one (snapToDocumentWord): one word again.
 */
export function joinBrokenWords<W extends { text: string; line: number; x0: number; x1: number; y0: number; y1: number; rowHeight: number }>(words: readonly W[]): W[] {
  const out: W[] = [];
  const isDocumentWord = (text: string) => DOCUMENT_WORD_SET.has(text.toLowerCase());
  // The letters lost between the pieces leave a gap of two or three letters (a second reading of a
  // line gives its words a row height of their own, under their letters' height: the boxes' height counts too).
  const height = (w: W) => Math.max(w.rowHeight, w.y1 - w.y0);
  for (let i = 0; i < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    const close = b && a.line === b.line && b.x0 - a.x1 >= -2 && b.x0 - a.x1 < 2 * Math.max(height(a), height(b));
    if (close && /^\p{L}+$/u.test(a.text) && /^\p{L}+[.,:]?$/u.test(b.text) && !isDocumentWord(a.text) && !isDocumentWord(b.text.replace(/[.,:]$/, ''))) {
      const joined = `${a.text}${b.text}`;
      const word = isDocumentWord(joined.replace(/[.,:]$/, '')) ? joined : snapToDocumentWord(joined);
      if (word) {
        out.push({ ...a, text: word, x1: b.x1 });
        i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}
