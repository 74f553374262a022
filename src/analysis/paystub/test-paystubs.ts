// Paystubs for the tests of this folder: a biweekly series whose figures are checked by hand.

import type { ExtractedPaystub } from './paystub.types.ts';

/**
 * A stub paying $2,000.00 gross: federal tax $400.00, Social Security $124.00 (6.2%), Medicare
 * $29.00 (1.45%) = $553.00 deducted, $1,447.00 net. YTD after n such periods: n x 2,000 gross,
 * n x 1,447 net.
 */
export function paystub(overrides: Partial<ExtractedPaystub> = {}): ExtractedPaystub {
  return {
    employer_name: 'Acme Widgets, Inc.',
    employer_address: null,
    employee_name: 'GARCIA, MARIA J.',
    employee_address: { lines: ['1200 N Main Street Apt 4'], city: 'Springfield', state: 'IL', postal_code: '62701' },
    pay_date: '2025-03-14',
    period_start: '2025-02-22',
    period_end: '2025-03-07',
    printed_frequency: null,
    gross_cents: 200_000,
    net_cents: 144_700,
    deductions: [
      { name: 'Federal Income Tax', amount_cents: 40_000, ytd_cents: null },
      { name: 'Social Security', amount_cents: 12_400, ytd_cents: null },
      { name: 'Medicare', amount_cents: 2_900, ytd_cents: null },
    ],
    earnings: [],
    // March 14th 2025 is the 6th biweekly Friday of the year (Jan 3, 17, 31, Feb 14, 28, Mar 14).
    ytd_gross_cents: 1_200_000,
    ytd_net_cents: 868_200,
    page: 1,
    ...overrides,
  };
}

/** The stub `n` periods after the base one (n may be negative), its dates and YTD moved along. */
export function nextPaystub(n: number, overrides: Partial<ExtractedPaystub> = {}): ExtractedPaystub {
  const shift = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 14 * n);
    return d.toISOString().slice(0, 10);
  };
  const base = paystub();
  return paystub({
    pay_date: shift(base.pay_date!),
    period_start: shift(base.period_start!),
    period_end: shift(base.period_end!),
    ytd_gross_cents: base.ytd_gross_cents! + n * 200_000,
    ytd_net_cents: base.ytd_net_cents! + n * 144_700,
    ...overrides,
  });
}
