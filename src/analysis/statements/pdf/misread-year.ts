// Read from a picture, a row's two-digit year can come back a digit off ("19/12/28" for
// "19/12/25"): the row would land three years from its statement. The period printed on the
// statement says which year it is.
import { oneDigitApart } from '../../ocr/paystub-arithmetic.ts';
import { dayNumber, parseIso, resolveYear } from './dates.ts';

/** A date further than this from the statement period cannot belong to it. */
const FAR_DAYS = 180;

/**
 * The year a row read by OCR most likely printed: the one that puts its day and month in (or
 * nearest to) the period, when the year read puts it more than half a year outside and the two
 * differ by one digit. Otherwise the year read.
 */
export function periodYear(year: number, month: number, day: number, start: string | null, end: string | null): number {
  if (start === null && end === null) return year;
  const fit = resolveYear(month, day, start, end);
  if (fit === null || fit === year || !oneDigitApart(year, fit)) return year;
  const n = dayNumber(year, month, day);
  const lo = start ? dayNumber(parseIso(start).year, parseIso(start).month, parseIso(start).day) : null;
  const hi = end ? dayNumber(parseIso(end).year, parseIso(end).month, parseIso(end).day) : null;
  const distance = Math.max(lo !== null ? lo - n : 0, hi !== null ? n - hi : 0, 0);
  return distance > FAR_DAYS ? fit : year;
}
