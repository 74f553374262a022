// The second family of paystub layouts: HTML pages printed to PDF by Chromium, modelled on the public
// sample stubs of the common payroll providers and on spreadsheet templates. Unlike the first family
// (pdfkit, Helvetica and Times at fixed positions), these come from a browser's layout engine:
// web fonts (DejaVu, Liberation), letter-spacing, justified text, CSS tables and flex boxes.

import type { Rng } from '../../statements/random.ts';
import type { PaystubTruthFile } from '../document-truth.ts';
import { amount, block, dates, esc, hours, rate, truthOf, viewOf, VOCABULARIES, type Line, type MoneyStyle, type StubView } from './stub-view.ts';
import type { SynthStub } from '../synth.ts';

export interface HtmlStub {
  html: string;
  truth: PaystubTruthFile & { layout: string };
}

export type HtmlLayout = (stub: SynthStub, rng: Rng) => HtmlStub;

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:Letter;margin:0.5in}body{margin:0}${css}</style></head><body>${body}</body></html>`;

const FREQ: Record<string, string> = { WEEKLY: 'Weekly', BIWEEKLY: 'Bi-Weekly', SEMI_MONTHLY: 'Semi-Monthly', MONTHLY: 'Monthly' };

/** Rows of a table: name, then the cells a layout asks for. */
const rows = (lines: readonly Line[], cells: (l: Line) => string[]) =>
  lines.map((l) => `<tr><td>${esc(l.name)}</td>${cells(l).map((c) => `<td class="n">${c}</td>`).join('')}</tr>`).join('');

// ADP-style earnings statement: company top left, period and pay date labels right, the employee in the
// envelope window, "Statutory" and "Other" deductions printed negative, Net Pay with its YTD missing.
const adpStatement: HtmlLayout = (stub, rng) => {
  const v = viewOf(stub, VOCABULARIES.adp);
  const m: MoneyStyle = { negative: 'minus' };
  const d = dates.us;
  const earn = rows(v.earnings, (l) => [rate(l.rate, 4), hours(l.hours), amount(l.current), amount(l.ytd)]);
  const ded = (ls: Line[]) => rows(ls, (l) => ['', '', amount(-l.current, m, true), amount(l.ytd)]);
  const font = rng.pick(['"DejaVu Sans"', '"Liberation Sans"']);
  return {
    html: page(
      `body{font-family:${font};font-size:8.5pt}.top{display:flex;justify-content:space-between}.n{text-align:right}table{border-collapse:collapse;width:62%}td,th{padding:1px 4px}th{text-align:right;font-weight:bold;border-bottom:1px solid #000}th:first-child{text-align:left}.h{font-weight:bold;padding-top:6px}.win{margin:40px 0 30px 60px;font-size:10pt}`,
      `<div class="top"><div><b>${esc(stub.employer.name)}</b><br>${block(stub.employer, false)}</div>
       <div><div style="font-size:14pt;font-weight:bold">Earnings Statement</div>
       Period Starting: ${d(stub.periodStart)}<br>Period Ending: &nbsp;${d(stub.periodEnd)}<br>Pay Date: &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${d(stub.payDate)}</div></div>
       <div class="win">${block(stub.employee)}</div>
       <table><tr><th>Earnings</th><th>rate</th><th>hours</th><th>this period</th><th>year to date</th></tr>${earn}
       <tr><td><b>Gross Pay</b></td><td></td><td></td><td class="n"><b>$${amount(stub.grossCents)}</b></td><td class="n">${amount(stub.grossYtdCents)}</td></tr>
       <tr><td class="h" colspan="5">Statutory Deductions</td></tr>${ded(v.taxes)}
       <tr><td class="h" colspan="5">Other Deductions</td></tr>${ded(v.others)}
       <tr><td><b>Net Pay</b></td><td></td><td></td><td class="n"><b>$${amount(stub.netCents)}</b></td><td class="n">${amount(stub.netYtdCents)}</td></tr></table>
       <p style="margin-top:20px">Your federal taxable wages this period are $${amount(stub.grossCents - v.sum(v.others.filter((l) => l.preTax), 'current'))}</p>`,
    ),
    truth: truthOf(v, 'adp-statement'),
  };
};

// Paychex-style pay statement: boxes with the label above the value, spelled-out short dates, taxes and
// deductions as two side-by-side tables, employee info block at the top right.
const paychexBoxes: HtmlLayout = (stub, rng) => {
  const v = viewOf(stub, VOCABULARIES.paychex);
  const d = dates.monD;
  const m: MoneyStyle = { dollar: false };
  const box = (label: string, value: string) => `<td><div class="l">${label}</div><div>${value}</div></td>`;
  const two = (ls: Line[]) => rows(ls, (l) => [amount(l.current, m), amount(l.ytd, m)]);
  const size = rng.pick(['8pt', '8.5pt', '9pt']);
  return {
    html: page(
      `body{font-family:"Liberation Serif";font-size:${size}}.l{font-size:6.5pt;text-transform:uppercase;letter-spacing:0.6px;color:#333}.boxes td{border:1px solid #555;padding:3px 8px}table{border-collapse:collapse}.n{text-align:right}.t td,.t th{padding:1px 6px}.t th{border-bottom:1px solid #000;text-align:right}.t th:first-child{text-align:left}`,
      `<table style="width:100%"><tr><td style="vertical-align:top"><div style="font-size:13pt">${esc(stub.employer.name)}</div>${block(stub.employer, false)}</td>
       <td style="vertical-align:top;text-align:left;width:40%"><b>Employee Info</b><br>${block(stub.employee)}<br>Employee ID: ${stub.employeeId}</td></tr></table>
       <h2 style="font-size:12pt;margin:14px 0 6px">Pay Statement</h2>
       <table class="boxes"><tr>${box('Check Date', d(stub.payDate))}${box('Period Start', d(stub.periodStart))}${box('Period End', d(stub.periodEnd))}${box('Pay Frequency', FREQ[stub.frequency])}${box('Net Pay', '$' + amount(stub.netCents))}</tr></table>
       <table class="t" style="margin-top:14px;width:60%"><tr><th>Earnings</th><th>Rate</th><th>Hours</th><th>Current</th><th>YTD</th></tr>
       ${rows(v.earnings, (l) => [rate(l.rate), hours(l.hours), amount(l.current, m), amount(l.ytd, m)])}
       <tr><td><b>Gross Earnings</b></td><td></td><td></td><td class="n">${amount(stub.grossCents, m)}</td><td class="n">${amount(stub.grossYtdCents, m)}</td></tr></table>
       <table style="margin-top:12px;width:100%"><tr><td style="vertical-align:top;width:50%"><table class="t" style="width:95%"><tr><th>Taxes Withheld</th><th>Current</th><th>YTD</th></tr>${two(v.taxes)}</table></td>
       <td style="vertical-align:top"><table class="t" style="width:95%"><tr><th>Deductions</th><th>Current</th><th>YTD</th></tr>${two(v.others)}</table></td></tr></table>
       <table class="t" style="margin-top:12px;width:60%"><tr><th></th><th>Current</th><th>YTD</th></tr>
       <tr><td><b>Net Pay</b></td><td class="n">${amount(stub.netCents, m)}</td><td class="n">${amount(stub.netYtdCents, m)}</td></tr></table>`,
    ),
    truth: truthOf(v, 'paychex-boxes'),
  };
};

// Gusto-style: company and employee side by side, summary table, and Employer Taxes / Company
// Contributions tables that repeat employee row names but are not deductions.
const gustoSummary: HtmlLayout = (stub) => {
  const v = viewOf(stub, VOCABULARIES.rippling);
  const m: MoneyStyle = { dollar: true };
  const d = dates.monD;
  const two = (ls: Line[]) => rows(ls, (l) => [amount(l.current, m), amount(l.ytd, m)]);
  const employerTaxes: Line[] = [
    { key: 'ss', name: 'Social Security', current: Math.round(stub.grossCents * 0.062), ytd: Math.round(stub.grossYtdCents * 0.062), hours: null, rate: null, tax: true, preTax: false },
    { key: 'medicare', name: 'Medicare', current: Math.round(stub.grossCents * 0.0145), ytd: Math.round(stub.grossYtdCents * 0.0145), hours: null, rate: null, tax: true, preTax: false },
    { key: 'futa', name: 'FUTA', current: 0, ytd: 4200, hours: null, rate: null, tax: true, preTax: false },
  ];
  const contributions = v.others.filter((l) => l.preTax).map((l) => ({ ...l, current: l.current * 3, ytd: l.ytd * 3 }));
  const pre = v.sum(v.others.filter((l) => l.preTax), 'current');
  const preY = v.sum(v.others.filter((l) => l.preTax), 'ytd');
  const post = v.sum(v.others.filter((l) => !l.preTax), 'current');
  const postY = v.sum(v.others.filter((l) => !l.preTax), 'ytd');
  return {
    html: page(
      `body{font-family:"DejaVu Sans";font-size:7.5pt;color:#222}h3{font-size:9pt;margin:12px 0 3px;color:#0a6}table{border-collapse:collapse;width:100%}td,th{padding:2px 5px}th{text-align:right;font-weight:normal;color:#666}th:first-child{text-align:left}.n{text-align:right}`,
      `<table><tr><td style="vertical-align:top;width:40%;font-size:11pt"><b>Earnings Statement</b><br><span style="font-size:7pt;white-space:nowrap">Pay period: ${d(stub.periodStart)} - ${d(stub.periodEnd)} &nbsp; Pay Day: ${d(stub.payDate)}</span></td>
       <td style="vertical-align:top;width:30%"><span style="color:#666">Company</span><br>${block(stub.employer)}</td>
       <td style="vertical-align:top"><span style="color:#666">Employee</span><br>${block(stub.employee)}</td></tr></table>
       <h3>Employee Earnings</h3><table><tr><th>Description</th><th>Rate</th><th>Hours</th><th>Current</th><th>Year To Date</th></tr>
       ${rows(v.earnings, (l) => [l.rate === null ? '' : '$' + rate(l.rate), hours(l.hours), amount(l.current, m), amount(l.ytd, m)])}
       <tr><td>Gross Earnings</td><td></td><td></td><td class="n">${amount(stub.grossCents, m)}</td><td class="n">${amount(stub.grossYtdCents, m)}</td></tr></table>
       <table><tr><td style="vertical-align:top;width:50%"><h3>Employee Taxes Withheld</h3><table><tr><th>Employee Tax</th><th>Current</th><th>Year To Date</th></tr>${two(v.taxes)}</table></td>
       <td style="vertical-align:top"><h3>Employer Taxes</h3><table><tr><th>Company Tax</th><th>Current</th><th>Year To Date</th></tr>${two(employerTaxes)}</table></td></tr></table>
       <h3>Employee Deductions</h3><table><tr><th>Description</th><th>Current</th><th>Year To Date</th></tr>${two(v.others)}</table>
       ${contributions.length ? `<h3>Employer Contributions</h3><table><tr><th>Description</th><th>Current</th><th>Year To Date</th></tr>${two(contributions)}</table>` : ''}
       <h3>Summary</h3><table><tr><th>Description</th><th>Current</th><th>Year To Date</th></tr>
       <tr><td>Gross Earnings</td><td class="n">${amount(stub.grossCents, m)}</td><td class="n">${amount(stub.grossYtdCents, m)}</td></tr>
       <tr><td>Pre-Tax Deductions/Contributions</td><td class="n">${amount(pre, m)}</td><td class="n">${amount(preY, m)}</td></tr>
       <tr><td>Taxes</td><td class="n">${amount(v.sum(v.taxes, 'current'), m)}</td><td class="n">${amount(v.sum(v.taxes, 'ytd'), m)}</td></tr>
       <tr><td>Post-Tax Deductions/Contributions</td><td class="n">${amount(post, m)}</td><td class="n">${amount(postY, m)}</td></tr>
       <tr><td>Net Pay</td><td class="n">${amount(stub.netCents, m)}</td><td class="n">${amount(stub.netYtdCents, m)}</td></tr></table>`,
    ),
    truth: truthOf(v, 'gusto-summary'),
  };
};

// QuickBooks-style pay stub: employee and employer columns, "Pay Date" with ISO dates, letter-spaced
// headings, taxes and deductions in one "Deductions from Gross" table, a memo of company contributions.
const quickbooksDetail: HtmlLayout = (stub) => {
  const v = viewOf(stub, VOCABULARIES.quickbooks);
  const d = dates.iso;
  const m: MoneyStyle = { negative: 'minus' };
  return {
    html: page(
      `body{font-family:"Liberation Sans";font-size:8pt}.cap{letter-spacing:1.5px;text-transform:uppercase;font-weight:bold;font-size:7pt}table{border-collapse:collapse;width:100%}td,th{padding:2px 6px}th{text-align:right;border-bottom:1px solid #999}th:first-child{text-align:left}.n{text-align:right}`,
      `<table><tr><td style="width:50%;vertical-align:top"><div class="cap">Employee</div>${block(stub.employee)}</td><td style="vertical-align:top"><div class="cap">Employer</div>${block(stub.employer)}</td></tr></table>
       <table style="margin-top:10px;width:70%"><tr><td class="cap">Pay Period</td><td class="cap">Pay Date</td><td class="cap">Net Pay</td></tr>
       <tr><td>${d(stub.periodStart)} - ${d(stub.periodEnd)}</td><td>${d(stub.payDate)}</td><td>${amount(stub.netCents, { dollar: true })}</td></tr></table>
       <table style="margin-top:10px"><tr><th>Earnings and Hours</th><th>Qty</th><th>Rate</th><th>Current</th><th>YTD Amount</th></tr>
       ${rows(v.earnings, (l) => [hours(l.hours), rate(l.rate), amount(l.current), amount(l.ytd)])}
       <tr><td><b>Total Gross</b></td><td></td><td></td><td class="n"><b>${amount(stub.grossCents)}</b></td><td class="n">${amount(stub.grossYtdCents)}</td></tr></table>
       <table style="margin-top:10px"><tr><th>Taxes</th><th>Current</th><th>YTD Amount</th></tr>${rows(v.taxes, (l) => [amount(-l.current, m, true), amount(-l.ytd, m, true)])}</table>
       <table style="margin-top:10px"><tr><th>Deductions from Gross</th><th>Current</th><th>YTD Amount</th></tr>${rows(v.others, (l) => [amount(-l.current, m, true), amount(-l.ytd, m, true)])}</table>
       <table style="margin-top:10px"><tr><th></th><th>Current</th><th>YTD Amount</th></tr><tr><td><b>Net Pay</b></td><td class="n"><b>${amount(stub.netCents)}</b></td><td class="n">${amount(stub.netYtdCents)}</td></tr></table>
       <p class="cap" style="margin-top:16px">Other Pay Info (not deducted)</p><table style="width:60%"><tr><th>Company Contributions</th><th>Current</th></tr>
       <tr><td>Health Insurance Company</td><td class="n">${amount(25000)}</td></tr><tr><td>401(k) Co. Match</td><td class="n">${amount(Math.round(stub.grossCents * 0.03))}</td></tr></table>`,
    ),
    truth: truthOf(v, 'quickbooks-detail'),
  };
};

// Workday-style: a header grid of label/value pairs (Name, Company, Pay Period Begin, Check Date ...),
// a "Current / YTD" summary row, then Earnings, Employee Taxes, Pre Tax and Post Tax Deductions.
const workdayGrid: HtmlLayout = (stub, rng) => {
  const v = viewOf(stub, VOCABULARIES.workday);
  const d = rng.pick([dates.us, dates.usShort]);
  const m: MoneyStyle = {};
  const pre = v.others.filter((l) => l.preTax);
  const post = v.others.filter((l) => !l.preTax);
  const two = (ls: Line[]) => rows(ls, (l) => [amount(l.current, m), amount(l.ytd, m)]);
  return {
    html: page(
      `body{font-family:"DejaVu Sans Condensed","DejaVu Sans";font-size:7pt}table{border-collapse:collapse;width:100%;margin-bottom:8px}td,th{border:1px solid #bbb;padding:2px 4px}th{background:#eee;text-align:left}.n{text-align:right}`,
      `<div style="text-align:center;margin-bottom:8px"><b style="font-size:11pt">${esc(stub.employer.name)}</b><br>${[...stub.employer.lines, `${stub.employer.city}, ${stub.employer.state} ${stub.employer.zip}`].map(esc).join(' &nbsp; ')}</div>
       <table><tr><th>Name</th><th>Employee ID</th><th>Pay Period Begin</th><th>Pay Period End</th><th>Check Date</th><th>Check Number</th></tr>
       <tr><td>${esc(stub.employee.name)}</td><td>${stub.employeeId}</td><td>${d(stub.periodStart)}</td><td>${d(stub.periodEnd)}</td><td>${d(stub.payDate)}</td><td>${rng.int(100000, 999999)}</td></tr></table>
       <table><tr><th></th><th>Gross Pay</th><th>Pre Tax Deductions</th><th>Employee Taxes</th><th>Post Tax Deductions</th><th>Net Pay</th></tr>
       <tr><td>Current</td><td class="n">${amount(stub.grossCents)}</td><td class="n">${amount(v.sum(pre, 'current'))}</td><td class="n">${amount(v.sum(v.taxes, 'current'))}</td><td class="n">${amount(v.sum(post, 'current'))}</td><td class="n">${amount(stub.netCents)}</td></tr>
       <tr><td>YTD</td><td class="n">${amount(stub.grossYtdCents)}</td><td class="n">${amount(v.sum(pre, 'ytd'))}</td><td class="n">${amount(v.sum(v.taxes, 'ytd'))}</td><td class="n">${amount(v.sum(post, 'ytd'))}</td><td class="n">${amount(stub.netYtdCents)}</td></tr></table>
       <table><tr><th>Earnings</th><th>Hours</th><th>Rate</th><th>Amount</th><th>YTD</th></tr>${rows(v.earnings, (l) => [hours(l.hours), rate(l.rate), amount(l.current, m), amount(l.ytd, m)])}</table>
       <table><tr><th>Employee Taxes</th><th>Amount</th><th>YTD</th></tr>${two(v.taxes)}</table>
       <table><tr><th>Pre Tax Deductions</th><th>Amount</th><th>YTD</th></tr>${two(pre)}</table>
       <table><tr><th>Post Tax Deductions</th><th>Amount</th><th>YTD</th></tr>${two(post)}</table>
       <table style="width:50%"><tr><th>Payment Information</th><th>Account Number</th><th>Amount</th></tr><tr><td>Direct Deposit</td><td>******${rng.chars(4)}</td><td class="n">${amount(stub.netCents)}</td></tr></table>
       <div style="margin-top:40px;margin-left:40px">${block(stub.employee)}</div>`,
    ),
    truth: truthOf(v, 'workday-grid'),
  };
};

// UKG-style advice: dense, upper-case abbreviations, "Advice Date", a period "a - b" in one cell,
// Withholdings with trailing minus, justified remarks, the employee address bottom left.
const ukgAdvice: HtmlLayout = (stub) => {
  const v = viewOf(stub, VOCABULARIES.ukg);
  const d = dates.us;
  const m: MoneyStyle = { negative: 'trailing' };
  return {
    html: page(
      `body{font-family:"DejaVu Sans Mono";font-size:7pt}table{border-collapse:collapse}td,th{padding:1px 5px}th{text-align:right;border-bottom:1px dashed #000}th:first-child{text-align:left}.n{text-align:right}p{text-align:justify;width:60%}`,
      `<div style="display:flex;justify-content:space-between"><div>${block(stub.employer)}</div><div style="text-align:right"><b>PAY STATEMENT</b><br>Advice Date: ${d(stub.payDate)}<br>Pay Period: ${d(stub.periodStart)} - ${d(stub.periodEnd)}<br>Pay Frequency: ${FREQ[stub.frequency]}</div></div>
       <div style="margin:8px 0">EMPLOYEE: ${esc(stub.employee.name.toUpperCase())} &nbsp; ID: ${stub.employeeId}</div>
       <div style="display:flex;gap:24px"><table><tr><th>EARNINGS</th><th>HRS</th><th>RATE</th><th>CURRENT</th><th>YTD</th></tr>
       ${rows(v.earnings, (l) => [hours(l.hours), rate(l.rate, 4), amount(l.current), amount(l.ytd)])}
       <tr><td>TOTAL GROSS</td><td></td><td></td><td class="n">${amount(stub.grossCents)}</td><td class="n">${amount(stub.grossYtdCents)}</td></tr></table>
       <table><tr><th>WITHHOLDINGS</th><th>CURRENT</th><th>YTD</th></tr>${rows(v.deductions, (l) => [amount(-l.current, m, true), amount(-l.ytd, m, true)])}
       <tr><td>TOTAL WITHHOLDINGS</td><td class="n">${amount(-v.sum(v.deductions, 'current'), m, true)}</td><td class="n">${amount(-v.sum(v.deductions, 'ytd'), m, true)}</td></tr></table></div>
       <table style="margin-top:8px"><tr><td>NET PAY</td><td class="n">${amount(stub.netCents)}</td><td class="n">${amount(stub.netYtdCents)}</td></tr></table>
       <p>Remarks: pay statements are kept for three years. Report any difference in hours, rates or withholdings to the payroll office within thirty days of the advice date shown above.</p>
       <div style="margin-top:30px;margin-left:20px">${block({ ...stub.employee, name: stub.employee.name.toUpperCase() })}</div>`,
    ),
    truth: { ...truthOf(v, 'ukg-advice'), employee: { name: stub.employee.name.toUpperCase(), address: [...stub.employee.lines, `${stub.employee.city}, ${stub.employee.state} ${stub.employee.zip}`].join(', ') } },
  };
};

// Rippling-style: the take-home figure large at the top, "Total Gross", dates "05-Nov-2025", the
// employer block on the right, no YTD net.
const ripplingTakeHome: HtmlLayout = (stub) => {
  const v = viewOf(stub, VOCABULARIES.rippling);
  const d = dates.dMonY;
  const m: MoneyStyle = { dollar: true };
  const two = (ls: Line[]) => rows(ls, (l) => [amount(l.current, m), amount(l.ytd, m)]);
  return {
    html: page(
      `body{font-family:"Liberation Sans Narrow","Liberation Sans";font-size:9pt}table{border-collapse:collapse;width:100%}td,th{padding:2px 6px;border-bottom:1px solid #eee}th{text-align:right;color:#555}th:first-child{text-align:left}.n{text-align:right}`,
      `<div style="display:flex;justify-content:space-between"><div><div style="font-size:9pt;color:#555">Take Home</div><div style="font-size:20pt">${amount(stub.netCents, m)}</div>
       <div>Pay Date ${d(stub.payDate)}</div><div>Period Start ${d(stub.periodStart)}</div><div>Period End ${d(stub.periodEnd)}</div></div>
       <div style="text-align:right">${block(stub.employer)}</div></div>
       <div style="margin:18px 0"><span style="color:#555">Employee</span><br>${block(stub.employee)}</div>
       <table><tr><th>Earnings</th><th>Hours</th><th>Rate</th><th>Current</th><th>YTD</th></tr>${rows(v.earnings, (l) => [hours(l.hours), rate(l.rate), amount(l.current, m), amount(l.ytd, m)])}
       <tr><td><b>Total Gross</b></td><td></td><td></td><td class="n">${amount(stub.grossCents, m)}</td><td class="n">${amount(stub.grossYtdCents, m)}</td></tr></table>
       <table style="margin-top:10px"><tr><th>Taxes</th><th>Current</th><th>YTD</th></tr>${two(v.taxes)}</table>
       <table style="margin-top:10px"><tr><th>Deductions</th><th>Current</th><th>YTD</th></tr>${two(v.others)}</table>
       <table style="margin-top:10px"><tr><td><b>Take Home</b></td><td class="n"><b>${amount(stub.netCents, m)}</b></td></tr></table>`,
    ),
    truth: truthOf(v, 'rippling-take-home', { ytdNet: false }),
  };
};

// A spreadsheet-template stub printed from HTML: label cells with values to their right, amounts
// without separators, deductions in parentheses, everything in one bordered grid.
const sheetGrid: HtmlLayout = (stub) => {
  const v = viewOf(stub, VOCABULARIES.sheet);
  const d = dates.iso;
  const m: MoneyStyle = { thousands: false, negative: 'parens' };
  const cell = (s: string, cls = '') => `<td class="${cls}">${s}</td>`;
  return {
    html: page(
      `body{font-family:"Liberation Mono";font-size:8pt}table{border-collapse:collapse}td{border:1px solid #888;padding:2px 5px;min-width:70px}.n{text-align:right}.b{font-weight:bold;background:#ddd}`,
      `<table><tr>${cell('PAYSTUB', 'b')}${cell('')}${cell('')}${cell('')}</tr>
       <tr>${cell('Company Name:')}${cell(esc(stub.employer.name))}${cell('Employee Name:')}${cell(esc(stub.employee.name))}</tr>
       <tr>${cell('Company Address:')}${cell(esc(stub.employer.lines.join(', ')))}${cell('Employee Address:')}${cell(esc(stub.employee.lines.join(', ')))}</tr>
       <tr>${cell('')}${cell(esc(`${stub.employer.city}, ${stub.employer.state} ${stub.employer.zip}`))}${cell('')}${cell(esc(`${stub.employee.city}, ${stub.employee.state} ${stub.employee.zip}`))}</tr>
       <tr>${cell('Pay Date:')}${cell(d(stub.payDate))}${cell('Pay Period:')}${cell(`${d(stub.periodStart)} to ${d(stub.periodEnd)}`)}</tr>
       <tr>${cell('Description', 'b')}${cell('Hours', 'b')}${cell('Current', 'b')}${cell('YTD', 'b')}</tr>
       ${v.earnings.map((l) => `<tr>${cell(esc(l.name))}${cell(hours(l.hours), 'n')}${cell(amount(l.current, m), 'n')}${cell(amount(l.ytd, m), 'n')}</tr>`).join('')}
       <tr>${cell('Gross Pay', 'b')}${cell('')}${cell(amount(stub.grossCents, m), 'n')}${cell(amount(stub.grossYtdCents, m), 'n')}</tr>
       ${v.deductions.map((l) => `<tr>${cell(esc(l.name))}${cell('')}${cell(amount(-l.current, m, true), 'n')}${cell(amount(-l.ytd, m, true), 'n')}</tr>`).join('')}
       <tr>${cell('Net Pay', 'b')}${cell('')}${cell(amount(stub.netCents, m), 'n')}${cell(amount(stub.netYtdCents, m), 'n')}</tr></table>`,
    ),
    truth: truthOf(v, 'sheet-grid'),
  };
};

export const SECOND_FAMILY: Record<string, HtmlLayout> = {
  'adp-statement': adpStatement,
  'paychex-boxes': paychexBoxes,
  'gusto-summary': gustoSummary,
  'quickbooks-detail': quickbooksDetail,
  'workday-grid': workdayGrid,
  'ukg-advice': ukgAdvice,
  'rippling-take-home': ripplingTakeHome,
  'sheet-grid': sheetGrid,
};
