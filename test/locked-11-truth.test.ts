// The eleventh locked split's paystub truth files checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth date, amount, name and address must be printed where the truth says, in the
// layout's own date form (`04/30/2026`, `31/03/2026`, `20-Mar-2026`) and money form (`1,234.56`, with
// `$`, `₦`, `J$` or `GHS ` on some totals); the arithmetic of each truth must hold, and no employer
// contribution may be counted as a deduction. Every photo and scan must carry its PDF's truth. Reads
// only eval/paystubs/locked-11.

import { DATES, dd, month, y } from './locked-truth-checks.ts';
import { describeLockedPaystubTruths, type PaystubForm } from './locked-truth-suites.ts';

/** Each layout's date form and what it must print. */
const PAYSTUB_FORMS: Record<string, PaystubForm> = {
  'us-nyc': {
    date: DATES.mdy,
    mustPrint: [/Earnings Statement/, /Pay Frequency\s+(Semi-Monthly|Biweekly)/, /Federal Income Tax/, /Social Security/, /Medicare/, /NY State Income Tax/, /New York City Tax/, /NY SDI/, /NY Paid Family Leave/, /Net Pay/, /\$\d/, /NON-NEGOTIABLE/],
  },
  'ng-payslip': {
    date: DATES.dmy,
    mustPrint: [/PAYSLIP FOR THE MONTH OF [A-Z]+ 2026/, /Tax ID \(TIN\)\s+\d{8}-0001/, /RSA PIN\s+PEN\d{12}/, /PAYE Tax/, /Pension \(Employee 8%\)/, /NHF \(2\.5%\)/, /NET PAY/, /₦\d/, /NGN/, /Pension \(Employer 10%\)/],
  },
  'jm-payslip': {
    date: (d) => `${dd(d)}-${month(d).slice(0, 3)}-${y(d)}`,
    mustPrint: [/PAY SLIP/, /(Weekly|Fortnightly)/, /TRN:\s+\d{3}-\d{3}-\d{3}/, /NIS No\.:\s+[A-Z]{2}\d{6}/, /Income Tax \(PAYE\)/, /NIS/, /NHT/, /Education Tax/, /NET PAY/, /J\$\d/, /Employer NIS \(3%\)/],
  },
  'gh-payslip': {
    date: DATES.dmy,
    mustPrint: [/PAYSLIP/, /SSNIT No\.\s+C\d{8}/, /Ghana Card\s+GHA-\d{9}-\d/, /Income Tax \(PAYE\)/, /SSNIT \(5\.5%\)/, /Provident Fund \(Tier 3\)/, /NET SALARY/, /GHS \d/, /Employer SSNIT \(13%\)/],
  },
};

// Amounts printed with or without the currency's sign before them; no deduction's name holds the employer's words.
describeLockedPaystubTruths('locked-11', PAYSTUB_FORMS, 'J?\\$|₦|GHS ', /employer|company|match/i);
