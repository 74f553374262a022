// The tenth locked split's paystub truth files checked against the committed PDFs by a route that
// shares nothing with the service's readers: poppler's `pdftotext -layout`, then plain string
// searches. Every truth date, amount, name and address must be printed where the truth says, in the
// layout's own date form (`31 Mar 2026`, `31-Mar-2026`, `15/mar/2026`, `05/22/2026`) and money form
// (`1,234.56`, with `S$` or `$` on some totals); the arithmetic of each truth must hold, and no
// employer contribution may be counted as a deduction. Every photo and scan must carry its PDF's
// truth. Reads only eval/paystubs/locked-10.

import { DATES, dd, m, month, y } from './locked-truth-checks.ts';
import { describeLockedPaystubTruths, type PaystubForm } from './locked-truth-suites.ts';

const MES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** Each layout's date form and what it must print. */
const PAYSTUB_FORMS: Record<string, PaystubForm> = {
  'sg-payslip': {
    date: DATES.ddMonY,
    mustPrint: [/PAYSLIP/, /UEN: \d{9}[A-Z]/, /NRIC \/ FIN\s+: [ST]\*{4}\d{3}[A-Z]/, /Employee CPF/, /(CDAC|MBMF|SINDA|ECF) Fund/, /Employer's CPF/, /NET PAY/, /S\$\d/],
  },
  'ke-payslip': {
    date: (d) => `${dd(d)}-${month(d).slice(0, 3)}-${y(d)}`,
    mustPrint: [/PAYSLIP FOR THE MONTH OF/, /KRA PIN: P\d{9}[A-Z]/, /PAYE/, /NSSF \(Tier I\)/, /SHIF/, /Housing Levy/, /Personal relief\s+2,400\.00/, /Employer NSSF/, /NET PAY/],
  },
  'mx-recibo': {
    date: (d) => `${dd(d)}/${MES[Number(m(d)) - 1]}/${y(d)}`,
    mustPrint: [/RECIBO DE NÓMINA/, /RFC: [A-Z]{3,4}\d{6}[A-Z0-9]{3}/, /Registro Patronal IMSS: /, /CURP:\s+[A-Z]{4}\d{6}[HM][A-Z]{5}\d\d/, /ISR/, /Cuota IMSS/, /Periodicidad de pago: Quincenal/, /NETO A PAGAR/, /\$\d/],
  },
  'us-hourly': {
    date: DATES.mdy,
    mustPrint: [/Earnings Statement/, /EIN \d\d-\d{7}/, /Federal Income Tax/, /Social Security/, /Medicare/, /PA State Income Tax/, /Local EIT/, /Net Pay/, /\$\d/],
  },
};

// Amounts printed with or without the currency's sign before them; no deduction's name holds the employer's words.
describeLockedPaystubTruths('locked-10', PAYSTUB_FORMS, 'S?\\$', /employer|patronal|company/i);
