// The stubs of the second locked split, made here from scratch: parties, pay calendar, earnings and
// deductions for every period of the year up to the one printed, so that each year-to-date figure is
// the sum of the periods before it plus this one, and every period's net is its gross less its
// deductions. Nothing here comes from the other paystub generators.

import { mulberry32, seedOf } from '../../prng.ts';

export type Frequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export class Draw {
  private readonly next: () => number;
  constructor(key: string) {
    this.next = mulberry32(seedOf(key));
  }
  float(): number {
    return this.next();
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
}

export interface Party {
  name: string;
  /** Street lines, e.g. ["4410 Industrial Pkwy", "Suite 9"]. */
  lines: string[];
  city: string;
  state: string;
  zip: string;
}

export interface Earning {
  name: string;
  /** Hundredths of an hour; null for salary. */
  hours: number | null;
  /** Cents per hour; null for salary. */
  rate: number | null;
  current: number;
  ytd: number;
}

export interface Deduction {
  name: string;
  /** Null when this period has none but the year does (printed with its YTD only). */
  current: number | null;
  ytd: number;
  kind: 'tax' | 'pre' | 'post';
}

export interface Stub {
  employer: Party;
  employee: Party;
  employeeId: string;
  frequency: Frequency;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  /** This pay date's number in its calendar year, from 1. */
  periodNo: number;
  earnings: Earning[];
  deductions: Deduction[];
  gross: number;
  net: number;
  grossYtd: number;
  netYtd: number;
  /** Last digits of the deposit account, for layouts that print one. */
  depositMask: string;
  checkNo: string;
}

// ---- parties -------------------------------------------------------------------------------------

const EMPLOYERS = [
  'Harbor Point Dental Group', 'Copperline Fabrication LLC', 'Bluestem Veterinary Clinic PC', 'Greywater Brewing Company',
  'Sable Creek Charter School', 'Ironwood Property Services Inc', 'Kestrel Avionics Corp', 'Marigold Home Health Agency',
  'Tidewater Freight Partners', 'Juniper & Vale Architects', 'Oxbow Valley Orchards', 'Northgate Pediatric Therapy',
  'Quillfeather Print Shop', 'Red Alder Landscaping Co', 'Silverpine Senior Living', 'Tamarack Data Systems Inc',
  'Wexford Hardware Supply', 'Brightwater Aquatics Center', 'Calloway Roofing & Gutters', 'Dunmore Family Pharmacy',
];
const FIRST = ['Adaeze', 'Marisol', 'Dmitri', 'Keanu', 'Priyanka', 'Bao', 'Siobhan', 'Jean-Luc', 'Lakshmi', 'Tavita', 'Wren', 'Oluwaseun', 'Mateo', 'Ingrid', 'Hollis', 'Yusuf', 'Noor', 'Callum', 'Esperanza', 'Thaddeus'];
const MIDDLE = ['', '', '', 'A.', 'R.', 'J.', 'M', 'T', 'Lee', 'Marie'];
const LAST = ['Okafor', 'Quintero-Baez', 'Volkov', 'Kahananui', 'Raghunathan', 'Tran', "O'Connell", 'Ambroise', 'Iyer', 'Faleolo', 'Abernathy', 'Adeyemi', 'Lindqvist', 'Castellano', 'Mbeki', 'Haverford', 'Nakamura', 'Ferreira', 'Duchesne', 'Whitcombe'];
const STREETS = ['Industrial Pkwy', 'Larkspur Lane', 'N. Meridian Street', 'Old Mill Road', 'Cedar Hollow Dr', 'W 14th Ave', 'Bayview Terrace', 'County Road 12', 'Quarry Street', 'Harmon Blvd', 'E. Sycamore St', 'Fox Run Court', 'Commerce Way', 'Ridgecrest Avenue', 'S Alder St'];
const UNITS = ['Apt 3B', 'Unit 12', '# 204', 'Apt 1107', 'Suite 310', 'Unit C', 'Apt 22'];
const BUSINESS_UNITS = ['Suite 200', 'Building 4', 'Suite 1450', 'Floor 2', 'Suite B'];
// City, state, ZIP prefix (three digits); states without an income tax are marked.
const PLACES: Array<[string, string, string]> = [
  ['Tulsa', 'OK', '741'], ['Boise', 'ID', '837'], ['Eugene', 'OR', '974'], ['Dayton', 'OH', '454'], ['Madison', 'WI', '537'],
  ['Richmond', 'VA', '232'], ['Spokane', 'WA', '992'], ['Fort Worth', 'TX', '761'], ['Savannah', 'GA', '314'], ['Albany', 'NY', '122'],
  ['Lancaster', 'PA', '176'], ['Tampa', 'FL', '336'], ['Des Moines', 'IA', '503'], ['Fresno', 'CA', '937'], ['Providence', 'RI', '029'],
];
export const NO_INCOME_TAX = new Set(['WA', 'TX', 'FL']);

function party(d: Draw, name: string, business: boolean, place: [string, string, string]): Party {
  const lines = [`${d.int(12, 9890)} ${d.pick(STREETS)}`];
  if (d.chance(business ? 0.5 : 0.4)) lines.push(d.pick(business ? BUSINESS_UNITS : UNITS));
  return { name, lines, city: place[0], state: place[1], zip: `${place[2]}${String(d.int(1, 99)).padStart(2, '0')}` };
}

// ---- the pay calendar ----------------------------------------------------------------------------

const DAY = 86_400_000;
const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
export const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const add = (iso: string, n: number) => isoOf(dayOf(iso) + n);
const weekday = (iso: string) => new Date(dayOf(iso) * DAY).getUTCDay();
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
/** The weekday on or before `iso`. */
const weekdayOnOrBefore = (iso: string) => {
  let d = iso;
  while (weekday(d) === 0 || weekday(d) === 6) d = add(d, -1);
  return d;
};

export interface Period {
  payDate: string;
  start: string;
  end: string;
}

/** Every period paid in `year`, in order. Weekly and biweekly pay on Fridays, six days after the period ends. */
export function periodsOfYear(frequency: Frequency, year: number, phase: number): Period[] {
  const out: Period[] = [];
  if (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') {
    const step = frequency === 'WEEKLY' ? 7 : 14;
    let pay = `${year}-01-01`;
    while (weekday(pay) !== 5) pay = add(pay, 1);
    if (frequency === 'BIWEEKLY' && phase % 2 === 1) pay = add(pay, 7);
    for (; pay.startsWith(String(year)); pay = add(pay, step)) {
      const end = add(pay, -6);
      out.push({ payDate: pay, start: add(end, -(step - 1)), end });
    }
  } else if (frequency === 'SEMI_MONTHLY') {
    for (let m = 1; m <= 12; m++) {
      const mid = `${year}-${pad(m)}-15`;
      const last = `${year}-${pad(m)}-${pad(lastDay(year, m))}`;
      out.push({ payDate: weekdayOnOrBefore(mid), start: `${year}-${pad(m)}-01`, end: mid });
      out.push({ payDate: weekdayOnOrBefore(last), start: `${year}-${pad(m)}-16`, end: last });
    }
  } else {
    for (let m = 1; m <= 12; m++) {
      const last = `${year}-${pad(m)}-${pad(lastDay(year, m))}`;
      out.push({ payDate: weekdayOnOrBefore(last), start: `${year}-${pad(m)}-01`, end: last });
    }
  }
  return out;
}

// ---- money ---------------------------------------------------------------------------------------

/** Deduction names as one payroll vocabulary prints them ({ST} is the work state). */
export interface Vocabulary {
  fed: string;
  ss: string;
  med: string;
  state: string;
  local: string;
  retire: string;
  health: string;
  dental: string;
  vision: string;
  hsa: string;
  roth: string;
  union: string;
  loan: string;
  charity: string;
  regular: string;
  overtime: string;
  salary: string;
  bonus: string;
}

export interface StubOptions {
  frequency: Frequency;
  year: number;
  /** Latest pay date allowed (the corpus is dated before it was made). */
  notAfter?: string;
  vocabulary: Vocabulary;
  /** Whether a deduction that stopped earlier in the year may print with its YTD only. */
  ytdOnlyLine?: boolean;
}

const round = (x: number) => Math.round(x);

export function makeStub(key: string, o: StubOptions): Stub {
  const d = new Draw(key);
  const place = d.pick(PLACES);
  const homePlace = d.chance(0.75) ? place : d.pick(PLACES);
  const employer = party(d, d.pick(EMPLOYERS), true, place);
  const middle = d.pick(MIDDLE);
  const employee = party(d, [d.pick(FIRST), middle, d.pick(LAST)].filter(Boolean).join(' '), false, homePlace);
  const v = o.vocabulary;
  const st = place[1];
  const named = (s: string) => s.replace('{ST}', st).replace('{CITY}', place[0]);

  const periods = periodsOfYear(o.frequency, o.year, d.int(0, 1)).filter((p) => !o.notAfter || p.payDate <= o.notAfter);
  const periodNo = d.int(Math.min(3, periods.length), periods.length);
  const period = periods[periodNo - 1];
  const perYear = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12 }[o.frequency];
  const weeks = { WEEKLY: 1, BIWEEKLY: 2, SEMI_MONTHLY: 0, MONTHLY: 0 }[o.frequency];
  const hourly = weeks > 0;
  const rate = d.int(1650, 5275); // cents an hour
  const salary = d.int(42, 148) * 1000_00; // cents a year
  const overtimeLikely = hourly && d.chance(0.6);
  const bonusAt = !hourly && d.chance(0.5) ? d.int(1, periodNo) : 0;

  // Per-employee deduction settings.
  const fedRate = 0.07 + d.float() * 0.08;
  const stateRate = NO_INCOME_TAX.has(st) ? 0 : 0.025 + d.float() * 0.035;
  const localRate = d.chance(0.25) && stateRate > 0 ? 0.005 + d.float() * 0.015 : 0;
  const retirePct = d.pick([0, 0.03, 0.04, 0.05, 0.06, 0.08]);
  const perPeriod = (annual: number) => round(annual / perYear);
  const health = d.chance(0.8) ? perPeriod(d.int(900, 4200) * 100) : 0;
  const dental = d.chance(0.6) ? perPeriod(d.int(180, 700) * 100) : 0;
  const vision = d.chance(0.4) ? perPeriod(d.int(60, 220) * 100) : 0;
  const hsa = d.chance(0.3) ? perPeriod(d.int(600, 3000) * 100) : 0;
  const roth = d.chance(0.25) ? perPeriod(d.int(1000, 5000) * 100) : 0;
  const union = hourly && d.chance(0.3) ? d.int(1500, 4500) : 0;
  const charity = d.chance(0.2) ? d.pick([500, 1000, 2000, 2500]) : 0;
  // A loan repayment that ended some periods ago: YTD only on this stub.
  const loanUntil = o.ytdOnlyLine && periodNo >= 4 && d.chance(0.6) ? d.int(1, periodNo - 2) : 0;
  const loan = loanUntil ? d.int(40, 160) * 100 : 0;

  interface PeriodMoney {
    earnings: Array<{ name: string; hours: number | null; rate: number | null; amount: number }>;
    lines: Array<{ name: string; amount: number; kind: Deduction['kind'] }>;
  }
  const money: PeriodMoney[] = [];
  for (let k = 1; k <= periodNo; k++) {
    const earnings: PeriodMoney['earnings'] = [];
    if (hourly) {
      const regHours = weeks * 4000 - (d.chance(0.3) ? d.int(1, 16) * 25 : 0);
      earnings.push({ name: v.regular, hours: regHours, rate, amount: round((regHours * rate) / 100) });
      if (overtimeLikely && (k === periodNo || d.chance(0.5))) {
        const otHours = d.int(1, 24) * 25;
        const otRate = round(rate * 1.5);
        earnings.push({ name: v.overtime, hours: otHours, rate: otRate, amount: round((otHours * otRate) / 100) });
      }
    } else {
      earnings.push({ name: v.salary, hours: null, rate: null, amount: round(salary / perYear) });
      if (k === bonusAt) earnings.push({ name: v.bonus, hours: null, rate: null, amount: d.int(25, 300) * 1000 });
    }
    const gross = earnings.reduce((s, e) => s + e.amount, 0);
    const retire = round(gross * retirePct);
    const section125 = health + dental + vision + hsa;
    const lines: PeriodMoney['lines'] = [];
    const fica = gross - section125;
    const taxable = gross - section125 - retire;
    lines.push({ name: v.fed, amount: round(taxable * fedRate), kind: 'tax' });
    lines.push({ name: v.ss, amount: round(fica * 0.062), kind: 'tax' });
    lines.push({ name: v.med, amount: round(fica * 0.0145), kind: 'tax' });
    if (stateRate) lines.push({ name: named(v.state), amount: round(taxable * stateRate), kind: 'tax' });
    if (localRate) lines.push({ name: named(v.local), amount: round(taxable * localRate), kind: 'tax' });
    if (retire) lines.push({ name: v.retire, amount: retire, kind: 'pre' });
    if (health) lines.push({ name: v.health, amount: health, kind: 'pre' });
    if (dental) lines.push({ name: v.dental, amount: dental, kind: 'pre' });
    if (vision) lines.push({ name: v.vision, amount: vision, kind: 'pre' });
    if (hsa) lines.push({ name: v.hsa, amount: hsa, kind: 'pre' });
    if (roth) lines.push({ name: v.roth, amount: roth, kind: 'post' });
    if (union) lines.push({ name: v.union, amount: union, kind: 'post' });
    if (charity) lines.push({ name: v.charity, amount: charity, kind: 'post' });
    if (loan && k <= loanUntil) lines.push({ name: v.loan, amount: loan, kind: 'post' });
    money.push({ earnings, lines });
  }

  // This period's lines with the year's sums.
  const last = money[money.length - 1];
  const earningNames = [...new Set(money.flatMap((m) => m.earnings.map((e) => e.name)))];
  const earnings: Earning[] = earningNames.map((name) => {
    const cur = last.earnings.find((e) => e.name === name);
    return {
      name,
      hours: cur ? cur.hours : null,
      rate: cur ? cur.rate : null,
      current: cur ? cur.amount : 0,
      ytd: money.reduce((s, m) => s + m.earnings.filter((e) => e.name === name).reduce((t, e) => t + e.amount, 0), 0),
    };
  });
  const deductionNames = [...new Set(money.flatMap((m) => m.lines.map((l) => l.name)))];
  const deductions: Deduction[] = deductionNames.map((name) => {
    const cur = last.lines.find((l) => l.name === name);
    const kind = money.flatMap((m) => m.lines).find((l) => l.name === name)!.kind;
    return { name, current: cur ? cur.amount : null, ytd: money.reduce((s, m) => s + m.lines.filter((l) => l.name === name).reduce((t, l) => t + l.amount, 0), 0), kind };
  });
  const grossOf = (m: PeriodMoney) => m.earnings.reduce((s, e) => s + e.amount, 0);
  const netOf = (m: PeriodMoney) => grossOf(m) - m.lines.reduce((s, l) => s + l.amount, 0);
  return {
    employer,
    employee,
    employeeId: String(d.int(1000, 999999)).padStart(6, '0'),
    frequency: o.frequency,
    payDate: period.payDate,
    periodStart: period.start,
    periodEnd: period.end,
    periodNo,
    earnings,
    deductions,
    gross: grossOf(last),
    net: netOf(last),
    grossYtd: money.reduce((s, m) => s + grossOf(m), 0),
    netYtd: money.reduce((s, m) => s + netOf(m), 0),
    depositMask: String(d.int(1000, 9999)),
    checkNo: String(d.int(100000, 999999)),
  };
}

// ---- the truth file ------------------------------------------------------------------------------

export const oneLine = (p: Party) => [...p.lines, `${p.city}, ${p.state} ${p.zip}`].join(', ');

export interface TruthChoices {
  /** Null when the layout does not print it. */
  ytdGross?: boolean;
  ytdNet?: boolean;
  employerAddress?: boolean;
  employeeAddress?: boolean;
}

export interface Locked2Truth {
  kind: 'paystub';
  layout: string;
  source: string;
  employer: { name: string; address: string | null };
  employee: { name: string; address: string | null };
  pay_date: string;
  period: { start: string; end: string };
  gross: number;
  net: number;
  deductions: Array<{ name: string; current: number | null; ytd: number | null; section: string }>;
  ytd_gross: number | null;
  ytd_net: number | null;
  frequency: Frequency;
}

const SECTION = { tax: 'Taxes', pre: 'Pre-tax deductions', post: 'After-tax deductions' } as const;

/** The truth in the convention of eval/paystubs/document-truth.ts (amounts in dollars). */
export function truthOf(s: Stub, layout: string, c: TruthChoices = {}): Locked2Truth {
  return {
    kind: 'paystub',
    layout,
    source: 'generated (eval/paystubs/locked-2)',
    employer: { name: s.employer.name, address: c.employerAddress === false ? null : oneLine(s.employer) },
    employee: { name: s.employee.name, address: c.employeeAddress === false ? null : oneLine(s.employee) },
    pay_date: s.payDate,
    period: { start: s.periodStart, end: s.periodEnd },
    gross: s.gross / 100,
    net: s.net / 100,
    deductions: s.deductions.map((x) => ({ name: x.name, current: x.current === null ? null : x.current / 100, ytd: x.ytd / 100, section: SECTION[x.kind] })),
    ytd_gross: c.ytdGross === false ? null : s.grossYtd / 100,
    ytd_net: c.ytdNet === false ? null : s.netYtd / 100,
    frequency: s.frequency,
  };
}
