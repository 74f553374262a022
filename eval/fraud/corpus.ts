// The documents the fraud evaluation judges: clean ones (as generated, re-saved or printed by common
// tools, photographed, real) and tampered ones (tamper-kinds.ts and the generators' own edits), in
// two splits. `tuning`: what the checks were tuned on. `locked`: base documents never tuned on
// (eval/paystubs/locked*, eval/statements/locked*) and one tamper family held out of tuning
// (`incremental-figure`, on every base document).

import { PDFDocument } from 'pdf-lib';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { committedStubs, LOCKED_CORPUS, SECOND_FAMILY_CORPUS } from '../paystubs/committed-corpus.ts';
import { LOCKED_2_CORPUS, LOCKED_2_PICTURES, lockedPictures } from '../paystubs/locked-2/load.ts';
import { LOCKED_2_STATEMENTS, LOCKED_2_STATEMENT_PICTURES } from '../statements/locked-2/load.ts';
import { LOCKED_3_CORPUS, LOCKED_3_PICTURES } from '../paystubs/locked-3/load.ts';
import { LOCKED_3_STATEMENTS, LOCKED_3_STATEMENT_PICTURES } from '../statements/locked-3/load.ts';
import { LOCKED_4_CORPUS, LOCKED_4_PICTURES } from '../paystubs/locked-4/load.ts';
import { LOCKED_4_STATEMENTS, LOCKED_4_STATEMENT_PICTURES } from '../statements/locked-4/load.ts';
import { LOCKED_5_CORPUS, LOCKED_5_PICTURES } from '../paystubs/locked-5/load.ts';
import { LOCKED_5_STATEMENTS, LOCKED_5_STATEMENT_PICTURES } from '../statements/locked-5/load.ts';
import { LOCKED_6_CORPUS, LOCKED_6_PICTURES } from '../paystubs/locked-6/load.ts';
import { LOCKED_6_STATEMENTS, LOCKED_6_STATEMENT_PICTURES } from '../statements/locked-6/load.ts';
import { LOCKED_7_CORPUS, LOCKED_7_PICTURES } from '../paystubs/locked-7/load.ts';
import { LOCKED_7_STATEMENTS, LOCKED_7_STATEMENT_PICTURES } from '../statements/locked-7/load.ts';
import { LOCKED_8_CORPUS, LOCKED_8_PICTURES } from '../paystubs/locked-8/load.ts';
import { LOCKED_8_STATEMENTS, LOCKED_8_STATEMENT_PICTURES } from '../statements/locked-8/load.ts';
import { LOCKED_9_CORPUS, LOCKED_9_PICTURES } from '../paystubs/locked-9/load.ts';
import { LOCKED_9_STATEMENTS, LOCKED_9_STATEMENT_PICTURES } from '../statements/locked-9/load.ts';
import { LOCKED_10_CORPUS, LOCKED_10_PICTURES } from '../paystubs/locked-10/load.ts';
import { LOCKED_10_STATEMENTS, LOCKED_10_STATEMENT_PICTURES } from '../statements/locked-10/load.ts';
import { LOCKED_11_CORPUS, LOCKED_11_PICTURES } from '../paystubs/locked-11/load.ts';
import { LOCKED_11_STATEMENTS, LOCKED_11_STATEMENT_PICTURES } from '../statements/locked-11/load.ts';
import { LOCKED_12_CORPUS, LOCKED_12_PICTURES } from '../paystubs/locked-12/load.ts';
import { LOCKED_12_STATEMENTS, LOCKED_12_STATEMENT_PICTURES } from '../statements/locked-12/load.ts';
import { LOCKED_13_CORPUS, LOCKED_13_PICTURES } from '../paystubs/locked-13/load.ts';
import { LOCKED_13_STATEMENTS, LOCKED_13_STATEMENT_PICTURES } from '../statements/locked-13/load.ts';
import { LOCKED_14_CORPUS, LOCKED_14_PICTURES } from '../paystubs/locked-14/load.ts';
import { LOCKED_14_STATEMENTS, LOCKED_14_STATEMENT_PICTURES } from '../statements/locked-14/load.ts';
import { LOCKED_15_CORPUS, LOCKED_15_PICTURES } from '../paystubs/locked-15/load.ts';
import { LOCKED_15_STATEMENTS, LOCKED_15_STATEMENT_PICTURES } from '../statements/locked-15/load.ts';
import { LOCKED_16_CORPUS, LOCKED_16_PICTURES } from '../paystubs/locked-16/load.ts';
import { LOCKED_16_STATEMENTS, LOCKED_16_STATEMENT_PICTURES } from '../statements/locked-16/load.ts';
import { awaitsBlindScore } from '../locked-splits.ts';
import { generatePaystubCorpus, LAYOUT_NAMES, type PaystubKind } from '../paystubs/generate.ts';
import { STUB_LAYOUTS } from '../paystubs/layouts.ts';
import { REAL_DOCUMENTS } from '../paystubs/real-documents.ts';
import { synthStub } from '../paystubs/synth.ts';
import { PDF_LAYOUTS } from '../statements/pdf-layouts.ts';
import { Rng } from '../statements/random.ts';
import { degrade } from '../degrade/degrade.ts';
import { renderPdfPage } from '../degrade/render-pdf.ts';
import type { DocumentKind } from './assess.ts';
import { COMMON_PRODUCERS, coverFlat, coverIncremental, EDITOR_PRODUCERS, findFigures, pickFigure, raised, swapProducer } from './tamper-kinds.ts';

export type Split = 'tuning' | 'locked';

/**
 * Untampered documents typed up in a word processor (the PDF's Creator names one): no bank or payroll
 * system writes a statement or a stub that way, and EDITOR_SOFTWARE says so on purpose (issue: word
 * processors are the template sites' tool). They are scored apart from the clean documents the
 * false-positive target is about (common tools, photos, scans, issuers' own PDFs).
 */
export const TYPED_UP = 'typed-up';
const WORD_PROCESSOR_CREATOR = /^(?:Writer|Microsoft® Word|Microsoft Word|Word|Pages|Google Docs)\b/i;

async function typedInWordProcessor(bytes: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return WORD_PROCESSOR_CREATOR.test(doc.getCreator() ?? '');
  } catch {
    return false;
  }
}

export interface FraudItem {
  name: string;
  /** `clean`, `common-tool`, `photo`, `real`, or the tamper kind. */
  kind: string;
  tampered: boolean;
  split: Split;
  /** For the locked split: which folder its base document came from (`locked`, `locked-2`, ...); else `tuning`. */
  origin: string;
  docKind: DocumentKind;
  bytes: Uint8Array;
}

/** The tamper family kept out of tuning. */
export const HELD_OUT_KIND = 'incremental-figure';
/** Real documents whose own author left them inconsistent: judged and shown, counted in neither rate. */
export const AMBIGUOUS_REAL = new Set(['Textract-MergeCell-Statement.pdf']);

export interface CorpusOptions {
  seed: number;
  perLayout: number;
  photos: number;
  /**
   * Only these locked splits' base documents (`locked-2` ... `locked-16`); the first split is always in.
   * Default: every one whose README no longer says it is not yet scored (a split awaiting its one blind
   * score is read only when named here).
   */
  lockedOrigins?: readonly string[];
}

type Base = { name: string; docKind: DocumentKind; bytes: Uint8Array; split: Split; origin: string };

const MIB = (n: number) => 100 * n;

/** The generic edits of tamper-kinds.ts on one base document, plus its trips through common tools. */
async function genericCopies(base: Base, i: number): Promise<FraudItem[]> {
  const out: FraudItem[] = [];
  const push = (kind: string, tampered: boolean, bytes: Uint8Array, split = base.split) => out.push({ name: `${base.name}~${kind}`, kind, tampered, split, origin: base.origin, docKind: base.docKind, bytes });
  push('common-tool', false, await swapProducer(base.bytes, COMMON_PRODUCERS[i % COMMON_PRODUCERS.length]));
  push('producer-swap', true, await swapProducer(base.bytes, EDITOR_PRODUCERS[i % EDITOR_PRODUCERS.length]));
  const figure = pickFigure(await findFigures(base.bytes), i % 3);
  if (figure) {
    const text = raised(figure, MIB(150 + 37 * (i % 11)));
    push('overlay-flat', true, await coverFlat(base.bytes, figure, text));
    push(HELD_OUT_KIND, true, await coverIncremental(base.bytes, figure, text), 'locked');
  }
  return out;
}

function statementPdfs(dir: string): Array<{ name: string; bytes: Uint8Array }> {
  const out: Array<{ name: string; bytes: Uint8Array }> = [];
  for (const sub of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(path.join(dir, sub.name)).filter((n) => n.endsWith('.pdf')).sort()) out.push({ name: f, bytes: new Uint8Array(readFileSync(path.join(dir, sub.name, f))) });
  }
  return out;
}

export async function buildFraudCorpus(opts: CorpusOptions): Promise<FraudItem[]> {
  const { seed, perLayout } = opts;
  const items: FraudItem[] = [];
  const bases: Base[] = [];

  // Paystubs, first family: clean, and the generator's own tampered copies.
  const kinds: PaystubKind[] = ['clean', 'resaved-clean', 'incremental-cover', 'editor-resave', 'arithmetic', 'mixed-font'];
  for (const p of await generatePaystubCorpus({ seed, perLayout, kinds })) {
    items.push({ name: p.name, kind: p.kind === 'resaved-clean' ? 'common-tool' : p.kind, tampered: p.tampered, split: 'tuning', origin: 'tuning', docKind: 'paystub', bytes: p.bytes });
    if (p.kind === 'clean') bases.push({ name: p.name, docKind: 'paystub', bytes: p.bytes, split: 'tuning', origin: 'tuning' });
  }
  // Gross and net raised alike: gross − deductions = net still holds.
  for (const layout of LAYOUT_NAMES) {
    for (let i = 0; i < perLayout; i++) {
      const rng = new Rng(`${seed}:${layout}:${i}`);
      const stub = synthStub(rng);
      const bump = MIB(200 + 53 * i);
      const build = await STUB_LAYOUTS[layout](rng, stub, { shown: { gross: stub.grossCents + bump, net: stub.netCents + bump } });
      items.push({ name: `${layout}-${i + 1}-consistent-arithmetic`, kind: 'consistent-arithmetic', tampered: true, split: 'tuning', origin: 'tuning', docKind: 'paystub', bytes: build.bytes });
    }
  }
  // Paystubs, second family (committed), and the locked layouts.
  const second = committedStubs(SECOND_FAMILY_CORPUS);
  const layouts = [...new Set(second.map((s) => s.group))];
  for (const layout of layouts) for (const s of second.filter((x) => x.group === layout).slice(0, perLayout)) bases.push({ name: s.name, docKind: 'paystub', bytes: s.bytes, split: 'tuning', origin: 'tuning' });
  for (const s of committedStubs(LOCKED_CORPUS)) bases.push({ name: s.name, docKind: 'paystub', bytes: s.bytes, split: 'locked', origin: 'locked' });

  // Statements: generated layouts with balances edited by the generator, and typed up in a word processor.
  for (const [layout, build] of Object.entries(PDF_LAYOUTS)) {
    for (let i = 0; i < perLayout; i++) {
      const rng = () => new Rng(`${seed}:${layout}:${i}`);
      const clean = await build(rng(), i);
      bases.push({ name: `${layout}-${i + 1}`, docKind: 'bank_statement', bytes: clean.bytes, split: 'tuning', origin: 'tuning' });
      const row = 3 + (i % 5);
      const edited = await build(rng(), i, { wrongBalanceRow: row });
      // A layout that prints no running balance draws the same statement: no edit to find.
      if (!Buffer.from(edited.bytes).equals(Buffer.from(clean.bytes))) {
        items.push({ name: `${layout}-${i + 1}-balance-edited`, kind: 'balance-edited', tampered: true, split: 'tuning', origin: 'tuning', docKind: 'bank_statement', bytes: edited.bytes });
      }
      items.push({ name: `${layout}-${i + 1}-closing-edited`, kind: 'closing-edited', tampered: true, split: 'tuning', origin: 'tuning', docKind: 'bank_statement', bytes: (await build(rng(), i, { closingOffCents: (i % 2 ? -1 : 1) * 25_000 })).bytes });
      items.push({ name: `${layout}-${i + 1}-word-statement`, kind: 'word-statement', tampered: true, split: 'tuning', origin: 'tuning', docKind: 'bank_statement', bytes: await swapProducer(edited.bytes, EDITOR_PRODUCERS[0]) });
    }
  }
  for (const s of statementPdfs(path.resolve(path.dirname(LOCKED_CORPUS), '../../statements/locked'))) bases.push({ name: s.name, docKind: 'bank_statement', bytes: s.bytes, split: 'locked', origin: 'locked' });
  // The later locked splits, each made apart from the parsers, the checks and the others: their
  // documents, and their photos and scans as clean documents read by OCR. Second: Chromium and
  // LibreOffice; third: ReportLab and groff; fourth: pycairo, WeasyPrint and enscript with ps2pdf;
  // fifth: pdflatex, AbiWord, FPDF and mutool, pictures by ImageMagick; sixth: LuaLaTeX and Gnumeric,
  // pictures by GraphicsMagick; seventh: XeLaTeX, rsvg-convert and Inkscape, pictures by OpenCV;
  // eighth: ConTeXt, jsPDF, hand-written PostScript through Ghostscript and qpdf, pictures by Netpbm;
  // ninth: Typst, wkhtmltopdf, Apache PDFBox and matplotlib, pictures by Pillow, ImageMagick and tiff2pdf;
  // tenth: PyMuPDF, PDF::API2, Prawn and iText 5, pictures by scikit-image and libvips; eleventh: Qt 5's
  // QPdfWriter, Apache FOP, PHP TCPDF and HTMLDOC, pictures by NumPy and SciPy; twelfth: libharu, Perl's
  // PDF::Create, R's pdf() device and PHP dompdf, pictures by NumPy and SciPy; thirteenth: gofpdf,
  // PoDoFo, Free Pascal's fcl-pdf and OCaml's CamlPDF, pictures by NumPy and SciPy; fourteenth: gl2ps,
  // Scribus, mandoc and pstoedit; fifteenth: PyX, Perl's Text::PDF, the pdfjs npm package and Ruby's
  // Origami; sixteenth: Perl's PDF::Builder and PDF::Reuse, Java's FreeHEP and CUPS's texttopdf; pictures
  // by NumPy and SciPy.
  const laterSplits = [
    { origin: 'locked-2', stubs: LOCKED_2_CORPUS, statements: LOCKED_2_STATEMENTS, stubPictures: LOCKED_2_PICTURES, statementPictures: LOCKED_2_STATEMENT_PICTURES },
    { origin: 'locked-3', stubs: LOCKED_3_CORPUS, statements: LOCKED_3_STATEMENTS, stubPictures: LOCKED_3_PICTURES, statementPictures: LOCKED_3_STATEMENT_PICTURES },
    { origin: 'locked-4', stubs: LOCKED_4_CORPUS, statements: LOCKED_4_STATEMENTS, stubPictures: LOCKED_4_PICTURES, statementPictures: LOCKED_4_STATEMENT_PICTURES },
    { origin: 'locked-5', stubs: LOCKED_5_CORPUS, statements: LOCKED_5_STATEMENTS, stubPictures: LOCKED_5_PICTURES, statementPictures: LOCKED_5_STATEMENT_PICTURES },
    { origin: 'locked-6', stubs: LOCKED_6_CORPUS, statements: LOCKED_6_STATEMENTS, stubPictures: LOCKED_6_PICTURES, statementPictures: LOCKED_6_STATEMENT_PICTURES },
    { origin: 'locked-7', stubs: LOCKED_7_CORPUS, statements: LOCKED_7_STATEMENTS, stubPictures: LOCKED_7_PICTURES, statementPictures: LOCKED_7_STATEMENT_PICTURES },
    { origin: 'locked-8', stubs: LOCKED_8_CORPUS, statements: LOCKED_8_STATEMENTS, stubPictures: LOCKED_8_PICTURES, statementPictures: LOCKED_8_STATEMENT_PICTURES },
    { origin: 'locked-9', stubs: LOCKED_9_CORPUS, statements: LOCKED_9_STATEMENTS, stubPictures: LOCKED_9_PICTURES, statementPictures: LOCKED_9_STATEMENT_PICTURES },
    { origin: 'locked-10', stubs: LOCKED_10_CORPUS, statements: LOCKED_10_STATEMENTS, stubPictures: LOCKED_10_PICTURES, statementPictures: LOCKED_10_STATEMENT_PICTURES },
    { origin: 'locked-11', stubs: LOCKED_11_CORPUS, statements: LOCKED_11_STATEMENTS, stubPictures: LOCKED_11_PICTURES, statementPictures: LOCKED_11_STATEMENT_PICTURES },
    { origin: 'locked-12', stubs: LOCKED_12_CORPUS, statements: LOCKED_12_STATEMENTS, stubPictures: LOCKED_12_PICTURES, statementPictures: LOCKED_12_STATEMENT_PICTURES },
    { origin: 'locked-13', stubs: LOCKED_13_CORPUS, statements: LOCKED_13_STATEMENTS, stubPictures: LOCKED_13_PICTURES, statementPictures: LOCKED_13_STATEMENT_PICTURES },
    { origin: 'locked-14', stubs: LOCKED_14_CORPUS, statements: LOCKED_14_STATEMENTS, stubPictures: LOCKED_14_PICTURES, statementPictures: LOCKED_14_STATEMENT_PICTURES },
    { origin: 'locked-15', stubs: LOCKED_15_CORPUS, statements: LOCKED_15_STATEMENTS, stubPictures: LOCKED_15_PICTURES, statementPictures: LOCKED_15_STATEMENT_PICTURES },
    { origin: 'locked-16', stubs: LOCKED_16_CORPUS, statements: LOCKED_16_STATEMENTS, stubPictures: LOCKED_16_PICTURES, statementPictures: LOCKED_16_STATEMENT_PICTURES },
  ].filter((x) => (opts.lockedOrigins ? opts.lockedOrigins.includes(x.origin) : !awaitsBlindScore(path.dirname(x.stubs))));
  for (const x of laterSplits) {
    for (const s of committedStubs(x.stubs)) bases.push({ name: s.name, docKind: 'paystub', bytes: s.bytes, split: 'locked', origin: x.origin });
    for (const s of statementPdfs(x.statements)) bases.push({ name: s.name, docKind: 'bank_statement', bytes: s.bytes, split: 'locked', origin: x.origin });
    const pictures = [
      ...lockedPictures<{ layout: string }>(x.stubPictures).map((p) => ({ ...p, docKind: 'paystub' as const })),
      ...lockedPictures<{ layout: string }>(x.statementPictures).map((p) => ({ ...p, docKind: 'bank_statement' as const })),
    ];
    for (const p of pictures) items.push({ name: `${p.name}~${p.kind}`, kind: 'photo-or-scan', tampered: false, split: 'locked', origin: x.origin, docKind: p.docKind, bytes: p.bytes });
  }

  for (const [i, base] of bases.entries()) {
    const kind = (await typedInWordProcessor(base.bytes)) ? TYPED_UP : 'clean';
    if (!items.some((x) => x.name === base.name)) items.push({ name: base.name, kind, tampered: false, split: base.split, origin: base.origin, docKind: base.docKind, bytes: base.bytes });
    items.push(...(await genericCopies(base, i)));
  }

  // Photographed clean paystubs (read by OCR).
  const photographed = bases.filter((b) => b.docKind === 'paystub' && b.split === 'tuning').slice(0, opts.photos);
  for (const [i, b] of photographed.entries()) {
    const picture = await degrade(await renderPdfPage(b.bytes, { dpi: 200 }), { kind: i % 2 ? 'scan' : 'photo', seed: seed * 100 + i });
    items.push({ name: `${b.name}~${i % 2 ? 'scan' : 'photo'}`, kind: 'photo-or-scan', tampered: false, split: 'tuning', origin: 'tuning', docKind: 'paystub', bytes: new Uint8Array(picture.bytes) });
  }

  // The real documents: untampered, whatever their quirks.
  for (const dir of readdirSync(REAL_DOCUMENTS, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(path.join(REAL_DOCUMENTS, dir.name)).filter((n) => n.endsWith('.truth.json')).sort()) {
      const truth = JSON.parse(readFileSync(path.join(REAL_DOCUMENTS, dir.name, f), 'utf8')) as { kind: string };
      const name = f.replace(/\.truth\.json$/, '');
      items.push({ name, kind: AMBIGUOUS_REAL.has(name) ? 'real-inconsistent' : 'real', tampered: false, split: 'tuning', origin: 'tuning', docKind: truth.kind === 'paystub' ? 'paystub' : 'bank_statement', bytes: new Uint8Array(readFileSync(path.join(REAL_DOCUMENTS, dir.name, name))) });
    }
  }
  return items;
}
