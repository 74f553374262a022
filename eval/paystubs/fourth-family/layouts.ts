// A fourth family of paystub layouts, drawn with pdf-lib's own drawing calls (no HTML, no office
// suite), each built around a way of printing fields the first three families do not use:
//   ruled-register   every line drawn as one padded Courier string; earnings, taxes and other
//                    deductions side by side, their columns ruled with "|" characters
//   item-columns     landscape spreadsheet stub: one column per item (gross, each deduction, net),
//                    wide headings wrapped onto a second line, a Current row and a Year to Date row
//   heading-cards    Times: small headings over values (EMPLOYEE / HOME ADDRESS beside each other,
//                    GROSS PAY YTD), tables with CURRENT and YEAR TO DATE
//   check-sentences  a check on top ("PAY TO THE" over "ORDER OF" beside the payee), the employee named
//                    again with an id, one table of deductions, net pay stated in sentences
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Rng } from '../../statements/random.ts';
import type { PaystubTruthFile } from '../document-truth.ts';
import type { SynthStub } from '../synth.ts';
import { amount, cityLine, dates, truthOf, viewOf, VOCABULARIES } from '../second-family/stub-view.ts';

export type FourthFamilyStub = { truth: PaystubTruthFile & { layout: string }; pdf: Uint8Array };
export type FourthFamilyLayout = (stub: SynthStub, rng: Rng) => Promise<FourthFamilyStub>;

const FREQUENCY_WORDS = { WEEKLY: 'Weekly', BIWEEKLY: 'Bi-weekly', SEMI_MONTHLY: 'Semi-monthly', MONTHLY: 'Monthly' } as const;

/** A page with text placed from the top-left, as a reader measures it. */
class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly size: number,
  ) {}
  at(text: string, x: number, top: number, o: { size?: number; font?: PDFFont; right?: boolean } = {}) {
    const size = o.size ?? this.size;
    const font = o.font ?? this.font;
    const w = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: o.right ? x - w : x, y: this.page.getHeight() - top, size, font });
  }
}

async function create(landscape = false) {
  const doc = await PDFDocument.create();
  doc.setProducer('pdf-lib');
  const page = doc.addPage(landscape ? [792, 612] : [612, 792]);
  return { doc, page };
}

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

const ruledRegister: FourthFamilyLayout = async (stub) => {
  const v = viewOf(stub, VOCABULARIES.ukg);
  const { doc, page } = await create(true);
  const s = new Sheet(page, await doc.embedFont(StandardFonts.Courier), 7.5);
  const up = (t: string) => t.toUpperCase();
  const money = (c: number | null) => (c === null ? '' : amount(c, { thousands: false }));
  let top = 40;
  const line = (text: string) => {
    s.at(text, 30, top);
    top += 11;
  };
  const date = (iso: string) => up(dates.dMonY(iso));
  line(`${pad(up(stub.employer.name), 60)}PAYROLL REGISTER - EMPLOYEE COPY`);
  line(`${pad(up(stub.employer.lines.join(' ')), 60)}CHECK DATE    ${date(stub.payDate)}`);
  line(`${pad(up(cityLine(stub.employer)), 60)}PERIOD BEGIN  ${date(stub.periodStart)}`);
  line(`${pad('', 60)}PERIOD END    ${date(stub.periodEnd)}`);
  line(`${pad(`EMPLOYEE NO. ${stub.employeeId}`, 60)}PAY FREQUENCY ${up(FREQUENCY_WORDS[stub.frequency])}`);
  top += 8;
  for (const l of [stub.employee.name, ...stub.employee.lines, cityLine(stub.employee)]) line(`   ${up(l)}`);
  top += 8;
  const earn = (name: string, cur: string, ytd: string) => `${pad(name, 14)}${lpad(cur, 10)}${lpad(ytd, 11)}`;
  const ded = (name: string, cur: string, ytd: string) => `${pad(name, 16)}${lpad(cur, 9)}${lpad(ytd, 10)}`;
  line(`${earn('EARNINGS', 'CURRENT', 'YTD')} | ${ded('TAXES', 'CURRENT', 'YTD')} | ${ded('OTHER DEDUCTIONS', 'CURRENT', 'YTD')}`);
  line(`${'-'.repeat(35)} | ${'-'.repeat(35)} | ${'-'.repeat(35)}`);
  const rows = Math.max(v.earnings.length, v.taxes.length, v.others.length);
  for (let k = 0; k < rows; k++) {
    const e = v.earnings[k];
    const t = v.taxes[k];
    const o = v.others[k];
    const left = e ? earn(up(e.name), money(e.current), money(e.ytd)) : ' '.repeat(35);
    const mid = t ? ded(up(t.name), money(t.current), money(t.ytd)) : ' '.repeat(35);
    const right = o ? ded(up(o.name), money(o.current), money(o.ytd)) : '';
    line(`${left} | ${mid} |${right ? ` ${right}` : ''}`);
  }
  line('='.repeat(111));
  const total = (name: string, cur: number, ytd: number) => line(`${pad(name, 24)}${lpad(money(cur), 11)}${lpad(money(ytd), 11)}`);
  total('GROSS PAY', stub.grossCents, stub.grossYtdCents);
  total('TOTAL TAXES', v.sum(v.taxes, 'current'), v.sum(v.taxes, 'ytd'));
  total('TOTAL OTHER DEDUCTIONS', v.sum(v.others, 'current'), v.sum(v.others, 'ytd'));
  total('NET PAY', stub.netCents, stub.netYtdCents);
  const truth = truthOf(v, 'ruled-register');
  truth.employer.name = up(truth.employer.name ?? '');
  truth.employee.name = up(truth.employee.name ?? '');
  truth.employer.address = truth.employer.address && up(truth.employer.address);
  truth.employee.address = truth.employee.address && up(truth.employee.address);
  truth.deductions = truth.deductions.map((d) => ({ ...d, name: up(d.name) }));
  return { pdf: await doc.save({ useObjectStreams: false }), truth };
};

const itemColumns: FourthFamilyLayout = async (stub) => {
  const v = viewOf(stub, VOCABULARIES.sheet);
  const { doc, page } = await create(true);
  const s = new Sheet(page, await doc.embedFont(StandardFonts.Helvetica), 8);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  s.at('EMPLOYEE PAY STUB', 36, 44, { size: 13, font: bold });
  const party = (label: string, p: typeof stub.employer, x: number) => {
    s.at(label, x, 72, { font: bold });
    s.at(p.name, x + 70, 72);
    [...p.lines, cityLine(p)].forEach((l, k) => (k === 0 && s.at('Address', x, 84, { font: bold }), s.at(l, x + 70, 84 + 12 * k)));
  };
  party('Company', stub.employer, 36);
  party('Employee', stub.employee, 330);
  const heads: Array<[string, string]> = [
    ['Pay Date', dates.us(stub.payDate)],
    ['Period Start', dates.us(stub.periodStart)],
    ['Period End', dates.us(stub.periodEnd)],
    ['Frequency', FREQUENCY_WORDS[stub.frequency]],
    ['Employee ID', stub.employeeId],
  ];
  heads.forEach(([h, value], k) => (s.at(h, 36 + 85 * k, 140, { font: bold }), s.at(value, 36 + 85 * k, 152)));
  const items = [
    { name: 'Gross Pay', current: stub.grossCents, ytd: stub.grossYtdCents },
    ...v.deductions.map((d) => ({ name: d.name.replace(/^FICA - /, ''), current: d.current, ytd: d.ytd })),
    { name: 'Net Pay', current: stub.netCents, ytd: stub.netYtdCents },
  ];
  // Columns of one width; a heading wider than its column wraps, its last word on the line below, as a
  // spreadsheet's wrapped cell prints it.
  const step = Math.min(60, (760 - 110) / items.length);
  items.forEach((item, k) => {
    const right = 110 + step * (k + 1);
    const words = item.name.split(' ');
    if (bold.widthOfTextAtSize(item.name, 7) > step - 8 && words.length > 1) {
      s.at(words.slice(0, -1).join(' '), right, 176, { font: bold, size: 7, right: true });
      s.at(words[words.length - 1], right, 185, { font: bold, size: 7, right: true });
    } else s.at(item.name, right, 176, { font: bold, size: 7, right: true });
    s.at(amount(item.current), right, 198, { right: true });
    s.at(amount(item.ytd), right, 212, { right: true });
  });
  s.at('Current', 36, 198, { font: bold });
  s.at('Year to Date', 36, 212, { font: bold });
  const truth = truthOf(v, 'item-columns');
  truth.deductions = truth.deductions.map((d) => ({ ...d, name: d.name.replace(/^FICA - /, '') }));
  return { pdf: await doc.save({ useObjectStreams: false }), truth };
};

const headingCards: FourthFamilyLayout = async (stub) => {
  const v = viewOf(stub, VOCABULARIES.rippling);
  const { doc, page } = await create();
  const s = new Sheet(page, await doc.embedFont(StandardFonts.TimesRoman), 10);
  const small = { size: 7, font: await doc.embedFont(StandardFonts.Helvetica) };
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  s.at(stub.employer.name, 40, 44, { size: 15, font: bold });
  s.at(`${stub.employer.lines.join(', ')}, ${cityLine(stub.employer)}`, 40, 60);
  s.at('Pay statement', 40, 92, { size: 12, font: bold });
  s.at('EMPLOYEE', 40, 110, small), s.at('HOME ADDRESS', 220, 110, small), s.at('EMPLOYEE ID', 420, 110, small);
  s.at(stub.employee.name, 40, 123), s.at(stub.employeeId, 420, 123);
  [...stub.employee.lines, cityLine(stub.employee)].forEach((l, k) => s.at(l, 220, 123 + 12 * k));
  const after = 123 + 12 * (stub.employee.lines.length + 1) + 10;
  s.at('PAY DATE', 40, after, small), s.at('PAY PERIOD', 220, after, small), s.at('PAY FREQUENCY', 420, after, small);
  s.at(dates.monD(stub.payDate), 40, after + 13), s.at(`${dates.monD(stub.periodStart)} – ${dates.monD(stub.periodEnd)}`, 220, after + 13);
  s.at(FREQUENCY_WORDS[stub.frequency], 420, after + 13);
  let top = after + 44;
  s.at('Summary', 40, top, { size: 12, font: bold });
  const summary = (y: number, cells: Array<[string, number]>) =>
    cells.forEach(([h, c], k) => (s.at(h, 40 + 135 * k, y, small), s.at(amount(c, { dollar: true }), 40 + 135 * k, y + 14)));
  summary(top + 16, [['GROSS PAY', stub.grossCents], ['TAXES', v.sum(v.taxes, 'current')], ['DEDUCTIONS', v.sum(v.others, 'current')], ['NET PAY', stub.netCents]]);
  summary(top + 44, [['GROSS PAY YTD', stub.grossYtdCents], ['TAXES YTD', v.sum(v.taxes, 'ytd')], ['DEDUCTIONS YTD', v.sum(v.others, 'ytd')], ['NET PAY YTD', stub.netYtdCents]]);
  top += 90;
  const table = (title: string, lines: typeof v.deductions) => {
    s.at(title, 40, top, { size: 12, font: bold });
    s.at('CURRENT', 460, top + 14, { ...small, right: true }), s.at('YEAR TO DATE', 560, top + 14, { ...small, right: true });
    top += 28;
    for (const l of lines) {
      s.at(l.name, 40, top), s.at(amount(l.current, { dollar: true }), 460, top, { right: true }), s.at(amount(l.ytd, { dollar: true }), 560, top, { right: true });
      top += 13;
    }
    top += 14;
  };
  table('Earnings', v.earnings);
  table('Taxes', v.taxes);
  if (v.others.length) table('Deductions', v.others);
  return { pdf: await doc.save({ useObjectStreams: false }), truth: truthOf(v, 'heading-cards') };
};

const checkSentences: FourthFamilyLayout = async (stub) => {
  const v = viewOf(stub, VOCABULARIES.plain);
  const { doc, page } = await create();
  const s = new Sheet(page, await doc.embedFont(StandardFonts.Helvetica), 8);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  s.at(stub.employer.name, 30, 40, { size: 11, font: bold });
  [...stub.employer.lines, cityLine(stub.employer)].forEach((l, k) => s.at(l, 30, 52 + 10 * k));
  s.at(`Date ${dates.us(stub.payDate)}`, 580, 52, { right: true });
  s.at(`$****${amount(stub.netCents)}`, 580, 120, { size: 10, right: true });
  s.at('PAY TO THE', 30, 150, { size: 7 }), s.at('ORDER OF', 30, 160, { size: 7 });
  [stub.employee.name, ...stub.employee.lines, cityLine(stub.employee)].forEach((l, k) => s.at(l, 90, 150 + 10 * k, { size: 9 }));
  s.at('NON-NEGOTIABLE', 460, 200, { size: 7 });
  s.at('DETACH AND RETAIN FOR YOUR RECORDS', 220, 260, { size: 6.5 });
  s.at(stub.employer.name, 30, 290, { font: bold });
  s.at(`Employee: ${stub.employee.name}`, 330, 290), s.at(`ID ${stub.employeeId}`, 500, 290);
  s.at(`Pay period: ${dates.us(stub.periodStart)} to ${dates.us(stub.periodEnd)} (${FREQUENCY_WORDS[stub.frequency].toLowerCase()})`, 330, 302);
  let top = 330;
  const head = (title: string) => {
    s.at(title, 30, top, { font: bold }), s.at('Amount', 430, top, { font: bold, right: true }), s.at('Year to date', 560, top, { font: bold, right: true });
    top += 13;
  };
  const row = (name: string, cur: number, ytd: number) => {
    s.at(name, 30, top), s.at(amount(cur), 430, top, { right: true }), s.at(amount(ytd), 560, top, { right: true });
    top += 12;
  };
  head('Earnings');
  for (const e of v.earnings) row(e.name, e.current, e.ytd);
  row('Total gross pay', stub.grossCents, stub.grossYtdCents);
  top += 10;
  head('Deductions');
  for (const d of v.deductions) row(d.name, d.current, d.ytd);
  row('Total deductions', v.sum(v.deductions, 'current'), v.sum(v.deductions, 'ytd'));
  top += 18;
  s.at(`Net pay this period: $${amount(stub.netCents)}`, 30, top, { size: 9 });
  s.at(`Net pay year to date: $${amount(stub.netYtdCents)}`, 30, top + 13, { size: 9 });
  return { pdf: await doc.save({ useObjectStreams: false }), truth: truthOf(v, 'check-sentences') };
};

export const FOURTH_FAMILY: Record<string, FourthFamilyLayout> = {
  'ruled-register': ruledRegister,
  'item-columns': itemColumns,
  'heading-cards': headingCards,
  'check-sentences': checkSentences,
};
