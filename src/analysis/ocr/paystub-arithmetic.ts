// A paystub read by OCR checked against its own arithmetic: gross − deductions = net, for the
// period and for the year to date. When the sum is off and exactly one figure is off by a single
// misread digit (one digit changed, lost or doubled) from the value that balances it, that figure
// is put right. The recogniser's typical slip ("31,961.50" for "31,981.50") is fixed; a stub that
// does not balance for any other reason (deductions listed elsewhere) is left as read. Where more
// than one figure is off, the deductions the stub's own figures vouch for (balanceWithCorroboration)
// may be put right together, and only when the sum then balances.
import type { ExtractedPaystub, PaystubDeduction } from '../paystub/paystub.types.ts';

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
    const sure = { gross: sureOf(out.gross_cents), parts: parts.map(sureOf), net: sureOf(out.net_cents) };
    const fix = balanceTerms(out.gross_cents, parts, out.net_cents, sure, confirmed) ?? balanceWithCorroboration(out.gross_cents, out.deductions, out.net_cents, sure, confirmed);
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

const SOCIAL_SECURITY = /social\s*sec|\boasdi\b/i;
const MEDICARE = /medicare/i;
/** Social Security and Medicare are 6.2% and 1.45% of the same wages (below the Social Security wage base). */
const SS_RATE = 0.062;
const MEDICARE_RATE = 0.0145;

/** Whether some wages give both amounts at their rates, each rounded to the cent. */
export function ficaPair(socialSecurity: number, medicare: number): boolean {
  const lo = Math.max((socialSecurity - 0.5) / SS_RATE, (medicare - 0.5) / MEDICARE_RATE);
  const hi = Math.min((socialSecurity + 0.5) / SS_RATE, (medicare + 0.5) / MEDICARE_RATE);
  return lo <= hi;
}

/** Cafeteria-plan (section 125) deductions come out of the wages Social Security and Medicare are taken on. */
const SECTION_125 = /medical|dental|vision|health|\bhsa\b|fsa\b|section\s*125|cafeteria/i;

/**
 * Social Security and Medicare put right only to what the gross gives them: 6.2% and 1.45% (to the
 * cent either way) of the gross, or of the gross less the cafeteria-plan deductions. Two figures at
 * those rates of some wages are many; of the stub's own wages, one.
 */
function ficaOfGross(fix: { gross: number; parts: number[] }, deductions: readonly PaystubDeduction[], read: readonly number[]): boolean {
  const ss = deductions.findIndex((d) => SOCIAL_SECURITY.test(d.name));
  const mc = deductions.findIndex((d) => MEDICARE.test(d.name));
  if (ss < 0 || mc < 0 || (fix.parts[ss] === read[ss] && fix.parts[mc] === read[mc])) return true;
  const cafeteria = sum(fix.parts.filter((_, i) => SECTION_125.test(deductions[i].name) && !TAXES.test(deductions[i].name)));
  const near = (amount: number, wages: number, rate: number) => Math.abs(amount - Math.round(wages * rate)) <= 1;
  return [fix.gross, fix.gross - cafeteria].some((wages) => near(fix.parts[ss], wages, SS_RATE) && near(fix.parts[mc], wages, MEDICARE_RATE));
}
const TAXES = /\btax\b|medicare|social/i;

/** Every figure one digit changed from `x` (the recogniser's slip), `x` itself first. */
function oneDigitVariants(x: number): number[] {
  const s = String(x);
  const out = [x];
  for (let i = 0; i < s.length; i++) for (const d of '0123456789') if (d !== s[i] && !(i === 0 && d === '0')) out.push(Number(s.slice(0, i) + d + s.slice(i + 1)));
  return out;
}

/**
 * What the stub's own figures say a deduction should be, when it is one digit from what was read:
 * - a fixed amount taken each period: its YTD over the number of periods that the YTDs of two
 *   other deductions at least are exact multiples of (a benefit's "9.68" and "154.88" after 16 pays);
 * - Social Security and Medicare, taken at 6.2% and 1.45% of the same wages, read so that no wages
 *   give both: every pair, each one digit or none from what was read, that some wages give
 *   (ficaOfGross then keeps the pair the stub's own wages give).
 * Each entry: the deductions' indices and the figures they may be instead.
 */
function corroboratedAlternatives(deductions: readonly PaystubDeduction[]): Array<{ at: number[]; values: number[][] }> {
  const out: Array<{ at: number[]; values: number[][] }> = [];
  const multiples = new Map<number, number>();
  for (const d of deductions) {
    if (d.amount_cents <= 0 || d.ytd_cents === null || d.ytd_cents % d.amount_cents !== 0) continue;
    const n = d.ytd_cents / d.amount_cents;
    if (n >= 2) multiples.set(n, (multiples.get(n) ?? 0) + 1);
  }
  const periods = [...multiples].filter(([, count]) => count >= 2).sort((a, b) => b[1] - a[1]);
  if (periods.length > 0 && (periods.length === 1 || periods[1][1] < periods[0][1])) {
    const n = periods[0][0];
    deductions.forEach((d, i) => {
      if (d.ytd_cents === null || d.amount_cents <= 0 || d.ytd_cents % n !== 0) return;
      const want = d.ytd_cents / n;
      if (oneDigitApart(d.amount_cents, want)) out.push({ at: [i], values: [[want]] });
    });
  }
  const ss = deductions.findIndex((d) => SOCIAL_SECURITY.test(d.name));
  const mc = deductions.findIndex((d) => MEDICARE.test(d.name));
  if (ss >= 0 && mc >= 0 && deductions.filter((d) => SOCIAL_SECURITY.test(d.name) || MEDICARE.test(d.name)).length === 2) {
    const [s, m] = [deductions[ss].amount_cents, deductions[mc].amount_cents];
    if (s > 0 && m > 0 && !ficaPair(s, m)) {
      const pairs: number[][] = [];
      for (const s2 of oneDigitVariants(s)) for (const m2 of oneDigitVariants(m)) if ((s2 !== s || m2 !== m) && ficaPair(s2, m2)) pairs.push([s2, m2]);
      if (pairs.length > 0) out.push({ at: [ss, mc], values: pairs });
    }
  }
  return out;
}

/**
 * A stub more than one of whose figures a misread digit spoilt (measured: a scanned stub's "6"s read
 * "8" in two deductions, and its gross's last digit on a dark band): the deductions the stub's own
 * figures put right (corroboratedAlternatives), then the gross or the net as balanceTerms puts it
 * right, the deductions standing. Taken only when exactly one choice, changing fewest figures,
 * balances gross − deductions = net.
 */
export function balanceWithCorroboration(
  gross: number,
  deductions: readonly PaystubDeduction[],
  net: number,
  confidence: { gross: number; parts: number[]; net: number },
  confirmed: { pay?: boolean; parts?: boolean } = {},
): { gross: number; parts: number[]; net: number } | null {
  if (confirmed.parts) return null;
  const alternatives = corroboratedAlternatives(deductions);
  if (alternatives.length === 0 || alternatives.length > 6) return null;
  const read = deductions.map((d) => d.amount_cents);
  let best: { fix: { gross: number; parts: number[]; net: number }; changes: number } | null = null;
  let tied = false;
  const consider = (parts: number[]) => {
    const changed = parts.filter((p, i) => p !== read[i]).length;
    if (changed === 0) return;
    const balanced = gross - sum(parts) === net ? { gross, parts, net } : balanceTerms(gross, parts, net, confidence, { ...confirmed, parts: true });
    if (!balanced || !ficaOfGross(balanced, deductions, read)) return;
    const changes = changed + (balanced.gross !== gross ? 1 : 0) + (balanced.net !== net ? 1 : 0) + balanced.parts.filter((p, i) => p !== parts[i]).length;
    if (best === null || changes < best.changes) [best, tied] = [{ fix: balanced, changes }, false];
    else if (changes === best.changes && JSON.stringify(balanced) !== JSON.stringify(best.fix)) tied = true;
  };
  const walk = (k: number, parts: number[]) => {
    if (k === alternatives.length) return consider(parts);
    walk(k + 1, parts);
    const { at, values } = alternatives[k];
    for (const v of values) {
      const next = [...parts];
      at.forEach((i, j) => (next[i] = v[j]));
      walk(k + 1, next);
    }
  };
  walk(0, read);
  return tied || best === null ? null : (best as { fix: { gross: number; parts: number[]; net: number } }).fix;
}
