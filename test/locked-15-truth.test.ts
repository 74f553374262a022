// The fifteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored elsewhere.
import { describePrintedPaystubTruths, MON, printedMoney, type MoneyStyle } from './locked-printed-paystubs.ts';
import { describePrintedStatementTruths, type PrintedStatementForm } from './locked-printed-statements.ts';
import { LOCKED_15_CORPUS, LOCKED_15_PICTURES } from '../eval/paystubs/locked-15/load.ts';
import { LOCKED_15_STATEMENTS, LOCKED_15_STATEMENT_PICTURES } from '../eval/statements/locked-15/load.ts';

describePrintedPaystubTruths('locked-15', LOCKED_15_CORPUS, LOCKED_15_PICTURES, {
  layouts: ['lv-algas', 'gy-payslip', 'hr-placa', 'sb-payslip'],
  date: (layout, iso) => {
    const [y, m, d] = iso.split('-');
    if (layout === 'lv-algas' || layout === 'hr-placa') return `${d}.${m}.${y}`;
    if (layout === 'gy-payslip') return `${d}/${m}/${y}`;
    return `${d}-${MON[Number(m) - 1]}-${y}`;
  },
  style: (layout) => (layout === 'lv-algas' ? 'space' : layout === 'hr-placa' ? 'comma' : 'point'),
});

interface StatementForm extends PrintedStatementForm {
  style: MoneyStyle;
}

const FORMS: Record<string, StatementForm> = {
  'no-konto': {
    style: 'space',
    date: (iso) => iso.split('-').reverse().join('.'),
    period: (iso) => iso.split('-').reverse().join('.'),
    account: /Kontonummer\s+(\d[\d ]*\d)/,
    columns: ['Ut av konto', 'Inn på konto'],
    balance: 'daily',
    opening: /^\s*Inngående saldo\s/,
    closing: /^\s*Utgående saldo\s/,
    carried: /^\s*Overført til neste side\s/,
    brought: /^\s*Overført fra forrige side\s/,
    totals: [{ label: /^\s*Sum bevegelser i perioden\s/, figures: (d, c) => [d, c] }],
  },
  'pt-extrato': {
    style: 'comma',
    date: (iso) => iso.split('-').reverse().join('-'),
    period: (iso) => iso.split('-').reverse().join('-'),
    account: /Conta N\.º\s+(\d[\d ]*\d)/,
    columns: ['Débito', 'Crédito'],
    balance: 'every',
    opening: /^\s*SALDO INICIAL\s/,
    closing: /^\s*SALDO FINAL\s/,
    carried: /^\s*A TRANSPORTAR\s/,
    brought: /^\s*TRANSPORTE\s/,
    totals: [{ label: /^\s*TOTAL DE MOVIMENTOS\s/, figures: (d, c) => [d, c] }],
  },
  'bn-savings': {
    style: 'point',
    date: (iso) => `${iso.slice(8)} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    period: (iso) => `${iso.slice(8)} ${MON[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    account: /Account No\.\s+([\d-]+)/,
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    brought: /^\s*BALANCE FROM PREVIOUS PAGE\s/,
    totals: [
      { label: /^\s*TOTAL WITHDRAWALS\s/, figures: (d) => [d] },
      { label: /^\s*TOTAL DEPOSITS\s/, figures: (_d, c) => [c] },
    ],
  },
};

describePrintedStatementTruths('locked-15', LOCKED_15_STATEMENTS, LOCKED_15_STATEMENT_PICTURES, FORMS, (c, form) => printedMoney(c, form.style));
