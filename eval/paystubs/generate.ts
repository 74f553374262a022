// A deterministic corpus of paystubs with their ground truth: four payroll providers' layouts (see
// layouts.ts), each stub also available as tampered copies (the ways fraudsters edit a stub) and as
// clean copies that merely went through a common tool. Same seed, same bytes.

import { Rng } from '../statements/random.ts';
import { STUB_LAYOUTS } from './layouts.ts';
import type { Alterations, Mark } from './printer.ts';
import { money } from '../statements/calendar.ts';
import { synthStub, type SynthStub } from './synth.ts';
import { appendCover, resave, scannedPdf } from './tamper.ts';
import type { PaystubCorpusItem, PaystubKind, PaystubTruth, TamperTruth } from './types.ts';

export type { PaystubCorpusItem, PaystubKind, PaystubTruth, TamperTruth } from './types.ts';

export const LAYOUT_NAMES = Object.keys(STUB_LAYOUTS);
export const KINDS: readonly PaystubKind[] = ['clean', 'resaved-clean', 'incremental-cover', 'editor-resave', 'arithmetic', 'mixed-font', 'scanned'];
export const TAMPERED_KINDS: ReadonlySet<PaystubKind> = new Set(['incremental-cover', 'editor-resave', 'arithmetic', 'mixed-font']);

export interface PaystubCorpusOptions {
  seed?: number;
  /** Stubs per layout (default 4). */
  perLayout?: number;
  /** Only these layouts (default all). */
  layouts?: readonly string[];
  /** Which copies of each stub (default only `clean`). */
  kinds?: readonly PaystubKind[];
}

const EDITORS = ['Adobe Acrobat Pro 2023', 'PDFescape', 'Sejda PDF Editor', 'Foxit PhantomPDF 12.1', 'Nitro PDF Pro 14', 'Smallpdf'];
const LIBRARY_PRODUCERS = ['pdf-lib (https://github.com/Hopding/pdf-lib)', 'Microsoft: Print To PDF', 'macOS Version 14.4 (Build 23E214) Quartz PDFContext'];

/** Each stub draws from its own stream (seed, layout, index), so adding layouts or stubs never
 *  changes the others; every copy of a stub redraws it from the same stream. */
async function draw(seed: number, layout: string, index: number, alter?: Alterations) {
  const rng = new Rng(`${seed}:${layout}:${index}`);
  const stub = synthStub(rng);
  const build = await STUB_LAYOUTS[layout](rng, stub, alter);
  return { stub, build };
}

function truthOf(stub: SynthStub, fields: PaystubTruth['fields'], tamper: TamperTruth | null): PaystubTruth {
  return { fields, frequency: stub.frequency, periodsElapsed: stub.periodsElapsed, salaried: stub.salaried, tamper };
}

const firstMark = (marks: Mark[], tag: string) => {
  const m = marks.find((k) => k.tag === tag);
  if (!m) throw new Error(`no ${tag} figure was drawn`);
  return m;
};

export async function generatePaystubCorpus(opts: PaystubCorpusOptions = {}): Promise<PaystubCorpusItem[]> {
  const seed = opts.seed ?? 1;
  const perLayout = opts.perLayout ?? 4;
  const kinds = opts.kinds ?? ['clean'];
  const wanted = new Set(opts.layouts ?? LAYOUT_NAMES);
  const items: PaystubCorpusItem[] = [];
  for (const layout of LAYOUT_NAMES) {
    if (!wanted.has(layout)) continue;
    for (let i = 0; i < perLayout; i++) {
      const { stub, build } = await draw(seed, layout, i);
      const name = `${layout}-${i + 1}`;
      const push = (kind: PaystubKind, bytes: Uint8Array, truth: PaystubTruth) =>
        items.push({ name: kind === 'clean' ? name : `${name}-${kind}`, layout, kind, tampered: TAMPERED_KINDS.has(kind), bytes, truth });
      const clean = truthOf(stub, build.fields, null);
      const rng = new Rng(`${seed}:${layout}:${i}:copies`);
      for (const kind of kinds) {
        if (kind === 'clean') push(kind, build.bytes, clean);
        else if (kind === 'resaved-clean') {
          const variant = i % (LIBRARY_PRODUCERS.length + 1);
          const bytes = variant === 0 ? await resave(build.bytes) : await resave(build.bytes, { producer: LIBRARY_PRODUCERS[variant - 1], modifiedAfterDays: 0 });
          push(kind, bytes, clean);
        } else if (kind === 'incremental-cover') {
          const tag = i % 2 === 0 ? 'net' : 'gross';
          const original = tag === 'net' ? stub.netCents : stub.grossCents;
          const shown = original + 100 * rng.int(150, 900);
          const mark = firstMark(build.marks, tag);
          const text = money(shown, { dollar: mark.text.startsWith('$'), thousands: mark.text.includes(',') || original < 100_000 });
          const bytes = await appendCover(build.bytes, mark, text, build.size[1]);
          const fields = { ...build.fields, [tag === 'net' ? 'net_cents' : 'gross_cents']: shown };
          push(kind, bytes, truthOf(stub, fields, { field: `${tag}_cents`, originalCents: original, shownCents: shown, description: `${tag} pay covered with a white box and redrawn as ${text} in an incremental update` }));
        } else if (kind === 'editor-resave') {
          const shown = stub.grossCents + 100 * rng.int(200, 1200);
          const edited = await draw(seed, layout, i, { shown: { gross: shown } });
          const editor = rng.pick(EDITORS);
          const bytes = await resave(edited.build.bytes, { producer: editor, creator: editor, modifiedAfterDays: rng.int(60, 240) });
          push(kind, bytes, truthOf(stub, edited.build.fields, { field: 'gross_cents', originalCents: stub.grossCents, shownCents: shown, description: `gross pay changed and the file re-saved with ${editor}` }));
        } else if (kind === 'arithmetic') {
          const variant = i % 3;
          const bump = 100 * rng.int(40, 400);
          const change: { tag: string; field: string; original: number; shown: number; description: string } =
            variant === 0
              ? { tag: 'net', field: 'net_cents', original: stub.netCents, shown: stub.netCents + bump, description: 'net pay is not gross pay less the deductions' }
              : variant === 1
                ? { tag: 'ded:0', field: 'deductions', original: stub.deductions[0].amountCents, shown: stub.deductions[0].amountCents + bump, description: 'a deduction does not add up to the net pay' }
                : { tag: 'gross-ytd', field: 'ytd_gross_cents', original: stub.grossYtdCents, shown: Math.max(0, stub.grossCents - bump), description: 'year-to-date gross is below the period gross' };
          const edited = await draw(seed, layout, i, { shown: { [change.tag]: change.shown } });
          push(kind, edited.build.bytes, truthOf(stub, edited.build.fields, { field: change.field, originalCents: change.original, shownCents: change.shown, description: change.description }));
        } else if (kind === 'mixed-font') {
          const tag = i % 2 === 0 ? 'net' : 'gross';
          const mark = firstMark(build.marks, tag);
          const font = mark.font.startsWith('Times') ? 'Helvetica' : 'Times-Roman';
          const size = mark.size + 1.5;
          const edited = await draw(seed, layout, i, { font: { tag, font, size } });
          push(kind, edited.build.bytes, truthOf(stub, edited.build.fields, { field: `${tag}_cents`, originalCents: null, shownCents: null, description: `${tag} pay drawn in ${font} ${size} among ${mark.font} ${mark.size}` }));
        } else if (kind === 'scanned') {
          const bytes = await scannedPdf(build.pages, build.size, new Date(Date.UTC(2026, 1, 3, 14, 0, 0)));
          push(kind, bytes, clean);
        }
      }
    }
  }
  return items;
}
