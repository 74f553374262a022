// The eleventh locked split's statement truths checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth row must be printed where the truth says, in the layout's own date form
// (`05-Jan-2026`, then the value date; `Jan 05`; `05/01/2026`), its amount in the withdrawal
// or deposit column, with the balances brought and carried from page to page; the arithmetic of each
// truth must hold. Every photo and scan must carry its PDF's truth. Reads only
// eval/statements/locked-11.

import { dd, m, MONTHS, y } from './locked-truth-checks.ts';
import { describeLockedStatementTruths, type StatementForm } from './locked-truth-suites.ts';

const mon = (d: string) => MONTHS[Number(m(d)) - 1].slice(0, 3);
const dMonY = (d: string) => `${dd(d)}-${mon(d)}-${y(d)}`;
/** Each layout's forms, and the lines of totals it prints. */
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'ng-current': {
    date: dMonY,
    // The transaction date, then the value date.
    dated: /^\s{0,3}\d\d-[A-Z][a-z]{2}-\d{4}\s+\d\d-[A-Z][a-z]{2}-\d{4}\s/,
    period: dMonY,
    account: /(?<=Account Number\s+)\d{10}\b/,
    columns: [/Debit\s+Credit\s+Balance/, 'Debit', 'Credit'],
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    broughtForward: /^\s*Balance B\/F\s/,
    carriedForward: /^\s*Balance C\/F\s/,
    totals: [
      { label: /^\s*Total\s+\d/, figures: (s) => [s.debits, s.credits] },
      { label: /Opening Balance\s+Total Debit\s+Total Credit\s+Closing Balance/, next: true, figures: (s) => [s.opening, s.debits, s.credits, s.closing] },
    ],
  },
  'jm-savings': {
    date: (d) => `${mon(d)} ${dd(d)}`,
    dated: /^\s{0,3}[A-Z][a-z]{2} \d\d\s/,
    period: (d) => `${MONTHS[Number(m(d)) - 1]} ${Number(dd(d))}, ${y(d)}`,
    account: /(?<=Account No\.:\s+)\d{3}-\d{3}-\d{4}\b/,
    columns: [/Withdrawals\s+Deposits\s+Balance/, 'Withdrawals', 'Deposits'],
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    broughtForward: /^\s*Balance Forward\s/,
    carriedForward: /^\s*Balance Carried Forward\s/,
    totals: [{ label: /^\s*Total Withdrawals and Deposits\s/, figures: (s) => [s.debits, s.credits] }],
  },
  'ae-current': {
    date: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\/\d{4}\s/,
    period: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    account: /(?<=Account Number\s+)\d{13}\b/,
    columns: [/Debit\s+Credit\s+Balance/, 'Debit', 'Credit'],
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    broughtForward: /^\s*Balance Brought Forward\s/,
    carriedForward: /^\s*Balance Carried Forward\s/,
    totals: [{ label: /^\s*Total\s+\d/, figures: (s) => [s.debits, s.credits] }],
  },
};


describeLockedStatementTruths('locked-11', STATEMENT_FORMS);
