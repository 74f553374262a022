// The second locked split's truth files checked against the committed PDFs by a route that shares
// nothing with the service's readers: poppler's `pdftotext -layout`, then plain string searches. Every
// truth date, amount, name and address must be printed where the truth says; the arithmetic of each
// truth must hold (gross less deductions is net, YTD likewise; opening plus transactions is closing,
// and each running balance is printed beside its row on the row's page). Pictures must carry their
// PDF's truth. Reads only the files in eval/paystubs/locked-2 and eval/statements/locked-2.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PAYSTUBS = path.resolve('eval/paystubs/locked-2/corpus');
const PAYSTUB_PICTURES = path.resolve('eval/paystubs/locked-2/degraded');
const STATEMENTS = path.resolve('eval/statements/locked-2/corpus');
const STATEMENT_PICTURES = path.resolve('eval/statements/locked-2/degraded');

/** The text of each page, laid out. */
const pagesOf = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const cents = (x: number) => Math.round(x * 100);

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE_FORMS: Record<string, (iso: string) => string> = {
  mdy: (d) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`,
  dmy: (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`,
  md: (d) => `${d.slice(5, 7)}/${d.slice(8, 10)}`,
  iso: (d) => d,
  monD: (d) => `${MON[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`,
  dMonY: (d) => `${d.slice(8, 10)}-${MON[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`,
};

/** 1234.56 as printed, with or without thousands separators. */
const amountForms = (c: number) => {
  const abs = Math.abs(c);
  const plain = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return [...new Set([plain.replace(/\B(?=(\d{3})+(?!\d))/g, ','), plain])];
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where a figure stands alone in `text` (not part of a longer number). */
function amountAt(text: string, c: number, from = 0): { index: number; end: number; negative: boolean } | null {
  for (const form of amountForms(c)) {
    const re = new RegExp(`(-?)\\$?(?<![\\d.,])${escape(form)}(?![\\d])`, 'g');
    re.lastIndex = from;
    const m = re.exec(text);
    if (m) return { index: m.index, end: m.index + m[0].length, negative: m[1] === '-' || text[m.index - 1] === '-' };
  }
  return null;
}
const printsAmount = (text: string, c: number) => amountAt(text, c) !== null;

/** A JPEG photo, or a scan: a PDF with no text layer. */
function expectPicture(file: string) {
  const head = fs.readFileSync(file).subarray(0, 4);
  if (file.endsWith('.jpg')) expect([head[0], head[1]]).toEqual([0xff, 0xd8]);
  else {
    expect(head.toString('latin1')).toBe('%PDF');
    expect(pagesOf(file).join('').trim()).toBe('');
  }
}

// ---- paystubs -------------------------------------------------------------------------------------

interface PaystubTruth {
  kind: 'paystub';
  layout: string;
  employer: { name: string; address: string | null };
  employee: { name: string; address: string | null };
  pay_date: string;
  period: { start: string; end: string };
  gross: number;
  net: number;
  deductions: Array<{ name: string; current: number | null; ytd: number | null }>;
  ytd_gross: number | null;
  ytd_net: number | null;
  frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
}

const PAYSTUB_DATES: Record<string, string> = { 'mono-register': 'dMonY', 'stacked-cards': 'monD', 'writer-advice': 'iso', 'sheet-horizontal': 'mdy', 'check-top': 'mdy' };
const stubFiles = fs.readdirSync(PAYSTUBS).filter((f) => f.endsWith('.pdf')).sort();

describe('locked-2 paystub truths', () => {
  it('has at least four layouts of five stubs each', () => {
    const layouts = new Map<string, number>();
    for (const f of stubFiles) {
      const t = JSON.parse(fs.readFileSync(path.join(PAYSTUBS, `${f}.truth.json`), 'utf8')) as PaystubTruth;
      layouts.set(t.layout, (layouts.get(t.layout) ?? 0) + 1);
    }
    expect(layouts.size).toBeGreaterThanOrEqual(4);
    for (const n of layouts.values()) expect(n).toBeGreaterThanOrEqual(5);
  });

  it.each(stubFiles)('%s prints what its truth says', (file) => {
    const t = JSON.parse(fs.readFileSync(path.join(PAYSTUBS, `${file}.truth.json`), 'utf8')) as PaystubTruth;
    const text = pagesOf(path.join(PAYSTUBS, file)).join('\n');
    const lower = flat(text);
    const problems: string[] = [];
    const want = (ok: boolean, what: string) => ok || problems.push(what);

    // Arithmetic.
    const current = t.deductions.reduce((s, d) => s + cents(d.current ?? 0), 0);
    want(cents(t.gross) - current === cents(t.net), `gross ${t.gross} less deductions is not net ${t.net}`);
    if (t.ytd_gross !== null && t.ytd_net !== null) {
      const ytd = t.deductions.reduce((s, d) => s + cents(d.ytd ?? 0), 0);
      want(cents(t.ytd_gross) - ytd === cents(t.ytd_net), 'YTD gross less YTD deductions is not YTD net');
      want(t.ytd_gross >= t.gross && t.ytd_net >= t.net, 'YTD below the period');
    }
    for (const d of t.deductions) want(d.ytd === null || d.current === null || d.ytd >= d.current, `${d.name}: YTD below current`);
    const days = (Date.parse(t.period.end) - Date.parse(t.period.start)) / 86_400_000 + 1;
    // 14 days is biweekly but for the second half of a leap-year February.
    const halfFebruary = t.period.start.slice(5) === '02-16' && t.period.end.slice(5) === '02-29';
    const expected = days === 7 ? 'WEEKLY' : days === 14 && !halfFebruary ? 'BIWEEKLY' : days >= 13 && days <= 16 ? 'SEMI_MONTHLY' : days >= 28 && days <= 31 ? 'MONTHLY' : null;
    want(expected === t.frequency, `period of ${days} days is not ${t.frequency}`);
    // Paid after the period, or on the last weekday of a period that ends on a weekend.
    want(t.period.start <= t.period.end && Date.parse(t.pay_date) >= Date.parse(t.period.end) - 2 * 86_400_000, 'pay date well before the period ends');

    // Dates as the layout prints them.
    const form = DATE_FORMS[PAYSTUB_DATES[t.layout]];
    for (const d of [t.pay_date, t.period.start, t.period.end]) want(lower.includes(form(d).toLowerCase()), `date ${form(d)} not printed`);
    // Names and addresses (case folded; address pieces between commas).
    for (const p of [t.employer, t.employee]) {
      want(lower.includes(flat(p.name)), `name ${p.name} not printed`);
      for (const piece of (p.address ?? '').split(',').map((x) => x.trim()).filter(Boolean)) want(lower.includes(flat(piece)), `address piece ${piece} not printed`);
    }
    // Totals.
    for (const [what, v] of [['gross', t.gross], ['net', t.net], ['ytd_gross', t.ytd_gross], ['ytd_net', t.ytd_net]] as const) {
      if (v !== null) want(printsAmount(text, cents(v)), `${what} ${v} not printed`);
    }
    // Deductions: the name and its figures on one line, in that order, except in the spreadsheet
    // that runs the items across the page (names in one row, this period's figures in the next).
    const lines = text.split('\n');
    if (t.layout === 'sheet-horizontal') {
      const header = lines.find((l) => /Gross Pay/.test(l) && /Net Pay/.test(l)) ?? '';
      const row = lines.find((l) => /^\s*Current\b/.test(l)) ?? '';
      const ytdRow = lines.find((l) => /^\s*Year to Date\b/.test(l)) ?? '';
      let at = 0;
      for (const d of t.deductions) {
        const i = header.indexOf(d.name, at);
        want(i >= 0, `column ${d.name} not in the header row`);
        at = Math.max(at, i);
      }
      let cur = 0;
      let ytd = 0;
      for (const d of t.deductions) {
        const c = amountAt(row, cents(d.current ?? 0), cur);
        want(c !== null, `${d.name} current ${d.current} not in the Current row in order`);
        cur = c?.end ?? cur;
        const y = amountAt(ytdRow, cents(d.ytd ?? 0), ytd);
        want(y !== null, `${d.name} YTD ${d.ytd} not in the Year to Date row in order`);
        ytd = y?.end ?? ytd;
      }
    } else {
      for (const d of t.deductions) {
        const line = lines.find((l) => {
          const i = l.toLowerCase().indexOf(d.name.toLowerCase());
          if (i < 0) return false;
          const after = l.slice(i + d.name.length);
          const c = d.current === null ? { end: 0 } : amountAt(after, cents(d.current));
          return c !== null && (d.ytd === null || amountAt(after, cents(d.ytd), c.end) !== null);
        });
        want(line !== undefined, `deduction ${d.name} ${d.current} / ${d.ytd} not printed on one line`);
        if (d.current === null && line) want(amountForms(0).every((z) => !line.includes(` ${z} `)), `${d.name} prints a current figure`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    const pictures = fs.readdirSync(PAYSTUB_PICTURES).filter((f) => /\.(photo\.jpg|scan\.pdf)$/.test(f));
    expect(pictures.length).toBe(2 * stubFiles.length);
    for (const f of pictures) {
      const pdf = f.replace(/\.(photo\.jpg|scan\.pdf)$/, '.pdf');
      expect(fs.readFileSync(path.join(PAYSTUB_PICTURES, `${f}.truth.json`), 'utf8')).toBe(fs.readFileSync(path.join(PAYSTUBS, `${pdf}.truth.json`), 'utf8'));
      expectPicture(path.join(PAYSTUB_PICTURES, f));
    }
  });
});

// ---- statements -----------------------------------------------------------------------------------

interface StatementTruth {
  layout: string;
  currency: string;
  period: { start: string; end: string };
  accounts: Array<{
    mask: string | null;
    openingBalanceCents: number;
    closingBalanceCents: number;
    transactions: Array<{ date: string; description: string; amountCents: number; page: number }>;
  }>;
}

/** How each layout prints a row's date, and whether its amounts carry their sign (else a column does). */
const STATEMENT_FORMS: Record<string, { date: string; signed: boolean; debit?: RegExp; credit?: RegExp }> = {
  'cu-shares': { date: 'md', signed: true },
  'writer-summary': { date: 'mdy', signed: false, debit: /Withdrawals/, credit: /Deposits/ },
  'au-dmy': { date: 'dmy', signed: false, debit: /Debit/, credit: /Credit/ },
  'calc-cad': { date: 'iso', signed: true },
};

const statementFiles = fs
  .readdirSync(STATEMENTS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => fs.readdirSync(path.join(STATEMENTS, d.name)).filter((f) => f.endsWith('.pdf')).map((f) => path.join(d.name, f)))
  .sort();

describe('locked-2 statement truths', () => {
  it('has at least three layouts of two statements or more, 20 to 80 transactions each', () => {
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect(layouts.size).toBeGreaterThanOrEqual(3);
    for (const l of layouts) expect(statementFiles.filter((f) => path.dirname(f) === l).length).toBeGreaterThanOrEqual(2);
  });

  it.each(statementFiles)('%s prints what its truth says', (file) => {
    const t = JSON.parse(fs.readFileSync(path.join(STATEMENTS, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as StatementTruth;
    const pages = pagesOf(path.join(STATEMENTS, file));
    const form = STATEMENT_FORMS[t.layout];
    const dateOf = DATE_FORMS[form.date];
    const problems: string[] = [];
    const want = (ok: boolean, what: string) => ok || problems.push(what);
    const count = t.accounts.reduce((s, a) => s + a.transactions.length, 0);
    want(count >= 20 && count <= 80, `${count} transactions`);
    want(t.currency === 'USD' || flat(pages[0]).includes(t.currency.toLowerCase()), `currency ${t.currency} not printed`);
    const periodForm = DATE_FORMS[form.date === 'md' ? 'mdy' : form.date];
    for (const d of [t.period.start, t.period.end]) want(pages[0].includes(periodForm(d)), `period date ${periodForm(d)} not on page 1`);

    // Lines already matched to a row, per page.
    const used = pages.map(() => new Set<number>());
    for (const [k, a] of t.accounts.entries()) {
      want(a.mask === null || pages.join('\n').replace(/[\s-]/g, '').includes(a.mask), `account ${k + 1}: mask ${a.mask} not printed`);
      want(printsAmount(pages.join('\n'), a.openingBalanceCents) && printsAmount(pages.join('\n'), a.closingBalanceCents), `account ${k + 1}: opening or closing not printed`);
      let balance = a.openingBalanceCents;
      let lastPage = 1;
      for (const r of a.transactions) {
        balance += r.amountCents;
        want(r.page >= lastPage, `${r.date} ${r.description}: page goes backwards`);
        lastPage = r.page;
        const lines = (pages[r.page - 1] ?? '').split('\n');
        // The row's line: its date first, then its amount, then the running balance.
        const i = lines.findIndex((l, n) => {
          if (used[r.page - 1].has(n) || !l.trimStart().startsWith(dateOf(r.date))) return false;
          const amt = amountAt(l, r.amountCents, dateOf(r.date).length);
          return amt !== null && amountAt(l, balance, amt.end) !== null;
        });
        if (i < 0) {
          problems.push(`${r.date} ${r.amountCents} (balance ${balance}) not on page ${r.page}`);
          continue;
        }
        used[r.page - 1].add(i);
        const line = lines[i];
        const amt = amountAt(line, r.amountCents, dateOf(r.date).length)!;
        if (form.signed) want(amt.negative === r.amountCents < 0, `${r.date} ${r.description}: sign of ${r.amountCents}`);
        else {
          const header = lines.slice(0, i).reverse().find((l) => form.debit!.test(l) && form.credit!.test(l)) ?? '';
          const debitEnd = header.search(form.debit!) + header.match(form.debit!)![0].length;
          const creditEnd = header.search(form.credit!) + header.match(form.credit!)![0].length;
          const nearer = Math.abs(amt.end - debitEnd) < Math.abs(amt.end - creditEnd) ? -1 : 1;
          want(nearer === Math.sign(r.amountCents), `${r.date} ${r.description}: ${r.amountCents} in the wrong column`);
        }
        // The description: its words on this line and the next.
        const near = flat(`${line} ${lines[i + 1] ?? ''}`);
        for (const word of flat(r.description).split(' ')) want(near.includes(word), `${r.date} ${r.description}: "${word}" not printed`);
      }
      want(balance === a.closingBalanceCents, `account ${k + 1}: opening plus transactions is not closing`);
    }
    expect(problems).toEqual([]);
  });

  it('every photo and scan carries its PDF truth', () => {
    const pictures = fs.readdirSync(STATEMENT_PICTURES).filter((f) => /\.(photo\.jpg|scan\.pdf)$/.test(f));
    const layouts = new Set(statementFiles.map((f) => path.dirname(f)));
    expect(pictures.length).toBe(2 * layouts.size);
    for (const f of pictures) {
      expectPicture(path.join(STATEMENT_PICTURES, f));
      const stem = f.replace(/\.(photo\.jpg|scan\.pdf)$/, '');
      const layout = stem.replace(/-\d+$/, '');
      expect(fs.readFileSync(path.join(STATEMENT_PICTURES, `${f}.truth.json`), 'utf8')).toBe(fs.readFileSync(path.join(STATEMENTS, layout, `${stem}.truth.json`), 'utf8'));
    }
  });
});
