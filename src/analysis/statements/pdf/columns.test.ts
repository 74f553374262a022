import { describe, expect, it } from 'vitest';
import { addMissingAmountColumns, addMissingBalanceColumn, addMissingOppositeColumn, assignColumns, widenLeftHeadings, type TableModel } from './columns.ts';

const table = (cols: Array<[type: 'debit' | 'credit' | 'balance', x0: number, x1: number]>): TableModel => ({
  columns: cols.map(([type, x0, x1]) => ({ type, x0, x1 })),
  date: null,
  descriptionX: null,
  inferred: false,
});
const fig = (x1: number, width = 30) => ({ x0: x1 - width, x1 });

describe('widenLeftHeadings', () => {
  // Debit | Credit | Balance headings written at the left of their cells, figures right-aligned.
  const left = table([['debit', 364, 385], ['credit', 418, 442], ['balance', 471, 504]]);
  const leftFigures = [fig(416), fig(416, 22), fig(469), fig(469, 22), fig(535), fig(535), fig(535)];

  it('lets each column reach to the next heading, so a figure goes under its own heading', () => {
    const widened = widenLeftHeadings(left, leftFigures);
    const { placed } = assignColumns([fig(469, 22), fig(535)], widened.columns, 40);
    expect(placed.map((p) => p.column.type)).toEqual(['credit', 'balance']);
    // Without it, the credit figure goes to the balance heading it is nearest.
    expect(assignColumns([fig(469, 22)], left.columns, 40).placed[0].column.type).toBe('balance');
  });

  it.each([
    { name: 'headings right-aligned over their figures', t: table([['debit', 390, 416], ['credit', 445, 469], ['balance', 502, 535]]), figures: leftFigures },
    { name: 'too few figures to tell', t: left, figures: [fig(416)] },
  ])('leaves the columns alone: $name', ({ t, figures }) => {
    expect(widenLeftHeadings(t, figures)).toEqual(t);
  });
});

describe('addMissingAmountColumns', () => {
  // A header read from a picture as "Date | Transaction details | Balance": its rows' figures left of the balance.
  const balanceOnly = table([['balance', 520, 560]]);
  const twoColumns = [[fig(380)], [fig(380), fig(560)], [fig(460)], [fig(380), fig(560)], [fig(460), fig(560)], [fig(380)]];

  it('finds the missing debit and credit columns from the figures left of the balance, their order to be confirmed by the balances', () => {
    const out = addMissingAmountColumns(balanceOnly, twoColumns, 9);
    expect(out.columns.map((c) => [c.type, c.x0, c.x1])).toEqual([
      ['debit', 350, 380],
      ['credit', 430, 460],
      ['balance', 520, 560],
    ]);
    expect(out.inferred).toBe(true);
  });

  it('keeps only the rightmost balance: a balance label merged into the header is no column', () => {
    const out = addMissingAmountColumns(table([['balance', 85, 150], ['balance', 520, 560]]), twoColumns, 9);
    expect(out.columns.map((c) => [c.type, c.x0])).toEqual([
      ['debit', 350],
      ['credit', 430],
      ['balance', 520],
    ]);
  });

  it.each([
    { name: 'the figures left of the balance stand in one column (their direction unknown)', t: balanceOnly, rows: [[fig(380)], [fig(380), fig(560)], [fig(380)]] },
    { name: 'a header that names an amount column', t: table([['debit', 350, 380], ['balance', 520, 560]]), rows: twoColumns },
    { name: 'figures only under the balance', t: balanceOnly, rows: [[fig(560)], [fig(560)], [fig(560)]] },
    { name: 'no balance column', t: table([]), rows: twoColumns },
  ])('leaves the columns alone: $name', ({ t, rows }) => {
    expect(addMissingAmountColumns(t, rows, 9)).toEqual(t);
  });
});

describe('addMissingBalanceColumn', () => {
  // A header read from a picture as "Date | Narration | Debit | Credit": the "Balance" heading lost.
  const debitCredit = table([['debit', 399, 425], ['credit', 474, 505]]);
  const rows = [[fig(440, 50), fig(590, 56)], [fig(440, 40), fig(590, 56)], [fig(518, 56), fig(589, 56)], [fig(440, 50), fig(590, 56)], [fig(518, 50), fig(590, 56)]];

  it('adds the running balance printed right of the named columns in nearly every row', () => {
    const out = addMissingBalanceColumn(debitCredit, rows, 9);
    expect(out.columns.map((c) => [c.type, c.x0, c.x1])).toEqual([
      ['debit', 399, 425],
      ['credit', 474, 505],
      ['balance', 533, 590],
    ]);
    // Each row's figures now go to their own columns: the balance no longer taken for the movement.
    expect(assignColumns(rows[0], out.columns, 40).placed.map((p) => p.column.type)).toEqual(['debit', 'balance']);
  });

  it.each([
    { name: 'a header that names the balance', t: table([['debit', 399, 425], ['credit', 474, 505], ['balance', 560, 590]]), rows },
    { name: 'a figure right of the columns in a few rows only', t: debitCredit, rows: [[fig(440)], [fig(440), fig(590)], [fig(518)], [fig(440)], [fig(518)]] },
    { name: 'figures only under the named columns', t: debitCredit, rows: [[fig(440)], [fig(518)], [fig(440)]] },
    { name: 'too few rows to tell', t: debitCredit, rows: [[fig(440), fig(590)], [fig(518), fig(590)]] },
  ])('leaves the columns alone: $name', ({ t, rows: r }) => {
    expect(addMissingBalanceColumn(t, r, 9)).toEqual(t);
  });
});

describe('addMissingOppositeColumn', () => {
  // A header read from a picture as "Descripción | Cargos | Saldo": the "Abonos" heading lost.
  const debitBalance = table([['debit', 383, 420], ['balance', 551, 580]]);
  const rows = [[fig(420, 40), fig(585, 50)], [fig(420, 40), fig(585, 50)], [fig(495, 40), fig(585, 50)], [fig(420, 40), fig(585, 50)], [fig(494, 45), fig(585, 50)]];

  it('adds the other of debit and credit where figures stand clear of the named columns', () => {
    const out = addMissingOppositeColumn(debitBalance, rows, 9);
    expect(out.columns.map((c) => [c.type, c.x0, c.x1])).toEqual([
      ['debit', 383, 420],
      ['credit', 449, 495],
      ['balance', 551, 580],
    ]);
    expect(assignColumns(rows[2], out.columns, 40).placed.map((p) => p.column.type)).toEqual(['credit', 'balance']);
  });

  it.each([
    { name: 'both debit and credit named', t: table([['debit', 383, 420], ['credit', 450, 495], ['balance', 551, 580]]), rows },
    { name: 'no balance named', t: table([['debit', 383, 420]]), rows },
    { name: 'figures only under the named columns', t: debitBalance, rows: [[fig(420, 40), fig(585, 50)], [fig(418, 30), fig(585, 50)], [fig(420, 40), fig(585, 50)]] },
  ])('leaves the columns alone: $name', ({ t, rows: r }) => {
    expect(addMissingOppositeColumn(t, r, 9)).toEqual(t);
  });
});
