// The fourteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored elsewhere.
import { describePrintedPaystubTruths, LONG_MONTH, MON, printedMoney, type MoneyStyle } from './locked-printed-paystubs.ts';
import { describePrintedStatementTruths, type PrintedStatementForm } from './locked-printed-statements.ts';
import { LOCKED_14_CORPUS, LOCKED_14_PICTURES } from '../eval/paystubs/locked-14/load.ts';
import { LOCKED_14_STATEMENTS, LOCKED_14_STATEMENT_PICTURES } from '../eval/statements/locked-14/load.ts';

describePrintedPaystubTruths('locked-14', LOCKED_14_CORPUS, LOCKED_14_PICTURES, {
  layouts: ['ee-palgaleht', 'bb-payslip', 'pg-payslip', 'sc-payslip'],
  date: (layout, iso) => {
    const [y, m, d] = iso.split('-');
    const mon = MON[Number(m) - 1];
    if (layout === 'ee-palgaleht') return `${d}.${m}.${y}`;
    if (layout === 'bb-payslip') return `${LONG_MONTH[Number(m) - 1]} ${Number(d)}, ${y}`;
    if (layout === 'pg-payslip') return `${Number(d)} ${LONG_MONTH[Number(m) - 1]} ${y}`;
    return `${d} ${mon[0]}${mon.slice(1).toLowerCase()} ${y}`;
  },
  style: (layout) => (layout === 'ee-palgaleht' ? 'space' : 'point'),
});

interface StatementForm extends PrintedStatementForm {
  style: MoneyStyle;
}

const FORMS: Record<string, StatementForm> = {
  'bz-chequing': {
    style: 'point',
    date: (iso) => `${iso.slice(8)}-${MON[Number(iso.slice(5, 7)) - 1][0]}${MON[Number(iso.slice(5, 7)) - 1].slice(1).toLowerCase()}-${iso.slice(0, 4)}`,
    period: (iso) => `${iso.slice(8)}-${MON[Number(iso.slice(5, 7)) - 1][0]}${MON[Number(iso.slice(5, 7)) - 1].slice(1).toLowerCase()}-${iso.slice(0, 4)}`,
    account: /Account No\.\s+([\d-]+)/,
    columns: ['Withdrawals', 'Deposits'],
    balance: 'every',
    opening: /^\s*Opening Balance\s/,
    closing: /^\s*Closing Balance\s/,
    carried: /^\s*Balance Carried Forward\s/,
    brought: /^\s*Balance Brought Forward\s/,
    totals: [{ label: /^\s*Total Withdrawals and Deposits\s/, figures: (d, c) => [d, c] }],
  },
  'lu-compte': {
    style: 'comma',
    date: (iso) => iso.split('-').reverse().join('.'),
    period: (iso) => iso.split('-').reverse().join('.'),
    account: /Numéro de compte\s+(\d[\d ]*\d)/,
    columns: ['Débit', 'Crédit'],
    balance: 'daily',
    opening: /^\s*Solde initial\s/,
    closing: /^\s*Solde final\s/,
    carried: /^\s*À reporter\s/,
    brought: /^\s*Report\s/,
    totals: [{ label: /^\s*Total des mouvements\s/, figures: (d, c) => [d, c] }],
  },
  'et-savings': {
    style: 'point',
    date: (iso) => iso,
    period: (iso) => iso,
    account: /Account No:\s+(\d+)/,
    columns: ['Debit', 'Credit'],
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*CARRIED FORWARD\s/,
    brought: /^\s*BROUGHT FORWARD\s/,
    totals: [{ label: /^\s*TOTAL DEBITS AND CREDITS\s/, figures: (d, c) => [d, c] }],
  },
};

describePrintedStatementTruths('locked-14', LOCKED_14_STATEMENTS, LOCKED_14_STATEMENT_PICTURES, FORMS, (c, form) => printedMoney(c, form.style));
