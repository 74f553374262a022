// Figures on a paystub that do not add up. Payroll software computes every figure from the others;
// an edited stub usually changes one (the net pay, the gross) and leaves the rest behind.
import type { ExtractedPaystub, PaystubDeduction, FraudSignal, FraudSeverity, PayFrequency } from '../paystub/paystub.types.ts';

/** Social Security wage base by year (cents); above it the 6.2% stops, so the rate is not checked. */
const SS_WAGE_BASE_CENTS: Record<number, number> = {
  2021: 14_280_000, 2022: 14_700_000, 2023: 16_020_000, 2024: 16_860_000, 2025: 17_610_000, 2026: 18_450_000,
};
const SS_RATE = 0.062;
const MEDICARE_RATE = 0.0145;
/** Tolerance of the tax-rate checks, cents. */
const RATE_TOLERANCE = 2;
/** YTD gross above periods-elapsed × gross by more than this factor is inconsistent. */
const YTD_EXCESS = 1.15;

const PERIODS_PER_YEAR: Record<PayFrequency, number> = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12 };

function parseDate(s: string | null): Date | null {
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The frequency from the period's length (inclusive days), or null when the period is not given. */
export function inferFrequency(periodStart: string | null, periodEnd: string | null): PayFrequency | null {
  const a = parseDate(periodStart);
  const b = parseDate(periodEnd);
  if (!a || !b || b < a) return null;
  const days = Math.round((b.getTime() - a.getTime()) / 86_400_000) + 1;
  if (days <= 9) return 'WEEKLY';
  if (days <= 14) return 'BIWEEKLY';
  if (days <= 17) return 'SEMI_MONTHLY';
  if (days <= 31) return 'MONTHLY';
  return null;
}

/** Pay periods up to and including the pay date in its calendar year. */
export function periodsElapsed(payDate: string, frequency: PayFrequency): number | null {
  const d = parseDate(payDate);
  if (!d) return null;
  const dayOfYear = Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  switch (frequency) {
    case 'WEEKLY':
      return Math.ceil(dayOfYear / 7);
    case 'BIWEEKLY':
      return Math.ceil(dayOfYear / 14);
    case 'SEMI_MONTHLY':
      return d.getUTCMonth() * 2 + (d.getUTCDate() >= 15 ? 2 : 1);
    case 'MONTHLY':
      return d.getUTCMonth() + 1;
  }
}

const SOCIAL_SECURITY = /social\s*sec|\boasdi\b|fica[\s-]*(ss|soc|oasdi)|\bss\s*(tax|w\/h|withholding)?$|^ss\b/i;
/**
 * Cafeteria-plan (section 125) deductions come out before FICA: SS and Medicare are on gross less these.
 * The federal plans by their own names: FEHB (health premiums under premium conversion), FEDVIP
 * (dental and vision), FSAFEDS (the flexible spending accounts: HCFSA, LEX HCFSA, DCFSA).
 */
const SECTION_125 = /medical|dental|vision|health|\bhsa\b|\b(hc|dc|lex|lp)?fsa(feds)?\b|section\s*125|\b125\b|cafeteria|pre-?tax\s*(med|ins)|\bfehb\b|\bfedvip\b/i;
/**
 * Earnings that are no wages: a per diem or an expense reimbursement paid with the pay (an
 * accountable plan's), or a line the stub itself calls non-taxable. They are in the gross, not in
 * FICA wages.
 */
const NOT_WAGES = /per\s*diem|non[-\s]?taxable|reimburs|expenses?\b|mileage/i;
/** Commuter benefits (section 132(f)) come out before FICA only when taken pre-tax, which the line rarely says. */
const COMMUTER = /commuter|transit|parking/i;
/** Taxes withheld (a state's transit tax, disability insurance, paid leave, a local tax) are never wages' exclusions. */
const TAX_LINE = /(?<!(?:pre|before|after)[-\s]?)\btax\b|withh|w\/h|\bsdi\b|\bsui\b|\bpfl\b|\bfli\b|paid\s*leave|statewide|\blocal\b|\beit\b|\bstate\b|\bcounty\b|\bcity\b/i;
const MEDICARE = /medicare|fica[\s-]*(med|mc|hi)\b|^med(\s*tax)?$|^mc\b/i;
/**
 * Retirement deferrals (401(k), 403(b), 457, a pension or a state teachers' system; the federal Thrift
 * Savings Plan, its loan repayments, FERS and CSRS) are FICA wages.
 */
const RETIREMENT = /\b40[13]\s*\(?[bk]\)?|\b457\b|retire|pension|\b(trs|strs|pers|calstrs|opers|imrf)\b|\broth\b|deferr|annuit|\btsp\b|thrift\s*sav|\b(fers|csrs)\b/i;
/** A retirement system's own health plan ("TRS-ActiveCare") is a benefit, not a deferral. */
const HEALTH_PLAN = /care|medical|dental|vision|health|insur|\bfehb\b|\bfedvip\b/i;

/**
 * The deduction whose removal (gap = its amount) or reversal (gap = twice its amount, an addition
 * read as a deduction) makes gross − deductions equal the net. `gap` is expected − printed net.
 */
export function lineNotADeduction<T extends { amount_cents: number }>(deductions: readonly T[], gap: number): T | undefined {
  return deductions.find((d) => d.amount_cents > 0 && (Math.abs(gap + d.amount_cents) <= 1 || Math.abs(gap + 2 * d.amount_cents) <= 1));
}

/** OCR confidence (0–1) a figure needs before the arithmetic may rely on it. */
export const TRUSTED_CONFIDENCE = 0.9;

/**
 * `fieldConfidence`: OCR's confidence per field (read-scanned.ts: gross_pay, net_pay, ytd_gross,
 * ytd_net, deductions.<i>); absent for a text layer, whose figures are the file's own. A figure
 * below TRUSTED_CONFIDENCE counts as not read, so a misread is never reported as an edit.
 */
export function checkPaystubArithmetic(
  documentId: string,
  page: number | null,
  read: ExtractedPaystub,
  frequency?: PayFrequency,
  fieldConfidence?: Record<string, number | null>,
): FraudSignal[] {
  const signals: FraudSignal[] = [];
  const add = (code: string, severity: FraudSeverity, description: string, figures: Array<number | null> = [], dates: string[] = []) =>
    signals.push({ code, severity, document_id: documentId, page, description, figures: figures.filter((f): f is number => f !== null && f > 0), ...(dates.length ? { dates } : {}) });
  const stub = trustedFigures(read, fieldConfidence);
  // A zero or negative gross or net is a table the reader took for something else (deferred pay,
  // a check of $0.00 beside a direct deposit), not a figure to do sums with.
  const gross = stub.gross_cents !== null && stub.gross_cents > 0 ? stub.gross_cents : null;
  const net = stub.net_cents !== null && stub.net_cents > 0 ? stub.net_cents : null;
  const deductions = (Array.isArray(stub.deductions) ? stub.deductions : []).filter((d) => Number.isFinite(d?.amount_cents));

  // gross - deductions = net
  if (gross !== null && net !== null && deductions.length > 0 && deductions.length === read.deductions.length) {
    const total = deductions.reduce((s, d) => s + d.amount_cents, 0);
    const expected = gross - total;
    // Deductions above the gross mean a line was read from another table (employer taxes, YTD).
    if (total < gross && Math.abs(expected - net) > 1) {
      const misread = lineNotADeduction(deductions, expected - net);
      if (misread) {
        // One line read as a deduction that is an addition (a reimbursement, an advance) or not pay at
        // all explains the gap exactly: that is how a table is misread, not how a figure is edited.
        add('ARITHMETIC_MISMATCH', 'LOW', `Gross pay ${money(gross)} less deductions of ${money(total)} is ${money(expected)}, but the net pay printed is ${money(net)}; the sums agree if "${misread.name}" (${money(misread.amount_cents)}) is not a deduction, so the line was probably read from the wrong column.`, [gross, net]);
      } else {
        add('ARITHMETIC_MISMATCH', 'HIGH', `Gross pay ${money(gross)} less deductions of ${money(total)} is ${money(expected)}, but the net pay printed is ${money(net)}.`, [gross, net]);
      }
    }
  } else if (gross !== null && net !== null && net > gross) {
    add('ARITHMETIC_MISMATCH', 'HIGH', `The net pay ${money(net)} is more than the gross pay ${money(gross)}.`, [net, gross]);
  }

  // Earnings lines sum to gross. LOW: real stubs print lines that are not in the gross (imputed
  // income, employer-paid items, YTD-only rows) and wide earnings tables are the ones most misread.
  const earnings = (Array.isArray(stub.earnings) ? stub.earnings : []).filter((e) => Number.isFinite(e?.amount_cents));
  if (gross !== null && earnings.length > 0 && !fieldConfidence) {
    const sum = earnings.reduce((s, e) => s + e.amount_cents, 0);
    if (Math.abs(sum - gross) > 1) {
      add('EARNINGS_SUM_MISMATCH', 'LOW', `The earnings lines add up to ${money(sum)}, but the gross pay printed is ${money(gross)}.`, [gross]);
    }
  }

  // Year to date.
  if (gross !== null && stub.ytd_gross_cents !== null) {
    const ytd = stub.ytd_gross_cents;
    const freq = frequency ?? stub.printed_frequency ?? inferFrequency(stub.period_start, stub.period_end);
    const periods = freq && stub.pay_date ? periodsElapsed(stub.pay_date, freq) : null;
    if (ytd + 1 < gross) {
      add('YTD_INCONSISTENT', 'MEDIUM', `The year-to-date gross ${money(ytd)} is less than this period's gross pay ${money(gross)}.`, [ytd, gross]);
    } else if (periods !== null && gross > 0 && ytd > YTD_EXCESS * periods * gross) {
      // More than the current rate could have paid is ordinary after a pay cut, fewer hours or an
      // earlier bonus: a hint, not evidence.
      add('YTD_INCONSISTENT', 'LOW', `The year-to-date gross ${money(ytd)} is more than ${periods} ${freq!.toLowerCase().replace('_', '-')} periods at ${money(gross)} could have paid by ${stub.pay_date}.`, [ytd]);
    }
  }
  if (net !== null && stub.ytd_net_cents !== null && stub.ytd_net_cents + 1 < net) {
    add('YTD_INCONSISTENT', 'MEDIUM', `The year-to-date net ${money(stub.ytd_net_cents)} is less than this period's net pay ${money(net)}.`, [stub.ytd_net_cents, net]);
  }
  for (const d of deductions) {
    if (d.ytd_cents !== null && d.ytd_cents + 1 < d.amount_cents) {
      add('YTD_INCONSISTENT', 'MEDIUM', `The year-to-date ${d.name} ${money(d.ytd_cents)} is less than this period's ${money(d.amount_cents)}.`, [d.ytd_cents, d.amount_cents]);
    }
  }

  // FICA rates: a US stub's only (paid in dollars; another country's social security has its own rates).
  if (gross !== null && gross > 0 && (read.currency ?? 'USD') === 'USD') {
    const year = parseDate(stub.pay_date)?.getUTCFullYear();
    const base = year ? SS_WAGE_BASE_CENTS[year] : undefined;
    const underBase = stub.ytd_gross_cents !== null && base !== undefined ? stub.ytd_gross_cents <= base : gross * 26 < 16_000_000;
    const sum = (re: RegExp) => deductions.filter((d) => re.test(d.name) && !TAX_LINE.test(d.name)).reduce((t, d) => t + d.amount_cents, 0);
    const cafeteria = sum(SECTION_125);
    // FICA wages: the gross, less the cafeteria plan, less commuter benefits too when taken pre-tax;
    // each also less the earnings that are no wages (a per diem).
    // A plan's own names ("TRS-ActiveCare", "Cancer Policy") are not always the words above, but a stub
    // prints its pre-tax lines as one block: the gross less the benefits printed before each line
    // (taxes and retirement deferrals aside) is a base too, one per line, never any subset.
    const notWages = earnings.filter((e) => NOT_WAGES.test(e.name) && e.amount_cents > 0).reduce((t, e) => t + e.amount_cents, 0);
    const plain = [gross, gross - cafeteria, gross - cafeteria - sum(COMMUTER), ...benefitBlockBases(gross, deductions)];
    const wagesBases = notWages > 0 && notWages < gross ? [...plain, ...plain.map((b) => b - notWages)] : plain;
    const matchesRate = (amount: number, rate: number) =>
      wagesBases.some((wages) => Math.abs(amount - Math.round(wages * rate)) <= RATE_TOLERANCE);
    const ss = deductions.find((d) => SOCIAL_SECURITY.test(d.name.trim()));
    // A zero line is an exemption or a line printed for its YTD, not a rate.
    if (ss && ss.amount_cents > 0 && underBase) {
      const expected = Math.round(gross * SS_RATE);
      if (!matchesRate(ss.amount_cents, SS_RATE)) {
        add('FICA_RATE_MISMATCH', 'MEDIUM', `${ss.name} of ${money(ss.amount_cents)} is not 6.2% of the gross pay ${money(gross)} (${money(expected)}).`, [ss.amount_cents]);
      }
    }
    const mc = deductions.find((d) => MEDICARE.test(d.name.trim()));
    if (mc && mc.amount_cents > 0) {
      const expected = Math.round(gross * MEDICARE_RATE);
      // Above $200,000 a year the additional 0.9% applies: accept up to 2.35% there.
      const high = stub.ytd_gross_cents !== null && stub.ytd_gross_cents > 20_000_000;
      const ok = matchesRate(mc.amount_cents, MEDICARE_RATE)
        || (high && mc.amount_cents >= expected - RATE_TOLERANCE && mc.amount_cents <= Math.round(gross * 0.0235) + RATE_TOLERANCE);
      if (!ok) {
        add('FICA_RATE_MISMATCH', 'MEDIUM', `${mc.name} of ${money(mc.amount_cents)} is not 1.45% of the gross pay ${money(gross)} (${money(expected)}).`, [mc.amount_cents]);
      }
    }
  }

  // Weekend pay date.
  const pay = parseDate(stub.pay_date);
  if (pay && (pay.getUTCDay() === 0 || pay.getUTCDay() === 6)) {
    add('WEEKEND_PAY_DATE', 'LOW', `The pay date ${stub.pay_date} is a ${pay.getUTCDay() === 0 ? 'Sunday' : 'Saturday'}.`, [], [stub.pay_date!]);
  }

  // Round figures.
  if (gross !== null && net !== null && gross > 0 && gross % 10_000 === 0 && net % 10_000 === 0) {
    add('ROUND_AMOUNTS', 'LOW', `Both the gross pay ${money(gross)} and the net pay ${money(net)} are whole hundreds of dollars.`, [gross, net]);
  }
  // Figures read from a picture: OCR's confidence does not tell a misread digit from an edited one
  // (on layouts never tuned on, sure readings still broke the sums of honest stubs), so a sum that
  // fails there is a hint to ask for the payroll provider's PDF, never evidence on its own.
  if (fieldConfidence) {
    for (const s of signals) {
      if (s.severity === 'LOW') continue;
      s.severity = 'LOW';
      s.description += ' The figures were read from a picture, where a misread digit looks the same: ask for the original PDF.';
    }
  }
  return signals;
}

/** The stub with every figure OCR was unsure of set to null (deductions: left out). */
function trustedFigures(stub: ExtractedPaystub, confidence: Record<string, number | null> | undefined): ExtractedPaystub {
  if (!confidence) return stub;
  const sure = (field: string) => (confidence[field] ?? 0) >= TRUSTED_CONFIDENCE;
  return {
    ...stub,
    gross_cents: sure('gross_pay') ? stub.gross_cents : null,
    net_cents: sure('net_pay') ? stub.net_cents : null,
    ytd_gross_cents: sure('ytd_gross') ? stub.ytd_gross_cents : null,
    ytd_net_cents: sure('ytd_net') ? stub.ytd_net_cents : null,
    deductions: stub.deductions.filter((_, i) => sure(`deductions.${i}`)).map((d) => ({ ...d, ytd_cents: null })),
  };
}

/** The gross less each leading run of benefit lines in printed order (taxes and retirement aside). */
function benefitBlockBases(gross: number, deductions: readonly PaystubDeduction[]): number[] {
  const bases: number[] = [];
  let taken = 0;
  for (const d of deductions) {
    const name = d.name.trim();
    if (TAX_LINE.test(name) || SOCIAL_SECURITY.test(name) || MEDICARE.test(name) || (RETIREMENT.test(name) && !HEALTH_PLAN.test(name))) continue;
    taken += d.amount_cents;
    bases.push(gross - taken);
  }
  return bases;
}
