// Payslips of Papua New Guinea, Estonia, Barbados and the Seychelles: the kina's "K" before a figure
// ("K1,192.80"), a currency's code after one ("3,182.78 SCR"), "Net Pay this fortnight", a "Year to
// date" title alone over a block of the year's totals, an "Employer" column of what the employer pays
// on top, a "Net pay" box whose figure is under its label, plots numbered "Section" or "Zone" starting
// an address, addresses of places only after an "Address" label ("Anse aux Pins, Mahe"), a Barbadian
// postcode ("St. James, BB24017"), a phone number after the employer's address, and Estonia's "OÜ".
import { describe, expect, it } from 'vitest';
import { addressUnderHeading, isCompanyName } from './company-heading.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { addressWithoutPostcode, cityLine, placesOnly } from './parties.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { moneyIn } from './values.ts';
import { isLabel, shareColumnOf } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9) => textLine(y, cells, size);

describe('moneyIn: the kina\'s K before a figure, a code after it', () => {
  it.each([
    { text: 'K1,192.80', want: 119280 },
    { text: 'K57.46', want: 5746 },
    { text: 'PGK 960.75', want: 96075 },
    { text: '3,182.78 SCR', want: 318278 },
    { text: '1,200.00 USD', want: 120000 },
    // Letters that are no currency, and a K before no figure with cents.
    { text: 'KCF9249', want: null },
    { text: 'K12', want: null },
    { text: '3,182.78 XYZ', want: null },
  ])('$text', ({ text, want }) => {
    expect(moneyIn(text)).toBe(want);
  });
});

describe('isLabel: a net pay label naming its period', () => {
  it.each([
    { text: 'Net Pay this fortnight', kind: 'net', want: true },
    { text: 'Net pay for this period', kind: 'net', want: true },
    { text: 'Gross pay this month', kind: 'gross', want: true },
    { text: 'Net pay this year', kind: 'net', want: false },
    { text: 'Tax this fortnight', kind: 'net', want: false },
  ] as const)('$text', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });
});

describe('shareColumnOf: whose share a column of deductions is', () => {
  it.each([
    { text: 'Employer', want: 'employer' },
    { text: 'Tööandja / Employer', want: 'employer' },
    { text: 'Töötaja / Employee', want: 'current' },
    { text: 'Tobandja Employer', want: 'employer' },
    { text: 'Employee Name', want: null },
    { text: 'Deductions', want: null },
  ])('$text', ({ text, want }) => {
    expect(shareColumnOf(text)).toBe(want);
  });
});

describe('addresses of islands and plots', () => {
  it('a plot numbered by its section or zone starts an address on one line', () => {
    expect(addressWithoutPostcode('Section 41, Allotment 12, Kumul Avenue, Port Moresby, NCD')).toEqual({
      lines: ['Section 41', 'Allotment 12', 'Kumul Avenue', 'Port Moresby'],
      city: 'NCD',
      state: null,
      postal_code: null,
    });
    expect(addressWithoutPostcode('Zone 14, Ile du Port, Victoria, Mahe')?.city).toBe('Mahe');
    // A section of law is no plot without the places after it.
    expect(addressWithoutPostcode('Section 125')).toBeNull();
  });

  it('places only, split by commas', () => {
    expect(placesOnly('Anse aux Pins, Mahe')).toEqual({ lines: ['Anse aux Pins'], city: 'Mahe', state: null, postal_code: null });
    expect(placesOnly('Mont Fleuri, Victoria, Mahe')?.lines).toEqual(['Mont Fleuri', 'Victoria']);
    expect(placesOnly('Front Desk Agent')).toBeNull();
    expect(placesOnly('paid by transfer, monthly')).toBeNull();
    expect(placesOnly('Lot 22, Bumbu Road, Lae')).toBeNull();
  });

  it('a Barbadian postcode after the parish; a phone number after the address', () => {
    expect(cityLine('Highway 1, Paynes Bay, St. James, BB24017')).toEqual({ rest: 'Highway 1, Paynes Bay, St. James', state: null, postal: 'BB24017' });
    expect(addressUnderHeading('Highway 1, Paynes Bay, St. James, BB24017 Tel. (246) 432 7100')).toEqual({
      lines: ['Highway 1', 'Paynes Bay'],
      city: 'St. James',
      state: null,
      postal_code: 'BB24017',
    });
    expect(addressUnderHeading('Peterburi tee 46, 11415 Tallinn · Reg. code 11729636 · KMKR EE105803846')).toEqual({
      lines: ['Peterburi tee 46'],
      city: 'Tallinn',
      state: null,
      postal_code: '11415',
    });
  });

  it('Baltic and Nordic legal forms end a company\'s name', () => {
    expect(isCompanyName('Põhjaranniku Logistika OÜ')).toBe(true);
    expect(isCompanyName('Tallinna Vesi AS')).toBe(true);
    expect(isCompanyName('Kadri Tamm')).toBe(false);
  });
});

describe('extractPaystubFromPages: a PNG pay advice in kina, with a year-to-date block', () => {
  const page = pageOf(1, 595, 842, [
    line(92, [[66, 'EMPLOYER']]),
    line(108, [[85, 'Kumul Coastal Freight Limited'], [235, 'TIN 502372264']]),
    line(123, [[85, 'Section 41, Allotment 12, Kumul Avenue, Port Moresby, NCD']]),
    line(154, [[66, 'EMPLOYEE']]),
    line(170, [[85, 'Name:'], [183, 'Rose Kila']]),
    line(185, [[85, 'Address:'], [185, 'Section 110, Lot 7, Gerehu Stage 2, Port Moresby']]),
    line(200, [[85, 'Pay Date:'], [183, '9 April 2026']]),
    line(215, [[85, 'Bank:'], [183, 'BSP Waigani, account ending 1609']]),
    line(246, [[66, 'EARNINGS']]),
    line(262, [[85, 'Description'], [450, 'This Pay', 'r'], [537, 'Year to Date', 'r']]),
    line(277, [[85, 'Ordinary Hours'], [450, 'K840.00', 'r'], [537, 'K5,586.00', 'r']]),
    line(292, [[85, 'Housing Allowance'], [450, 'K120.75', 'r'], [537, 'K840.00', 'r']]),
    line(308, [[85, 'Gross Pay'], [450, 'K960.75', 'r'], [537, 'K6,426.00', 'r']]),
    line(339, [[66, 'DEDUCTIONS']]),
    line(354, [[88, 'Description'], [450, 'This Pay', 'r'], [537, 'Year to Date', 'r']]),
    line(370, [[88, 'Salary & Wages Tax'], [450, 'K57.46', 'r'], [537, 'K576.64', 'r']]),
    line(385, [[88, 'Staff Canteen'], [450, 'K22.00', 'r'], [537, 'K123.50', 'r']]),
    line(400, [[88, 'Total Deductions'], [450, 'K79.46', 'r'], [537, 'K700.14', 'r']]),
    line(431, [[66, 'NET PAY']]),
    line(446, [[88, 'Net Pay this fortnight'], [450, 'K881.29', 'r']]),
    line(477, [[66, 'YEAR TO DATE']]),
    line(493, [[88, 'Gross Pay'], [440, 'K6,426.00', 'r']]),
    line(508, [[88, 'Total Deductions'], [440, 'K700.14', 'r']]),
    line(523, [[88, 'Net Pay'], [440, 'K5,725.86', 'r']]),
  ]);
  const stub = extractPaystubFromPages([page]);

  it('reads the period\'s net pay, and the year\'s from the block titled "Year to date"', () => {
    expect(stub.gross_cents).toBe(96075);
    expect(stub.net_cents).toBe(88129);
    expect(stub.ytd_gross_cents).toBe(642600);
    expect(stub.ytd_net_cents).toBe(572586);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['Salary & Wages Tax', 5746],
      ['Staff Canteen', 2200],
    ]);
  });

  it('reads both parties\' addresses, the bank\'s account number no address', () => {
    expect(stub.employer_name).toBe('Kumul Coastal Freight Limited');
    expect(stub.employer_address?.city).toBe('NCD');
    expect(stub.employee_name).toBe('Rose Kila');
    expect(stub.employee_address).toEqual({ lines: ['Section 110', 'Lot 7', 'Gerehu Stage 2'], city: 'Port Moresby', state: null, postal_code: null });
  });
});

describe('extractPaystubFromPages: an Estonian palgaleht with a net pay box beside the year\'s totals', () => {
  const page = pageOf(1, 595, 842, [
    line(56, [[44, 'Põhjaranniku Logistika OÜ'], [551, 'PALGALEHT / PAYSLIP', 'r']], 13),
    line(69, [[44, 'Peterburi tee 46, 11415 Tallinn · Reg. code 11729636 · KMKR EE105803846']], 8),
    line(94, [[44, 'Töötaja / Employee'], [300, 'Arvestusperiood / Period']], 7),
    line(104, [[44, 'Kadri Tamm'], [300, '01.03.2026 - 31.03.2026']]),
    line(204, [[48, 'Arvestused / Earnings'], [442, 'Kuu / Month', 'r'], [542, 'Aasta algusest / YTD', 'r']], 8),
    line(220, [[48, 'Basic salary'], [442, '2 150,00 EUR', 'r'], [544, '6 450,00 EUR', 'r']], 8),
    line(261, [[48, 'Brutopalk / Gross pay'], [442, '2 150,00 EUR', 'r'], [544, '6 450,00 EUR', 'r']], 8),
    line(283, [[48, 'Kinnipidamised / Deductions'], [355, 'Töötaja / Employee', 'r'], [440, 'Aasta algusest / YTD', 'r'], [542, 'Tööandja / Employer', 'r']], 7),
    line(299, [[48, 'Income tax 22%'], [357, '330,48 EUR', 'r'], [442, '990,00 EUR', 'r']], 8),
    line(312, [[48, 'Unemployment insurance 1.6%'], [357, '34,40 EUR', 'r'], [442, '103,20 EUR', 'r'], [543, '17,20 EUR', 'r']], 8),
    line(364, [[48, 'Social tax 33% (employer only)'], [544, '709,50 EUR', 'r']], 8),
    line(379, [[48, 'Kinnipidamised kokku / Total deductions'], [357, '364,88 EUR', 'r'], [442, '1 093,20 EUR', 'r']], 8),
    line(417, [[52, 'Aasta algusest / Year to date']], 8),
    line(425, [[330, 'Netopalk / Net pay']], 10),
    line(431, [[52, 'Gross pay'], [281, '6 450,00 EUR', 'r']], 8),
    line(443, [[52, 'Deductions'], [281, '1 093,20 EUR', 'r']], 8),
    line(449, [[541, '1 785,12 EUR', 'r']], 14),
    line(455, [[52, 'Net pay'], [281, '5 356,80 EUR', 'r']], 8),
    line(487, [[44, 'Tulumaksuvaba miinimum / Basic exemption applied: 700,00 EUR']], 7),
  ]);
  const stub = extractPaystubFromPages([page]);

  it('reads the net pay under its label in the box, and the year\'s net from the block beside it', () => {
    expect(stub.gross_cents).toBe(215000);
    expect(stub.net_cents).toBe(178512);
    expect(stub.ytd_net_cents).toBe(535680);
  });

  it('leaves out the tax only the employer pays and the totals under the net pay', () => {
    expect(stub.deductions.map((d) => [d.name, d.amount_cents, d.ytd_cents])).toEqual([
      ['Income tax 22%', 33048, 99000],
      ['Unemployment insurance 1.6%', 3440, 10320],
    ]);
  });

  it('reads the employer\'s address under its name, without its registration numbers', () => {
    expect(stub.employer_name).toBe('Põhjaranniku Logistika OÜ');
    expect(stub.employer_address).toEqual({ lines: ['Peterburi tee 46'], city: 'Tallinn', state: null, postal_code: '11415' });
  });
});

describe('extractPaystubFromPages: as a picture reads them', () => {
  it('an employer\'s name and tax number in one cell over its address; a net pay label misread, the arithmetic\'s figure printed', () => {
    const page = pageOf(1, 612, 876, [
      line(97, [[69, 'EMPLOYER']]),
      line(113, [[89, 'Kumul Coastal Freight Limited TIN 502372264']]),
      line(129, [[89, 'Section 41, Allotment 12, Kumul Avenue, Port Moresby, NCD']]),
      line(170, [[40, 'EARNINGS'], [430, 'Current', 'r'], [555, 'Year to Date', 'r']]),
      line(187, [[40, 'Regular Hours'], [430, '$1,639.10', 'r'], [555, '$8,987.30', 'r']]),
      line(228, [[40, 'Gross Earnings'], [430, '$1,639.10', 'r'], [555, '$8,987.30', 'r']]),
      line(260, [[40, 'DEDUCTIONS'], [350, 'Current', 'r'], [441, 'Year to Date', 'r']]),
      line(276, [[40, 'Income Tax (PAYE)'], [350, '$51.94', 'r'], [441, '$217.46', 'r']]),
      line(290, [[40, 'BWU Union Dues'], [350, '$7.50', 'r'], [441, '$45.00', 'r']]),
      line(305, [[40, 'Total Deductions'], [350, '$59.44', 'r'], [441, '$262.46', 'r']]),
      line(340, [[57, 'NEL PAY'], [557, '$1,579.66', 'r']]),
      line(380, [[56, 'Year to Date Summary']]),
      line(395, [[56, 'Gross Earnings'], [301, '$8,987.30', 'r']]),
      line(409, [[56, 'Total Deductions'], [301, '$262.46', 'r']]),
      line(423, [[56, 'Net Pay'], [301, '$8,724.84', 'r']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.employer_name).toBe('Kumul Coastal Freight Limited');
    expect(stub.employer_address?.lines[0]).toBe('Section 41');
    expect(stub.net_cents).toBe(157966);
    expect(stub.ytd_net_cents).toBe(872484);
  });

  it('a heading in two languages whose slash was lost names its column; a tax the employer alone pays is no deduction', () => {
    const page = pageOf(1, 595, 842, [
      line(204, [[48, 'Arvestused / Earnings'], [442, 'Kuu / Month', 'r'], [542, 'Aasta algusest / YTD', 'r']], 7),
      line(261, [[48, 'Brutopalk / Gross pay'], [442, '2,150.00', 'r'], [544, '6,450.00', 'r']], 8),
      line(283, [[48, 'Kinnipidamised / Deductions'], [355, 'Tootaja / Employee', 'r'], [440, 'Aasta algusest YTD', 'r'], [542, 'Todandja / Employer', 'r']], 7),
      line(299, [[48, 'Income tax 22%'], [357, '330.48', 'r'], [442, '990.00', 'r']], 8),
      line(312, [[48, 'Funded pension Il pillar 2%'], [357, '43.00', 'r'], [442, '129.00', 'r']], 8),
      line(364, [[48, 'Social tax 33% (employer only)'], [544, '709.50', 'r']], 8),
      line(379, [[48, 'Kinnipidamised kokku / Total deductions'], [357, '373.48', 'r'], [442, '1,119.00', 'r']], 8),
      line(417, [[52, 'Aasta algusest Year to date']], 8),
      line(431, [[52, 'Gross pay'], [281, '6,450.00', 'r'], [330, 'Netopalk / Net pay']], 8),
      line(443, [[52, 'Deductions'], [281, '1,119.00', 'r'], [541, '1,776.52', 'r']], 8),
      line(455, [[52, 'Net pay'], [281, '5,331.00', 'r']], 8),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.net_cents).toBe(177652);
    expect(stub.ytd_net_cents).toBe(533100);
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['Income tax 22%', 33048],
      ['Funded pension II pillar 2%', 4300],
    ]);
  });

  it('a net pay label a picture spoiled: the last row, gross less the deductions above it, is the net', () => {
    const page = pageOf(1, 612, 866, [
      line(183, [[37, 'EARNINGS'], [378, 'THIS PERIOD', 'r'], [468, 'YEAR TO DATE', 'r']]),
      line(200, [[37, 'Basic Hours'], [378, '1,886.40', 'r'], [468, '31,597.20', 'r']]),
      line(290, [[37, 'GROSS EARNINGS'], [378, '1,886.40', 'r'], [468, '31,597.20', 'r']]),
      line(315, [[37, 'DEDUCTIONS'], [378, 'THIS PERIOD', 'r'], [468, 'YEAR TO DATE', 'r']]),
      line(340, [[37, 'Income Tax'], [378, '110.86', 'r'], [468, '1,758.56', 'r']]),
      line(353, [[37, 'Staff Welfare Fund'], [378, '10.00', 'r'], [468, '140.00', 'r']]),
      line(380, [[37, 'TOTAL DEDUCTIONS'], [378, '120.86', 'r'], [468, '1,898.56', 'r']]),
      line(405, [[37, 'MET PAY'], [400, '1,765.54 SCR', 'r'], [468, '29,698.64', 'r']]),
    ]);
    const stub = extractPaystubFromPages([page]);
    expect(stub.net_cents).toBe(176554);
    expect(stub.ytd_net_cents).toBe(2969864);
    expect(stub.deductions.map((d) => d.name)).toEqual(['Income Tax', 'Staff Welfare Fund']);
  });
});
