// Plaid Sandbox custom-user configurations (github.com/plaid/sandbox-custom-users) as cash-flow input.
//
// In these files a POSITIVE amount is money OUT of the account (Plaid's convention); the analysis
// wants money in positive, so every amount is negated. Dates: `date_posted`, else `date_transacted`.

import { z } from 'zod';
import type { CashFlowAccountInput, CashFlowTransactionInput } from '../cash-flow/cash-flow.types.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date');

const plaidTransaction = z
  .object({
    date_transacted: isoDate.optional().meta({ description: 'When the transaction happened, YYYY-MM-DD (used when date_posted is absent)' }),
    date_posted: isoDate.optional().meta({ description: 'When it posted, YYYY-MM-DD' }),
    amount: z.number().finite().meta({ description: "Plaid's sign: positive is money out of the account" }),
    description: z.string().meta({ description: 'The description the bank shows' }),
    currency: z.string().optional().meta({ description: 'ISO 4217 currency' }),
  })
  .meta({ description: 'A transaction; date_posted or date_transacted is required' })
  .refine((t) => t.date_posted !== undefined || t.date_transacted !== undefined, {
    message: 'a transaction needs date_posted or date_transacted',
  });

const inflowModel = z.object({
  type: z.string().meta({ description: 'monthly-income adds a monthly payroll deposit' }),
  income_amount: z.number().finite().optional().meta({ description: 'Amount of each deposit' }),
  payment_day_of_month: z.union([z.number().int().min(1).max(28), z.literal('last')]).optional().meta({ description: 'Day of the month it is paid, 1 to 28, or "last"' }),
  transaction_name: z.string().optional().meta({ description: "The deposits' description" }),
}).meta({ description: 'Generated income deposits, as Plaid sandbox users define them' });

const plaidAccount = z.object({
  type: z.string().meta({ description: 'depository (kept), or credit, loan, investment, payroll (left out)' }),
  subtype: z.string().nullable().optional().meta({ description: 'checking, savings, ...' }),
  starting_balance: z.number().finite().optional().meta({ description: 'Balance before the first transaction' }),
  currency: z.string().optional().meta({ description: 'ISO 4217 currency' }),
  meta: z
    .object({
      name: z.string().optional().meta({ description: 'Account name' }),
      official_name: z.string().optional().meta({ description: 'Official account name' }),
      mask: z.string().optional().meta({ description: 'Last digits of the account number' }),
    })
    .optional()
    .meta({ description: 'Names and mask of the account' }),
  numbers: z.object({ account: z.string().optional().meta({ description: 'Account number' }) }).optional().meta({ description: 'Account numbers' }),
  identity: z
    .object({ names: z.array(z.string()).optional().meta({ description: "Account holders' names" }) })
    .optional()
    .meta({ description: 'Account holder' }),
  inflow_model: inflowModel.optional(),
  transactions: z.array(plaidTransaction).optional().meta({ description: "The account's transactions" }),
}).meta({ description: 'An account of the custom user' });

export const plaidCustomUserSchema = z.object({
  override_accounts: z.array(plaidAccount).min(1, 'override_accounts is empty').meta({ description: "The borrower's accounts" }),
});

export type PlaidCustomUser = z.infer<typeof plaidCustomUserSchema>;

export interface PlaidCustomUserOptions {
  /** Prefix of the generated account and transaction ids (default "plaid"). */
  idPrefix?: string;
  /** Account types to keep (default: depository only; payroll, credit, loan and investment accounts are not bank transactions). */
  accountTypes?: readonly string[];
  /** Add the deposits of a `monthly-income` inflow model (default true). */
  inflowModel?: boolean;
  /** Last day of the inflow model's deposits (default: the latest date in the file). */
  asOf?: string;
  /** Days before `asOf` the inflow model's deposits go back at least (default 90, Plaid's Bank Income window); they also cover the file's own dates. */
  inflowDays?: number;
}

export interface PlaidCustomUserHistory {
  accounts: CashFlowAccountInput[];
  transactions: CashFlowTransactionInput[];
  /** The currency of the transactions (USD when the file does not say). */
  currency: string;
  /** Account holders' names from the `identity` blocks, in order, without repeats. */
  holderNames: string[];
  /** Accounts left out, with why. */
  skipped: Array<{ index: number; type: string; reason: string }>;
}

/** Thrown when the JSON is not a Plaid custom-user configuration. */
export class PlaidCustomUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlaidCustomUserError';
  }
}

const toCents = (amount: number) => Math.round(amount * 100);
const MS_PER_DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;
const isoOf = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The deposits of a monthly-income inflow model, on its day of the month, from `fromDay` to `toDay`. */
function inflowDeposits(model: z.infer<typeof inflowModel>, fromDay: number, toDay: number): Array<{ date: string; cents: number; name: string }> {
  if (model.type !== 'monthly-income' || model.income_amount === undefined || model.payment_day_of_month === undefined) return [];
  const out: Array<{ date: string; cents: number; name: string }> = [];
  const from = new Date(fromDay * MS_PER_DAY);
  for (let i = 0; ; i++) {
    const y = from.getUTCFullYear();
    const m = from.getUTCMonth() + i;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const d = model.payment_day_of_month === 'last' ? last : model.payment_day_of_month;
    const day = Date.UTC(y, m, d) / MS_PER_DAY;
    if (day > toDay) break;
    if (day >= fromDay) out.push({ date: isoOf(day), cents: toCents(model.income_amount), name: model.transaction_name ?? 'INCOME' });
  }
  return out;
}

/**
 * Reads a Plaid Sandbox custom-user configuration into cash-flow input: one account per kept entry
 * of `override_accounts` (name from meta or the subtype, mask from meta or the account number,
 * opening balance from `starting_balance`, closing balance = opening + the transactions), and its
 * transactions with money in positive and deterministic ids (`<prefix>-a<account>-t<row>`).
 * Throws PlaidCustomUserError, naming the offending field, when the JSON does not have the shape.
 */
export function fromPlaidCustomUser(json: unknown, opts: PlaidCustomUserOptions = {}): PlaidCustomUserHistory {
  const parsed = plaidCustomUserSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : 'the document';
    throw new PlaidCustomUserError(`Not a Plaid custom-user configuration: ${where}: ${issue.message}.`);
  }
  const user = parsed.data;
  const prefix = opts.idPrefix ?? 'plaid';
  const keep = new Set(opts.accountTypes ?? ['depository']);
  const useInflow = opts.inflowModel ?? true;

  const allDates = user.override_accounts.flatMap((a) => (a.transactions ?? []).map((t) => (t.date_posted ?? t.date_transacted)!));
  const sortedDates = [...allDates].sort();
  if (opts.asOf !== undefined && !isoDate.safeParse(opts.asOf).success) throw new PlaidCustomUserError(`asOf must be a YYYY-MM-DD date, not "${opts.asOf}".`);
  const asOf = opts.asOf ?? sortedDates[sortedDates.length - 1] ?? null;

  const accounts: CashFlowAccountInput[] = [];
  const transactions: CashFlowTransactionInput[] = [];
  const holderNames: string[] = [];
  const skipped: PlaidCustomUserHistory['skipped'] = [];
  let currency: string | null = null;

  user.override_accounts.forEach((a, ai) => {
    for (const n of a.identity?.names ?? []) if (!holderNames.includes(n)) holderNames.push(n);
    if (!keep.has(a.type)) {
      skipped.push({ index: ai, type: a.type, reason: `${a.type} accounts hold no bank transactions for a cash-flow analysis` });
      return;
    }
    const accountId = `${prefix}-a${ai}`;
    const rows = (a.transactions ?? []).map((t, ti) => ({
      id: `${accountId}-t${ti}`,
      date: (t.date_posted ?? t.date_transacted)!,
      cents: -toCents(t.amount),
      description: t.description,
      currency: t.currency ?? a.currency ?? null,
    }));
    if (useInflow && a.inflow_model && asOf !== null) {
      const toDay = dayOf(asOf);
      const earliest = sortedDates.length ? dayOf(sortedDates[0]) : toDay;
      const fromDay = Math.min(earliest, toDay - ((opts.inflowDays ?? 90) - 1));
      for (const dep of inflowDeposits(a.inflow_model, fromDay, toDay)) {
        rows.push({ id: `${accountId}-inflow-${dep.date}`, date: dep.date, cents: dep.cents, description: dep.name, currency: a.currency ?? null });
      }
    }
    rows.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
    for (const r of rows) {
      currency ??= r.currency;
      transactions.push({
        transaction_id: r.id,
        account_id: accountId,
        date: r.date,
        description: r.description,
        amount_cents: r.cents,
        running_balance_cents: null,
        category: null,
        document_id: null,
        page: null,
      });
    }
    const opening = a.starting_balance === undefined ? null : toCents(a.starting_balance);
    const number = a.numbers?.account;
    accounts.push({
      account_id: accountId,
      name: a.meta?.name ?? (a.subtype ? capitalise(a.subtype) : capitalise(a.type)),
      mask: a.meta?.mask ?? (number && number.length >= 4 ? number.slice(-4) : null),
      source: 'BANK_CONNECTION',
      opening_balance_cents: opening,
      closing_balance_cents: opening === null ? null : opening + rows.reduce((s, r) => s + r.cents, 0),
      reconciliation: null,
    });
  });
  return { accounts, transactions, currency: currency ?? 'USD', holderNames, skipped };
}
