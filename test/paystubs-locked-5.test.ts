// The fifth locked split's text PDFs (eval/paystubs/locked-5), tuned on since its blind score: each
// layout is held to a floor below what it reached (100% of its fields when tuned), and so is every field.

import { LOCKED_5_CORPUS } from '../eval/paystubs/locked-5/load.ts';
import { describeLockedPaystubFloors } from './locked-paystub-floors.ts';

// Blind scores: us-teacher 46.5% (deductions continued on page 2), nz-payslip 87.7% (addresses with
// four-digit postcodes, one wrapped), us-union 94.9% ("Period Beg"), qc-paystub 0% (French labels
// first and `1 234,56 $`), in-salary-slip 24.7% (lakh grouping, the net pay in words).
const FLOORS: Record<string, number> = { 'in-salary-slip': 0.98, 'nz-payslip': 0.98, 'qc-paystub': 0.98, 'us-teacher': 0.98, 'us-union': 0.98 };

describeLockedPaystubFloors('fifth locked split, tuned on since its blind score', LOCKED_5_CORPUS, FLOORS, 25);
