import crypto from 'node:crypto';
import type { CashFlowAccountInput, CashFlowInput, CashFlowTransactionInput } from '../../analysis/cash-flow/cash-flow.types.ts';
import type { ParsedStatement } from '../../analysis/statements/statement.types.ts';

export interface StatementDocument {
  document_id: string;
  sha256: string;
  uploaded_at: Date;
  parsed: ParsedStatement;
}

const shortHash = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);

/**
 * The currency most of the statements' transactions are in (ties: the first uploaded); accounts in
 * another currency are listed but their transactions are left out, so amounts are never mixed.
 */
function analysisCurrency(docs: readonly StatementDocument[], fallback: string): string {
  const counts = new Map<string, number>();
  for (const d of docs) {
    const n = d.parsed.accounts.reduce((sum, a) => sum + a.transactions.length, 0);
    counts.set(d.parsed.currency, (counts.get(d.parsed.currency) ?? 0) + n);
  }
  let best: string | null = null;
  for (const [code, n] of counts) if (best === null || n > counts.get(best)!) best = code;
  return best ?? fallback;
}

/**
 * The transactions of a case's statements as one history. The same account in several statements
 * (January's and February's PDF, say) is one account: matched on its last four digits, else its
 * name; its opening balance is the earliest statement's and its closing balance the latest's. A
 * file uploaded twice counts once. Pure.
 */
export function statementsToInput(caseId: string, docs: StatementDocument[], currencyFallback = 'USD'): Omit<CashFlowInput, 'borrower'> {
  const seen = new Set<string>();
  const unique = docs.filter((d) => (seen.has(d.sha256) ? false : (seen.add(d.sha256), true)));
  type Part = { doc: StatementDocument; index: number; account: ParsedStatement['accounts'][number] };
  const groups = new Map<string, Part[]>();
  for (const doc of unique) {
    doc.parsed.accounts.forEach((account, index) => {
      const key = account.mask ? `mask:${account.mask}` : account.name ? `name:${account.name.toLowerCase()}` : `doc:${doc.document_id}:${index}`;
      groups.set(key, [...(groups.get(key) ?? []), { doc, index, account }]);
    });
  }
  const currency = analysisCurrency(unique, currencyFallback);
  const accounts: CashFlowAccountInput[] = [];
  const transactions: CashFlowTransactionInput[] = [];
  for (const [key, parts] of groups) {
    const start = (p: Part) => p.account.periodStart ?? p.account.transactions[0]?.date ?? '';
    parts.sort((a, b) => start(a).localeCompare(start(b)) || a.doc.uploaded_at.getTime() - b.doc.uploaded_at.getTime());
    const accountId = `acc_${shortHash(caseId, key)}`;
    const first = parts[0].account;
    const last = parts[parts.length - 1].account;
    const mismatched = parts.filter((p) => p.account.reconciliation.status === 'MISMATCH');
    const status = mismatched.length > 0 ? 'MISMATCH' : parts.every((p) => p.account.reconciliation.status === 'RECONCILED') ? 'RECONCILED' : 'UNVERIFIABLE';
    const broken = parts.find((p) => p.account.reconciliation.firstBreak);
    const firstBreak = broken?.account.reconciliation.firstBreak;
    const accountCurrency = parts[0].doc.parsed.currency || currencyFallback;
    const excluded = accountCurrency !== currency;
    accounts.push({
      account_id: accountId,
      name: parts.map((p) => p.account.name).find((n) => n) ?? null,
      mask: first.mask,
      source: 'STATEMENT',
      opening_balance_cents: first.reconciliation.openingBalanceCents,
      closing_balance_cents: last.reconciliation.closingBalanceCents,
      reconciliation: {
        status,
        problems: mismatched.flatMap((p) => p.account.reconciliation.problems),
        document_id: mismatched[0]?.doc.document_id ?? null,
        ...(firstBreak
          ? { first_break: { document_id: broken!.doc.document_id, row: firstBreak.row, date: firstBreak.date, description: firstBreak.description, expected_cents: firstBreak.expectedCents, printed_cents: firstBreak.printedCents } }
          : {}),
      },
      currency: accountCurrency,
      coverage: parts.flatMap((p) => (p.account.periodStart && p.account.periodEnd ? [{ start: p.account.periodStart, end: p.account.periodEnd }] : [])),
      flagged_rows: parts.reduce((n, p) => n + (p.account.flaggedRows?.length ?? 0), 0),
      ...(excluded ? { excluded_reason: `In ${accountCurrency}; the analysis is in ${currency}, so its transactions are left out.` } : {}),
    });
    if (excluded) continue;
    for (const p of parts) {
      p.account.transactions.forEach((t, row) => {
        transactions.push({
          transaction_id: `txn_${shortHash(p.doc.document_id, String(p.index), String(row))}`,
          account_id: accountId,
          date: t.date,
          description: t.description,
          amount_cents: t.amountCents,
          running_balance_cents: t.runningBalanceCents,
          category: null,
          document_id: p.doc.document_id,
          page: t.page,
        });
      });
    }
  }
  return { currency, accounts, transactions };
}
