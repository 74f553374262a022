// Layouts found by meaning and geometry rather than wording: a typewriter register whose columns are
// ruled with "|" characters, a spreadsheet stub with one column per item, a portal printout with
// headings over values, a check with its two-line "PAY TO THE / ORDER OF" label, a typed advice that
// states its net pay in sentences.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import type { Line } from '../../statements/pdf/rows.ts';
import { checkDate, extractPaystubFromPages, lostCents } from './extract-paystub.ts';
import { isCompanyName } from './company-heading.ts';
import { splitAtGaps, splitAtRules } from './lines.ts';
import { partyNameBeforeId } from './parties.ts';
import { labelHits } from './vocabulary.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge), 0.6 em a character. */
const line = (y: number, cells: Cell[], size = 8): TextItem[] => textLine(y, cells, size, { em: 0.6 });
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 792, 612, lines)];

const cases: Array<{ name: string; pages: PdfPage[]; expect: Record<string, unknown> }> = [
  {
    name: 'register in a monospaced font: tables side by side ruled with "|", each with CURRENT and YTD',
    pages: page(
      line(40, [[32, 'RIVER BEND FOODS INC']]),
      line(51, [[32, '12 MILL ROAD']]),
      line(62, [[32, 'AMES, IA 50010']]),
      line(80, [[32, 'EARNINGS          CURRENT       YTD | TAXES                 CURRENT       YTD | OTHER DEDUCTIONS      CURRENT       YTD']]),
      line(92, [[32, 'REGULAR           1000.00   5000.00 | FED WITHHLDG           100.00    500.00 | 401K DEFERRAL           50.00    250.00']]),
      line(104, [[32, '                                    | FICA OASDI              62.00    310.00 | LOAN REPAY                       90.00']]),
      line(120, [[32, 'GROSS PAY         1000.00   5000.00']]),
      line(132, [[32, 'NET PAY            788.00   3940.00']]),
    ),
    expect: {
      gross_cents: 100000,
      net_cents: 78800,
      ytd_net_cents: 394000,
      deductions: [
        { name: 'FED WITHHLDG', amount_cents: 10000, ytd_cents: 50000 },
        { name: '401K DEFERRAL', amount_cents: 5000, ytd_cents: 25000 },
        { name: 'FICA OASDI', amount_cents: 6200, ytd_cents: 31000 },
      ],
    },
  },
  {
    name: 'spreadsheet stub: one column per item between Gross Pay and Net Pay, a Current row and a Year to Date row',
    pages: page(
      line(100, [[168, 'Gross Pay', 'r'], [230, 'Fed W/H', 'r'], [290, 'Soc Sec', 'r'], [350, '401k', 'r'], [430, 'Net Pay', 'r'], [500, 'Hours', 'r']]),
      line(114, [[35, 'Current'], [168, '2,000.00', 'r'], [230, '200.00', 'r'], [290, '124.00', 'r'], [350, '80.00', 'r'], [430, '1,596.00', 'r'], [500, '80.00', 'r']]),
      line(128, [[35, 'Year to Date'], [168, '6,000.00', 'r'], [230, '600.00', 'r'], [290, '372.00', 'r'], [350, '240.00', 'r'], [430, '4,788.00', 'r'], [500, '240.00', 'r']]),
    ),
    expect: {
      gross_cents: 200000,
      net_cents: 159600,
      ytd_gross_cents: 600000,
      ytd_net_cents: 478800,
      deductions: [
        { name: 'Fed W/H', amount_cents: 20000, ytd_cents: 60000 },
        { name: 'Soc Sec', amount_cents: 12400, ytd_cents: 37200 },
        { name: '401k', amount_cents: 8000, ytd_cents: 24000 },
      ],
    },
  },
  {
    name: 'spreadsheet stub whose narrow columns wrap their headings (below and above), with a Taxes subtotal column',
    pages: page(
      line(88, [[230, 'Federal', 'r'], [290, 'Social', 'r']]),
      line(100, [[168, 'Gross Pay', 'r'], [230, 'Income', 'r'], [290, 'Security', 'r'], [350, 'Taxes', 'r'], [410, 'Health', 'r'], [480, 'Net Pay', 'r']]),
      line(111, [[230, 'Tax', 'r'], [410, 'Plan', 'r']]),
      line(126, [[35, 'Current'], [168, '2,000.00', 'r'], [230, '200.00', 'r'], [290, '124.00', 'r'], [350, '324.00', 'r'], [410, '76.00', 'r'], [480, '1,600.00', 'r']]),
      line(140, [[35, 'YTD'], [168, '6,000.00', 'r'], [230, '600.00', 'r'], [290, '372.00', 'r'], [350, '972.00', 'r'], [410, '228.00', 'r'], [480, '4,800.00', 'r']]),
    ),
    expect: {
      gross_cents: 200000,
      net_cents: 160000,
      ytd_net_cents: 480000,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 20000, ytd_cents: 60000 },
        { name: 'Social Security', amount_cents: 12400, ytd_cents: 37200 },
        { name: 'Health Plan', amount_cents: 7600, ytd_cents: 22800 },
      ],
    },
  },
  {
    name: 'portal printout: headings over values, the address under a HOME ADDRESS heading beside the name, "GROSS PAY YTD"',
    pages: page(
      line(40, [[40, 'Cedar Point Clinic']], 12),
      line(52, [[40, '9 Lake St, Erie, PA 16501']]),
      line(90, [[40, 'EMPLOYEE'], [200, 'HOME ADDRESS'], [360, 'EMPLOYEE ID']], 7),
      line(102, [[40, 'Dana R Whitfield'], [200, '77 Birch Lane'], [360, '10442']], 9),
      line(113, [[200, 'Erie, PA 16502']], 9),
      line(140, [[40, 'GROSS PAY'], [200, 'NET PAY']], 7),
      line(152, [[40, '$3,000.00'], [200, '$2,400.00']], 9),
      line(166, [[40, 'GROSS PAY YTD'], [200, 'NET PAY YTD']], 7),
      line(178, [[40, '$9,000.00'], [200, '$7,200.00']], 9),
    ),
    expect: {
      employee_name: 'Dana R Whitfield',
      employee_address: { lines: ['77 Birch Lane'], city: 'Erie', state: 'PA', postal_code: '16502' },
      gross_cents: 300000,
      net_cents: 240000,
      ytd_gross_cents: 900000,
      ytd_net_cents: 720000,
    },
  },
  {
    name: 'check on top: "PAY TO THE" over "ORDER OF" beside the payee, who is named again with an id',
    pages: page(
      line(36, [[28, 'Wexley Supply Co']], 11),
      line(48, [[28, '7 Ridge Avenue']]),
      line(58, [[28, 'Fresno, CA 93756']]),
      line(150, [[28, 'PAY TO THE'], [93, 'Lee Anne Marsh']], 9),
      line(160, [[28, 'ORDER OF'], [93, '32 Cedar Dr']], 9),
      line(171, [[93, 'Fresno, CA 93786']], 9),
      line(276, [[28, 'Wexley Supply Co'], [340, 'Employee: Lee Anne Marsh'], [485, 'ID 189842']]),
      line(300, [[40, 'Description'], [272, 'Current', 'r'], [382, 'YTD', 'r']]),
      line(312, [[40, 'Gross Pay'], [272, '1,000.00', 'r'], [382, '2,000.00', 'r']]),
      line(324, [[40, 'Federal W/H'], [272, '100.00', 'r'], [382, '200.00', 'r']]),
      line(336, [[40, 'Net Pay'], [272, '900.00', 'r'], [382, '1,800.00', 'r']]),
    ),
    expect: {
      employer_name: 'Wexley Supply Co',
      employee_name: 'Lee Anne Marsh',
      employee_address: { lines: ['32 Cedar Dr'], city: 'Fresno', state: 'CA', postal_code: '93786' },
      net_cents: 90000,
    },
  },
  {
    name: 'dot leaders between labels and figures, drawn as one string each',
    pages: page(
      line(40, [[40, 'Birch Hollow Dental']], 12),
      line(60, [[40, 'Pay Date..............01/30/2026']]),
      line(72, [[40, 'Gross Pay.............$2,500.00']]),
      line(84, [[40, 'Federal Tax...........$250.00']]),
      line(96, [[40, 'Medicare..............$36.25']]),
      line(108, [[40, 'Net Pay...............$2,213.75']]),
    ),
    expect: {
      pay_date: '2026-01-30',
      gross_cents: 250000,
      net_cents: 221375,
      deductions: [
        { name: 'Federal Tax', amount_cents: 25000 },
        { name: 'Medicare', amount_cents: 3625 },
      ],
    },
  },
  {
    name: 'typed advice: "Address:" under "Employee:", net pay as sentences for this period and the year to date',
    pages: page(
      line(40, [[200, 'Oxbow Orchards']], 12),
      line(54, [[150, '86 Meridian Street • Boise, ID 83750']]),
      line(80, [[57, 'Employee: Ana B. Cruz']], 10),
      line(93, [[57, 'Address: 78 Old Mill Road, # 204']], 10),
      line(106, [[57, 'Providence, RI 02986']], 10),
      line(140, [[58, 'Description'], [345, 'Amount', 'r'], [436, 'Year to date', 'r']]),
      line(154, [[58, 'Total gross pay'], [345, '$6,000.00', 'r'], [436, '$36,000.00', 'r']]),
      line(168, [[58, 'Federal income tax'], [345, '386.14', 'r'], [436, '2,316.84', 'r']]),
      line(200, [[57, 'Net pay this period: $5,613.86']], 10),
      line(214, [[57, 'Net pay year to date: $33,683.16']], 10),
    ),
    expect: {
      employee_name: 'Ana B. Cruz',
      employee_address: { lines: ['78 Old Mill Road, # 204'], city: 'Providence', state: 'RI', postal_code: '02986' },
      gross_cents: 600000,
      net_cents: 561386,
      ytd_net_cents: 3368316,
      deductions: [{ name: 'Federal income tax', amount_cents: 38614, ytd_cents: 231684 }],
    },
  },
  {
    name: 'a scanned earnings statement: the company heads the page, a person\'s address sits in the envelope window, the net\'s cents unreadable',
    pages: page(
      line(31, [[333, 'Earnings Statement']]),
      line(53, [[93, 'SOUTH COAST MEDICAL CENTER,'], [276, 'INC.'], [335, 'Pay Date:'], [431, '08/07/2020']]),
      line(107, [[368, 'Kevin Jones']]),
      line(118, [[368, '223 Ash Drive']]),
      line(129, [[368, 'Brenda CA 84880']]),
      line(185, [[18, 'Earnings'], [200, 'this period'], [267, 'year to date']]),
      line(197, [[18, 'Regular'], [240, '3,237.76', 'r'], [312, '51,789.23', 'r']]),
      line(335, [[86, 'Gross Pay'], [240, '$3,237.76', 'r'], [312, '51,789.23', 'r']]),
      line(375, [[86, 'Federal Income Tax'], [240, '-647.82', 'r'], [312, '9,676.18', 'r']]),
      line(496, [[85, '401K Pre-Tax'], [240, '-651.24', 'r'], [312, '10,361.55', 'r']]),
      line(514, [[85, 'Net Pay'], [196, '$1,938. az']]),
      line(639, [[91, 'Kevin Jones'], [415, 'XXXX XXXX'], [540, '$1,938.70', 'r']]),
    ),
    expect: {
      employer_name: 'SOUTH COAST MEDICAL CENTER, INC.',
      employer_address: null,
      employee_name: 'Kevin Jones',
      employee_address: { lines: ['223 Ash Drive'], city: 'Brenda', state: 'CA', postal_code: '84880' },
      gross_cents: 323776,
      net_cents: 193870,
      deductions: [
        { name: 'Federal Income Tax', amount_cents: 64782, ytd_cents: 967618 },
        { name: '401K Pre-Tax', amount_cents: 65124, ytd_cents: 1036155 },
      ],
    },
  },
];

describe('extractPaystubFromPages on layouts read by meaning and geometry', () => {
  it.each(cases)('$name', ({ pages, expect: want }) => {
    expect(extractPaystubFromPages(pages)).toMatchObject(want);
  });
});

const lineOf = (cells: Array<[number, number, string]>): Line => {
  const tokens = cells.flatMap(([x0, , text], cell) => {
    let x = x0;
    return text.split(' ').map((t) => {
      const token = { text: t, x0: x, x1: x + t.length * 5, cell };
      x += (t.length + 1) * 5;
      return token;
    });
  });
  return { page: 1, y: 10, size: 8, x0: cells[0][0], x1: cells[cells.length - 1][1], cells: cells.map(([x0, x1, text]) => ({ x0, x1, text })), tokens, text: tokens.map((t) => t.text).join(' ') };
};

describe('splitAtRules', () => {
  it.each([
    { name: 'a bar between words and figures ends the cell', cells: [[0, 120, '24532.11 | FED WITHHLDG']] as Array<[number, number, string]>, want: ['24532.11', 'FED WITHHLDG'] },
    { name: 'a bar glued to a word', cells: [[0, 60, '|FICA OASDI']] as Array<[number, number, string]>, want: ['FICA OASDI'] },
    { name: 'a trailing bar alone', cells: [[0, 40, '848.95 |']] as Array<[number, number, string]>, want: ['848.95'] },
    { name: 'dot leaders between a label and its figure', cells: [[0, 200, 'Gross Pay..........$2,000.00']] as Array<[number, number, string]>, want: ['Gross Pay', '$2,000.00'] },
    { name: 'leaders with spaces around them', cells: [[0, 200, 'Net Pay ....... 912.40']] as Array<[number, number, string]>, want: ['Net Pay', '912.40'] },
    { name: 'an ellipsis of three dots stays', cells: [[0, 60, 'Acct ...4821']] as Array<[number, number, string]>, want: ['Acct ...4821'] },
    { name: 'no bar: the line as it was', cells: [[0, 40, 'Net Pay'], [100, 140, '1,000.00']] as Array<[number, number, string]>, want: ['Net Pay', '1,000.00'] },
  ])('$name', ({ cells, want }) => {
    const split = splitAtRules(lineOf(cells));
    expect(split.cells.map((c) => c.text)).toEqual(want);
    for (const t of split.tokens) expect(split.cells[t.cell].text.split(' ')).toContain(t.text);
  });
});

describe('labelHits with words saying which figure a gross or net label is', () => {
  it.each([
    { text: 'Net pay this period: $3,630.81', kind: 'net', rest: ': $3,630.81' },
    { text: 'Net pay for the current period $1.00', kind: 'net', rest: ' $1.00' },
    { text: 'Net pay year to date: $21,657.86', kind: 'ytdNet', rest: ': $21,657.86' },
    { text: 'Gross Earnings YTD 9,000.00', kind: 'ytdGross', rest: ' 9,000.00' },
    { text: 'Gross Pay (Year-to-Date)', kind: 'ytdGross', rest: '' },
    { text: 'Net Pay', kind: 'net', rest: '' },
    { text: 'Net Check Amount: 912.40', kind: 'net', rest: ': 912.40' },
    { text: 'Take-Home Pay 912.40', kind: 'net', rest: ' 912.40' },
    { text: 'Total Compensation 2,000.00', kind: 'gross', rest: ' 2,000.00' },
    { text: 'Week Ending 01/10/2026', kind: 'periodEnd', rest: ' 01/10/2026' },
  ])('$text', ({ text, kind, rest }) => {
    const [hit] = labelHits(text);
    expect(hit.kind).toBe(kind);
    expect(text.slice(hit.end)).toBe(rest);
  });
});

describe('splitAtGaps', () => {
  // Tokens 5 pt a character, as a monospaced line drawn in one piece.
  const oneCell = (text: string): Line => {
    const tokens: Line['tokens'] = [];
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) tokens.push({ text: m[0], x0: m.index * 5, x1: (m.index + m[0].length) * 5, cell: 0 });
    return { page: 1, y: 10, size: 8, x0: 0, x1: text.length * 5, cells: [{ text: tokens.map((t) => t.text).join(' '), x0: 0, x1: text.length * 5 }], tokens, text: tokens.map((t) => t.text).join(' ') };
  };
  it.each([
    { text: 'GROSS PAY         1000.00   5000.00', want: ['GROSS PAY', '1000.00', '5000.00'] },
    { text: 'FED WITHHLDG  213.43', want: ['FED WITHHLDG', '213.43'] },
    { text: 'Federal Income Tax 200.00', want: ['Federal Income Tax 200.00'] },
  ])('$text', ({ text, want }) => {
    const split = splitAtGaps(oneCell(text));
    expect(split.cells.map((c) => c.text)).toEqual(want);
  });
});

describe('checkDate: the date of a check printed with the stub, when no label names the pay date', () => {
  const at = (cells: string[]): Line => ({
    page: 1, y: 10, size: 8, x0: 0, x1: 100 * cells.length, cells: cells.map((text, k) => ({ text, x0: 100 * k, x1: 100 * k + 60 })), tokens: [], text: cells.join(' '),
  });
  it.each([
    { name: 'Date and the date in one cell', cells: ['Check No. 5460', 'Date 04/24/2026'], start: '2026-04-05', want: '2026-04-24' },
    { name: 'Date: and the date in the next cell', cells: ['Date:', '04/24/2026'], start: null, want: '2026-04-24' },
    { name: 'a date before the period starts is not the pay date', cells: ['Date 03/01/2026'], start: '2026-04-05', want: null },
    { name: 'a column heading with no date', cells: ['Date', 'Description', 'Amount'], start: null, want: null },
    { name: 'Date of birth is not a check date', cells: ['Date of birth 01/02/1990'], start: null, want: null },
  ])('$name', ({ cells, start, want }) => {
    expect(checkDate([at(cells)], start)).toBe(want);
  });
});

describe('partyNameBeforeId', () => {
  it.each([
    ['Jane Doe ID 189842', 'Jane Doe'],
    ['Jane Doe (Emp # 0042)', 'Jane Doe'],
    ['Jane Doe - SSN xxx-xx-1234', 'Jane Doe'],
    ['Jane Doe, Employee No. 77', 'Jane Doe'],
    ['Jane Doe', 'Jane Doe'],
    ['ID 189842', null],
    ['1234 Elm St', null],
  ])('%s', (text, want) => {
    expect(partyNameBeforeId(text)).toBe(want);
  });
});

describe('isCompanyName: a legal form ends the name', () => {
  it.each([
    ['SOUTH COAST MEDICAL CENTER, INC.', true],
    ['Acme Holdings LLC', true],
    ['Northwind Traders Ltd', true],
    ['Müller Bau GmbH', true],
    ['Smith & Co.', true],
    ['Kevin Jones', false],
    ['Mary Inc Kowalski', false],
    ['Lincoln', false],
  ])('%s: %s', (name, want) => expect(isCompanyName(name)).toBe(want));
});

describe('lostCents: a pay figure with unreadable cents, completed by the one amount of the page with its whole part', () => {
  const l = (y: number, cells: Array<[number, number, string]>): Line => ({ ...lineOf(cells), y });
  it.each([
    ['the deposit of the same pay', [l(10, [[0, 40, 'Net Pay'], [60, 100, '$2,458. az']]), l(40, [[0, 40, 'Deposit'], [60, 100, '$2,458.32']])], { cents: 245832, y: 10 }],
    ['two amounts of that whole part: no reading', [l(10, [[0, 40, 'Net Pay'], [60, 100, '$2,458. az']]), l(40, [[0, 40, 'A'], [60, 100, '2,458.32']]), l(50, [[0, 40, 'B'], [60, 100, '2,458.12']])], null],
    ['no other amount', [l(10, [[0, 40, 'Net Pay'], [60, 100, '$2,458. az']])], null],
    ['cents read: nothing to complete', [l(10, [[0, 40, 'Net Pay'], [60, 100, '$2,458.32']]), l(40, [[0, 40, 'Deposit'], [60, 100, '$2,458.32']])], null],
  ])('%s', (_, lines, want) => expect(lostCents(lines as Line[], 'net')).toEqual(want));
});
