// The words paystubs use: labels of the fields, section titles, column headers, in the wording of the
// common payroll providers (ADP, Paychex, Gusto, QuickBooks, Paylocity, Workday, UKG, Rippling) and of
// hand-made and spreadsheet stubs. Text is compared in its compact form (compact()): lower case with
// no spaces at all, so letter-spaced headings ("P A Y  D A T E") and words drawn glyph by glyph match
// as well as ordinary text.

import { foldLetters } from '../../month-names.ts';
import type { PayFrequency } from '../paystub.types.ts';
import { foldAccents as fold, foldChar } from '../../text/accents.ts';
import {
  MORE_CURRENT_COLUMNS,
  MORE_DEDUCTION_TITLES,
  MORE_EARNINGS_TITLES,
  MORE_EMPLOYER_TITLES,
  MORE_HOURS_COLUMNS,
  MORE_LABELS,
  MORE_RATE_COLUMNS,
  MORE_YTD_COLUMNS,
} from './labels-in-more-languages.ts';

export const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').replace(/\s*[:*]+$/, '').trim();
/** Lower case, no whitespace, no trailing colon or asterisk. */
export const compact = (s: string) => s.toLowerCase().replace(/\s+/g, '').replace(/[:*.]+$/, '');

/**
 * Each label list is tried longest first; a label matches at a word boundary of a cell's text. French
 * labels (as Quebec stubs print them, alone or before the English) close each list, German ones
 * (Arbeitgeber, Firma, Arbeitnehmer, Mitarbeiter) the parties'; Malay ones (Malaysian payslips print
 * them before the English: "Gaji Bersih / Net Pay") follow the French, then Spanish ones, as Mexican
 * recibos de nómina print them (Percepciones, Deducciones, Neto a pagar).
 */
export const LABELS = {
  payDate: ['pay date', 'check date', 'advice date', 'payment date', 'date of payment', 'deposit date', 'pay day', 'payday', 'date paid', 'paid date', 'pay on', 'issue date', 'paid on', 'date of check', 'check issue date',
    'date de paie', 'date de paiement', 'date du paiement', 'date de versement',
    'tarikh bayaran', 'tarikh pembayaran', 'tarikh gaji', 'tarikh dibayar',
    'fecha de pago', 'fecha pago',
    'datum isplate', 'izmaksas datums'],
  periodStart: [
    'period beginning', 'period begin date', 'period begin', 'period start date', 'period start', 'period starting', 'pay period start date', 'pay period start',
    'pay period begin date', 'pay period begin', 'pay period beginning', 'pay period from', 'period beg', 'pay period beg', 'period from', 'start date', 'from date', 'begin date', 'beginning date',
    'période du', 'début de période', 'début de la période',
  ],
  periodEnd: ['period ending', 'period end date', 'period end', 'period ended', 'pay period end date', 'pay period end', 'pay period ending', 'pay period to', 'period to', 'end date', 'ending date', 'to date', 'through date', 'week ending', 'week ended', 'weekending', 'fin de période', 'fin de la période', 'période au'],
  period: ['pay period', 'period dates', 'earnings period', 'pay period dates', 'period covered', 'period', 'période de paie', 'période', 'tempoh gaji', 'tempoh bayaran',
    'periodo', 'período', 'periodo de pago', 'período de pago',
    'razdoblje obračuna', 'razdoblje', 'obračunsko razdoblje', 'periods', 'aprēķina periods'],
  frequency: ['pay frequency', 'frequency', 'pay cycle', 'pay schedule', 'pay freq', 'fréquence', 'fréquence de paie', 'fréquence de paiement', 'periodicidad de pago', 'periodicidad', 'frecuencia de pago'],
  employer: ['employer name', 'company name', 'employer', 'company', 'business name', 'employeur', "nom de l'employeur", 'arbeitgeber', 'firma', 'nama majikan', 'majikan', 'empleador', 'patrón', 'razón social', 'empresa', 'poslodavac', 'naziv poslodavca', 'darba devējs'],
  employee: ['employee name', 'employee', 'pay to the order of', 'pay to', 'paid to', 'name', 'employé', 'employée', 'employé(e)', 'salarié', 'salariée', 'salarié(e)', "nom de l'employé",
    'arbeitnehmer', 'arbeitnehmerin', 'mitarbeiter', 'mitarbeiterin', 'nama pekerja', 'empleado', 'empleada', 'trabajador', 'trabajadora', 'nombre del empleado', 'nombre del trabajador',
    'radnik', 'radnica', 'ime i prezime', 'darbinieks', 'darbiniece', 'vārds, uzvārds'],
  gross: ['gross pay', 'gross earnings', 'total gross pay', 'total gross', 'total gross earnings', 'total earnings', 'gross wages', 'gross income', 'total pay', 'total wages', 'gross salary', 'total compensation', 'gross compensation', 'current gross', 'total payments', 'gross payments', 'total gross payments', 'total gross pay this period', 'gross',
    'salaire brut', 'brut', 'gains bruts', 'rémunération brute', 'total des gains',
    'gaji kasar', 'bruto plaća', 'bruto', 'kopā aprēķināts', 'kopā aprēķināts (bruto)', 'bruto alga', 'jumlah gaji kasar', 'pendapatan kasar', 'jumlah pendapatan kasar', 'jumlah pendapatan', 'jumlah gaji',
    'total percepciones', 'total de percepciones', 'percepciones totales', 'sueldo bruto', 'salario bruto'],
  net: ['net pay', 'net check', 'take home pay', 'take home', 'net amount', 'net wages', 'net income', 'net payment', 'net paid', 'total net pay', 'net deposit', 'net check amount', 'net pay amount', 'net deposit amount', 'take-home pay', 'take-home', 'net earnings', 'net salary', 'take home salary', 'net',
    // "Nett": the spelling of South African and some British payslips.
    'nett pay', 'nett salary', 'nett amount', 'nett',
    'net à payer', 'salaire net', 'paie nette', 'montant net',
    'gaji bersih', 'jumlah gaji bersih', 'gaji bersih dibayar', 'pendapatan bersih', 'bayaran bersih',
    'neto a pagar', 'neto pagado', 'neto a recibir', 'total neto', 'total a pagar', 'sueldo neto', 'salario neto', 'neto', 'neto za isplatu', 'neto plaća', 'izmaksājamā summa', 'izmaksājamā summa (neto)', 'neto alga', 'izmaksai'],
  ytdGross: ['gross pay ytd', 'gross pay year to date', 'total gross ytd', 'gross earnings ytd', 'ytd gross pay', 'ytd gross', 'gross ytd', 'year to date gross', 'year to date gross pay', 'year-to-date gross', 'year-to-date gross pay', 'ytd earnings',
    'pendapatan kasar terkumpul', 'gaji kasar terkumpul', 'jumlah pendapatan terkumpul'],
  ytdNet: ['net pay ytd', 'net pay year to date', 'ytd net pay', 'ytd net', 'net ytd', 'year to date net', 'year to date net pay', 'year-to-date net', 'year-to-date net pay',
    'gaji bersih terkumpul', 'pendapatan bersih terkumpul'],
} as const;
export type LabelKind = keyof typeof LABELS;

/** Words that head a block whose value (a name, an address) is below or to the right. */
const HEADINGS: Partial<Record<LabelKind, readonly string[]>> = {
  employer: ['employer information', 'company information', 'employer info', 'company info'],
  employee: ['employee information', 'employee info', 'employee details'],
};

export interface LabelHit {
  kind: LabelKind;
  /** Character range of the label in the text. */
  start: number;
  end: number;
}

/** Every label of a kind: the English, French, German, Malay, Spanish, Croatian and Latvian above, and those of more languages. */
const labelsOf = (kind: LabelKind): readonly string[] => [...LABELS[kind], ...MORE_LABELS[kind]];

const ALL = (Object.keys(LABELS) as LabelKind[])
  .flatMap((kind) => [...labelsOf(kind), ...(HEADINGS[kind] ?? [])].map((label) => ({ kind, label: fold(compact(label)) })))
  .sort((a, b) => b.label.length - a.label.length);

/** Words after "employer" that make it a name of the payroll company co-employing the staff. */
const NOT_THE_EMPLOYER = /^\s*(?:organi[sz]ations?|of\s+record)\b/i;

/**
 * Every label in the text, left to right, longest first at each place. A label matches whole words:
 * at the start of the text or after a space or punctuation, and followed by its end, a space, a colon
 * or punctuation. Spaces inside the text are ignored (letter-spaced headings), and so are accents.
 */
export function labelHits(text: string): LabelHit[] {
  const chars: number[] = [];
  let squeezed = '';
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i])) continue;
    // Accents are not compared, on either side: a label printed with them matches a reading without.
    const c = foldChar(text[i].toLowerCase());
    if (c === '') continue;
    chars.push(i);
    squeezed += c;
  }
  const hits: LabelHit[] = [];
  for (let k = 0; k < squeezed.length; ) {
    const at = chars[k];
    const boundaryBefore = at === 0 || /[\s:;,(|/‘’'"`]/.test(text[at - 1]);
    let found: LabelHit | null = null;
    if (boundaryBefore) {
      for (const { kind, label } of ALL) {
        if (!squeezed.startsWith(label, k)) continue;
        const endChar = chars[k + label.length - 1] + 1;
        if (endChar < text.length && !/[\s:;,.)|#]/.test(text[endChar])) continue;
        // "a professional employer organization (PEO), employer of record": the PEO, not the employer.
        if (kind === 'employer' && NOT_THE_EMPLOYER.test(text.slice(endChar))) continue;
        found = { kind, start: at, end: endChar };
        break;
      }
    }
    if (found) {
      qualify(text, found);
      hits.push(found);
      k = chars.findIndex((c) => c >= found!.end);
      if (k < 0) break;
    } else {
      k++;
    }
  }
  return hits;
}

const CURRENT_QUALIFIER = /^\s*(?:for\s+)?(?:(?:this|the)\s+(?:current\s+)?|current\s+)(?:pay\s+)?(?:period|pay|check|fortnight|week|month)\b|^\s*current\b/i;
/** "TD", to date, as British payslips shorten it ("Net Pay TD"): in capitals only. */
const TO_DATE_ABBREVIATION = /^\s*TD\b/;
const YTD_QUALIFIER = /^\s*[-(]?\s*(?:ytd|y-t-d|y\.t\.d\.?|year[-\s]to[-\s]date|to[-\s]date|this\s+(?:tax\s+)?year)\b\)?/i;

/**
 * A gross or net label with words saying which figure it is: "Net pay this period:" is the current
 * figure's label, "Gross earnings year to date" (or "... YTD") the year-to-date one's.
 */
function qualify(text: string, hit: LabelHit) {
  if (hit.kind !== 'gross' && hit.kind !== 'net') return;
  const rest = text.slice(hit.end);
  const ytd = YTD_QUALIFIER.exec(rest) ?? TO_DATE_ABBREVIATION.exec(rest);
  if (ytd) {
    hit.kind = hit.kind === 'gross' ? 'ytdGross' : 'ytdNet';
    hit.end += ytd[0].length;
    return;
  }
  const current = CURRENT_QUALIFIER.exec(rest);
  if (current) hit.end += current[0].length;
}

/** A currency printed after a label: "NET PAY (CAD)", "Gross Pay ($)", "Net Pay GBP", "NET PAY (TZS)". */
const CURRENCY_TAG = /(?:\((?:usd|cad|gbp|eur|aud|nzd|chf|inr|mxn|zar|sgd|hkd|ugx|tzs|kes|rwf|bwp|zmw|mwk|lkr|rs\.?|s\$|hk\$|[$£€])\)|(?<=[a-z])(?:usd|cad|gbp|eur|aud|nzd|zar|ugx|tzs|kes|bwp))$/;

/**
 * A label printed in two languages, one after the other and split by a slash ("Salaire brut / Gross
 * pay", "Retenues / Deductions"): its two sides; null for other text.
 */
export function bilingualSides(text: string): [string, string] | null {
  // A space on one side of the slash at least ("Aasta algusest/ YTD", as a picture may close the other).
  const sides = text.split(/\s+\/\s*|(?<=\p{L})\/\s+/u);
  return sides.length === 2 && sides.every((s) => /\p{L}{2}/u.test(s)) ? [sides[0], sides[1]] : null;
}

/**
 * What a two-language label is: what its sides are, when those that are known agree (the side in the
 * other language is often unknown); null when they disagree ("Current / YTD" is two columns, not one).
 */
function bothSides<T>(text: string, read: (side: string) => T | null): T | null {
  const sides = bilingualSides(text);
  if (!sides) return null;
  const kinds = sides.map(read).filter((k) => k !== null);
  return kinds.length && kinds.every((k) => k === kinds[0]) ? kinds[0] : null;
}

/**
 * A label in two languages whose slash a picture lost ("Potongan Deductions", "GAJI BERSIH NET PAY"):
 * what both sides are, where the words split into two that agree; a label's second side may be only
 * "Total" ("Jumlah Pendapatan Total"). Null when no split agrees.
 */
function slashLost<T>(text: string, read: (side: string) => T | null, total?: T): T | null {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || /\//.test(text)) return null;
  for (let i = 1; i < words.length; i++) {
    const left = read(words.slice(0, i).join(' '));
    if (left === null) continue;
    const rightText = words.slice(i).join(' ');
    const right = read(rightText);
    if (right === left || (right === null && total !== undefined && left === total && /^total$/i.test(rightText))) return left;
  }
  return null;
}

const exactLabel = (text: string, kind: LabelKind) => {
  // "Jumlah Pendapatan /": the first language's side of a label whose second wraps onto the next line.
  const c = compact(text).replace(/\/$/, '').replace(CURRENCY_TAG, '').replace(/:$/, '');
  // "Net Pay this fortnight", "Gross pay for this period": the period's figure, the label all the same.
  const d = kind === 'gross' || kind === 'net' ? c.replace(PERIOD_QUALIFIER, '') : c;
  const [fc, fd] = [fold(c), fold(d)];
  return FOLDED_LABELS[kind].has(fc) || FOLDED_LABELS[kind].has(fd);
};
/** Each kind's labels in the form exactLabel compares. */
const FOLDED_LABELS = Object.fromEntries(
  (Object.keys(LABELS) as LabelKind[]).map((kind) => [kind, new Set(labelsOf(kind).map((l) => fold(compact(l))))]),
) as Record<LabelKind, Set<string>>;
/** Words after a gross or net pay label that name the period it is paid for (compact form). */
const PERIOD_QUALIFIER = /(?<=[a-z])(?:for)?(?:this|the)(?:current)?(?:pay)?(?:period|fortnight|week|month)$/;
const LABEL_KINDS = Object.keys(LABELS) as LabelKind[];

/**
 * Whether `text` is exactly one of the labels of `kind` (colon allowed, a currency after it too), or
 * a label in two languages one side of which is ("Salaire brut / Gross pay").
 */
export function isLabel(text: string, kind: LabelKind): boolean {
  const kindOf = (side: string) => LABEL_KINDS.find((k) => exactLabel(side, k)) ?? null;
  return exactLabel(text, kind) || bothSides(text, kindOf) === kind || slashLost(text, kindOf, kind) === kind;
}

/** Whether the whole text is a label or heading of any kind. */
export function isAnyLabel(text: string): boolean {
  const hits = labelHits(text);
  return hits.length > 0 && hits[0].start === 0 && text.slice(hits[hits.length - 1].end).replace(/[\s:#.]/g, '') === '';
}

export type SectionKind = 'earnings' | 'deductions' | 'excluded';

const YEAR_TO_DATE_TITLE = /^(cumulativetodate|cumulativetotals?|cumulatives|(yeartodate|year-to-date|ytd)(totals?|summary|figures|balances))$/;
/** A row's title saying its figures are the year's so far ("YEAR TO DATE  Gross ...  Net ..."). */
export const isYearToDateRow = (text: string) => /^(yeartodate|year-to-date|ytd|y-t-d|y\.t\.d)$/.test(compact(text));

/** A section title over figures of the year so far ("Cumulative to Date", "YTD Totals"). */
export const isYearToDateTitle = (text: string) => YEAR_TO_DATE_TITLE.test(compact(text));

/**
 * Section titles. `excluded` sections hold lines that are not deductions from pay even when they
 * print beside or below them: employer-paid taxes and contributions, summaries of totals, deposits,
 * time off, memo items.
 */
const SECTIONS: Array<[SectionKind, RegExp]> = [
  ['excluded', /^(employer|company)(taxes?|tax|contributions?|paid|benefits?|match)|^contributions?$|^(otherpayinfo|otherinfo|memo|memos|summary|paysummary|netpaydistribution|directdeposits?|deposits?|payment(information|details)?|paymentmethod|timeoff|paidtimeoff|pto|sick|vacation|leave|accruals?|benefitsaccrued|deferred|notdeducted|nontaxable|unitpayearnings|voluntarydeductionsandannuities)$|notdeducted|timeoff|(sick|leave|vacation|holiday|pto)policy$|^(sick|leave|vacation|holiday|pto)(pay)?(accrued|accruals?|balances?|bank)\$?$|distribution$/],
  // Figures of the year so far, set apart from the period's ("Cumulative to Date", "Year to Date Totals"):
  // what they list (PAYE, net pay) is no deduction of this pay. Not "Year to Date" alone, a column's heading.
  ['excluded', YEAR_TO_DATE_TITLE],
  // Superannuation, Australia's retirement saving, is paid by the employer into a fund, beside the pay
  // ("Superannuation: AustralianSuper", "Super Contributions"), not out of it.
  ['excluded', /^superannuation(contributions?|guarantee)?(:.*)?$|^supercontributions?$/],
  // French titles too: cotisations de l'employeur (employer contributions), gains, rémunération, retenues, déductions.
  ['excluded', /^(cotisations?|contributions?)(del['’]|de)employeur/],
  // Malay: caruman majikan (employer contributions), pendapatan (earnings), potongan (deductions).
  ['excluded', /^carumanmajikan$/],
  ['earnings', /^(earnings|earningsdescription|hoursandearnings|earningsandhours|earnings&hours|income|paytype|employeeearnings|wages|compensation|remuneration|gains|rémunération|pendapatan|percepciones|aprēķināts|aprēķini|primanja)$/],
  [
    'deductions',
    /^(deductions?|taxes|tax|withholdings?|taxesanddeductions|taxes&deductions|deductionsandtaxes|deductions&taxes|statutory(deductions)?|(pre|post|before|after)-?taxdeductions?(\/contributions)?|voluntarydeductions|otherdeductions|taxwithholdings|employeetax(es)?(withheld)?|employeedeductions|taxeswithheld|deductionsfromgross|taxdeductions|benefitdeductions|benefits(andother)?|otherdeductions|withholding|employeewithholdings|federaltaxes|statetaxes|localtaxes|misc\.?deductions|deductionsdescription|deductiondescription|retenues|déductions|retenuessurlapaie|potongan|deducciones|retenciones|ieturēts|ieturējumi|obustave|obustaveidavanja)$/,
  ],
];

/** A table's title carried over a page break: "After-Tax Deductions (continued)", "Deductions - cont'd". */
const CONTINUED = /[-–—,]?(?:\((?:continued|cont'?d|cont’d|cont\.?)\)|continued|cont'?d|cont’d)$/;

export function sectionOf(text: string): SectionKind | null {
  return exactSectionOf(text) ?? bothSides(text, exactSectionOf) ?? slashLost(text, exactSectionOf);
}

function exactSectionOf(text: string): SectionKind | null {
  const t = compact(text).replace(CONTINUED, '').replace(/[()]/g, '').replace(/^[-–—.,'‘’"`]+/, '');
  for (const [kind, re] of SECTIONS) if (re.test(t)) return kind;
  const folded = foldLetters(t);
  if (MORE_EMPLOYER_TITLES.test(folded)) return 'excluded';
  if (MORE_EARNINGS_TITLES.test(folded)) return 'earnings';
  if (MORE_DEDUCTION_TITLES.test(folded)) return 'deductions';
  return null;
}

/**
 * A column's kind. `balance` is what is left of a loan or an advance after the period ("Balance",
 * "Loan Balance", "Outstanding"): a figure, but neither this period's amount nor its year-to-date.
 * `employer` is what the employer pays on top of the pay (its share of a contribution, a tax on
 * payroll): a figure beside a deduction, never taken out of the pay.
 */
export type ColumnKind = 'current' | 'ytd' | 'hours' | 'rate' | 'balance' | 'employer' | 'other';

export function columnOf(text: string): ColumnKind | null {
  return oneColumnOf(text) ?? bothSides(text, oneColumnOf);
}

/** A currency after a column's heading: "Bulan Ini (RM)", "Current ($)", "Current Month (S$)", "Current (UGX)", "Amount (Rs.)", "Current (P)" (pula),
 * "Amount (K)" (kwacha), "Current (N$)". */
const COLUMN_CURRENCY = /,(?:eur|usd|gbp)$|\((?:rm|myr|usd|cad|gbp|eur|sgd|hkd|mxn|ugx|tzs|rwf|bwp|zmw|mwk|lkr|rs\.?|p|k|zk|nad|fjd|s\$|hk\$|n\$|fj\$|[$£€])\)$/;

function oneColumnOf(text: string): ColumnKind | null {
  const t = compact(text).replace(/^[-–—.,'‘’"`]+/, '').replace(COLUMN_CURRENCY, '');
  const exact = exactColumnOf(t);
  if (exact || t.length < 6) return exact;
  // A long heading one letter off ("Curremt", as a picture reads it) is still its column.
  const near = LONG_COLUMN_WORDS.find((w) => oneEditApart(t, w));
  return near ? exactColumnOf(near) : null;
}

const LONG_COLUMN_WORDS = ['current', 'thisperiod', 'currentperiod', 'yeartodate', 'year-to-date', 'amount', 'currentamount', 'ytdamount'];

/** Whether two words differ by one letter changed, added or left out. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function exactColumnOf(t: string): ColumnKind | null {
  // French headings too: Montant, Cumul (annuel), Heures, Taux; Malay ones: Bulan Ini (this month), Terkumpul (accumulated).
  if (/^(bulanini|current|thisperiod|currentperiod|amount|currentamount|thispay|currentpay|thischeck|thisstub|periodamount|currentmonth|amt|curr|cur|currentamt|amountthisperiod|thisperiodamount|montant|importe|monto|iznos|mēnesī|summa)$/.test(t)) return 'current';
  if (/^(ytd|y-t-d|y\.t\.d|yeartodate|year-to-date|ytdamount|ytdtotal|ytdamt|yeartodateamount|ytdbalance|totalytd|todate|to-date|totaltodate|thisyear|taxyeartodate|cumulative|cumul|cumulannuel|cumulatif|terkumpul|acumulado|acumuladoanual|odpočetkagodine|nogadasākuma)$/.test(t)) return 'ytd';
  if (/^(hours|hrs|units|qty|quantity|hours\/units|no\.units|hrs\/units|heures|sati|daudzums)$/.test(t)) return 'hours';
  if (/^(rate|payrate|hourlyrate|rateofpay|taux)$/.test(t)) return 'rate';
  if (/^(balance|bal|loanbalance|balancedue|balanceoutstanding|outstanding|outstandingbalance|closingbalance|balanceremaining|remainingbalance|amountoutstanding|balanceowing|amountowing|owing)$/.test(t)) return 'balance';
  if (/^(type|account|accountnumber|acct|code)$/.test(t)) return 'other';
  const folded = foldLetters(t);
  if (MORE_CURRENT_COLUMNS.test(folded)) return 'current';
  if (MORE_YTD_COLUMNS.test(folded)) return 'ytd';
  if (MORE_HOURS_COLUMNS.test(folded)) return 'hours';
  if (MORE_RATE_COLUMNS.test(folded)) return 'rate';
  return null;
}

const TOTAL = /^(total|jumlah|gross|net|ytd|yeartodate|taxable|sub-?total|fed(eral)?taxable|brut|salairebrut|salairenet|gainsbruts|rémunérationbrute|cumul(?:annuel|atif)?$|current$|thisperiod$|neto|ukupno|kopā|bruto|dohodak|osobniodbitak|poreznaosnovica|davčnaosnova|splošnaolajšava|summe|gesamt|totaal|razem|celkem|spolu|skupaj|osszes|isviso|kokku|summa|ialt|yhteensa|samtals|toplam|jumla|cyfanswm|brutto$|netto$|lordo$)/;
/**
 * Lines that sum others rather than being a deduction or an earning of their own (either side of a label
 * in two languages); a row named for its period ("Current", "This period") is a summary's row of totals.
 * Croatian and Latvian totals too (Ukupno, Kopā), and the steps of Croatia's tax reckoning printed among
 * the deductions: income (Dohodak), personal allowance (Osobni odbitak), tax base (Porezna osnovica), and Slovenia's
 * (Splošna olajšava, Davčna osnova);
 * the words for a total in the languages of labels-in-more-languages.ts (Summe, Razem, Yhteensä, I alt ...).
 */
const TOTAL_FOLDED = new RegExp(fold(TOTAL.source), TOTAL.flags);
/** A total named by what it sums, the word for "total" after it ("Odtegljaji skupaj", "Vähennykset yhteensä", "Abzüge gesamt"). */
const TOTAL_LAST = /(?:skupaj|yhteensa|ukupno|kokku|kopa|celkem|celkom|razem|samtals|insgesamt|gesamt|osszesen)$/;
const totalWords = (s: string) =>
  TOTAL.test(compact(s)) || TOTAL_FOLDED.test(fold(compact(s))) || TOTAL_FOLDED.test(foldLetters(compact(s))) || TOTAL_LAST.test(fold(compact(s)));
export const isTotal = (label: string) => totalWords(label) || (bilingualSides(label)?.some(totalWords) ?? false);

const SHARE_COLUMNS: Array<[Extract<ColumnKind, 'current' | 'employer'>, RegExp]> = [
  ['current', /^(employee|employeeshare|employeepart|employeeamount)$/],
  ['employer', /^(employer|employershare|employerpart|employeramount|employercost|companyshare)$/],
];

/**
 * Who bears a column of a table of deductions, in a heading row beside column words (Current, YTD):
 * "Employee" (Estonian "Töötaja / Employee") is the share taken from the pay, this period's figure;
 * "Employer" ("Tööandja / Employer") the share the employer pays on top. Null for other text. Alone,
 * such words are labels of the parties, not headings.
 */
export function shareColumnOf(text: string): 'current' | 'employer' | null {
  const one = (side: string) => SHARE_COLUMNS.find(([, re]) => re.test(compact(side).replace(/['’]s$/, '')))?.[0] ?? null;
  // "Tobandja Employer": the other language's word before it, the slash lost to a picture.
  const last = /^\p{L}+\s+(employer|employee)$/iu.exec(text.trim());
  return one(text) ?? bothSides(text, one) ?? (last ? one(last[1]) : null);
}

export function frequencyOf(text: string): PayFrequency | null {
  const t = normalise(text);
  return englishFrequencyOf(t) ?? otherFrequencyOf(foldLetters(t));
}

/**
 * How often pay comes in the words of labels-in-more-languages.ts' languages (accents folded):
 * monatlich, maandelijks, mensile, mensal, miesięcznie, měsíčně, mesečno, havi, lunar, månedlig,
 * kuukausittain, bulanan, aylık; wöchentlich, wekelijks, settimanale, tygodniowo, týdně, heti,
 * veckovis, ugentlig, viikoittain, mingguan, haftalık; zweiwöchentlich, tweewekelijks, dwutygodniowo,
 * varannan vecka, joka toinen viikko, dua mingguan, iki haftalık.
 */
function otherFrequencyOf(t: string): PayFrequency | null {
  if (/\b(zweiwochentlich|tweewekelijks|quattordicinale|dwutygodniowo|dwutygodniowy|varannanvecka|varannan vecka|joka toinen viikko|kahden viikon valein|dua mingguan|dwimingguan|iki haftalik|ikihaftalik)\b/.test(t)) return 'BIWEEKLY';
  if (/\b(halbmonatlich|halfmaandelijks|quinzenal|quindicinale|polmesecno)\b/.test(t)) return 'SEMI_MONTHLY';
  if (/\b(wochentlich|wekelijks|settimanale|tygodniowo|tygodniowy|tydne|tydenni|tyzdenne|tedensko|heti|saptamanal|savaitinis|kas savaite|iganadalane|veckovis|ugentlig|ukentlig|viikoittain|vikulega|mingguan|haftalik|kila wiki|weekliks|wythnosol)\b/.test(t)) return 'WEEKLY';
  if (/\b(monatlich|maandelijks|mensile|mensal|miesiecznie|miesieczny|mesicne|mesicni|mesacne|mesecno|havi|lunar|lunara|menesinis|kas menesi|igakuine|manadsvis|manatlig|manedlig|manedligt|kuukausittain|kuukausipalkka|manadarlega|bulanan|aylik|kila mwezi|maandeliks|misol)\b/.test(t)) return 'MONTHLY';
  return null;
}

function englishFrequencyOf(t: string): PayFrequency | null {
  // French too: aux deux semaines (or bihebdomadaire), bimensuel(le), hebdomadaire, mensuel(le).
  if (/\bbi-?weekly\b|every (two|2) weeks|\bfortnightly\b|^bw$|\baux deux semaines\b|\bbihebdomadaire\b/.test(t)) return 'BIWEEKLY';
  // Spanish: catorcenal (every fourteen days), quincenal (twice a month), semanal, mensual.
  if (/\bcatorcenal\b/.test(t)) return 'BIWEEKLY';
  if (/\bsemi-?monthly\b|twice (a )?month|^sm$|\bbimensuel(le)?\b|\bsemi-?mensuel(le)?\b|\bquincenal\b/.test(t)) return 'SEMI_MONTHLY';
  if (/\bweekly\b|^wk$|\bhebdomadaire\b|\bsemanal\b/.test(t)) return 'WEEKLY';
  if (/\bmonthly\b|^mo$|\bmensuel(le)?\b|\bmensual\b/.test(t)) return 'MONTHLY';
  return null;
}
