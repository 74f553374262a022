// Four payroll providers' paystub PDFs, each laid out its own way:
//
//   two-column   Earnings and deductions side by side, each with Current and YTD columns; labels to
//                the left of values ("Pay Date:  01/15/2025"); employee address in the window
//                position; Helvetica.
//   stacked      One table (Description, Hours, Rate, This Period, Year to Date) with EARNINGS, TAXES
//                and DEDUCTIONS sections between Gross Pay and Net Pay; dates in a ruled row with
//                the labels above the values; Times.
//   check-stub   The pay summary in a box at the top (Check Date, Pay Period "a - b", Gross Pay,
//                Deductions, Net Check), detail tables, and a detachable advice of deposit with the
//                employee's address; Courier.
//   label-left   "Employer:" and "Employee:" blocks side by side, "Period: a - b" on one line,
//                "Total Earnings" and "Take Home Pay", a year-to-date summary; Helvetica.
//
// Each draws a SynthStub in a style drawn from the rng (date format, $ and thousands separators,
// deduction names), so the same rng and alterations give the same bytes.

import type { Rng } from '../statements/random.ts';
import { Sheet, type FontName, type Op } from '../statements/sheet.ts';
import { FREQUENCY_WORDS, hours, nameSet, rate, StubPrinter, TAX_KEYS, type Alterations, type DateStyle, type Mark, type PrintStyle } from './printer.ts';
import type { SynthParty, SynthStub } from './synth.ts';
import type { ExtractedPaystub } from '../../src/analysis/paystub/paystub.types.ts';

export interface StubBuild {
  bytes: Uint8Array;
  fields: ExtractedPaystub;
  marks: Mark[];
  /** What was drawn, page by page (for a scanned copy's raster). */
  pages: Op[][];
  size: [number, number];
}

export type StubLayout = (rng: Rng, stub: SynthStub, alter?: Alterations) => Promise<StubBuild>;

const LETTER: [number, number] = [612, 792];
const GRAY = '#444444';
const SHADE = '#e8e8e8';

function styleOf(rng: Rng, dates: DateStyle[]): PrintStyle {
  return { date: rng.pick(dates), dollar: rng.chance(0.5), thousands: rng.chance(0.8) };
}

const cityLine = (p: SynthParty) => `${p.city}, ${p.state} ${p.zip}`;

function addressBlock(sh: Sheet, p: SynthParty, x: number, font: FontName, bold: FontName, size: number, lead: number, upper = false) {
  const up = (s: string) => (upper ? s.toUpperCase() : s);
  sh.text(up(p.name), x, bold, size + 1);
  [...p.lines, cityLine(p)].forEach((l, i) => sh.text(up(l), x, font, size, { dy: (i + 1) * lead }));
}

function finish(sh: Sheet, pr: StubPrinter, printed: { frequency: boolean; hours: boolean[] }): Promise<StubBuild> {
  return sh.render(() => []).then((bytes) => ({ bytes, fields: pr.fields(printed), marks: pr.marks, pages: sh.pages, size: sh.geo.size }));
}

interface EarningColumns {
  name: number;
  hours: number;
  rate: number;
  rateDecimals: 2 | 4;
  current: number;
  ytd: number;
  /** Draw the rate before the hours (the order of the page's text, as a provider's software writes it). */
  rateFirst?: boolean;
}

/** One row per earning (name, hours, rate, current, YTD); returns which rows printed hours. */
function earningRows(sh: Sheet, pr: StubPrinter, stub: SynthStub, x: EarningColumns, font: FontName, size: number, lead: number): boolean[] {
  const printedHours: boolean[] = [];
  stub.earnings.forEach((e, i) => {
    sh.text(pr.names[e.key], x.name, font, size);
    const drawHours = () => {
      if (e.hours !== null) sh.text(hours(e.hours), x.hours, font, size, { align: 'right' });
    };
    const drawRate = () => {
      if (e.rateCents !== null) sh.text(rate(e.rateCents, x.rateDecimals), x.rate, font, size, { align: 'right' });
    };
    if (x.rateFirst) {
      drawRate();
      drawHours();
    } else {
      drawHours();
      drawRate();
    }
    printedHours.push(e.hours !== null);
    pr.amount(`earn:${i}`, e.amountCents, x.current, font, size);
    pr.amount(`earn-ytd:${i}`, e.ytdCents, x.ytd, font, size);
    sh.y += lead;
  });
  return printedHours;
}

// ---------------------------------------------------------------------------------------------

export const twoColumn: StubLayout = async (rng, stub, alter) => {
  const provider = 'Crestline Payroll Services';
  const F: FontName = 'Helvetica';
  const B: FontName = 'Helvetica-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 40, top: 40, bottom: 760, title: 'Earnings Statement', author: provider });
  const pr = new StubPrinter(sh, stub, styleOf(rng, ['mdy', 'mdy', 'mon', 'iso']), nameSet(rng, stub.employer.state), alter);
  const showFrequency = rng.chance(0.6);
  const size = 8;
  const lead = 11;

  sh.y = 40;
  addressBlock(sh, stub.employer, 40, F, B, 9, 11);
  sh.text('EARNINGS STATEMENT', 572, B, 13, { align: 'right' });
  sh.y = 64;
  const info: Array<[string, string]> = [
    ['Pay Date:', pr.date(stub.payDate)],
    ['Period Beginning:', pr.date(stub.periodStart)],
    ['Period Ending:', pr.date(stub.periodEnd)],
    ...(showFrequency ? [['Pay Frequency:', rng.pick(FREQUENCY_WORDS[stub.frequency])] as [string, string]] : []),
    ['Employee ID:', stub.employeeId],
  ];
  for (const [label, value] of info) {
    sh.text(label, 380, B, size);
    sh.text(value, 470, F, size);
    sh.y += lead;
  }
  sh.y = 140;
  addressBlock(sh, stub.employee, 60, F, B, 9, 11, true);

  sh.y = 220;
  sh.rect(36, sh.y - 4, 540, 14, SHADE);
  sh.text('Earnings', 40, B, size);
  sh.text('Rate', 160, B, size, { align: 'right' });
  sh.text('Hours', 205, B, size, { align: 'right' });
  sh.text('Current', 250, B, size, { align: 'right' });
  sh.text('YTD', 308, B, size, { align: 'right' });
  sh.text('Deductions', 325, B, size);
  sh.text('Current', 500, B, size, { align: 'right' });
  sh.text('YTD', 572, B, size, { align: 'right' });
  sh.y += 16;
  const top = sh.y;
  const printedHours = earningRows(sh, pr, stub, { name: 40, hours: 205, rate: 160, rateDecimals: 4, current: 250, ytd: 308, rateFirst: true }, F, size, lead);
  const afterEarnings = sh.y;
  sh.y = top;
  stub.deductions.forEach((d, i) => {
    sh.text(pr.names[d.key], 325, F, size);
    pr.amount(`ded:${i}`, d.amountCents, 500, F, size);
    pr.amount(`ded-ytd:${i}`, d.ytdCents, 572, F, size);
    sh.y += lead;
  });
  sh.y = Math.max(sh.y, afterEarnings) + 4;
  sh.line(36, 576, sh.y - 3);
  const totalDed = stub.deductions.reduce((s, d) => s + d.amountCents, 0);
  const totalDedYtd = stub.deductions.reduce((s, d) => s + d.ytdCents, 0);
  sh.text('Gross Pay', 40, B, size);
  pr.amount('gross', stub.grossCents, 250, B, size);
  pr.amount('gross-ytd', stub.grossYtdCents, 308, B, size);
  sh.text('Total Deductions', 325, B, size);
  pr.amount('total-ded', totalDed, 500, B, size);
  pr.amount('total-ded-ytd', totalDedYtd, 572, B, size);
  sh.y += lead + 10;
  sh.rect(36, sh.y - 4, 278, 16, null, '#000000');
  sh.text('Net Pay', 40, B, 9);
  pr.amount('net', stub.netCents, 250, B, 9);
  pr.amount('net-ytd', stub.netYtdCents, 308, B, 9);
  sh.y += 30;
  sh.text('Direct Deposit Distribution', 40, B, 7.5, { color: GRAY });
  sh.y += 10;
  sh.text(`Checking XXXXXX${stub.employeeId.slice(2)}`, 40, F, 7.5, { color: GRAY });
  sh.text(pr.money(pr.shown('net', stub.netCents)), 250, F, 7.5, { align: 'right', color: GRAY });
  sh.y = 740;
  sh.text(`Processed by ${provider}. Keep this statement for your records.`, 40, F, 6.5, { color: GRAY });
  return finish(sh, pr, { frequency: showFrequency, hours: printedHours });
};

// ---------------------------------------------------------------------------------------------

export const stacked: StubLayout = async (rng, stub, alter) => {
  const provider = 'Ledgerline HR';
  const F: FontName = 'Times-Roman';
  const B: FontName = 'Times-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 40, top: 40, bottom: 760, title: 'Pay Statement', author: provider });
  const pr = new StubPrinter(sh, stub, styleOf(rng, ['mdy', 'mon', 'mon', 'iso']), nameSet(rng, stub.employer.state), alter);
  const showFrequency = rng.chance(0.7);
  const size = 9;
  const lead = 12;
  const rateDecimals = rng.pick([2, 4] as const);

  sh.y = 40;
  addressBlock(sh, stub.employer, 40, F, B, 10, 12);
  sh.text('Pay Statement', 572, B, 16, { align: 'right' });

  // Labels above values, in a ruled row.
  sh.y = 118;
  const boxes: Array<[string, string]> = [
    ['Pay Date', pr.date(stub.payDate)],
    ['Period Start', pr.date(stub.periodStart)],
    ['Period End', pr.date(stub.periodEnd)],
    ...(showFrequency ? [['Pay Frequency', rng.pick(FREQUENCY_WORDS[stub.frequency])] as [string, string]] : []),
    ['Employee ID', stub.employeeId],
  ];
  const w = 532 / boxes.length;
  boxes.forEach(([label, value], i) => {
    sh.rect(40 + i * w, sh.y - 4, w, 30, null, '#777777');
    sh.text(label, 44 + i * w, B, 7.5);
    sh.text(value, 44 + i * w, F, 9.5, { dy: 12 });
  });

  sh.y = 168;
  sh.text('Employee', 40, B, 8, { color: GRAY });
  sh.y += 12;
  addressBlock(sh, stub.employee, 40, F, B, 9.5, 12);

  sh.y = 250;
  const [xH, xR, xC, xY] = [330, 400, 480, 566];
  sh.rect(40, sh.y - 4, 532, 15, SHADE);
  sh.text('Description', 44, B, size);
  sh.text('Hours', xH, B, size, { align: 'right' });
  sh.text('Rate', xR, B, size, { align: 'right' });
  sh.text('This Period', xC, B, size, { align: 'right' });
  sh.text('Year to Date', xY, B, size, { align: 'right' });
  sh.y += 18;
  const section = (title: string) => {
    sh.text(title, 44, B, 8);
    sh.y += lead;
  };
  section('EARNINGS');
  const printedHours = earningRows(sh, pr, stub, { name: 56, hours: xH, rate: xR, rateDecimals, current: xC, ytd: xY }, F, size, lead);
  sh.line(40, 572, sh.y - 9, '#999999');
  sh.text('Gross Pay', 44, B, size);
  pr.amount('gross', stub.grossCents, xC, B, size);
  pr.amount('gross-ytd', stub.grossYtdCents, xY, B, size);
  sh.y += lead + 4;
  const groups = [
    { title: 'TAXES', rows: stub.deductions.map((d, i) => ({ d, i })).filter(({ d }) => TAX_KEYS.has(d.key)) },
    { title: 'DEDUCTIONS', rows: stub.deductions.map((d, i) => ({ d, i })).filter(({ d }) => !TAX_KEYS.has(d.key)) },
  ];
  for (const g of groups) {
    if (!g.rows.length) continue;
    section(g.title);
    for (const { d, i } of g.rows) {
      sh.text(pr.names[d.key], 56, F, size);
      pr.amount(`ded:${i}`, d.amountCents, xC, F, size);
      pr.amount(`ded-ytd:${i}`, d.ytdCents, xY, F, size);
      sh.y += lead;
    }
    sh.y += 4;
  }
  sh.line(40, 572, sh.y - 9, '#000000', 1);
  sh.text('Net Pay', 44, B, 10);
  pr.amount('net', stub.netCents, xC, B, 10);
  pr.amount('net-ytd', stub.netYtdCents, xY, B, 10);
  sh.y = 744;
  sh.text(`${provider}  |  This is a statement of earnings, not a check.`, 306, F, 7, { align: 'center', color: GRAY });
  return finish(sh, pr, { frequency: showFrequency, hours: printedHours });
};

// ---------------------------------------------------------------------------------------------

export const checkStub: StubLayout = async (rng, stub, alter) => {
  const provider = 'Paymaster Direct';
  const F: FontName = 'Courier';
  const B: FontName = 'Courier-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 40, top: 40, bottom: 760, title: 'Payroll Advice', author: provider });
  const pr = new StubPrinter(sh, stub, styleOf(rng, ['mdy', 'mdy', 'iso']), nameSet(rng, stub.employer.state), alter);
  const size = 8;
  const lead = 10.5;
  const totalDed = stub.deductions.reduce((s, d) => s + d.amountCents, 0);
  const totalDedYtd = stub.deductions.reduce((s, d) => s + d.ytdCents, 0);

  // Summary box: the employer, then the pay summary with labels above values.
  sh.rect(36, 32, 540, 118, null, '#000000');
  sh.y = 42;
  addressBlock(sh, stub.employer, 44, F, B, 8.5, 10.5);
  sh.text('PAYROLL ADVICE', 568, B, 11, { align: 'right' });
  sh.y = 110;
  const cols: Array<[number, string]> = [[44, 'Check Date'], [140, 'Pay Period'], [330, 'Gross Pay'], [420, 'Deductions'], [510, 'Net Check']];
  for (const [x, l] of cols) sh.text(l, x, B, 7.5);
  sh.y += 12;
  sh.text(pr.date(stub.payDate), 44, F, 8.5);
  sh.text(`${pr.date(stub.periodStart)} - ${pr.date(stub.periodEnd)}`, 140, F, 8.5);
  pr.amount('gross', stub.grossCents, 330, F, 8.5, { align: 'left' });
  pr.amount('total-ded', totalDed, 420, F, 8.5, { align: 'left' });
  pr.amount('net', stub.netCents, 510, F, 8.5, { align: 'left' });

  sh.y = 170;
  sh.text(`Employee: ${stub.employee.name.toUpperCase()}`, 44, B, 8.5);
  sh.text(`Emp No: ${stub.employeeId}`, 568, F, 8.5, { align: 'right' });

  const [xH, xR, xC, xY] = [300, 380, 470, 568];
  sh.y = 200;
  sh.text('Earnings', 44, B, size);
  sh.text('Hours', xH, B, size, { align: 'right' });
  sh.text('Rate', xR, B, size, { align: 'right' });
  sh.text('Current', xC, B, size, { align: 'right' });
  sh.text('YTD', xY, B, size, { align: 'right' });
  sh.y += lead;
  sh.line(40, 572, sh.y - 1.5);
  const printedHours = earningRows(sh, pr, stub, { name: 44, hours: xH, rate: xR, rateDecimals: 2, current: xC, ytd: xY }, F, size, lead);
  sh.text('Total Earnings', 44, B, size);
  pr.amount('gross', stub.grossCents, xC, B, size);
  pr.amount('gross-ytd', stub.grossYtdCents, xY, B, size);
  sh.y += lead * 2;
  sh.text('Taxes and Deductions', 44, B, size);
  sh.text('Current', xC, B, size, { align: 'right' });
  sh.text('YTD', xY, B, size, { align: 'right' });
  sh.y += lead;
  sh.line(40, 572, sh.y - 1.5);
  stub.deductions.forEach((d, i) => {
    sh.text(pr.names[d.key], 44, F, size);
    pr.amount(`ded:${i}`, d.amountCents, xC, F, size);
    pr.amount(`ded-ytd:${i}`, d.ytdCents, xY, F, size);
    sh.y += lead;
  });
  sh.text('Total Deductions', 44, B, size);
  pr.amount('total-ded', totalDed, xC, B, size);
  pr.amount('total-ded-ytd', totalDedYtd, xY, B, size);
  sh.y += lead * 1.5;
  sh.text('Net Check', 44, B, size);
  pr.amount('net', stub.netCents, xC, B, size);
  pr.amount('net-ytd', stub.netYtdCents, xY, B, size);

  // The detachable advice.
  sh.y = 560;
  sh.text('- - - - - - - - - - - - - - - - - - DETACH HERE - - - - - - - - - - - - - - - - - -', 306, F, 7, { align: 'center', color: GRAY });
  sh.y = 585;
  sh.text(stub.employer.name.toUpperCase(), 44, B, 9);
  sh.text('ADVICE OF DEPOSIT', 568, B, 9, { align: 'right' });
  sh.y += 14;
  sh.text(`Advice Date: ${pr.date(stub.payDate)}`, 568, F, 8, { align: 'right' });
  sh.y = 640;
  sh.text('Deposited to the account of', 44, F, 7.5, { color: GRAY });
  sh.y += 14;
  addressBlock(sh, stub.employee, 60, F, B, 8.5, 10.5, true);
  sh.y = 650;
  sh.text('Amount', 470, B, 8);
  sh.y += 12;
  sh.text(`**${pr.money(pr.shown('net', stub.netCents), true)}**`, 470, B, 9);
  sh.y = 730;
  sh.text('NON-NEGOTIABLE  THIS IS NOT A CHECK', 306, B, 8, { align: 'center' });
  return finish(sh, pr, { frequency: false, hours: printedHours });
};

// ---------------------------------------------------------------------------------------------

export const labelLeft: StubLayout = async (rng, stub, alter) => {
  const provider = 'Northstar Paycheck';
  const F: FontName = 'Helvetica';
  const B: FontName = 'Helvetica-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 40, top: 40, bottom: 760, title: 'Statement of Earnings', author: provider });
  const pr = new StubPrinter(sh, stub, styleOf(rng, ['iso', 'iso', 'mdy', 'mon']), nameSet(rng, stub.employer.state), alter);
  const showFrequency = rng.chance(0.8);
  const size = 8.5;
  const lead = 11.5;

  sh.y = 36;
  sh.text('STATEMENT OF EARNINGS AND DEDUCTIONS', 306, B, 12, { align: 'center' });
  sh.y = 70;
  sh.text('Employer:', 40, B, size);
  sh.text('Employee:', 320, B, size);
  const block = (p: SynthParty, x: number) => [p.name, ...p.lines, cityLine(p)].forEach((l, i) => sh.text(l, x, F, size, { dy: i * lead }));
  block(stub.employer, 100);
  block(stub.employee, 382);
  sh.y = 140;
  sh.text(`Pay Date: ${pr.date(stub.payDate)}`, 40, F, size);
  sh.text(`Period: ${pr.date(stub.periodStart)} - ${pr.date(stub.periodEnd)}`, 220, F, size);
  if (showFrequency) sh.text(`Frequency: ${rng.pick(FREQUENCY_WORDS[stub.frequency])}`, 440, F, size);
  sh.line(36, 576, sh.y + 8);

  const [xH, xR, xC, xY] = [300, 370, 470, 566];
  sh.y = 175;
  sh.text('Earnings', 40, B, size);
  sh.text('Hours', xH, B, size, { align: 'right' });
  sh.text('Rate', xR, B, size, { align: 'right' });
  sh.text('Current', xC, B, size, { align: 'right' });
  sh.text('Year-to-Date', xY, B, size, { align: 'right' });
  sh.y += lead + 2;
  const printedHours = earningRows(sh, pr, stub, { name: 48, hours: xH, rate: xR, rateDecimals: 2, current: xC, ytd: xY }, F, size, lead);
  sh.text('Total Earnings', 40, B, size);
  pr.amount('gross', stub.grossCents, xC, B, size);
  pr.amount('gross-ytd', stub.grossYtdCents, xY, B, size);
  sh.y += lead * 2;
  sh.text('Withholdings', 40, B, size);
  sh.text('Current', xC, B, size, { align: 'right' });
  sh.text('Year-to-Date', xY, B, size, { align: 'right' });
  sh.y += lead + 2;
  stub.deductions.forEach((d, i) => {
    sh.text(pr.names[d.key], 48, F, size);
    pr.amount(`ded:${i}`, d.amountCents, xC, F, size);
    pr.amount(`ded-ytd:${i}`, d.ytdCents, xY, F, size);
    sh.y += lead;
  });
  sh.y += 4;
  sh.rect(36, sh.y - 4, 540, 16, SHADE);
  sh.text('Take Home Pay', 40, B, 9.5);
  pr.amount('net', stub.netCents, xC, B, 9.5);
  pr.amount('net-ytd', stub.netYtdCents, xY, B, 9.5);
  sh.y += 40;
  sh.text('Year-to-date summary', 40, B, size);
  sh.y += lead;
  sh.text('YTD Gross:', 40, F, size);
  pr.amount('gross-ytd', stub.grossYtdCents, 200, F, size);
  sh.text('YTD Net:', 260, F, size);
  pr.amount('net-ytd', stub.netYtdCents, 420, F, size);
  return finish(sh, pr, { frequency: showFrequency, hours: printedHours });
};

export const STUB_LAYOUTS: Record<string, StubLayout> = {
  'two-column': twoColumn,
  stacked,
  'check-stub': checkStub,
  'label-left': labelLeft,
};
