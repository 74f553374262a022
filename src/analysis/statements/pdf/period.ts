// The statement period, read from free text: "Statement Period: December 15, 2025 through January
// 14, 2026", "For the period 12/15/2025 to 01/14/2026", "Dec 15 - Jan 14, 2026", or failing a
// range, "Beginning balance on Dec 15, 2025" / "Ending balance on January 14, 2026". Dates may be
// written year first ("2026/01/01 - 2026/01/31"), and the range joined in other languages ("01-03-2026 a
// 31-03-2026", "01.01.2026 til 31.01.2026", "od 1. marca 2026 do 31. marca 2026": a month's name in any
// language of month-names.ts is read as its English one first).
import { monthNamesInEnglish } from '../../month-names.ts';
import { isoDate, monthFromName } from './dates.ts';

export interface Period {
  start: string | null;
  end: string | null;
}

interface Mention {
  month: number;
  day: number;
  year: number | null;
  index: number;
  end: number;
}

const MON = '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Ene(?:ro)?|Febrero|Marzo|Abr(?:il)?|Mayo|Junio|Julio|Ago(?:sto)?|Sept?iembre|Octubre|Noviembre|Dic(?:iembre)?)\\.?';
const MENTION = new RegExp(
  [
    `\\b${MON}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`,
    `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+|-|/)${MON}(?:,?(?:\\s+|-|/)(\\d{4}|\\d{2}(?![\\d.,:]))\\b)?`,
    `\\b(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})\\b`,
    `\\b(\\d{1,2})[/-](\\d{1,2})(?:[/-](\\d{4}|\\d{2}))?\\b`,
    // Dotted, day first, with its century or without (`05.07.2026`, `05.07.26`).
    `\\b(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2}(?![\\d.,:]))\\b`,
    // Day, month and year run together: `01MAY26`, `01May2026`.
    `\\b(\\d{1,2})${MON.replace('\\.?', '')}(\\d{4}|\\d{2})\\b`,
  ].join('|'),
  'gi',
);
// Joins in other languages: tot, t/m (Dutch), do (Polish, Czech, Slovenian, Croatian), iki (Lithuanian), kuni
// (Estonian), t.o.m. (Swedish), până la (Romanian), s/d, sampai, hingga (Indonesian and Malay).
const RANGE_JOIN = /^\s*(?:-|\u2013|\u2014|to|through|thru|until|and|al|au|hasta|a|at[ée]|til|till|bis|tot|t\/m|do|iki|kuni|t\.o\.m\.?|p[âa]n[ăa]\s+la|s\/d|sampai|hingga)\s*$/i;
// And in other languages: Zeitraum, periode, periodo, período, okres, období, időszak, perioada,
// laikotarpis, periood, ajanjakso, tímabil, dönem, vom, von, dal, desde, van, fra, från, od.
const PERIOD_WORDS = /\b(period|statement|cycle|from|for|dates?|zeitraum|periode|periodo|período|okres|období|időszak|perioada|laikotarpis|periood|ajanjakso|tímabil|dönem|vom|von|dal|desde|van|fra|från|od)\b/iu;

function valid(m: Mention): boolean {
  return m.month >= 1 && m.month <= 12 && m.day >= 1 && m.day <= 31 && (m.year === null || (m.year >= 1990 && m.year <= 2100));
}

/** Dates mentioned in free text; numeric ones month first unless `dayFirst` (dotted ones are always day first). */
export function dateMentions(text: string, dayFirst = false): Mention[] {
  const out: Mention[] = [];
  MENTION.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MENTION.exec(text)) !== null) {
    let mention: Mention;
    if (m[1] !== undefined) mention = { month: monthFromName(m[1])!, day: Number(m[2]), year: m[3] ? Number(m[3]) : null, index: m.index, end: m.index + m[0].length };
    else if (m[4] !== undefined) mention = { month: monthFromName(m[5])!, day: Number(m[4]), year: m[6] ? (m[6].length === 2 ? 2000 + Number(m[6]) : Number(m[6])) : null, index: m.index, end: m.index + m[0].length };
    else if (m[7] !== undefined) mention = { month: Number(m[8]), day: Number(m[9]), year: Number(m[7]), index: m.index, end: m.index + m[0].length };
    else if (m[10] !== undefined) {
      const y = m[12];
      const [month, day] = dayFirst ? [Number(m[11]), Number(m[10])] : [Number(m[10]), Number(m[11])];
      mention = { month, day, year: y === undefined ? null : y.length === 2 ? 2000 + Number(y) : Number(y), index: m.index, end: m.index + m[0].length };
    } else if (m[13] !== undefined) {
      mention = { month: Number(m[14]), day: Number(m[13]), year: m[15].length === 2 ? 2000 + Number(m[15]) : Number(m[15]), index: m.index, end: m.index + m[0].length };
    } else {
      mention = { month: monthFromName(m[17])!, day: Number(m[16]), year: m[18].length === 2 ? 2000 + Number(m[18]) : Number(m[18]), index: m.index, end: m.index + m[0].length };
    }
    if (valid(mention)) out.push(mention);
  }
  return out;
}

function rangeIn(text: string, dayFirst: boolean): Period | null {
  const mentions = dateMentions(text, dayFirst);
  for (let i = 0; i + 1 < mentions.length; i++) {
    const a = mentions[i];
    const b = mentions[i + 1];
    if (b.year === null || !RANGE_JOIN.test(text.slice(a.end, b.index))) continue;
    const startYear = a.year ?? (a.month > b.month ? b.year - 1 : b.year);
    const start = isoDate(startYear, a.month, a.day);
    const end = isoDate(b.year, b.month, b.day);
    if (start > end) continue;
    return { start, end };
  }
  return null;
}

/**
 * The period's ends printed on lines of their own, each after its label: "Statement From 01MAY26"
 * over "Statement To 31MAY26", "From Date: 01/05/2026" over "To Date: 31/05/2026".
 */
const FROM_LABEL = /\b(?:from|start)(?:\s+date)?\s*:?\s*$/i;
const TO_LABEL = /\b(?:to|end)(?:\s+date)?\s*:?\s*$/i;
/** How many lines below its start the period's end may be printed. */
const TO_LINES = 2;

/** The full date a line prints right after the label, or null. */
function labelledDate(text: string, label: RegExp, dayFirst: boolean): string | null {
  for (const d of dateMentions(text, dayFirst)) {
    if (d.year !== null && label.test(text.slice(0, d.index))) return isoDate(d.year, d.month, d.day);
  }
  return null;
}

function rangeOverLines(lines: readonly string[], dayFirst: boolean): Period | null {
  for (let i = 0; i < lines.length; i++) {
    const start = labelledDate(lines[i], FROM_LABEL, dayFirst);
    if (start === null || !PERIOD_WORDS.test(lines[i])) continue;
    for (let j = i + 1; j <= i + TO_LINES && j < lines.length; j++) {
      const end = labelledDate(lines[j], TO_LABEL, dayFirst);
      if (end !== null && end >= start) return { start, end };
    }
  }
  return null;
}

const OPENING_ON = /\b(?:beginning|opening|previous|starting)\s+balance\s+(?:on|as\s+of)\b/i;
const CLOSING_ON = /\b(?:ending|closing|new)\s+balance\s+(?:on|as\s+of)\b|\bstatement\s+(?:closing\s+|ending\s+)?date\b|\bclosing\s+date\b|\bstatement\s+(?:ending|closing)\b/i;
/** A summary row dated before its label: "06/01/2023  Beginning Balance  $159.63". */
const DATED_OPENING = /^(\S+(?:\s+\S+){0,2}?)\s+(?:beginning|opening|starting|previous)\s+balance\b/i;

function firstFullDateAfter(text: string, re: RegExp, dayFirst: boolean): string | null {
  const m = re.exec(text);
  if (!m) return null;
  const d = dateMentions(text.slice(m.index + m[0].length), dayFirst).find((x) => x.year !== null);
  return d ? isoDate(d.year!, d.month, d.day) : null;
}

function datedOpening(text: string, dayFirst: boolean): string | null {
  const m = DATED_OPENING.exec(text.trim());
  if (!m) return null;
  const d = dateMentions(m[1], dayFirst).find((x) => x.year !== null && x.index === 0);
  return d ? isoDate(d.year!, d.month, d.day) : null;
}

/** The statement period from the document's lines, in reading order. */
export function findPeriod(printed: readonly string[], dayFirst = false): Period {
  const lines = printed.map(monthNamesInEnglish);
  let fallback: Period | null = null;
  for (const text of lines) {
    const range = rangeIn(text, dayFirst);
    if (!range) continue;
    if (PERIOD_WORDS.test(text)) return range;
    fallback ??= range;
  }
  if (fallback) return fallback;
  const over = rangeOverLines(lines, dayFirst);
  if (over) return over;
  let start: string | null = null;
  let end: string | null = null;
  for (const text of lines) {
    start ??= firstFullDateAfter(text, OPENING_ON, dayFirst) ?? datedOpening(text, dayFirst);
    end ??= firstFullDateAfter(text, CLOSING_ON, dayFirst);
  }
  if (start && end && start > end) return { start: null, end };
  return { start, end };
}

/**
 * The latest date printed with a year anywhere, to place yearless dates when no period is printed.
 * `commonYear` (a page read from a picture, where a year can come back a digit off: "2028" for
 * "2026"): the latest of the dates printed in the year most of them print, so one misread year
 * does not move every row; numeric dates read as the document writes them (`dayFirst`).
 */
export function latestFullDate(printed: readonly string[], opts: { commonYear?: boolean; dayFirst?: boolean } = {}): string | null {
  const lines = printed.map(monthNamesInEnglish);
  const dates: { iso: string; year: number }[] = [];
  for (const text of lines) {
    for (const d of dateMentions(text, opts.dayFirst)) {
      if (d.year === null) continue;
      dates.push({ iso: isoDate(d.year, d.month, d.day), year: d.year });
    }
  }
  let pool = dates;
  if (opts.commonYear && dates.length > 0) {
    const counts = new Map<number, number>();
    for (const d of dates) counts.set(d.year, (counts.get(d.year) ?? 0) + 1);
    const most = Math.max(...counts.values());
    const common = [...counts].filter(([, n]) => n === most).map(([y]) => y);
    // A tie says nothing of which year was misread.
    if (common.length === 1) pool = dates.filter((d) => d.year === common[0]);
  }
  let latest: string | null = null;
  for (const d of pool) if (latest === null || d.iso > latest) latest = d.iso;
  return latest;
}
