// Synthetic bank accounts for one statement period: what happened, before any bank prints it.
// Amounts are signed cents (money in positive); every account's transactions are in date order and
// add up from the opening balance to the closing balance.

import { addDays, addMonths, daysBetween, fmt, parts, weekday } from './calendar.ts';
import type { Rng } from './random.ts';

export type TxnKind =
  | 'payroll'
  | 'deposit'
  | 'zelle-in'
  | 'transfer-in'
  | 'refund'
  | 'tax-refund'
  | 'wire-in'
  | 'interest'
  | 'card'
  | 'atm'
  | 'check'
  | 'bill'
  | 'rent'
  | 'transfer-out'
  | 'zelle-out'
  | 'card-payment'
  | 'fee';

export interface SynthTxn {
  date: string;
  /** The description's first line. */
  main: string;
  /** Further lines some banks print under it (ACH originator details, references). */
  detail: string[];
  amountCents: number;
  kind: TxnKind;
}

export interface SynthAccount {
  kind: 'checking' | 'savings';
  name: string;
  /** Full account number, digits only. */
  number: string;
  mask: string;
  openingCents: number;
  closingCents: number;
  txns: SynthTxn[];
}

export interface SynthStatement {
  periodStart: string;
  periodEnd: string;
  customer: { name: string; street: string; city: string };
  accounts: SynthAccount[];
}

export interface SynthOptions {
  periodStart: string;
  periodEnd: string;
  checking: { name: string; rows: [number, number] };
  savings: { name: string; rows: [number, number] } | null;
  /** Descriptions in capitals, as many banks print them. */
  upper: boolean;
  /** Let the checking balance go below zero now and then. */
  allowOverdraft?: boolean;
}

const EMPLOYERS = [
  { name: 'Acme Corp', id: '1234567' },
  { name: 'Northwind Logistics', id: '9876543210' },
  { name: 'Contoso Health Systems', id: '4410027731' },
  { name: 'Globex Inc', id: '3345001' },
  { name: 'Initech LLC', id: '1770550432' },
  { name: 'Umbrella Staffing', id: '5512983' },
];
const FIRST = ['Maria', 'James', 'Aisha', 'Wei', 'Carlos', 'Emily', 'Dmitri', 'Priya', 'Tom', 'Fatima', 'Kevin', 'Sofia'];
const LAST = ['Garcia', 'Smith', 'Johnson', 'Nguyen', 'Okafor', 'Brown', 'Petrov', 'Patel', 'Miller', 'Haddad', 'Lee', 'Rossi'];
const CUSTOMERS = [
  { name: 'Janelle Q Dorsey', street: '1234 Elm St Apt 5', city: 'Springfield IL 62704-1234' },
  { name: 'Robert A Lin', street: '88 Harbor View Dr', city: 'Tacoma WA 98402' },
  { name: 'Angela M Torres', street: '4510 W 79th St Unit 12', city: 'Chicago IL 60652-1107' },
  { name: 'Marcus T Reed', street: '17 Oak Hollow Ln', city: 'Marietta GA 30062' },
];
const MERCHANTS = [
  'Starbucks Store 10432 Seattle WA',
  'Walmart Supercenter #1234 Springfield IL',
  'Shell Oil 57442 Houston TX',
  'Amazon.com*AB12C3 Amzn.com/Bill WA',
  'Target T-0871 Chicago IL',
  'Trader Joe S #552 Portland OR',
  'Uber *Trip Help.Uber.com CA',
  'Chipotle 1187 Austin TX',
  'Costco Whse #0412 Kirkland WA',
  'CVS/Pharmacy #04419 Denver CO',
  'Apple.com/Bill 866-712-7753 CA',
  'Home Depot #6523 Atlanta GA',
  'Kroger #742 Columbus OH',
  'Spotify USA New York NY',
  "McDonald's F3321 Phoenix AZ",
  'Exxonmobil 4471 Dallas TX',
  'Dollar Tree Springfield IL',
  'Lyft *Ride Thu San Francisco CA',
];
const BILLERS = [
  { name: 'Comcast Cable', tail: 'ACH Pmt', lo: 6000, hi: 18000 },
  { name: 'PG&E', tail: 'Web Online', lo: 4000, hi: 26000 },
  { name: 'Geico', tail: 'Auto Payment', lo: 9000, hi: 24000 },
  { name: 'AT&T', tail: 'Payment', lo: 5500, hi: 16000 },
  { name: 'Verizon Wireless', tail: 'Payments', lo: 4500, hi: 19000 },
  { name: 'State Farm Ro 27', tail: 'CPC-Client', lo: 8000, hi: 21000 },
  { name: 'Duke Energy', tail: 'Bill Pay', lo: 5000, hi: 22000 },
  { name: 'Toyota Motor Cr', tail: 'Pymt', lo: 28000, hi: 62000 },
  { name: 'Navient', tail: 'Student Ln', lo: 12000, hi: 45000 },
];
const CARD_ISSUERS = ['Citi Card Online Payment', 'Discover E-Payment', 'Capital One Mobile Pymt', 'Amex Epayment ACH Pmt'];
const ATM_PLACES = ['1200 Main St Springfield IL', '455 Market St San Francisco CA', '23 Broad St New York NY', '900 Peachtree St Atlanta GA'];
const FEES: Array<[string, number]> = [
  ['Monthly Service Fee', 1200],
  ['Monthly Service Fee', 1500],
  ['ATM Fee', 250],
  ['Non-Network ATM Fee', 300],
  ['Foreign Transaction Fee', 87],
  ['Wire Transfer Fee', 2500],
  ['Insufficient Funds Fee', 3400],
];

const cents = (rng: Rng, lo: number, hi: number) => rng.int(lo, hi);
const person = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A statement period of about one month; `crossYear` makes it run December into January. */
export function pickPeriod(rng: Rng, crossYear: boolean): { start: string; end: string } {
  let start: string;
  if (crossYear) start = `2025-12-${String(rng.int(5, 28)).padStart(2, '0')}`;
  else {
    const month = rng.int(0, 19); // 2025-03 .. 2026-10
    const y = 2025 + Math.floor((month + 2) / 12);
    const m = ((month + 2) % 12) + 1;
    const d = rng.chance(0.5) ? 1 : rng.int(2, 28);
    start = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  return { start, end: addDays(addMonths(start, 1), -1) };
}

function accountNumber(rng: Rng, avoidMask?: string): string {
  for (;;) {
    const n = `${rng.int(1, 9)}${rng.chars(rng.int(9, 11))}`;
    if (n.slice(-4) !== avoidMask) return n;
  }
}

/** Weekdays of the period: when banks post. */
function businessDays(start: string, end: string): string[] {
  return daysBetween(start, end).filter((d) => weekday(d) !== 0 && weekday(d) !== 6);
}

/** The card's transaction date, printed inside the description, a day or two before posting. */
const cardDate = (rng: Rng, posted: string) => fmt.mmdd(addDays(posted, -rng.int(0, 2)));

/** The last business day on or before the 15th, and the last business day, of each month. */
function semimonthly(days: string[]): string[] {
  const out = new Set<string>();
  const months = [...new Set(days.map((d) => d.slice(0, 7)))];
  for (const m of months) {
    const inMonth = days.filter((d) => d.startsWith(m));
    const mid = inMonth.filter((d) => parts(d).d <= 15).pop();
    if (mid && parts(mid).d >= 13) out.add(mid);
    const last = inMonth[inMonth.length - 1];
    const monthEnd = addDays(addMonths(`${m}-01`, 1), -1);
    if (dayNumberGap(last, monthEnd) <= 3) out.add(last);
  }
  return [...out].sort();
}

const dayNumberGap = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

function txn(date: string, main: string, amountCents: number, kind: TxnKind, detail: string[] = []): SynthTxn {
  return { date, main, detail, amountCents, kind };
}

export function synthStatement(rng: Rng, o: SynthOptions): SynthStatement {
  const days = businessDays(o.periodStart, o.periodEnd);
  const day = () => rng.pick(days);
  const customer = rng.pick(CUSTOMERS);
  const checkingNumber = accountNumber(rng);
  const checkingMask = checkingNumber.slice(-4);
  const savingsNumber = accountNumber(rng, checkingMask);
  const savingsMask = savingsNumber.slice(-4);
  const card = rng.chars(4);

  const checking: SynthTxn[] = [];
  const savings: SynthTxn[] = [];
  const transferRef = () => rng.chars(rng.int(8, 11));

  // Savings first: its transfers appear in checking too, on the same day for the same amount.
  if (o.savings) {
    const n = rng.int(o.savings.rows[0], o.savings.rows[1]) - 1; // interest comes last
    for (let i = 0; i < n; i++) {
      const d = day();
      const kind = rng.weighted({ fromChecking: 6, toChecking: 3, deposit: 1 });
      if (kind === 'fromChecking') {
        const amount = rng.chance(0.5) ? rng.int(1, 20) * 2500 : cents(rng, 1000, 150000);
        const ref = transferRef();
        savings.push(txn(d, `Online Transfer From Chk ...${checkingMask} Transaction#: ${ref}`, amount, 'transfer-in'));
        checking.push(txn(d, `Online Transfer To Sav ...${savingsMask} Transaction#: ${ref}`, -amount, 'transfer-out'));
      } else if (kind === 'toChecking') {
        const amount = rng.int(2, 40) * 2500;
        const ref = transferRef();
        savings.push(txn(d, `Online Transfer To Chk ...${checkingMask} Transaction#: ${ref}`, -amount, 'transfer-out'));
        checking.push(txn(d, `Online Transfer From Sav ...${savingsMask} Transaction#: ${ref}`, amount, 'transfer-in'));
      } else {
        savings.push(txn(d, `Deposit ${rng.chars(9)}`, cents(rng, 2000, 90000), 'deposit'));
      }
    }
  }

  // Pay: biweekly Fridays, or the 15th and the last business day.
  const employer = rng.pick(EMPLOYERS);
  const basePay = cents(rng, 110000, 480000);
  const paydays = rng.chance(0.6)
    ? (() => {
        const fridays = days.filter((d) => weekday(d) === 5);
        const first = rng.int(0, 1);
        return fridays.filter((_, i) => i % 2 === first);
      })()
    : semimonthly(days);
  const trace = () => rng.chars(15);
  const ppdStyle = rng.chance(0.5);
  for (const d of paydays) {
    const amount = rng.chance(0.4) ? basePay : basePay + rng.int(-4000, 4000);
    const main = ppdStyle ? `${employer.name} Payroll PPD ID: ${employer.id}` : `Direct Dep ${employer.name} Payroll`;
    const detail = [
      `Orig CO Name: ${employer.name} Orig ID: ${employer.id} Desc Date: ${fmt.compact(d).slice(2)}`,
      `Ind Name: ${customer.name} Trn: ${trace()}`,
    ];
    checking.push(txn(d, main, amount, 'payroll', detail));
  }
  // Rent early in the month.
  const rentDay = days.find((d) => parts(d).d >= 1 && parts(d).d <= 5) ?? days[0];
  checking.push(
    txn(rentDay, rng.pick(['Zillow Rent Payment WEB ID: 9000123456', 'Online Payment To Oakwood Apartments', 'Rentcafe Rent Pmt']), -cents(rng, 95000, 280000), 'rent'),
  );
  if (rng.chance(0.2)) {
    checking.push(txn(day(), `Incoming Wire Transfer Fed# 0${rng.chars(5)} Org: ${person(rng)} Family Trust`, cents(rng, 1000000, 2500000), 'wire-in', [`Ref: ${rng.chars(10, ALNUM)}`]));
  }

  const target = rng.int(o.checking.rows[0], o.checking.rows[1]);
  let checkNumber = rng.int(1001, 4800);
  while (checking.length < target) {
    const d = day();
    const kind = rng.weighted({
      card: 34, bill: 11, atm: 6, 'zelle-out': 6, 'zelle-in': 5, check: 6, fee: 3, deposit: 4, venmo: 3, refund: 3,
      'card-payment': 3, 'tax-refund': 1, recurring: 4,
    });
    switch (kind) {
      case 'card': {
        const bucket = rng.weighted({ small: 3, medium: 5, large: 2 });
        const amount = bucket === 'small' ? cents(rng, 75, 1500) : bucket === 'medium' ? cents(rng, 1500, 8000) : cents(rng, 8000, 42000);
        checking.push(txn(d, `Card Purchase ${cardDate(rng, d)} ${rng.pick(MERCHANTS)} Card ${card}`, -amount, 'card'));
        break;
      }
      case 'recurring':
        checking.push(txn(d, `Recurring Card Purchase ${cardDate(rng, d)} ${rng.pick(['Netflix.com Los Gatos CA', 'Hulu 877-8244858 CA', 'Planet Fitness NH', 'Adobe Inc 408-536-6000 CA'])} Card ${card}`, -cents(rng, 899, 6499), 'card'));
        break;
      case 'bill': {
        const b = rng.pick(BILLERS);
        const id = rng.chars(10);
        checking.push(txn(d, `${b.name} ${b.tail} PPD ID: ${id}`, -cents(rng, b.lo, b.hi), 'bill', [`Orig CO Name: ${b.name} Orig ID: ${id} Sec: PPD`]));
        break;
      }
      case 'atm':
        checking.push(txn(d, `ATM Withdrawal ${rng.chars(6)} ${cardDate(rng, d)} ${rng.pick(ATM_PLACES)}`, -rng.int(1, 20) * 2000, 'atm'));
        break;
      case 'zelle-out':
        checking.push(txn(d, `Zelle Payment To ${person(rng)} ${rng.chars(11, ALNUM)}`, -(rng.chance(0.5) ? rng.int(1, 40) * 500 : cents(rng, 500, 60000)), 'zelle-out'));
        break;
      case 'zelle-in':
        checking.push(txn(d, `Zelle Payment From ${person(rng)} ${rng.chars(11, ALNUM)}`, rng.chance(0.5) ? rng.int(1, 40) * 500 : cents(rng, 500, 60000), 'zelle-in'));
        break;
      case 'check': {
        checking.push(txn(d, '', -(rng.chance(0.5) ? rng.int(25, 1500) * 100 : cents(rng, 2500, 150000)), 'check'));
        break;
      }
      case 'fee': {
        const [name, amount] = rng.pick(FEES);
        checking.push(txn(d, name, -amount, 'fee'));
        break;
      }
      case 'deposit':
        checking.push(txn(d, rng.chance(0.5) ? `Remote Online Deposit ${rng.int(1, 9)}` : `Mobile Check Deposit Ref #${rng.chars(9)}`, cents(rng, 2500, 180000), 'deposit'));
        break;
      case 'venmo':
        checking.push(txn(d, 'Venmo Cashout PPD ID: 5264681992', cents(rng, 1000, 50000), 'zelle-in'));
        break;
      case 'refund':
        checking.push(txn(d, `Refund ${cardDate(rng, d)} ${rng.pick(MERCHANTS)} Card ${card}`, cents(rng, 199, 12000), 'refund'));
        break;
      case 'card-payment':
        checking.push(txn(d, `${rng.pick(CARD_ISSUERS)} ${rng.chars(6)} WEB ID: ${rng.chars(10)}`, -cents(rng, 2500, 250000), 'card-payment'));
        break;
      case 'tax-refund':
        checking.push(txn(d, 'IRS Treas 310 Tax Ref PPD ID: 9111036036', cents(rng, 10000, 1250000), 'tax-refund'));
        break;
    }
  }

  const byDate = (a: SynthTxn, b: SynthTxn) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  const sortedChecking = rng.shuffle(checking).sort(byDate);
  // Checks clear in roughly number order.
  for (const t of sortedChecking.filter((x) => x.kind === 'check')) t.main = `Check #${checkNumber++}`;

  // Opening balances that keep the account in credit (or nearly, when overdrafts are allowed).
  const lowest = (txns: SynthTxn[], opening: number) => {
    let b = opening;
    let low = b;
    for (const t of txns) low = Math.min(low, (b += t.amountCents));
    return low;
  };
  let checkingOpening = cents(rng, 30000, 900000);
  const low = lowest(sortedChecking, checkingOpening);
  if (o.allowOverdraft && rng.chance(0.5)) checkingOpening += -low - cents(rng, 500, 40000); // dips below zero
  else if (low < 5000) checkingOpening += 5000 - low + cents(rng, 0, 200000);

  const accounts: SynthAccount[] = [account('checking', o.checking.name, checkingNumber, checkingOpening, sortedChecking)];
  if (o.savings) {
    const sorted = rng.shuffle(savings).sort(byDate);
    let opening = cents(rng, 100000, 2500000);
    const lowSav = lowest(sorted, opening);
    if (lowSav < 10000) opening += 10000 - lowSav;
    const end = days[days.length - 1];
    const balance = opening + sorted.reduce((s, t) => s + t.amountCents, 0);
    sorted.push(txn(end, 'Interest Payment', Math.max(1, Math.round(balance * 0.0004)), 'interest'));
    accounts.push(account('savings', o.savings.name, savingsNumber, opening, sorted));
  }
  const st: SynthStatement = { periodStart: o.periodStart, periodEnd: o.periodEnd, customer, accounts };
  if (o.upper) {
    st.customer = { name: customer.name.toUpperCase(), street: customer.street.toUpperCase(), city: customer.city.toUpperCase() };
    for (const a of st.accounts) for (const t of a.txns) {
      t.main = t.main.toUpperCase();
      t.detail = t.detail.map((l) => l.toUpperCase());
    }
  } else st.customer = { ...customer, name: customer.name.toUpperCase(), street: customer.street.toUpperCase(), city: customer.city.toUpperCase() };
  return st;
}

function account(kind: 'checking' | 'savings', name: string, number: string, openingCents: number, txns: SynthTxn[]): SynthAccount {
  return { kind, name, number, mask: number.slice(-4), openingCents, closingCents: openingCents + txns.reduce((s, t) => s + t.amountCents, 0), txns };
}

/** The description as a single string: the lines a layout prints, joined by spaces. */
export function describe(t: SynthTxn, withDetail: boolean): string {
  return [t.main, ...(withDetail ? t.detail : [])].join(' ');
}

/** Balance after each transaction. */
export function runningBalances(a: SynthAccount): number[] {
  let b = a.openingCents;
  return a.txns.map((t) => (b += t.amountCents));
}
