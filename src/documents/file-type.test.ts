import { describe, expect, it } from 'vitest';
import { sniffFileKind } from './file-type.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileKind: the type from the bytes alone', () => {
  it.each([
    ['a PDF header', text('%PDF-1.7\n%\xE2\xE3\n1 0 obj'), 'PDF'],
    ['a PDF header after some junk bytes (readers accept it)', text('\n\n  %PDF-1.4\n'), 'PDF'],
    ['OFX 1.x SGML', text('OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>'), 'OFX'],
    ['OFX 2.x XML', text('<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>'), 'OFX'],
    ['OFX without headers', text('<OFX><SIGNONMSGSRSV1>'), 'OFX'],
    ['a comma CSV', text('Date,Description,Amount\n01/02/2026,PAY,1.00\n'), 'CSV'],
    ['a semicolon CSV with a BOM', text('\uFEFFDatum;Omschrijving;Bedrag\n02-01-2026;PAY;1,00\n'), 'CSV'],
    ['a tab-separated export', text('Date\tDetails\tDebit\tCredit\n01/02/2026\tPAY\t\t1.00\n'), 'CSV'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'PNG'],
    ['a JPEG from a phone', new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 0x18, 0x45, 0x78, 0x69, 0x66, 0, 0]), 'JPEG'],
    ['a WebP', text('RIFF\x24\x00\x00\x00WEBPVP8 '), 'WEBP'],
    ['an iPhone HEIC (recognised, to be refused by name)', text('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00'), 'HEIC'],
    ['a GIF', text('GIF89a\x01\x00\x01\x00\x80\x00\x00'), 'UNKNOWN'],
    ['a ZIP (xlsx)', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0]), 'UNKNOWN'],
    ['one line of prose', text('just a note'), 'UNKNOWN'],
    ['prose without delimiters', text('Dear borrower\nplease find attached\nthanks'), 'UNKNOWN'],
  ])('%s', (_name, bytes, kind) => {
    expect(sniffFileKind(bytes)).toBe(kind);
  });
});
