// Second-family stubs that are spreadsheets printed by LibreOffice Calc: side-by-side Earnings and
// Deductions tables in one grid, the way payroll spreadsheet templates lay them out.

import type { Rng } from '../../statements/random.ts';
import type { SynthStub } from '../synth.ts';
import { fods, type SheetStub } from '../locked/layouts.ts';
import { amount, dates, hours, rate, truthOf, viewOf, VOCABULARIES, type MoneyStyle } from './stub-view.ts';

const FREQ: Record<string, string> = { WEEKLY: 'Weekly', BIWEEKLY: 'Biweekly', SEMI_MONTHLY: 'Semimonthly', MONTHLY: 'Monthly' };

export function calcSideBySide(stub: SynthStub, rng: Rng): SheetStub {
  const v = viewOf(stub, VOCABULARIES.paychex);
  const d = rng.pick([dates.us, dates.monD]);
  const m: MoneyStyle = { dollar: rng.chance(0.5) };
  const rows = Math.max(v.earnings.length, v.deductions.length);
  const cells: string[][] = [
    [stub.employer.name, '', '', '', '', 'Earnings Statement', '', ''],
    [stub.employer.lines.join(', '), '', '', '', '', 'Check Date', d(stub.payDate), ''],
    [`${stub.employer.city}, ${stub.employer.state} ${stub.employer.zip}`, '', '', '', '', 'Period Beginning', d(stub.periodStart), ''],
    ['', '', '', '', '', 'Period Ending', d(stub.periodEnd), ''],
    ['', '', '', '', '', 'Pay Frequency', FREQ[stub.frequency], ''],
    [stub.employee.name, '', '', '', '', '', '', ''],
    ...stub.employee.lines.map((l) => [l, '', '', '', '', '', '', '']),
    [`${stub.employee.city}, ${stub.employee.state} ${stub.employee.zip}`, '', '', '', '', '', '', ''],
    ['', '', '', '', '', '', '', ''],
    ['Earnings', 'Rate', 'Hours', 'Current', 'YTD', 'Deductions', 'Current', 'YTD'],
    ...Array.from({ length: rows }, (_, i) => {
      const e = v.earnings[i];
      const x = v.deductions[i];
      return [
        e?.name ?? '', e ? rate(e.rate) : '', e ? hours(e.hours) : '', e ? amount(e.current, m) : '', e ? amount(e.ytd, m) : '',
        x?.name ?? '', x ? amount(x.current, m) : '', x ? amount(x.ytd, m) : '',
      ];
    }),
    ['Gross Pay', '', '', amount(stub.grossCents, m), amount(stub.grossYtdCents, m), 'Total Deductions', amount(v.sum(v.deductions, 'current'), m), amount(v.sum(v.deductions, 'ytd'), m)],
    ['', '', '', '', '', 'Net Pay', amount(stub.netCents, m), amount(stub.netYtdCents, m)],
  ];
  return { fods: fods(cells, [3.4, 1.2, 1.2, 1.9, 2.1, 3.3, 1.8, 2.1]), truth: truthOf(v, 'calc-side-by-side') };
}
