import { openPdf } from '../analysis/pdf/open-pdf.ts';

export type PdfInspection = { ok: true; pageCount: number } | { ok: false; reason: string };

/** Opens a PDF far enough to know it is readable: not encrypted with a password, not corrupt. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const task = openPdf(bytes);
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return { ok: false, reason: 'The PDF has no pages' };
    await doc.getPage(1);
    return { ok: true, pageCount: doc.numPages };
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') return { ok: false, reason: 'The PDF is password-protected; upload it without a password' };
    if (name === 'InvalidPDFException') return { ok: false, reason: 'The PDF is corrupt or incomplete and cannot be read' };
    return { ok: false, reason: `The PDF cannot be read: ${(err as Error).message}` };
  } finally {
    await task.destroy();
  }
}
