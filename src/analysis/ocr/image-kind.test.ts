import { describe, expect, it } from 'vitest';
import { imageKind } from './image-kind.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(new Array(8).fill(0)));

describe('imageKind: the picture format from its signature', () => {
  it.each([
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'JPEG'],
    ['a JPEG (EXIF, from a phone)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'JPEG'],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'PNG'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'WEBP'],
    ['an iPhone HEIC', bytes([0, 0, 0, 0x18], 'ftypheic'), 'HEIC'],
    ['a HEIF still (mif1)', bytes([0, 0, 0, 0x18], 'ftypmif1'), 'HEIC'],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom'), null],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['a PDF', bytes('%PDF-1.7\n%'), null],
    ['too short to say', new Uint8Array([0xff, 0xd8]), null],
  ])('%s', (_name, b, kind) => {
    expect(imageKind(b)).toBe(kind);
  });
});
