// The sixteenth locked split's truth, checked against the PDFs' own text (poppler's pdftotext, nothing
// of the service's): no reader runs on these documents here; they are scored elsewhere.
import { describePrintedPaystubTruths, LONG_MONTH } from './locked-printed-paystubs.ts';
import { describePrintedStatementTruths, styledMoney, wholeUnitsWithPoints, type MoneyStatementForm } from './locked-printed-statements.ts';
import { LOCKED_16_CORPUS, LOCKED_16_PICTURES } from '../eval/paystubs/locked-16/load.ts';
import { LOCKED_16_STATEMENTS, LOCKED_16_STATEMENT_PICTURES } from '../eval/statements/locked-16/load.ts';

describePrintedPaystubTruths('locked-16', LOCKED_16_CORPUS, LOCKED_16_PICTURES, {
  layouts: ['si-placilna', 'fi-palkka', 'ws-payslip', 'bm-payslip'],
  date: (layout, iso) => {
    const [y, m, d] = iso.split('-').map(Number);
    if (layout === 'si-placilna') return `${d}. ${m}. ${y}`;
    if (layout === 'fi-palkka') return `${d}.${m}.${y}`;
    if (layout === 'ws-payslip') return `${d} ${LONG_MONTH[m - 1]} ${y}`;
    return `${LONG_MONTH[m - 1]} ${d}, ${y}`;
  },
  style: (layout) => (layout === 'si-placilna' ? 'comma' : layout === 'fi-palkka' ? 'space' : 'point'),
});

const dotted = (iso: string): string => iso.split('-').reverse().join('.');

const FORMS: Record<string, MoneyStatementForm> = {
  'is-yfirlit': {
    money: wholeUnitsWithPoints,
    date: dotted,
    period: dotted,
    account: /Reikningur\s+([\d-]+)/,
    balance: 'every',
    opening: /^\s*Upphafsstaða\s/,
    closing: /^\s*Lokastaða\s/,
    brought: /^\s*Frá fyrri síðu\s/,
    totals: [
      { label: /^\s*Samtals úttektir\s/, figures: (d) => [d] },
      { label: /^\s*Samtals innlagnir\s/, figures: (_d, c) => [c] },
    ],
  },
  'sk-vypis': {
    money: styledMoney('space'),
    date: dotted,
    period: dotted,
    account: /IBAN\s+(SK[\d ]*\d)/,
    columns: ['Debet', 'Kredit'],
    balance: 'daily',
    opening: /^\s*Počiatočný zostatok\s/,
    closing: /^\s*Konečný zostatok\s/,
    carried: /^\s*Prenos na ďalšiu stranu\s/,
    brought: /^\s*Prenos z predchádzajúcej strany\s/,
    totals: [{ label: /^\s*Obraty spolu\s/, figures: (d, c) => [d, c] }],
  },
  'mw-statement': {
    money: styledMoney('point'),
    date: (iso) => iso.split('-').reverse().join('/'),
    period: (iso) => iso.split('-').reverse().join('/'),
    account: /Account Number\s+(\d+)/,
    columns: ['Debit (MWK)', 'Credit (MWK)'],
    balance: 'every',
    opening: /^\s*OPENING BALANCE\s/,
    closing: /^\s*CLOSING BALANCE\s/,
    carried: /^\s*BALANCE CARRIED FORWARD\s/,
    brought: /^\s*BALANCE BROUGHT FORWARD\s/,
    totals: [{ label: /^\s*TOTALS\s/, figures: (d, c) => [d, c] }],
  },
};

describePrintedStatementTruths('locked-16', LOCKED_16_STATEMENTS, LOCKED_16_STATEMENT_PICTURES, FORMS, (c, form) => form.money(c));
