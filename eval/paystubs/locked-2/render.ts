// Printing for the second locked split: HTML through Chromium, flat ODT/ODS through LibreOffice, and
// the phone-photo and scan pictures of a printed page (eval/degrade), sized to keep the committed
// files small.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { chromium, type BrowserContext } from 'playwright-core';
import { degrade } from '../../degrade/degrade.ts';
import { renderPdfPage } from '../../degrade/render-pdf.ts';

export class Printer {
  private context: BrowserContext | null = null;
  readonly scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'locked-2-'));

  async html(html: string, o: { format: 'Letter' | 'A4'; landscape?: boolean }): Promise<Uint8Array> {
    this.context ??= await chromium.launchPersistentContext(path.join(this.scratch, 'profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const page = await this.context.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: o.format, landscape: o.landscape ?? false, printBackground: true, preferCSSPageSize: true });
    } finally {
      await page.close();
    }
  }

  /** A flat ODF file (.fodt or .fods) converted to PDF by LibreOffice. */
  office(doc: string, ext: 'fodt' | 'fods', stem: string): Uint8Array {
    const src = path.join(this.scratch, `${stem}.${ext}`);
    fs.writeFileSync(src, doc);
    execFileSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${path.join(this.scratch, 'lo')}`, '--convert-to', 'pdf', '--outdir', this.scratch, src], { stdio: 'ignore' });
    return new Uint8Array(fs.readFileSync(path.join(this.scratch, `${stem}.pdf`)));
  }

  async close(): Promise<void> {
    await this.context?.close();
    fs.rmSync(this.scratch, { recursive: true, force: true });
  }
}

/**
 * Page 1 of a PDF as a phone photo (JPEG) and as a scan (an image-only PDF, as an office scanner
 * sends it), degraded by eval/degrade with `seed` from a 200 dpi rendering, as `npm run eval:ocr`
 * makes them. The photo is eval/degrade's JPEG as it comes; the scan is its grey 150 dpi page stored
 * as a JPEG (quality 60) in a one-page PDF of the page's size, with no text layer.
 */
export async function pictures(pdf: Uint8Array, seed: number): Promise<{ photo: Buffer; scan: Uint8Array }> {
  const page = await renderPdfPage(pdf, { dpi: 200 });
  const photo = (await degrade(page, { kind: 'photo', seed })).bytes;
  const grey = (await degrade(page, { kind: 'scan', seed })).bytes;
  const jpeg = await sharp(grey).greyscale().toColourspace('b-w').jpeg({ quality: 60 }).toBuffer();
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const doc = await PDFDocument.create();
  const fixed = new Date(Date.UTC(2026, 0, 1));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  doc.setProducer('Scan');
  doc.setCreator('Scan');
  const image = await doc.embedJpg(jpeg);
  const sheet = doc.addPage([(width * 72) / 150, (height * 72) / 150]);
  sheet.drawImage(image, { x: 0, y: 0, width: (width * 72) / 150, height: (height * 72) / 150 });
  return { photo, scan: await doc.save() };
}
