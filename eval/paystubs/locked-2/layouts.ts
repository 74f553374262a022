// The five paystub layouts of the second locked split. Each takes a stub (stubs.ts) and returns the
// document to print (HTML for Chromium, a flat ODT or ODS for LibreOffice) and the truth of what it
// prints. Each has its own deduction vocabulary, fonts, date and amount forms.

import { date, fodt, fods, inWords, money, xml, type MoneyForm, type SheetCell } from './print.ts';
import { makeStub, oneLine, truthOf, type Frequency, type Locked2Truth, type Party, type Stub, type Vocabulary } from './stubs.ts';

export type Printable = { kind: 'html'; html: string; landscape?: boolean } | { kind: 'fodt'; doc: string } | { kind: 'fods'; doc: string };

export interface Layout {
  name: string;
  /** Pay frequency of each stub, in order (five stubs a layout). */
  frequencies: Frequency[];
  vocabulary: Vocabulary;
  /** A deduction that ended earlier in the year may print with its YTD only. */
  ytdOnlyLine: boolean;
  draw(s: Stub): { doc: Printable; truth: Locked2Truth };
}

const esc = xml;
const FREQ_WORD: Record<Frequency, string> = { WEEKLY: 'Weekly', BIWEEKLY: 'Bi-weekly', SEMI_MONTHLY: 'Semi-monthly', MONTHLY: 'Monthly' };
const sum = (xs: Array<number | null>) => xs.reduce<number>((s, x) => s + (x ?? 0), 0);
const cityLine = (p: Party) => `${p.city}, ${p.state} ${p.zip}`;

// ---------------------------------------------------------------------------------------------------
// mono-register: an impact-printer style register, landscape, one monospaced block; earnings, taxes
// and other deductions as three side-by-side columns, each with CURRENT and YTD; dates 05-Jan-2026;
// amounts without $ or separators; everything upper case except the amounts.

const mono: Layout = {
  name: 'mono-register',
  frequencies: ['WEEKLY', 'BIWEEKLY', 'WEEKLY', 'BIWEEKLY', 'WEEKLY'],
  ytdOnlyLine: true,
  vocabulary: {
    fed: 'FED WITHHLDG', ss: 'FICA OASDI', med: 'FICA MEDCR', state: '{ST} STATE W/H', local: '{CITY} CITY TX',
    retire: '401K DEFERRAL', health: 'MEDICAL PLAN', dental: 'DENTAL PLAN', vision: 'VISION PLAN', hsa: 'HSA CONTRIB', roth: 'ROTH DEFERRAL',
    union: 'UNION DUES', loan: 'ADVANCE REPAY', charity: 'UNITED WAY', regular: 'REGULAR', overtime: 'OVERTIME', salary: 'SALARY', bonus: 'BONUS',
  },
  draw(s) {
    const m = (c: number | null) => (c === null ? '' : money(c, { thousands: false }));
    const D = date.dMonY;
    const up = (x: string) => x.toUpperCase();
    const W = [47, 39, 39];
    const cols: string[][] = [[], [], []];
    const head = (label: string, hrs: boolean) => (hrs ? `${label.padEnd(12)}${'HRS'.padStart(7)}${'RATE'.padStart(8)}${'CURRENT'.padStart(10)}${'YTD'.padStart(10)}` : `${label.padEnd(19)}${'CURRENT'.padStart(10)}${'YTD'.padStart(10)}`);
    const line = (name: string, cur: number | null, ytd: number) => `${up(name).padEnd(19)}${m(cur).padStart(10)}${m(ytd).padStart(10)}`;
    cols[0].push(head('EARNINGS', true), '-'.repeat(W[0]));
    // The vocabulary is upper case but for the city in a local tax's name: printed upper case too.
    for (const e of s.earnings) {
      cols[0].push(`${e.name.padEnd(12)}${(e.hours === null || !e.current ? '' : (e.hours / 100).toFixed(2)).padStart(7)}${(e.rate === null || !e.current ? '' : (e.rate / 100).toFixed(4)).padStart(8)}${(e.current ? m(e.current) : '').padStart(10)}${m(e.ytd).padStart(10)}`);
    }
    const taxes = s.deductions.filter((d) => d.kind === 'tax');
    const others = s.deductions.filter((d) => d.kind !== 'tax');
    cols[1].push(head('TAXES', false), '-'.repeat(W[1]), ...taxes.map((d) => line(d.name, d.current, d.ytd)));
    cols[2].push(head('OTHER DEDUCTIONS', false), '-'.repeat(W[2]), ...others.map((d) => line(d.name, d.current, d.ytd)));
    const rows = Math.max(...cols.map((c) => c.length));
    const block = Array.from({ length: rows }, (_, i) => cols.map((c, k) => (c[i] ?? '').padEnd(W[k])).join(' | ')).join('\n');
    const totals = [
      `${'GROSS PAY'.padEnd(25)}${m(s.gross).padStart(11)}${m(s.grossYtd).padStart(11)}`,
      `${'TOTAL TAXES'.padEnd(25)}${m(sum(taxes.map((d) => d.current))).padStart(11)}${m(sum(taxes.map((d) => d.ytd))).padStart(11)}`,
      `${'TOTAL OTHER DEDUCTIONS'.padEnd(25)}${m(sum(others.map((d) => d.current))).padStart(11)}${m(sum(others.map((d) => d.ytd))).padStart(11)}`,
      `${'NET PAY'.padEnd(25)}${m(s.net).padStart(11)}${m(s.netYtd).padStart(11)}`,
    ].join('\n');
    const er = s.employer;
    const ee = s.employee;
    const header = [
      `${up(er.name).padEnd(62)}EARNINGS STATEMENT`,
      `${up([...er.lines].join(' ')).padEnd(62)}CHECK DATE    ${up(D(s.payDate))}`,
      `${up(cityLine(er)).padEnd(62)}PERIOD BEGIN  ${up(D(s.periodStart))}`,
      `${''.padEnd(62)}PERIOD END    ${up(D(s.periodEnd))}`,
      `${`EMPLOYEE NO. ${s.employeeId}`.padEnd(62)}PAY FREQUENCY ${up(FREQ_WORD[s.frequency])}`,
      '',
      `    ${up(ee.name)}`,
      ...ee.lines.map((l) => `    ${up(l)}`),
      `    ${up(cityLine(ee))}`,
    ].join('\n');
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:Letter landscape;margin:0.45in}body{margin:0}pre{font-family:"Liberation Mono";font-size:8.4pt;line-height:1.35;margin:0}</style></head><body><pre>${esc(header)}\n\n${esc(block)}\n${'='.repeat(131)}\n${esc(totals)}\n\n    DIRECT DEPOSIT ACCT ******${s.depositMask}     ${m(s.net)}\n    THIS IS NOT A CHECK - NON NEGOTIABLE</pre></body></html>`;
    const truth = truthOf(s, 'mono-register');
    // Printed upper case: the truth says what the page says.
    return { doc: { kind: 'html', html, landscape: true }, truth: { ...truth, deductions: truth.deductions.map((x) => ({ ...x, name: up(x.name) })), employer: { ...truth.employer, name: up(er.name), address: up(oneLine(er)) }, employee: { name: up(ee.name), address: up(oneLine(ee)) } } };
  },
};

// ---------------------------------------------------------------------------------------------------
// stacked-cards: a web payroll portal's printout; every value under its small grey label, cards
// stacked down the page; dates "Jan 5, 2026"; $ amounts with separators; the period "a – b".

const cards: Layout = {
  name: 'stacked-cards',
  frequencies: ['SEMI_MONTHLY', 'MONTHLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY'],
  ytdOnlyLine: false,
  vocabulary: {
    fed: 'Federal income tax', ss: 'Social Security', med: 'Medicare', state: '{ST} income tax', local: '{CITY} local income tax',
    retire: '401(k)', health: 'Medical insurance', dental: 'Dental insurance', vision: 'Vision insurance', hsa: 'Health savings account', roth: 'Roth 401(k)',
    union: 'Union dues', loan: 'Payroll advance', charity: 'Charitable giving', regular: 'Regular pay', overtime: 'Overtime pay', salary: 'Salary', bonus: 'Bonus',
  },
  draw(s) {
    const $ = (c: number | null) => (c === null ? '—' : money(c, { dollar: true }));
    const D = date.monD;
    const kv = (label: string, value: string) => `<div class="kv"><div class="l">${esc(label)}</div><div class="v">${value}</div></div>`;
    const table = (title: string, rows: Array<[string, number | null, number]>) =>
      rows.length === 0
        ? ''
        : `<div class="card"><div class="h">${esc(title)}</div><table><tr><th></th><th class="n">Current</th><th class="n">Year to date</th></tr>${rows.map(([n, c, y]) => `<tr><td>${esc(n)}</td><td class="n">${$(c)}</td><td class="n">${$(y)}</td></tr>`).join('')}</table></div>`;
    const taxes = s.deductions.filter((d) => d.kind === 'tax');
    const pre = s.deductions.filter((d) => d.kind === 'pre');
    const post = s.deductions.filter((d) => d.kind === 'post');
    const ded = [...pre, ...post];
    const ee = s.employee;
    const er = s.employer;
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:Letter;margin:0.5in}body{margin:0;font-family:"DejaVu Sans";font-size:8.5pt;color:#222}
.top{font-size:15pt;font-weight:bold}.sub{color:#555;margin-bottom:10px}
.card{border:1px solid #bbb;border-radius:6px;padding:8px 10px;margin:8px 0}.h{font-weight:bold;font-size:9.5pt;margin-bottom:6px}
.row{display:flex;gap:28px;flex-wrap:wrap}.kv .l{font-size:6.8pt;color:#777;text-transform:uppercase;letter-spacing:0.3px}.kv .v{font-size:9pt;margin-top:2px}
.big .v{font-size:13pt;font-weight:bold}
table{border-collapse:collapse;width:100%}th{font-size:6.8pt;color:#777;text-transform:uppercase;text-align:left;font-weight:normal;border-bottom:1px solid #ddd}td{padding:2px 0}.n{text-align:right}
</style></head><body>
<div class="top">${esc(er.name)}</div><div class="sub">${esc(oneLine(er))}</div>
<div class="card"><div class="h">Pay statement</div><div class="row">
${kv('Employee', esc(ee.name))}${kv('Home address', `${ee.lines.map(esc).join('<br>')}<br>${esc(cityLine(ee))}`)}${kv('Employee ID', s.employeeId)}</div>
<div class="row" style="margin-top:8px">${kv('Pay date', D(s.payDate))}${kv('Pay period', `${D(s.periodStart)} – ${D(s.periodEnd)}`)}${kv('Pay frequency', FREQ_WORD[s.frequency])}</div></div>
<div class="card"><div class="h">Summary</div><div class="row big">${kv('Gross pay', $(s.gross))}${kv('Taxes', $(sum(taxes.map((d) => d.current))))}${kv('Deductions', $(sum(ded.map((d) => d.current))))}${kv('Net pay', $(s.net))}</div>
<div class="row" style="margin-top:8px">${kv('Gross pay YTD', $(s.grossYtd))}${kv('Taxes YTD', $(sum(taxes.map((d) => d.ytd))))}${kv('Deductions YTD', $(sum(ded.map((d) => d.ytd))))}${kv('Net pay YTD', $(s.netYtd))}</div></div>
<div class="card"><div class="h">Earnings</div><table><tr><th></th><th class="n">Hours</th><th class="n">Rate</th><th class="n">Current</th><th class="n">Year to date</th></tr>
${s.earnings.map((e) => `<tr><td>${esc(e.name)}</td><td class="n">${e.hours === null || !e.current ? '' : (e.hours / 100).toFixed(2)}</td><td class="n">${e.rate === null || !e.current ? '' : $(e.rate)}</td><td class="n">${$(e.current)}</td><td class="n">${$(e.ytd)}</td></tr>`).join('')}</table></div>
${table('Taxes', taxes.map((d) => [d.name, d.current, d.ytd]))}
${table('Pre-tax deductions', pre.map((d) => [d.name, d.current, d.ytd]))}
${table('After-tax deductions', post.map((d) => [d.name, d.current, d.ytd]))}
<div class="card"><div class="h">Deposit</div><div class="row">${kv('Account', `Checking ····${s.depositMask}`)}${kv('Amount', $(s.net))}</div></div>
</body></html>`;
    return { doc: { kind: 'html', html }, truth: truthOf(s, 'stacked-cards') };
  },
};

// ---------------------------------------------------------------------------------------------------
// writer-advice: a small employer's pay advice typed in a word processor (LibreOffice Writer, serif):
// a centred letterhead, "Pay date: 2026-01-30" lines, an earnings table and one deductions table with
// taxes and benefits together, net pay as sentences; ISO dates; $ on totals only.

const writer: Layout = {
  name: 'writer-advice',
  frequencies: ['MONTHLY', 'SEMI_MONTHLY', 'MONTHLY', 'BIWEEKLY', 'SEMI_MONTHLY'],
  ytdOnlyLine: true,
  vocabulary: {
    fed: 'Federal income tax withheld', ss: 'Social Security (6.2%)', med: 'Medicare (1.45%)', state: 'State income tax ({ST})', local: 'Local tax ({CITY})',
    retire: '403(b) contribution', health: 'Health insurance premium', dental: 'Dental premium', vision: 'Vision premium', hsa: 'HSA deposit', roth: 'Roth 403(b)',
    union: 'Association dues', loan: 'Loan repayment', charity: 'Charity pledge', regular: 'Regular hours', overtime: 'Overtime hours', salary: 'Monthly salary', bonus: 'Bonus',
  },
  draw(s) {
    const m = (c: number | null) => (c === null ? '' : money(c));
    const $ = (c: number) => money(c, { dollar: true });
    const D = date.iso;
    const er = s.employer;
    const ee = s.employee;
    const ded = s.deductions;
    const docText = fodt(
      [
        { p: er.name, style: 'Title' },
        { p: [...er.lines, cityLine(er)].join(' \u2022 '), style: 'Center' },
        { p: 'PAY ADVICE', style: 'Head' },
        { p: `Employee: ${ee.name}` },
        { p: `Address: ${ee.lines.join(', ')}\n${cityLine(ee)}` },
        { p: `Pay date: ${D(s.payDate)}` },
        { p: `Pay period: ${D(s.periodStart)} to ${D(s.periodEnd)} (${FREQ_WORD[s.frequency].toLowerCase()})` },
        { p: 'Earnings', style: 'Bold' },
        {
          table: [
            ['Description', 'Hours', 'Rate', 'Amount', 'Year to date'],
            ...s.earnings.map((e) => [e.name, e.hours === null || !e.current ? '' : (e.hours / 100).toFixed(2), e.rate === null || !e.current ? '' : money(e.rate), e.current ? m(e.current) : '', m(e.ytd)]),
            ['Total gross pay', '', '', $(s.gross), $(s.grossYtd)],
          ],
          widthsCm: [6.2, 2, 2.2, 3, 3.2],
          header: true,
          numeric: [false, true, true, true, true],
        },
        { p: 'Deductions', style: 'Bold' },
        {
          table: [['Description', 'Amount', 'Year to date'], ...ded.map((d) => [d.name, m(d.current), m(d.ytd)]), ['Total deductions', $(sum(ded.map((d) => d.current))), $(sum(ded.map((d) => d.ytd)))]],
          widthsCm: [7.2, 3, 3.2],
          header: true,
          numeric: [false, true, true],
        },
        { p: '' },
        { p: `Net pay this period: ${$(s.net)}`, style: 'Bold' },
        { p: `Net pay year to date: ${$(s.netYtd)}` },
        { p: `Paid by direct deposit to the account ending ${s.depositMask}. Please keep this advice for your records.`, style: 'Small' },
      ],
      { font: 'Liberation Serif', size: 10.5, page: 'Letter' },
    );
    return { doc: { kind: 'fodt', doc: docText }, truth: truthOf(s, 'writer-advice') };
  },
};

// ---------------------------------------------------------------------------------------------------
// sheet-horizontal: an online-spreadsheet stub printed by LibreOffice Calc with grid lines: the
// figures run across the page, one column per item (gross, each tax and deduction, net), a row for
// this period and one for the year; dates MM/DD/YYYY in label/value cells above.

const sheet: Layout = {
  name: 'sheet-horizontal',
  frequencies: ['BIWEEKLY', 'WEEKLY', 'SEMI_MONTHLY', 'BIWEEKLY', 'MONTHLY'],
  ytdOnlyLine: false,
  vocabulary: {
    fed: 'Fed W/H', ss: 'Soc Sec', med: 'Medicare', state: '{ST} W/H', local: 'Local W/H',
    retire: '401k', health: 'Health Ins', dental: 'Dental Ins', vision: 'Vision Ins', hsa: 'HSA', roth: 'Roth', union: 'Dues',
    loan: 'Loan', charity: 'Donation', regular: 'Regular', overtime: 'Overtime', salary: 'Salary', bonus: 'Bonus',
  },
  draw(s) {
    const D = date.mdy;
    const er = s.employer;
    const ee = s.employee;
    const ded = s.deductions;
    const n = (c: number | null): SheetCell => (c === null ? '' : { n: c / 100 });
    const width = Math.max(8, 3 + ded.length);
    const fill = (r: SheetCell[]) => [...r, ...Array(Math.max(0, width - r.length)).fill('')];
    const hours = s.earnings.reduce((t, e) => t + (e.current && e.hours ? e.hours : 0), 0);
    const rows: SheetCell[][] = [
      fill([{ t: 'PAY STUB', bold: true, size: 14 }]),
      fill(['']),
      fill([{ t: 'Company', bold: true }, er.name, '', '', { t: 'Employee', bold: true }, ee.name]),
      fill([{ t: 'Address', bold: true }, er.lines.join(', '), '', '', { t: 'Address', bold: true }, ee.lines.join(', ')]),
      fill(['', cityLine(er), '', '', '', cityLine(ee)]),
      fill(['']),
      fill([{ t: 'Pay Date', bold: true }, { t: 'Period Start', bold: true }, { t: 'Period End', bold: true }, { t: 'Frequency', bold: true }, { t: 'Hours', bold: true }, { t: 'Employee ID', bold: true }]),
      fill([D(s.payDate), D(s.periodStart), D(s.periodEnd), FREQ_WORD[s.frequency], hours ? (hours / 100).toFixed(2) : '', s.employeeId]),
      fill(['']),
      fill(['', { t: 'Gross Pay', bold: true, right: true }, ...ded.map((d) => ({ t: d.name, bold: true, right: true })), { t: 'Net Pay', bold: true, right: true }]),
      fill([{ t: 'Current', bold: true }, n(s.gross), ...ded.map((d) => n(d.current)), { n: s.net / 100, bold: true }]),
      fill([{ t: 'Year to Date', bold: true }, n(s.grossYtd), ...ded.map((d) => n(d.ytd)), { n: s.netYtd / 100, bold: true }]),
    ];
    const widths = [2.6, 2.5, ...ded.map(() => 2.3), 2.5];
    while (widths.length < width) widths.push(2.3);
    widths[1] = Math.max(widths[1], 2.5);
    // Names and addresses sit in column B and F: widen neither, they overflow into empty cells.
    return { doc: { kind: 'fods', doc: fods(rows, { widthsCm: widths, font: 'Liberation Sans', size: 10, landscape: true, grid: true, sheet: 'Stub' }) }, truth: truthOf(s, 'sheet-horizontal') };
  },
};

// ---------------------------------------------------------------------------------------------------
// check-top: the check on top (bank name, amount in words, "PAY TO THE ORDER OF" with the mailing
// address), a perforation, then the statement: earnings with Rate before Hours, deductions under
// Before-Tax / Taxes / After-Tax sub-heads, and a totals bar across the bottom; serif; MM/DD/YYYY.

const BANKS = ['First Prairie Bank, N.A.', 'Cumberland Trust Company', 'Lakeland State Bank', 'Pacific Ridge Bank'];

const checkTop: Layout = {
  name: 'check-top',
  frequencies: ['BIWEEKLY', 'MONTHLY', 'WEEKLY', 'SEMI_MONTHLY', 'BIWEEKLY'],
  ytdOnlyLine: true,
  vocabulary: {
    fed: 'Federal W/H', ss: 'Social Security EE', med: 'Medicare EE', state: '{ST} State W/H', local: '{CITY} Municipal Tax',
    retire: 'Retirement 401(k)', health: 'Medical Premium', dental: 'Dental Premium', vision: 'Vision Premium', hsa: 'HSA Employee', roth: 'Roth 401(k) EE',
    union: 'Union Dues', loan: 'Equipment Loan', charity: 'Charitable Contribution', regular: 'Regular Earnings', overtime: 'Overtime 1.5x', salary: 'Salary', bonus: 'Incentive Bonus',
  },
  draw(s) {
    const f: MoneyForm = { dollar: false };
    const m = (c: number | null) => (c === null ? '' : money(c, f));
    const D = date.mdy;
    const er = s.employer;
    const ee = s.employee;
    const groups: Array<[string, typeof s.deductions]> = [
      ['Before-Tax', s.deductions.filter((d) => d.kind === 'pre')],
      ['Taxes', s.deductions.filter((d) => d.kind === 'tax')],
      ['After-Tax', s.deductions.filter((d) => d.kind === 'post')],
    ];
    const bank = BANKS[Number(s.checkNo) % BANKS.length];
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:Letter;margin:0.4in}body{margin:0;font-family:"DejaVu Serif";font-size:8pt}
.check{height:3.1in;position:relative;border-bottom:1px dashed #444}.abs{position:absolute}
table{border-collapse:collapse}td,th{padding:1px 5px}th{border-bottom:1px solid #000;text-align:right;font-weight:bold}th.l,td.l{text-align:left}td{text-align:right}
.sub td{font-style:italic;text-align:left;padding-top:5px}
.bar{display:flex;margin-top:12px;border:1px solid #000}.bar div{flex:1;padding:3px 6px;border-right:1px solid #000}.bar div:last-child{border-right:none}.bar .l{font-size:6.5pt;text-transform:uppercase}
</style></head><body>
<div class="check">
<div class="abs" style="left:0;top:0"><b style="font-size:11pt">${esc(er.name)}</b><br>${er.lines.map(esc).join('<br>')}<br>${esc(cityLine(er))}</div>
<div class="abs" style="left:3.3in;top:0;text-align:center">${esc(bank)}<br><span style="font-size:6.5pt">${s.checkNo.slice(0, 2)}-${s.checkNo.slice(2, 5)}/1210</span></div>
<div class="abs" style="right:0;top:0;text-align:right">Check No. ${s.checkNo}<br>Date ${D(s.payDate)}</div>
<div class="abs" style="left:0;top:1.05in;width:100%">PAY EXACTLY &nbsp; <i>${esc(inWords(s.net))}</i></div>
<div class="abs" style="right:0;top:1.3in;border:1px solid #000;padding:3px 10px;font-size:10pt">$****${money(s.net)}</div>
<div class="abs" style="left:0;top:1.6in">PAY TO THE<br>ORDER OF</div>
<div class="abs" style="left:0.9in;top:1.6in;font-size:9pt">${esc(ee.name)}<br>${ee.lines.map(esc).join('<br>')}<br>${esc(cityLine(ee))}</div>
<div class="abs" style="right:0;top:2.35in;border-top:1px solid #000;width:2.6in;text-align:center;font-size:6.5pt">AUTHORIZED SIGNATURE &nbsp; VOID AFTER 90 DAYS</div>
</div>
<div style="text-align:center;font-size:6.5pt;margin:2px 0 10px">DETACH AND RETAIN THIS STATEMENT FOR YOUR RECORDS</div>
<div style="display:flex;justify-content:space-between"><div><b>${esc(er.name)}</b><br>Earnings Statement</div>
<div>Employee: ${esc(ee.name)} &nbsp; ID ${s.employeeId}<br>Pay Period: ${D(s.periodStart)} - ${D(s.periodEnd)} &nbsp; Pay Date: ${D(s.payDate)}</div></div>
<div style="display:flex;gap:24px;margin-top:10px;align-items:flex-start">
<table><tr><th class="l">Hours and Earnings</th><th>Rate</th><th>Hours</th><th>This Period</th><th>Year to Date</th></tr>
${s.earnings.map((e) => `<tr><td class="l">${esc(e.name)}</td><td>${e.rate === null || !e.current ? '' : (e.rate / 100).toFixed(2)}</td><td>${e.hours === null || !e.current ? '' : (e.hours / 100).toFixed(2)}</td><td>${e.current ? m(e.current) : ''}</td><td>${m(e.ytd)}</td></tr>`).join('')}</table>
<table><tr><th class="l">Deductions</th><th>This Period</th><th>Year to Date</th></tr>
${groups.filter(([, ds]) => ds.length).map(([g, ds]) => `<tr class="sub"><td colspan="3">${g}</td></tr>${ds.map((d) => `<tr><td class="l">${esc(d.name)}</td><td>${m(d.current)}</td><td>${m(d.ytd)}</td></tr>`).join('')}`).join('')}</table></div>
<div class="bar"><div></div>${['Gross', ...groups.map(([g]) => g), 'Net Pay'].map((l) => `<div class="l">${l}</div>`).join('')}</div>
<div class="bar" style="margin-top:0;border-top:none"><div>Current</div><div>${m(s.gross)}</div>${groups.map(([, ds]) => `<div>${m(sum(ds.map((d) => d.current)))}</div>`).join('')}<div><b>${m(s.net)}</b></div></div>
<div class="bar" style="margin-top:0;border-top:none"><div>YTD</div><div>${m(s.grossYtd)}</div>${groups.map(([, ds]) => `<div>${m(sum(ds.map((d) => d.ytd)))}</div>`).join('')}<div>${m(s.netYtd)}</div></div>
<div style="margin-top:8px">Frequency: ${FREQ_WORD[s.frequency]}</div>
</body></html>`;
    return { doc: { kind: 'html', html }, truth: truthOf(s, 'check-top') };
  },
};

export const LAYOUTS: Layout[] = [mono, cards, writer, sheet, checkTop];

/** The stubs of a layout, each with its document and truth. Dated 2025 and 2026, none after 2026-10-30. */
export function stubsOf(layout: Layout) {
  return layout.frequencies.map((frequency, i) => {
    const stub = makeStub(`locked-2:paystub:${layout.name}:${i + 1}`, { frequency, year: i % 2 === 0 ? 2026 : 2025, notAfter: '2026-10-30', vocabulary: layout.vocabulary, ytdOnlyLine: layout.ytdOnlyLine });
    return { name: `${layout.name}-${i + 1}`, stub, ...layout.draw(stub) };
  });
}
