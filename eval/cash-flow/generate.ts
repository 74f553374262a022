// A deterministic generator of borrowers' bank histories with their ground truth, for the
// cash-flow accuracy report and the speed bench. Same seed, same borrowers.
//
// Ground truth is computed here from what the generator knows (the pay schedules, the nominal pay,
// the ledger), not by the analysis. Conventions (contracts section 7):
// - a regular stream's true monthly amount is its current nominal pay (after any raise; the expected
//   pay for hourly work) times 52/12, 26/12, 2 or 1;
// - an IRREGULAR stream's is, by definition, its total over the last 91 days of the data divided by
//   the months that covers (at least one); when the stream began within those days, the window starts
//   one usual gap before its first payment (never before the data);
// - a stream is active when its last payment is within 1.5 periods of the end of the data;
// - FALLING_INCOME is true when the true monthly income as of W = min(91, days/2) days before the end
//   (streams active then, pay as of then) is more than 25% above the true monthly income now
//   (histories of 120 days or more).

import type {
  CashFlowAccountInput,
  CashFlowInput,
  CashFlowTransactionInput,
  RiskFlagCode,
  StreamCategory,
  StreamFrequency,
} from '../../src/analysis/cash-flow/cash-flow.types.ts';
import {
  DAYS_PER_MONTH,
  addMonths,
  dayOfMonth,
  formatDay,
  nextBusinessDay,
  parseDay,
  priorBusinessDay,
  weekday,
  ymd,
} from '../../src/analysis/cash-flow/dates.ts';
import { mulberry32 } from '../prng.ts';

// ---------------------------------------------------------------------------------------------
// Random numbers

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  range(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  /** Positive amount with the given mean and coefficient of variation. */
  lognormal(mean: number, cv: number): number {
    const s2 = Math.log(1 + cv * cv);
    return mean * Math.exp(Math.sqrt(s2) * this.normal() - s2 / 2);
  }
  /** Weighted choice from [weight, value] pairs. */
  weighted<T>(pairs: ReadonlyArray<readonly [number, T]>): T {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let x = this.next() * total;
    for (const [w, v] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    return pairs[pairs.length - 1][1];
  }
}

// ---------------------------------------------------------------------------------------------
// Names

const FIRST = ['JOHN', 'MARIA', 'DAVID', 'SARAH', 'JAMES', 'LINDA', 'ROBERT', 'KAREN', 'MICHAEL', 'NANCY', 'CARLOS', 'AISHA', 'WEI', 'PRIYA', 'KEVIN', 'EMILY', 'JAMAL', 'SOFIA', 'THOMAS', 'GRACE'];
const LAST = ['SMITH', 'JOHNSON', 'GARCIA', 'NGUYEN', 'PATEL', 'BROWN', 'DAVIS', 'LOPEZ', 'WILSON', 'MARTIN', 'CLARK', 'LEWIS', 'WALKER', 'HALL', 'YOUNG', 'KING', 'WRIGHT', 'SCOTT', 'GREEN', 'BAKER'];
const EMPLOYERS = [
  'ACME CORP', 'GLOBEX LLC', 'INITECH INC', 'UMBRELLA HEALTH', 'STARK INDUSTRIES', 'WAYNE ENTERPRISES', 'HOOLI INC', 'VANDELAY IND',
  'DUNDER MIFFLIN', 'SOYLENT FOODS', 'CYBERDYNE SYS', 'TYRELL CORP', 'WONKA FOODS', 'PIED PIPER', 'ST MARYS HOSPITAL', 'CITY OF SPRINGFIELD',
  'NORTHWIND TRADERS', 'CONTOSO LTD', 'FABRIKAM INC', 'BLUTH COMPANY', 'PAWNEE PARKS', 'MASSIVE DYNAMIC', 'OCEANIC AIRLINES', 'GRINGOTTS',
];
const MERCHANTS = [
  'POS PURCHASE KROGER #{n}', 'DEBIT CARD PURCHASE SHELL OIL {n}', 'AMAZON.COM*{a} AMZN.COM/BILL', 'NETFLIX.COM', 'STARBUCKS STORE {n}',
  'TARGET T-{n}', 'WALMART SUPERCENTER #{n}', 'CHIPOTLE {n}', 'CVS/PHARMACY #{n}', 'SPOTIFY USA', 'POS DEBIT HOME DEPOT {n}',
  'SAFEWAY #{n}', 'MCDONALDS F{n}', 'UBER *TRIP {a}', 'EXXONMOBIL {n}', 'TRADER JOES #{n}', 'COSTCO WHSE #{n}', 'DOLLAR TREE {n}',
];
const CONSUMER_LENDERS = [
  { pay: 'OPPLOANS PMT', proceeds: 'OPPLOANS LOAN PROCEEDS', name: 'OPPLOANS' },
  { pay: 'POSSIBLE FINANCE LOAN PMT', proceeds: 'POSSIBLE FINANCE DISBURSEMENT', name: 'POSSIBLE FINANCE' },
  { pay: 'CASHNETUSA PAYMENT', proceeds: 'CASHNETUSA LOAN FUNDING', name: 'CASHNETUSA' },
  { pay: 'NETCREDIT AUTOPAY', proceeds: 'NETCREDIT LOAN PROCEEDS', name: 'NETCREDIT' },
  { pay: 'MONEYLION LOAN PMT', proceeds: 'MONEYLION INSTACASH', name: 'MONEYLION' },
  { pay: 'AFFIRM PAYMENT', proceeds: 'AFFIRM LOAN DISBURSEMENT', name: 'AFFIRM' },
  { pay: 'AVANT LOAN PMT', proceeds: 'AVANT LOAN PROCEEDS', name: 'AVANT' },
  { pay: 'SPEEDY CASH PAYMENT', proceeds: 'SPEEDY CASH ADVANCE', name: 'SPEEDY CASH' },
];
const TERM_LOANS = ['ROCKET MORTGAGE PMT', 'TOYOTA FINANCIAL SVCS PMT', 'NAVIENT STUDENT LN PMT', 'GM FINANCIAL AUTO PMT', 'MR COOPER MORTGAGE PMT'];
const GAMBLING = ['DRAFTKINGS', 'FANDUEL SPORTSBOOK', 'BETMGM', 'MGM GRAND CASINO', 'STATE LOTTERY'];

function fill(template: string, rng: Rng): string {
  return template.replace('{n}', String(rng.int(1000, 9999))).replace('{a}', rng.int(100000, 999999).toString(36).toUpperCase());
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// Truth shapes

export interface TruthEvent {
  day: number;
  cents: number;
  /** The pay the schedule called for at that time (before hourly variation). */
  nominalCents: number;
  id: string;
}

export interface TruthStream {
  key: string;
  category: StreamCategory;
  frequency: StreamFrequency;
  events: TruthEvent[];
  /** True monthly amount now (cents); 0 when inactive. */
  monthlyCents: number;
  active: boolean;
}

export interface GeneratedBorrower {
  id: string;
  input: CashFlowInput;
  truth: {
    monthlyIncomeCents: number;
    streams: TruthStream[];
    flags: RiskFlagCode[];
    days: number;
  };
  /** What the generator put in, for reading failures. */
  tags: string[];
}

const MULTIPLIER: Record<Exclude<StreamFrequency, 'IRREGULAR'>, number> = { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, SEMI_MONTHLY: 2, MONTHLY: 1 };
const PERIOD: Record<StreamFrequency, number> = { WEEKLY: 7, BIWEEKLY: 14, SEMI_MONTHLY: 365.25 / 24, MONTHLY: DAYS_PER_MONTH, IRREGULAR: DAYS_PER_MONTH };

function streamPeriod(s: { frequency: StreamFrequency; events: TruthEvent[] }, upTo: TruthEvent[]): number {
  if (s.frequency !== 'IRREGULAR') return PERIOD[s.frequency];
  const mean = upTo.length > 1 ? (upTo[upTo.length - 1].day - upTo[0].day) / (upTo.length - 1) : 0;
  return Math.max(DAYS_PER_MONTH, mean);
}

/** The true monthly amount of a stream as of day `t` (0 when not active then). */
export function truthMonthlyAt(s: { frequency: StreamFrequency; events: TruthEvent[] }, t: number, dataStart: number): number {
  const ev = s.events.filter((e) => e.day <= t);
  if (ev.length < 2) return 0;
  const last = ev[ev.length - 1];
  if (t - last.day > 1.5 * streamPeriod(s, ev)) return 0;
  if (s.frequency === 'IRREGULAR') {
    // The first payment pays for the usual gap before it; nothing before the data counts.
    const gap = Math.round((last.day - ev[0].day) / (ev.length - 1));
    const start = Math.max(dataStart, ev[0].day - gap, t - 90);
    const total = ev.filter((e) => e.day >= start).reduce((sum, e) => sum + e.cents, 0);
    return total / Math.max(1, (t - start + 1) / DAYS_PER_MONTH);
  }
  // A bonus is not the pay the schedule calls for.
  const lastPay = [...ev].reverse().find((e) => e.nominalCents > 0) ?? last;
  return lastPay.nominalCents * MULTIPLIER[s.frequency];
}

// ---------------------------------------------------------------------------------------------
// Pay schedules

type Shift = 'PRIOR' | 'NEXT';
const shiftDay = (d: number, shift: Shift) => (shift === 'PRIOR' ? priorBusinessDay(d) : nextBusinessDay(d));

function gridDays(anchor: number, step: number, from: number, to: number, shift: Shift): number[] {
  const out: number[] = [];
  let n = anchor + Math.ceil((from - anchor) / step) * step;
  for (; n <= to; n += step) {
    const d = shiftDay(n, shift);
    if (d >= from && d <= to) out.push(d);
  }
  return out;
}

function monthDays(make: (y: number, m: number) => number[], from: number, to: number, shift: Shift): number[] {
  const a = ymd(from - 5);
  const out: number[] = [];
  for (let i = 0; ; i++) {
    const { y, m } = addMonths(a.y, a.m, i);
    if (dayOfMonth(y, m, 1) > to + 5) break;
    for (const n of make(y, m)) {
      const d = shiftDay(n, shift);
      if (d >= from && d <= to) out.push(d);
    }
  }
  return [...new Set(out)].sort((x, z) => x - z);
}

function nthWeekday(y: number, m: number, wd: number, nth: number): number {
  const first = dayOfMonth(y, m, 1);
  return first + ((wd - weekday(first) + 7) % 7) + (nth - 1) * 7;
}

interface ScheduleSpec {
  frequency: StreamFrequency;
  days: (from: number, to: number) => number[];
}

function paySchedule(rng: Rng, frequency: Exclude<StreamFrequency, 'IRREGULAR'>, payWeekday = 5): ScheduleSpec {
  const shift: Shift = rng.chance(0.9) ? 'PRIOR' : 'NEXT';
  switch (frequency) {
    case 'WEEKLY': {
      const anchor = parseDay('2024-01-05')! + ((payWeekday - 5 + 7) % 7);
      return { frequency, days: (f, t) => gridDays(anchor, 7, f, t, shift) };
    }
    case 'BIWEEKLY': {
      const anchor = parseDay('2024-01-05')! + ((payWeekday - 5 + 7) % 7) + (rng.chance(0.5) ? 7 : 0);
      return { frequency, days: (f, t) => gridDays(anchor, 14, f, t, shift) };
    }
    case 'SEMI_MONTHLY': {
      const pair = rng.pick([[15, 0], [1, 15], [15, 0], [5, 20], [10, 25], [7, 22]]);
      return { frequency, days: (f, t) => monthDays((y, m) => pair.map((d) => dayOfMonth(y, m, d)), f, t, shift) };
    }
    case 'MONTHLY': {
      const d = rng.pick([1, 15, 0, 25, 28, 3]);
      return { frequency, days: (f, t) => monthDays((y, m) => [dayOfMonth(y, m, d)], f, t, shift) };
    }
  }
}

function irregularDays(rng: Rng, from: number, to: number, meanGap: number): number[] {
  const out: number[] = [];
  let d = from + rng.int(0, Math.max(0, Math.round(meanGap)));
  while (d <= to) {
    out.push(d);
    // Gaps from 1 day to more than twice the mean, never a steady rhythm.
    d += Math.max(1, Math.round(rng.range(0.2, 1.8) * meanGap + rng.int(-1, 2)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The borrower

interface RawTx {
  account: 'CHK' | 'SAV';
  day: number;
  cents: number;
  description: string;
  /** Sort key within a day: income first, then the rest. */
  order: number;
  streamKey?: string;
  nominalCents?: number;
  kind?: 'FEE_NSF' | 'FEE_OD' | 'REV_NSF' | 'REV_OD' | 'LOAN' | 'LOAN_CONSUMER' | 'GAMBLING' | 'LARGE' | 'BONUS';
  lender?: string;
}

export interface GenerateOptions {
  /** Force the number of days of history. */
  days?: number;
  /** Purchases per day on average (default about 1.6). */
  purchasesPerDay?: number;
}

/** One borrower from a seed (deterministic). */
export function generateBorrower(seed: number, id = `b${seed}`, opts: GenerateOptions = {}): GeneratedBorrower {
  const rng = new Rng(seed * 7919 + 17);
  const tags: string[] = [];
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const endDay = parseDay('2024-03-01')! + rng.int(0, 850);
  const short = opts.days === undefined && rng.chance(0.1);
  const days = opts.days ?? (short ? rng.int(35, 88) : rng.int(120, 400));
  if (short) tags.push('short');
  const startDay = endDay - days + 1;
  const hasSavings = rng.chance(0.45);
  const chkMask = String(rng.int(1000, 9999));
  const savMask = String((Number(chkMask) + rng.int(1, 8000)) % 9000 + 1000);
  const statement = rng.chance(0.4);
  const raw: RawTx[] = [];
  const streamMeta = new Map<string, { category: StreamCategory; frequency: StreamFrequency }>();

  const addStream = (
    key: string,
    category: StreamCategory,
    frequency: StreamFrequency,
    payDays: number[],
    amount: (day: number, i: number) => { cents: number; nominal: number },
    describe: (day: number, i: number) => string,
    lag = 0,
    account: 'CHK' | 'SAV' = 'CHK',
  ) => {
    streamMeta.set(key, { category, frequency });
    payDays.forEach((d, i) => {
      const day = d + lag;
      if (day < startDay || day > endDay) return;
      const { cents, nominal } = amount(d, i);
      raw.push({ account, day, cents, description: describe(d, i), order: 0, streamKey: key, nominalCents: nominal });
    });
  };

  // Income.
  const employers = [...EMPLOYERS].sort(() => rng.float() - 0.5);
  const profile = rng.weighted([
    [52, 'JOB'],
    [12, 'TWO_JOBS'],
    [7, 'JOB_AND_GIG'],
    [5, 'GIG_REGULAR'],
    [5, 'GIG_IRREGULAR'],
    [6, 'SSA'],
    [3, 'SSA_AND_PENSION'],
    [3, 'UNEMPLOYMENT'],
    [2, 'VA_AND_JOB'],
    [2, 'RENTAL_AND_JOB'],
    [2, 'SUPPORT_AND_JOB'],
    [6, 'NONE'],
  ] as const);
  tags.push(profile);
  let streamNo = 0;
  const longEnough = (f: StreamFrequency) => days >= (f === 'MONTHLY' ? 75 : f === 'SEMI_MONTHLY' || f === 'BIWEEKLY' ? 45 : 30);

  const addJob = (opts2: { stop?: boolean; start?: boolean; secondary?: boolean } = {}) => {
    const emp = employers[streamNo % employers.length];
    const key = `S${streamNo++}`;
    let frequency = rng.weighted([
      [40, 'BIWEEKLY'],
      [22, 'SEMI_MONTHLY'],
      [18, 'WEEKLY'],
      [20, 'MONTHLY'],
    ] as const);
    if (!longEnough(frequency)) frequency = 'WEEKLY';
    const annualNet = opts2.secondary ? rng.range(8_000, 25_000) : rng.range(24_000, 110_000);
    const perPay = Math.round((annualNet * 100) / 12 / MULTIPLIER[frequency]);
    const hourly = rng.chance(0.45);
    const raise = !short && rng.chance(0.25) ? { day: rng.int(startDay + 20, endDay - 10), factor: 1 + rng.range(0.03, 0.08) } : null;
    const lag = rng.chance(0.1) ? 1 : 0;
    const sched = paySchedule(rng, frequency, rng.chance(0.8) ? 5 : 4);
    let from = startDay;
    let to = endDay;
    if (opts2.start) from = startDay + rng.int(20, Math.max(21, Math.floor(days / 2)));
    if (opts2.stop) to = endDay - Math.ceil(PERIOD[frequency] * rng.range(2.2, 4)) - 20;
    let payDays = sched.days(from, to);
    if (payDays.length < 4) return;
    const extras: string[] = [];
    // A missed pay (unpaid leave), somewhere in the middle.
    if (payDays.length >= 8 && rng.chance(0.06)) {
      payDays = payDays.filter((_, i) => i !== Math.floor(payDays.length / 2));
      extras.push('missed');
    }
    // Hours cut within the last two months (hourly work only).
    const cut = hourly && !short && rng.chance(0.12) ? { day: endDay - rng.int(20, 60), factor: rng.range(0.5, 0.75) } : null;
    if (cut) extras.push('cut');
    const split = hasSavings && rng.chance(0.08) ? rng.range(0.1, 0.3) : 0;
    if (split) extras.push('split');
    const style = rng.int(0, 5);
    const id = rng.int(10000, 99999);
    const coid = rng.int(1000000, 9999999);
    const describe = (d: number) => {
      const { m, d: dd, y } = ymd(d);
      const mmdd = `${String(m).padStart(2, '0')}/${String(dd).padStart(2, '0')}`;
      const yymmdd = `${String(y % 100).padStart(2, '0')}${String(m).padStart(2, '0')}${String(dd).padStart(2, '0')}`;
      switch (style) {
        case 0:
          return `${emp} PAYROLL PPD ID: ${id} ${mmdd}`;
        case 1:
          return `${emp} DES:PAYROLL ID:${rng.int(100000, 999999)} INDN:${first} ${last} CO ID:${coid} PPD`;
        case 2:
          return `DIRECT DEP ${emp}`;
        case 3:
          return `ORIG CO NAME:${emp} ORIG ID:${coid} DESC DATE:${yymmdd} CO ENTRY DESCR:PAYROLL SEC:PPD TRACE#:${rng.int(1e8, 9e8)} EED:${yymmdd} IND ID:${id} IND NAME:${first} ${last}`;
        case 4:
          return titleCase(`${emp} Direct Dep ${yymmdd}`);
        default:
          return `${emp} SALARY ${yymmdd}`;
      }
    };
    addStream(
      key,
      'PAYROLL',
      frequency,
      payDays,
      (d) => {
        const nominal = Math.round(perPay * (raise && d >= raise.day ? raise.factor : 1) * (cut && d >= cut.day ? cut.factor : 1));
        const cents = hourly ? Math.round(nominal * (1 + Math.max(-0.15, Math.min(0.15, 0.06 * rng.normal())))) : nominal;
        return { cents, nominal };
      },
      describe,
      lag,
    );
    if (split) {
      // Part of every pay goes straight to savings, the same day, with the same descriptor.
      for (const r of raw.filter((x) => x.streamKey === key)) {
        const part = Math.round(r.cents * split);
        r.cents -= part;
        raw.push({ ...r, account: 'SAV', cents: part });
      }
    }
    // A bonus on a day that is not a payday.
    if (payDays.length >= 6 && rng.chance(0.08)) {
      const d = payDays[payDays.length - 3] + 3 + lag;
      if (d <= endDay) {
        raw.push({ account: 'CHK', day: d, cents: Math.round(perPay * rng.range(0.5, 2)), description: describe(d), order: 0, streamKey: key, nominalCents: 0, kind: 'BONUS' });
        extras.push('bonus');
      }
    }
    tags.push(`${frequency}${hourly ? '/hourly' : ''}${raise ? '/raise' : ''}${opts2.stop ? '/stopped' : ''}${opts2.start ? '/started' : ''}${lag ? '/lag' : ''}${extras.map((e) => `/${e}`).join('')}`);
  };

  const addGig = (regular: boolean) => {
    const key = `S${streamNo++}`;
    if (regular) {
      const name = rng.pick(['LYFT PAYOUT', 'DOORDASH INC PAYOUT', 'UBER PAYOUT']);
      const wd = rng.int(1, 4);
      const sched = paySchedule(rng, 'WEEKLY', wd);
      const mean = Math.round(rng.range(200, 700) * 100);
      addStream(key, 'GIG', 'WEEKLY', sched.days(startDay, endDay), () => ({ cents: Math.round(rng.lognormal(mean, 0.12)), nominal: mean }), () => name);
      tags.push('gig/weekly');
    } else {
      const name = rng.pick(['INSTACART SHOPPER PAYOUT', 'UPWORK ESCROW INC', 'ETSY INC PAYOUT', 'STRIPE TRANSFER ST-{a}', 'GRUBHUB DRIVER PAY']);
      const gap = rng.range(4, 12);
      const mean = Math.round(rng.range(80, 450) * 100);
      addStream(key, 'GIG', 'IRREGULAR', irregularDays(rng, startDay, endDay, gap), () => {
        const c = Math.round(rng.lognormal(mean, 0.5));
        return { cents: c, nominal: c };
      }, () => fill(name, rng));
      tags.push('gig/irregular');
    }
  };

  const addSsa = () => {
    const key = `S${streamNo++}`;
    const amount = Math.round(rng.range(900, 3200) * 100);
    const cola = 1 + rng.range(0.02, 0.032);
    const onThird = rng.chance(0.4);
    const wdNth = rng.int(2, 4);
    const payDays = onThird
      ? monthDays((y, m) => [dayOfMonth(y, m, 3)], startDay, endDay, 'PRIOR')
      : monthDays((y, m) => [nthWeekday(y, m, 3, wdNth)], startDay, endDay, 'PRIOR');
    const startYear = ymd(startDay).y;
    addStream(key, 'BENEFITS', 'MONTHLY', payDays, (d) => {
      const nominal = Math.round(amount * (ymd(d).y > startYear ? cola : 1));
      return { cents: nominal, nominal };
    }, (d) => `SSA TREAS 310 XXSOC SEC ${String(ymd(d).m).padStart(2, '0')}${String(ymd(d).d).padStart(2, '0')}`);
    tags.push(onThird ? 'ssa/3rd' : `ssa/wed${wdNth}`);
  };

  const addMonthly = (category: StreamCategory, name: string, lo: number, hi: number, dom: number, tag: string) => {
    const key = `S${streamNo++}`;
    const amount = Math.round(rng.range(lo, hi) * 100);
    addStream(key, category, 'MONTHLY', monthDays((y, m) => [dayOfMonth(y, m, dom)], startDay, endDay, 'PRIOR'), () => ({ cents: amount, nominal: amount }), () => name);
    tags.push(tag);
  };

  switch (profile) {
    case 'JOB':
      addJob({ stop: false, start: !short && rng.chance(0.08) });
      if (!short && rng.chance(0.15)) addJob({ stop: true, secondary: rng.chance(0.5) });
      break;
    case 'TWO_JOBS':
      addJob();
      addJob({ secondary: true, stop: !short && rng.chance(0.3) });
      break;
    case 'JOB_AND_GIG':
      addJob();
      addGig(rng.chance(0.4));
      break;
    case 'GIG_REGULAR':
      addGig(true);
      break;
    case 'GIG_IRREGULAR':
      addGig(false);
      break;
    case 'SSA':
      if (days >= 75) addSsa();
      break;
    case 'SSA_AND_PENSION':
      if (days >= 75) {
        addSsa();
        addMonthly('PENSION', rng.pick(['CALPERS RETIREMENT DIR DEP', 'TIAA ANNUITY PAYMENT', 'STATE TEACHERS RETIREMENT SYS']), 600, 2500, 1, 'pension');
      }
      break;
    case 'UNEMPLOYMENT': {
      const key = `S${streamNo++}`;
      const weekly = rng.chance(0.5);
      const frequency = weekly ? 'WEEKLY' : 'BIWEEKLY';
      const sched = paySchedule(rng, frequency, rng.int(1, 3));
      const amount = Math.round(rng.range(300, 900) * 100);
      const stop = !short && rng.chance(0.5);
      const to = stop ? endDay - rng.int(45, 80) : endDay;
      const name = rng.pick(['NYS DOL UI DD', 'CA EDD UI BENEFIT', 'TWC UI BENEFITS', 'DES BENEFIT PAYMENT']);
      addStream(key, 'BENEFITS', frequency, sched.days(startDay, to), () => ({ cents: amount, nominal: amount }), () => name);
      tags.push(`ui/${frequency}${stop ? '/stopped' : ''}`);
      if (stop) addJob({ start: true });
      break;
    }
    case 'VA_AND_JOB':
      if (days >= 75) addMonthly('BENEFITS', 'US TREASURY 310 VACP TREAS', 400, 3000, 1, 'va');
      addJob();
      break;
    case 'RENTAL_AND_JOB':
      addJob();
      if (days >= 75) addMonthly('RENTAL', `ZELLE FROM ${rng.pick(FIRST.filter((f) => f !== first))} TENANT RENT`, 800, 2200, 1, 'rental');
      break;
    case 'SUPPORT_AND_JOB':
      addJob();
      if (days >= 75) addMonthly('OTHER', 'TX CHILD SUPPORT SDU', 200, 900, 15, 'support');
      break;
    case 'NONE':
      break;
  }

  // True monthly income now and its shape.
  const streamsTruth: TruthStream[] = [];
  for (const [key, meta] of streamMeta) {
    const events = raw
      .filter((r) => r.streamKey === key)
      .sort((a, b) => a.day - b.day)
      .map((r) => ({ day: r.day, cents: r.cents, nominalCents: r.nominalCents!, id: '' }));
    if (events.length < 2) continue;
    const monthlyCents = truthMonthlyAt({ frequency: meta.frequency, events }, endDay, startDay);
    const lastDay = events[events.length - 1].day;
    const active = endDay - lastDay <= 1.5 * streamPeriod({ frequency: meta.frequency, events }, events);
    streamsTruth.push({ key, category: meta.category, frequency: meta.frequency, events, monthlyCents: active ? monthlyCents : 0, active });
  }
  let incomeCents = streamsTruth.reduce((s, x) => s + x.monthlyCents, 0);
  const budget = incomeCents > 0 ? incomeCents : rng.range(1500, 3500) * 100;

  // Money without income: cash deposits and transfers from family.
  if (incomeCents === 0) {
    for (let d = startDay + rng.int(0, 6); d <= endDay; d += rng.int(5, 12)) {
      raw.push({ account: 'CHK', day: d, cents: Math.round(rng.range(100, 450) * 100), description: rng.pick(['ATM CASH DEPOSIT', `ZELLE FROM ${rng.pick(FIRST)} ${rng.pick(LAST)}`, 'VENMO CASHOUT']), order: 1 });
    }
  }

  // Spending.
  const overdrawn = rng.chance(0.12);
  if (overdrawn) tags.push('overdrawn');
  const spendShare = overdrawn ? rng.range(0.98, 1.1) : rng.range(0.7, 0.92);
  const monthlySpend = budget * spendShare;
  const rentDay = rng.int(1, 5);
  const rentCents = Math.round(monthlySpend * 0.3);
  const cardDay = rng.int(8, 25);
  for (let i = 0; ; i++) {
    const { y, m } = addMonths(ymd(startDay).y, ymd(startDay).m, i);
    const first1 = dayOfMonth(y, m, 1);
    if (first1 > endDay) break;
    const push = (day: number, cents: number, description: string) => {
      if (day >= startDay && day <= endDay) raw.push({ account: 'CHK', day, cents, description, order: 2 });
    };
    push(dayOfMonth(y, m, rentDay), -rentCents, rng.pick(['RENT PAYMENT OAK APTS', 'ZELLE TO LANDLORD PROPERTY MGMT', 'CHECK 10' + rng.int(10, 99)]));
    push(dayOfMonth(y, m, cardDay), -Math.round(monthlySpend * rng.range(0.08, 0.18)), rng.pick(['CHASE CREDIT CRD AUTOPAY', 'CAPITAL ONE CRCARDPMT', 'DISCOVER E-PAYMENT']));
    push(dayOfMonth(y, m, 20), -Math.round(rng.range(60, 220) * 100), rng.pick(['CON EDISON BILL PAY', 'COMCAST CABLE', 'VERIZON WIRELESS PMT']));
  }
  const perDay = opts.purchasesPerDay ?? rng.range(1, 2.2);
  const purchaseMean = Math.max(500, (monthlySpend * 0.4) / (perDay * DAYS_PER_MONTH));
  for (let d = startDay; d <= endDay; d++) {
    let k = 0;
    const target = perDay + rng.range(-0.9, 0.9);
    while (k < target) {
      raw.push({ account: 'CHK', day: d, cents: -Math.max(100, Math.round(rng.lognormal(purchaseMean, 0.8))), description: fill(rng.pick(MERCHANTS), rng), order: 3 });
      k++;
    }
    if (rng.chance(0.025)) raw.push({ account: 'CHK', day: d, cents: -rng.int(2, 20) * 1000, description: `ATM WITHDRAWAL ${rng.int(100, 999)} MAIN ST`, order: 3 });
  }
  // Something on the first and the last day, so the history spans exactly `days`.
  raw.push({ account: 'CHK', day: startDay, cents: -rng.int(300, 2500), description: 'STARBUCKS STORE 2231', order: 3 });
  raw.push({ account: 'CHK', day: endDay, cents: -rng.int(300, 2500), description: 'STARBUCKS STORE 2231', order: 3 });

  // Small person-to-person money and refunds.
  for (let d = startDay + rng.int(0, 20); d <= endDay; d += rng.int(12, 40)) {
    const other = `${rng.pick(FIRST.filter((f) => f !== first))} ${rng.pick(LAST.filter((l) => l !== last))}`;
    raw.push({ account: 'CHK', day: d, cents: Math.round(rng.range(15, 280) * 100), description: rng.pick([`ZELLE FROM ${other}`, 'VENMO CASHOUT', `Zelle payment from ${titleCase(other)}`]), order: 1 });
    raw.push({ account: 'CHK', day: Math.min(endDay, d + rng.int(0, 5)), cents: -Math.round(rng.range(15, 200) * 100), description: `ZELLE TO ${other}`, order: 3 });
  }
  for (let d = startDay + rng.int(0, 30); d <= endDay; d += rng.int(20, 60)) {
    raw.push({ account: 'CHK', day: d, cents: Math.round(rng.range(8, 150) * 100), description: rng.pick(['AMAZON.COM REFUND', 'TARGET RETURN 1182', 'WALMART.COM REFUND']), order: 1 });
  }

  // Own transfers.
  const ownName = rng.chance(0.1);
  if (hasSavings) {
    const generic = rng.chance(0.3);
    tags.push(generic ? 'savings/generic' : 'savings');
    for (let d = startDay + rng.int(1, 14); d <= endDay; d += rng.int(10, 35)) {
      const toSavings = rng.chance(0.7);
      const cents = Math.round(rng.range(50, 800) * 100);
      const arrive = Math.min(endDay, d + rng.int(0, 1));
      const [outAcc, inAcc] = toSavings ? (['CHK', 'SAV'] as const) : (['SAV', 'CHK'] as const);
      const outDesc = generic ? 'ONLINE BANKING TRANSFER' : toSavings ? `ONLINE TRANSFER TO SAV ...${savMask}` : `ONLINE TRANSFER TO CHK ...${chkMask}`;
      const inDesc = generic ? 'INTERNET TRANSFER CREDIT' : toSavings ? `ONLINE TRANSFER FROM CHK ...${chkMask}` : `ONLINE TRANSFER FROM SAV ...${savMask}`;
      raw.push({ account: outAcc, day: d, cents: -cents, description: outDesc, order: 2 });
      raw.push({ account: inAcc, day: arrive, cents, description: inDesc, order: 1 });
    }
    for (let i = 0; ; i++) {
      const { y, m } = addMonths(ymd(startDay).y, ymd(startDay).m, i);
      const d = dayOfMonth(y, m, 0);
      if (d > endDay) break;
      if (d >= startDay) raw.push({ account: 'SAV', day: d, cents: rng.int(5, 400), description: 'INTEREST PAYMENT', order: 1 });
    }
  } else if (rng.chance(0.3)) {
    tags.push('external-savings');
    for (let d = startDay + rng.int(3, 20); d <= endDay; d += rng.int(20, 50)) {
      const cents = Math.round(rng.range(100, 1500) * 100);
      raw.push({ account: 'CHK', day: d, cents, description: rng.pick(['TRANSFER FROM SAVINGS', 'Online Transfer from Savings']), order: 1 });
    }
  }
  if (ownName) {
    tags.push('own-name-zelle');
    const d = endDay - rng.int(5, 60);
    raw.push({ account: 'CHK', day: d, cents: Math.round(rng.range(1000, 4000) * 100), description: `ZELLE FROM ${first} ${last}`, order: 1 });
  }

  // Loans.
  const consumerIn90 = new Set<string>();
  const recentStart = endDay - 89;
  if (rng.chance(0.35)) {
    const desc = rng.pick(TERM_LOANS);
    const cents = Math.round(rng.range(150, 1800) * 100);
    for (let i = 0; ; i++) {
      const { y, m } = addMonths(ymd(startDay).y, ymd(startDay).m, i);
      const d = dayOfMonth(y, m, 10);
      if (d > endDay) break;
      if (d >= startDay) raw.push({ account: 'CHK', day: d, cents: -cents, description: desc, order: 2, kind: 'LOAN' });
    }
    tags.push('term-loan');
  }
  const stacking = rng.chance(0.09);
  const someConsumer = !stacking && rng.chance(0.12);
  if (stacking || someConsumer) {
    const n = stacking ? rng.int(3, 5) : rng.int(1, 2);
    const lenders = [...CONSUMER_LENDERS].sort(() => rng.float() - 0.5).slice(0, n);
    tags.push(stacking ? `stacking/${n}` : `consumer-loans/${n}`);
    for (const l of lenders) {
      const startAt = Math.max(startDay, endDay - rng.int(60, 200));
      const principal = Math.round(rng.range(300, 2500) * 100);
      if (rng.chance(0.6)) raw.push({ account: 'CHK', day: startAt, cents: principal, description: l.proceeds, order: 1, kind: 'LOAN_CONSUMER', lender: l.name });
      const pay = Math.round((principal / rng.range(4, 10)) / 100) * 100;
      for (let d = startAt + 14; d <= endDay; d += 14) {
        raw.push({ account: 'CHK', day: d, cents: -pay, description: l.pay, order: 2, kind: 'LOAN_CONSUMER', lender: l.name });
      }
    }
  }

  // Gambling.
  if (rng.chance(0.07)) {
    tags.push('gambling');
    const site = rng.pick(GAMBLING);
    for (let d = endDay - rng.int(20, 80); d <= endDay; d += rng.int(2, 9)) {
      raw.push({ account: 'CHK', day: d, cents: -Math.round(rng.range(10, 200) * 100), description: site, order: 3, kind: 'GAMBLING' });
    }
  }

  // Fees, some reversed.
  let nsfLeft = 0;
  let odLeft = 0;
  if (rng.chance(0.16)) {
    const count = rng.int(1, 5);
    for (let i = 0; i < count; i++) {
      const d = endDay - rng.int(0, Math.min(days - 10, 150));
      const nsf = rng.chance(0.5);
      raw.push({ account: 'CHK', day: d, cents: -3500, description: nsf ? rng.pick(['NSF FEE RETURNED ITEM', 'INSUFFICIENT FUNDS FEE']) : rng.pick(['OVERDRAFT ITEM FEE', 'OD FEE']), order: 4, kind: nsf ? 'FEE_NSF' : 'FEE_OD' });
      if (rng.chance(0.35) && d + 3 <= endDay) {
        raw.push({ account: 'CHK', day: d + rng.int(1, 3), cents: 3500, description: nsf ? 'NSF FEE REVERSAL' : rng.pick(['OVERDRAFT FEE REFUND', 'OD FEE REVERSAL']), order: 1, kind: nsf ? 'REV_NSF' : 'REV_OD' });
      } else if (nsf) nsfLeft++;
      else odLeft++;
    }
    tags.push(`fees/${count}`);
  }

  // Large deposit with no explanation.
  const largeDeposit = rng.chance(0.09);
  if (largeDeposit) {
    const threshold = incomeCents > 0 ? Math.max(0.5 * incomeCents, 50_000) : 250_000;
    const cents = Math.round(threshold * rng.range(1.6, 4));
    raw.push({ account: 'CHK', day: endDay - rng.int(3, Math.min(days - 5, 120)), cents, description: rng.pick(['MOBILE CHECK DEPOSIT', 'CASH DEPOSIT BRANCH 0042', `WIRE TRANSFER IN ${rng.pick(LAST)} HOLDINGS`]), order: 1, kind: 'LARGE' });
    tags.push('large-deposit');
  }

  // Order, ids, balances.
  raw.sort((a, b) => a.day - b.day || a.order - b.order || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const accountIds = { CHK: `${id}-chk`, SAV: `${id}-sav` };
  const accounts: Array<'CHK' | 'SAV'> = hasSavings ? ['CHK', 'SAV'] : ['CHK'];
  const txs: CashFlowTransactionInput[] = [];
  const idOf = new Map<RawTx, string>();
  raw.forEach((r, i) => idOf.set(r, `${id}-t${i}`));
  let negativeDay = false;
  const accountInputs: CashFlowAccountInput[] = [];
  const mismatch = statement && rng.chance(0.08);
  for (const acc of accounts) {
    const rows = raw.filter((r) => r.account === acc);
    let run = 0;
    let min = 0;
    for (const r of rows) {
      run += r.cents;
      min = Math.min(min, run);
    }
    const cushion = Math.round(rng.range(50, 3000) * 100);
    const opening = acc === 'CHK' && overdrawn ? -min - Math.round(rng.range(80, 900) * 100) : -min + cushion;
    let bal = opening;
    const byDayEnd = new Map<number, number>();
    for (const r of rows) {
      bal += r.cents;
      byDayEnd.set(r.day, bal);
      txs.push({
        transaction_id: idOf.get(r)!,
        account_id: accountIds[acc],
        date: formatDay(r.day),
        description: r.description,
        amount_cents: r.cents,
        running_balance_cents: statement ? bal : null,
        category: null,
        document_id: statement ? `${id}-doc-${acc.toLowerCase()}` : null,
        page: statement ? 1 + Math.floor(rows.indexOf(r) / 40) : null,
      });
    }
    for (const v of byDayEnd.values()) if (v < 0) negativeDay = true;
    const closing = bal;
    accountInputs.push({
      account_id: accountIds[acc],
      name: acc === 'CHK' ? 'Everyday Checking' : 'Way2Save Savings',
      mask: acc === 'CHK' ? chkMask : savMask,
      source: statement ? 'STATEMENT' : 'BANK_CONNECTION',
      opening_balance_cents: statement ? opening : null,
      closing_balance_cents: statement && mismatch && acc === 'CHK' ? closing + 12_345 : closing,
      reconciliation: statement
        ? mismatch && acc === 'CHK'
          ? { status: 'MISMATCH', problems: [`Opening balance plus credits minus debits is ${(closing / 100).toFixed(2)}, but the closing balance printed is ${((closing + 12_345) / 100).toFixed(2)}.`], document_id: `${id}-doc-chk` }
          : { status: 'RECONCILED', problems: [], document_id: `${id}-doc-${acc.toLowerCase()}` }
        : null,
    });
  }
  if (mismatch) tags.push('mismatch');
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  for (const s of streamsTruth) {
    const rows = raw.filter((r) => r.streamKey === s.key).sort((a, b) => a.day - b.day);
    s.events = rows.map((r) => ({ day: r.day, cents: r.cents, nominalCents: r.nominalCents!, id: idOf.get(r)! }));
  }

  // True flags.
  const flags = new Set<RiskFlagCode>();
  incomeCents = streamsTruth.reduce((sum, x) => sum + x.monthlyCents, 0);
  if (incomeCents === 0) flags.add('NO_INCOME');
  if (days >= 120) {
    const w = Math.min(91, Math.floor(days / 2));
    const before = streamsTruth.reduce((sum, x) => sum + truthMonthlyAt(x, endDay - w, startDay), 0);
    if (before > 0 && (before - incomeCents) / before > 0.25) flags.add('FALLING_INCOME');
  }
  if (nsfLeft > 0) flags.add('NSF_FEES');
  if (odLeft > 0) flags.add('OVERDRAFT_FEES');
  if (negativeDay) flags.add('NEGATIVE_BALANCE_DAYS');
  for (const r of raw) if (r.kind === 'LOAN_CONSUMER' && r.day >= recentStart) consumerIn90.add(r.lender!);
  if (consumerIn90.size >= 3) flags.add('LOAN_STACKING');
  if (raw.some((r) => (r.kind === 'LOAN' || (r.kind === 'LOAN_CONSUMER' && r.cents < 0)) && r.day >= recentStart)) flags.add('LOAN_PAYMENTS');
  if (raw.some((r) => r.kind === 'GAMBLING')) flags.add('GAMBLING');
  if (largeDeposit) flags.add('LARGE_UNEXPLAINED_DEPOSIT');
  if (days < 90) flags.add('SHORT_HISTORY');
  if (mismatch) flags.add('STATEMENT_NOT_RECONCILED');

  return {
    id,
    input: { currency: 'USD', accounts: accountInputs, transactions: txs, borrower: { first_name: titleCase(first), last_name: titleCase(last) } },
    truth: { monthlyIncomeCents: incomeCents, streams: streamsTruth, flags: [...flags].sort(), days },
    tags,
  };
}

/** `count` borrowers from seeds seed, seed+1, ... */
export function generateBorrowers(count: number, seed = 1): GeneratedBorrower[] {
  const out: GeneratedBorrower[] = [];
  for (let i = 0; i < count; i++) out.push(generateBorrower(seed + i, `b${seed + i}`));
  return out;
}

/**
 * A long, busy history of exactly `n` transactions (for timing): a borrower with a job, savings and
 * the usual noise over enough days, cut to its last `n` transactions (the opening balance moved to
 * match, printed balances kept).
 */
export function generateHistory(n: number, seed = 42): CashFlowInput {
  const perDay = 6;
  const days = Math.max(60, Math.ceil(n / (perDay + 0.6)) + 30);
  let b = generateBorrower(seed, `h${seed}`, { days, purchasesPerDay: perDay });
  for (let k = 1; b.input.transactions.length < n && k < 10; k++) {
    b = generateBorrower(seed, `h${seed}`, { days: Math.ceil(days * (1 + 0.3 * k)), purchasesPerDay: perDay });
  }
  const all = b.input.transactions;
  const kept = all.slice(all.length - Math.min(n, all.length));
  const dropped = all.slice(0, all.length - kept.length);
  const accounts = b.input.accounts.map((a) => {
    const gone = dropped.filter((t) => t.account_id === a.account_id).reduce((s, t) => s + t.amount_cents, 0);
    return { ...a, opening_balance_cents: a.opening_balance_cents === null ? null : a.opening_balance_cents + gone };
  });
  return { ...b.input, accounts, transactions: kept };
}
