// Money as statements print it: `1,234.56`, `$1,234.56`, `B$1,234.56`, `£1,234.56`, `€12.00`, `-$12.00`, `$-12.00`, `(12.00)`, `12.00-`,
// `12.00 CR`, `12.00DR`, `88.32 OD` (overdrawn), `- $12.00`, `+ $100.00`, and in a statement the Indian lakh grouping
// `1,30,869.90` and the Swiss apostrophe grouping `10'496.07`. Only figures with cents count as money, so check numbers,
// reference numbers and years are never read as amounts.

export type SignMarker = 'minus' | 'plus' | 'parens' | 'trailing-minus' | 'CR' | 'DR';

export interface Money {
  /** Absolute value in cents. */
  cents: number;
  /** The sign the figure carries by itself: -1, +1, or 0 when it prints none. */
  sign: -1 | 0 | 1;
  marker: SignMarker | null;
}

/**
 * A dollar the letters before it name ("US$", "B$" of the Bahamas, "NZ$", "HK$", "EC$"): the countries'
 * own marks, so letters that name no dollar ("X$12.00") are no money.
 */
const DOLLAR_LETTERS = 'US|AU|A|BS|BZ|BD|B|CA|C|EC|FJ|GY|G|HK|JA|J|L|MX|NZ|N|R|SG|SI|S|TT|T|WS|Z';
const NAMED_DOLLAR = String.raw`(?:${DOLLAR_LETTERS})\$`;
const FIGURE_HEAD = String.raw`^([-+\u2212\u2013]?)(\(?)([-+\u2212\u2013]?)(\$|${NAMED_DOLLAR}|USD|£|€)?([-+\u2212\u2013]?)(`;
const FIGURE_TAIL = String.raw`)\.(\d{2})(\)?)(-|CR|DR|Cr|Dr|cr|dr|OD)?$`;
const COMMAS = String.raw`\d{1,3}(?:,\d{3})+`;
/** The Indian lakh grouping: twos above the thousands (`1,30,869.90`, `12,34,567.00`). */
const LAKH_GROUPS = String.raw`\d{1,2}(?:,\d{2})+,\d{3}`;
/** The Swiss grouping: an apostrophe (straight or typographic) between thousands (`10'496.07`). */
const APOSTROPHES = String.raw`\d{1,3}(?:['\u2019]\d{3})+`;
const figure = (...groups: string[]) => new RegExp(FIGURE_HEAD + [...groups, String.raw`\d+`].join('|') + FIGURE_TAIL);
const MONEY = figure(COMMAS);
const MONEY_OR_LAKHS = figure(COMMAS, LAKH_GROUPS);
const MONEY_OR_APOSTROPHES = figure(COMMAS, APOSTROPHES);
const MONEY_ANY_GROUPING = figure(COMMAS, LAKH_GROUPS, APOSTROPHES);

export interface MoneyOptions {
  /** Read the Indian lakh grouping too (`1,23,456.00`), as no other grouping writes a figure so. */
  lakhs?: boolean;
  /** Read an apostrophe between thousands too (`12'844.10`), as Swiss statements print figures. */
  apostrophes?: boolean;
}
/** Every grouping a statement may print its figures in. */
const STATEMENT: MoneyOptions = { lakhs: true, apostrophes: true };

// Named, not inline: run for every figure of every line (see rows.ts).
function nonEmpty(s: string): boolean {
  return s !== '';
}

export function parseMoney(text: string, options: MoneyOptions = {}): Money | null {
  if (text.length > 24) return null;
  const re = options.lakhs ? (options.apostrophes ? MONEY_ANY_GROUPING : MONEY_OR_LAKHS) : options.apostrophes ? MONEY_OR_APOSTROPHES : MONEY;
  const m = re.exec(text);
  if (!m) return null;
  const [, lead1, open, lead2, , lead3, whole, dec, close, trail] = m;
  if (open !== close.replace(')', '(')) return null;
  const leads = [lead1, lead2, lead3].filter(nonEmpty);
  if (leads.length > 1) return null;
  const cents = Number(whole.replace(/[,'\u2019]/g, '')) * 100 + Number(dec);
  let sign: -1 | 0 | 1 = 0;
  let marker: SignMarker | null = null;
  const markers = (leads.length ? 1 : 0) + (open ? 1 : 0) + (trail ? 1 : 0);
  if (markers > 1) return null;
  if (leads.length) {
    sign = leads[0] === '+' ? 1 : -1;
    marker = sign === 1 ? 'plus' : 'minus';
  } else if (open) {
    sign = -1;
    marker = 'parens';
  } else if (trail) {
    const t = trail.toUpperCase();
    sign = t === 'CR' ? 1 : -1;
    // "OD": an overdrawn balance, a debit balance by another name.
    marker = t === '-' ? 'trailing-minus' : t === 'OD' ? 'DR' : (t as 'CR' | 'DR');
  }
  return { cents, sign, marker };
}

const PREFIX = new RegExp(String.raw`^([-+\u2212\u2013]|[$£€]|[-+\u2212\u2013][$£€]|\(|\([$£€]|${NAMED_DOLLAR}|USD)$`);
const SUFFIX = /^(CR|DR|Cr|Dr|cr|dr|OD|-|\))$/;

export interface MoneySpan extends Money {
  /** First and one-past-last token index. */
  from: number;
  to: number;
}

/**
 * Every money figure in a line of tokens, joining a sign, `$`, or `CR`/`DR` printed as its own
 * token to the figure beside it. Figures in lakh grouping count (a statement of an Indian bank
 * prints every figure so), and with an apostrophe between thousands (a Swiss bank's).
 */
/** A token of a decimal-comma document as if it used a decimal point (1.234,56 as 1,234.56). */
function withSeparatorsSwapped(t: string): string {
  return pointDecimalAmong(t) ? t : t.replace(/[.,]/g, swapSeparator);
}

function swapSeparator(c: string): string {
  return c === '.' ? ',' : '.';
}

/**
 * Among figures with a decimal point, read from a picture, one that can only be read with a decimal
 * comma (`260,92`, `1.450,00`: a comma before two digits at the end is never a thousands mark), as a
 * picture's reading of a decimal-comma document may give a few of them; a day and month stays a date.
 */
function withCommaDecimalRead(t: string): string {
  const m = COMMA_LAST.exec(t);
  if (!m) return t;
  if (!m[1].includes('.') && Number(m[1]) >= 1 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12) return t;
  return t.replace(/[.,]/g, swapSeparator);
}

/**
 * `decimalComma`: the document prints 1.234,56. `picture`: read from a picture, whose reading may give
 * a figure with the other decimal mark than the document's.
 */
export function findMoney(printed: readonly string[], options: { decimalComma?: boolean; picture?: boolean } = {}): MoneySpan[] {
  // With a decimal comma (1.234,56) the separators swap roles; read the figures as if they did not.
  const tokens = options.decimalComma ? printed.map(withSeparatorsSwapped) : options.picture ? printed.map(withCommaDecimalRead) : printed;
  const out: MoneySpan[] = [];
  let taken = 0; // tokens before this index belong to a figure already read
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!HAS_CENTS.test(t)) continue;
    let from = i;
    let to = i + 1;
    let text = t;
    let money = parseMoney(t, STATEMENT);
    const prev = i > taken ? tokens[i - 1] : undefined;
    if (prev !== undefined && PREFIX.test(prev)) {
      const joined = parseMoney(prev + t, STATEMENT);
      if (joined) {
        money = joined;
        text = prev + t;
        from = i - 1;
        const prev2 = i - 1 > taken ? tokens[i - 2] : undefined;
        if (prev2 !== undefined && PREFIX.test(prev2)) {
          const joined2 = parseMoney(prev2 + text, STATEMENT);
          if (joined2) {
            money = joined2;
            text = prev2 + text;
            from = i - 2;
          }
        }
      }
    }
    if (!money) continue;
    const next = tokens[i + 1];
    if (next !== undefined && SUFFIX.test(next) && !(PREFIX.test(next) && HAS_CENTS.test(tokens[i + 2] ?? ''))) {
      const joined = parseMoney(text + next, STATEMENT);
      if (joined) {
        money = joined;
        to = i + 2;
      }
    }
    out.push({ cents: money.cents, sign: money.sign, marker: money.marker, from, to });
    taken = to;
    i = to - 1;
  }
  return out;
}

const HAS_CENTS = /\d\.\d\d/;

const POINT_LAST = /^[-+(]?[$£€]?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?:\)|-|CR|DR|Cr|Dr|cr|dr)?$/;

/**
 * Among figures with a decimal comma, one that can only be read with a decimal point (`3,090.89`,
 * `89.54`: a dot before two digits is never a thousands mark), as a picture's reading gives them; a
 * day and month (`05.01`) stays a date.
 */
function pointDecimalAmong(t: string): boolean {
  const m = POINT_LAST.exec(t);
  if (!m) return false;
  if (m[1].includes(',')) return true;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return !(a >= 1 && a <= 31 && b >= 1 && b <= 12);
}

const COMMA_LAST = /^[-+(]?[$£€]?(\d{1,3}(?:\.\d{3})+|\d+),(\d{2})(?:\)|-|CR|DR|Cr|Dr|cr|dr)?$/;
const COMMA_DECIMAL = /^[-+(]?[$£€]?\d{1,3}(?:\.\d{3})*,\d{2}\)?-?$/;
const POINT_DECIMAL = /^[-+(]?[$£€]?(?:\d{1,3}(?:,\d{3})*|\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:['\u2019]\d{3})+)\.\d{2}\)?-?$/;

/** Whether a document's figures use a decimal comma (1.234,56): more of them read that way than the other. */
export function usesDecimalComma(tokens: Iterable<string>): boolean {
  let comma = 0;
  let point = 0;
  for (const t of tokens) {
    if (COMMA_DECIMAL.test(t)) comma++;
    else if (POINT_DECIMAL.test(t)) point++;
  }
  return comma > point;
}

/** A figure with two decimals, either mark, grouped or not (`1.234,56`, `1,234.56`, `12.00-`). */
const TWO_DECIMALS = /^[-+(]?[$£€]?\d{1,3}(?:[,. '\u2019\u00a0]?\d{3})*[.,]\d{2}\)?-?$/;
/** A day and its month (`02.02`, `15.03.`): a value date, not a figure. */
const DAY_MONTH = /^(\d{1,2})\.(\d{2})\.?$/;
/** A whole figure grouped in thousands by points, commas, spaces or apostrophes (`-19.210`, `1.234.567`, `(582,980)`). */
const GROUPED_WHOLE = /^([-+\u2212(]?)(\d{1,3}(?:([.,'\u2019\u00a0])\d{3})(?:\3\d{3})*)(\)?-?)$/;
/** How many grouped whole figures a document must print, and none with decimals, to print whole units. */
const MIN_WHOLE_FIGURES = 5;

/**
 * Whether a document prints its money in whole units (Icelandic krónur, yen, won: `-19.210`,
 * `582.980`): several figures grouped in thousands and not one figure with two decimals. A day and its
 * month (`02.02`) is no figure.
 */
export function printsWholeUnits(tokens: Iterable<string>): boolean {
  let grouped = 0;
  for (const t of tokens) {
    if (TWO_DECIMALS.test(t)) {
      const dm = DAY_MONTH.exec(t);
      if (!dm || Number(dm[1]) < 1 || Number(dm[1]) > 31 || Number(dm[2]) < 1 || Number(dm[2]) > 12) return false;
    } else if (GROUPED_WHOLE.test(t)) grouped++;
  }
  return grouped >= MIN_WHOLE_FIGURES;
}

/** In a document of whole units, a grouped whole figure written as money with its zero cents (`-19.210` → `-19210.00`); other text as it was. */
export function wholeUnitsWithCents(t: string): string {
  const m = GROUPED_WHOLE.exec(t);
  return m ? `${m[1]}${m[2].replace(/[.,'\u2019\u00a0]/g, '')}.00${m[4]}` : t;
}

/** Whether a word is a grouped whole figure (`-19.210`): in a document of whole units, the only money findMoney is given. */
export function isGroupedWholeFigure(t: string): boolean {
  return GROUPED_WHOLE.test(t);
}
