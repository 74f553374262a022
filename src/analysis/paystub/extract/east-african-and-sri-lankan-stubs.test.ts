// Ugandan, Tanzanian, Botswana and Sri Lankan payslips: shillings printed as whole figures
// ("2,450,000", "UGX 2,103,420"), a currency's code before the net pay ("TZS 2,491,800.00", "BWP
// 1,174.94") or in a column's heading ("Current (UGX)", "Amount (Rs.)", "Current (P)"), and the
// employer's address on one line under its name with its box and tax numbers after it.
import { describe, expect, it } from 'vitest';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { addressUnderHeading } from './company-heading.ts';
import { usesWholeFigures, withCents } from './number-format.ts';
import { addressWithoutPostcode, cityLine } from './parties.ts';
import { pageOf, textLine } from './text-lines.fixture.ts';
import { moneyIn, withCentury, writesYearFirst } from './values.ts';
import { columnOf, isLabel } from './vocabulary.ts';

describe('usesWholeFigures: a document that prints its money without cents', () => {
  it.each([
    { name: 'shillings in the tables', texts: ['Basic Salary', '2,800,000', '8,400,000', '560,000', 'GROSS PAY', '3,710,000'], want: true },
    { name: 'a rate with cents among whole figures', texts: ['2,800,000', '8,400,000', '560,000', '1,680,000', 'Rate 12.50'], want: true },
    { name: 'figures with cents', texts: ['1,102.50', '10,584.00', '275.62', '1,469.98', '2,080'], want: false },
    { name: 'as many whole figures as ones with cents', texts: ['2,800,000', '8,400,000', '560,000', '1,200.00', '300.00'], want: false },
    { name: 'ordinary integers only', texts: ['Employee No. 982', 'TIN 1000384726', 'NSSF No. 3221502288839', '11 hrs', '2026', '31 March 2026'], want: false },
    { name: 'two grouped figures only', texts: ['2,800,000', '560,000', 'Pay Date 31 March 2026'], want: false },
  ])('$name', ({ texts, want }) => {
    expect(usesWholeFigures(texts)).toBe(want);
  });
});

describe('withCents: whole money figures given their cents', () => {
  it.each([
    { text: '2,450,000', want: '2,450,000.00' },
    { text: '50,000', want: '50,000.00' },
    { text: 'UGX 2,103,420', want: 'UGX 2,103,420.00' },
    { text: 'UGX 500', want: 'UGX 500.00' },
    { text: 'NSSF Employer (10%): UGX 371,000 this month', want: 'NSSF Employer (10%): UGX 371,000.00 this month' },
    { text: 'Chargeable income: UGX 3,710,000.', want: 'Chargeable income: UGX 3,710,000.00.' },
    // Figures with cents, and numbers that are not money, stay as printed.
    { text: '2,450,000.00', want: '2,450,000.00' },
    { text: 'Overtime (11 hrs)', want: 'Overtime (11 hrs)' },
    { text: 'TIN 1000384726', want: 'TIN 1000384726' },
    { text: 'NSSF No. 3221502288839', want: 'NSSF No. 3221502288839' },
    { text: '01 March 2026 - 31 March 2026', want: '01 March 2026 - 31 March 2026' },
    { text: 'RCT/982', want: 'RCT/982' },
    { text: 'P.O. Box 7741, Kampala', want: 'P.O. Box 7741, Kampala' },
  ])('$text', ({ text, want }) => {
    expect(withCents(text)).toBe(want);
  });
});

describe('moneyIn: a currency code before the figure', () => {
  it.each([
    { text: 'UGX 2,103,420.00', want: 210342000 },
    { text: 'TZS 2,491,800.00', want: 249180000 },
    { text: 'BWP 1,174.94', want: 117494 },
    { text: 'BWP1,174.94', want: 117494 },
    { text: 'LKR 183,637.17', want: 18363717 },
    { text: 'TZS', want: null },
  ])('$text', ({ text, want }) => {
    expect(moneyIn(text)).toBe(want);
  });
});

describe('a currency in a label or a column heading', () => {
  it.each([
    { text: 'NET PAY (TZS)', kind: 'net' as const, want: true },
    { text: 'NET PAY (UGX)', kind: 'net' as const, want: true },
    { text: 'Gross Pay (BWP)', kind: 'gross' as const, want: true },
  ])('isLabel $text', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });
  it.each([
    { text: 'Current (UGX)', want: 'current' },
    { text: 'Year to Date (UGX)', want: 'ytd' },
    { text: 'Amount (Rs.)', want: 'current' },
    { text: 'Year to Date (Rs.)', want: 'ytd' },
    { text: 'Current (P)', want: 'current' },
    { text: 'Rate (P)', want: 'rate' },
  ])('columnOf $text', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });
});

describe('addressUnderHeading: the line under a company name, numbers after the address left off', () => {
  it.each([
    { text: 'Plot 1045 Ohio Street, Dar es Salaam, Tanzania - TIN 104-382-917', lines: ['Plot 1045 Ohio Street'], city: 'Dar es Salaam' },
    { text: 'No. 210, Negombo Road, Peliyagoda, Sri Lanka. EPF Reg. No. C/48213 ETF Reg. No. 48213', lines: ['No. 210, Negombo Road'], city: 'Peliyagoda' },
    { text: 'Plot 54368, Western Bypass, Gaborone · Private Bag 00419, Gaborone · TIN C04417825', lines: ['Plot 54368', 'Western Bypass'], city: 'Gaborone' },
    { text: 'Plot 22 Jinja Road, Kampala | P.O. Box 7741, Kampala | TIN 1000384726', lines: ['Plot 22 Jinja Road'], city: 'Kampala' },
    { text: '14 Harbour Road, Mombasa, VAT No. 0123456X', lines: ['14 Harbour Road'], city: 'Mombasa' },
  ])('$text', ({ text, lines, city }) => {
    expect(addressUnderHeading(text)).toEqual({ lines, city, state: null, postal_code: null });
  });
  it.each(['TIN 1000384726', 'Private Bag 00419, Gaborone', 'Payslip for the month of May, 2026'])('%s is none', (text) => {
    expect(addressUnderHeading(text)).toBeNull();
  });
});

describe('addressWithoutPostcode: house numbers apart, houses, postal districts', () => {
  it.each([
    { text: 'No. 18, Temple Road, Nugegoda', lines: ['No. 18, Temple Road'], city: 'Nugegoda' },
    { text: 'No. 115/A, Station Road, Wattala', lines: ['No. 115/A, Station Road'], city: 'Wattala' },
    { text: 'No. 42/3, Galle Road, Colombo 03', lines: ['No. 42/3, Galle Road'], city: 'Colombo 03' },
    { text: 'House 14 Mbezi Beach, Dar es Salaam', lines: ['House 14 Mbezi Beach'], city: 'Dar es Salaam' },
  ])('$text', ({ text, lines, city }) => {
    expect(addressWithoutPostcode(text)).toEqual({ lines, city, state: null, postal_code: null });
  });
  it.each(['Plot 5, Block 8', '12 Main Street, Apt 4', '12 Main Street, Extension 12'])('%s has no town', (text) => {
    expect(addressWithoutPostcode(text)).toBeNull();
  });
});

describe('cityLine: "No." before a number is no US state', () => {
  it('a registration number is no state and ZIP code', () => {
    expect(cityLine('Sri Lanka. EPF Reg. No. C/48213 ETF Reg. No. 48213')).toBeNull();
  });
  it('a state and ZIP code still are', () => {
    expect(cityLine('Austin, TX 78701')).toEqual({ rest: 'Austin', state: 'TX', postal: '78701' });
  });
});

describe('extractPaystubFromPages: a payslip in whole shillings', () => {
  const size = 9;
  const page = (figures: (s: string) => string) =>
    pageOf(1, 595, 842, [
      textLine(40, [[40, 'RWENZORI HIGHLAND TEA LIMITED'], [500, 'PAYSLIP']], 14),
      textLine(56, [[40, 'Plot 9 Jinja Road, Kampala | TIN 1000384726']], size),
      textLine(90, [[40, 'Employee Name:'], [130, 'Akello Grace'], [330, 'Pay Period:'], [400, '01 March 2026 - 31 March 2026']], size),
      textLine(104, [[40, 'Employee No.:'], [130, '982'], [330, 'Pay Date:'], [400, '31 March 2026']], size),
      textLine(140, [[40, 'EARNINGS'], [420, 'Current (UGX)', 'r'], [540, 'Year to Date (UGX)', 'r']], size),
      textLine(156, [[40, 'Basic Salary'], [420, figures('2,800,000'), 'r'], [540, figures('8,400,000'), 'r']], size),
      textLine(170, [[40, 'Overtime (11 hrs)'], [420, figures('110,000'), 'r'], [540, figures('330,000'), 'r']], size),
      textLine(186, [[40, 'GROSS PAY'], [420, figures('2,910,000'), 'r'], [540, figures('8,730,000'), 'r']], size),
      textLine(220, [[40, 'DEDUCTIONS'], [420, 'Current (UGX)', 'r'], [540, 'Year to Date (UGX)', 'r']], size),
      textLine(236, [[40, 'PAYE'], [420, figures('685,500'), 'r'], [540, figures('2,056,500'), 'r']], size),
      textLine(250, [[40, 'NSSF (5%)'], [420, figures('145,500'), 'r'], [540, figures('436,500'), 'r']], size),
      textLine(266, [[40, 'TOTAL DEDUCTIONS'], [420, figures('831,000'), 'r'], [540, figures('2,493,000'), 'r']], size),
      textLine(300, [[40, 'NET PAY'], [420, `UGX ${figures('2,079,000')}`, 'r'], [540, figures('6,237,000'), 'r']], size),
    ]);

  it('reads the pay, the deductions and the year to date', () => {
    const stub = extractPaystubFromPages([page((s) => s)]);
    expect(stub.gross_cents).toBe(291000000);
    expect(stub.net_cents).toBe(207900000);
    expect(stub.ytd_gross_cents).toBe(873000000);
    expect(stub.ytd_net_cents).toBe(623700000);
    expect(stub.deductions).toEqual([
      { name: 'PAYE', amount_cents: 68550000, ytd_cents: 205650000 },
      { name: 'NSSF (5%)', amount_cents: 14550000, ytd_cents: 43650000 },
    ]);
    expect(stub.employer_address).toEqual({ lines: ['Plot 9 Jinja Road'], city: 'Kampala', state: null, postal_code: null });
  });

  it('reads the same figures printed with cents alike', () => {
    const withDecimals = extractPaystubFromPages([page((s) => `${s}.00`)]);
    const whole = extractPaystubFromPages([page((s) => s)]);
    expect(whole).toEqual(withDecimals);
  });
});

describe('read from a picture: dates that lost their century, addresses that lost their marks', () => {
  it.each([
    { texts: ['Salary Period', '2026.04.01 to 2026.04.30'], want: true },
    { texts: ['Period 2026-02-01 to 2026-02-28', 'Pay Date 2026-02-27'], want: true },
    { texts: ['Pay Date 2026.04.30'], want: false },
    { texts: ['Period 01.04.2026 - 30.04.2026'], want: false },
    { texts: ['2026.13.01 to 2026.14.30'], want: false },
  ])('writesYearFirst($texts) = $want', ({ texts, want }) => {
    expect(writesYearFirst(texts)).toBe(want);
  });

  it.each([
    { text: '26.02.27', want: '2026.02.27' },
    { text: ' 26.01.30 ', want: '2026.01.30' },
    { text: '26.13.27', want: '26.13.27' },
    { text: '26.02.2027', want: '26.02.2027' },
    { text: '1,234.56', want: '1,234.56' },
  ])('withCentury($text) = $want', ({ text, want }) => {
    expect(withCentury(text)).toBe(want);
  });

  it.each([
    { text: 'Plot 22 Jinja Road, Kampala P.O. Box 7741, Kampala TIN 1000384726', lines: ['Plot 22 Jinja Road'], city: 'Kampala' },
    { text: 'Plot 54368, Western Bypass, Gaborone - Private Bag 00419, Gaborone - TIN C04417825', lines: ['Plot 54368', 'Western Bypass'], city: 'Gaborone' },
    { text: 'Plot 1045 Ohio Street, Dar es Salaam, Tanzania - TIN', lines: ['Plot 1045 Ohio Street'], city: 'Dar es Salaam' },
    { text: 'No. 210, Negombo Road, Peliyagoda, Sn Lanka. EPF Reg. No. C/ 48213 ETF Reg. No. 48213', lines: ['No. 210, Negombo Road'], city: 'Peliyagoda' },
  ])('addressUnderHeading($text)', ({ text, lines, city }) => {
    expect(addressUnderHeading(text)).toEqual({ lines, city, state: null, postal_code: null });
  });

  const datedPage = (payDate: string, period: string) =>
    pageOf(1, 595, 842, [
      textLine(60, [[56, 'Lanka Weaving Mills (Pvt) Ltd']], 15),
      textLine(100, [[56, 'Salary Period'], [142, `: ${period}`]], 9),
      textLine(113, [[56, 'Pay Date'], [142, `: ${payDate}`]], 9),
      textLine(150, [[56, 'Earnings'], [400, 'Amount (Rs.)', 'r'], [520, 'Year to Date (Rs.)', 'r']], 9),
      textLine(165, [[64, 'Basic Salary'], [400, '85,000.00', 'r'], [520, '170,000.00', 'r']], 9),
      textLine(180, [[56, 'Gross Salary'], [400, '85,000.00', 'r'], [520, '170,000.00', 'r']], 9),
      textLine(200, [[56, 'Deductions']], 9),
      textLine(215, [[64, 'EPF Employee (8%)'], [400, '6,800.00', 'r'], [520, '13,600.00', 'r']], 9),
      textLine(235, [[56, 'Net Salary'], [400, 'Rs. 78,200.00', 'r'], [520, '156,400.00', 'r']], 9),
    ]);
  it.each([
    { payDate: '26.02.27', period: '2026.02.01 to 2026.02.28', want: '2026-02-27' },
    { payDate: '2026.02.27', period: '2026.02.01 to 2026.02.28', want: '2026-02-27' },
  ])('a pay date $payDate beside a period $period', ({ payDate, period, want }) => {
    expect(extractPaystubFromPages([datedPage(payDate, period)]).pay_date).toBe(want);
  });

  const lostGross = (gross: string, taxable: string) =>
    pageOf(1, 595, 842, [
      textLine(60, [[50, 'NILE BREWERIES LIMITED']], 14),
      textLine(140, [[56, 'EARNINGS'], [420, 'Current (UGX)', 'r'], [540, 'Year to Date (UGX)', 'r']], 9),
      textLine(156, [[56, 'Basic Salary'], [420, '4,200,000', 'r'], [540, '16,800,000', 'r']], 9),
      textLine(170, [[56, 'Housing Allowance'], [420, '840,000', 'r'], [540, '3,360,000', 'r']], 9),
      textLine(184, [[56, 'Transport Allowance'], [420, '350,000', 'r'], [540, '1,400,000', 'r']], 9),
      textLine(200, [[56, 'GROSS PAY'], ...(gross ? [[420, gross, 'r'] as [number, string, 'r']] : []), [540, '21,560,000', 'r']], 9),
      textLine(230, [[56, 'DEDUCTIONS'], [420, 'Current (UGX)', 'r'], [540, 'Year to Date (UGX)', 'r']], 9),
      textLine(246, [[56, 'PAYE'], [420, '1,519,000', 'r'], [540, '6,076,000', 'r']], 9),
      textLine(260, [[56, 'NSSF (5%)'], [420, '269,500', 'r'], [540, '1,078,000', 'r']], 9),
      textLine(290, [[56, 'NET PAY'], [420, 'UGX 3,601,500', 'r'], [540, '14,406,000', 'r']], 9),
      textLine(320, [[50, `Chargeable income for PAYE: UGX ${taxable}`]], 9),
    ]);
  it('a gross pay row whose current figure a picture lost: the year-to-date figure stays the year\'s, the period\'s printed below', () => {
    const stub = extractPaystubFromPages([lostGross('', '5,390,000')]);
    expect(stub.gross_cents).toBe(539000000);
    expect(stub.ytd_gross_cents).toBe(2156000000);
  });
  it('without the same figure printed elsewhere the period\'s gross stays unread', () => {
    const stub = extractPaystubFromPages([lostGross('', '5,400,000')]);
    expect(stub.gross_cents).toBeNull();
    expect(stub.ytd_gross_cents).toBe(2156000000);
  });
  it('as printed, the row gives both', () => {
    const stub = extractPaystubFromPages([lostGross('5,390,000', '5,390,000')]);
    expect(stub.gross_cents).toBe(539000000);
    expect(stub.ytd_gross_cents).toBe(2156000000);
  });
});
