// The sandbox bank: a BankConnector with fictional institutions and deterministic borrowers; its
// widget is the hosted flow's sign-in form.
//
// Every documented username (password `pass_good`) is one borrower profile. Its history is made by
// code, not stored: the same username and end date always give the same accounts, transactions and
// ids. Dates are anchored to an end date `asOf` (the connector passes today's date, UTC), so a
// connection always looks current; tests pass a fixed `asOf`. Amounts of everyday spending come
// from a small PRNG seeded by the username.
//
// `connectionFromCustomUser` turns a borrower history in the JSON shape of Plaid's sandbox custom
// users (github.com/plaid/sandbox-custom-users) into the same ConnectionData.

import crypto from 'node:crypto';
import { plaidCustomUserSchema, fromPlaidCustomUser, type PlaidCustomUserOptions } from '../analysis/bank-history/plaid-custom-user.ts';
import { daysInMonth, dayFromYmd, formatDay, parseDay, priorBusinessDay, weekday, ymd } from '../analysis/cash-flow/dates.ts';
import { BankSignInError, type BankConnector, type ConnectedAccount, type ConnectedTransaction, type ConnectionData, type Institution } from './bank.types.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_PASSWORD = 'pass_good';
export const SANDBOX_BANK: Institution = { institution_id: 'sandbox_bank', name: 'Sandbox Bank' };
export const SANDBOX_CREDIT_UNION: Institution = { institution_id: 'sandbox_credit_union', name: 'Sandbox Credit Union' };
export const SANDBOX_INSTITUTIONS: readonly Institution[] = [SANDBOX_BANK, SANDBOX_CREDIT_UNION];

/** The documented sandbox usernames and what each borrower's history shows (README "Sandbox bank"). */
export const SANDBOX_PROFILES = {
  user_good: 'Steady salary: ACME CORP payroll of $2,150.00 every other Friday (about $4,658 a month), rent and bills paid, a monthly transfer to savings, no fees, 180 days.',
  user_semimonthly: 'Semi-monthly salary: GLOBEX payroll of $1,975.00 on the 15th and the last business day of each month ($3,950 a month), 180 days.',
  user_gig: 'Gig income: an Uber payout every Monday of varying size and DoorDash payouts at irregular intervals, no salary, 180 days.',
  user_overdraft: 'Overdrafts: a biweekly payroll of $1,180.00 that does not cover rent and spending; the balance goes below zero most months, with overdraft and NSF fees, 180 days.',
  user_falling: 'Falling income: INITECH payroll of $2,400.00 every other Friday cut to $950.00 three months before the end (income down more than half), 210 days.',
  user_thin: 'Too little history: 20 days of transactions (one payroll), fewer than the 28 days an analysis needs, so it ends INSUFFICIENT.',
  user_lenders: 'Loan stacking: a biweekly payroll of $1,850.00 and repayments to four consumer lenders (OppLoans, Speedy Cash, Affirm, MoneyLion), with their advances, 180 days.',
} as const;

export type SandboxUsername = keyof typeof SANDBOX_PROFILES;
export const SANDBOX_USERNAMES = Object.keys(SANDBOX_PROFILES) as SandboxUsername[];

export function isSandboxUsername(u: string): u is SandboxUsername {
  return Object.hasOwn(SANDBOX_PROFILES, u);
}

// ---------------------------------------------------------------------------------------------
// Building a history

/** A deterministic PRNG (mulberry32) seeded from a string. */
function prng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Row {
  account: string;
  day: number;
  description: string;
  cents: number;
  category: string | null;
  /** Order among the same day's rows: credits before debits, as banks usually post them. */
  order: number;
}

interface AccountSpec {
  key: string;
  name: string;
  mask: string;
  subtype: 'checking' | 'savings';
}

class History {
  readonly rows: Row[] = [];
  constructor(
    readonly start: number,
    readonly end: number,
    readonly rand: () => number,
  ) {}

  add(account: string, day: number, description: string, cents: number, category: string | null = null) {
    if (day < this.start || day > this.end) return;
    this.rows.push({ account, day, description, cents, category, order: cents >= 0 ? 0 : 1 });
  }

  /** A whole-cent amount between lo and hi dollars. */
  amount(lo: number, hi: number): number {
    return Math.round((lo + (hi - lo) * this.rand()) * 100);
  }

  /** Every `step` days back from the last `weekdayWanted` on or before the end, moved to the prior business day. */
  everyNDays(weekdayWanted: number, step: number, fn: (day: number, index: number) => void) {
    let d = this.end - ((weekday(this.end) - weekdayWanted + 7) % 7);
    const days: number[] = [];
    for (; d >= this.start; d -= step) days.push(d);
    days.reverse().forEach((day, i) => fn(priorBusinessDay(day), i));
  }

  /** Day `dom` of every month of the history (0: the last day; clamped to the month's length). */
  monthly(dom: number, fn: (day: number) => void) {
    const s = ymd(this.start);
    const e = ymd(this.end);
    for (let y = s.y, m = s.m; y < e.y || (y === e.y && m <= e.m); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
      const last = daysInMonth(y, m);
      fn(dayFromYmd(y, m, dom === 0 || dom > last ? last : dom));
    }
  }

  /** Everyday card spending on checking: a purchase every `gap` days or so, of `lo`-`hi` dollars. */
  spending(account: string, lo: number, hi: number, gap: [number, number]) {
    const merchants = [
      ['KROGER #0412 POS PURCHASE', 'FOOD_AND_DRINK_GROCERIES'],
      ['SHELL OIL 57442 POS PURCHASE', 'TRANSPORTATION_GAS'],
      ['TARGET T-1841 DEBIT CARD PURCHASE', 'GENERAL_MERCHANDISE'],
      ['CHIPOTLE 2231 POS PURCHASE', 'FOOD_AND_DRINK_RESTAURANT'],
      ['WALGREENS #7731 POS PURCHASE', 'MEDICAL_PHARMACIES'],
      ['AMAZON MKTPL DEBIT CARD PURCHASE', 'GENERAL_MERCHANDISE'],
    ] as const;
    for (let d = this.start + 1; d <= this.end; d += gap[0] + Math.floor(this.rand() * (gap[1] - gap[0] + 1))) {
      const [description, category] = merchants[Math.floor(this.rand() * merchants.length)];
      this.add(account, d, description, -this.amount(lo, hi), category);
    }
  }

  /** Rent, utilities and phone: the steady bills of a checking account. */
  bills(account: string, rentCents: number) {
    this.monthly(1, (d) => this.add(account, d, 'OAKWOOD APARTMENTS RENT PAYMENT', -rentCents, 'RENT_AND_UTILITIES_RENT'));
    this.monthly(9, (d) => this.add(account, d, 'CITY POWER AND LIGHT BILL PAY', -this.amount(70, 140), 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'));
    this.monthly(17, (d) => this.add(account, d, 'VERIZON WIRELESS BILL PAY', -8_500, 'RENT_AND_UTILITIES_TELEPHONE'));
    this.monthly(22, (d) => this.add(account, d, 'NETFLIX.COM RECURRING', -1_549, 'ENTERTAINMENT_TV_AND_MOVIES'));
  }

  /** Transfers from checking to savings on a day of the month, both sides. */
  savings(from: AccountSpec, to: AccountSpec, dom: number, cents: number) {
    this.monthly(dom, (d) => {
      const day = priorBusinessDay(d);
      this.add(from.key, day, `ONLINE TRANSFER TO SAVINGS XXXXXX${to.mask}`, -cents, 'TRANSFER_OUT_ACCOUNT_TRANSFER');
      this.add(to.key, day, `ONLINE TRANSFER FROM CHECKING XXXXXX${from.mask}`, cents, 'TRANSFER_IN_ACCOUNT_TRANSFER');
    });
  }
}

interface Profile {
  days: number;
  accounts: AccountSpec[];
  /** Opening balance of each account in cents; checking's may be raised so that it never goes below zero. */
  opening: Record<string, number>;
  /** Lets checking go below zero (and charges fees when it does). */
  overdrafts?: boolean;
  build(h: History, accounts: Record<string, AccountSpec>): void;
}

const CHECKING = (mask: string): AccountSpec => ({ key: 'chk', name: 'Everyday Checking', mask, subtype: 'checking' });
const SAVINGS = (mask: string): AccountSpec => ({ key: 'sav', name: 'Savings', mask, subtype: 'savings' });

const PROFILES: Record<SandboxUsername, Profile> = {
  user_good: {
    days: 180,
    accounts: [CHECKING('4402'), SAVINGS('7719')],
    opening: { chk: 310_000, sav: 845_000 },
    build(h, a) {
      h.everyNDays(5, 14, (d) => h.add('chk', d, 'ACME CORP PAYROLL PPD ID: 1188990044', 215_000, 'INCOME_WAGES'));
      h.bills('chk', 145_000);
      h.savings(a.chk, a.sav, 20, 30_000);
      h.monthly(25, (d) => h.add('chk', d, 'CHASE CREDIT CRD AUTOPAY', -h.amount(180, 420), 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'));
      h.monthly(0, (d) => h.add('sav', d, 'INTEREST PAYMENT', h.amount(3, 6), 'INCOME_INTEREST_EARNED'));
      h.spending('chk', 15, 140, [1, 3]);
    },
  },
  user_semimonthly: {
    days: 180,
    accounts: [CHECKING('2290')],
    opening: { chk: 240_000 },
    build(h) {
      const pay = (d: number) => h.add('chk', priorBusinessDay(d), 'GLOBEX CORPORATION PAYROLL PPD ID: 5550123', 197_500, 'INCOME_WAGES');
      h.monthly(15, pay);
      h.monthly(0, pay);
      h.bills('chk', 130_000);
      h.monthly(26, (d) => h.add('chk', d, 'DISCOVER CARD PAYMENT', -h.amount(150, 350), 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'));
      h.spending('chk', 15, 120, [1, 3]);
    },
  },
  user_gig: {
    days: 180,
    accounts: [CHECKING('6031')],
    opening: { chk: 90_000 },
    build(h) {
      h.everyNDays(1, 7, (d) => h.add('chk', d, 'UBER USA 6787 PAYOUT', h.amount(380, 720), null));
      // DoorDash: every 3 to 19 days, $60 to $260.
      for (let d = h.start + 2; d <= h.end; d += 3 + Math.floor(h.rand() * 17)) h.add('chk', d, 'DOORDASH DASHER PAYOUT', h.amount(60, 260), null);
      h.bills('chk', 105_000);
      h.everyNDays(4, 7, (d) => h.add('chk', d, 'SHELL OIL 57442 POS PURCHASE', -h.amount(35, 60), 'TRANSPORTATION_GAS'));
      h.spending('chk', 15, 110, [1, 3]);
    },
  },
  user_overdraft: {
    days: 180,
    accounts: [CHECKING('8815')],
    opening: { chk: 6_000 },
    overdrafts: true,
    build(h) {
      h.everyNDays(5, 14, (d) => h.add('chk', d, 'BLUE RIDGE LOGISTICS PAYROLL PPD ID: 7781', 118_000, 'INCOME_WAGES'));
      h.bills('chk', 115_000);
      h.monthly(3, (d) => h.add('chk', d, 'GEICO AUTO INSURANCE', -16_800, 'GENERAL_SERVICES_INSURANCE'));
      // Spending (and the bank's fees) are added by spendIntoOverdraft: it needs the running balance.
    },
  },
  user_falling: {
    days: 210,
    accounts: [CHECKING('3307')],
    opening: { chk: 280_000 },
    build(h) {
      const cut = h.end - 91;
      h.everyNDays(5, 14, (d) => h.add('chk', d, 'INITECH PAYROLL PPD ID: 3321009', d < cut ? 240_000 : 95_000, 'INCOME_WAGES'));
      h.bills('chk', 110_000);
      h.spending('chk', 15, 110, [1, 3]);
    },
  },
  user_thin: {
    days: 20,
    accounts: [CHECKING('5124')],
    opening: { chk: 52_000 },
    build(h) {
      h.add('chk', h.end - 9, 'ACME CORP PAYROLL PPD ID: 1188990044', 180_000, 'INCOME_WAGES');
      h.spending('chk', 10, 60, [2, 4]);
    },
  },
  user_lenders: {
    days: 180,
    accounts: [CHECKING('9042')],
    opening: { chk: 120_000 },
    build(h) {
      h.everyNDays(5, 14, (d) => h.add('chk', d, 'STARK INDUSTRIES PAYROLL PPD ID: 4410', 185_000, 'INCOME_WAGES'));
      h.bills('chk', 95_000);
      h.everyNDays(5, 14, (d) => h.add('chk', d, 'OPPLOANS PAYMENT', -9_850, 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT'));
      h.monthly(6, (d) => h.add('chk', d, 'SPEEDY CASH PAYMENT', -12_500, 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT'));
      h.monthly(12, (d) => h.add('chk', d, 'AFFIRM INC PAYMENT', -6_733, 'LOAN_PAYMENTS_OTHER_PAYMENT'));
      h.monthly(19, (d) => h.add('chk', d, 'MONEYLION INSTACASH REPAYMENT', -5_000, 'LOAN_PAYMENTS_OTHER_PAYMENT'));
      h.monthly(4, (d) => h.add('chk', d, 'MONEYLION INSTACASH ADVANCE', 5_000, 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS'));
      h.add('chk', h.end - 150, 'SPEEDY CASH LOAN PROCEEDS', 60_000, 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS');
      h.spending('chk', 15, 100, [1, 3]);
    },
  },
};

/**
 * Spending on an account allowed to go below zero, and the bank's fees: day by day, a purchase of
 * `lo`-`hi` dollars every day or two unless the balance is already below -$150 (the card is
 * declined), then $35 for each day a debit left the account overdrawn, every other one an NSF fee.
 */
function spendIntoOverdraft(h: History, account: string, openingCents: number, lo: number, hi: number) {
  const byDay = new Map<number, Row[]>();
  for (const r of h.rows) if (r.account === account) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  let balance = openingCents;
  let charged = 0;
  let nextPurchase = h.start + 1;
  for (let d = h.start; d <= h.end; d++) {
    const rows = (byDay.get(d) ?? []).sort((x, y) => x.order - y.order);
    let overdrawn = false;
    for (const r of rows) {
      balance += r.cents;
      if (r.cents < 0 && balance < 0) overdrawn = true;
    }
    if (d === nextPurchase) {
      nextPurchase += 1 + Math.floor(h.rand() * 2);
      const cents = h.amount(lo, hi);
      if (balance > -15_000) {
        h.add(account, d, 'DOLLAR GENERAL #1187 POS PURCHASE', -cents, 'GENERAL_MERCHANDISE');
        balance -= cents;
        if (balance < 0) overdrawn = true;
      }
    }
    if (overdrawn) {
      charged += 1;
      const nsf = charged % 2 === 0;
      h.add(account, d, nsf ? 'NSF FEE RETURNED ITEM' : 'OVERDRAFT FEE', -3_500, nsf ? 'BANK_FEES_INSUFFICIENT_FUNDS' : 'BANK_FEES_OVERDRAFT_FEES');
      balance -= 3_500;
    }
  }
}

/**
 * The history of a sandbox borrower at an institution, ending on `asOf` (YYYY-MM-DD). Pure and
 * deterministic: transaction ids are `<institution>-<username>-<account>-<n>`, numbered in date order.
 */
export function sandboxHistory(username: SandboxUsername, asOf: string, institution: Institution = SANDBOX_BANK): ConnectionData {
  const end = parseDay(asOf);
  if (end === null) throw new Error(`asOf must be a YYYY-MM-DD date, not "${asOf}"`);
  const profile = PROFILES[username];
  const h = new History(end - profile.days + 1, end, prng(`${institution.institution_id}:${username}`));
  const specs = Object.fromEntries(profile.accounts.map((a) => [a.key, a]));
  profile.build(h, specs);

  const opening = { ...profile.opening };
  if (profile.overdrafts) {
    spendIntoOverdraft(h, 'chk', opening.chk, 20, 110);
  } else {
    // Keep checking above $150 on every day: raise its opening balance when spending would dip below.
    const sorted = h.rows.filter((r) => r.account === 'chk').sort((x, y) => x.day - y.day || x.order - y.order);
    let run = 0;
    let lowest = 0;
    for (const r of sorted) lowest = Math.min(lowest, (run += r.cents));
    opening.chk = Math.max(opening.chk, 15_000 - lowest);
  }

  const rows = h.rows.sort((x, y) => x.day - y.day || x.order - y.order || x.account.localeCompare(y.account));
  const idOf = (key: string) => `${institution.institution_id}-${username}-${key}`;
  const counters = new Map<string, number>();
  const transactions: ConnectedTransaction[] = rows.map((r) => {
    const n = (counters.get(r.account) ?? 0) + 1;
    counters.set(r.account, n);
    return {
      transaction_id: `${idOf(r.account)}-${String(n).padStart(4, '0')}`,
      account_id: idOf(r.account),
      date: formatDay(r.day),
      description: r.description,
      amount_cents: r.cents,
      category: r.category,
    };
  });
  const accounts: ConnectedAccount[] = profile.accounts.map((a) => ({
    account_id: idOf(a.key),
    name: institution.institution_id === SANDBOX_CREDIT_UNION.institution_id ? `Share ${a.subtype === 'checking' ? 'Draft' : 'Savings'}` : a.name,
    mask: a.mask,
    type: 'depository',
    subtype: a.subtype,
    opening_balance_cents: opening[a.key] ?? 0,
    closing_balance_cents: (opening[a.key] ?? 0) + rows.filter((r) => r.account === a.key).reduce((s, r) => s + r.cents, 0),
  }));
  return { institution, accounts, transactions };
}

/** Today's date (UTC) as YYYY-MM-DD. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const PUBLIC_PREFIX = 'public-sandbox:';
const ACCESS_PREFIX = 'access-sandbox:';

/**
 * The sandbox bank's widget: its sign-in form (any of SANDBOX_INSTITUTIONS, a documented username
 * and the password `pass_good`) hands back a public token, as an aggregator's widget does.
 * Anything else throws BankSignInError.
 */
export function sandboxSignIn(input: { institutionId: string; username: string; password: string }): string {
  const institution = SANDBOX_INSTITUTIONS.find((i) => i.institution_id === input.institutionId);
  if (!institution) throw new Error(`Unknown sandbox institution ${input.institutionId}`);
  if (!isSandboxUsername(input.username) || input.password !== SANDBOX_PASSWORD) throw new BankSignInError();
  return `${PUBLIC_PREFIX}${institution.institution_id}:${input.username}`;
}

/** The institution and borrower a sandbox token names, or null. */
function tokenParts(token: string, prefix: string): { institution: Institution; username: SandboxUsername } | null {
  if (!token.startsWith(prefix)) return null;
  const [institutionId, username] = token.slice(prefix.length).split(':');
  const institution = SANDBOX_INSTITUTIONS.find((i) => i.institution_id === institutionId);
  if (!institution || !username || !isSandboxUsername(username)) return null;
  return { institution, username };
}

/**
 * The sandbox bank as a BankConnector. Its widget is the sign-in form (`sandboxSignIn`); an item
 * holds one borrower's history ending on `today()` (default: today's date, UTC), all of it on the
 * first pull and nothing new after.
 */
export function sandboxBank(opts: { today?: () => string } = {}): BankConnector {
  const today = opts.today ?? todayUtc;
  return {
    provider: SANDBOX_PROVIDER,
    async startLink() {
      return { link_token: `link-sandbox-${crypto.randomUUID()}`, expiration: null };
    },
    async exchange(publicToken) {
      const parts = tokenParts(publicToken, PUBLIC_PREFIX);
      if (!parts) throw new BankSignInError('This sign-in has expired. Go back and sign in again.');
      return {
        item_id: `sandbox-item-${crypto.randomUUID()}`,
        access_token: `${ACCESS_PREFIX}${parts.institution.institution_id}:${parts.username}`,
        institution: parts.institution,
      };
    },
    async pull({ access_token, cursor }) {
      const parts = tokenParts(access_token, ACCESS_PREFIX);
      if (!parts) throw new Error('Not a sandbox access token');
      const data = sandboxHistory(parts.username, today(), parts.institution);
      const asOf = cursor ?? `sandbox:${today()}`;
      return { accounts: data.accounts, added: cursor === null ? data.transactions : [], modified: [], removed: [], next_cursor: asOf };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Plaid sandbox custom users

/**
 * A Plaid sandbox custom user (the JSON of github.com/plaid/sandbox-custom-users) as a connection
 * to the sandbox bank: its depository accounts (with their subtypes, `starting_balance` as the
 * opening balance) and transactions, money in positive. Throws PlaidCustomUserError, naming the
 * field, when the JSON does not have that shape.
 */
export function connectionFromCustomUser(
  json: unknown,
  opts: Pick<PlaidCustomUserOptions, 'asOf' | 'inflowDays'> & { institution?: Institution } = {},
): ConnectionData {
  const history = fromPlaidCustomUser(json, { idPrefix: 'custom', asOf: opts.asOf, inflowDays: opts.inflowDays });
  const user = plaidCustomUserSchema.parse(json);
  const accounts: ConnectedAccount[] = history.accounts.map((a) => {
    const source = user.override_accounts[Number(a.account_id.slice('custom-a'.length))];
    return {
      account_id: a.account_id,
      name: a.name ?? 'Account',
      mask: a.mask,
      type: 'depository',
      subtype: source?.subtype ?? null,
      opening_balance_cents: a.opening_balance_cents,
      closing_balance_cents: a.closing_balance_cents,
    };
  });
  const transactions: ConnectedTransaction[] = history.transactions.map((t) => ({
    transaction_id: t.transaction_id,
    account_id: t.account_id,
    date: t.date,
    description: t.description,
    amount_cents: t.amount_cents,
    category: t.category,
  }));
  return { institution: opts.institution ?? SANDBOX_BANK, accounts, transactions };
}
