// Printing for the second locked split: HTML through Chromium, flat ODT/ODS through LibreOffice, and
// the phone-photo and scan pictures of a printed page (eval/degrade), sized to keep the committed
// files small.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
 * Page 1 of a PDF as a phone photo (JPEG) and as a scan (grey PNG, 150 dpi), degraded by
 * eval/degrade with `seed`. The photo is taken of a 150 dpi rendering and re-encoded at JPEG
 * quality 55; the scan's grey levels are reduced to 16 so that its noise compresses.
 */
export async function pictures(pdf: Uint8Array, seed: number): Promise<{ photo: Buffer; scan: Buffer }> {
  const photo = (await degrade(await renderPdfPage(pdf, { dpi: 150 }), { kind: 'photo', seed })).bytes;
  const scan = (await degrade(await renderPdfPage(pdf, { dpi: 200 }), { kind: 'scan', seed })).bytes;
  return {
    photo: await sharp(photo).jpeg({ quality: 55 }).toBuffer(),
    scan: await sharp(scan).greyscale().png({ palette: true, colours: 16, compressionLevel: 9 }).toBuffer(),
  };
}
