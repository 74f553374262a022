// The ninth locked split's statement truths checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth row must be printed where the truth says, in the layout's own date and number forms (`03 Feb`
// without a year, `05.01.26` with `1'234.50`, `2026/01/05` printed once a day), with the balances
// brought and carried from page to page; the arithmetic of each truth must hold. Every photo and scan
// must carry its PDF's truth. Reads only eval/statements/locked-9.

import { dd, m, MONTHS, y } from './locked-truth-checks.ts';
import { describeLockedStatementTruths, type StatementForm } from './locked-truth-suites.ts';

const MON = MONTHS.map((x) => x.slice(0, 3));

const STATEMENT_FORMS: Record<string, StatementForm> = {
  'nz-current': {
    date: (d) => `${dd(d)} ${MON[Number(m(d)) - 1]}`,
    dated: /^\s{0,3}\d\d [A-Z][a-z]{2}\s/,
    balanceOncePerDay: true,
    period: (d) => `${Number(dd(d))} ${MONTHS[Number(m(d)) - 1]} ${y(d)}`,
    account: /\b\d\d-\d{4}-\d{7}-\d\d\b/,
    columns: [/Withdrawals\s+Deposits/, 'Withdrawals', 'Deposits'],
    opening: /OPENING BALANCE/,
    closing: /CLOSING BALANCE/,
    broughtForward: /^\s*BALANCE BROUGHT FORWARD\s/,
    carriedForward: /^\s*BALANCE CARRIED FORWARD\s/,
    totals: [{ label: /Total withdrawals\s+Total deposits/, next: true, figures: (s) => [s.opening, s.debits, s.credits, s.closing] }],
  },
  'ch-account': {
    date: (d) => `${dd(d)}.${m(d)}.${y(d).slice(2)}`,
    dated: /^\s{0,3}\d\d\.\d\d\.\d\d\s/,
    period: (d) => `${dd(d)}.${m(d)}.${y(d)}`,
    account: /(?<=Konto-Nr\.\s+)\d{4} \d{4} \d{4}\b/,
    grouping: "'",
    columns: [/Belastung\s+Gutschrift/, 'Belastung', 'Gutschrift'],
    opening: /Saldovortrag/,
    closing: /Schlusssaldo per \d\d\.\d\d\.\d{4}/,
    broughtForward: /^\s*Übertrag\s/,
    carriedForward: /^\s*Übertrag\s/,
    totals: [{ label: /^\s*Umsatztotal\s/, figures: (s) => [s.debits, s.credits] }],
    // A value date between the amount and the balance on every row.
    check: (lines, rowCount) => {
      const valued = lines.filter((l) => /^\s{0,3}\d\d\.\d\d\.\d\d\s/.test(l) && /\d\.\d\d\s+\d\d\.\d\d\.\d\d\s+-?\d[\d']*\.\d\d\s*$/.test(l));
      return valued.length === rowCount ? null : `${valued.length} rows with a value date, ${rowCount} expected`;
    },
  },
  'hk-integrated': {
    date: (d) => `${y(d)}/${m(d)}/${dd(d)}`,
    dated: /^\s{0,3}\d{4}\/\d\d\/\d\d\s/,
    dateOncePerDay: true,
    period: (d) => `${y(d)}/${m(d)}/${dd(d)}`,
    account: /\b\d{3}-\d{6}-\d{3}\b/,
    columns: [/Deposit\s+Withdrawal/, 'Withdrawal', 'Deposit'],
    opening: /B\/F BALANCE/,
    closing: /CLOSING BALANCE/,
    broughtForward: /^\s*B\/F BALANCE\s/,
    carriedForward: /^\s*C\/F BALANCE\s/,
    totals: [{ label: /Total Deposits\s+Total Withdrawals/, next: true, figures: (s) => [s.opening, s.credits, s.debits, s.closing] }],
  },
};

describeLockedStatementTruths('locked-9', STATEMENT_FORMS, { onePage: false });
