// The statement layouts of the second locked split. Each lays a statement's rows out page by page
// itself (explicit page breaks, a fixed number of rows a page), so the truth knows the page every row
// is printed on. Truth: the format of eval/statements/types.ts, as the committed second family and
// locked split write it (layout, currency and period on top).

import { date, fodt, fods, money, xml, type SheetCell, type WriterBlock } from '../../paystubs/locked-2/print.ts';
import { describe, history, type Account, type Row } from './histories.ts';
import type { StatementTruth } from '../types.ts';

export type Printable = { kind: 'html'; html: string; format: 'Letter' | 'A4' } | { kind: 'fodt'; doc: string } | { kind: 'fods'; doc: string };

export interface Locked2StatementTruth extends StatementTruth {
  layout: string;
  currency: string;
  period: { start: string; end: string };
  source: string;
}

export interface StatementLayout {
  name: string;
  currency: string;
  count: number;
  draw(n: number): { doc: Printable; truth: Locked2StatementTruth };
}

const esc = xml;

/** Rows split into pages: `first` rows on page 1, `rest` on each page after. */
function paginate<T>(items: T[], first: number, rest: number): T[][] {
  const pages: T[][] = [items.slice(0, first)];
  for (let i = first; i < items.length; i += rest) pages.push(items.slice(i, i + rest));
  return pages;
}

interface Printed {
  account: Account;
  /** Per row: its printed description and page. */
  rows: Array<{ row: Row; description: string; page: number }>;
}

function truthOf(layout: string, currency: string, period: { start: string; end: string }, printed: Printed[]): Locked2StatementTruth {
  return {
    layout,
    currency,
    period,
    source: 'generated (eval/statements/locked-2)',
    accounts: printed.map((p) => ({
      mask: p.account.mask,
      name: null,
      openingBalanceCents: p.account.opening,
      closingBalanceCents: p.account.closing,
      transactions: p.rows.map((r) => ({ date: r.row.date, description: r.description, amountCents: r.row.amount, page: r.page })),
      expectStatus: 'RECONCILED' as const,
    })),
    expectReconciled: true,
    expectStatus: 'RECONCILED',
  };
}

const HOLDERS = [
  { name: 'DANIELA M FERREIRA', lines: ['2281 WICKLOW CT'], city: 'COLUMBUS', state: 'OH', zip: '43221' },
  { name: 'TERRENCE A WHITCOMBE', lines: ['77 HAWTHORN RIDGE DR', 'APT 4'], city: 'DUBLIN', state: 'OH', zip: '43017' },
  { name: 'ROSALIND KWAME', lines: ['5106 BRANDYWINE LN'], city: 'HILLIARD', state: 'OH', zip: '43026' },
];

// ---------------------------------------------------------------------------------------------------
// cu-shares: a credit union's member statement. An account summary, then one section per share
// (savings, then share-draft checking) with Beginning and Ending Balance lines; every description on
// two lines (kind, then detail); MM/DD dates without a year (one statement spans a new year); one
// signed Amount column and a Balance; a loan section that is a summary only (no transaction rows).

const CU_PERIODS = [
  ['2025-12-16', '2026-01-15'],
  ['2026-04-01', '2026-04-30'],
  ['2026-07-16', '2026-08-15'],
];

const cuShares: StatementLayout = {
  name: 'cu-shares',
  currency: 'USD',
  count: 3,
  draw(n) {
    const [start, end] = CU_PERIODS[n - 1];
    const holder = HOLDERS[n - 1];
    const key = `locked-2:statement:cu-shares:${n}`;
    const savings = history(`${key}:savings`, { region: 'US', start, end, rows: 5 + n * 2, opening: [40_000, 900_000], spending: false });
    const checking = history(`${key}:checking`, { region: 'US', start, end, rows: 28 + n * 9, opening: [5_000, 60_000], spending: true, employer: ['BUCKEYE LOGISTICS', 'OLENTANGY SCHOOLS', 'MT CARMEL HEALTH'][n - 1], payCents: 168_000 + n * 21_700, checks: true });
    const sections = [
      { id: '01', title: 'PRIMARY SHARE SAVINGS', account: savings },
      { id: '10', title: 'SHARE DRAFT CHECKING', account: checking },
    ];
    // Items in print order, each one unit tall but headings (two).
    type Item = { t: 'head'; s: (typeof sections)[number]; cont: boolean } | { t: 'begin' | 'end'; s: (typeof sections)[number] } | { t: 'row'; s: (typeof sections)[number]; row: Row };
    const items: Item[] = [];
    for (const s of sections) {
      items.push({ t: 'head', s, cont: false }, { t: 'begin', s });
      for (const row of s.account.rows) items.push({ t: 'row', s, row });
      items.push({ t: 'end', s });
    }
    const pages = paginate(items, 13, 28);
    // A section's heading never ends a page.
    for (let p = 0; p + 1 < pages.length; p++) if (pages[p][pages[p].length - 1].t === 'head') pages[p + 1].unshift(pages[p].pop()!);
    const printed: Printed[] = sections.map((s) => ({ account: s.account, rows: [] }));
    const md = date.md;
    const sign = (c: number) => `${c < 0 ? '-' : ''}${money(c)}`;
    const loanBalance = 1_180_000 + n * 93_311;
    const loanPay = 41_218 + n * 1_000;
    const interest = Math.round(loanBalance * 0.0649 / 12);
    const html = pages
      .map((page, p) => {
        let section: (typeof sections)[number] | null = null;
        const body: string[] = [];
        for (const it of page) {
          if (it.t === 'head' || section !== it.s) {
            if (section) body.push('</table>');
            section = it.s;
            body.push(`<h2>SHARE ${it.s.id} &nbsp; ${it.s.title}${it.t === 'head' ? '' : ' (CONTINUED)'}</h2><div class="acct">Account Number ${it.s.account.number}</div><table><tr><th style="width:11%">Date</th><th>Transaction Description</th><th class="n" style="width:14%">Amount</th><th class="n" style="width:15%">Balance</th></tr>`);
            if (it.t === 'head') continue;
          }
          if (it.t === 'begin') body.push(`<tr><td>${md(start)}</td><td>Beginning Balance</td><td></td><td class="n">${money(it.s.account.opening)}</td></tr>`);
          else if (it.t === 'end') body.push(`<tr><td>${md(end)}</td><td>Ending Balance</td><td></td><td class="n">${money(it.s.account.closing)}</td></tr>`);
          else if (it.t === 'row') {
            body.push(`<tr><td>${md(it.row.date)}</td><td>${esc(it.row.kind)}<br><span class="d">${esc(it.row.detail)}</span></td><td class="n">${sign(it.row.amount)}</td><td class="n">${money(it.row.balance)}</td></tr>`);
            printed[sections.indexOf(it.s)].rows.push({ row: it.row, description: describe(it.row), page: p + 1 });
          }
        }
        if (section) body.push('</table>');
        const last = p === pages.length - 1;
        const header =
          p === 0
            ? `<div class="top"><div><b style="font-size:13pt">Scioto Valley Community Credit Union</b><br>4200 Riverside Dr &middot; Columbus, OH 43221<br>(614) 555-0142 &middot; Federally insured by NCUA</div>
<div style="text-align:right"><b>MEMBER STATEMENT</b><br>Statement Period: ${date.mdy(start)} - ${date.mdy(end)}<br>Member Number: ${40_000 + n * 7_331}</div></div>
<div style="margin:14px 0 10px 40px">${esc(holder.name)}<br>${holder.lines.map(esc).join('<br>')}<br>${esc(`${holder.city} ${holder.state} ${holder.zip}`)}</div>
<h2>ACCOUNT SUMMARY</h2><table class="sum"><tr><th>Share</th><th>Description</th><th class="n">Beginning Balance</th><th class="n">Deposits</th><th class="n">Withdrawals</th><th class="n">Ending Balance</th></tr>
${sections.map((s) => `<tr><td>${s.id}</td><td>${s.title}</td><td class="n">${money(s.account.opening)}</td><td class="n">${money(s.account.rows.filter((r) => r.amount > 0).reduce((t, r) => t + r.amount, 0))}</td><td class="n">${money(-s.account.rows.filter((r) => r.amount < 0).reduce((t, r) => t + r.amount, 0))}</td><td class="n">${money(s.account.closing)}</td></tr>`).join('')}
<tr><td>50</td><td>NEW AUTO LOAN</td><td class="n">${money(loanBalance + loanPay - interest)}</td><td></td><td></td><td class="n">${money(loanBalance)}</td></tr></table>`
            : `<div class="top"><b>Scioto Valley Community Credit Union</b><span>Member Number: ${40_000 + n * 7_331} &middot; ${date.mdy(start)} - ${date.mdy(end)}</span></div>`;
        const loan = last
          ? `<h2>LOAN 50 &nbsp; NEW AUTO LOAN</h2><div class="acct">Account Number ${savings.number.slice(0, 6)}50</div><table class="loan">
<tr><td>Previous Balance</td><td class="n">${money(loanBalance + loanPay - interest)}</td><td>Annual Percentage Rate</td><td class="n">6.490%</td></tr>
<tr><td>Payments Received</td><td class="n">${money(loanPay)}</td><td>Last Payment Date</td><td class="n">${date.mdy(`${start.slice(0, 8)}2${n}`)}</td></tr>
<tr><td>Interest Charged</td><td class="n">${money(interest)}</td><td>Next Payment Due</td><td class="n">${date.mdy(`${end.slice(0, 8)}2${n}`)}</td></tr>
<tr><td>New Balance</td><td class="n">${money(loanBalance)}</td><td>Amount Due</td><td class="n">${money(loanPay)}</td></tr></table>
<p class="d">Loan payments made by transfer from a share appear in that share's history above.</p>`
          : '';
        return `<section${last ? '' : ' class="brk"'}>${header}${body.join('')}${loan}<div class="foot">Page ${p + 1} of ${pages.length}</div></section>`;
      })
      .join('');
    const doc = `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:Letter;margin:0.5in 0.55in}body{margin:0;font-family:"DejaVu Sans";font-size:7.8pt;color:#111}
section{position:relative;height:9.9in}.brk{break-after:page}
.top{display:flex;justify-content:space-between;border-bottom:2px solid #0a4a7a;padding-bottom:5px;margin-bottom:6px}
h2{font-size:8.6pt;background:#e4edf5;padding:3px 5px;margin:10px 0 2px}.acct{font-size:7pt;color:#333;margin:0 0 3px 5px}
table{border-collapse:collapse;width:100%}th{text-align:left;border-bottom:1px solid #555;padding:2px 4px;font-size:7.2pt}td{padding:2px 4px;vertical-align:top}
.n{text-align:right;white-space:nowrap}.d{color:#333;font-size:7.2pt}.sum td,.loan td{border-bottom:0.5px solid #ccc}
.foot{position:absolute;bottom:0;width:100%;text-align:center;font-size:6.8pt;color:#555}
</style></head><body>${html}</body></html>`;
    return { doc: { kind: 'html', html: doc, format: 'Letter' }, truth: truthOf('cu-shares', 'USD', { start, end }, printed) };
  },
};

// ---------------------------------------------------------------------------------------------------
// writer-summary: a community bank's checking statement typed out in LibreOffice Writer: a boxed
// summary with totals and counts, then Date | Description | Withdrawals | Deposits | Balance with
// MM/DD/YYYY dates, one table a page; sans serif.

const WRITER_PERIODS = [
  ['2026-03-01', '2026-03-31'],
  ['2026-05-01', '2026-05-31'],
  ['2026-09-01', '2026-09-30'],
];

const writerSummary: StatementLayout = {
  name: 'writer-summary',
  currency: 'USD',
  count: 3,
  draw(n) {
    const [start, end] = WRITER_PERIODS[n - 1];
    const holder = HOLDERS[(n + 1) % 3];
    const acct = history(`locked-2:statement:writer-summary:${n}`, { region: 'US', start, end, rows: 30 + n * 14, opening: [20_000, 400_000], spending: true, employer: ['FRANKLIN COUNTY ENG', 'NATIONWIDE MUTUAL', 'OHIOHEALTH CORP'][n - 1], payCents: 201_500 + n * 17_000 });
    const deposits = acct.rows.filter((r) => r.amount > 0);
    const withdrawals = acct.rows.filter((r) => r.amount < 0);
    const total = (rs: Row[]) => Math.abs(rs.reduce((t, r) => t + r.amount, 0));
    const pages = paginate(acct.rows, 22, 46);
    const printed: Printed = { account: acct, rows: [] };
    const number = `${acct.number.slice(0, 4)}-${acct.number.slice(4)}`;
    const blocks: WriterBlock[] = [
      { p: 'Riverbend Savings Bank', style: 'Title' },
      { p: '18 Front Street, Marietta, OH 45750 \u2022 riverbendsavings.example \u2022 Member FDIC', style: 'Center' },
      { p: '' },
      { p: `${holder.name}\n${holder.lines.join('\n')}\n${holder.city} ${holder.state} ${holder.zip}` },
      { p: '' },
      { p: `Everyday Checking \u2022 Account number ${number}`, style: 'Bold' },
      { p: `Statement period ${date.mdy(start)} through ${date.mdy(end)}` },
      {
        table: [
          ['Account summary', ''],
          [`Beginning balance on ${date.mdy(start)}`, `$${money(acct.opening)}`],
          [`Deposits and other credits (${deposits.length})`, `+ $${money(total(deposits))}`],
          [`Withdrawals and other debits (${withdrawals.length})`, `- $${money(total(withdrawals))}`],
          [`Ending balance on ${date.mdy(end)}`, `$${money(acct.closing)}`],
        ],
        widthsCm: [8.5, 4],
        boxed: true,
        numeric: [false, true],
      },
      { p: 'Transaction history', style: 'Head' },
    ];
    pages.forEach((rows, p) => {
      if (p > 0) blocks.push({ p: `Everyday Checking ${number} \u2022 ${date.mdy(start)} through ${date.mdy(end)} \u2022 continued`, style: 'Small', breakBefore: true });
      blocks.push({
        table: [
          ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
          ...rows.map((r) => {
            printed.rows.push({ row: r, description: describe(r), page: p + 1 });
            return [date.mdy(r.date), describe(r), r.amount < 0 ? money(r.amount) : '', r.amount > 0 ? money(r.amount) : '', money(r.balance)];
          }),
          ...(p === pages.length - 1 ? [['', 'Totals', money(total(withdrawals)), money(total(deposits)), '']] : []),
        ],
        widthsCm: [2.3, 8.6, 2.5, 2.5, 2.5],
        header: true,
        numeric: [false, false, true, true, true],
      });
    });
    blocks.push({ p: '' }, { p: 'Questions about your statement? Call 740-555-0190 or visit any branch. Report errors within 60 days.', style: 'Small' });
    return {
      doc: { kind: 'fodt', doc: fodt(blocks, { font: 'Liberation Sans', size: 9, page: 'Letter', footer: 'Riverbend Savings Bank \u2022 Everyday Checking' }) },
      truth: truthOf('writer-summary', 'USD', { start, end }, [printed]),
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// au-dmy: an Australian bank's transaction account, A4: dates DD/MM/YYYY, Debit | Credit | Balance,
// "All amounts are in Australian dollars (AUD)", Opening and Closing balance lines, card purchases
// with a second line carrying the card and a value date; serif.

const AU_PERIODS = [
  ['2026-03-01', '2026-03-31'],
  ['2026-06-01', '2026-06-30'],
  ['2026-08-01', '2026-08-31'],
];

const auDmy: StatementLayout = {
  name: 'au-dmy',
  currency: 'AUD',
  count: 3,
  draw(n) {
    const [start, end] = AU_PERIODS[n - 1];
    const acct = history(`locked-2:statement:au-dmy:${n}`, { region: 'AU', start, end, rows: 24 + n * 12, opening: [10_000, 300_000], spending: true, employer: ['REEF LOGISTICS PTY LTD', 'CAIRNS HOSPITAL & HHS', 'TROPIC TOURS PTY LTD'][n - 1], payCents: 231_000 + n * 14_500 });
    const card = String(4100 + n * 37);
    const dmy = date.dmy;
    const printed: Printed = { account: acct, rows: [] };
    const lines = (r: Row, i: number): string[] => {
      const first = describe(r);
      if (r.kind !== 'EFTPOS') return [first];
      const valueDay = i % 3 === 0 && r.date > start ? new Date(Date.parse(`${r.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : r.date;
      return [first, `Card xx${card} Value Date: ${dmy(valueDay)}`];
    };
    type Item = { t: 'open' } | { t: 'close' } | { t: 'row'; row: Row; i: number };
    const items: Item[] = [{ t: 'open' }, ...acct.rows.map((row, i) => ({ t: 'row' as const, row, i })), { t: 'close' }];
    const pages = paginate(items, 21, 34);
    const bsb = `06${n}-${String(120 + n * 7)}`;
    const number = `${acct.number.slice(0, 4)} ${acct.number.slice(4)}`;
    const html = pages
      .map((page, p) => {
        const body = page
          .map((it) => {
            if (it.t === 'open') return `<tr><td>${dmy(start)}</td><td><b>OPENING BALANCE</b></td><td></td><td></td><td class="n">${money(acct.opening)}</td></tr>`;
            if (it.t === 'close') return `<tr><td>${dmy(end)}</td><td><b>CLOSING BALANCE</b></td><td></td><td></td><td class="n">${money(acct.closing)}</td></tr>`;
            const ls = lines(it.row, it.i);
            printed.rows.push({ row: it.row, description: ls.join(' '), page: p + 1 });
            return `<tr><td>${dmy(it.row.date)}</td><td>${ls.map(esc).join('<br>')}</td><td class="n">${it.row.amount < 0 ? money(it.row.amount) : ''}</td><td class="n">${it.row.amount > 0 ? money(it.row.amount) : ''}</td><td class="n">${money(it.row.balance)}</td></tr>`;
          })
          .join('');
        const credits = acct.rows.filter((r) => r.amount > 0).reduce((t, r) => t + r.amount, 0);
        const debits = -acct.rows.filter((r) => r.amount < 0).reduce((t, r) => t + r.amount, 0);
        const head =
          p === 0
            ? `<div class="top"><div><span style="font-size:15pt;font-weight:bold">Coral Coast Bank</span><br>Coral Coast Bank Limited ABN 41 105 722 918 AFSL 238214<br>PO Box 1180, Cairns QLD 4870</div><div style="text-align:right">Statement ${n + 40}<br>(Page ${p + 1} of ${pages.length})</div></div>
<div style="display:flex;justify-content:space-between;margin:12px 0"><div>MS PRIYA RAGHAVAN<br>14 ${['Mulgrave Rd', 'Sheridan St', 'Lake St'][n - 1]}<br>EDGE HILL QLD 4870</div>
<div class="box">Everyday Access Account<br>BSB ${bsb} &nbsp; Account number ${number}<br>Statement period ${dmy(start)} to ${dmy(end)}<br>Currency: AUD</div></div>
<table class="sum"><tr><td>Opening balance</td><td class="n">$${money(acct.opening)}</td><td>Total credits</td><td class="n">$${money(credits)}</td><td>Total debits</td><td class="n">$${money(debits)}</td><td>Closing balance</td><td class="n">$${money(acct.closing)}</td></tr></table>
<p style="margin:8px 0 4px">All amounts are in Australian dollars (AUD).</p>`
            : `<div class="top"><b>Coral Coast Bank</b><span>Everyday Access Account ${number} &middot; Statement ${n + 40} (Page ${p + 1} of ${pages.length})</span></div>`;
        return `<section${p === pages.length - 1 ? '' : ' class="brk"'}>${head}<table><tr><th style="width:13%">Date</th><th>Transaction details</th><th class="n" style="width:12%">Debit</th><th class="n" style="width:12%">Credit</th><th class="n" style="width:14%">Balance</th></tr>${body}</table></section>`;
      })
      .join('');
    const doc = `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:A4;margin:14mm 13mm}body{margin:0;font-family:"DejaVu Serif";font-size:8pt;color:#1a1a1a}.brk{break-after:page}
.top{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:5px;margin-bottom:6px}.box{border:1px solid #666;padding:5px 8px}
table{border-collapse:collapse;width:100%}th{text-align:left;background:#eee;padding:3px 4px;font-size:7.5pt}td{padding:2px 4px;vertical-align:top;border-bottom:0.5px solid #ddd}
.n{text-align:right;white-space:nowrap}.sum td{border:1px solid #999;padding:3px 5px}
</style></head><body>${html}</body></html>`;
    return { doc: { kind: 'html', html: doc, format: 'A4' }, truth: truthOf('au-dmy', 'AUD', { start, end }, [printed]) };
  },
};

// ---------------------------------------------------------------------------------------------------
// calc-cad: a Canadian chequing account exported to a spreadsheet and printed by LibreOffice Calc:
// ISO dates, one signed "Amount (CAD)" column with minus signs, "Balance (CAD)", a page break every
// 38 rows, the header row repeated on every page.

const CA_PERIODS = [
  ['2026-01-01', '2026-01-31'],
  ['2026-05-01', '2026-05-31'],
];

const calcCad: StatementLayout = {
  name: 'calc-cad',
  currency: 'CAD',
  count: 2,
  draw(n) {
    const [start, end] = CA_PERIODS[n - 1];
    const acct = history(`locked-2:statement:calc-cad:${n}`, { region: 'CA', start, end, rows: 45 + n * 15, opening: [15_000, 250_000], spending: true, employer: ['GOVT OF CANADA PSPC', 'SHOPIFY INC'][n - 1], payCents: 248_000 + n * 9_000 });
    const pages = paginate(acct.rows, 30, 40);
    const printed: Printed = { account: acct, rows: [] };
    const number = `00421-003-${acct.number.slice(1)}`;
    const rows: Array<{ cells: SheetCell[]; breakBefore?: boolean }> = [
      { cells: [{ t: 'Banque Outaouais', bold: true, size: 14 }] },
      { cells: ['Chequing account', number] },
      { cells: ['Account holder', 'ETIENNE LAVOIE-SINGH'] },
      { cells: ['Statement period', `${start} to ${end}`] },
      { cells: ['Currency', 'CAD (Canadian dollars)'] },
      { cells: ['Opening balance', '', '', { n: acct.opening / 100, bold: true }] },
      { cells: [''] },
    ];
    const head: SheetCell[] = [{ t: 'Date', bold: true }, { t: 'Description', bold: true }, { t: 'Amount (CAD)', bold: true, right: true }, { t: 'Balance (CAD)', bold: true, right: true }];
    pages.forEach((pageRows, p) => {
      rows.push({ cells: head, breakBefore: p > 0 });
      for (const r of pageRows) {
        printed.rows.push({ row: r, description: describe(r), page: p + 1 });
        rows.push({ cells: [r.date, describe(r), { n: r.amount / 100 }, { n: r.balance / 100 }] });
      }
    });
    rows.push({ cells: [''] }, { cells: ['Closing balance', '', '', { n: acct.closing / 100, bold: true }] });
    return {
      doc: { kind: 'fods', doc: fods(rows.map((r) => r.cells), { widthsCm: [3.2, 9.2, 3.2, 3.4], font: 'Liberation Sans', size: 9, sheet: 'Transactions', breaks: rows.flatMap((r, i) => (r.breakBefore ? [i] : [])) }) },
      truth: truthOf('calc-cad', 'CAD', { start, end }, [printed]),
    };
  },
};

export const STATEMENT_LAYOUTS: StatementLayout[] = [cuShares, writerSummary, auDmy, calcCad];
