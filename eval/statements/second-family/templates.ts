// The HTML of each second-family layout. Plain HTML and CSS, as a bank's statement service or a
// small bank's web page would print them; Chromium lays out the tables and wraps the text.
import { makeHistory, type History, type Row, type SecondFamilyLayout } from './layouts.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const parts = (d: string) => ({ y: Number(d.slice(0, 4)), m: Number(d.slice(5, 7)), d: Number(d.slice(8, 10)) });
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** 1,234.56 (or 1.234,56 with a decimal comma). */
function figure(cents: number, decimalComma = false): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, decimalComma ? '.' : ',');
  return `${whole}${decimalComma ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

function page(font: string, body: string, extraCss = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: A4; margin: 16mm 14mm; }
  body { font-family: '${font}'; font-size: 9pt; color: #111; }
  table { border-collapse: collapse; width: 100%; }
  th { text-align: left; border-bottom: 1px solid #444; padding: 3px 4px; font-weight: bold; }
  td { padding: 2px 4px; vertical-align: top; }
  td.n, th.n { text-align: right; white-space: nowrap; }
  h1 { font-size: 15pt; margin: 0 0 4px; } h2 { font-size: 11pt; margin: 14px 0 4px; }
  .box { border: 1px solid #999; padding: 6px; margin: 8px 0; width: 60%; }
  ${extraCss}
  </style></head><body>${body}</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// UK current account: "12th Feb" dates printed once per day, Money in / Money out / Balance, £.

const ukDate = (d: string) => `${ordinal(parts(d).d)} ${MONTHS[parts(d).m - 1]}`;
const ukLong = (d: string) => `${ordinal(parts(d).d)} ${LONG_MONTHS[parts(d).m - 1]} ${parts(d).y}`;

export const ukCurrent: SecondFamilyLayout = {
  name: 'uk-current',
  locked: false,
  currency: 'GBP',
  history: (seed) => makeHistory(seed, { bank: 'Thameside Bank plc', accountName: 'Classic Current Account', start: '2025-02-01', days: 28, rows: 34, long: true }),
  html(h: History) {
    const credits = h.rows.filter((r) => r.amountCents > 0).reduce((s, r) => s + r.amountCents, 0);
    const debits = -h.rows.filter((r) => r.amountCents < 0).reduce((s, r) => s + r.amountCents, 0);
    const closing = h.rows[h.rows.length - 1].balanceCents;
    let lastDate = '';
    const rows = h.rows
      .map((r) => {
        const date = r.date === lastDate ? '' : ukDate(r.date);
        lastDate = r.date;
        return `<tr><td style="width:14%">${date}</td><td style="width:44%">${esc(r.description)}</td><td class="n">${r.amountCents > 0 ? figure(r.amountCents) : ''}</td><td class="n">${r.amountCents < 0 ? figure(r.amountCents) : ''}</td><td class="n">${figure(r.balanceCents)}</td></tr>`;
      })
      .join('');
    return page(
      'Liberation Sans',
      `<h1>${esc(h.bank)}</h1>
      <p>Your ${esc(h.accountName)} statement<br>${ukLong(h.start)} to ${ukLong(h.end)}</p>
      <p>Sort code 40-11-62 &nbsp; Account number ${h.accountNumber}</p>
      <div class="box"><table>
        <tr><td>Opening balance</td><td class="n">£${figure(h.openingCents)}</td></tr>
        <tr><td>Money in</td><td class="n">£${figure(credits)}</td></tr>
        <tr><td>Money out</td><td class="n">£${figure(debits)}</td></tr>
        <tr><td>Closing balance</td><td class="n">£${figure(closing)}</td></tr></table></div>
      <h2>Your transactions</h2>
      <table><thead><tr><th>Date</th><th>Description</th><th class="n">Money in</th><th class="n">Money out</th><th class="n">£ Balance</th></tr></thead>
      <tbody><tr><td>${ukDate(h.start)}</td><td>Balance brought forward</td><td></td><td></td><td class="n">${figure(h.openingCents)}</td></tr>${rows}
      <tr><td>${ukDate(h.end)}</td><td>Balance carried forward</td><td></td><td></td><td class="n">${figure(closing)}</td></tr></tbody></table>
      <p style="font-size:7pt">Thameside Bank plc is authorised by the Prudential Regulation Authority. Registered in England No. 0000001.</p>`,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// US section-based: deposits, checks paid side by side, withdrawals; daily ending balances.

const usShort = (d: string) => `${String(parts(d).m).padStart(2, '0')}/${String(parts(d).d).padStart(2, '0')}`;
const usLong = (d: string) => `${LONG_MONTHS[parts(d).m - 1]} ${parts(d).d}, ${parts(d).y}`;

export const usSections: SecondFamilyLayout = {
  name: 'us-sections',
  locked: false,
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Prairie State Bank', accountName: 'Business Checking', start: '2025-03-01', days: 31, rows: 40, checks: true }),
  html(h: History) {
    const deposits = h.rows.filter((r) => r.amountCents > 0);
    const checks = h.rows.filter((r) => r.check);
    const withdrawals = h.rows.filter((r) => r.amountCents < 0 && !r.check);
    const sum = (rs: Row[]) => rs.reduce((s, r) => s + Math.abs(r.amountCents), 0);
    const closing = h.rows[h.rows.length - 1].balanceCents;
    const section = (title: string, rs: Row[]) =>
      `<h2>${title}</h2><table><thead><tr><th style="width:12%">Date</th><th>Description</th><th class="n">Amount</th></tr></thead><tbody>${rs
        .map((r) => `<tr><td>${usShort(r.date)}</td><td>${esc(r.description)}</td><td class="n">${figure(r.amountCents)}</td></tr>`)
        .join('')}</tbody></table><p style="text-align:right">${rs.length} item(s) totaling $${figure(sum(rs))}</p>`;
    const half = Math.ceil(checks.length / 2);
    const checkRows: string[] = [];
    for (let k = 0; k < half; k++) {
      const a = checks[k];
      const b = checks[k + half];
      const cell = (r?: Row) => (r ? `<td>${r.check}</td><td>${usShort(r.date)}</td><td class="n">${figure(r.amountCents)}</td>` : '<td></td><td></td><td></td>');
      checkRows.push(`<tr>${cell(a)}<td style="width:8%"></td>${cell(b)}</tr>`);
    }
    const days = [...new Map(h.rows.map((r) => [r.date, r.balanceCents])).entries()];
    const third = Math.ceil(days.length / 3);
    const dailyRows: string[] = [];
    for (let k = 0; k < third; k++) {
      const cell = (e?: [string, number]) => (e ? `<td>${usShort(e[0])}</td><td class="n">${figure(e[1])}</td>` : '<td></td><td></td>');
      dailyRows.push(`<tr>${cell(days[k])}${cell(days[k + third])}${cell(days[k + 2 * third])}</tr>`);
    }
    return page(
      'DejaVu Serif',
      `<h1>${esc(h.bank)}</h1><p>Member FDIC</p>
      <p>Statement period: ${usLong(h.start)} through ${usLong(h.end)}</p>
      <p><b>${esc(h.accountName)}</b> &nbsp; Account ending in ${h.accountNumber.slice(-4)}</p>
      <div class="box"><table>
        <tr><td>Beginning balance</td><td class="n">$${figure(h.openingCents)}</td></tr>
        <tr><td>Deposits and other credits</td><td class="n">${figure(sum(deposits))}</td></tr>
        <tr><td>Checks paid</td><td class="n">${figure(sum(checks))}</td></tr>
        <tr><td>Withdrawals and other debits</td><td class="n">${figure(sum(withdrawals))}</td></tr>
        <tr><td>Ending balance</td><td class="n">$${figure(closing)}</td></tr></table></div>
      ${section('Deposits and Other Credits', deposits)}
      <h2>Checks Paid</h2><table><thead><tr><th>Check No.</th><th>Date</th><th class="n">Amount</th><th></th><th>Check No.</th><th>Date</th><th class="n">Amount</th></tr></thead><tbody>${checkRows.join('')}</tbody></table>
      <p style="text-align:right">${checks.length} item(s) totaling $${figure(sum(checks))}</p>
      ${section('Withdrawals and Other Debits', withdrawals)}
      <h2>Daily Ending Balance</h2><table><thead><tr><th>Date</th><th class="n">Balance</th><th>Date</th><th class="n">Balance</th><th>Date</th><th class="n">Balance</th></tr></thead><tbody>${dailyRows.join('')}</tbody></table>`,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Description after the amounts: Date | Withdrawals | Deposits | Balance | Description, over pages.

export const descriptionLast: SecondFamilyLayout = {
  name: 'description-last',
  locked: false,
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Lakeshore Credit Union', accountName: 'Share Draft Checking', start: '2025-04-01', days: 30, rows: 70, long: true }),
  html(h: History) {
    const closing = h.rows[h.rows.length - 1].balanceCents;
    const rows = h.rows
      .map((r) => `<tr><td>${r.date}</td><td class="n">${r.amountCents < 0 ? figure(r.amountCents) : ''}</td><td class="n">${r.amountCents > 0 ? figure(r.amountCents) : ''}</td><td class="n">${figure(r.balanceCents)}</td><td style="width:46%">${esc(r.description)}</td></tr>`)
      .join('');
    return page(
      'DejaVu Sans',
      `<h1>${esc(h.bank)}</h1><p>Federally insured by NCUA</p>
      <p>Statement Period 2025-04-01 to ${h.end}</p>
      <p>${esc(h.accountName)} &nbsp; Account # ****${h.accountNumber.slice(-4)}</p>
      <p>Previous Balance $${figure(h.openingCents)} &nbsp;&nbsp; New Balance $${figure(closing)}</p>
      <table><thead><tr><th>Date</th><th class="n">Withdrawals</th><th class="n">Deposits</th><th class="n">Balance</th><th>Transaction Description</th></tr></thead><tbody>${rows}</tbody></table>`,
      'body { font-size: 8.5pt; }',
    );
  },
};

// ---------------------------------------------------------------------------------------------
// European: decimal commas, DD.MM.YYYY, one signed amount column, EUR.

export const euDecimalComma: SecondFamilyLayout = {
  name: 'eu-decimal-comma',
  locked: false,
  currency: 'EUR',
  history: (seed) => makeHistory(seed, { bank: 'Rheinland Volksbank eG', accountName: 'Girokonto', start: '2025-05-01', days: 31, rows: 30 }),
  html(h: History) {
    const de = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
    const closing = h.rows[h.rows.length - 1].balanceCents;
    const rows = h.rows
      .map((r) => `<tr><td>${de(r.date)}</td><td>${esc(r.description)}</td><td class="n">${r.amountCents < 0 ? '-' : ''}${figure(r.amountCents, true)}</td><td class="n">${figure(r.balanceCents, true)}</td></tr>`)
      .join('');
    return page(
      'Liberation Serif',
      `<h1>${esc(h.bank)}</h1>
      <p>Account statement ${de(h.start)} - ${de(h.end)}</p>
      <p>${esc(h.accountName)} &nbsp; IBAN DE00 3706 0193 00${h.accountNumber}</p>
      <p>Opening balance EUR ${figure(h.openingCents, true)}</p>
      <table><thead><tr><th>Date</th><th>Details</th><th class="n">Amount EUR</th><th class="n">Balance EUR</th></tr></thead><tbody>${rows}</tbody></table>
      <p>Closing balance EUR ${figure(closing, true)}</p>`,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Locked layouts: generated like the others, scored only at the end.

export const lockedUkPaidInOut: SecondFamilyLayout = {
  name: 'uk-paid-in-out',
  locked: true,
  currency: 'GBP',
  history: (seed) => makeHistory(seed, { bank: 'Northern Counties Building Society', accountName: 'FlexAccount', start: '2025-06-01', days: 30, rows: 60, long: true }),
  html(h: History) {
    const d = (x: string) => `${String(parts(x).d).padStart(2, '0')} ${MONTHS[parts(x).m - 1]} ${String(parts(x).y).slice(2)}`;
    const closing = h.rows[h.rows.length - 1].balanceCents;
    const rows = h.rows
      .map((r) => `<tr><td>${d(r.date)}</td><td style="width:42%">${esc(r.description)}</td><td class="n">${r.amountCents < 0 ? figure(r.amountCents) : ''}</td><td class="n">${r.amountCents > 0 ? figure(r.amountCents) : ''}</td><td class="n">${figure(r.balanceCents)}</td></tr>`)
      .join('');
    return page(
      'DejaVu Sans Condensed',
      `<h1>${esc(h.bank)}</h1>
      <p>${esc(h.accountName)} statement for the period ${d(h.start)} to ${d(h.end)}</p>
      <p>Account no. ${h.accountNumber} &nbsp; Sort code 07-00-93</p>
      <table><thead><tr><th>Date</th><th>Payment type and details</th><th class="n">Paid out</th><th class="n">Paid in</th><th class="n">Balance</th></tr></thead>
      <tbody><tr><td>${d(h.start)}</td><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td class="n">${figure(h.openingCents)}</td></tr>${rows}</tbody></table>
      <p>Closing balance £${figure(closing)}</p>`,
    );
  },
};

export const lockedUsTwoDates: SecondFamilyLayout = {
  name: 'us-two-dates',
  locked: true,
  currency: 'USD',
  history: (seed) => makeHistory(seed, { bank: 'Cascade Federal Savings', accountName: 'Everyday Checking', start: '2025-02-15', days: 28, rows: 45, long: true }),
  html(h: History) {
    const post = (x: string) => {
      const t = Date.parse(`${x}T00:00:00Z`) + 86_400_000;
      return usShort(new Date(Math.min(t, Date.parse(`${h.end}T00:00:00Z`))).toISOString().slice(0, 10));
    };
    const closing = h.rows[h.rows.length - 1].balanceCents;
    const money = (c: number) => (c < 0 ? `(${figure(c)})` : figure(c));
    const rows = h.rows
      .map((r) => `<tr><td>${usShort(r.date)}</td><td>${post(r.date)}</td><td style="width:48%">${esc(r.description)}</td><td class="n">${money(r.amountCents)}</td><td class="n">${figure(r.balanceCents)}</td></tr>`)
      .join('');
    return page(
      'Liberation Sans Narrow',
      `<h1>${esc(h.bank)}</h1>
      <p>Statement Period ${usShort(h.start)}/${parts(h.start).y} - ${usShort(h.end)}/${parts(h.end).y}</p>
      <p>${esc(h.accountName)} &nbsp; Account Number: XXXXXX${h.accountNumber.slice(-4)}</p>
      <p>Beginning Balance $${figure(h.openingCents)}<br>Ending Balance $${figure(closing)}</p>
      <table><thead><tr><th>Trans. Date</th><th>Post Date</th><th>Description</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  },
};

export const SECOND_FAMILY: SecondFamilyLayout[] = [ukCurrent, usSections, descriptionLast, euDecimalComma, lockedUkPaidInOut, lockedUsTwoDates];
