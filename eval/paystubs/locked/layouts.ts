// The locked split: layouts kept out of tuning. Their wording and structure are deliberately unlike
// the first family and the second family's tuning layouts, and they are scored only at the end
// (`npm run eval:paystubs`). Two are HTML printed by Chromium, one a spreadsheet printed by LibreOffice.

import type { Rng } from '../../statements/random.ts';
import type { SynthStub } from '../synth.ts';
import type { HtmlLayout } from '../second-family/layouts.ts';
import { amount, block, dates, esc, hours, rate, truthOf, viewOf, VOCABULARIES, type Line, type MoneyStyle } from '../second-family/stub-view.ts';
import type { PaystubTruthFile } from '../document-truth.ts';

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:Letter;margin:0.4in}body{margin:0}${css}</style></head><body>${body}</body></html>`;

// A check and its voucher: the voucher on top with "This Check / Year to Date" columns and long dates,
// the check below with "Pay to the order of" and the employee's mailing address.
const checkVoucher: HtmlLayout = (stub, rng) => {
  const v = viewOf(stub, VOCABULARIES.plain);
  const d = dates.long;
  const m: MoneyStyle = {};
  const tr = (ls: Line[]) => ls.map((l) => `<tr><td>${esc(l.name)}</td><td class="n">${amount(l.current, m)}</td><td class="n">${amount(l.ytd, m)}</td></tr>`).join('');
  const benefits = v.others;
  return {
    html: page(
      `body{font-family:"DejaVu Serif";font-size:8pt}table{border-collapse:collapse}td,th{padding:1px 6px}th{text-align:right;font-style:italic;border-bottom:0.5px solid #000}th:first-child{text-align:left}.n{text-align:right}`,
      `<div style="text-align:center"><b style="font-size:12pt;letter-spacing:2px">${esc(stub.employer.name.toUpperCase())}</b><br>${[...stub.employer.lines, `${stub.employer.city}, ${stub.employer.state} ${stub.employer.zip}`].map(esc).join(' · ')}</div>
       <div style="margin-top:10px">Payroll Check Stub &nbsp;&nbsp; Payment Date: ${d(stub.payDate)} &nbsp;&nbsp; Earnings Period: ${d(stub.periodStart)} through ${d(stub.periodEnd)}</div>
       <div style="display:flex;gap:30px;margin-top:8px"><table><tr><th>Pay Description</th><th>Hrs</th><th>Pay Rate</th><th>This Check</th><th>Year to Date</th></tr>
       ${v.earnings.map((l) => `<tr><td>${esc(l.name)}</td><td class="n">${hours(l.hours)}</td><td class="n">${rate(l.rate)}</td><td class="n">${amount(l.current, m)}</td><td class="n">${amount(l.ytd, m)}</td></tr>`).join('')}
       <tr><td>Gross Wages</td><td></td><td></td><td class="n">${amount(stub.grossCents, m)}</td><td class="n">${amount(stub.grossYtdCents, m)}</td></tr></table>
       <table><tr><th>Tax Deductions</th><th>This Check</th><th>Year to Date</th></tr>${tr(v.taxes)}
       <tr><th>Benefit Deductions</th><th></th><th></th></tr>${tr(benefits)}
       <tr><td>Net Amount</td><td class="n">${amount(stub.netCents, m)}</td><td class="n">${amount(stub.netYtdCents, m)}</td></tr></table></div>
       <div style="border-top:1px dashed #000;margin-top:40px;padding-top:20px;position:relative;height:190px">
       <div style="position:absolute;right:0;top:16px">Check No. ${rng.int(10000, 99999)} &nbsp; Date ${dates.us(stub.payDate)}</div>
       <div style="margin-top:40px">Pay to the order of: <b>${esc(stub.employee.name)}</b> &nbsp;&nbsp;&nbsp; <b>**${amount(stub.netCents, { dollar: true })}**</b></div>
       <div style="margin-top:20px;margin-left:50px">${block(stub.employee)}</div>
       <div style="position:absolute;right:0;bottom:0">NON-NEGOTIABLE</div></div>`,
    ),
    truth: truthOf(v, 'check-voucher'),
  };
};

// A payslip as a form: stacked "label ..... value" lines with the amounts in a right-hand column and
// a currency code, sections "Earnings", "Taxes Withheld", "Benefits and Other", totals after each.
const payslipForm: HtmlLayout = (stub) => {
  const v = viewOf(stub, VOCABULARIES.workday);
  const d = dates.slashIso;
  const usd = (c: number) => `USD ${amount(c)}`;
  const row = (label: string, cur: string, ytd = '') => `<tr><td>${esc(label)}</td><td class="n">${cur}</td><td class="n">${ytd}</td></tr>`;
  return {
    html: page(
      `body{font-family:"Liberation Serif";font-size:9pt}table{border-collapse:collapse;width:72%}td{padding:1px 4px}.n{text-align:right}.s td{font-weight:bold;padding-top:8px;border-bottom:1px solid #000}`,
      `<div style="display:flex;justify-content:space-between"><div style="font-size:16pt">PAYSLIP</div><div>${block(stub.employer)}</div></div>
       <table style="margin-top:10px;width:60%"><tr><td>Employee Name</td><td>${esc(stub.employee.name)}</td></tr><tr><td>Home Address</td><td>${esc(stub.employee.lines.join(', '))}</td></tr>
       <tr><td></td><td>${esc(`${stub.employee.city}, ${stub.employee.state} ${stub.employee.zip}`)}</td></tr>
       <tr><td>Date of Payment</td><td>${d(stub.payDate)}</td></tr><tr><td>Pay Period Begin Date</td><td>${d(stub.periodStart)}</td></tr><tr><td>Pay Period End Date</td><td>${d(stub.periodEnd)}</td></tr></table>
       <table style="margin-top:8px"><tr class="s"><td>Earnings</td><td class="n">This Period</td><td class="n">Year-To-Date</td></tr>
       ${v.earnings.map((l) => row(l.name, usd(l.current), usd(l.ytd))).join('')}
       ${row('Total Earnings', usd(stub.grossCents), usd(stub.grossYtdCents))}
       <tr class="s"><td>Taxes Withheld</td><td></td><td></td></tr>${v.taxes.map((l) => row(l.name, usd(l.current), usd(l.ytd))).join('')}
       <tr class="s"><td>Benefits and Other</td><td></td><td></td></tr>${v.others.map((l) => row(l.name, usd(l.current), usd(l.ytd))).join('')}
       ${row('Total Deductions', usd(v.sum(v.deductions, 'current')), usd(v.sum(v.deductions, 'ytd')))}
       ${row('Net Payment', usd(stub.netCents), usd(stub.netYtdCents))}</table>`,
    ),
    truth: truthOf(v, 'payslip-form'),
  };
};

export const LOCKED_HTML: Record<string, HtmlLayout> = {
  'check-voucher': checkVoucher,
  'payslip-form': payslipForm,
};

// ---- A spreadsheet template printed by LibreOffice Calc ---------------------------------------------

export interface SheetStub {
  /** A flat OpenDocument spreadsheet (.fods). */
  fods: string;
  truth: PaystubTruthFile & { layout: string };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rows of cells as a flat ODS: strings only, so the figures print exactly as written. */
export function fods(rowsOfCells: string[][], widthsCm: number[]): string {
  const cols = widthsCm.map((w, i) => `<table:table-column table:style-name="co${i}"/>`).join('');
  const colStyles = widthsCm.map((w, i) => `<style:style style:name="co${i}" style:family="table-column"><style:table-column-properties style:column-width="${w}cm"/></style:style>`).join('');
  const body = rowsOfCells
    .map((r) => `<table:table-row>${r.map((c) => (c === '' ? '<table:table-cell/>' : `<table:table-cell office:value-type="string" table:style-name="${/^[\d$(.,-]+[\d)-]$/.test(c) ? 'num' : 'txt'}"><text:p>${xml(c)}</text:p></table:table-cell>`)).join('')}</table:table-row>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>${colStyles}
<style:style style:name="num" style:family="table-cell"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="txt" style:family="table-cell"><style:text-properties fo:font-size="8pt"/></style:style>
</office:automatic-styles>
<office:body><office:spreadsheet><table:table table:name="Paystub">${cols}${body}</table:table></office:spreadsheet></office:body></office:document>`;
}

// A home-made spreadsheet stub: "Employer"/"Employee" labels in column A with the party in B, dates in
// M/D/YYYY, "Pay Day", "Period From"/"Period To", "Gross Income", "Net Income", no YTD net.
export function calcTemplate(stub: SynthStub, _rng: Rng): SheetStub {
  const v = viewOf(stub, VOCABULARIES.sheet);
  const d = dates.usShort;
  const m: MoneyStyle = {};
  const cells: string[][] = [
    ['EMPLOYEE PAY STUB', '', '', ''],
    ['', '', '', ''],
    ['Employer', stub.employer.name, 'Employee', stub.employee.name],
    ['', stub.employer.lines.join(', '), '', stub.employee.lines.join(', ')],
    ['', `${stub.employer.city}, ${stub.employer.state} ${stub.employer.zip}`, '', `${stub.employee.city}, ${stub.employee.state} ${stub.employee.zip}`],
    ['', '', '', ''],
    ['Pay Day', d(stub.payDate), 'Period From', d(stub.periodStart)],
    ['', '', 'Period To', d(stub.periodEnd)],
    ['', '', '', ''],
    ['Item', 'Units', 'This Pay', 'Year-to-Date'],
    ...v.earnings.map((l) => [l.name, hours(l.hours), amount(l.current, m), amount(l.ytd, m)]),
    ['Gross Income', '', amount(stub.grossCents, m), amount(stub.grossYtdCents, m)],
    ...v.deductions.map((l) => [l.name, '', amount(l.current, m), amount(l.ytd, m)]),
    ['Net Income', '', amount(stub.netCents, m), ''],
  ];
  return { fods: fods(cells, [3.4, 6.2, 2.5, 4.6]), truth: truthOf(v, 'calc-template', { ytdNet: false }) };
}
