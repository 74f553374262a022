// The eighth locked split's text PDFs (eval/paystubs/locked-8), tuned on since its blind score: each
// layout is held to a floor below what it reached (100% of its fields when tuned), and so is every field.

import { LOCKED_8_CORPUS } from '../eval/paystubs/locked-8/load.ts';
import { describeLockedPaystubFloors } from './locked-paystub-floors.ts';

// Blind scores: ie-payslip 62.6% (a Cumulative to Date box: the year's net pay read as the period's,
// "PAYE (YTD)" and employer PRSI read as deductions), au-payslip 91.3% (superannuation paid by the
// employer read as deductions), nz-payslip 94.0% ("Auckland 1024" under the street not an address's
// last line), us-staffing 98.9%.
const FLOORS: Record<string, number> = { 'au-payslip': 0.98, 'ie-payslip': 0.98, 'nz-payslip': 0.98, 'us-staffing': 0.98 };

describeLockedPaystubFloors('eighth locked split, tuned on since its blind score', LOCKED_8_CORPUS, FLOORS, 20);
