// A third family of statement layouts, made differently from the first two: HTML documents imported
// into LibreOffice Writer and exported to PDF by it (its own fonts, line breaking and PDF writer),
// and one drawn by pdf-lib in a monospaced standard font. Dates "05-Jan-2026", "January 5, 2026" and
// "2026-01-05"; amounts with CR/DR suffixes, trailing minus and parentheses; a summary box of totals
// whose deposits exclude the interest printed on its own line; a daily-balance table.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { seedOf } from '../../prng.ts';
import { makeHistory, type History, type Row } from '../second-family/layouts.ts';
import type { StatementTruth } from '../types.ts';

export interface ThirdFamilyLayout {
  name: string;
  currency: string;
  history(seed: number): History;
  /** `html` goes through LibreOffice Writer, `fods` (a flat spreadsheet) through Calc; `pdf` is drawn directly. */
  html?(h: History): string;
  fods?(h: History): string;
  pdf?(h: History): Promise<Uint8Array>;
  /** The accounts of the truth, when the statement holds more than the one history. */
  accounts?(h: History): StatementTruth['accounts'];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const parts = (d: string) => ({ y: Number(d.slice(0, 4)), m: Number(d.slice(5, 7)), d: Number(d.slice(8, 10)) });
const dMonY = (d: string) => `${String(parts(d).d).padStart(2, '0')}-${MONTHS[parts(d).m - 1]}-${parts(d).y}`;
const longDate = (d: string) => `${LONG_MONTHS[parts(d).m - 1]} ${parts(d).d}, ${parts(d).y}`;

function figure(cents: number): string {
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(abs % 100).padStart(2, '0')}`;
}
const sum = (rs: readonly Row[]) => rs.reduce((s, r) => s + Math.abs(r.amountCents), 0);
const closingOf = (h: History) => (h.rows.length ? h.rows[h.rows.length - 1].balanceCents : h.openingCents);

function page(font: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { font-family: '${font}'; font-size: 9pt; }
  h1 { font-size: 14pt; } h2 { font-size: 10.5pt; }
  </style></head><body>${body}</body></html>`;
}

/** A history whose last row is the month's interest, credited on the last day. */
function withInterest(h: History, seed: number): History {
  const cents = 35 + (seed % 900);
  const last = closingOf(h);
  return { ...h, rows: [...h.rows, { date: h.end, description: 'INTEREST PAID', amountCents: cents, balanceCents: last + cents }] };
}

// ---------------------------------------------------------------------------------------------
// A ledger: one Amount column with CR/DR, the balance with CR, "05-Jan-2026" dates, a summary box of
// totals above the rows and a daily balance table after them.

export const ledgerCrDr: ThirdFamilyLayout = {
  name: 'ledger-cr-dr',
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Granite Trust Company', accountName: 'Commercial Checking', start: '2026-01-01', days: 31, rows: 38, long: true }),
  html(h) {
    const credits = h.rows.filter((r) => r.amountCents > 0);
    const debits = h.rows.filter((r) => r.amountCents < 0);
    const rows = h.rows
      .map((r) => `<tr><td>${dMonY(r.date)}</td><td>${esc(r.description)}</td><td align="right">${figure(r.amountCents)} ${r.amountCents < 0 ? 'DR' : 'CR'}</td><td align="right">${figure(r.balanceCents)} CR</td></tr>`)
      .join('');
    const days = [...new Map(h.rows.map((r) => [r.date, r.balanceCents])).entries()];
    const half = Math.ceil(days.length / 2);
    const daily = Array.from({ length: half }, (_, k) => {
      const cell = (e?: [string, number]) => (e ? `<td>${dMonY(e[0])}</td><td align="right">${figure(e[1])}</td>` : '<td></td><td></td>');
      return `<tr>${cell(days[k])}<td width="10%"></td>${cell(days[k + half])}</tr>`;
    }).join('');
    return page(
      'Liberation Serif',
      `<h1>${esc(h.bank)}</h1>
      <p>${esc(h.accountName)} &nbsp; Account No. ${h.accountNumber}<br>Statement from ${dMonY(h.start)} to ${dMonY(h.end)}</p>
      <table border="1" cellpadding="3" width="55%">
        <tr><td>Opening Balance</td><td align="right">${figure(h.openingCents)} CR</td></tr>
        <tr><td>Total Credits (${credits.length})</td><td align="right">${figure(sum(credits))}</td></tr>
        <tr><td>Total Debits (${debits.length})</td><td align="right">${figure(sum(debits))}</td></tr>
        <tr><td>Closing Balance</td><td align="right">${figure(closingOf(h))} CR</td></tr></table>
      <h2>Account Activity</h2>
      <table width="100%" cellpadding="2"><tr><th align="left" width="14%">Date</th><th align="left">Particulars</th><th align="right" width="16%">Amount</th><th align="right" width="18%">Balance</th></tr>${rows}</table>
      <h2>Daily Balance</h2>
      <table width="70%" cellpadding="2"><tr><th align="left">Date</th><th align="right">Balance</th><th></th><th align="left">Date</th><th align="right">Balance</th></tr>${daily}</table>`,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Spelled-out dates, Withdrawals with a trailing minus, a summary whose "Deposits" total leaves out
// the interest, which has its own line.

export const summaryInterest: ThirdFamilyLayout = {
  name: 'summary-interest',
  currency: 'USD',
  history: (seed) => withInterest(makeHistory(seed, { bank: 'Bluewater Savings Bank', accountName: 'Interest Checking', start: '2026-02-01', days: 28, rows: 30 }), seed),
  html(h) {
    const interest = h.rows.filter((r) => r.description === 'INTEREST PAID');
    const deposits = h.rows.filter((r) => r.amountCents > 0 && !interest.includes(r));
    const withdrawals = h.rows.filter((r) => r.amountCents < 0);
    const rows = h.rows
      .map(
        (r) =>
          `<tr><td>${longDate(r.date)}</td><td>${esc(r.description)}</td><td align="right">${r.amountCents < 0 ? `${figure(r.amountCents)}-` : ''}</td><td align="right">${r.amountCents > 0 ? figure(r.amountCents) : ''}</td><td align="right">${figure(r.balanceCents)}</td></tr>`,
      )
      .join('');
    return page(
      'DejaVu Sans',
      `<h1>${esc(h.bank)}</h1>
      <p>Statement Period: ${longDate(h.start)} - ${longDate(h.end)}</p>
      <p>${esc(h.accountName)} &nbsp; Account ending in ${h.accountNumber.slice(-4)}</p>
      <table border="1" cellpadding="3" width="60%"><tr><th align="left" colspan="2">Account Summary</th></tr>
        <tr><td>Beginning Balance</td><td align="right">$${figure(h.openingCents)}</td></tr>
        <tr><td>Deposits</td><td align="right">${figure(sum(deposits))}</td></tr>
        <tr><td>Interest Paid</td><td align="right">${figure(sum(interest))}</td></tr>
        <tr><td>Withdrawals</td><td align="right">${figure(sum(withdrawals))}-</td></tr>
        <tr><td>Ending Balance</td><td align="right">$${figure(closingOf(h))}</td></tr></table>
      <h2>Transactions</h2>
      <table width="100%" cellpadding="2"><tr><th align="left" width="19%">Date</th><th align="left">Description</th><th align="right">Withdrawals</th><th align="right">Deposits</th><th align="right">Balance</th></tr>${rows}</table>`,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Drawn by pdf-lib in Courier: ISO dates, one signed Amount column with debits in parentheses, no
// running balance, totals at the foot.

export const monoParens: ThirdFamilyLayout = {
  name: 'mono-parens',
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Keystone Community Bank', accountName: 'Basic Checking', start: '2026-03-01', days: 31, rows: 36 }),
  async pdf(h) {
    const doc = await PDFDocument.create();
    doc.setProducer('pdf-lib');
    const font = await doc.embedFont(StandardFonts.Courier);
    const bold = await doc.embedFont(StandardFonts.CourierBold);
    const size = 8.5;
    const lineHeight = 11;
    let p = doc.addPage([612, 792]);
    let y = 750;
    const text = (s: string, x: number, f = font, sz = size) => p.drawText(s, { x, y, size: sz, font: f });
    const right = (s: string, x: number) => text(s, x - font.widthOfTextAtSize(s, size));
    const money = (c: number) => (c < 0 ? `(${figure(c)})` : `${figure(c)} `);
    const header = () => {
      text('DATE', 40, bold);
      text('DESCRIPTION', 120, bold);
      right('AMOUNT ', 560);
      y -= lineHeight * 1.5;
    };
    text(h.bank.toUpperCase(), 40, bold, 13);
    y -= 20;
    text(`STATEMENT PERIOD ${h.start} THROUGH ${h.end}`, 40);
    y -= lineHeight;
    text(`${h.accountName.toUpperCase()}   ACCOUNT NUMBER ${'*'.repeat(6)}${h.accountNumber.slice(-4)}`, 40);
    y -= lineHeight * 2;
    text('PREVIOUS BALANCE', 40);
    right(money(h.openingCents), 560);
    y -= lineHeight * 2;
    header();
    for (const r of h.rows) {
      if (y < 60) {
        p = doc.addPage([612, 792]);
        y = 750;
        header();
      }
      text(r.date, 40);
      text(r.description, 120);
      right(money(r.amountCents), 560);
      y -= lineHeight;
    }
    y -= lineHeight;
    const credits = h.rows.filter((r) => r.amountCents > 0);
    const debits = h.rows.filter((r) => r.amountCents < 0);
    text(`TOTAL DEPOSITS (${credits.length})`, 40);
    right(money(sum(credits)), 560);
    y -= lineHeight;
    text(`TOTAL WITHDRAWALS (${debits.length})`, 40);
    right(money(-sum(debits)), 560);
    y -= lineHeight;
    text('NEW BALANCE', 40);
    right(money(closingOf(h)), 560);
    return doc.save({ useObjectStreams: false });
  },
};

// ---------------------------------------------------------------------------------------------
// A spreadsheet export printed by LibreOffice Calc over several pages, the header row only on the
// first: ISO dates, Debit and Credit columns, the balance in a fifth column.

export const calcExport: ThirdFamilyLayout = {
  name: 'calc-export',
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Riverbend Federal Credit Union', accountName: 'Share Draft', start: '2026-04-01', days: 30, rows: 80 }),
  fods(h) {
    const cells: string[][] = [
      [h.bank, '', '', '', ''],
      [`${h.accountName} ${h.accountNumber}`, '', '', '', ''],
      [`Statement period ${h.start} to ${h.end}`, '', '', '', ''],
      ['', '', '', '', ''],
      ['Posting Date', 'Narrative', 'Debit', 'Credit', 'Balance'],
      [h.start, 'OPENING BALANCE', '', '', figure(h.openingCents)],
      ...h.rows.map((r) => [r.date, r.description, r.amountCents < 0 ? figure(r.amountCents) : '', r.amountCents > 0 ? figure(r.amountCents) : '', figure(r.balanceCents)]),
      [h.end, 'CLOSING BALANCE', '', '', figure(closingOf(h))],
    ];
    return sheet(cells, [2.2, 8.6, 1.9, 1.9, 2.3]);
  },
};

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rows of text cells as a flat OpenDocument spreadsheet, figures right-aligned. */
function sheet(rows: string[][], widthsCm: number[]): string {
  const cols = widthsCm.map((_, i) => `<table:table-column table:style-name="co${i}"/>`).join('');
  const colStyles = widthsCm.map((w, i) => `<style:style style:name="co${i}" style:family="table-column"><style:table-column-properties style:column-width="${w}cm"/></style:style>`).join('');
  const body = rows
    .map((r) => `<table:table-row>${r.map((c) => (c === '' ? '<table:table-cell/>' : `<table:table-cell office:value-type="string" table:style-name="${/^[\d,]+\.\d\d$/.test(c) ? 'num' : 'txt'}"><text:p>${xml(c)}</text:p></table:table-cell>`)).join('')}</table:table-row>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>${colStyles}
<style:style style:name="num" style:family="table-cell"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="txt" style:family="table-cell"><style:text-properties fo:font-size="9pt"/></style:style>
</office:automatic-styles>
<office:body><office:spreadsheet><table:table table:name="Statement">${cols}${body}</table:table></office:spreadsheet></office:body></office:document>`;
}

// ---------------------------------------------------------------------------------------------
// Drawn by pdf-lib in Helvetica: a credit union's member statement of two share accounts and a loan.
// Account numbers printed in groups ("Account Number 2006 6529"); the savings on page 1, the checking
// starting at the top of page 2 and going on over page 3 under its heading repeated at the same place;
// then a loan's balance summary with no history (not a deposit account). Dates MM/DD, signed amounts,
// a running balance, Beginning and Ending Balance rows in each section.

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const savingsOf = (h: History) =>
  makeHistory(seedOf(`shares:${h.accountNumber}`), { bank: h.bank, accountName: 'Primary Share Savings', start: h.start, days: 30, rows: 6 });

export const pdfShares: ThirdFamilyLayout = {
  name: 'pdf-shares',
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Maple Ridge Community Credit Union', accountName: 'Share Draft Checking', start: '2026-04-01', days: 30, rows: 58 }),
  accounts: (h) =>
    [savingsOf(h), h].map((a) => ({
      mask: a.accountNumber.slice(-4),
      name: null,
      openingBalanceCents: a.openingCents,
      closingBalanceCents: closingOf(a),
      transactions: a.rows.map((r) => ({ date: r.date, description: r.description, amountCents: r.amountCents, page: null })),
      expectStatus: 'RECONCILED' as const,
    })),
  async pdf(h) {
    const savings = savingsOf(h);
    const doc = await PDFDocument.create();
    doc.setProducer('pdf-lib');
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const size = 8.5;
    let p = doc.addPage([612, 792]);
    let top = 40;
    const text = (t: string, x: number, o: { f?: typeof font; sz?: number; right?: boolean } = {}) => {
      const f = o.f ?? font;
      const sz = o.sz ?? size;
      p.drawText(t, { x: o.right ? x - f.widthOfTextAtSize(t, sz) : x, y: 792 - top, size: sz, font: f });
    };
    const md = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}`;
    const signed = (c: number) => `${c < 0 ? '-' : ''}${figure(c)}`;
    const pageTop = (n: number) => {
      top = 40;
      text(h.bank, 40, { f: bold });
      text(`Member Number 48213 · ${h.start} - ${h.end}`, 572, { right: true });
      top = 770;
      text(`Page ${n}`, 300, { sz: 7 });
      top = 80;
    };
    const heading = (label: string, a: History, continued: boolean) => {
      text(label, 40, { f: bold, sz: 10 });
      text(`${a.accountName.toUpperCase()}${continued ? ' (CONTINUED)' : ''}`, 110, { f: bold, sz: 10 });
      top += 12;
      text(`Account Number ${grouped(a.accountNumber)}`, 40);
      top += 14;
      text('Date', 40, { f: bold }), text('Transaction Description', 90, { f: bold }), text('Amount', 470, { f: bold, right: true }), text('Balance', 570, { f: bold, right: true });
      top += 12;
    };
    const row = (date: string, description: string, amount: string, balance: string) => {
      text(date, 40), text(description, 90), text(amount, 470, { right: true }), text(balance, 570, { right: true });
      top += 12;
    };
    let pageNo = 1;
    text(h.bank, 40, { f: bold, sz: 14 });
    text(`Statement Period: ${h.start.slice(5, 7)}/${h.start.slice(8)}/${h.start.slice(0, 4)} - ${h.end.slice(5, 7)}/${h.end.slice(8)}/${h.end.slice(0, 4)}`, 572, { right: true });
    top = 100;
    const section = (label: string, a: History, firstOnNewPage: boolean) => {
      if (firstOnNewPage) {
        p = doc.addPage([612, 792]);
        pageTop(++pageNo);
      }
      heading(label, a, false);
      row(md(a.start), 'Beginning Balance', '', figure(a.openingCents));
      for (const r of a.rows) {
        if (top > 740) {
          p = doc.addPage([612, 792]);
          pageTop(++pageNo);
          heading(label, a, true);
        }
        row(md(r.date), r.description, signed(r.amountCents), figure(r.balanceCents));
      }
      row(md(a.end), 'Ending Balance', '', figure(closingOf(a)));
      top += 14;
    };
    section('SHARE 01', savings, false);
    section('SHARE 10', h, true);
    const loanNumber = `${h.accountNumber.slice(0, 4)}${String((Number(h.accountNumber.slice(-4)) + 21) % 10_000).padStart(4, '0')}`;
    text('LOAN 50', 40, { f: bold, sz: 10 }), text('NEW AUTO LOAN', 110, { f: bold, sz: 10 });
    top += 12;
    text(`Account Number ${grouped(loanNumber)}`, 40);
    top += 14;
    for (const [label, value, other, otherValue] of [
      ['Previous Balance', '12,940.18', 'Annual Percentage Rate', '6.490%'],
      ['Payments Received', '418.22', 'Last Payment Date', `${md(h.start)}/${h.start.slice(0, 4)}`],
      ['Interest Charged', '66.02', 'Next Payment Due', `${md(h.end)}/${h.end.slice(0, 4)}`],
      ['New Balance', '12,587.98', 'Amount Due', '418.22'],
    ]) {
      text(label, 40), text(value, 280, { right: true }), text(other, 320), text(otherValue, 570, { right: true });
      top += 12;
    }
    return doc.save({ useObjectStreams: false });
  },
};

export const THIRD_FAMILY: ThirdFamilyLayout[] = [ledgerCrDr, summaryInterest, monoParens, calcExport, pdfShares];
