// A perceptual hash of a rendered page: the page shrunk to a 32×32 grid of grey cells, each cell a
// bit (darker than the page's mean or not). The same page drawn from a re-saved, re-printed or
// re-compressed file gives nearly the same bits; another borrower's page of the same layout differs
// wherever its names and figures do. Stored as bands of 128 bits: pages within BAND_GUARANTEE bits
// of each other share at least one band exactly (pigeonhole), so candidates are found by equality.

export const GRID = 32;
export const BANDS = 8;
const BAND_HEX = (GRID * GRID) / 4 / BANDS;
/** Pages this close (of 1024 bits) are the same page image. */
export const SAME_PAGE_MAX_BITS = 7;

/** The hash (256 hex digits) of GRID×GRID grey values (0–255, row by row). */
export function pageHash(grey: ArrayLike<number>): string {
  if (grey.length !== GRID * GRID) throw new Error(`pageHash takes ${GRID * GRID} grey values`);
  let sum = 0;
  for (let i = 0; i < grey.length; i++) sum += grey[i];
  const mean = sum / grey.length;
  let hex = '';
  for (let i = 0; i < grey.length; i += 4) {
    let nibble = 0;
    for (let k = 0; k < 4; k++) nibble = (nibble << 1) | (grey[i + k] < mean ? 1 : 0);
    hex += nibble.toString(16);
  }
  return hex;
}

/** Bits that differ between two hashes. */
export function hashDistance(a: string, b: string): number {
  if (a.length !== b.length) return Infinity;
  let bits = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i], 16) ^ parseInt(b[i], 16);
    while (x) {
      bits += x & 1;
      x >>= 1;
    }
  }
  return bits;
}

/** The hash cut into BANDS equal parts. */
export function hashBands(hash: string): string[] {
  return Array.from({ length: BANDS }, (_, i) => hash.slice(i * BAND_HEX, (i + 1) * BAND_HEX));
}

/** A blank or nearly uniform page says nothing about which document it is. */
export function isInformative(hash: string): boolean {
  const ones = hashDistance(hash, '0'.repeat(hash.length));
  return ones > 0.02 * GRID * GRID && ones < 0.98 * GRID * GRID;
}
