// What the file says wrote it, and when: the Info dictionary (through pdf-lib) and the XMP packet.
// Payroll systems, banks' statement engines and PDF libraries are not editors ("Adobe PDF Library"
// and "Acrobat Distiller" sit inside many generators); editing programs, office suites and image
// editors are. Print drivers and converters say nothing either way.
import { PDFDocument } from 'pdf-lib';
import type { FraudSeverity, FraudSignal } from '../paystub/paystub.types.ts';

export interface PdfMetadata {
  producer: string | null;
  creator: string | null;
  /** XMP xmp:CreatorTool and pdf:Producer, where the packet is readable in the raw bytes. */
  xmpTools: string[];
  created: Date | null;
  modified: Date | null;
}

export interface SoftwareMatch {
  /** The program as named in the file. */
  name: string;
  severity: FraudSeverity;
  /** "a PDF editor", "an image editor", "a word processor", ... */
  what: string;
}

/** Curated: pattern, what it is, severity. The first match wins; order matters. */
const SOFTWARE: Array<[RegExp, string, FraudSeverity | null]> = [
  // Not editors: generators' libraries, distillers, print drivers, converters.
  [/Adobe PDF Library|Acrobat Distiller|Distiller|PDFMaker(?!.*\bWord\b)/i, '', null],
  [/Microsoft: Print To PDF|Ghostscript|GPL Ghostscript|qpdf|pdf-lib|Skia\/PDF|Chrome|Chromium|wkhtmltopdf|PDFium|iText|PDFKit|Apache FOP|ReportLab|TCPDF|FPDF|PDFsharp|Crystal Reports|JasperReports|BIRT|Prince|WeasyPrint|cairo/i, '', null],
  // Office documents turned into a PDF: a paystub or statement typed up by hand.
  [/PDFMaker.*\bWord\b|Microsoft.{0,3}\s*Word|\bWord for (Office|Microsoft|Mac)/i, 'a word processor', 'MEDIUM'],
  [/LibreOffice|OpenOffice|Pages\b|Google Docs/i, 'an office suite', 'MEDIUM'],
  [/Microsoft.{0,3}\s*Excel|Numbers\b/i, 'a spreadsheet program', 'LOW'],
  // PDF editors.
  // Acrobat also opens and re-saves honest files every day: named, but LOW.
  [/Acrobat\s+(Pro|Standard|DC|\d{1,2}(\.\d+)*\s*$)|Adobe Acrobat(?!\s*(Distiller|PDFMaker))/i, 'a PDF editor', 'LOW'],
  [/PDFescape|Sejda|Foxit\s*(PhantomPDF|PDF Editor)|Nitro\s*(Pro|PDF)|PDFelement|Wondershare|Smallpdf|iLovePDF|PDF-XChange\s*Editor|PDF Candy|PDFfiller|DocFly|pdfFiller|Soda PDF|Able2Extract|Master PDF Editor|PDF Studio|Kofax Power PDF|Nuance Power PDF|FormSwift|PDF24 Editor|Xodo|PDF Expert|PDFpen|Icecream PDF/i, 'a PDF editor', 'MEDIUM'],
  // Drawing and image programs.
  [/Photoshop|GIMP|Inkscape|Illustrator|CorelDRAW|Affinity|Paint\.NET|Pixelmator/i, 'an image editor', 'MEDIUM'],
  [/Canva/i, 'a graphic design program', 'MEDIUM'],
  // macOS: Preview writes "Quartz PDFContext", which is also the system print path.
  [/Quartz PDFContext|\bPreview\b|macOS.*Quartz/i, 'the macOS print and Preview path', 'LOW'],
];

export function classifySoftware(name: string): SoftwareMatch | null {
  for (const [re, what, severity] of SOFTWARE) {
    if (!re.test(name)) continue;
    return severity ? { name, severity, what } : null;
  }
  return null;
}

function xmpValues(text: string, tag: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<${tag}>([^<]{1,200})</${tag}>|${tag}="([^"]{1,200})"`, 'g');
  for (const m of text.matchAll(re)) out.push((m[1] ?? m[2] ?? '').trim());
  return out.filter(Boolean);
}

function safe<T>(f: () => T): T | null {
  try {
    return f() ?? null;
  } catch {
    return null;
  }
}

/** Reads metadata with pdf-lib (and the raw XMP); a file pdf-lib cannot load gives only the XMP. */
export async function readPdfMetadata(bytes: Uint8Array, loaded?: PDFDocument | null): Promise<PdfMetadata> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const xmpTools = [...xmpValues(text, 'xmp:CreatorTool'), ...xmpValues(text, 'pdf:Producer')];
  let doc = loaded ?? null;
  if (!doc) {
    try {
      doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
    } catch {
      doc = null;
    }
  }
  const date = (d: Date | null | undefined) => (d && !Number.isNaN(d.getTime()) ? d : null);
  return {
    producer: doc ? safe(() => doc.getProducer()?.trim() || null) : null,
    creator: doc ? safe(() => doc.getCreator()?.trim() || null) : null,
    xmpTools: [...new Set(xmpTools)],
    created: doc ? date(safe(() => doc.getCreationDate() ?? null)) : null,
    modified: doc ? date(safe(() => doc.getModificationDate() ?? null)) : null,
  };
}

/**
 * A program named only as the creator or in the XMP history did not write the final file: a word
 * processor there still means the document was typed up (MEDIUM), but an image or PDF editor there
 * is also what scanners' and redaction tools' histories show (LOW).
 */
function authoringOnly(m: SoftwareMatch): SoftwareMatch {
  return /word processor|office suite/.test(m.what) ? m : { ...m, severity: 'LOW' };
}

const DAY_MS = 86_400_000;
/** Modification more than this long after creation is a signal. */
const EDIT_GAP_DAYS = 2;

/** EDITOR_SOFTWARE and MODIFIED_AFTER_CREATION. */
export function metadataSignals(meta: PdfMetadata, documentId: string): FraudSignal[] {
  const signals: FraudSignal[] = [];
  const tools = [meta.producer, meta.creator, ...meta.xmpTools].filter((t): t is string => !!t);
  const matches = tools
    .map((t) => {
      const m = classifySoftware(t);
      return m && t !== meta.producer ? authoringOnly(m) : m;
    })
    .filter((m): m is SoftwareMatch => m !== null)
    // An office suite whose spreadsheet program is named (LibreOffice with creator "Calc") made a spreadsheet.
    .map((m) => (m.what === 'an office suite' && tools.some((t) => /^(Calc|Numbers|Google Sheets)\b/i.test(t)) ? { ...m, severity: 'LOW' as const, what: 'a spreadsheet program' } : m));
  // The worst match speaks for the file.
  const rank = { LOW: 0, MEDIUM: 1, HIGH: 2 } as const;
  const editor = matches.sort((a, b) => rank[b.severity] - rank[a.severity])[0] ?? null;
  if (editor) {
    const role = editor.name === meta.producer ? 'was written by' : 'was made with';
    signals.push({
      code: 'EDITOR_SOFTWARE', severity: editor.severity, document_id: documentId, page: null,
      description: `The PDF ${role} ${editor.name}, ${editor.what}.`,
    });
  }
  if (meta.created && meta.modified) {
    const days = Math.floor((meta.modified.getTime() - meta.created.getTime()) / DAY_MS);
    if (days > EDIT_GAP_DAYS) {
      const withEditor = editor && editor.severity !== 'LOW';
      signals.push({
        code: 'MODIFIED_AFTER_CREATION', severity: withEditor ? 'MEDIUM' : 'LOW', document_id: documentId, page: null,
        description: withEditor
          ? `The PDF was last written by ${editor.name}, ${editor.what}, ${days} days after it was created.`
          : `The PDF was last modified ${days} days after it was created.`,
      });
    }
  }
  return signals;
}
