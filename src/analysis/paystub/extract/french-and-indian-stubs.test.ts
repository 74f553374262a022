// Stubs from Quebec and India: French Canadian `1 234,56 $` with labels in two languages ("Salaire
// brut / Gross pay") and addresses like "455, rue Saint-Joseph Est, Québec (Québec) G1K 3B6"; Indian
// lakh grouping (`1,23,456.00`, `Rs.`), PIN codes, and an address in a grid of the employee's
// details. A space inside a figure is a thousands mark only on a document that writes its decimals
// with a comma: two figures a space apart on a US stub stay two.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages, payFigureIn } from './extract-paystub.ts';
import { cityLine, pickParties, splitCity, type PartyBlock } from './parties.ts';
import { pointDecimalPages, thousandsFromLakhs, usesDecimalComma, withDecimalPoint } from './number-format.ts';
import { amountIn } from './values.ts';
import { bilingualSides, columnOf, frequencyOf, isLabel, isTotal, sectionOf } from './vocabulary.ts';

/** Items on one baseline: [x, text] (left edge) or [x, text, 'r'] (right edge), 0.5 em a character. */
const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size, { font: 'f1' });
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 612, 792, lines)];

describe('usesDecimalComma: the document writes its decimals with a comma', () => {
  it.each([
    { name: 'French Canadian figures', texts: ['815,62', '7 471,12', '618,43 $'], want: true },
    { name: 'no-break and thin spaces between thousands', texts: ['7\u00a0471,12', '8\u202f119,51 $'], want: true },
    { name: 'European figures', texts: ['1.234,56', '89,50 €'], want: true },
    { name: 'US figures', texts: ['1,234.56', '12 345.00', '89.54'], want: false },
    { name: 'lakh grouping', texts: ['1,02,387.00', '50,323.00', '200.00'], want: false },
    { name: 'one stray comma figure among point figures', texts: ['1,25', '10.00', '20.00'], want: false },
    { name: 'a single comma figure is no evidence', texts: ['12,50'], want: false },
    { name: 'dates and an address with commas', texts: ['Jan 12, 2026', '455, rue Saint-Joseph', '2026-03-11'], want: false },
  ])('$name', ({ texts, want }) => {
    expect(usesDecimalComma(texts)).toBe(want);
  });
});

describe('withDecimalPoint: a decimal-comma figure in the point form', () => {
  it.each([
    ['815,62', '815.62'],
    ['7 471,12', '7,471.12'],
    ['618,43 $', '618.43'],
    ['Cumul : 6 006,39 $', 'Cumul : 6,006.39'],
    ['1 234 567,89', '1,234,567.89'],
    ['7\u00a0471,12', '7,471.12'],
    ['8\u202f119,51\u00a0$', '8,119.51'],
    ['1.234,56 €', '1,234.56'],
    ['37,50', '37.50'],
    // Hours and rates with one to four decimals.
    ['37,5', '37.5'],
    ['21,7500', '21.7500'],
    ['-12,00', '-12.00'],
    // Figures in columns of one drawn line stay apart: the groups after a space are three digits each.
    ['21,75 815,62', '21.75 815.62'],
    ['37,50 1 234,56', '37.50 1,234.56'],
    // Not figures with two decimals: left as they are.
    ['455, rue Saint-Joseph Est', '455, rue Saint-Joseph Est'],
    ['1,234.56', '1,234.56'],
    ['1,02,387.00', '1,02,387.00'],
    ['12,34567', '12,34567'],
  ])('%s', (text, want) => {
    expect(withDecimalPoint(text)).toBe(want);
  });
});

describe('pointDecimalPages: only a decimal-comma document is rewritten', () => {
  it('joins the thousands of a French Canadian figure', () => {
    const [p] = pointDecimalPages(page(line(100, [[40, 'Salaire brut / Gross pay'], [480, '839,06', 'r'], [560, '8 119,51', 'r']])));
    expect(p.items.map((i) => i.str)).toEqual(['Salaire brut / Gross pay', '839.06', '8,119.51']);
  });

  // Pieces on one baseline: [x, text], 9 pt, 0.5 em a character.
  const pieces = (...cells: Array<[number, string]>) => page(line(100, [[40, 'Salaire brut'], ...cells]), line(112, [[40, 'Net'], [300, '618,43 $'], [400, '1 618,43 $']]));
  it.each([
    { name: 'the thousands of a figure drawn apart, a space between', cells: [[300, '14'], [313.5, '922,69']] as Array<[number, string]>, want: ['14,922.69'] },
    { name: 'a no-break space drawn as a gap of 0.4 em', cells: [[300, '8'], [308.1, '119,51 $']] as Array<[number, string]>, want: ['8,119.51'] },
    { name: 'two columns, 3 em apart', cells: [[300, '14'], [336, '922,69']] as Array<[number, string]>, want: ['14', '922.69'] },
    { name: 'a figure after a number of more than three digits', cells: [[300, '2026'], [322.5, '922,69']] as Array<[number, string]>, want: ['2026', '922.69'] },
  ])('$name', ({ cells, want }) => {
    const [p] = pointDecimalPages(pieces(...cells));
    expect(p.items.filter((i) => i.y === 100).slice(1).map((i) => i.str)).toEqual(want);
  });

  it.each([
    { name: 'read from a picture', confidence: 0.9, want: ['Gross Pay', '839.06', '8,119.51', '815.62', '37.50'] },
    { name: 'in a PDF’s own text', confidence: undefined, want: ['Gross Pay', '839,06', '8,119.51', '815.62', '37.50'] },
  ])('a comma among points, $name', ({ confidence, want }) => {
    const items = line(100, [[40, 'Gross Pay'], [300, '839,06'], [400, '8,119.51'], [480, '815.62'], [540, '37.50']]).map((i) => ({ ...i, confidence }));
    const [p] = pointDecimalPages([{ number: 1, width: 612, height: 792, items }]);
    expect(p.items.map((i) => i.str)).toEqual(want);
  });

  it('keeps two figures a space apart on a US stub apart', () => {
    const pages = page(line(100, [[40, 'Gross Pay'], [300, '12 345.00'], [380, '12'], [393.5, '345.00'], [480, '2,500.00', 'r']]), line(112, [[40, 'Net Pay'], [480, '1,900.00', 'r']]));
    expect(pointDecimalPages(pages)).toBe(pages);
  });
});

describe('lakh grouping and rupees', () => {
  it.each([
    ['1,23,456.00', '123,456.00'],
    ['11,04,235.00', '1,104,235.00'],
    ['1,00,00,000.00', '10,000,000.00'],
    ['Rs.9,61,497.00', 'Rs.961,497.00'],
    // Thousands grouped in threes, and not figures, stay as they are.
    ['50,323.00', '50,323.00'],
    ['1,234,567.00', '1,234,567.00'],
    ['12,34.56', '12,34.56'],
  ])('thousandsFromLakhs(%s)', (text, want) => {
    expect(thousandsFromLakhs(text)).toBe(want);
  });

  it.each([
    ['1,02,387.00', 10238700],
    ['Rs. 88,238.00', 8823800],
    ['Rs.9,61,497.00', 96149700],
    ['₹1,70,394.00', 17039400],
    ['INR 2,10,484.00', 21048400],
    ['CAD 1,234.56', 123456],
    ['618.43 $', 61843],
    ['618.43$', 61843],
    ['12,34.56', null],
  ])('amountIn(%s)', (text, want) => {
    expect(amountIn(text)?.cents ?? null).toBe(want);
  });

  it.each([
    ['Rs. 88,238.00 (Rupees Eighty-Eight Thousand Two Hundred Thirty-Eight Only)', 8823800],
    // The words go on to the next line: the parenthesis is not closed on this one.
    ['Rs. 1,70,394.00 (Rupees One Lakh Seventy Thousand Three Hundred Ninety-Four', 17039400],
    ['$1,234.56 (USD)', 123456],
    ['1,234.56', 123456],
    // A figure in the parentheses is no amount in words.
    ['1,234.56 (1,000.00)', null],
  ])('payFigureIn(%s)', (text, want) => {
    expect(payFigureIn(text)).toBe(want);
  });
});

describe('labels in two languages', () => {
  it.each([
    { text: 'Salaire brut / Gross pay', sides: ['Salaire brut', 'Gross pay'] },
    { text: 'NET À PAYER / NET PAY', sides: ['NET À PAYER', 'NET PAY'] },
    { text: 'Hours/Units', sides: null },
    { text: '123.73 / 605.48', sides: null },
  ])('bilingualSides($text)', ({ text, sides }) => {
    expect(bilingualSides(text)).toEqual(sides);
  });

  it.each([
    { text: 'Salaire brut / Gross pay', kind: 'gross' as const, want: true },
    { text: 'NET À PAYER / NET PAY', kind: 'net' as const, want: true },
    { text: 'Gross pay / Net pay', kind: 'gross' as const, want: false },
    { text: 'Impôt fédéral / Federal tax', kind: 'gross' as const, want: false },
  ])('isLabel($text, $kind) = $want', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });

  it.each([
    { text: 'Gains / Earnings', want: 'earnings' },
    { text: 'Retenues / Deductions', want: 'deductions' },
    { text: "Cotisations de l'employeur / Employer contributions (non retenues)", want: 'excluded' },
    { text: 'Impôt fédéral / Federal tax', want: null },
    { text: 'RRQ / QPP', want: null },
    { text: 'Earnings / Deductions', want: null },
  ])('sectionOf($text) = $want', ({ text, want }) => {
    expect(sectionOf(text)).toBe(want);
  });

  it.each([
    { text: 'Montant / Amount', want: 'current' },
    { text: 'Cumul annuel / YTD', want: 'ytd' },
    { text: 'Cumul', want: 'ytd' },
    { text: 'Heures / Hours', want: 'hours' },
    { text: 'Taux / Rate', want: 'rate' },
    // Two columns' headings in one cell are neither.
    { text: 'Current / YTD', want: null },
  ])('columnOf($text) = $want', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });

  it.each([
    { text: 'Hebdomadaire', want: 'WEEKLY' },
    { text: 'Aux deux semaines', want: 'BIWEEKLY' },
    { text: 'Bihebdomadaire', want: 'BIWEEKLY' },
    { text: 'Bimensuelle / Semi-monthly', want: 'SEMI_MONTHLY' },
    { text: 'Mensuelle', want: 'MONTHLY' },
    { text: 'Mensuel', want: 'MONTHLY' },
  ])('frequencyOf($text) = $want', ({ text, want }) => {
    expect(frequencyOf(text)).toBe(want);
  });

  it.each([
    { text: 'Total des retenues / Total deductions', want: true },
    { text: 'Salaire brut / Gross pay', want: true },
    { text: 'Salaire brut', want: true },
    { text: 'Assurance collective / Group insurance', want: false },
    { text: 'Salaire régulier', want: false },
    { text: 'Cumul :', want: true },
    { text: 'Cumulative Bonus', want: false },
  ])('isTotal($text) = $want', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

describe('Quebec and Indian addresses', () => {
  it.each([
    { text: 'Québec (Québec) G1R 1P4', want: { rest: 'Québec (Québec)', state: null, postal: 'G1R 1P4' } },
    { text: '455, rue Saint-Joseph Est, Saint-Jérôme (Québec) J7Z5J1', want: { rest: '455, rue Saint-Joseph Est, Saint-Jérôme (Québec)', state: null, postal: 'J7Z 5J1' } },
    { text: 'Flat 304, Shivneri Apartments, Nigdi, Pune 411044', want: { rest: 'Flat 304, Shivneri Apartments, Nigdi, Pune', state: null, postal: '411044' } },
    { text: 'Plot 42, MIDC Bhosari, Pune, Maharashtra 411 026', want: { rest: 'Plot 42, MIDC Bhosari, Pune, Maharashtra', state: null, postal: '411026' } },
    { text: 'No. 17, 2nd Main, Malleswaram, Bengaluru - 560003', want: { rest: 'No. 17, 2nd Main, Malleswaram, Bengaluru', state: null, postal: '560003' } },
    // Six digits after words are no PIN code without an address before them: a number in the first part, then a comma.
    { text: 'Employee Code 100234', want: null },
    { text: 'Bonus, quarterly 100000', want: null },
    { text: 'Toronto, ON M5V 2T6', want: { rest: 'Toronto', state: 'ON', postal: 'M5V 2T6' } },
  ])('cityLine($text)', ({ text, want }) => {
    expect(cityLine(text)).toEqual(want);
  });

  it.each([
    { text: '455, rue Saint-Joseph Est, Québec (Québec)', want: { street: ['455, rue Saint-Joseph Est'], city: 'Québec (Québec)' } },
    { text: '221, 6th Cross, HSR Layout Sector 2, Bengaluru', want: { street: ['221, 6th Cross', 'HSR Layout Sector 2'], city: 'Bengaluru' } },
    { text: 'Flat 9, 11 Cazenove Road, London', want: { street: ['Flat 9', '11 Cazenove Road'], city: 'London' } },
  ])('splitCity($text)', ({ text, want }) => {
    expect(splitCity(text)).toEqual(want);
  });

  const address = { lines: ['Flat 304', 'Shivneri Apartments', 'Nigdi'], city: 'Pune', state: null, postal_code: '411044' };
  const grid = (label: string | null, x0: number): PartyBlock => ({ name: null, address, y: 200, x0, label });
  it.each([
    { name: 'labelled Address, in the name’s column', block: grid('Address', 140), want: address },
    { name: 'in another column', block: grid('Address', 300), want: null },
    { name: 'without a label', block: grid(null, 140), want: null },
    { name: 'labelled as the employer’s', block: grid('Employer Address', 140), want: null },
  ])('an address further down the employee’s details: $name', ({ block, want }) => {
    const { employee } = pickParties([block], { employer: null, employee: 'Pranav Deshmukh' }, { employee: { y: 80, size: 9, x0: 140 } });
    expect(employee?.address ?? null).toEqual(want);
  });
});

describe('a period whose end is on the line under its start', () => {
  it.each([
    { to: 'au / to', want: '2026-03-07' },
    { to: 'au to', want: '2026-03-07' },
    { to: 'to:', want: '2026-03-07' },
    { to: 'Through', want: '2026-03-07' },
    { to: 'Pay to', want: null },
  ])('$to', ({ to, want }) => {
    const stub = extractPaystubFromPages(
      page(
        line(100, [[40, 'Period from'], [200, '2026-03-01']]),
        line(112, [[40, to], [200, '2026-03-07']]),
        line(140, [[40, 'Gross Pay'], [300, '1,000.00']]),
        line(152, [[40, 'Net Pay'], [300, '800.00']]),
      ),
    );
    expect([stub.period_start, stub.period_end]).toEqual(['2026-03-01', want]);
  });
});

describe('whole stubs', () => {
  it('reads a bilingual Quebec stub in 1 234,56 $, employer contributions apart', () => {
    const stub = extractPaystubFromPages(
      page(
        line(50, [[40, 'Boulangerie du Quai inc.']], 11),
        line(64, [[40, '455, rue Saint-Joseph Est, Québec (Québec) G1K 3B6']]),
        line(104, [[48, 'Employé(e) / Employee'], [330, 'Date de paie / Pay date'], [518, '2026-03-11']]),
        line(117, [[48, 'Émilie Tremblay-Gagnon'], [330, 'Période du / Period from'], [518, '2026-03-01']]),
        line(130, [[48, '32, rue des Franciscains'], [330, 'au / to'], [518, '2026-03-07']]),
        line(143, [[48, 'Québec (Québec) G1R 1P4'], [330, 'Fréquence / Frequency'], [468, 'Hebdomadaire / Weekly']]),
        line(182, [[44, 'Gains / Earnings'], [420, 'Montant / Amount', 'r'], [560, 'Cumul / YTD', 'r']]),
        line(196, [[44, 'Salaire régulier / Regular pay'], [420, '1 815,62', 'r'], [560, '17 471,12', 'r']]),
        line(210, [[44, 'Salaire brut / Gross pay'], [420, '1 815,62', 'r'], [560, '17 471,12', 'r']]),
        line(232, [[44, 'Retenues / Deductions'], [420, 'Montant / Amount', 'r'], [560, 'Cumul annuel / YTD', 'r']]),
        line(246, [[44, 'Impôt fédéral / Federal tax'], [420, '161,10', 'r'], [560, '1 579,31', 'r']]),
        line(258, [[44, 'RRQ / QPP'], [420, '98,62', 'r'], [560, '969,12', 'r']]),
        line(270, [[44, 'Total des retenues / Total deductions'], [420, '259,72', 'r'], [560, '2 548,43', 'r']]),
        line(292, [[44, "Cotisations de l'employeur / Employer contributions (non retenues)"], [420, 'Montant', 'r'], [560, 'Cumul', 'r']]),
        line(306, [[44, 'RRQ employeur / Employer QPP'], [420, '98,62', 'r'], [560, '969,12', 'r']]),
        line(336, [[48, 'NET À PAYER / NET PAY'], [400, '1 555,90 $', 'r'], [560, 'Cumul : 14 922,69 $', 'r']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Boulangerie du Quai inc.',
      employer_address: { lines: ['455, rue Saint-Joseph Est'], city: 'Québec (Québec)', state: null, postal_code: 'G1K 3B6' },
      employee_name: 'Émilie Tremblay-Gagnon',
      employee_address: { lines: ['32, rue des Franciscains'], city: 'Québec (Québec)', state: null, postal_code: 'G1R 1P4' },
      pay_date: '2026-03-11',
      period_start: '2026-03-01',
      period_end: '2026-03-07',
      printed_frequency: 'WEEKLY',
      gross_cents: 181562,
      net_cents: 155590,
      ytd_gross_cents: 1747112,
      ytd_net_cents: 1492269,
    });
    expect(stub.deductions).toEqual([
      { name: 'Impôt fédéral / Federal tax', amount_cents: 16110, ytd_cents: 157931 },
      { name: 'RRQ / QPP', amount_cents: 9862, ytd_cents: 96912 },
    ]);
  });

  it('reads a bilingual stub whose figures and dollar signs are drawn word by word', () => {
    // Every word a piece of its own, a space (0.5 em) apart, as word-by-word producers and OCR give them.
    const words = (y: number, x: number, text: string, right = false): TextItem[] => {
      const size = 9;
      let at = right ? x - text.length * size * 0.5 : x;
      return text.split(' ').map((w) => {
        const it = { str: w, x: at, y, width: w.length * size * 0.5, size, font: 'f1' };
        at += (w.length + 1) * size * 0.5;
        return it;
      });
    };
    const stub = extractPaystubFromPages(
      page(
        words(50, 40, 'Boulangerie du Quai inc.'),
        words(182, 44, 'Gains / Earnings'), words(182, 420, 'Montant / Amount', true), words(182, 560, 'Cumul / YTD', true),
        words(196, 44, 'Salaire brut / Gross pay'), words(196, 420, '1 815,62', true), words(196, 560, '17 471,12', true),
        words(232, 44, 'Retenues / Deductions'), words(232, 420, 'Montant / Amount', true), words(232, 560, 'Cumul annuel / YTD', true),
        words(246, 44, 'Impôt fédéral / Federal tax'), words(246, 420, '161,10', true), words(246, 560, '1 579,31', true),
        words(258, 44, 'RRQ / QPP'), words(258, 420, '98,62', true), words(258, 560, '969,12', true),
        words(336, 48, 'NET À PAYER / NET PAY'), words(336, 400, '1 555,90 $', true), words(336, 560, 'Cumul : 14 922,69 $', true),
      ),
    );
    expect(stub).toMatchObject({ gross_cents: 181562, net_cents: 155590, ytd_gross_cents: 1747112, ytd_net_cents: 1492269 });
    expect(stub.deductions.map((d) => [d.name, d.amount_cents, d.ytd_cents])).toEqual([
      ['Impôt fédéral / Federal tax', 16110, 157931],
      ['RRQ / QPP', 9862, 96912],
    ]);
  });

  it('reads a Quebec stub printed in French only', () => {
    const stub = extractPaystubFromPages(
      page(
        line(50, [[40, 'Clinique des Laurentides S.E.N.C.']], 11),
        line(64, [[40, '88, rue de Villemure, Saint-Jérôme (Québec) J7Z 5J1']]),
        line(104, [[48, 'Employé(e)'], [330, 'Date de paie'], [518, '2026-03-31']]),
        line(117, [[48, 'Nadia Benali'], [330, 'Période'], [440, '2026-03-16 au 2026-03-31']]),
        line(130, [[48, '2140, boulevard du Curé-Labelle'], [330, 'Fréquence'], [468, 'Bimensuelle']]),
        line(143, [[48, 'Saint-Jérôme (Québec) J7Y 1S5']]),
        line(182, [[44, 'Gains'], [330, 'Heures', 'r'], [420, 'Montant', 'r'], [560, 'Cumul', 'r']]),
        line(196, [[44, 'Salaire'], [330, '75,0', 'r'], [420, '3 520,83', 'r'], [560, '21 124,98', 'r']]),
        line(210, [[44, 'Salaire brut'], [420, '3 520,83', 'r'], [560, '21 124,98', 'r']]),
        line(232, [[44, 'Retenues'], [420, 'Montant', 'r'], [560, 'Cumul annuel', 'r']]),
        line(246, [[44, 'Impôt du Québec'], [420, '411,74', 'r'], [560, '2 687,04', 'r']]),
        line(258, [[44, 'Assurance-emploi'], [420, '45,77', 'r'], [560, '290,22', 'r']]),
        line(280, [[44, "Cotisations de l'employeur (non retenues)"], [420, 'Montant', 'r'], [560, 'Cumul', 'r']]),
        line(294, [[44, 'FSS'], [420, '58,09', 'r'], [560, '368,34', 'r']]),
        line(320, [[48, 'Net à payer'], [420, '3 063,32 $', 'r']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Clinique des Laurentides S.E.N.C.',
      employer_address: { lines: ['88, rue de Villemure'], city: 'Saint-Jérôme (Québec)', state: null, postal_code: 'J7Z 5J1' },
      employee_name: 'Nadia Benali',
      employee_address: { lines: ['2140, boulevard du Curé-Labelle'], city: 'Saint-Jérôme (Québec)', state: null, postal_code: 'J7Y 1S5' },
      pay_date: '2026-03-31',
      period_start: '2026-03-16',
      period_end: '2026-03-31',
      printed_frequency: 'SEMI_MONTHLY',
      gross_cents: 352083,
      net_cents: 306332,
      ytd_gross_cents: 2112498,
    });
    expect(stub.deductions).toEqual([
      { name: 'Impôt du Québec', amount_cents: 41174, ytd_cents: 268704 },
      { name: 'Assurance-emploi', amount_cents: 4577, ytd_cents: 29022 },
    ]);
    expect(stub.earnings).toEqual([{ name: 'Salaire', hours: 75, rate_cents: null, amount_cents: 352083, ytd_cents: 2112498 }]);
  });

  it('reads an Indian salary slip in lakhs, the net pay with its amount in words', () => {
    const stub = extractPaystubFromPages(
      page(
        line(40, [[40, 'Kaveri Analytics Private Limited']], 11),
        line(52, [[40, '5th Floor, Prestige Meridian, MG Road, Bengaluru, Karnataka 560001']]),
        line(68, [[40, 'Employee Name'], [140, 'Mohammed Irfan Shaikh']]),
        line(80, [[40, 'Pay Date'], [140, '31-03-2026']]),
        line(92, [[40, 'Period From'], [140, '01-03-2026'], [300, 'Period To'], [400, '31-03-2026']]),
        line(104, [[40, 'Address'], [140, '221, 6th Cross, HSR Layout Sector 2, Bengaluru 560102']]),
        line(130, [[40, 'Earnings'], [200, 'Amount'], [340, 'YTD']]),
        line(142, [[40, 'Basic'], [200, '91,677.00'], [340, '11,33,805.00']]),
        line(154, [[40, 'Performance Bonus'], [340, '2,40,000.00']]),
        line(166, [[40, 'Gross Earnings'], [200, '91,677.00'], [340, '13,73,805.00']]),
        line(190, [[40, 'Deductions'], [200, 'Amount'], [340, 'YTD']]),
        line(202, [[40, 'Income Tax (TDS)'], [200, '3,809.00'], [340, '45,708.00']]),
        line(214, [[40, 'Labour Welfare Fund'], [340, '50.00']]),
        line(226, [[40, 'Total Deductions'], [200, '3,809.00'], [340, '45,758.00']]),
        line(250, [[40, 'Net Pay: Rs. 87,868.00 (Rupees Eighty-Seven Thousand Eight Hundred Sixty-Eight Only)']]),
        line(262, [[40, 'Net Pay YTD: Rs. 13,28,047.00']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Kaveri Analytics Private Limited',
      employer_address: { lines: ['5th Floor', 'Prestige Meridian', 'MG Road', 'Bengaluru'], city: 'Karnataka', state: null, postal_code: '560001' },
      employee_name: 'Mohammed Irfan Shaikh',
      employee_address: { lines: ['221, 6th Cross', 'HSR Layout Sector 2'], city: 'Bengaluru', state: null, postal_code: '560102' },
      pay_date: '2026-03-31',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      gross_cents: 9167700,
      net_cents: 8786800,
      ytd_gross_cents: 137380500,
      ytd_net_cents: 132804700,
    });
    expect(stub.deductions).toEqual([{ name: 'Income Tax (TDS)', amount_cents: 380900, ytd_cents: 4570800 }]);
  });
});
