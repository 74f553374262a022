// Whether the employee on a stub is the case's borrower: name and address (contracts section 7,
// `identity`). A mismatch is reported here, never as fraud.
//
// Names are folded (case, accents, punctuation), read in "LAST, FIRST MIDDLE" order when there is a
// comma, stripped of titles and suffixes (Mr, Dr, Jr, III); middle names and initials are ignored.
// The given name agrees when the borrower's first given name is on the stub (or a common nickname of
// it: Bob for Robert); the family name when one of the borrower's family names is (a second family
// name or a hyphenated part may be missing, "van der" may be written together). Both: MATCH; one:
// PARTIAL; neither: NO_MATCH. A given name printed only as its initial does not agree on its own.
//
// Addresses compare house number, street name (suffixes, directions and unit words normalised)
// and 5-digit ZIP; when a ZIP is missing on either side, city and state stand in for it.

import type { PaystubAddress } from './paystub.types.ts';

export type NameMatch = 'MATCH' | 'PARTIAL' | 'NO_MATCH';
export type AddressMatch = 'MATCH' | 'NO_MATCH' | 'NOT_AVAILABLE';

export interface BorrowerName {
  first_name: string;
  last_name: string;
}

/** The case's address; any part may be missing on a case created without it. */
export interface BorrowerAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
}

export interface IdentityResult {
  name_match: NameMatch;
  /** 0-1: 1 for MATCH; otherwise the mean of how close the given and the family names are. */
  name_score: number;
  address_match: AddressMatch;
}

const EXTRA_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Lower case, accents removed (NFD, then the marks dropped), apostrophes removed ("O'Brien" ->
 * "obrien"), other punctuation to spaces, spaces collapsed. Commas are kept when `keepCommas`.
 */
export function foldText(text: string, keepCommas = false): string {
  const lower = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => EXTRA_LETTERS[c]);
  return lower
    .replace(/['\u2018\u2019`]/g, '')
    .replace(keepCommas ? /[^a-z0-9,]+/g : /[^a-z0-9]+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sr', 'sra', 'srta']);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v', 'md', 'phd', 'esq']);

// Given names and the short forms people go by. Either side may carry either form.
const NICKNAMES: Record<string, string[]> = {
  robert: ['bob', 'bobby', 'rob', 'robbie', 'bert'],
  william: ['bill', 'billy', 'will', 'willie', 'liam'],
  elizabeth: ['liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby'],
  james: ['jim', 'jimmy', 'jamie'],
  john: ['jack', 'johnny', 'jon'],
  jonathan: ['jon', 'jonny'],
  michael: ['mike', 'mikey', 'mick'],
  richard: ['rick', 'ricky', 'rich', 'dick'],
  thomas: ['tom', 'tommy'],
  joseph: ['joe', 'joey'],
  charles: ['charlie', 'chuck', 'chas'],
  christopher: ['chris', 'kit'],
  christine: ['chris', 'tina'],
  daniel: ['dan', 'danny'],
  david: ['dave', 'davey'],
  edward: ['ed', 'eddie', 'ted', 'ned'],
  anthony: ['tony'],
  andrew: ['andy', 'drew'],
  alexander: ['alex', 'sasha'],
  alejandro: ['alex'],
  benjamin: ['ben', 'benny'],
  matthew: ['matt'],
  nicholas: ['nick', 'nicky'],
  samuel: ['sam', 'sammy'],
  steven: ['steve'],
  stephen: ['steve'],
  timothy: ['tim', 'timmy'],
  gregory: ['greg'],
  kenneth: ['ken', 'kenny'],
  ronald: ['ron', 'ronnie'],
  donald: ['don', 'donnie'],
  margaret: ['maggie', 'peggy', 'meg', 'marge'],
  katherine: ['kate', 'katie', 'kathy', 'kat'],
  catherine: ['cathy', 'kate', 'katie', 'cat'],
  jennifer: ['jen', 'jenny'],
  patricia: ['pat', 'patty', 'trish'],
  patrick: ['pat', 'paddy'],
  susan: ['sue', 'susie'],
  deborah: ['deb', 'debbie'],
  rebecca: ['becky', 'becca'],
  victoria: ['vicky', 'tori'],
  abigail: ['abby'],
  jessica: ['jess', 'jessie'],
  francisco: ['paco', 'pancho', 'frank'],
  jose: ['pepe'],
  guadalupe: ['lupe'],
  ignacio: ['nacho'],
};

const NICK_GROUPS = new Map<string, Set<string>>();
for (const [full, shorts] of Object.entries(NICKNAMES)) {
  for (const n of [full, ...shorts]) {
    const group = NICK_GROUPS.get(n) ?? new Set<string>();
    group.add(full);
    for (const s of shorts) group.add(s);
    NICK_GROUPS.set(n, group);
  }
}

/** The same given name, or one of its common nicknames. */
export function sameGivenName(a: string, b: string): boolean {
  return a === b || (NICK_GROUPS.get(a)?.has(b) ?? false);
}

/** 1 - Levenshtein distance / longer length. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!a || !b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return 1 - prev[b.length] / Math.max(a.length, b.length);
}

function nameTokens(folded: string): string[] {
  return folded.split(' ').filter((t) => t && !TITLES.has(t) && !SUFFIXES.has(t));
}

interface StubName {
  /** Tokens that may hold the given name (after the comma, or all of them). */
  given: string[];
  /** Tokens that may hold the family name (before the comma, or all of them). */
  family: string[];
}

function readStubName(name: string): StubName {
  const folded = foldText(name, true);
  const comma = folded.indexOf(',');
  if (comma >= 0) {
    const family = nameTokens(folded.slice(0, comma).replace(/,/g, ' '));
    const given = nameTokens(folded.slice(comma + 1).replace(/,/g, ' '));
    // "GARCIA, JR, MARIA" leaves nothing odd; a lone part is read as a whole name.
    if (family.length > 0 && given.length > 0) return { given, family };
  }
  const all = nameTokens(folded.replace(/,/g, ' '));
  return { given: all, family: all };
}

// Words that begin family names ("de la Cruz", "van der Berg") and never agree on their own.
const PARTICLES = new Set(['de', 'del', 'della', 'la', 'las', 'los', 'le', 'les', 'van', 'von', 'der', 'den', 'da', 'das', 'do', 'dos', 'di', 'du', 'y', 'e', 'bin', 'ibn', 'al', 'el']);

/**
 * Where one of the borrower's family names is among the stub's tokens: a single token (not a
 * particle), or a run of tokens that spells the whole family name ("vanderberg", "van der berg").
 */
function findFamily(tokens: readonly string[], familyNames: readonly string[]): { from: number; to: number } | null {
  const single = tokens.findIndex((t) => t.length > 1 && !PARTICLES.has(t) && familyNames.includes(t));
  if (single >= 0) return { from: single, to: single + 1 };
  const whole = familyNames.join('');
  for (let from = 0; from < tokens.length; from++) {
    let joined = '';
    for (let to = from + 1; to <= tokens.length && joined.length < whole.length; to++) {
      joined += tokens[to - 1];
      if (joined === whole) return { from, to };
    }
  }
  return null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** `name_match` and `name_score` of the employee name on a stub against the borrower's name. */
export function nameMatch(stubName: string | null, borrower: BorrowerName): { name_match: NameMatch; name_score: number } {
  const stub = stubName ? readStubName(stubName) : { given: [], family: [] };
  const givenName = nameTokens(foldText(borrower.first_name)).find((t) => t.length > 1) ?? '';
  const familyNames = nameTokens(foldText(borrower.last_name));
  if (stub.given.length === 0 || !givenName || familyNames.length === 0) return { name_match: 'NO_MATCH', name_score: 0 };

  // Family name first, so the given name is not read from the tokens that hold it.
  const hit = findFamily(stub.family, familyNames);
  const familyAgrees = hit !== null;
  const givenPool =
    hit && stub.given === stub.family ? stub.given.filter((_, i) => i < hit.from || i >= hit.to) : stub.given;
  const givenIdx = givenPool.findIndex((t) => t.length > 1 && sameGivenName(t, givenName));
  const givenAgrees = givenIdx >= 0;

  if (givenAgrees && familyAgrees) return { name_match: 'MATCH', name_score: 1 };

  const givenScore = givenAgrees
    ? 1
    : Math.max(0, ...givenPool.map((t) => (t.length === 1 ? (t === givenName[0] ? 0.5 : 0) : similarity(t, givenName))));
  // Without a comma the given name's token is not also a family name candidate; particles are compared by what follows them.
  const familyPool = (givenAgrees && stub.given === stub.family ? stub.family.filter((t) => t !== givenPool[givenIdx]) : stub.family)
    .filter((t) => t.length > 1 && !PARTICLES.has(t));
  const familyCore = familyNames.filter((t) => !PARTICLES.has(t));
  const familyScore = familyAgrees
    ? 1
    : Math.max(0, ...familyPool.flatMap((t) => (familyCore.length ? familyCore : familyNames).map((f) => similarity(t, f))));
  const score = Math.min(0.99, round2((givenScore + familyScore) / 2));
  return { name_match: givenAgrees || familyAgrees ? 'PARTIAL' : 'NO_MATCH', name_score: score };
}

const STREET_WORDS: Record<string, string> = {
  street: 'st', str: 'st', avenue: 'ave', av: 'ave', avn: 'ave', road: 'rd', drive: 'dr', boulevard: 'blvd', blv: 'blvd',
  lane: 'ln', court: 'ct', place: 'pl', terrace: 'ter', circle: 'cir', parkway: 'pkwy', highway: 'hwy', square: 'sq',
  trail: 'trl', way: 'way', plaza: 'plz', expressway: 'expy', freeway: 'fwy', route: 'rte', center: 'ctr', heights: 'hts',
  point: 'pt', crossing: 'xing', mount: 'mt', fort: 'ft', saint: 'st',
  north: 'n', south: 's', east: 'e', west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
  first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th', sixth: '6th', seventh: '7th', eighth: '8th', ninth: '9th', tenth: '10th',
};
const SUFFIX_ABBREVIATIONS = new Set([
  'st', 'ave', 'rd', 'dr', 'blvd', 'ln', 'ct', 'pl', 'ter', 'cir', 'pkwy', 'hwy', 'sq', 'trl', 'way', 'plz', 'expy', 'fwy',
]);
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', 'no', 'num', 'number', 'rm', 'room', 'fl', 'floor', 'bldg', 'building', 'lot', 'spc', 'space']);

interface ParsedAddress {
  house: string | null;
  /** Street words without direction and suffix. */
  street: string[];
  direction: string[];
  suffix: string | null;
  unit: string | null;
  zip: string | null;
  city: string;
  state: string;
}

function parseStreet(lines: readonly string[]): Pick<ParsedAddress, 'house' | 'street' | 'direction' | 'suffix' | 'unit'> {
  // "#4" -> "unit 4" before folding drops the sign.
  const text = foldText(lines.join(' ').replace(/#\s*/g, ' unit '))
    .replace(/\bp ?o box\b|\bpost office box\b/g, 'pobox');
  const words = text.split(' ').filter(Boolean);
  let house: string | null = null;
  let i = 0;
  if (words[0] && /^\d+[a-z]?$/.test(words[0])) {
    house = words[0];
    i = 1;
  }
  const street: string[] = [];
  const direction: string[] = [];
  let suffix: string | null = null;
  let unit: string | null = null;
  for (; i < words.length; i++) {
    const w = STREET_WORDS[words[i]] ?? words[i];
    if (UNIT_WORDS.has(words[i])) {
      // The unit is the next word that is not itself a unit word ("Apt # 4", "Unit No 4").
      const value = words.slice(i + 1).find((x) => !UNIT_WORDS.has(x));
      unit = value ?? null;
      break;
    }
    if (DIRECTIONS.has(w) && (street.length === 0 || i === words.length - 1 || suffix !== null)) {
      direction.push(w);
    } else if (SUFFIX_ABBREVIATIONS.has(w) && street.length > 0) {
      suffix = w;
    } else if (suffix === null) {
      street.push(w);
    } else if (/^\d+[a-z]?$/.test(w)) {
      // A bare number after the street ("Main St 4") is the unit.
      unit = w;
      break;
    }
  }
  if (house === 'pobox' || street[0] === 'pobox') return { house: street[1] ?? null, street: ['pobox'], direction: [], suffix: null, unit: null };
  return { house, street, direction, suffix, unit };
}

function zip5(postal: string | null | undefined): string | null {
  const m = /(\d{5})(?:-?\d{4})?/.exec(postal ?? '');
  return m ? m[1] : null;
}

function parseStubAddress(a: PaystubAddress): ParsedAddress | null {
  let lines = a.lines.map((l) => l.trim()).filter(Boolean);
  let zip = zip5(a.postal_code);
  let city = foldText(a.city ?? '');
  let state = foldText(a.state ?? '');
  // A last line that holds "City ST 12345" when the reader left city, state and ZIP empty.
  const last = lines[lines.length - 1];
  const tail = last ? /^(.*?)[,\s]+([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last) : null;
  if (tail && lines.length > 1) {
    zip ??= zip5(tail[3]);
    if (!city) city = foldText(tail[1]);
    if (!state) state = foldText(tail[2]);
    lines = lines.slice(0, -1);
  }
  if (lines.length === 0) return null;
  return { ...parseStreet(lines), zip, city, state };
}

function parseBorrowerAddress(a: BorrowerAddress): ParsedAddress | null {
  const lines = [a.line1 ?? '', a.line2 ?? ''].map((l) => (l ?? '').trim()).filter(Boolean);
  if (lines.length === 0) return null;
  return { ...parseStreet(lines), zip: zip5(a.postal_code), city: foldText(a.city ?? ''), state: foldText(a.state ?? '') };
}

/** Whether two parts agree, or one of them is missing. */
const agreeOrMissing = <T>(a: T | null, b: T | null) => a === null || b === null || a === b;

/**
 * `address_match` of the employee address on a stub against the borrower's: NOT_AVAILABLE when
 * either is missing; MATCH when house number, street name and 5-digit ZIP agree (city and state
 * instead of a missing ZIP). A direction, suffix or unit printed on one side only is not held
 * against the match; two different ones are.
 */
export function addressMatch(stub: PaystubAddress | null, borrower: BorrowerAddress | null): AddressMatch {
  if (!stub || !borrower) return 'NOT_AVAILABLE';
  const s = parseStubAddress(stub);
  const b = parseBorrowerAddress(borrower);
  if (!s || !b) return 'NOT_AVAILABLE';
  if (s.house !== b.house || s.street.join(' ') !== b.street.join(' ')) return 'NO_MATCH';
  const sDir = s.direction.length ? s.direction.join(' ') : null;
  const bDir = b.direction.length ? b.direction.join(' ') : null;
  if (!agreeOrMissing(sDir, bDir) || !agreeOrMissing(s.suffix, b.suffix) || !agreeOrMissing(s.unit, b.unit)) return 'NO_MATCH';
  if (s.zip && b.zip) return s.zip === b.zip ? 'MATCH' : 'NO_MATCH';
  if (s.city && b.city && s.state && b.state) return s.city === b.city && s.state === b.state ? 'MATCH' : 'NO_MATCH';
  return 'NO_MATCH';
}

/** The identity block of the result, from the newest stub's employee name and address. */
export function matchIdentity(
  stub: { employee_name: string | null; employee_address: PaystubAddress | null },
  borrower: BorrowerName & { address: BorrowerAddress | null },
): IdentityResult {
  return { ...nameMatch(stub.employee_name, borrower), address_match: addressMatch(stub.employee_address, borrower.address) };
}
