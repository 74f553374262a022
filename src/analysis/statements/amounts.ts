// Money figures as bank exports write them, turned into signed integer cents.
//
//   parseMoneyToCents('$1,234.56')  ->  123456      parseMoneyToCents('(12.00)')   -> -1200
//   parseMoneyToCents('-12.00')     ->   -1200      parseMoneyToCents('12.00 CR')  ->  1200
//   parseMoneyToCents('12.00-')     ->   -1200      parseMoneyToCents('12.00 DR')  -> -1200
//   parseMoneyToCents('1.234,56')   ->  123456      parseMoneyToCents('12,50')     ->  1250
//   parseMoneyToCents('1,234')      ->  123400      parseMoneyToCents('1,234', { decimal: ',' }) -> 123
//
// A figure carries at most one sign marker (leading or trailing sign, parentheses, CR/DR). Currency
// symbols ($ £ € ¥, US$ C$ A$ NZ$) and three-letter codes (USD, EUR, ...) at either end are ignored.
// Thousands may be grouped with `,` `.` space or `'`, in groups of three.

export type DecimalMark = '.' | ',';

export interface MoneyOptions {
  /**
   * The decimal mark the document uses. Without it the mark is read from the figure: with both `.`
   * and `,` the last one is the decimal mark; a lone mark followed by other than three digits is
   * the decimal mark; the ambiguous `1,234` reads as thousands and `1.234` as a decimal.
   */
  decimal?: DecimalMark;
}

const CURRENCY_PREFIX = /^(?:US\$|C\$|A\$|NZ\$|[$£€¥]|[A-Z]{3}(?=[\s\d.,(+-]))\s*/;
const CURRENCY_SUFFIX = /\s*(?:[$£€¥]|(?<=[\d\s)])[A-Z]{3})$/;

/** Signed cents for a money figure, or null when the text is not one. */
export function parseMoneyToCents(text: string, options: MoneyOptions = {}): number | null {
  let s = text
    .replace(/[\u2212\u2013\u2012\u2010]/g, '-')
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .trim();
  if (s === '' || s.length > 40) return null;

  let sign = 1;
  let markers = 0;
  const cut = (re: RegExp): RegExpExecArray | null => {
    const m = re.exec(s);
    if (m) s = (s.slice(0, m.index) + s.slice(m.index + m[0].length)).trim();
    return m;
  };

  const crdr = cut(/\s*(?<![A-Za-z])(CR|DR)\.?$/i);
  if (crdr) {
    markers++;
    if (crdr[1].toUpperCase() === 'DR') sign = -1;
  }
  for (let pass = 0; pass < 3; pass++) {
    cut(CURRENCY_PREFIX);
    cut(CURRENCY_SUFFIX);
    const parens = /^\((.*)\)$/.exec(s);
    if (parens) {
      markers++;
      sign = -1;
      s = parens[1].trim();
    }
    const lead = cut(/^[-+]\s*/);
    if (lead) {
      markers++;
      if (lead[0].trim() === '-') sign = -1;
    }
    const trail = cut(/\s*[-+]$/);
    if (trail) {
      markers++;
      if (trail[0].trim() === '-') sign = -1;
    }
  }
  if (markers > 1) return null;

  const cents = unsignedCents(s, options.decimal);
  if (cents === null) return null;
  return cents === 0 ? 0 : sign * cents;
}

/** Cents of a bare figure (digits and separators only). */
function unsignedCents(body: string, decimal: DecimalMark | undefined): number | null {
  if (!/^[\d.,' ]+$/.test(body) || !/\d/.test(body)) return null;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let mark: DecimalMark | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    mark = lastDot > lastComma ? '.' : ',';
    if (decimal !== undefined && decimal !== mark) return null;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const only: DecimalMark = lastDot >= 0 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const count = body.split(only).length - 1;
    const after = body.length - at - 1;
    if (decimal !== undefined) mark = decimal === only ? (count === 1 ? only : null) : null;
    else if (count > 1) mark = null;
    else if (after !== 3 || /^0+$/.test(body.slice(0, at))) mark = only;
    else mark = only === '.' ? '.' : null;
  }

  let whole = body;
  let fraction = '';
  if (mark !== null) {
    const at = body.lastIndexOf(mark);
    whole = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (!/^\d+$/.test(fraction)) return null;
  }
  whole = whole.trim();
  if (whole === '') whole = '0';
  else if (!/^\d+$/.test(whole)) {
    // Grouped thousands: one separator kind, groups of three after the first.
    const seps = new Set(whole.replace(/\d/g, ''));
    if (seps.size !== 1 || seps.has(mark ?? '')) return null;
    const groups = whole.split([...seps][0]);
    if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null;
    whole = groups.join('');
  }
  if (whole.length > 13) return null;
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return cents;
}

/**
 * The decimal mark a set of figures uses: `,` when more figures end in a comma and one or two
 * digits (`1.234,56`, `12,5`) than in a point and one or two digits; `.` otherwise.
 */
export function detectDecimalMark(texts: Iterable<string>): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const t of texts) {
    const s = t.replace(/\s*(CR|DR)\.?$/i, '').replace(/[^\d.,]+$/, '');
    if (/\d,\d{1,2}$/.test(s)) comma++;
    else if (/\d\.\d{1,2}$/.test(s)) dot++;
    else if (/^\d{1,3}(\.\d{3})+$/.test(s)) comma += 0.5;
  }
  return comma > dot ? ',' : '.';
}

/** `1234.5` style text for cents, for messages. */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
