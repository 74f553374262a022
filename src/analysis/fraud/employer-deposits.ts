// A paystub's employer against the borrower's bank deposits (EMPLOYER_NOT_IN_DEPOSITS): pay goes
// somewhere, and when the same case holds statements, the stub's net pay or its employer's name
// usually shows up among their deposits. Pay may also go to another account, so a statement with
// no pay at all is only a hint (LOW); a statement paid regularly by someone else while nothing
// matches the stub's employer or net pay is worth asking about (MEDIUM).
import type { ExtractedPaystub, FraudSignal } from '../paystub/paystub.types.ts';

export interface Deposit {
  date: string;
  description: string;
  /** Positive cents. */
  amountCents: number;
}

/** Words of a company name that say nothing about which company it is. */
const FILLER = new Set(['INC', 'LLC', 'LLP', 'LTD', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'THE', 'AND', 'OF', 'GROUP', 'HOLDINGS', 'SERVICES', 'INTERNATIONAL', 'USA', 'US', 'NA']);
/** Deposits that are pay: a payroll word or a payroll provider's name. */
const PAY_WORDS = /PAYROLL|SALARY|\bPAY\b|DIR(ECT)?\s*DEP|\bADP\b|PAYCHEX|GUSTO|PAYLOCITY|PAYCOM|CERIDIAN|DAYFORCE|TRINET|JUSTWORKS|RIPPLING|ZENEFITS|INTUIT|QUICKBOOKS|WORKDAY|UKG|ULTIPRO|PAYCOR/;
/** Net pay within this many cents of a deposit is that deposit. */
const AMOUNT_SLACK = 100;

const words = (s: string) => s.toUpperCase().replace(/[^A-Z0-9 ]+/g, ' ').split(/\s+/).filter(Boolean);

/** The words that name the employer: at least three letters, not a legal suffix. */
export function employerWords(name: string): string[] {
  return words(name).filter((w) => w.length >= 3 && !FILLER.has(w));
}

export function namesEmployer(description: string, employer: readonly string[]): boolean {
  const text = ` ${words(description).join(' ')} `;
  // Bank descriptions cut names short: a word's first 5 letters count.
  return employer.some((w) => text.includes(` ${w}`) || (w.length > 5 && text.includes(` ${w.slice(0, 5)}`)));
}

export function employerDepositSignals(stubs: ReadonlyArray<{ document_id: string; stub: ExtractedPaystub }>, deposits: readonly Deposit[]): FraudSignal[] {
  if (deposits.length === 0) return [];
  const signals: FraudSignal[] = [];
  const seen = new Set<string>();
  for (const { document_id, stub } of stubs) {
    const employer = employerWords(stub.employer_name ?? '');
    if (employer.length === 0) continue;
    const byName = deposits.some((d) => namesEmployer(d.description, employer));
    const byAmount = stub.net_cents !== null && deposits.some((d) => Math.abs(d.amountCents - stub.net_cents!) <= AMOUNT_SLACK);
    if (byName || byAmount || seen.has(employer.join(' '))) continue;
    seen.add(employer.join(' '));
    const otherPay = deposits.filter((d) => PAY_WORDS.test(d.description.toUpperCase()));
    const payers = [...new Set(otherPay.map((d) => d.description.trim().slice(0, 40)))].slice(0, 2);
    signals.push({
      code: 'EMPLOYER_NOT_IN_DEPOSITS',
      severity: otherPay.length >= 2 ? 'MEDIUM' : 'LOW',
      document_id,
      page: null,
      description:
        otherPay.length >= 2
          ? `No deposit on the case's statements comes from ${stub.employer_name} or matches the net pay, while pay arrives from ${payers.map((p) => `"${p}"`).join(' and ')}.`
          : `No deposit on the case's statements comes from ${stub.employer_name} or matches the net pay; the pay may go to another account.`,
    });
  }
  return signals;
}
