// Which picture format bytes are, from their signature alone.

export type ImageKind = 'JPEG' | 'PNG' | 'WEBP' | 'HEIC';

/** The formats OCR reads (sharp's bundled libvips decodes them); HEIC is recognised only to be named in a refusal. */
export const READABLE_IMAGES = ['JPEG', 'PNG', 'WEBP'] as const;

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
  HEIC: 'image/heic',
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'PNG';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'WEBP';
  // ISO media (HEIF): a `ftyp` box whose brand is one of Apple's photo brands.
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(ascii(bytes, 8, 12))) return 'HEIC';
  return null;
}
