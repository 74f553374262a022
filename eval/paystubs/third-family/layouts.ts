// A third family of paystub layouts, made differently from the first two: an HTML stub imported into
// LibreOffice Writer and exported by it (YTD column before Current, taxes and other deductions in two
// tables side by side, "05-Jan-2026" dates), and a stub drawn by pdf-lib in Courier (deductions with a
// trailing minus, spelled-out dates, labels and figures aligned as a line printer would; one of them
// going on over a second page).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Rng } from '../../statements/random.ts';
import type { PaystubTruthFile } from '../document-truth.ts';
import type { SynthStub } from '../synth.ts';
import { amount, block, cityLine, dates, esc, hours, rate, truthOf, viewOf, VOCABULARIES, type Line } from '../second-family/stub-view.ts';

export type ThirdFamilyStub = { truth: PaystubTruthFile & { layout: string } } & ({ html: string } | { pdf: Uint8Array });
export type ThirdFamilyLayout = (stub: SynthStub, rng: Rng) => Promise<ThirdFamilyStub>;

/** Two tables of deductions printed side by side, row by row. */
function sideBySide(left: Line[], right: Line[]): string {
  const cells = (l?: Line) => (l ? `<td>${esc(l.name)}</td><td align="right">${amount(l.ytd)}</td><td align="right">${amount(l.current)}</td>` : '<td></td><td></td><td></td>');
  return Array.from({ length: Math.max(left.length, right.length) }, (_, k) => `<tr>${cells(left[k])}<td></td>${cells(right[k])}</tr>`).join('');
}

const writerYtdFirst: ThirdFamilyLayout = async (stub) => {
  const v = viewOf(stub, VOCABULARIES.adp);
  const d = dates.dMonY;
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:"Liberation Sans";font-size:8.5pt}</style></head><body>
  <table width="100%"><tr><td valign="top"><b style="font-size:12pt">${esc(stub.employer.name)}</b><br>${block(stub.employer, false)}</td>
  <td valign="top" align="right"><b>EARNINGS STATEMENT</b><br>Pay Date: ${d(stub.payDate)}<br>Period Start: ${d(stub.periodStart)}<br>Period End: ${d(stub.periodEnd)}</td></tr></table>
  <p style="margin-left:40pt">${block(stub.employee)}</p>
  <table width="70%" cellpadding="2"><tr><th align="left">Earnings</th><th align="right">Hours</th><th align="right">Rate</th><th align="right">Year to Date</th><th align="right">Current</th></tr>
  ${v.earnings.map((l) => `<tr><td>${esc(l.name)}</td><td align="right">${hours(l.hours)}</td><td align="right">${rate(l.rate)}</td><td align="right">${amount(l.ytd)}</td><td align="right">${amount(l.current)}</td></tr>`).join('')}
  <tr><td><b>Gross Pay</b></td><td></td><td></td><td align="right">${amount(stub.grossYtdCents)}</td><td align="right">${amount(stub.grossCents)}</td></tr></table>
  <table width="100%" cellpadding="2"><tr><th align="left">Taxes</th><th align="right">YTD</th><th align="right">Current</th><th width="6%"></th><th align="left">Other Deductions</th><th align="right">YTD</th><th align="right">Current</th></tr>${sideBySide(v.taxes, v.others)}</table>
  <table width="70%" cellpadding="2"><tr><td><b>Net Pay</b></td><td align="right">${amount(stub.netYtdCents)}</td><td align="right">${amount(stub.netCents)}</td></tr></table>
  </body></html>`;
  return { html, truth: truthOf(v, 'writer-ytd-first') };
};

/** In Courier; with `twoPages`, the deductions and net pay go on over a second page. */
const mono = (layout: string, twoPages: boolean): ThirdFamilyLayout => async (stub) => {
  const v = viewOf(stub, twoPages ? VOCABULARIES.quickbooks : VOCABULARIES.paychex);
  const doc = await PDFDocument.create();
  doc.setProducer('pdf-lib');
  const font = await doc.embedFont(StandardFonts.Courier);
  let page = doc.addPage([612, 792]);
  const size = 9;
  let y = 740;
  const at = (s: string, x: number) => page.drawText(s, { x, y, size, font });
  const right = (s: string, x: number) => at(s, x - font.widthOfTextAtSize(s, size));
  const next = (n = 1) => (y -= 12 * n);
  const ded = (c: number) => amount(c, { negative: 'trailing' }, true);
  at(stub.employer.name.toUpperCase(), 40);
  next();
  for (const l of [...stub.employer.lines, cityLine(stub.employer)]) (at(l.toUpperCase(), 40), next());
  next();
  at(`CHECK DATE ${dates.long(stub.payDate).toUpperCase()}`, 330);
  next();
  at(`PERIOD ${dates.long(stub.periodStart).toUpperCase()} TO ${dates.long(stub.periodEnd).toUpperCase()}`, 330);
  next(2);
  at('EMPLOYEE', 40);
  next();
  for (const l of [stub.employee.name, ...stub.employee.lines, cityLine(stub.employee)]) (at(l.toUpperCase(), 60), next());
  next();
  at('DESCRIPTION', 40), right('CURRENT', 400), right('YTD', 520);
  next(1.5);
  for (const l of v.earnings) (at(l.name.toUpperCase(), 40), right(amount(l.current), 400), right(amount(l.ytd), 520), next());
  at('GROSS PAY', 40), right(amount(stub.grossCents), 400), right(amount(stub.grossYtdCents), 520);
  next(1.5);
  if (twoPages) {
    y = 40;
    at('PAGE 1 OF 2', 40);
    page = doc.addPage([612, 792]);
    y = 740;
    at(`${stub.employee.name.toUpperCase()} - CONTINUED`, 40);
    next(2);
    at('DEDUCTIONS', 40), right('CURRENT', 400), right('YTD', 520);
    next(1.5);
  }
  for (const l of v.deductions) (at(l.name.toUpperCase(), 40), right(ded(l.current), 405.4), right(ded(l.ytd), 525.4), next());
  next(0.5);
  at('NET PAY', 40), right(amount(stub.netCents), 400), right(amount(stub.netYtdCents), 520);
  const truth = truthOf(v, layout);
  // Printed in capitals: names and labels as printed.
  truth.employer.name = stub.employer.name.toUpperCase();
  truth.employee.name = stub.employee.name.toUpperCase();
  truth.deductions = truth.deductions.map((x) => ({ ...x, name: x.name.toUpperCase() }));
  return { pdf: await doc.save({ useObjectStreams: false }), truth };
};

export const THIRD_FAMILY: Record<string, ThirdFamilyLayout> = {
  'writer-ytd-first': writerYtdFirst,
  'mono-trailing-minus': mono('mono-trailing-minus', false),
  'mono-two-pages': mono('mono-two-pages', true),
};
