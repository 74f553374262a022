// The thirteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored elsewhere.
import { describePrintedPaystubTruths, LONG_MONTH, MON, printedMoney, type MoneyStyle } from './locked-printed-paystubs.ts';
import { describePrintedStatementTruths, type PrintedStatementForm } from './locked-printed-statements.ts';
import { LOCKED_13_CORPUS, LOCKED_13_PICTURES } from '../eval/paystubs/locked-13/load.ts';
import { LOCKED_13_STATEMENTS, LOCKED_13_STATEMENT_PICTURES } from '../eval/statements/locked-13/load.ts';

describePrintedPaystubTruths('locked-13', LOCKED_13_CORPUS, LOCKED_13_PICTURES, {
  layouts: ['mt-payslip', 'zm-payslip', 'fj-payslip', 'na-payslip'],
  date: (layout, iso) => {
    const [y, m, d] = iso.split('-');
    const mon = MON[Number(m) - 1];
    if (layout === 'mt-payslip') return `${d}/${m}/${y}`;
    if (layout === 'zm-payslip') return `${d}-${mon[0]}${mon.slice(1).toLowerCase()}-${y}`;
    if (layout === 'fj-payslip') return `${d} ${mon} ${y}`;
    return `${y}/${m}/${d}`;
  },
});

interface StatementForm extends PrintedStatementForm {
  style: MoneyStyle;
}

const FORMS: Record<string, StatementForm> = {
  'mu-savings': {
    style: 'point',
    date: (iso) => iso.split('-').reverse().join('/'),
    period: (iso) => iso.split('-').reverse().join('/'),
    account: /Account Number\s+(\d+)/,
    columns: ['Debit', 'Credit'],
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*BALANCE CARRIED FORWARD\s/,
    brought: /^\s*BALANCE BROUGHT FORWARD\s/,
    totals: [{ label: /^\s*TOTAL\s/, figures: (d, c) => [d, c] }],
  },
  'bs-chequing': {
    style: 'point',
    date: (iso) => `${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8)}`,
    period: (iso) => `${LONG_MONTH[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8))}, ${iso.slice(0, 4)}`,
    account: /Account Number\s+([\d-]+)/,
    columns: ['Withdrawals', 'Deposits'],
    balance: 'daily',
    opening: /^\s*Beginning balance\s/,
    closing: /^\s*Ending balance\s/,
    brought: /^\s*Balance forward\s/,
    totals: [{ label: /^\s*Total withdrawals and deposits\s/, figures: (d, c) => [d, c] }],
  },
  'cy-current': {
    style: 'comma',
    date: (iso) => `${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`,
    period: (iso) => `${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`,
    account: /ACCOUNT NO\s+:\s+([\d-]+)/,
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*CARRIED FORWARD\s/,
    brought: /^\s*BROUGHT FORWARD\s/,
    totals: [
      { label: /^\s*TOTAL DEBITS\s/, figures: (d) => [d] },
      { label: /^\s*TOTAL CREDITS\s/, figures: (_d, c) => [c] },
    ],
  },
};

describePrintedStatementTruths('locked-13', LOCKED_13_STATEMENTS, LOCKED_13_STATEMENT_PICTURES, FORMS, (c, form) => printedMoney(c, form.style));
