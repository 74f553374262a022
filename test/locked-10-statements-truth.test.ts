// The tenth locked split's statement truths checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth row must be printed where the truth says, in the layout's own date and number forms (`05/01`
// with `1 234,56`, `05/ENE` with a settlement date after it, `01/05` with the description last), with
// the balances brought and carried from page to page; the arithmetic of each truth must hold. Every
// photo and scan must carry its PDF's truth. Reads only eval/statements/locked-10.

import { dd, m, MONTHS, y } from './locked-truth-checks.ts';
import { describeLockedStatementTruths, type StatementForm } from './locked-truth-suites.ts';

const MES = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

/** Each layout's forms, and the lines of totals it prints. */
const STATEMENT_FORMS: Record<string, StatementForm> = {
  'fr-releve': {
    decimalComma: true,
    date: (d) => `${dd(d)}/${m(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\s/,
    period: (d) => `${dd(d)}/${m(d)}/${y(d)}`,
    account: /(?<=Compte courant n° \d{5} \d{5} )\d{11}\b/,
    columns: [/Débit\s+Crédit/, 'Débit', 'Crédit'],
    opening: /SOLDE CRÉDITEUR AU \d\d\/\d\d\/\d{4}/,
    closing: /NOUVEAU SOLDE CRÉDITEUR AU \d\d\/\d\d\/\d{4}/,
    broughtForward: /^\s*SOLDE REPORTÉ\s/,
    carriedForward: /^\s*SOLDE À REPORTER\s/,
    totals: [{ label: /^\s*TOTAL DES OPÉRATIONS\s/, figures: (s) => [s.debits, s.credits] }],
  },
  'mx-cuenta': {
    date: (d) => `${dd(d)}/${MES[Number(m(d)) - 1]}`,
    dated: /^\s{0,3}\d\d\/[A-Z]{3}\s/,
    period: (d) => `${dd(d)}/${MES[Number(m(d)) - 1]}/${y(d)}`,
    account: /(?<=No\. de Cuenta:\s+)\d{10}\b/,
    columns: [/CARGOS\s+ABONOS/, 'CARGOS', 'ABONOS'],
    opening: /SALDO ANTERIOR/,
    closing: /SALDO FINAL/,
    broughtForward: /^\s*SALDO DE LA PÁGINA ANTERIOR\s/,
    carriedForward: /^\s*SALDO QUE PASA A LA SIGUIENTE PÁGINA\s/,
    totals: [
      { label: /^\s*TOTAL DE MOVIMIENTOS\s/, figures: (s) => [s.debits, s.credits] },
      { label: /^\s*Saldo anterior\s/, figures: (s) => [s.opening] },
      { label: /^\s*\(\+\) Depósitos \/ abonos\s/, figures: (s) => [s.credits] },
      { label: /^\s*\(-\) Retiros \/ cargos\s/, figures: (s) => [s.debits] },
      { label: /^\s*Saldo final\s/, figures: (s) => [s.closing] },
    ],
  },
  'us-sharedraft': {
    date: (d) => `${m(d)}/${dd(d)}`,
    dated: /^\s{0,3}\d\d\/\d\d\s/,
    period: (d) => `${MONTHS[Number(m(d)) - 1]} ${Number(dd(d))}, ${y(d)}`,
    account: /(?<=Account )\d{10}\b/,
    columns: [/Withdrawals\s+Deposits/, 'Withdrawals', 'Deposits'],
    opening: /Previous Balance$/,
    closing: /New Balance$/,
    broughtForward: /Balance From Previous Page$/,
    carriedForward: /Ending Balance This Page/,
    totals: [
      { label: /Previous Balance\s+Deposits\s+Withdrawals\s+New Balance/, next: true, figures: (s) => [s.opening, s.credits, s.debits, s.closing] },
      { label: /Total Withdrawals and Deposits/, figures: (s) => [s.debits, s.credits] },
    ],
  },
};

describeLockedStatementTruths('locked-10', STATEMENT_FORMS);
