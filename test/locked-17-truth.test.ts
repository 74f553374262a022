// The seventeenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored elsewhere.
import { expect } from 'vitest';
import { describePrintedPaystubTruths, printedMoney } from './locked-printed-paystubs.ts';
import { describePrintedStatementTruths, styledMoney, wholeUnitsWithPoints, type MoneyStatementForm } from './locked-printed-statements.ts';
import { LOCKED_17_CORPUS, LOCKED_17_PICTURES } from '../eval/paystubs/locked-17/load.ts';
import { LOCKED_17_STATEMENTS, LOCKED_17_STATEMENT_PICTURES } from '../eval/statements/locked-17/load.ts';

const SHORT_MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (x: number): string => String(x).padStart(2, '0');

describePrintedPaystubTruths('locked-17', LOCKED_17_CORPUS, LOCKED_17_PICTURES, {
  layouts: ['pl-pasek', 'nl-loonstrook', 'to-payslip', 'vu-payslip'],
  date: (layout, iso) => {
    const [y, m, d] = iso.split('-').map(Number);
    if (layout === 'pl-pasek') return `${pad(d)}.${pad(m)}.${y}`;
    if (layout === 'nl-loonstrook') return `${pad(d)}-${pad(m)}-${y}`;
    if (layout === 'to-payslip') return `${pad(d)}-${SHORT_MONTH[m - 1]}-${y}`;
    return `${pad(d)}/${pad(m)}/${y}`;
  },
  style: (layout) => (layout === 'pl-pasek' ? 'space' : layout === 'nl-loonstrook' ? 'comma' : 'point'),
});

const slashed = (iso: string): string => iso.split('-').reverse().join('/');

const FORMS: Record<string, MoneyStatementForm> = {
  'id-rekening': {
    money: wholeUnitsWithPoints,
    date: slashed,
    period: slashed,
    account: /No\. Rekening\s+([\d-]+)/,
    balance: 'every',
    opening: /^\s*Saldo Awal\s/,
    closing: /^\s*Saldo Akhir\s/,
    brought: /^\s*Saldo dari halaman sebelumnya\s/,
    totals: [
      { label: /^\s*Total Mutasi Debet\s/, figures: (d) => [d] },
      { label: /^\s*Total Mutasi Kredit\s/, figures: (_d, c) => [c] },
    ],
  },
  'lt-israsas': {
    money: styledMoney('space'),
    date: (iso) => iso,
    period: (iso) => iso,
    account: /IBAN\s+(LT[\d ]*\d)/,
    columns: ['Debetas', 'Kreditas'],
    balance: 'daily',
    opening: /^\s*Pradinis likutis\s/,
    closing: /^\s*Galutinis likutis\s/,
    carried: /^\s*Perkelta į kitą puslapį\s/,
    brought: /^\s*Perkelta iš ankstesnio puslapio\s/,
    totals: [{ label: /^\s*Apyvarta iš viso\s/, figures: (d, c) => [d, c] }],
  },
  'rw-statement': {
    money: (c) => {
      expect(Math.abs(c) % 100).toBe(0);
      return printedMoney(c, 'point');
    },
    date: slashed,
    period: slashed,
    account: /Account Number\s+(\d+)/,
    columns: ['Debit (RWF)', 'Credit (RWF)'],
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*BALANCE CARRIED FORWARD\s/,
    brought: /^\s*BALANCE BROUGHT FORWARD\s/,
    totals: [{ label: /^\s*TOTALS\s/, figures: (d, c) => [d, c] }],
  },
};

describePrintedStatementTruths('locked-17', LOCKED_17_STATEMENTS, LOCKED_17_STATEMENT_PICTURES, FORMS, (c, form) => form.money(c));
