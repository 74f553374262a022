// Six banks' statement PDFs, each laid out its own way. Every layout records, while it places a
// row, what the row is (date, description, signed amount, page), so the truth is what was printed.
//
//   sectioned      Sections give the sign ("Deposits and Additions", "Checks Paid", "ATM & Debit Card
//                  Withdrawals", "Electronic Withdrawals", "Fees"), unsigned amounts, a "Total ..."
//                  line per section, MM/DD without a year, no balance column, a summary box and a
//                  daily-ending-balance table; checking + savings. Helvetica.
//   debit-credit   Separate Withdrawals and Deposits columns (either order), MM/DD/YYYY, an "Ending
//                  Daily Balance" printed on the last row of each day only, a Totals row, a back page
//                  of notices and a balancing worksheet. Times.
//   signed-column  One signed Amount column (-$45.67), $ and thousands separators, "Jan 05" without
//                  a year, a Balance on every row; checking + savings. Helvetica.
//   crdr-suffix    Amounts and balances with CR/DR suffixes, "05 Jan" without a year, balance
//                  brought/carried forward lines at page breaks, A4. Courier.
//   ledger         ISO dates, trailing minus (125.00-), a Balance column, descriptions of up to
//                  three lines. Courier.
//   parens         Negatives in parentheses with $ (($125.00)), MM/DD/YY, no balance column, a
//                  summary per account; savings + checking. Times.

import { fmt, money } from './calendar.ts';
import type { Rng } from './random.ts';
import { Sheet, textOp, type FontName, type Op } from './sheet.ts';
import { describe, pickPeriod, runningBalances, synthStatement, type SynthAccount, type SynthStatement, type SynthTxn } from './synth.ts';
import type { StatementTruth, TruthAccount } from './types.ts';

/** Deliberate errors, for the statements that must not reconcile. */
export interface Tamper {
  /** Added to the printed closing balance of the first account. */
  closingOffCents?: number;
  /** Index (in the first account's rows) of a row whose printed running balance is wrong by 100.00. */
  wrongBalanceRow?: number;
}

export interface PdfBuild {
  bytes: Uint8Array;
  truth: StatementTruth;
  pages: number;
}

/** `at`: the statement period (default: one drawn from `rng`). */
export type PdfLayoutBuilder = (rng: Rng, index: number, tamper?: Tamper, at?: { start: string; end: string }) => Promise<PdfBuild>;

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];
const GRAY = '#555555';
const SHADE = '#e6e6e6';

const DATE_LIKE = /^(\d{1,2}[/-]\d{1,2}|\d{4}-\d{2}-\d{2}|\d{1,2} [A-Z][a-z]{2}\b|[A-Z][a-z]{2} \d{1,2}\b)/;

/** A description's printed lines: each logical line wrapped to the column; no continuation line
 *  starts with something that reads as a date. */
function descriptionLines(sh: Sheet, t: SynthTxn, withDetail: boolean, width: number, font: FontName, size: number): string[] {
  const lines = [t.main, ...(withDetail ? t.detail : [])].flatMap((l) => sh.wrap(l, width, font, size));
  for (let i = 1; i < lines.length; i++) {
    if (!DATE_LIKE.test(lines[i])) continue;
    const prev = lines[i - 1].split(' ');
    if (prev.length < 2) continue;
    lines[i] = `${prev.pop()} ${lines[i]}`;
    lines[i - 1] = prev.join(' ');
  }
  return lines;
}

function truthAccount(a: SynthAccount, name: string | null, closing = a.closingCents): TruthAccount {
  return { mask: a.mask, name, openingBalanceCents: a.openingCents, closingBalanceCents: closing, transactions: [], expectStatus: 'RECONCILED' };
}

function finish(truth: TruthAccount[], tamper: Tamper | undefined, bytes: Uint8Array, pages: number): PdfBuild {
  const reconciled = !tamper?.closingOffCents && tamper?.wrongBalanceRow === undefined;
  // Tampering touches the first account only.
  if (!reconciled) truth[0].expectStatus = 'MISMATCH';
  return { bytes, pages, truth: { accounts: truth, expectReconciled: reconciled, expectStatus: reconciled ? 'RECONCILED' : 'MISMATCH' } };
}

/** Printed running balances: the true ones, one of them wrong when so tampered. */
function printedBalances(a: SynthAccount, tamper: Tamper | undefined, first: boolean): number[] {
  const b = runningBalances(a);
  if (first && tamper?.wrongBalanceRow !== undefined) b[Math.min(tamper.wrongBalanceRow, b.length - 1)] += 10000;
  return b;
}

function paragraph(sh: Sheet, text: string, x: number, width: number, font: FontName, size: number, lead: number) {
  for (const line of sh.wrap(text, width, font, size)) {
    sh.need(lead);
    sh.text(line, x, font, size, { color: GRAY });
    sh.y += lead;
  }
}

// ---------------------------------------------------------------------------------------------
// sectioned

const SECTIONS = [
  { key: 'deposits', title: 'DEPOSITS AND ADDITIONS', total: 'Total Deposits and Additions', summary: 'Deposits and Additions' },
  { key: 'checks', title: 'CHECKS PAID', total: 'Total Checks Paid', summary: 'Checks Paid' },
  { key: 'card', title: 'ATM & DEBIT CARD WITHDRAWALS', total: 'Total ATM & Debit Card Withdrawals', summary: 'ATM & Debit Card Withdrawals' },
  { key: 'electronic', title: 'ELECTRONIC WITHDRAWALS', total: 'Total Electronic Withdrawals', summary: 'Electronic Withdrawals' },
  { key: 'withdrawals', title: 'WITHDRAWALS', total: 'Total Withdrawals', summary: 'Withdrawals' },
  { key: 'fees', title: 'FEES', total: 'Total Fees', summary: 'Fees' },
] as const;

function sectionOf(t: SynthTxn, savings: boolean): (typeof SECTIONS)[number]['key'] {
  if (t.amountCents > 0) return 'deposits';
  if (savings) return 'withdrawals';
  if (t.kind === 'check') return 'checks';
  if (t.kind === 'card' || t.kind === 'atm') return 'card';
  if (t.kind === 'fee') return 'fees';
  return 'electronic';
}

export const sectioned: PdfLayoutBuilder = async (rng, index, tamper, at) => {
  const period = at ?? pickPeriod(rng, index % 2 === 0);
  const st = synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'Premier Checking', rows: [25, 60] },
    savings: { name: 'Premier Savings', rows: [5, 12] },
    upper: false,
  });
  const bank = 'Meridian National Bank';
  const F: FontName = 'Helvetica';
  const B: FontName = 'Helvetica-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 84, top: 84, bottom: 722, title: 'Account Statement', author: bank });
  const lead = 10.5;
  const size = 8;
  const [xDate, xDesc, xAmt] = [48, 96, 566];
  const periodText = `${fmt.long(st.periodStart)} through ${fmt.long(st.periodEnd)}`;

  // Address and customer service.
  const addr = [st.customer.name, st.customer.street, st.customer.city];
  const service = ['Web site: meridianbank.example', 'Service Center: 1-800-555-0142', 'Deaf and Hard of Hearing: 1-800-555-0143', 'Para Espanol: 1-888-555-0144', 'International Calls: 1-713-555-0145'];
  sh.text('CUSTOMER SERVICE INFORMATION', 360, B, 7.5);
  addr.forEach((l, i) => sh.text(l, 60, F, 9, { dy: 14 + i * 11 }));
  service.forEach((l, i) => sh.text(l, 360, F, 7.5, { dy: 11 + i * 9.5 }));
  sh.y += 66;
  sh.rect(40, sh.y - 4, 532, 34, null, '#999999');
  for (const l of [
    'Earn 4.50% APY on balances over $10,000 through 12/31/2026 with Meridian Premier Savings. Open an account by 03/31/2026 and receive',
    'a $200.00 bonus after 60 days. Annual Percentage Yield accurate as of 01/02/2026; fees could reduce earnings. Offer ends 06/30/2026.',
  ]) {
    sh.text(l, 48, 'Helvetica-Oblique', 7.5);
    sh.y += 11;
  }
  sh.y += 16;

  const truth: TruthAccount[] = [];
  st.accounts.forEach((a, ai) => {
    const savings = a.kind === 'savings';
    const closing = a.closingCents + (ai === 0 ? (tamper?.closingOffCents ?? 0) : 0);
    const ta = truthAccount(a, a.name, closing);
    truth.push(ta);
    const groups = SECTIONS.map((s) => ({ ...s, txns: a.txns.filter((t) => sectionOf(t, savings) === s.key) })).filter((g) => g.txns.length);

    // Summary box.
    sh.need(150);
    sh.text(savings ? 'SAVINGS SUMMARY' : 'CHECKING SUMMARY', 40, B, 10);
    sh.y += 14;
    sh.line(40, 572, sh.y - 2);
    sh.text(a.name, 40, B, 9, { dy: 2 });
    sh.text(`Account Number: XXXXXX${a.mask}`, 572, F, 8.5, { align: 'right', dy: 2 });
    sh.y += 16;
    sh.text('INSTANCES', 330, B, 7, { align: 'right' });
    sh.text('AMOUNT', 440, B, 7, { align: 'right' });
    sh.y += 11;
    const summaryRow = (label: string, count: string, amount: string, bold = false) => {
      sh.text(label, 60, bold ? B : F, 8);
      sh.text(count, 330, F, 8, { align: 'right' });
      sh.text(amount, 440, bold ? B : F, 8, { align: 'right' });
      sh.y += 11;
    };
    summaryRow('Beginning Balance', '', money(a.openingCents, { dollar: true }), true);
    for (const g of groups) {
      const sum = g.txns.reduce((s, t) => s + t.amountCents, 0);
      summaryRow(g.summary, String(g.txns.length), `${sum < 0 ? '-' : ''}${money(sum)}`);
    }
    summaryRow('Ending Balance', String(a.txns.length), `${closing < 0 ? '-' : ''}${money(closing, { dollar: true })}`, true);
    if (savings) {
      const interest = a.txns.filter((t) => t.kind === 'interest').reduce((s, t) => s + t.amountCents, 0);
      sh.y += 4;
      summaryRow('Annual Percentage Yield Earned This Period', '', '0.50%');
      summaryRow('Interest Paid This Period', '', money(interest, { dollar: true }));
      summaryRow('Interest Paid Year-to-Date', '', money(interest * (1 + (index % 11)), { dollar: true }));
    }
    sh.y += 12;

    for (const g of groups) {
      const colHeader = () => {
        sh.text('DATE', xDate, B, 7);
        sh.text('DESCRIPTION', xDesc, B, 7);
        sh.text('AMOUNT', xAmt, B, 7, { align: 'right' });
        sh.y += 10;
        sh.line(40, 572, sh.y - 2, '#888888');
      };
      sh.need(60);
      sh.rect(40, sh.y - 3, 532, 14, SHADE);
      sh.text(g.title, 44, B, 9);
      sh.y += 16;
      colHeader();
      sh.hooks = {
        after: () => {
          sh.rect(40, sh.y - 3, 532, 14, SHADE);
          sh.text(`${g.title} (continued)`, 44, B, 9);
          sh.y += 16;
          colHeader();
        },
      };
      g.txns.forEach((t, i) => {
        const lines = descriptionLines(sh, t, true, 400, F, size);
        // The last row keeps its section's total line with it.
        sh.need(lines.length * lead + 1 + (i === g.txns.length - 1 ? lead + 4 : 0));
        sh.text(fmt.mmdd(t.date), xDate, F, size);
        lines.forEach((l, li) => sh.text(l, xDesc, F, size, { dy: li * lead }));
        sh.text(money(t.amountCents, { dollar: i === 0 }), xAmt, F, size, { align: 'right' });
        ta.transactions.push({ date: t.date, description: describe(t, true), amountCents: t.amountCents, page: sh.page });
        sh.y += lines.length * lead + 1.5;
      });
      sh.hooks = {};
      sh.need(lead + 4);
      sh.line(460, 572, sh.y - 2, '#888888');
      sh.text(g.total, xDesc, B, size);
      sh.text(money(g.txns.reduce((s, t) => s + t.amountCents, 0), { dollar: true }), xAmt, B, size, { align: 'right' });
      sh.y += lead + 12;
    }

    if (!savings) {
      // Daily ending balance, three date/amount pairs a line.
      const daily: Array<[string, number]> = [];
      let bal = a.openingCents;
      for (const t of a.txns) {
        bal += t.amountCents;
        if (daily.length && daily[daily.length - 1][0] === t.date) daily[daily.length - 1][1] = bal;
        else daily.push([t.date, bal]);
      }
      const xs = [[48, 170], [232, 354], [416, 538]];
      const header = (cont: boolean) => {
        sh.rect(40, sh.y - 3, 532, 14, SHADE);
        sh.text(`DAILY ENDING BALANCE${cont ? ' (continued)' : ''}`, 44, B, 9);
        sh.y += 16;
        for (const [xd, xa] of xs) {
          sh.text('DATE', xd, B, 7);
          sh.text('AMOUNT', xa, B, 7, { align: 'right' });
        }
        sh.y += 11;
      };
      sh.need(50);
      header(false);
      sh.hooks = { after: () => header(true) };
      for (let i = 0; i < daily.length; i += 3) {
        sh.need(lead);
        daily.slice(i, i + 3).forEach(([d, b], j) => {
          sh.text(fmt.mmdd(d), xs[j][0], F, size);
          sh.text(`${b < 0 ? '-' : ''}${money(b, { dollar: i === 0 && j === 0 })}`, xs[j][1], F, size, { align: 'right' });
        });
        sh.y += lead;
      }
      sh.hooks = {};
      sh.y += 16;
    }
  });

  sh.need(40);
  sh.text('IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS:', 40, B, 7.5);
  sh.y += 10;
  paragraph(
    sh,
    'Call us at 1-800-555-0142 or write us at the address on the front of this statement immediately if you think your statement or receipt is incorrect or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. Be prepared to give us the following information: your name and account number, the dollar amount of the suspected error, and a description of the error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (or 20 business days for new accounts) to do this, we will credit your account for the amount you think is in error so that you will have use of the money during the time it takes us to complete our investigation.',
    40, 532, F, 7, 9,
  );
  sh.y += 6;
  paragraph(
    sh,
    `Effective ${fmt.mmddyyyy(st.periodEnd)} the Monthly Service Fee for Premier Checking is $15.00 unless you keep a minimum daily balance of $1,500.00 or receive electronic deposits of $500.00 or more each statement period.`,
    40, 532, F, 7, 9,
  );

  const pages = sh.pages.length;
  const bytes = await sh.render((page, total) => [
    textOp(bank, 40, 30, B, 14),
    textOp('P O Box 182051  Columbus, OH 43218-2051', 40, 48, F, 7, { color: GRAY }),
    textOp(periodText, 572, 32, F, 8, { align: 'right' }),
    textOp(`Primary Account: ${st.accounts[0].number.padStart(15, '0')}`, 572, 44, F, 8, { align: 'right' }),
    { kind: 'line', x1: 40, y1: 66, x2: 572, y2: 66, color: '#000000', width: 1 },
    { kind: 'line', x1: 40, y1: 742, x2: 572, y2: 742, color: '#888888', width: 0.5 },
    textOp('Member FDIC', 40, 750, F, 7),
    textOp('Customer Service: 1-800-555-0142  |  meridianbank.example', 306, 750, F, 7, { align: 'center' }),
    textOp(`Page ${page} of ${total}`, 572, 750, F, 7, { align: 'right' }),
  ]);
  return finish(truth, tamper, bytes, pages);
};

// ---------------------------------------------------------------------------------------------
// debit-credit

export const debitCredit: PdfLayoutBuilder = async (rng, index, tamper, at) => {
  const period = at ?? pickPeriod(rng, index % 3 === 1);
  const st = synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'Everyday Checking', rows: [25, 60] },
    savings: null,
    upper: false,
  });
  const bank = 'Pacific Coast Bank';
  const F: FontName = 'Times-Roman';
  const B: FontName = 'Times-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 80, top: 80, bottom: 728, title: 'Everyday Checking', author: bank });
  const a = st.accounts[0];
  const closing = a.closingCents + (tamper?.closingOffCents ?? 0);
  const ta = truthAccount(a, a.name, closing);
  const size = 8.5;
  const lead = 10.5;
  // Half the statements put deposits first, as some banks do.
  const depositsFirst = index % 2 === 1;
  const [xDate, xDesc, xB] = [40, 98, 572];
  const [xW, xD] = depositsFirst ? [492, 420] : [420, 492];
  const deposits = a.txns.filter((t) => t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0);
  const withdrawals = -a.txns.filter((t) => t.amountCents < 0).reduce((s, t) => s + t.amountCents, 0);

  sh.text(a.name, 40, B, 16);
  sh.y += 24;
  [st.customer.name, st.customer.street, st.customer.city].forEach((l, i) => sh.text(l, 56, F, 9.5, { dy: i * 12 }));
  sh.text('Questions?', 340, B, 9);
  ['Available by phone 24 hours a day, 7 days a week:', 'Telecommunications Relay Services calls accepted', '1-800-555-0177 (1-800-555-0178)', 'Online: pacificcoast.example', 'Write: Pacific Coast Bank, N.A. (114)', 'P.O. Box 6995, Portland, OR 97228-6995'].forEach((l, i) =>
    sh.text(l, 340, F, 8, { dy: 11 + i * 10 }),
  );
  sh.y += 80;
  sh.text('Your Pacific Coast Bank', 40, B, 10);
  sh.y += 13;
  paragraph(
    sh,
    'Get 4.50% APY on balances over $10,000 through 12/31/2026 when you link a Platinum Savings account. Beginning 03/01/2026, paper statements are $3.00 per month unless you choose online delivery.',
    40, 260, 'Times-Italic', 8.5, 10.5,
  );
  const summaryTop = sh.y + 10;
  sh.y = summaryTop;
  sh.text('Activity summary', 40, B, 10);
  sh.text(`Account number: ${a.number}`, 340, B, 9);
  sh.y += 14;
  [st.customer.name, 'Oregon account terms and conditions apply', 'For Direct Deposit use', 'Routing Number (RTN): 123006800'].forEach((l, i) =>
    sh.text(l, 340, F, 8.5, { dy: i * 11 }),
  );
  const sumRow = (label: string, value: string, bold = false) => {
    sh.text(label, 40, bold ? B : F, 9);
    sh.text(value, 290, bold ? B : F, 9, { align: 'right' });
    sh.y += 12;
  };
  sumRow(`Beginning balance on ${fmt.md(st.periodStart)}`, `${a.openingCents < 0 ? '-' : ''}${money(a.openingCents, { dollar: true })}`);
  sumRow('Deposits/Additions', money(deposits));
  sumRow('Withdrawals/Subtractions', `- ${money(withdrawals)}`);
  sumRow(`Ending balance on ${fmt.md(st.periodEnd)}`, `${closing < 0 ? '-' : ''}${money(closing, { dollar: true })}`, true);
  sh.y += 16;
  paragraph(
    sh,
    'Overdraft Protection: This account is not currently covered by Overdraft Protection. If you would like more information regarding Overdraft Protection and eligibility requirements please call 1-800-555-0177 or visit your local branch.',
    40, 532, F, 8, 10,
  );
  sh.y += 14;

  const header = (cont: boolean) => {
    sh.text(`Transaction history${cont ? ' (continued)' : ''}`, 40, B, 11);
    sh.y += 16;
    sh.line(40, 572, sh.y - 3);
    sh.text('Posting Date', xDate, B, 8);
    sh.text('Transaction Details', xDesc, B, 8);
    sh.text(depositsFirst ? 'Withdrawals/Debits' : 'Withdrawals', xW, B, 8, { align: 'right' });
    sh.text(depositsFirst ? 'Deposits/Credits' : 'Deposits', xD, B, 8, { align: 'right' });
    sh.text('Ending Daily Balance', xB, B, 8, { align: 'right' });
    sh.y += 11;
    sh.line(40, 572, sh.y - 2);
  };
  sh.need(80);
  header(false);
  sh.hooks = { after: () => header(true) };
  const balances = printedBalances(a, tamper, true);
  a.txns.forEach((t, i) => {
    const lines = descriptionLines(sh, t, false, 230, F, size);
    sh.need(lines.length * lead + 2);
    sh.text(fmt.mmddyyyy(t.date), xDate, F, size);
    lines.forEach((l, li) => sh.text(l, xDesc, F, size, { dy: li * lead }));
    sh.text(money(t.amountCents), t.amountCents < 0 ? xW : xD, F, size, { align: 'right' });
    const lastOfDay = i === a.txns.length - 1 || a.txns[i + 1].date !== t.date;
    if (lastOfDay || (tamper?.wrongBalanceRow === i)) {
      sh.text(`${balances[i] < 0 ? '-' : ''}${money(balances[i])}`, xB, F, size, { align: 'right' });
    }
    ta.transactions.push({ date: t.date, description: describe(t, false), amountCents: t.amountCents, page: sh.page });
    sh.y += lines.length * lead + 2;
  });
  sh.hooks = {};
  sh.need(40);
  sh.line(40, 572, sh.y - 2);
  sh.text(`Ending balance on ${fmt.md(st.periodEnd)}`, xDesc, F, size);
  sh.text(`${closing < 0 ? '-' : ''}${money(closing)}`, xB, F, size, { align: 'right' });
  sh.y += lead + 2;
  sh.text('Totals', xDesc, B, size);
  sh.text(money(withdrawals, { dollar: true }), xW, B, size, { align: 'right' });
  sh.text(money(deposits, { dollar: true }), xD, B, size, { align: 'right' });
  sh.y += lead + 8;
  paragraph(
    sh,
    'The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.',
    40, 532, F, 8, 10,
  );
  sh.y += 10;
  sh.need(70);
  sh.text('Monthly service fee summary', 40, B, 10);
  sh.y += 14;
  sh.text(`Fee period ${fmt.mmddyyyy(st.periodStart)} - ${fmt.mmddyyyy(st.periodEnd)}`, 40, F, 8.5);
  sh.text('Standard monthly service fee $10.00', 300, F, 8.5);
  sh.text('You paid $0.00', 572, F, 8.5, { align: 'right' });
  sh.y += 12;
  sh.text('How to avoid the monthly service fee', 40, B, 8.5);
  sh.text('Minimum required', 440, B, 8.5, { align: 'right' });
  sh.text('This fee period', 572, B, 8.5, { align: 'right' });
  sh.y += 11;
  sh.text('Minimum daily balance', 56, F, 8.5);
  sh.text('$500.00', 440, F, 8.5, { align: 'right' });
  sh.text(money(Math.max(0, Math.min(...runningBalances(a), a.openingCents)), { dollar: true }), 572, F, 8.5, { align: 'right' });
  sh.y += 11;
  sh.text('Total amount of qualifying direct deposits', 56, F, 8.5);
  sh.text('$500.00', 440, F, 8.5, { align: 'right' });
  sh.text(money(a.txns.filter((t) => t.kind === 'payroll').reduce((s, t) => s + t.amountCents, 0), { dollar: true }), 572, F, 8.5, { align: 'right' });
  sh.y += 11;

  // The back page: notices and the balancing worksheet.
  sh.newPage();
  sh.text('Important Information You Should Know', 40, B, 11);
  sh.y += 16;
  for (const text of [
    `Effective ${fmt.mmddyyyy(st.periodEnd)}, the fee for an outgoing domestic wire transfer is $30.00 and for an international wire $45.00. Overdraft fees of $35.00 will no longer be charged on transactions of $5.00 or less.`,
    'In case of errors or questions about your electronic transfers, telephone us at 1-800-555-0177 or write us at Pacific Coast Bank, P.O. Box 6995, Portland, OR 97228-6995 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared.',
    'To dispute a payment on a consumer report: if you believe we have furnished inaccurate information, write to us at the address above. Deposit products offered by Pacific Coast Bank, N.A. Member FDIC.',
  ]) {
    paragraph(sh, text, 40, 532, F, 8.5, 10.5);
    sh.y += 8;
  }
  sh.y += 6;
  sh.text('Account Balance Calculation Worksheet', 40, B, 10);
  sh.y += 15;
  for (const [i, l] of [
    'Use the following worksheet to calculate your overall account balance.',
    'Go through your register and mark each check, withdrawal, ATM transaction, payment, deposit or other credit listed on your statement.',
    'Be sure that your register shows any interest paid into your account and any service charges, automatic payments or ATM transactions withdrawn from your account during this statement period.',
  ].entries()) {
    paragraph(sh, `${i + 1}. ${l}`, 48, 520, F, 8.5, 10.5);
  }
  sh.y += 6;
  for (const l of ['ENTER', 'A. The ending balance shown on your statement . . . . . . . . . . $', 'ADD', 'B. Any deposits listed in your register or transfers into your account which are not shown on your statement. . . $', 'CALCULATE THE SUBTOTAL (Add Parts A and B) . . . . . . . $', 'SUBTRACT', 'C. The total outstanding checks and withdrawals from the chart above . . . . . $', 'CALCULATE THE ENDING BALANCE (Part A + Part B - Part C)', 'This amount should be the same as the current balance shown in your check register . . . $']) {
    sh.text(l, 56, /^[A-Z ]+$/.test(l) ? B : F, 8.5);
    sh.y += 12;
  }
  sh.y += 6;
  sh.text('Number', 56, B, 8.5);
  sh.text('Items Outstanding', 120, B, 8.5);
  sh.text('Amount', 330, B, 8.5, { align: 'right' });
  sh.y += 12;
  for (let i = 0; i < 8; i++) {
    sh.line(56, 330, sh.y + 6, '#999999');
    sh.y += 14;
  }
  sh.text('Total amount $', 250, B, 8.5);
  sh.y += 12;

  const pages = sh.pages.length;
  const bytes = await sh.render((page, total) => [
    textOp(bank, 40, 34, B, 15),
    textOp(`Statement Period ${fmt.mmddyyyy(st.periodStart)} to ${fmt.mmddyyyy(st.periodEnd)}`, 572, 32, F, 9, { align: 'right' }),
    textOp(`Page ${page} of ${total}`, 572, 44, F, 9, { align: 'right' }),
    { kind: 'line', x1: 40, y1: 60, x2: 572, y2: 60, color: '#b31b1b', width: 2 },
    textOp(`Sheet Seq = 00${(index % 9) + 1}4127  Sheet 0000${page} of 0000${total}`, 40, 748, F, 6.5, { color: GRAY }),
    textOp('(114) Member FDIC', 572, 748, F, 7, { align: 'right' }),
    textOp(`(c) 2026 Pacific Coast Bank, N.A. All rights reserved.`, 306, 760, F, 6.5, { align: 'center', color: GRAY }),
  ]);
  return finish([ta], tamper, bytes, pages);
};

// ---------------------------------------------------------------------------------------------
// signed-column

export const signedColumn: PdfLayoutBuilder = async (rng, index, tamper, at) => {
  const period = at ?? pickPeriod(rng, index % 2 === 0);
  const st = synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'Everyday Checking', rows: [20, 50] },
    savings: { name: 'Way2Save Savings', rows: [6, 16] },
    upper: true,
  });
  const bank = 'SUMMIT FEDERAL BANK';
  const F: FontName = 'Helvetica';
  const B: FontName = 'Helvetica-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 92, top: 92, bottom: 724, title: 'Statement', author: bank });
  const size = 8;
  const lead = 11;
  const [xDate, xDesc, xAmt, xBal] = [46, 92, 478, 566];
  const signed = (c: number) => `${c < 0 ? '-' : ''}${money(c, { dollar: true })}`;
  const periodText = `Statement Period: ${fmt.long(st.periodStart)} through ${fmt.long(st.periodEnd)}`;

  [st.customer.name, st.customer.street, st.customer.city].forEach((l, i) => sh.text(l, 60, F, 9, { dy: i * 11 }));
  sh.y += 48;
  sh.text('Account Summary', 40, B, 11);
  sh.y += 15;
  const cols: Array<[string, number, 'left' | 'right']> = [['Account', 46, 'left'], ['Account Number', 250, 'left'], ['Beginning Balance', 460, 'right'], ['Ending Balance', 566, 'right']];
  for (const [label, x, align] of cols) sh.text(label, x, B, 8, { align });
  sh.y += 11;
  sh.line(40, 572, sh.y - 2);
  const closings = st.accounts.map((a, i) => a.closingCents + (i === 0 ? (tamper?.closingOffCents ?? 0) : 0));
  st.accounts.forEach((a, i) => {
    sh.text(a.name, 46, F, 8.5);
    sh.text(`XXXXXX${a.mask}`, 250, F, 8.5);
    sh.text(signed(a.openingCents), 460, F, 8.5, { align: 'right' });
    sh.text(signed(closings[i]), 566, F, 8.5, { align: 'right' });
    sh.y += 12;
  });
  sh.y += 10;
  sh.rect(40, sh.y - 4, 532, 24, '#eef3f8');
  sh.text('Earn 4.50% APY on balances over $10,000 through 12/31/2026. Limited-time offer; $25.00 minimum opening deposit.', 48, 'Helvetica-Oblique', 8);
  sh.text(`Rates effective ${fmt.mmddyyyy(st.periodStart)}. Summit Federal will never ask for your PIN by phone or text.`, 48, 'Helvetica-Oblique', 8, { dy: 10 });
  sh.y += 36;

  const truth: TruthAccount[] = [];
  st.accounts.forEach((a, ai) => {
    const ta = truthAccount(a, a.name, closings[ai]);
    truth.push(ta);
    const balances = printedBalances(a, tamper, ai === 0);
    const header = (cont: boolean) => {
      sh.rect(40, sh.y - 4, 532, 16, '#1f3b5c');
      sh.text(`${a.name} - Account ending in ${a.mask}${cont ? ' (continued)' : ''}`, 46, B, 9.5, { color: '#ffffff' });
      sh.y += 18;
      sh.text('Date', xDate, B, 8);
      sh.text('Description', xDesc, B, 8);
      sh.text('Amount', xAmt, B, 8, { align: 'right' });
      sh.text('Balance', xBal, B, 8, { align: 'right' });
      sh.y += 11;
      sh.line(40, 572, sh.y - 2);
      sh.y += 2;
    };
    sh.need(80);
    header(false);
    sh.hooks = { after: () => header(true) };
    sh.text('Beginning Balance', xDesc, F, size);
    sh.text(signed(a.openingCents), xBal, F, size, { align: 'right' });
    sh.y += lead + 1;
    a.txns.forEach((t, i) => {
      const lines = descriptionLines(sh, t, true, 330, F, size);
      sh.need(lines.length * lead + 1);
      sh.text(fmt.monDd(t.date), xDate, F, size);
      lines.forEach((l, li) => sh.text(l, xDesc, F, size, { dy: li * lead }));
      sh.text(signed(t.amountCents), xAmt, F, size, { align: 'right' });
      sh.text(signed(balances[i]), xBal, F, size, { align: 'right' });
      ta.transactions.push({ date: t.date, description: describe(t, true), amountCents: t.amountCents, page: sh.page });
      sh.y += lines.length * lead + 1.5;
    });
    sh.hooks = {};
    sh.need(lead * 3);
    sh.line(40, 572, sh.y - 2);
    sh.text('Ending Balance', xDesc, B, size);
    sh.text(signed(closings[ai]), xBal, B, size, { align: 'right' });
    sh.y += lead + 2;
    const credits = a.txns.filter((t) => t.amountCents > 0);
    const debits = a.txns.filter((t) => t.amountCents < 0);
    sh.text(`Total Credits (${credits.length})`, xDesc, F, size);
    sh.text(signed(credits.reduce((s, t) => s + t.amountCents, 0)), xAmt, F, size, { align: 'right' });
    sh.y += lead;
    sh.text(`Total Debits (${debits.length})`, xDesc, F, size);
    sh.text(signed(debits.reduce((s, t) => s + t.amountCents, 0)), xAmt, F, size, { align: 'right' });
    sh.y += lead + 18;
  });
  sh.need(30);
  paragraph(
    sh,
    'Please examine this statement promptly. If you find any discrepancy, notify us within 30 days of the statement date at 1-877-555-0190. Deposits are insured by the FDIC up to $250,000.00 per depositor, for each account ownership category.',
    40, 532, F, 7.5, 9.5,
  );

  const pages = sh.pages.length;
  const bytes = await sh.render((page, total) => [
    textOp(bank, 40, 32, B, 13, { color: '#1f3b5c' }),
    textOp('PO Box 4400, Denver, CO 80217', 40, 48, F, 7.5, { color: GRAY }),
    textOp(periodText, 572, 32, F, 8, { align: 'right' }),
    textOp(`Page ${page} of ${total}`, 572, 44, F, 8, { align: 'right' }),
    { kind: 'line', x1: 40, y1: 62, x2: 572, y2: 62, color: '#1f3b5c', width: 1.5 },
    textOp('Member FDIC. Equal Housing Lender.', 40, 748, F, 7, { color: GRAY }),
    textOp('summitfederal.example  |  1-877-555-0190', 572, 748, F, 7, { align: 'right', color: GRAY }),
  ]);
  return finish(truth, tamper, bytes, pages);
};

// ---------------------------------------------------------------------------------------------
// crdr-suffix

export const crdrSuffix: PdfLayoutBuilder = async (rng, index, tamper, at) => {
  const period = at ?? pickPeriod(rng, index % 2 === 0);
  const st = synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'ADVANTAGE CHECKING', rows: [30, 60] },
    savings: null,
    upper: true,
    allowOverdraft: true,
  });
  const bank = 'HARBOUR TRUST BANK, N.A.';
  const F: FontName = 'Courier';
  const B: FontName = 'Courier-Bold';
  const sh = new Sheet({ size: A4, firstTop: 96, top: 96, bottom: 770, title: 'Statement of Account', author: bank });
  const a = st.accounts[0];
  const closing = a.closingCents + (tamper?.closingOffCents ?? 0);
  const ta = truthAccount(a, a.name, closing);
  const size = 8;
  const lead = 12;
  const [xDate, xDesc, xAmt, xBal] = [40, 86, 452, 556];
  const crdr = (c: number) => `${money(c)} ${c < 0 ? 'DR' : 'CR'}`;
  const credits = a.txns.filter((t) => t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0);
  const debits = -a.txns.filter((t) => t.amountCents < 0).reduce((s, t) => s + t.amountCents, 0);

  sh.text(`Statement period: ${fmt.dMonYyyy(st.periodStart)} to ${fmt.dMonYyyy(st.periodEnd)}`, 40, B, 9);
  sh.y += 18;
  [st.customer.name, st.customer.street, st.customer.city].forEach((l, i) => sh.text(l, 60, F, 9, { dy: i * 11 }));
  sh.text(a.name, 330, B, 9);
  sh.text(`Account Number: XXXXXX${a.mask}`, 330, F, 8.5, { dy: 11 });
  sh.text(`Branch: 0412 HARBOUR POINT`, 330, F, 8.5, { dy: 22 });
  sh.y += 46;
  const sumRow = (label: string, value: string) => {
    sh.text(label, 60, F, 8.5);
    sh.text(value, 330, F, 8.5, { align: 'right' });
    sh.y += 11;
  };
  sh.text('ACCOUNT SUMMARY', 40, B, 9);
  sh.y += 13;
  sumRow('Opening balance', crdr(a.openingCents));
  sumRow('Total credits', money(credits));
  sumRow('Total debits', money(debits));
  sumRow('Closing balance', crdr(closing));
  sh.y += 8;
  paragraph(
    sh,
    'YOUR OVERDRAFT LIMIT IS $500.00. AN ARRANGED OVERDRAFT FEE OF $6.00 APPLIES FOR EACH DAY YOUR ACCOUNT IS OVERDRAWN. FROM 01/03/2026 THE INTEREST RATE ON ARRANGED OVERDRAFTS IS 19.90% APR.',
    40, 515, F, 7.5, 9.5,
  );
  sh.y += 10;

  const balances = printedBalances(a, tamper, true);
  let shown = a.openingCents;
  const colHeader = () => {
    sh.line(40, 556, sh.y - 3);
    sh.text('DATE', xDate, B, size);
    sh.text('TRANSACTION DETAILS', xDesc, B, size);
    sh.text('AMOUNT', xAmt, B, size, { align: 'right' });
    sh.text('BALANCE', xBal, B, size, { align: 'right' });
    sh.y += 11;
    sh.line(40, 556, sh.y - 2);
  };
  sh.need(60);
  colHeader();
  sh.text('BALANCE BROUGHT FORWARD', xDesc, F, size);
  sh.text(crdr(a.openingCents), xBal, F, size, { align: 'right' });
  sh.y += lead;
  sh.hooks = {
    before: () => {
      sh.text('BALANCE CARRIED FORWARD', xDesc, F, size);
      sh.text(crdr(shown), xBal, F, size, { align: 'right' });
    },
    after: () => {
      colHeader();
      sh.text('BALANCE BROUGHT FORWARD', xDesc, F, size);
      sh.text(crdr(shown), xBal, F, size, { align: 'right' });
      sh.y += lead;
    },
  };
  a.txns.forEach((t, i) => {
    const lines = descriptionLines(sh, t, false, 280, F, size);
    sh.need(lines.length * lead + lead);
    sh.text(fmt.ddMon(t.date), xDate, F, size);
    lines.forEach((l, li) => sh.text(l, xDesc, F, size, { dy: li * lead }));
    sh.text(`${money(t.amountCents)} ${t.amountCents < 0 ? 'DR' : 'CR'}`, xAmt, F, size, { align: 'right' });
    sh.text(crdr(balances[i]), xBal, F, size, { align: 'right' });
    shown = balances[i];
    ta.transactions.push({ date: t.date, description: describe(t, false), amountCents: t.amountCents, page: sh.page });
    sh.y += lines.length * lead;
  });
  sh.hooks = {};
  sh.need(lead * 4);
  sh.line(40, 556, sh.y - 2);
  sh.text('CLOSING BALANCE', xDesc, B, size);
  sh.text(crdr(closing), xBal, B, size, { align: 'right' });
  sh.y += lead;
  sh.text(`TOTAL DEBITS ${money(debits)}   TOTAL CREDITS ${money(credits)}`, xDesc, F, size);
  sh.y += lead * 2;
  paragraph(
    sh,
    'ABBREVIATIONS: CR CREDIT, DR DEBIT. PLEASE CHECK THIS STATEMENT AND TELL US ABOUT ANY ERRORS WITHIN 60 DAYS. CALL 1-866-555-0110, 24 HOURS A DAY.',
    40, 515, F, 7.5, 9.5,
  );

  const pages = sh.pages.length;
  const bytes = await sh.render((page, total) => [
    textOp(bank, 40, 34, B, 12),
    textOp('STATEMENT OF ACCOUNT', 40, 50, F, 9),
    textOp(`Account Number: XXXXXX${a.mask}`, 556, 34, F, 8.5, { align: 'right' }),
    textOp(`Page ${page} of ${total}`, 556, 46, F, 8.5, { align: 'right' }),
    { kind: 'line', x1: 40, y1: 70, x2: 556, y2: 70, color: '#000000', width: 0.8 },
    textOp('Member FDIC   Harbour Trust Bank, N.A.   Telephone Banking 1-866-555-0110 (24 hours)', 297, 800, F, 7, { align: 'center' }),
  ]);
  return finish([ta], tamper, bytes, pages);
};

// ---------------------------------------------------------------------------------------------
// ledger

export const ledger: PdfLayoutBuilder = async (rng, index, tamper, at) => {
  const period = at ?? pickPeriod(rng, index % 3 === 2);
  const st = synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'REGULAR CHECKING', rows: [20, 60] },
    savings: null,
    upper: true,
  });
  const bank = 'LAKESHORE SAVINGS BANK';
  const F: FontName = 'Courier';
  const B: FontName = 'Courier-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 88, top: 88, bottom: 726, title: 'Account Statement', author: bank });
  const a = st.accounts[0];
  const closing = a.closingCents + (tamper?.closingOffCents ?? 0);
  const ta = truthAccount(a, a.name, closing);
  const size = 8.5;
  const lead = 11.5;
  const [xDate, xDesc, xAmt, xBal] = [40, 108, 478, 572];
  const trailing = (c: number) => `${money(c)}${c < 0 ? '-' : ''}`;
  const credits = a.txns.filter((t) => t.amountCents > 0);
  const debits = a.txns.filter((t) => t.amountCents < 0);

  sh.text(`STATEMENT PERIOD ${st.periodStart} THROUGH ${st.periodEnd}`, 40, B, 9);
  sh.y += 18;
  [st.customer.name, st.customer.street, st.customer.city].forEach((l, i) => sh.text(l, 60, F, 9, { dy: i * 11 }));
  sh.y += 44;
  // Marketing wrapped so that a line starts with a date and holds an amount.
  sh.rect(40, sh.y - 5, 532, 44, null, '#000000');
  for (const l of [
    'LAKESHORE REWARDS: EARN 4.50% APY ON BALANCES OVER $10,000 THROUGH',
    '12/31/2026 ON NEW MONEY. OPEN WITH $25.00 AT ANY BRANCH. FEES MAY REDUCE',
    'EARNINGS. RATE MAY CHANGE AFTER THE ACCOUNT IS OPENED. MEMBER FDIC.',
  ]) {
    sh.text(l, 48, F, 8.5);
    sh.y += 11;
  }
  sh.y += 16;
  sh.text(`${a.name}   Account ending in ${a.mask}`, 40, B, 9.5);
  sh.y += 15;
  const sumRow = (label: string, value: string) => {
    sh.text(label, 60, F, size);
    sh.text(value, 400, F, size, { align: 'right' });
    sh.y += lead;
  };
  sumRow(`BEGINNING BALANCE ${st.periodStart}`, trailing(a.openingCents));
  sumRow(`DEPOSITS/CREDITS (${credits.length})`, trailing(credits.reduce((s, t) => s + t.amountCents, 0)));
  sumRow(`WITHDRAWALS/DEBITS (${debits.length})`, trailing(debits.reduce((s, t) => s + t.amountCents, 0)));
  sumRow(`ENDING BALANCE ${st.periodEnd}`, trailing(closing));
  sh.y += 14;

  const header = () => {
    sh.text('POSTED', xDate, B, size);
    sh.text('DESCRIPTION', xDesc, B, size);
    sh.text('AMOUNT', xAmt, B, size, { align: 'right' });
    sh.text('BALANCE', xBal, B, size, { align: 'right' });
    sh.y += lead;
    sh.text('-'.repeat(105), 40, F, size, { dy: -3 });
    sh.y += 6;
  };
  sh.need(60);
  header();
  sh.hooks = { after: header };
  const balances = printedBalances(a, tamper, true);
  a.txns.forEach((t, i) => {
    const lines = descriptionLines(sh, t, true, 300, F, size);
    sh.need(lines.length * lead);
    sh.text(t.date, xDate, F, size);
    lines.forEach((l, li) => sh.text(l, xDesc, F, size, { dy: li * lead }));
    sh.text(trailing(t.amountCents), xAmt, F, size, { align: 'right' });
    sh.text(trailing(balances[i]), xBal, F, size, { align: 'right' });
    ta.transactions.push({ date: t.date, description: describe(t, true), amountCents: t.amountCents, page: sh.page });
    sh.y += lines.length * lead + 2;
  });
  sh.hooks = {};
  sh.need(60);
  sh.text('-'.repeat(105), 40, F, size, { dy: -3 });
  sh.y += 8;
  sh.text(`ENDING BALANCE ${st.periodEnd}`, xDesc, B, size);
  sh.text(trailing(closing), xBal, B, size, { align: 'right' });
  sh.y += lead * 2;
  sh.text('INTEREST AND FEES THIS PERIOD', 40, B, size);
  sh.y += lead;
  sh.text(`TOTAL FEES ${st.periodStart.slice(0, 4)} YEAR TO DATE`, 60, F, size);
  sh.text(money(a.txns.filter((t) => t.kind === 'fee').reduce((s, t) => s - t.amountCents, 0) + 1200), 400, F, size, { align: 'right' });
  sh.y += lead;
  sh.text('TOTAL OVERDRAFT FEES THIS PERIOD', 60, F, size);
  sh.text('0.00', 400, F, size, { align: 'right' });
  sh.y += lead * 2;
  paragraph(sh, 'DEBITS ARE SHOWN WITH A TRAILING MINUS SIGN. QUESTIONS? CALL 1-888-555-0123 MONDAY-FRIDAY 8 AM-8 PM CT.', 40, 532, F, 7.5, 9.5);

  const pages = sh.pages.length;
  const bytes = await sh.render((page, total) => [
    textOp(bank, 40, 32, B, 11),
    textOp('ACCOUNT STATEMENT', 40, 46, F, 9),
    textOp(`Account ending in ${a.mask}`, 572, 32, F, 8.5, { align: 'right' }),
    textOp(`Page ${page} of ${total}`, 572, 44, F, 8.5, { align: 'right' }),
    textOp('='.repeat(96), 40, 62, F, 8.5),
    textOp('LAKESHORE SAVINGS BANK  MEMBER FDIC  EQUAL HOUSING LENDER  1-888-555-0123', 306, 752, F, 7, { align: 'center' }),
  ]);
  return finish([ta], tamper, bytes, pages);
};

// ---------------------------------------------------------------------------------------------
// parens

export const parens: PdfLayoutBuilder = async (rng, index, tamper, at) => {
  const period = at ?? pickPeriod(rng, index % 3 === 0);
  const st = synthStatement(rng, {
    periodStart: period.start,
    periodEnd: period.end,
    checking: { name: 'Share Draft Checking', rows: [20, 55] },
    savings: { name: 'Share Savings', rows: [4, 10] },
    upper: false,
  });
  // The credit union lists savings first.
  const accounts: SynthAccount[] = [st.accounts[1], st.accounts[0]];
  const bank = 'Cornerstone Community Credit Union';
  const F: FontName = 'Times-Roman';
  const B: FontName = 'Times-Bold';
  const sh = new Sheet({ size: LETTER, firstTop: 96, top: 96, bottom: 722, title: 'Member Statement', author: bank });
  const size = 9;
  const lead = 11.5;
  const [xDate, xDesc, xAmt] = [50, 110, 560];
  const paren = (c: number) => (c < 0 ? `(${money(c, { dollar: true })})` : money(c, { dollar: true }));
  const memberNumber = String(3000 + (index * 7919) % 6000);

  [st.customer.name, st.customer.street, st.customer.city].forEach((l, i) => sh.text(l, 60, F, 10, { dy: i * 12 }));
  sh.text(`Member Number: ${memberNumber}`, 380, F, 9);
  sh.text(`Statement Period: ${fmt.mmddyyyy(st.periodStart)} - ${fmt.mmddyyyy(st.periodEnd)}`, 380, F, 9, { dy: 12 });
  sh.y += 50;
  paragraph(
    sh,
    `Holiday Loan Special: borrow up to $2,500.00 at 7.99% APR through 01/31/2027. Our branches will be closed ${fmt.mmddyyyy(st.periodEnd)} for staff training. Dividends are declared monthly by the Board of Directors.`,
    40, 532, 'Times-Italic', 9, 11,
  );
  sh.y += 14;

  const truth: TruthAccount[] = [];
  accounts.forEach((a, ai) => {
    const closing = a.closingCents + (ai === 0 ? (tamper?.closingOffCents ?? 0) : 0);
    const ta = truthAccount(a, a.name, closing);
    truth.push(ta);
    const deposits = a.txns.filter((t) => t.amountCents > 0).reduce((s, t) => s + t.amountCents, 0);
    const withdrawals = a.txns.filter((t) => t.amountCents < 0).reduce((s, t) => s + t.amountCents, 0);
    sh.need(130);
    sh.line(40, 572, sh.y - 4, '#333333', 1);
    sh.text(a.name, 40, B, 11);
    sh.text(`Account Number: XXXXXX${a.mask}`, 572, F, 9.5, { align: 'right' });
    sh.y += 17;
    const sumRow = (label: string, value: string) => {
      sh.text(label, 60, F, size);
      sh.text(value, 300, F, size, { align: 'right' });
      sh.y += lead;
    };
    sumRow('Beginning Balance', paren(a.openingCents));
    sumRow('Total Deposits', paren(deposits));
    sumRow('Total Withdrawals', paren(withdrawals));
    sumRow('Ending Balance', paren(closing));
    sh.y += 8;
    const header = (cont: boolean) => {
      sh.rect(40, sh.y - 3, 532, 14, '#dde5d5');
      sh.text('Date', xDate, B, size);
      sh.text(`Description${cont ? ' (continued)' : ''}`, xDesc, B, size);
      sh.text('Amount', xAmt, B, size, { align: 'right' });
      sh.y += lead + 3;
    };
    header(false);
    sh.hooks = { after: () => header(true) };
    for (const t of a.txns) {
      const lines = descriptionLines(sh, t, false, 330, F, size);
      sh.need(lines.length * lead);
      sh.text(fmt.mmddyy(t.date), xDate, F, size);
      lines.forEach((l, li) => sh.text(l, xDesc, F, size, { dy: li * lead }));
      sh.text(paren(t.amountCents), xAmt, F, size, { align: 'right' });
      ta.transactions.push({ date: t.date, description: describe(t, false), amountCents: t.amountCents, page: sh.page });
      sh.y += lines.length * lead;
    }
    sh.hooks = {};
    sh.y += 18;
  });
  sh.need(40);
  paragraph(
    sh,
    'Your savings federally insured to at least $250,000.00 and backed by the full faith and credit of the United States Government. National Credit Union Administration, a U.S. Government Agency. Questions about your account: 1-800-555-0166.',
    40, 532, F, 8, 10,
  );

  const pages = sh.pages.length;
  const bytes = await sh.render((page, total) => [
    textOp(bank, 40, 34, B, 15, { color: '#2f5e1e' }),
    textOp('PO Box 1150  Fort Wayne, IN 46801', 40, 54, F, 8, { color: GRAY }),
    textOp(`Member Number: ${memberNumber}`, 572, 34, F, 9, { align: 'right' }),
    textOp(`Page ${page} of ${total}`, 572, 46, F, 9, { align: 'right' }),
    { kind: 'line', x1: 40, y1: 72, x2: 572, y2: 72, color: '#2f5e1e', width: 1.5 },
    textOp('Federally insured by NCUA', 40, 748, F, 7.5),
    textOp('cornerstonecu.example  |  1-800-555-0166', 572, 748, F, 7.5, { align: 'right' }),
  ]);
  return finish(truth, tamper, bytes, pages);
};

export const PDF_LAYOUTS: Record<string, PdfLayoutBuilder> = {
  sectioned,
  'debit-credit': debitCredit,
  'signed-column': signedColumn,
  'crdr-suffix': crdrSuffix,
  ledger,
  parens,
};

export type { SynthStatement };
