// What every paystub layout shares: the stub's printed forms (dates, money, deduction names), the
// figures a tampered copy shows instead of the payroll's, and the marks left where each figure was
// drawn (so a copy can later be covered over at that spot).

import { fmt, money, MONTH_NAMES, parts } from '../statements/calendar.ts';
import type { Rng } from '../statements/random.ts';
import type { FontName, Sheet } from '../statements/sheet.ts';
import type { DeductionKey, EarningKey, SynthParty, SynthStub } from './synth.ts';
import type { ExtractedPaystub, PaystubAddress, PayFrequency } from '../../src/analysis/paystub/paystub.types.ts';

export type DateStyle = 'mdy' | 'mon' | 'iso';

export interface PrintStyle {
  date: DateStyle;
  dollar: boolean;
  thousands: boolean;
}

/** A drawn figure: where it sits (left edge, top, width), in which font. */
export interface Mark {
  tag: string;
  text: string;
  x: number;
  top: number;
  width: number;
  font: FontName;
  size: number;
}

/** Changes a layout applies while drawing: figures shown instead of the payroll's, and figures drawn
 *  in another font. Tags: `gross`, `net`, `gross-ytd`, `net-ytd`, `ded:<i>`, `ded-ytd:<i>`. */
export interface Alterations {
  shown?: Record<string, number>;
  font?: { tag: string; font: FontName; size: number };
}

const mon3 = (iso: string) => MONTH_NAMES[parts(iso).m - 1].slice(0, 3);

export function formatDate(iso: string, style: DateStyle): string {
  if (style === 'iso') return iso;
  if (style === 'mon') return `${mon3(iso)} ${parts(iso).d}, ${parts(iso).y}`;
  return fmt.mmddyyyy(iso);
}

export const FREQUENCY_WORDS: Record<PayFrequency, string[]> = {
  WEEKLY: ['Weekly'],
  BIWEEKLY: ['Bi-Weekly', 'Biweekly'],
  SEMI_MONTHLY: ['Semi-Monthly', 'Semimonthly'],
  MONTHLY: ['Monthly'],
};

export type NameSet = Record<DeductionKey, string> & Record<EarningKey, string>;

/** Deduction and earning names, as different payroll systems print them. */
export function nameSet(rng: Rng, state: string): NameSet {
  return {
    regular: rng.pick(['Regular', 'Regular Pay', 'Regular Hours']),
    overtime: rng.pick(['Overtime', 'Overtime Pay', 'OT 1.5x']),
    salary: rng.pick(['Salary', 'Regular Salary', 'Salary Pay']),
    fit: rng.pick(['Federal Income Tax', 'Federal Withholding', 'Fed Income Tax', 'FITW']),
    ss: rng.pick(['Social Security', 'Social Security Tax', 'OASDI', 'Soc Sec']),
    medicare: rng.pick(['Medicare', 'Medicare Tax', 'Fed MED/EE']),
    state: rng.pick([`${state} State Income Tax`, `State Tax - ${state}`, `${state} Withholding`, `${state} SIT`]),
    local: rng.pick(['Local Tax', 'City Income Tax', 'Local Income Tax']),
    k401: rng.pick(['401(k)', '401K Pre-Tax', '401(k) Contribution']),
    medical: rng.pick(['Health Insurance', 'Medical Insurance', 'Medical Pre-Tax']),
    dental: rng.pick(['Dental Insurance', 'Dental', 'Dental Pre-Tax']),
    vision: rng.pick(['Vision Insurance', 'Vision']),
    hsa: rng.pick(['HSA', 'Health Savings Account']),
    roth: rng.pick(['Roth 401(k)', 'Roth Deferral']),
    union: rng.pick(['Union Dues', 'Union Dues Local 302']),
    life: rng.pick(['Life Insurance', 'Supplemental Life']),
  };
}

export const TAX_KEYS: ReadonlySet<DeductionKey> = new Set(['fit', 'ss', 'medicare', 'state', 'local']);

export class StubPrinter {
  readonly marks: Mark[] = [];
  constructor(
    readonly sh: Sheet,
    readonly stub: SynthStub,
    readonly style: PrintStyle,
    readonly names: NameSet,
    readonly alter: Alterations = {},
  ) {}

  date(iso: string): string {
    return formatDate(iso, this.style.date);
  }

  money(cents: number, dollar = this.style.dollar): string {
    return money(cents, { dollar, thousands: this.style.thousands });
  }

  /** The figure shown for a tag (the payroll's unless altered). */
  shown(tag: string, cents: number): number {
    return this.alter.shown?.[tag] ?? cents;
  }

  /** Draws a figure at the current line, right-aligned at `x` unless told otherwise, leaving a mark. */
  amount(tag: string, cents: number, x: number, font: FontName, size: number, opts: { align?: 'left' | 'right'; dy?: number; dollar?: boolean } = {}) {
    const s = this.money(this.shown(tag, cents), opts.dollar);
    const swap = this.alter.font?.tag === tag ? this.alter.font : null;
    const f = swap?.font ?? font;
    const z = swap?.size ?? size;
    const width = this.sh.width(s, f, z);
    const align = opts.align ?? 'right';
    this.sh.text(s, x, f, z, { align, dy: opts.dy });
    this.marks.push({ tag, text: s, x: align === 'right' ? x - width : x, top: this.sh.y + (opts.dy ?? 0), width, font: f, size: z });
  }

  /** The fields as this stub prints them (with the alterations), for the truth. */
  fields(printed: { frequency: boolean; hours: boolean[] }): ExtractedPaystub {
    const st = this.stub;
    const address = (p: SynthParty): PaystubAddress => ({ lines: p.lines, city: p.city, state: p.state, postal_code: p.zip });
    return {
      employer_name: st.employer.name,
      employer_address: address(st.employer),
      employee_name: st.employee.name,
      employee_address: address(st.employee),
      pay_date: st.payDate,
      period_start: st.periodStart,
      period_end: st.periodEnd,
      printed_frequency: printed.frequency ? st.frequency : null,
      gross_cents: this.shown('gross', st.grossCents),
      net_cents: this.shown('net', st.netCents),
      deductions: st.deductions.map((d, i) => ({ name: this.names[d.key], amount_cents: this.shown(`ded:${i}`, d.amountCents), ytd_cents: this.shown(`ded-ytd:${i}`, d.ytdCents) })),
      earnings: st.earnings.map((e, i) => ({
        name: this.names[e.key],
        hours: printed.hours[i] && e.hours !== null ? e.hours / 100 : null,
        rate_cents: e.rateCents,
        amount_cents: e.amountCents,
        ytd_cents: e.ytdCents,
      })),
      ytd_gross_cents: this.shown('gross-ytd', st.grossYtdCents),
      ytd_net_cents: this.shown('net-ytd', st.netYtdCents),
      page: 1,
    };
  }
}

export const hours = (h: number) => (h / 100).toFixed(2);
export const rate = (c: number, decimals: 2 | 4) => (c / 100).toFixed(decimals);
