// The one way the project opens a PDF with pdfjs-dist's legacy build (the one meant for Node).
// On Node pdfjs runs its worker code in-process; importing the worker module here registers it
// (it sets globalThis.pdfjsWorker), so pdfjs never has to find pdf.worker.mjs by path.
// native-builtins.ts is evaluated first: it keeps the built-ins pdfjs's polyfills replace.
import { restoreNativeBuiltins } from './native-builtins.ts';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

export { pdfjs };

restoreNativeBuiltins();

/** A loading task for untrusted bytes: no eval, no system or embedded font loading, no console output. */
export function openPdf(bytes: Uint8Array, options: { fontExtraProperties?: boolean } = {}) {
  return pdfjs.getDocument({
    // Keeps each font's code maps and rebuilt file, for reading glyphs a font does not map to text.
    fontExtraProperties: options.fontExtraProperties ?? false,
    // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
}
