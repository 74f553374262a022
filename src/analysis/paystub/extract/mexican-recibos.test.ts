// Mexican recibos de nómina: Spanish labels (Percepciones beside Deducciones, each with Importe and
// Acumulado columns, Total percepciones, Neto a pagar), the frequency named in Spanish (Quincenal) and
// dates with the month's Spanish abbreviation ("15/mar/2026", "1/abr/2026 al 15/abr/2026"); and
// figures in dollars with their country's letters (S$, HK$), as Singapore payslips print them.
import { describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../../statements/pdf/pdf-text.ts';
import { pageOf, textLine, type Cell } from './text-lines.fixture.ts';
import { extractPaystubFromPages } from './extract-paystub.ts';
import { amountIn, datesIn } from './values.ts';
import { columnOf, frequencyOf, isLabel, isTotal, sectionOf, type LabelKind } from './vocabulary.ts';

const line = (y: number, cells: Cell[], size = 9): TextItem[] => textLine(y, cells, size);
const page = (...lines: TextItem[][]): PdfPage[] => [pageOf(1, 612, 792, lines)];

describe('datesIn: a month named in Spanish or English between slashes', () => {
  it.each([
    { text: '15/mar/2026', want: ['2026-03-15'] },
    { text: '16/ene/2026 al 31/ene/2026', want: ['2026-01-16', '2026-01-31'] },
    { text: '01/abr/2026', want: ['2026-04-01'] },
    { text: '30/Ago/2025', want: ['2025-08-30'] },
    { text: '07-dic-2025', want: ['2025-12-07'] },
    { text: '16/Feb/2026', want: ['2026-02-16'] },
    { text: '15 de marzo de 2026', want: ['2026-03-15'] },
    { text: '3 de septiembre del 2026', want: ['2026-09-03'] },
    // Not a month: left alone.
    { text: '12/xyz/2026', want: [] },
  ])('$text', ({ text, want }) => {
    expect(datesIn(text, 'day-first')).toEqual(want);
  });
});

describe('amountIn: a dollar with its country\'s letters before the figure', () => {
  it.each([
    { text: 'S$7,023.17', want: 702_317 },
    { text: 'SGD 1,250.00', want: 125_000 },
    { text: 'HK$980.50', want: 98_050 },
    { text: 'MX$12,129.44', want: 1_212_944 },
    { text: 'X$12.00', want: null },
  ])('$text', ({ text, want }) => {
    expect(amountIn(text)?.cents ?? null).toBe(want);
  });

  it.each([
    { text: 'Current Month (S$)', want: 'current' },
    { text: 'Year to Date (SGD)', want: 'ytd' },
  ])('columnOf($text) = $want', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });
});

describe('Spanish payroll words', () => {
  it.each([
    { text: 'Total percepciones', kind: 'gross', want: true },
    { text: 'Total de percepciones:', kind: 'gross', want: true },
    { text: 'NETO A PAGAR', kind: 'net', want: true },
    { text: 'Neto pagado', kind: 'net', want: true },
    { text: 'Fecha de pago:', kind: 'payDate', want: true },
    { text: 'Periodo:', kind: 'period', want: true },
    { text: 'Empleado:', kind: 'employee', want: true },
    { text: 'Periodicidad de pago', kind: 'frequency', want: true },
    { text: 'Total deducciones', kind: 'gross', want: false },
    { text: 'Total deducciones', kind: 'net', want: false },
  ] as Array<{ text: string; kind: LabelKind; want: boolean }>)('isLabel($text, $kind) = $want', ({ text, kind, want }) => {
    expect(isLabel(text, kind)).toBe(want);
  });

  it.each([
    { text: 'PERCEPCIONES', want: 'earnings' },
    { text: 'DEDUCCIONES', want: 'deductions' },
    { text: 'Retenciones', want: 'deductions' },
  ])('sectionOf($text) = $want', ({ text, want }) => {
    expect(sectionOf(text)).toBe(want);
  });

  it.each([
    { text: 'Importe', want: 'current' },
    { text: 'Monto', want: 'current' },
    { text: 'Acumulado', want: 'ytd' },
    { text: 'Acumulado anual', want: 'ytd' },
  ])('columnOf($text) = $want', ({ text, want }) => {
    expect(columnOf(text)).toBe(want);
  });

  it.each([
    { text: 'Quincenal', want: 'SEMI_MONTHLY' },
    { text: 'Periodicidad de pago: Semanal', want: 'WEEKLY' },
    { text: 'Catorcenal', want: 'BIWEEKLY' },
    { text: 'Mensual', want: 'MONTHLY' },
  ])('frequencyOf($text) = $want', ({ text, want }) => {
    expect(frequencyOf(text)).toBe(want);
  });

  it.each([
    { text: 'Total deducciones', want: true },
    { text: 'Neto a pagar', want: true },
    { text: 'Cuota IMSS', want: false },
  ])('isTotal($text) = $want', ({ text, want }) => {
    expect(isTotal(text)).toBe(want);
  });
});

describe('a whole recibo de nómina', () => {
  it('reads Percepciones beside Deducciones, the totals and the net with their Acumulado', () => {
    const stub = extractPaystubFromPages(
      page(
        line(48, [[36, 'Comercializadora del Bajío, S.A. de C.V.'], [449, 'RECIBO DE NÓMINA']], 11),
        line(106, [[36, 'Empleado:'], [106, 'Rosa Elena Paredes Soto']]),
        line(142, [[36, 'Puesto:'], [106, 'Analista'], [396, 'Periodo:'], [462, '01/oct/2026 al 15/oct/2026']]),
        line(154, [[396, 'Fecha de pago:'], [462, '14/oct/2026']]),
        line(168, [[36, 'Periodicidad de pago: Quincenal']]),
        line(192, [[40, 'PERCEPCIONES'], [202, 'Importe'], [260, 'Acumulado'], [312, 'DEDUCCIONES'], [477, 'Importe'], [534, 'Acumulado']]),
        line(207, [[40, 'Sueldo'], [240, '10,000.00', 'r'], [300, '190,000.00', 'r'], [312, 'ISR'], [510, '1,500.00', 'r'], [570, '28,500.00', 'r']]),
        line(219, [[40, 'Vales de despensa'], [240, '500.00', 'r'], [300, '9,500.00', 'r'], [312, 'Cuota IMSS'], [510, '250.00', 'r'], [570, '4,750.00', 'r']]),
        line(273, [[40, 'Total percepciones'], [240, '$10,500.00', 'r'], [300, '$199,500.00', 'r'], [312, 'Total deducciones'], [510, '$1,750.00', 'r'], [570, '$33,250.00', 'r']]),
        line(298, [[312, 'NETO A PAGAR'], [510, '$8,750.00', 'r'], [570, '$166,250.00', 'r']]),
      ),
    );
    expect(stub).toMatchObject({
      employer_name: 'Comercializadora del Bajío, S.A. de C.V.',
      employee_name: 'Rosa Elena Paredes Soto',
      pay_date: '2026-10-14',
      period_start: '2026-10-01',
      period_end: '2026-10-15',
      printed_frequency: 'SEMI_MONTHLY',
      gross_cents: 1_050_000,
      net_cents: 875_000,
      ytd_gross_cents: 19_950_000,
      ytd_net_cents: 16_625_000,
    });
    expect(stub.deductions.map((d) => [d.name, d.amount_cents])).toEqual([
      ['ISR', 150_000],
      ['Cuota IMSS', 25_000],
    ]);
  });
});
