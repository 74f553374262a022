// The ninth locked split's paystub truth files checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth date, amount, name and address must be printed where the truth says, in the
// layout's own date form (`2026-03-13`, `13/03/2026`, `Mar 13, 2026`, `13 March 2026`) and money form
// (`1,234.56`, with `$`, `RM ` or `£` on the totals); the arithmetic of each truth must hold, and no
// employer contribution may be counted as a deduction. Every photo and scan must carry its PDF's
// truth. Reads only eval/paystubs/locked-9.

import { DATES } from './locked-truth-checks.ts';
import { describeLockedPaystubTruths, type PaystubForm } from './locked-truth-suites.ts';

/** Each layout's date form and what it must print. */
const PAYSTUB_FORMS: Record<string, PaystubForm> = {
  'ca-paystub': {
    date: DATES.iso,
    mustPrint: [/PAY STATEMENT/, /Business No\. \d{5} \d{4} RP\d{4}/, /SIN: XXX XXX \d{3}/, /Federal Income Tax/, /(Ontario|B\.C\.|Alberta) Income Tax/, /CPP Contributions/, /EI Premiums/, /CPP - Employer/, /Pay Frequency: (Weekly|Bi-Weekly|Semi-Monthly)/, /Province of Employment: /],
  },
  'my-payslip': {
    date: DATES.dmy,
    mustPrint: [/SLIP GAJI \/ PAYSLIP/, /No\. K\/P \/ NRIC\s+: \d{6}-\d\d-\d{4}/, /KWSP \(EPF\)/, /PERKESO \(SOCSO\)/, /SIP \(EIS\)/, /KWSP Majikan \(EPF Employer\)/, /GAJI BERSIH \/ NET PAY/, /RM \d/],
  },
  'us-peo': {
    date: DATES.monDY,
    mustPrint: [/EARNINGS STATEMENT/, /professional employer organization \(PEO\)/, /Worksite employer: /, /FEIN \d\d-\d{7}/, /Social Security/, /Medicare/, /Employer Paid Benefits/, /NET PAY/, /\$\d/],
  },
  'uk-payslip': {
    date: DATES.dMonthY,
    mustPrint: [/PAYSLIP/, /Tax (Week|Month) \d{1,2} - Tax Year 2025\/26/, /NI Number:/, /\b1\d{3}L\b/, /PAYE Tax/, /National Insurance/, /Employer's NI/, /NET PAY/, /£\d/],
  },
};

// Amounts printed with or without `$`, `£` or `RM ` before them; no deduction's name holds the employer's words.
describeLockedPaystubTruths('locked-9', PAYSTUB_FORMS, '\\$|£|RM ', /employer|majikan/i);
