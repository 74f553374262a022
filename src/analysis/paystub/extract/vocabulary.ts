// The words paystubs use: labels of the fields, section titles, column headers. Compared with
// normalise(): lower case, single spaces, no trailing colon.

import type { PayFrequency } from '../paystub.types.ts';

export const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').replace(/\s*:$/, '').trim();

/** Each label list is tried in order; a label matches the start of a cell, followed by `:`, a space or the cell's end. */
export const LABELS = {
  payDate: ['pay date', 'check date', 'advice date', 'payment date', 'deposit date', 'pay day'],
  periodStart: ['period beginning', 'period begin', 'period start date', 'period start', 'pay period start', 'pay period begin', 'period from', 'start date'],
  periodEnd: ['period ending', 'period end date', 'period end', 'pay period end', 'period to', 'end date'],
  period: ['pay period', 'period dates', 'period'],
  frequency: ['pay frequency', 'frequency', 'pay cycle', 'pay schedule'],
  employer: ['employer name', 'company name', 'employer', 'company'],
  employee: ['employee name', 'employee', 'pay to the order of', 'name'],
  gross: ['gross pay', 'gross earnings', 'total gross pay', 'total gross', 'total earnings', 'gross wages', 'gross'],
  net: ['net pay', 'net check', 'take home pay', 'take home', 'net amount', 'net wages', 'net'],
  ytdGross: ['ytd gross pay', 'ytd gross', 'gross ytd', 'year to date gross', 'ytd earnings'],
  ytdNet: ['ytd net pay', 'ytd net', 'net ytd', 'year to date net'],
} as const;

export type LabelKind = keyof typeof LABELS;

/** Whether `text` is exactly one of the labels (colon allowed). */
export function isLabel(text: string, kind: LabelKind): boolean {
  return (LABELS[kind] as readonly string[]).includes(normalise(text));
}

/** The text after a label the cell starts with, or null when it starts with none. */
export function afterLabel(text: string, kind: LabelKind): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  const lower = t.toLowerCase();
  for (const label of LABELS[kind]) {
    if (!lower.startsWith(label)) continue;
    const rest = t.slice(label.length);
    if (rest === '' || /^\s*:/.test(rest) || /^\s/.test(rest)) return rest.replace(/^\s*:?\s*/, '');
  }
  return null;
}

export type SectionKind = 'earnings' | 'deductions';

const SECTIONS: Record<SectionKind, RegExp> = {
  earnings: /^(earnings|earnings description|hours and earnings|income|pay type)$/,
  deductions:
    /^(deductions|taxes|withholdings|taxes and deductions|taxes & deductions|deductions and taxes|deductions & taxes|statutory deductions|statutory|pre-tax deductions|post-tax deductions|before-tax deductions|after-tax deductions|voluntary deductions|other deductions|tax withholdings|employee taxes)$/,
};

export function sectionOf(text: string): SectionKind | null {
  const t = normalise(text);
  for (const kind of Object.keys(SECTIONS) as SectionKind[]) if (SECTIONS[kind].test(t)) return kind;
  return null;
}

export type ColumnKind = 'current' | 'ytd' | 'hours' | 'rate';

export function columnOf(text: string): ColumnKind | null {
  const t = normalise(text);
  if (/^(current|this period|current period|amount|current amount|this pay|current pay)$/.test(t)) return 'current';
  if (/^(ytd|y-t-d|year to date|year-to-date|ytd amount|ytd total)$/.test(t)) return 'ytd';
  if (/^(hours|hrs|units)$/.test(t)) return 'hours';
  if (/^(rate|pay rate)$/.test(t)) return 'rate';
  return null;
}

/** Lines that sum others rather than being a deduction or an earning of their own. */
export const isTotal = (label: string) => /^(total|gross|net|ytd|year to date)\b/.test(normalise(label));

export function frequencyOf(text: string): PayFrequency | null {
  const t = normalise(text);
  if (/\bbi-?weekly\b|every (two|2) weeks|\bfortnightly\b/.test(t)) return 'BIWEEKLY';
  if (/\bsemi-?monthly\b|twice (a )?month/.test(t)) return 'SEMI_MONTHLY';
  if (/\bweekly\b/.test(t)) return 'WEEKLY';
  if (/\bmonthly\b/.test(t)) return 'MONTHLY';
  return null;
}
