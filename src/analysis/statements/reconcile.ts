import type { ParsedTransaction, Reconciliation, ReconciliationBreak } from './statement.types.ts';

const cents = (c: number) => (c / 100).toFixed(2);

/**
 * Checks a statement account two ways: every printed running balance against the previous balance
 * plus the row's amount, and opening + credits - debits against the closing balance. Transactions
 * must be in statement order. A missing opening balance is taken from the first printed running
 * balance when there is one.
 */
export function reconcile(
  transactions: readonly ParsedTransaction[],
  openingBalanceCents: number | null,
  closingBalanceCents: number | null,
): Reconciliation {
  let creditsCents = 0;
  let debitsCents = 0;
  for (const t of transactions) {
    if (t.amountCents >= 0) creditsCents += t.amountCents;
    else debitsCents -= t.amountCents;
  }
  const problems: string[] = [];

  let opening = openingBalanceCents;
  const firstWithBalance = transactions.findIndex((t) => t.runningBalanceCents !== null);
  if (opening === null && firstWithBalance >= 0) {
    const before = transactions.slice(0, firstWithBalance + 1).reduce((s, t) => s + t.amountCents, 0);
    opening = transactions[firstWithBalance].runningBalanceCents! - before;
  }
  let closing = closingBalanceCents;
  if (closing === null) {
    const last = [...transactions].reverse().find((t) => t.runningBalanceCents !== null);
    if (last && last === transactions[transactions.length - 1]) closing = last.runningBalanceCents;
  }

  let runningBalanceMismatches = 0;
  let firstBreak: ReconciliationBreak | null = null;
  if (opening !== null) {
    let balance = opening;
    for (const [row, t] of transactions.entries()) {
      balance += t.amountCents;
      if (t.runningBalanceCents !== null && t.runningBalanceCents !== balance) {
        runningBalanceMismatches += 1;
        firstBreak ??= { row, date: t.date, description: t.description, expectedCents: balance, printedCents: t.runningBalanceCents };
        if (runningBalanceMismatches <= 3) {
          problems.push(
            `The ${t.date} row "${t.description}" prints a balance of ${cents(t.runningBalanceCents)}, but the rows before it give ${cents(balance)}.`,
          );
        }
        balance = t.runningBalanceCents; // resynchronise so one bad row is reported once
      }
    }
  }

  let differenceCents: number | null = null;
  if (opening !== null && closing !== null) {
    differenceCents = closing - (opening + creditsCents - debitsCents);
    if (differenceCents !== 0) {
      problems.push(
        `Opening balance ${cents(opening)} plus credits ${cents(creditsCents)} minus debits ${cents(debitsCents)} is ${cents(opening + creditsCents - debitsCents)}, but the closing balance is ${cents(closing)}.`,
      );
    }
  }

  const verifiable = differenceCents !== null || transactions.some((t) => t.runningBalanceCents !== null);
  const status = !verifiable ? 'UNVERIFIABLE' : problems.length > 0 || runningBalanceMismatches > 0 ? 'MISMATCH' : 'RECONCILED';
  return {
    status,
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    creditsCents,
    debitsCents,
    differenceCents,
    runningBalanceMismatches,
    problems,
    ...(firstBreak ? { firstBreak } : {}),
  };
}
