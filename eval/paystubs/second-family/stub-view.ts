// A synthetic stub (../synth.ts) as one payroll vocabulary prints it: deduction and earning names,
// date and money forms, and the truth file for it in the convention of the real documents.

import { MONTH_NAMES, parts } from '../../statements/calendar.ts';
import type { DeductionKey, EarningKey, SynthParty, SynthStub } from '../synth.ts';
import type { PaystubTruthFile } from '../document-truth.ts';

export type Vocabulary = Record<DeductionKey, string> & Record<EarningKey, string>;

/** Deduction and earning names in the words of the common payroll providers' sample stubs. */
export const VOCABULARIES = {
  adp: {
    fit: 'Federal Income Tax', ss: 'Social Security Tax', medicare: 'Medicare Tax', state: '{ST} State Income Tax', local: '{CITY} City Tax',
    k401: '401K Pre-Tax', medical: 'Medical', dental: 'Dental', vision: 'Vision', hsa: 'HSA', roth: 'Roth 401K', union: 'Union Dues', life: 'Life Insurance',
    regular: 'Regular', overtime: 'Overtime', salary: 'Salary',
  },
  paychex: {
    fit: 'Fed Income Tax', ss: 'Social Sec', medicare: 'Medicare', state: '{ST} Income Tax', local: '{CITY} Local Tax',
    k401: '401(k)', medical: 'Medical Pre-Tax', dental: 'Dental Pre-Tax', vision: 'Vision Pre-Tax', hsa: 'HSA Pre-Tax', roth: '401(k) Roth', union: 'Union Dues', life: 'Supp Life',
    regular: 'Hourly', overtime: 'Overtime', salary: 'Salary',
  },
  quickbooks: {
    fit: 'Federal Withholding', ss: 'Social Security Employee', medicare: 'Medicare Employee', state: '{ST} - Withholding', local: '{CITY} - Local Tax',
    k401: '401(k) Emp.', medical: 'Health Insurance', dental: 'Dental Insurance', vision: 'Vision Insurance', hsa: 'HSA Emp.', roth: 'Roth 401(k)', union: 'Union Dues', life: 'Life Insurance',
    regular: 'Hourly Wage', overtime: 'Overtime Hourly', salary: 'Salary',
  },
  workday: {
    fit: 'Federal Withholding', ss: 'OASDI', medicare: 'Medicare', state: 'State Tax - {ST}', local: 'City Tax - {CITY}',
    k401: '401(k) Pre-Tax', medical: 'Medical Pre-Tax', dental: 'Dental Pre-Tax', vision: 'Vision Pre-Tax', hsa: 'HSA Employee', roth: '401(k) Roth', union: 'Union Dues', life: 'Supplemental Life',
    regular: 'Regular Pay', overtime: 'Overtime Pay', salary: 'Salary',
  },
  ukg: {
    fit: 'FITW', ss: 'SS EE', medicare: 'MED EE', state: 'SITW {ST}', local: 'LOCAL {CITY}',
    k401: '401K', medical: 'MED PRE', dental: 'DEN PRE', vision: 'VIS PRE', hsa: 'HSA', roth: 'ROTH', union: 'UNION', life: 'LIFE',
    regular: 'REG', overtime: 'OT', salary: 'SAL',
  },
  rippling: {
    fit: 'Federal Income Tax', ss: 'Social Security', medicare: 'Medicare', state: '{ST} State Tax', local: '{CITY} Local Tax',
    k401: '401k Traditional', medical: 'Medical', dental: 'Dental', vision: 'Vision', hsa: 'HSA', roth: '401k Roth', union: 'Union Dues', life: 'Voluntary Life',
    regular: 'Hourly', overtime: 'Overtime', salary: 'Salary',
  },
  sheet: {
    fit: 'Federal Tax', ss: 'FICA - Social Security', medicare: 'FICA - Medicare', state: 'State Tax', local: 'Local Tax',
    k401: 'Retirement 401k', medical: 'Health', dental: 'Dental', vision: 'Vision', hsa: 'HSA', roth: 'Roth', union: 'Union', life: 'Life',
    regular: 'Regular Hours', overtime: 'Overtime Hours', salary: 'Salary',
  },
  plain: {
    fit: 'Federal Tax Withheld', ss: 'Soc. Sec. Tax', medicare: 'Medicare Tax', state: 'State Tax Withheld', local: 'Local Tax Withheld',
    k401: 'Retirement Plan', medical: 'Health Plan', dental: 'Dental Plan', vision: 'Vision Plan', hsa: 'Health Savings', roth: 'Roth Plan', union: 'Dues', life: 'Group Life',
    regular: 'Wages', overtime: 'Overtime Wages', salary: 'Salary',
  },
} satisfies Record<string, Vocabulary>;

export const PRE_TAX: ReadonlySet<DeductionKey> = new Set(['k401', 'medical', 'dental', 'vision', 'hsa']);
export const TAXES: ReadonlySet<DeductionKey> = new Set(['fit', 'ss', 'medicare', 'state', 'local']);

export interface Line {
  key: string;
  name: string;
  current: number;
  ytd: number;
  hours: number | null;
  rate: number | null;
  tax: boolean;
  preTax: boolean;
}

export interface StubView {
  stub: SynthStub;
  earnings: Line[];
  deductions: Line[];
  taxes: Line[];
  /** Deductions that are not taxes. */
  others: Line[];
  sum: (lines: readonly Line[], of: 'current' | 'ytd') => number;
}

export function viewOf(stub: SynthStub, vocabulary: Vocabulary): StubView {
  const name = (key: string) =>
    (vocabulary as Record<string, string>)[key].replace('{ST}', stub.employee.state).replace('{CITY}', stub.employer.city);
  const earnings = stub.earnings.map((e) => ({ key: e.key, name: name(e.key), current: e.amountCents, ytd: e.ytdCents, hours: e.hours, rate: e.rateCents, tax: false, preTax: false }));
  const deductions = stub.deductions.map((d) => ({
    key: d.key, name: name(d.key), current: d.amountCents, ytd: d.ytdCents, hours: null, rate: null, tax: TAXES.has(d.key), preTax: PRE_TAX.has(d.key),
  }));
  return {
    stub,
    earnings,
    deductions,
    taxes: deductions.filter((d) => d.tax),
    others: deductions.filter((d) => !d.tax),
    sum: (lines, of) => lines.reduce((s, l) => s + l[of], 0),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const mon = (m: number) => MONTH_NAMES[m - 1].slice(0, 3);

export const dates = {
  us: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
  usShort: (iso: string) => `${parts(iso).m}/${parts(iso).d}/${iso.slice(0, 4)}`,
  iso: (iso: string) => iso,
  monD: (iso: string) => `${mon(parts(iso).m)} ${parts(iso).d}, ${parts(iso).y}`,
  dMonY: (iso: string) => `${pad(parts(iso).d)}-${mon(parts(iso).m)}-${parts(iso).y}`,
  long: (iso: string) => `${MONTH_NAMES[parts(iso).m - 1]} ${parts(iso).d}, ${parts(iso).y}`,
  slashIso: (iso: string) => iso.replace(/-/g, '/'),
};

export interface MoneyStyle {
  dollar?: boolean;
  thousands?: boolean;
  /** How a deduction prints: as a magnitude, with a minus, in parentheses or with a trailing minus. */
  negative?: 'none' | 'minus' | 'parens' | 'trailing';
}

export function amount(cents: number, style: MoneyStyle = {}, deduction = false): string {
  let whole = String(Math.floor(Math.abs(cents) / 100));
  if (style.thousands !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = `${style.dollar ? '$' : ''}${whole}.${pad(Math.abs(cents) % 100)}`;
  if (!deduction || cents === 0) return body;
  switch (style.negative ?? 'none') {
    case 'minus':
      return `-${body}`;
    case 'parens':
      return `(${body})`;
    case 'trailing':
      return `${body}-`;
    default:
      return body;
  }
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const cityLine = (p: SynthParty) => `${p.city}, ${p.state} ${p.zip}`;
/** A party's address block as HTML lines, name first. */
export const block = (p: SynthParty, withName = true) => [...(withName ? [p.name] : []), ...p.lines, cityLine(p)].map(esc).join('<br>');

export interface TruthOptions {
  /** False when the layout prints no year-to-date gross or net. */
  ytdGross?: boolean;
  ytdNet?: boolean;
  employerAddress?: boolean;
  employeeAddress?: boolean;
  /** The period as printed: false when only the pay date is printed. */
  period?: boolean;
}

export function truthOf(v: StubView, layout: string, o: TruthOptions = {}): PaystubTruthFile & { layout: string; source: string } {
  const s = v.stub;
  const address = (p: SynthParty) => [...p.lines, cityLine(p)].join(', ');
  return {
    kind: 'paystub',
    layout,
    source: 'generated (eval/paystubs/second-family)',
    employer: { name: s.employer.name, address: o.employerAddress === false ? null : address(s.employer) },
    employee: { name: s.employee.name, address: o.employeeAddress === false ? null : address(s.employee) },
    pay_date: s.payDate,
    period: o.period === false ? { start: null, end: null } : { start: s.periodStart, end: s.periodEnd },
    gross: s.grossCents / 100,
    net: s.netCents / 100,
    deductions: v.deductions.map((d) => ({ name: d.name, current: d.current / 100, ytd: d.ytd / 100, section: d.tax ? 'Taxes' : 'Deductions' })),
    ytd_gross: o.ytdGross === false ? null : s.grossYtdCents / 100,
    ytd_net: o.ytdNet === false ? null : s.netYtdCents / 100,
    frequency: s.frequency,
  };
}

export const hours = (h: number | null) => (h === null ? '' : (h / 100).toFixed(2));
export const rate = (r: number | null, digits = 2) => (r === null ? '' : (r / 100).toFixed(digits));
