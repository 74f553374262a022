// A synthetic pay history: one employee's pay periods of a year, each with its earnings and
// deductions, and the stub of one of them with its year-to-date sums. Amounts are integer cents;
// hours are hundredths of an hour. Nothing here knows how a payroll provider prints it.

import { addDays, parts, weekday } from '../statements/calendar.ts';
import type { Rng } from '../statements/random.ts';
import type { PayFrequency } from '../../src/analysis/paystub/paystub.types.ts';

export interface SynthParty {
  name: string;
  lines: string[];
  city: string;
  state: string;
  zip: string;
}

export type EarningKey = 'regular' | 'overtime' | 'salary';
export type DeductionKey = 'fit' | 'ss' | 'medicare' | 'state' | 'local' | 'k401' | 'medical' | 'dental' | 'vision' | 'hsa' | 'roth' | 'union' | 'life';

export interface SynthEarning {
  key: EarningKey;
  /** Hundredths of an hour; null for a salary printed without hours. */
  hours: number | null;
  rateCents: number | null;
  amountCents: number;
  ytdCents: number;
}

export interface SynthDeduction {
  key: DeductionKey;
  amountCents: number;
  ytdCents: number;
}

export interface SynthStub {
  employer: SynthParty;
  employee: SynthParty;
  employeeId: string;
  frequency: PayFrequency;
  salaried: boolean;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  periodsElapsed: number;
  earnings: SynthEarning[];
  deductions: SynthDeduction[];
  grossCents: number;
  netCents: number;
  grossYtdCents: number;
  netYtdCents: number;
}

export interface PayPeriod {
  payDate: string;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The nearest business day on or before `iso`. */
function businessDayOnOrBefore(iso: string): string {
  let d = iso;
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
}

/** Every pay date of `year` on the schedule, with its period. Weekly and biweekly pay on Fridays
 *  for the period that ended the Saturday before; semi-monthly on the 15th and the last day, monthly
 *  on the last day (each moved back to a business day). `phase` shifts the biweekly cycle. */
export function paySchedule(frequency: PayFrequency, year: number, phase: number): PayPeriod[] {
  const out: PayPeriod[] = [];
  if (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') {
    let d = `${year}-01-01`;
    while (weekday(d) !== 5) d = addDays(d, 1);
    const step = frequency === 'WEEKLY' ? 7 : 14;
    if (frequency === 'BIWEEKLY' && phase % 2 === 1) d = addDays(d, 7);
    for (; parts(d).y === year; d = addDays(d, step)) {
      const end = addDays(d, -6);
      out.push({ payDate: d, start: addDays(end, -(step - 1)), end });
    }
    return out;
  }
  for (let m = 1; m <= 12; m++) {
    const last = lastDay(year, m);
    const mid = `${year}-${pad(m)}-15`;
    const eom = `${year}-${pad(m)}-${pad(last)}`;
    if (frequency === 'SEMI_MONTHLY') {
      out.push({ payDate: businessDayOnOrBefore(mid), start: `${year}-${pad(m)}-01`, end: mid });
      out.push({ payDate: businessDayOnOrBefore(eom), start: `${year}-${pad(m)}-16`, end: eom });
    } else {
      out.push({ payDate: businessDayOnOrBefore(eom), start: `${year}-${pad(m)}-01`, end: eom });
    }
  }
  return out;
}

const PERIODS_PER_YEAR: Record<PayFrequency, number> = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12 };
/** Standard hours of a period, in hundredths. */
const STANDARD_HOURS: Record<PayFrequency, number> = { WEEKLY: 4000, BIWEEKLY: 8000, SEMI_MONTHLY: 8667, MONTHLY: 17333 };

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'David', 'Sofia', 'Michael', 'Priya', 'Daniel', 'Grace', 'Carlos', 'Emily', 'Kwame', 'Hannah', 'Luis', 'Olivia', 'Ahmed', 'Rachel', 'Tomas'];
const MIDDLE = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T'];
const LAST = ['Garcia', 'Johnson', 'Nguyen', 'Okafor', 'Smith', 'Patel', 'Kowalski', 'Brown', 'Martinez', 'Lee', 'Anderson', 'Haddad', 'Rivera', 'Thompson', 'Schmidt', 'Walker', 'Mensah', 'Fischer', 'Morales', 'Campbell'];
const COMPANY_A = ['Bluewater', 'Summit', 'Harbor', 'Granite', 'Northwind', 'Redwood', 'Silverline', 'Cedar', 'Prairie', 'Lakeshore', 'Ironbridge', 'Meadow', 'Copper', 'Evergreen', 'Keystone'];
const COMPANY_B = ['Logistics', 'Health Partners', 'Manufacturing', 'Foods', 'Dental Group', 'Construction', 'Software', 'Retail Group', 'Hospitality', 'Auto Parts', 'Property Management', 'Electric'];
const COMPANY_C = ['LLC', 'Inc.', 'Corp.', 'Co.', 'LLP', ''];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Park Blvd', 'Elm St', 'Washington Ave', 'Lakeview Rd', 'Hillcrest Dr', 'Sunset Blvd', 'River Rd', 'Pine St', 'Industrial Pkwy', 'Commerce Way'];
const PLACES: Array<[string, string, string, boolean]> = [
  // city, state, zip prefix, state income tax
  ['Austin', 'TX', '787', false], ['Sacramento', 'CA', '958', true], ['Columbus', 'OH', '432', true], ['Denver', 'CO', '802', true],
  ['Atlanta', 'GA', '303', true], ['Tampa', 'FL', '336', false], ['Raleigh', 'NC', '276', true], ['Phoenix', 'AZ', '850', true],
  ['Seattle', 'WA', '981', false], ['Richmond', 'VA', '232', true], ['Madison', 'WI', '537', true], ['Newark', 'NJ', '071', true],
];

function party(rng: Rng, name: string, place: [string, string, string, boolean], company: boolean): SynthParty {
  const lines = [`${rng.int(10, 9899)} ${rng.pick(STREETS)}`];
  if (company ? rng.chance(0.4) : rng.chance(0.25)) lines.push(company ? `Suite ${rng.int(100, 950)}` : `Apt ${rng.int(1, 40)}${rng.pick(['', 'B', 'C'])}`);
  return { name, lines, city: place[0], state: place[1], zip: `${place[2]}${rng.chars(2)}` };
}

interface PeriodPay {
  earnings: Array<Omit<SynthEarning, 'ytdCents'>>;
  deductions: Array<Omit<SynthDeduction, 'ytdCents'>>;
  gross: number;
  net: number;
}

/** Round half up, for amounts from rates: `pct(gross, 62, 1000)` is 6.2% of gross to the cent. */
const share = (cents: number, num: number, den: number) => Math.floor((cents * num + Math.floor(den / 2)) / den);

export function synthStub(rng: Rng, year = 2025): SynthStub {
  const frequency = rng.pick<PayFrequency>(['WEEKLY', 'BIWEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY']);
  const schedule = paySchedule(frequency, year, rng.int(0, 1));
  const index = rng.int(0, schedule.length - 1);
  const place = rng.pick(PLACES);
  const homePlace = rng.chance(0.7) ? place : rng.pick(PLACES.filter((p) => p[3] === place[3]));
  const suffix = rng.pick(COMPANY_C);
  const employerName = `${rng.pick(COMPANY_A)} ${rng.pick(COMPANY_B)}${suffix ? ` ${suffix}` : ''}`;
  const employeeName = `${rng.pick(FIRST)}${rng.chance(0.4) ? ` ${rng.pick(MIDDLE)}` : ''} ${rng.pick(LAST)}`;
  const employer = party(rng, employerName, place, true);
  const employee = party(rng, employeeName, homePlace, false);

  const salaried = rng.chance(0.45);
  const perYear = PERIODS_PER_YEAR[frequency];
  // Pay at the stub's period; earlier periods before a raise paid less.
  const rateCents = 2 * rng.int(800, 3200); // even, so time and a half is whole cents
  const salaryPerPeriod = Math.round((rng.int(38, 150) * 100_000) / perYear);
  const raiseAt = rng.chance(0.35) ? rng.int(1, index + 1) : 0; // periods before this index paid the old rate
  const raisePct = rng.int(2, 6);
  const k401Pct = rng.pick([0, 0, 3, 4, 5, 6, 8]);
  const medical = rng.chance(0.7) ? rng.int(2000, 16000) : 0;
  const dental = medical && rng.chance(0.6) ? rng.int(300, 2500) : 0;
  const vision = medical && rng.chance(0.3) ? rng.int(150, 900) : 0;
  const hsa = rng.chance(0.15) ? rng.int(2000, 10000) : 0;
  const roth = rng.chance(0.15) ? rng.int(2000, 8000) : 0;
  const union = rng.chance(0.1) ? rng.int(1500, 4500) : 0;
  const life = rng.chance(0.15) ? rng.int(200, 1500) : 0;
  const fitPerMille = rng.int(60, 160);
  const statePerMille = place[3] ? rng.int(25, 60) : 0;
  const localPerMille = place[3] && rng.chance(0.2) ? rng.int(5, 20) : 0;
  const scale = (x: number, i: number) => (raiseAt && i < raiseAt ? Math.round((x * 100) / (100 + raisePct)) : x);

  const periodPay = (i: number): PeriodPay => {
    const earnings: PeriodPay['earnings'] = [];
    if (salaried) {
      earnings.push({ key: 'salary', hours: rng.chance(0.5) ? STANDARD_HOURS[frequency] : null, rateCents: null, amountCents: scale(salaryPerPeriod, i) });
    } else {
      const rate = 2 * Math.round(scale(rateCents, i) / 2);
      const hours = rng.chance(0.8) ? STANDARD_HOURS[frequency] : STANDARD_HOURS[frequency] - 100 * rng.int(2, 16);
      earnings.push({ key: 'regular', hours, rateCents: rate, amountCents: Math.round((hours * rate) / 100) });
      if (rng.chance(0.4)) {
        const ot = 25 * rng.int(4, 48);
        earnings.push({ key: 'overtime', hours: ot, rateCents: (rate * 3) / 2, amountCents: Math.round((ot * rate * 3) / 200) });
      }
    }
    const gross = earnings.reduce((s, e) => s + e.amountCents, 0);
    const deductions: PeriodPay['deductions'] = [];
    const k401 = share(gross, k401Pct, 100);
    const pretax = k401 + medical + dental + vision + hsa;
    const taxable = Math.max(0, gross - pretax);
    deductions.push({ key: 'fit', amountCents: share(taxable, fitPerMille, 1000) });
    deductions.push({ key: 'ss', amountCents: share(gross, 62, 1000) });
    deductions.push({ key: 'medicare', amountCents: share(gross, 145, 10000) });
    if (statePerMille) deductions.push({ key: 'state', amountCents: share(taxable, statePerMille, 1000) });
    if (localPerMille) deductions.push({ key: 'local', amountCents: share(taxable, localPerMille, 1000) });
    if (k401) deductions.push({ key: 'k401', amountCents: k401 });
    if (medical) deductions.push({ key: 'medical', amountCents: medical });
    if (dental) deductions.push({ key: 'dental', amountCents: dental });
    if (vision) deductions.push({ key: 'vision', amountCents: vision });
    if (hsa) deductions.push({ key: 'hsa', amountCents: hsa });
    if (roth) deductions.push({ key: 'roth', amountCents: roth });
    if (union) deductions.push({ key: 'union', amountCents: union });
    if (life) deductions.push({ key: 'life', amountCents: life });
    const net = gross - deductions.reduce((s, d) => s + d.amountCents, 0);
    return { earnings, deductions, gross, net };
  };

  const history = Array.from({ length: index + 1 }, (_, i) => periodPay(i));
  const current = history[index];
  const ytdOf = <K extends string>(key: K, list: 'earnings' | 'deductions') =>
    history.reduce((s, p) => s + (p[list] as Array<{ key: string; amountCents: number }>).filter((e) => e.key === key).reduce((a, e) => a + e.amountCents, 0), 0);
  const period = schedule[index];
  // Overtime worked earlier in the year but not this period still shows, with its YTD.
  if (!salaried && !current.earnings.some((e) => e.key === 'overtime') && ytdOf('overtime', 'earnings') > 0) {
    current.earnings.push({ key: 'overtime', hours: 0, rateCents: (current.earnings[0].rateCents! * 3) / 2, amountCents: 0 });
  }
  return {
    employer,
    employee,
    employeeId: rng.chars(6),
    frequency,
    salaried,
    payDate: period.payDate,
    periodStart: period.start,
    periodEnd: period.end,
    periodsElapsed: index + 1,
    earnings: current.earnings.map((e) => ({ ...e, ytdCents: ytdOf(e.key, 'earnings') })),
    deductions: current.deductions.map((d) => ({ ...d, ytdCents: ytdOf(d.key, 'deductions') })),
    grossCents: current.gross,
    netCents: current.net,
    grossYtdCents: history.reduce((s, p) => s + p.gross, 0),
    netYtdCents: history.reduce((s, p) => s + p.net, 0),
  };
}
