import type { ReportData, ReportPaystub } from './report-data.ts';

/**
 * The income verification report for the deal jacket, as PDF bytes. Pure: the same input gives
 * the same bytes (the document dates come from `generated_at`; pdfkit derives the file id from
 * them). Letter size, pdfkit's standard fonts, every shape drawn as vectors. Layout is done here,
 * not by pdfkit's flow: each block measures itself and moves to a new page when it would run into
 * the footer, so text never leaves the page.
 */
export interface RenderInput {
  data: ReportData;
  /** SHA-256 of the canonical JSON of `data`, printed in the footer. */
  dataSha256: string;
  /** `{PUBLIC_URL}/api/dealer/reports/{report_id}/verify`, printed in the footer. */
  verifyUrl: string;
}

export const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 50;
const CONTENT_W = PAGE.width - 2 * MARGIN;
const TOP = 50;
/** The footer ends here, 0.5 inch above the page's edge. */
const FOOTER_BOTTOM = PAGE.height - 36;

const COLOR = {
  ink: '#1f2933',
  muted: '#5f6b7a',
  rule: '#cfd6de',
  shade: '#f2f4f7',
  accent: '#1d3557',
  inflow: '#2563a8',
  outflow: '#d9822b',
  grid: '#e3e7ec',
} as const;

const STATUS_STYLE: Record<string, { color: string; label: string }> = {
  VERIFIED: { color: '#1e7b3c', label: 'VERIFIED' },
  NEEDS_REVIEW: { color: '#a65d00', label: 'NEEDS REVIEW' },
  NOT_VERIFIED: { color: '#b3261e', label: 'NOT VERIFIED' },
  PENDING: { color: '#5f6b7a', label: 'PENDING' },
};

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', mono: 'Courier' } as const;

/** The chart's box on its page, exported for tests that look at the rendered pixels. */
export interface ChartBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RenderedReport {
  bytes: Buffer;
  pages: number;
  /** Where the monthly chart's plot area was drawn (null when there were no months to draw). */
  chart: ChartBox | null;
}

export async function renderReport(input: RenderInput): Promise<Buffer> {
  return (await renderReportWithLayout(input)).bytes;
}

// ---------------------------------------------------------------------------------------------
// Formatting

/** Text the standard fonts can show: WinAnsi characters only, no control characters. */
export function printable(value: unknown): string {
  const s = value === null || value === undefined ? '' : String(value);
  return s
    .normalize('NFC')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

export function formatMoney(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  const cents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 && cents > 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Whole dollars, for chart axes. */
export function formatDollars(n: number): string {
  const whole = Math.round(Math.abs(n))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}$${whole}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-07` (or a full date) as `Jul 2025`; anything else as given. */
export function formatMonth(month: string, short = false): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return printable(month);
  return `${MONTHS[Number(m[2]) - 1]} ${short ? `'${m[1].slice(2)}` : m[1]}`;
}

/** `2025-10-01T12:00:00.000Z` as `2025-10-01 12:00:00 UTC`. */
export function formatUtc(timestamp: string): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return printable(timestamp);
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function vehicleText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v !== 'object') return printable(v);
  const o = v as Record<string, unknown>;
  const main = ['year', 'make', 'model', 'trim'].map((k) => o[k]).filter((x) => x !== undefined && x !== null && x !== '').join(' ');
  const vin = o.vin ? `VIN ${o.vin}` : '';
  const text = [main, vin].filter(Boolean).join(', ');
  if (text) return printable(text);
  return printable(
    Object.entries(o)
      .filter(([, x]) => x !== null && typeof x !== 'object')
      .map(([k, x]) => `${k}: ${x}`)
      .join(', '),
  ) || '—';
}

const SOURCE_TEXT: Record<string, string> = {
  PAYSTUB: 'Paystubs (gross pay)',
  BANK_DEPOSITS: 'Bank deposits (net of deductions)',
};

/** The status in one plain sentence, for someone reading the deal jacket. */
export function verdictOf(v: ReportData['verification']): string {
  const open = v.stipulations.filter((s) => s.status === 'OPEN').length;
  const openText = open === 0 ? 'No stipulations are open.' : `${open} open stipulation${open === 1 ? '' : 's'} must be cleared before funding.`;
  switch (v.status) {
    case 'VERIFIED':
      return `Income is verified: the documents agree with each other and with the borrower's deposits. ${openText}`;
    case 'NEEDS_REVIEW':
      return `Income was found but needs review before funding. ${openText}`;
    case 'NOT_VERIFIED':
      return `Income could not be verified from the documents provided. ${openText}`;
    default:
      return 'Verification is not complete: no income has been verified yet.';
  }
}

/** A round step for an axis reaching `max` in about `ticks` steps: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, ticks = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / ticks;
  const pow = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * pow >= raw) return m * pow;
  return 10 * pow;
}

// ---------------------------------------------------------------------------------------------
// Layout

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  font?: string;
}

class Writer {
  readonly doc: PDFKit.PDFDocument;
  y = TOP;
  page = 1;
  /** Lowest y content may reach on a page (above the footer). */
  readonly bottom: number;
  private readonly continuation: string;

  constructor(doc: PDFKit.PDFDocument, footerHeight: number, continuation: string) {
    this.doc = doc;
    this.bottom = FOOTER_BOTTOM - footerHeight - 14;
    this.continuation = continuation;
  }

  style(s: TextStyle = {}) {
    this.doc.font(s.font ?? FONT.regular).fontSize(s.size ?? 9.5).fillColor(s.color ?? COLOR.ink);
    return this.doc;
  }

  heightOf(text: string, width: number, s: TextStyle = {}): number {
    return this.style(s).heightOfString(text, { width, lineGap: s.lineGap ?? 1.5 });
  }

  /** Draws text in a box of `width` at (x, y); returns its height. */
  text(text: string, x: number, y: number, width: number, s: TextStyle = {}): number {
    const h = this.heightOf(text, width, s);
    this.style(s).text(text, x, y, { width, align: s.align ?? 'left', lineGap: s.lineGap ?? 1.5 });
    return h;
  }

  /** Makes room for `h` points, starting a new page when they would not fit. */
  ensure(h: number) {
    if (this.y + h > this.bottom) this.newPage();
  }

  newPage() {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
    this.y = TOP;
    this.y += this.text(this.continuation, MARGIN, this.y, CONTENT_W, { font: FONT.bold, size: 9, color: COLOR.muted }) + 3;
    this.rule(this.y);
    this.y += 12;
  }

  rule(y: number, color: string = COLOR.rule, width = 0.75) {
    this.doc.save().moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_W, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  /** A section title, kept on the page of its first `keep` points of content. */
  section(title: string, keep = 40) {
    this.ensure(22 + keep);
    this.y += 6;
    this.text(title.toUpperCase(), MARGIN, this.y, CONTENT_W, { font: FONT.bold, size: 10, color: COLOR.accent });
    this.y += 13;
    this.rule(this.y, COLOR.accent, 1);
    this.y += 7;
  }

  /** A label and a value on one line; the value wraps in the rest of the width. */
  field(label: string, value: string, x = MARGIN, width = CONTENT_W, labelW = 120): number {
    const h = Math.max(this.heightOf(label, labelW - 6, { size: 9 }), this.heightOf(value, width - labelW, { size: 9.5 }));
    this.ensure(h);
    this.text(label, x, this.y + 0.5, labelW - 6, { size: 9, color: COLOR.muted });
    this.text(value, x + labelW, this.y, width - labelW, { size: 9.5 });
    this.y += h + 4;
    return h;
  }

  paragraph(text: string, s: TextStyle = {}) {
    const h = this.heightOf(text, CONTENT_W, s);
    if (h > this.bottom - TOP - 30) {
      // Longer than a page: let it run line by line.
      for (const line of text.split(/(?<=\.)\s+/)) this.paragraph(line, s);
      return;
    }
    this.ensure(h);
    this.text(text, MARGIN, this.y, CONTENT_W, s);
    this.y += h + 6;
  }

  /** A table whose rows wrap in their cells; the header row repeats on each new page. */
  table(columns: Column[], rows: string[][], empty: string) {
    if (rows.length === 0) {
      this.paragraph(empty, { color: COLOR.muted, font: FONT.italic });
      return;
    }
    const pad = 3;
    const headerH = 14;
    const drawHeader = () => {
      this.doc.save().rect(MARGIN, this.y, CONTENT_W, headerH).fill(COLOR.shade).restore();
      let x = MARGIN;
      for (const c of columns) {
        this.text(c.header, x + pad, this.y + 3.5, c.width - 2 * pad, { font: FONT.bold, size: 8, color: COLOR.muted, align: c.align });
        x += c.width;
      }
      this.y += headerH;
    };
    const heightOfRow = (row: string[]) =>
      Math.max(...columns.map((c, i) => this.heightOf(row[i] ?? '', c.width - 2 * pad, { size: 8.5, font: c.font }))) + 2 * pad;

    this.ensure(headerH + heightOfRow(rows[0]));
    drawHeader();
    for (const row of rows) {
      const h = heightOfRow(row);
      if (this.y + h > this.bottom) {
        this.newPage();
        drawHeader();
      }
      let x = MARGIN;
      columns.forEach((c, i) => {
        this.text(row[i] ?? '', x + pad, this.y + pad, c.width - 2 * pad, { size: 8.5, font: c.font, align: c.align });
        x += c.width;
      });
      this.y += h;
      this.doc.save().moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_W, this.y).lineWidth(0.5).strokeColor(COLOR.grid).stroke().restore();
    }
    this.y += 6;
  }
}

/** Column widths that fill the content width: fixed ones as given, the last takes the rest. */
function columns(...cols: Array<Omit<Column, 'width'> & { width?: number }>): Column[] {
  const fixed = cols.reduce((s, c) => s + (c.width ?? 0), 0);
  return cols.map((c) => ({ ...c, width: c.width ?? CONTENT_W - fixed }));
}

// ---------------------------------------------------------------------------------------------
// The report

export async function renderReportWithLayout(input: RenderInput): Promise<RenderedReport> {
  const { data, dataSha256, verifyUrl } = input;
  const v = data.verification;
  const generated = new Date(data.generated_at);
  const date = Number.isNaN(generated.getTime()) ? new Date(0) : generated;
  const dealer = printable(data.dealer.name) || 'Dealer';
  const borrower = printable(`${data.borrower.first_name} ${data.borrower.last_name}`.trim());

  // Loaded on the first report: pdfkit and its fonts hold about 27 MB that most processes never need.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    compress: true,
    info: {
      Title: `Income Verification Report - ${borrower}`,
      Author: dealer,
      Subject: `Case ${data.case.case_id}, report ${data.report_id}`,
      Creator: 'underwrite',
      Producer: 'underwrite',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const footer = footerLines(data.report_id, dataSha256, verifyUrl);
  const footerHeight = measureFooter(doc, footer);
  const w = new Writer(doc, footerHeight, `${dealer} · Income Verification Report · ${borrower} (continued)`);

  // Header
  const stamp = `Generated ${formatUtc(data.generated_at)}\nAPI version ${printable(data.api_version)}`;
  const stampW = 170;
  const titleW = CONTENT_W - stampW - 10;
  const dealerH = w.text(dealer, MARGIN, w.y, titleW, { font: FONT.bold, size: 18, color: COLOR.accent, lineGap: 0 });
  w.text(stamp, MARGIN + CONTENT_W - stampW, w.y + 2, stampW, { size: 8.5, color: COLOR.muted, align: 'right' });
  w.y += dealerH + 2;
  w.y += w.text('Income Verification Report', MARGIN, w.y, titleW, { size: 13, color: COLOR.ink }) + 8;
  w.rule(w.y, COLOR.accent, 1.5);
  w.y += 12;

  // The deal
  const deal = data.deal;
  const half = (CONTENT_W - 20) / 2;
  const labelW = 84;
  const grid: Array<[string, string, string, string]> = [
    ['Borrower', borrower || '—', 'Deal ID', printable(deal?.deal_id) || '—'],
    ['Dealer', dealer, 'Vehicle', vehicleText(deal?.vehicle)],
    ['Reference ID', printable(data.case.reference_id) || '—', 'Amount financed', formatMoney(deal?.amount_financed)],
  ];
  for (const [i, [l1, v1, l2, v2]] of grid.entries()) {
    const valueStyle = { size: 9.5, font: i < 2 ? FONT.bold : FONT.regular };
    const h = Math.max(w.heightOf(v1, half - labelW, valueStyle), w.heightOf(v2, half - labelW, { size: 9.5 }), 11);
    w.ensure(h);
    w.text(l1, MARGIN, w.y + 0.5, labelW - 6, { size: 9, color: COLOR.muted });
    w.text(v1, MARGIN + labelW, w.y, half - labelW, valueStyle);
    w.text(l2, MARGIN + half + 20, w.y + 0.5, labelW - 6, { size: 9, color: COLOR.muted });
    w.text(v2, MARGIN + half + 20 + labelW, w.y, half - labelW, { size: 9.5 });
    w.y += h + 4;
  }
  w.field('Case ID', printable(data.case.case_id), MARGIN, CONTENT_W, labelW);
  w.field('Report ID', printable(data.report_id), MARGIN, CONTENT_W, labelW);
  w.y += 4;

  // Status
  const style = STATUS_STYLE[v.status] ?? STATUS_STYLE.PENDING;
  const verdict = printable(verdictOf(v));
  const verdictW = CONTENT_W - 150;
  const boxH = Math.max(42, w.heightOf(verdict, verdictW, { size: 10 }) + 18);
  w.ensure(boxH);
  doc.save().rect(MARGIN, w.y, CONTENT_W, boxH).fill(COLOR.shade).restore();
  doc.save().rect(MARGIN, w.y, 5, boxH).fill(style.color).restore();
  w.text('STATUS', MARGIN + 16, w.y + 8, 120, { font: FONT.bold, size: 8, color: COLOR.muted });
  w.text(style.label, MARGIN + 16, w.y + 19, 125, { font: FONT.bold, size: 14, color: style.color });
  w.text(verdict, MARGIN + 145, w.y + 9, verdictW - 5, { size: 10 });
  w.y += boxH + 8;

  // Income
  w.section('Verified income', 90);
  const figures: Array<[string, string]> = [
    ['Monthly gross', v.income.monthly_gross === null ? 'Not verified' : formatMoney(v.income.monthly_gross)],
    ['Annual gross', v.income.annual_gross === null ? 'Not verified' : formatMoney(v.income.annual_gross)],
    ['Source', v.income.source ? SOURCE_TEXT[v.income.source] ?? printable(v.income.source) : 'None'],
  ];
  const cellW = CONTENT_W / 3;
  const figH = Math.max(...figures.map(([, value], i) => w.heightOf(value, cellW - 12, { font: FONT.bold, size: i < 2 ? 16 : 10.5 }))) + 16;
  w.ensure(figH);
  figures.forEach(([label, value], i) => {
    const x = MARGIN + i * cellW;
    w.text(label, x, w.y, cellW - 12, { size: 8.5, color: COLOR.muted });
    w.text(value, x, w.y + 12, cellW - 12, { font: FONT.bold, size: i < 2 ? 16 : 10.5, color: COLOR.ink });
  });
  w.y += figH + 4;
  w.paragraph(printable(v.income.derivation ?? 'No income could be derived from the documents provided.'), { font: FONT.italic, size: 9.5 });

  // Employer and paystubs
  w.section('Employer and paystubs', 50);
  w.field('Employer', printable(v.employer_name) || 'Not identified');
  const stubs: ReportPaystub[] =
    v.paystubs ?? v.reconciliation.paystub_deposits.map((p) => ({ pay_date: p.pay_date, gross_pay: null, net_pay: p.net_pay }));
  w.table(
    columns({ header: 'Pay date', width: 120 }, { header: 'Gross pay', width: 130, align: 'right' }, { header: 'Net pay', width: 130, align: 'right' }, { header: '' }),
    stubs.map((s) => [printable(s.pay_date), formatMoney(s.gross_pay), formatMoney(s.net_pay), '']),
    'No paystubs were provided.',
  );

  // Monthly chart
  w.section('Monthly inflow and outflow', 170);
  const chart = drawChart(w, v.monthly);

  // Identity
  w.section('Identity', 40);
  if (v.identity) {
    w.field('Name on documents', `${matchText(v.identity.name_match)} (score ${v.identity.name_score.toFixed(2)})`);
    w.field('Address', matchText(v.identity.address_match));
  } else {
    w.paragraph('No identity checks were possible: no document named the borrower.', { color: COLOR.muted, font: FONT.italic });
  }

  // Fraud
  w.section('Document fraud checks', 50);
  if (v.fraud) {
    w.field('Risk', v.fraud.risk);
    w.table(
      columns({ header: 'Severity', width: 56 }, { header: 'Signal', width: 140 }, { header: 'Page', width: 34, align: 'right' }, { header: 'What was found' }),
      v.fraud.signals.map((s) => [printable(s.severity), printable(s.code), s.page === null ? '—' : String(s.page), printable(s.description)]),
      'No fraud signals were found.',
    );
  } else {
    w.paragraph('Document fraud checks were not run for this case.', { color: COLOR.muted, font: FONT.italic });
  }

  // Reconciliation
  w.section('Reconciliation: paystubs, deposits and stated income', 50);
  w.table(
    columns(
      { header: 'Pay date', width: 70 },
      { header: 'Net pay', width: 80, align: 'right' },
      { header: 'Deposit date', width: 75 },
      { header: 'Deposit', width: 80, align: 'right' },
      { header: 'Deposit description' },
    ),
    v.reconciliation.paystub_deposits.map((p) =>
      p.deposit
        ? [printable(p.pay_date), formatMoney(p.net_pay), printable(p.deposit.date), formatMoney(p.deposit.amount), printable(p.deposit.description)]
        : [printable(p.pay_date), formatMoney(p.net_pay), '—', '—', 'No matching deposit found'],
    ),
    'No paystub to match against deposits.',
  );
  w.field(
    'Employer in deposits',
    v.reconciliation.employer_in_deposits === null ? 'Not checked' : v.reconciliation.employer_in_deposits ? 'Yes: payroll deposits name the employer' : 'No: no payroll deposit names the employer',
  );
  w.field(
    'Stated vs verified',
    v.reconciliation.stated_monthly_income === null
      ? 'No stated monthly income on the case'
      : `Stated ${formatMoney(v.reconciliation.stated_monthly_income)} a month, verified ${formatMoney(v.income.monthly_gross)}` +
          (v.reconciliation.stated_difference_pct === null ? '' : ` (${formatPct(v.reconciliation.stated_difference_pct)})`),
  );

  // Stipulations
  w.section('Stipulations', 40);
  w.table(
    columns({ header: 'Status', width: 70 }, { header: 'Code', width: 170 }, { header: 'What to do' }),
    [...v.stipulations]
      .sort((a, b) => (a.status === b.status ? 0 : a.status === 'OPEN' ? -1 : 1))
      .map((s) => [s.status, printable(s.code), printable(s.description)]),
    'No stipulations.',
  );

  // Sources
  if (v.results.length > 0) {
    w.y += 4;
    w.paragraph(`Based on analysis results: ${v.results.map((r) => `${printable(r.module_type)} ${printable(r.result_id)}`).join('; ')}.`, { size: 7.5, color: COLOR.muted });
  }

  // Footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    drawFooter(w, footer, footerHeight, i - range.start + 1, range.count);
  }
  doc.end();
  const bytes = await done;
  return { bytes, pages: range.count, chart };
}

function formatPct(p: number): string {
  const r = Math.round(p * 10) / 10;
  return `${r > 0 ? '+' : ''}${r.toFixed(1)}%`;
}

function matchText(m: string): string {
  return { MATCH: 'Match', PARTIAL: 'Partial match', NO_MATCH: 'No match', NOT_AVAILABLE: 'Not available' }[m] ?? printable(m);
}

// ---------------------------------------------------------------------------------------------
// Chart

const CHART_H = 120;

function drawChart(w: Writer, monthly: ReportData['verification']['monthly']): ChartBox | null {
  const doc = w.doc;
  if (monthly.length === 0) {
    w.paragraph('No bank data: the monthly chart needs statements or a bank connection.', { color: COLOR.muted, font: FONT.italic });
    return null;
  }
  const months = monthly.slice(-24);
  const legendH = 16;
  const axisLabelW = 58;
  const xLabelH = 22;
  w.ensure(legendH + CHART_H + xLabelH + 20);

  // Legend
  const legendY = w.y;
  let lx = MARGIN + axisLabelW;
  for (const [label, color] of [
    ['Inflow', COLOR.inflow],
    ['Outflow', COLOR.outflow],
  ] as const) {
    doc.save().rect(lx, legendY + 1, 9, 9).fill(color).restore();
    w.text(label, lx + 13, legendY + 1, 60, { size: 8.5 });
    lx += 70;
  }
  w.text('Amounts in US dollars per calendar month', MARGIN + axisLabelW + 150, legendY + 1, CONTENT_W - axisLabelW - 150, { size: 8, color: COLOR.muted, align: 'right' });
  w.y += legendH + 4;

  const box = { x: MARGIN + axisLabelW, y: w.y, width: CONTENT_W - axisLabelW, height: CHART_H };
  const values = months.flatMap((m) => [Math.abs(m.inflow), Math.abs(m.outflow)]).filter((n) => Number.isFinite(n));
  const max = Math.max(1, ...values);
  const step = niceStep(max, 4);
  const top = Math.ceil(max / step) * step;
  const yOf = (val: number) => box.y + box.height - (Math.min(Math.abs(val), top) / top) * box.height;

  // Grid and y axis labels
  for (let t = 0; t <= top + step / 2; t += step) {
    const y = yOf(t);
    doc.save().moveTo(box.x, y).lineTo(box.x + box.width, y).lineWidth(t === 0 ? 1 : 0.5).strokeColor(t === 0 ? COLOR.ink : COLOR.grid).stroke().restore();
    w.text(formatDollars(t), MARGIN, y - 4, axisLabelW - 6, { size: 7.5, color: COLOR.muted, align: 'right' });
  }
  doc.save().moveTo(box.x, box.y).lineTo(box.x, box.y + box.height).lineWidth(1).strokeColor(COLOR.ink).stroke().restore();

  // Bars
  const groupW = box.width / months.length;
  const barW = Math.min(22, (groupW * 0.7) / 2);
  const short = months.length > 8;
  months.forEach((m, i) => {
    const cx = box.x + groupW * i + groupW / 2;
    for (const [val, color, dx] of [
      [m.inflow, COLOR.inflow, -barW],
      [m.outflow, COLOR.outflow, 0],
    ] as const) {
      const y = yOf(val);
      const h = box.y + box.height - y;
      if (h > 0) doc.save().rect(cx + dx, y, barW, h).fill(color).restore();
    }
    w.text(formatMonth(m.month, short), cx - groupW / 2, box.y + box.height + 4, groupW, { size: short ? 6.5 : 7.5, color: COLOR.muted, align: 'center' });
  });
  w.y = box.y + box.height + xLabelH;

  const avg = (k: 'inflow' | 'outflow') => months.reduce((s, m) => s + Math.abs(m[k]), 0) / months.length;
  w.paragraph(
    `Average a month over ${months.length} month${months.length === 1 ? '' : 's'}: inflow ${formatMoney(avg('inflow'))}, outflow ${formatMoney(avg('outflow'))}.` +
      (monthly.length > months.length ? ` Showing the latest ${months.length} of ${monthly.length} months.` : ''),
    { size: 8.5, color: COLOR.muted },
  );
  return { page: w.page, ...box };
}

// ---------------------------------------------------------------------------------------------
// Footer

interface FooterLines {
  id: string;
  hash: string;
  url: string;
  note: string;
}

function footerLines(reportId: string, dataSha256: string, url: string): FooterLines {
  return {
    id: `Report ID ${printable(reportId)}`,
    hash: `Data SHA-256 ${printable(dataSha256)}`,
    url: `Verify: ${printable(url)}`,
    note: 'To check this file, send its SHA-256 to the verify URL (?sha256=<hex>) or POST the PDF to it.',
  };
}

const FOOTER_SIZE = 7.5;
const PAGE_NO_W = 70;

function measureFooter(doc: PDFKit.PDFDocument, f: FooterLines): number {
  doc.font(FONT.regular).fontSize(FOOTER_SIZE);
  const lineW = CONTENT_W - PAGE_NO_W;
  const h = (s: string, font: string) => doc.font(font).fontSize(FOOTER_SIZE).heightOfString(s, { width: lineW, lineGap: 1 });
  return 8 + h(f.id, FONT.regular) + h(f.hash, FONT.regular) + h(f.url, FONT.regular) + h(f.note, FONT.italic);
}

function drawFooter(w: Writer, f: FooterLines, height: number, page: number, pages: number) {
  const top = FOOTER_BOTTOM - height;
  const lineW = CONTENT_W - PAGE_NO_W;
  w.rule(top, COLOR.rule, 0.75);
  let y = top + 6;
  w.text(`Page ${page} of ${pages}`, MARGIN + CONTENT_W - PAGE_NO_W, y, PAGE_NO_W, { size: 8, color: COLOR.muted, align: 'right' });
  for (const [line, font] of [
    [f.id, FONT.regular],
    [f.hash, FONT.regular],
    [f.url, FONT.regular],
    [f.note, FONT.italic],
  ] as const) {
    y += w.text(line, MARGIN, y, lineW, { size: FOOTER_SIZE, color: COLOR.muted, font, lineGap: 1 });
  }
}
