// The seventh locked split's text PDFs (eval/paystubs/locked-7), tuned on since its blind score: each
// layout is held to a floor below what it reached (100% of its fields when tuned), and so is every field.

import { LOCKED_7_CORPUS } from '../eval/paystubs/locked-7/load.ts';
import { describeLockedPaystubFloors } from './locked-paystub-floors.ts';

// Blind scores: za-payslip 50.0% (figures in `R 12 345.67`, "NETT PAY", "Durban, 4052"), uk-payslip
// 82.8% (a postcode on its own line under the town, "Net Pay TD"), ca-paystub 88.8% (a vacation-pay
// accrual table and a summary's "Current" row read as deductions), us-nurse 100%.
const FLOORS: Record<string, number> = { 'ca-paystub': 0.98, 'uk-payslip': 0.98, 'us-nurse': 0.98, 'za-payslip': 0.98 };

describeLockedPaystubFloors('seventh locked split, tuned on since its blind score', LOCKED_7_CORPUS, FLOORS, 20);
