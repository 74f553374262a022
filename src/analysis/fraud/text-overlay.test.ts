import { describe, expect, it } from 'vitest';
import { readPageGraphics, walkOperators } from './pdf-graphics.ts';
import { textOverlaySignals } from './text-overlay.ts';
import { drawPaystub, drawPdf, rowY } from './test-pdfs.ts';

type Kit = Parameters<Parameters<typeof drawPdf>[0]>[0];

/** A 1x1 grey PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==', 'base64');
const NET = rowY(6);

/** Writes `text` right-aligned at x 300 on the Net Pay row, as drawPaystub does. */
function amountOnNetRow(doc: Kit, text: string, font = 'Helvetica', size = 8) {
  doc.fillColor('black').font(font).fontSize(size).text(text, 300 - doc.widthOfString(text), NET, { lineBreak: false });
}

const COURIER_X = 59;
/** One line of an enscript stub, label and figures in one Courier 9 run (5.4 pt a character); "3,807.94" is characters 39-46. */
function courierLine(doc: Kit) {
  doc.fillColor('black').font('Courier').fontSize(9).text('REGULAR              29.25   17.2500   3,807.94     504.56', COURIER_X, 400, { lineBreak: false });
}

const cases: Array<[string, (doc: Kit) => void, string[]]> = [
  ['a clean paystub', (d) => drawPaystub(d), []],
  ['shaded rows drawn before their text', (d) => drawPaystub(d, undefined, { shadeRows: true }), []],
  ['a white box over the net pay with a new figure on top', (d) => {
    drawPaystub(d);
    d.save().rect(262, NET - 2, 42, 12).fill('#ffffff').restore();
    amountOnNetRow(d, '2,823.44');
  }, ['TEXT_OVERLAY:HIGH']],
  ['an image patch over the net pay with a new figure on top', (d) => {
    drawPaystub(d);
    d.image(PIXEL, 262, NET - 2, { width: 42, height: 12 });
    amountOnNetRow(d, '2,823.44');
  }, ['TEXT_OVERLAY:HIGH']],
  ['a translucent highlight over a figure', (d) => {
    drawPaystub(d);
    d.save().fillOpacity(0.3).rect(262, NET - 2, 42, 12).fill('#ffff00').restore();
  }, []],
  ['a black box over a figure, nothing on top', (d) => {
    drawPaystub(d);
    d.save().rect(262, NET - 2, 42, 12).fill('#000000').restore();
  }, ['TEXT_COVERED:LOW']],
  ['an underline drawn after the text', (d) => {
    drawPaystub(d);
    d.save().rect(260, NET + 9, 40, 0.6).fill('#000000').restore();
  }, []],
  ['a Courier line printed whole, one figure of it covered and retyped', (d) => {
    courierLine(d);
    d.save().rect(COURIER_X + 39 * 5.4 - 1.5, 398, 8 * 5.4 + 3, 12).fill('#ffffff').restore();
    d.fillColor('black').font('Helvetica').fontSize(9).text('5,807.94', COURIER_X + 47 * 5.4 - d.widthOfString('5,807.94'), 400, { lineBreak: false });
  }, ['TEXT_OVERLAY:HIGH']],
  ['a Courier line printed whole, a box after it in the blank between two figures', (d) => {
    courierLine(d);
    d.save().rect(COURIER_X + 36.2 * 5.4, 398, 2.6 * 5.4, 12).fill('#ffffff').restore();
    d.fillColor('black').font('Helvetica').fontSize(9).text('x', COURIER_X + 36.8 * 5.4, 400, { lineBreak: false });
  }, []],
  ['a box drawn after text elsewhere, text inside it', (d) => {
    drawPaystub(d);
    d.save().rect(400, 300, 100, 20).fill('#dddddd').restore();
    d.fillColor('black').text('Notes', 405, 305, { lineBreak: false });
  }, []],
];

describe('textOverlaySignals', () => {
  it.each(cases)('%s', async (_, draw, want) => {
    const pages = await readPageGraphics(await drawPdf(draw));
    const signals = textOverlaySignals('doc-1', pages);
    expect(signals.map((s) => `${s.code}:${s.severity}`)).toEqual(want);
    for (const s of signals) expect(s).toMatchObject({ document_id: 'doc-1', page: 1 });
  });

  it('quotes the hidden and the new figure', async () => {
    const pages = await readPageGraphics(await drawPdf((d) => {
      drawPaystub(d);
      d.save().rect(262, NET - 2, 42, 12).fill('#ffffff').restore();
      amountOnNetRow(d, '2,823.44');
    }));
    const [s] = textOverlaySignals('d', pages);
    expect(s.description).toBe('On page 1 a white box was drawn over the printed text "1,823.44" and "2,823.44" was written on top of it.');
  });
});

describe('walkOperators', () => {
  it('never throws on garbled operator lists', () => {
    const fns = [1, 2, 3, 91, 44, 999, 10, 11];
    const args = [null, undefined, [NaN], [22, null, [NaN, 1, 2, 3]], [[{ unicode: 'x', width: 'wide' }, 'junk']], ['x'], [], []];
    expect(() => walkOperators(fns, args, [1, 0, 0, -1, 0, 792])).not.toThrow();
  });

  it('places text runs top-down, with their width', async () => {
    const [page] = await readPageGraphics(await drawPdf((d) => d.font('Helvetica').fontSize(10).text('1,234.56', 100, 100, { lineBreak: false })));
    const run = page.ops.find((o) => o.kind === 'text');
    expect(run).toMatchObject({ str: '1,234.56', size: 10 });
    if (run?.kind !== 'text') throw new Error('no text');
    expect(run.x).toBeCloseTo(100, 1);
    expect(run.width).toBeCloseTo(38.92, 1); // Helvetica widths: 5 digits of 556, "," and "." of 278, at 10 pt
    expect(run.y).toBeGreaterThan(100);
    expect(run.y).toBeLessThan(110);
  });
});
