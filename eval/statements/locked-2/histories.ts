// Account histories for the second locked split of statements, made here from scratch: a period, an
// opening balance, and dated rows whose running balances follow from the amounts. Each row's
// description is a kind and a detail ("POS PURCHASE", "KROGER #0412 COLUMBUS OH"), which a layout
// prints on one line or two; the truth joins them with one space either way.

import { mulberry32, seedOf } from '../../prng.ts';

export interface Row {
  /** YYYY-MM-DD */
  date: string;
  kind: string;
  /** May be empty. */
  detail: string;
  /** Signed cents, money in positive. */
  amount: number;
  /** Balance after the row. */
  balance: number;
}

export interface Account {
  /** Printed account number (digits, maybe with dashes or spaces). */
  number: string;
  /** Last four digits. */
  mask: string;
  opening: number;
  closing: number;
  rows: Row[];
}

export type Region = 'US' | 'AU' | 'CA';

class Draw {
  private readonly next: () => number;
  constructor(key: string) {
    this.next = mulberry32(seedOf(key));
  }
  float = () => this.next();
  int = (lo: number, hi: number) => lo + Math.floor(this.next() * (hi - lo + 1));
  chance = (p: number) => this.next() < p;
  pick = <T>(xs: readonly T[]): T => xs[Math.floor(this.next() * xs.length)];
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => isoOf(dayOf(iso) + n);
export const daysIn = (start: string, end: string) => dayOf(end) - dayOf(start) + 1;

type Maker = (d: Draw) => { kind: string; detail: string; amount: number };
const spend = (lo: number, hi: number) => (d: Draw) => -d.int(lo, hi);

const US_STORES = ['KROGER #0412 COLUMBUS OH', 'TARGET T-1187 DUBLIN OH', 'SHELL OIL 57442291 HILLIARD OH', 'CHIPOTLE 2210 COLUMBUS OH', 'WALGREENS #6021 WORTHINGTON', 'HOME DEPOT #3812 GROVE CITY', 'AMZN MKTP US*2K4LL0', 'SPEEDWAY 09931 DELAWARE OH', 'MEIJER #233 LEWIS CENTER', 'PANERA BREAD #601188'];
const US_BILLS = [['AEP OHIO', 'ONLINE PMT'], ['SPECTRUM', 'CABLE SVCS'], ['PROGRESSIVE INS', 'AUTOPAY'], ['CITY OF COLUMBUS', 'UTILITIES'], ['VERIZON WIRELESS', 'PAYMENTS']];
const US_PEOPLE = ['M GARCIA', 'T NGUYEN', 'J OKONKWO', 'R PATEL', 'S LINDQVIST'];

const AU_STORES = ['WOOLWORTHS 3021 CAIRNS', 'COLES 0784 SMITHFIELD', 'BP EXPRESS EDMONTON', 'BUNNINGS 5512 CAIRNS', 'CHEMIST WAREHOUSE EARLVILLE', 'KMART 1044 CAIRNS CENTRAL', 'GLORIA JEANS ESPLANADE', 'ALDI STORES 62 WESTCOURT'];
const AU_BILLS = [['BPAY ERGON ENERGY', 'REF 4417 2209 31'], ['DIRECT DEBIT TELSTRA', 'SERVICES 9921442'], ['BPAY CAIRNS REGIONAL', 'COUNCIL RATES'], ['DIRECT DEBIT MEDIBANK', 'PRIVATE HEALTH'], ['DIRECT DEBIT AAMI', 'CAR INSURANCE']];
const AU_PEOPLE = ['J NGUYEN', 'K MORRISON', 'A PAPADOPOULOS', 'L TAUFA', 'S WILLIAMS'];

const CA_STORES = ['LOBLAWS #1120 OTTAWA ON', 'TIM HORTONS #2231', 'CANADIAN TIRE #044', 'PETRO-CANADA 88112', 'SHOPPERS DRUG MART #817', 'METRO 309 GATINEAU QC', 'IKEA OTTAWA', 'LCBO #0217'];
const CA_BILLS = [['HYDRO OTTAWA', 'PRE-AUTHORIZED'], ['BELL CANADA', 'BILL PAYMENT'], ['ENBRIDGE GAS', 'BILL PAYMENT'], ['CITY OF OTTAWA', 'PROPERTY TAX'], ['INTACT INSURANCE', 'PAD']];
const CA_PEOPLE = ['M TREMBLAY', 'A GAGNON', 'P SINGH', 'R MACDONALD', 'L ROY'];

interface RegionWords {
  card: Maker;
  atm: Maker;
  bill: Maker;
  transferIn: Maker;
  transferOut: Maker;
  refund: Maker;
  fee: Maker;
  pay: (employer: string) => { kind: string; detail: string };
  rent: { kind: string; detail: string };
  interest: { kind: string; detail: string };
}

const WORDS: Record<Region, RegionWords> = {
  US: {
    card: (d) => ({ kind: 'POS PURCHASE', detail: d.pick(US_STORES), amount: spend(350, 18_900)(d) }),
    atm: (d) => ({ kind: 'ATM WITHDRAWAL', detail: d.pick(['1200 HIGH ST BRANCH', 'KENNY RD DRIVE-UP', 'CAMPUS BRANCH ATM 04']), amount: -d.int(2, 12) * 2000 }),
    bill: (d) => {
      const [a, b] = d.pick(US_BILLS);
      return { kind: 'ACH DEBIT', detail: `${a} ${b}`, amount: spend(3_500, 24_000)(d) };
    },
    transferIn: (d) => ({ kind: 'ZELLE CREDIT', detail: `FROM ${d.pick(US_PEOPLE)}`, amount: d.int(20, 400) * 100 }),
    transferOut: (d) => ({ kind: 'ZELLE DEBIT', detail: `TO ${d.pick(US_PEOPLE)}`, amount: -d.int(15, 300) * 100 }),
    refund: (d) => ({ kind: 'POS RETURN', detail: d.pick(US_STORES), amount: d.int(500, 6_000) }),
    fee: () => ({ kind: 'FEE', detail: 'OVERDRAFT PRIVILEGE WAIVED', amount: 0 }),
    pay: (e) => ({ kind: 'ACH DEPOSIT', detail: `${e} PAYROLL PPD` }),
    rent: { kind: 'ACH DEBIT', detail: 'GREYSTONE PROPERTY MGMT RENT' },
    interest: { kind: 'DIVIDEND', detail: 'EARNED' },
  },
  AU: {
    card: (d) => ({ kind: 'EFTPOS', detail: d.pick(AU_STORES), amount: spend(300, 16_500)(d) }),
    atm: (d) => ({ kind: 'ATM WITHDRAWAL', detail: d.pick(['CAIRNS CENTRAL', 'EDGE HILL']), amount: -d.int(2, 10) * 2000 }),
    bill: (d) => {
      const [a, b] = d.pick(AU_BILLS);
      return { kind: a, detail: b, amount: spend(4_000, 31_000)(d) };
    },
    transferIn: (d) => ({ kind: 'OSKO PAYMENT FROM', detail: `${d.pick(AU_PEOPLE)} SHARE HOUSE`, amount: d.int(20, 350) * 100 }),
    transferOut: (d) => ({ kind: 'OSKO PAYMENT TO', detail: d.pick(AU_PEOPLE), amount: -d.int(15, 260) * 100 }),
    refund: (d) => ({ kind: 'REFUND', detail: d.pick(AU_STORES), amount: d.int(400, 5_000) }),
    fee: () => ({ kind: 'MONTHLY ACCOUNT FEE', detail: '', amount: -500 }),
    pay: (e) => ({ kind: 'SALARY', detail: e }),
    rent: { kind: 'TRANSFER TO', detail: 'RAY WHITE CAIRNS RENT' },
    interest: { kind: 'CREDIT INTEREST', detail: '' },
  },
  CA: {
    card: (d) => ({ kind: 'POINT OF SALE', detail: d.pick(CA_STORES), amount: spend(300, 17_500)(d) }),
    atm: (d) => ({ kind: 'ABM WITHDRAWAL', detail: d.pick(['RIDEAU CENTRE', 'BANK ST BRANCH']), amount: -d.int(2, 10) * 2000 }),
    bill: (d) => {
      const [a, b] = d.pick(CA_BILLS);
      return { kind: a, detail: b, amount: spend(4_000, 28_000)(d) };
    },
    transferIn: (d) => ({ kind: 'INTERAC E-TRANSFER', detail: `FROM ${d.pick(CA_PEOPLE)}`, amount: d.int(20, 300) * 100 }),
    transferOut: (d) => ({ kind: 'INTERAC E-TRANSFER', detail: `TO ${d.pick(CA_PEOPLE)}`, amount: -d.int(15, 250) * 100 }),
    refund: (d) => ({ kind: 'POS REFUND', detail: d.pick(CA_STORES), amount: d.int(400, 5_000) }),
    fee: () => ({ kind: 'MONTHLY PLAN FEE', detail: '', amount: -1_095 }),
    pay: (e) => ({ kind: 'PAYROLL DEPOSIT', detail: e }),
    rent: { kind: 'PREAUTHORIZED DEBIT', detail: 'MINTO PROPERTIES RENT' },
    interest: { kind: 'INTEREST', detail: '' },
  },
};

export interface HistoryOptions {
  region: Region;
  start: string;
  end: string;
  rows: number;
  opening: [number, number];
  employer?: string;
  /** Salary cents per pay, paid every 14 days from the first pay day; none for a savings account. */
  payCents?: number;
  /** A checking account: card, bills, rent. Else a savings account: transfers and interest. */
  spending: boolean;
  /** Share-draft (check) numbers to draw from, for a US checking account. */
  checks?: boolean;
}

/** One account's rows over the period, in date order, balances running from the opening. */
export function history(key: string, o: HistoryOptions): Account {
  const d = new Draw(key);
  const w = WORDS[o.region];
  const days = daysIn(o.start, o.end);
  const planned: Array<{ date: string; kind: string; detail: string; amount: number }> = [];
  if (o.spending && o.payCents && o.employer) {
    for (let k = d.int(1, 10); k < days; k += 14) planned.push({ date: addDays(o.start, k), ...w.pay(o.employer), amount: o.payCents + d.int(-2_000, 2_000) });
    planned.push({ date: addDays(o.start, d.int(0, 4)), ...w.rent, amount: -d.int(95, 185) * 1000 });
  }
  if (!o.spending) {
    planned.push({ date: o.end, ...w.interest, amount: d.int(15, 900) });
  } else if (o.region !== 'US') {
    planned.push({ date: o.end, ...w.fee(d), amount: w.fee(d).amount });
  }
  let checkNo = d.int(1020, 2400);
  while (planned.length < o.rows) {
    const r = d.float();
    let t: { kind: string; detail: string; amount: number };
    if (!o.spending) t = r < 0.6 ? { kind: 'TRANSFER', detail: 'FROM CHECKING', amount: d.int(25, 400) * 100 } : r < 0.85 ? { kind: 'TRANSFER', detail: 'TO CHECKING', amount: -d.int(20, 300) * 100 } : w.transferIn(d);
    else if (o.checks && r < 0.08) t = { kind: 'SHARE DRAFT', detail: String(checkNo++), amount: -d.int(2_500, 60_000) };
    else if (r < 0.55) t = w.card(d);
    else if (r < 0.63) t = w.atm(d);
    else if (r < 0.75) t = w.bill(d);
    else if (r < 0.84) t = w.transferIn(d);
    else if (r < 0.93) t = w.transferOut(d);
    else t = w.refund(d);
    planned.push({ date: addDays(o.start, d.int(0, days - 1)), ...t });
  }
  // Date order; within a day, the order drawn.
  const ordered = planned.map((p, i) => ({ p, i })).sort((a, b) => a.p.date.localeCompare(b.p.date) || a.i - b.i).map((x) => x.p);
  // An opening that keeps the balance above zero.
  let low = 0;
  let run = 0;
  for (const p of ordered) low = Math.min(low, (run += p.amount));
  const opening = d.int(o.opening[0], o.opening[1]) - low;
  let balance = opening;
  const rows = ordered.map((p) => ({ ...p, balance: (balance += p.amount) }));
  const digits = String(d.int(10_000_000, 99_999_999));
  return { number: digits, mask: digits.slice(-4), opening, closing: balance, rows };
}

export const describe = (r: Row) => (r.detail ? `${r.kind} ${r.detail}` : r.kind);
