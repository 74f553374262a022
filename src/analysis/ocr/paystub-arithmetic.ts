// A paystub read by OCR checked against its own arithmetic: gross − deductions = net, for the
// period and for the year to date. When the sum is off and exactly one figure is off by a single
// misread digit (one digit changed, lost or doubled) from the value that balances it, that figure
// is put right. The recogniser's typical slip ("31,961.50" for "31,981.50") is fixed; a stub that
// does not balance for any other reason (deductions listed elsewhere) is left as read.
import type { ExtractedPaystub } from '../paystub/paystub.types.ts';

/** Whether two figures' digits differ by one edit: a digit changed, dropped or added. */
export function oneDigitApart(a: number, b: number): boolean {
  const x = String(Math.abs(a));
  const y = String(Math.abs(b));
  if (x === y) return false;
  if (x.length === y.length) return [...x].filter((c, i) => c !== y[i]).length === 1;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  if (long.length - short.length !== 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/**
 * The one term of `gross − Σ parts = net` that a single-digit misreading explains, put right.
 * `confirmed.pay`: the stub prints its total deductions as gross − net, so gross and net stand and
 * only a part may be misread (or lost: then nothing is put right). `confirmed.parts`: it prints the
 * parts' sum as its total, so they stand and only gross or net may be misread.
 * `confidence` (of the words printing gross, each part and net) breaks a tie between terms a
 * single digit explains alike: the least sure reading is the misread one, when clearly least sure.
 */
export function balanceTerms(
  gross: number,
  parts: readonly number[],
  net: number,
  confidence?: { gross: number; parts: number[]; net: number },
  confirmed: { pay?: boolean; parts?: boolean } = {},
): { gross: number; parts: number[]; net: number } | null {
  const sum = parts.reduce((s, p) => s + p, 0);
  if (gross - sum === net) return null;
  const fixes: Array<{ fix: { gross: number; parts: number[]; net: number }; sure: number }> = [];
  const wantNet = gross - sum;
  if (!confirmed.pay && wantNet > 0 && oneDigitApart(net, wantNet)) fixes.push({ fix: { gross, parts: [...parts], net: wantNet }, sure: confidence?.net ?? 1 });
  const wantGross = net + sum;
  if (!confirmed.pay && oneDigitApart(gross, wantGross)) fixes.push({ fix: { gross: wantGross, parts: [...parts], net }, sure: confidence?.gross ?? 1 });
  if (!confirmed.parts) parts.forEach((p, i) => {
    const want = gross - net - (sum - p);
    if (want > 0 && oneDigitApart(p, want)) fixes.push({ fix: { gross, parts: parts.map((q, j) => (j === i ? want : q)), net }, sure: confidence?.parts[i] ?? 1 });
  });
  if (fixes.length === 1) return fixes[0].fix;
  if (fixes.length === 0 || !confidence) return null;
  fixes.sort((a, b) => a.sure - b.sure);
  return fixes[1].sure - fixes[0].sure >= 0.05 ? fixes[0].fix : null;
}

/**
 * The stub with a figure put right where its arithmetic shows a single misread digit; which fields
 * changed. `printed`: whether the page prints a figure: its total deductions, when that is gross − net
 * (a net read as printed is not "put right" to make up for a deduction misread or lost), or when it
 * is the deductions' sum (a deduction is not "put right" to make up for a misread gross).
 */
const sum = (xs: readonly number[]) => xs.reduce((t, x) => t + x, 0);

export function reconcilePaystub(
  stub: ExtractedPaystub,
  sureOf: (cents: number | null) => number = () => 1,
  printed: (cents: number) => boolean = () => false,
): { stub: ExtractedPaystub; corrected: string[] } {
  const out: ExtractedPaystub = { ...stub, deductions: stub.deductions.map((d) => ({ ...d })) };
  const corrected: string[] = [];
  if (out.gross_cents !== null && out.net_cents !== null && out.deductions.length > 0) {
    const parts = out.deductions.map((d) => d.amount_cents);
    const confirmed = { pay: out.gross_cents > out.net_cents && printed(out.gross_cents - out.net_cents), parts: parts.length > 1 && printed(sum(parts)) };
    const fix = balanceTerms(out.gross_cents, parts, out.net_cents, { gross: sureOf(out.gross_cents), parts: parts.map(sureOf), net: sureOf(out.net_cents) }, confirmed);
    if (fix) {
      if (fix.gross !== out.gross_cents) corrected.push('gross_pay');
      if (fix.net !== out.net_cents) corrected.push('net_pay');
      fix.parts.forEach((p, i) => p !== out.deductions[i].amount_cents && corrected.push(`deductions.${i}`));
      out.gross_cents = fix.gross;
      out.net_cents = fix.net;
      fix.parts.forEach((p, i) => (out.deductions[i].amount_cents = p));
    }
  }
  const ytds = out.deductions.map((d) => d.ytd_cents);
  if (out.ytd_gross_cents !== null && out.ytd_net_cents !== null && ytds.length > 0 && ytds.every((y) => y !== null)) {
    const confirmed = { pay: out.ytd_gross_cents > out.ytd_net_cents && printed(out.ytd_gross_cents - out.ytd_net_cents), parts: ytds.length > 1 && printed(sum(ytds as number[])) };
    const fix = balanceTerms(out.ytd_gross_cents, ytds as number[], out.ytd_net_cents, { gross: sureOf(out.ytd_gross_cents), parts: ytds.map(sureOf), net: sureOf(out.ytd_net_cents) }, confirmed);
    if (fix) {
      if (fix.gross !== out.ytd_gross_cents) corrected.push('ytd_gross');
      if (fix.net !== out.ytd_net_cents) corrected.push('ytd_net');
      fix.parts.forEach((p, i) => p !== ytds[i] && corrected.push(`deductions.${i}.ytd`));
      out.ytd_gross_cents = fix.gross;
      out.ytd_net_cents = fix.net;
      fix.parts.forEach((p, i) => (out.deductions[i].ytd_cents = p));
    }
  }
  return { stub: out, corrected };
}
