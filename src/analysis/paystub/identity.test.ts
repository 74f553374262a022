import { describe, expect, it } from 'vitest';
import { addressMatch, foldText, matchIdentity, nameMatch, sameGivenName, similarity, type BorrowerAddress } from './identity.ts';
import type { PaystubAddress } from './paystub.types.ts';

describe('foldText', () => {
  it.each([
    ['María  García', 'maria garcia'],
    ['JOSÉ NÚÑEZ', 'jose nunez'],
    ["O'Brien", 'obrien'],
    ['Smith-Jones', 'smith jones'],
    ['Łukasz Ærø Straße', 'lukasz aero strasse'],
  ])('%s -> %s', (input, out) => {
    expect(foldText(input)).toBe(out);
  });
  it('keeps commas when asked', () => {
    expect(foldText('GARCIA ,  MARIA J.', true)).toBe('garcia, maria j');
  });
});

describe('similarity', () => {
  it.each([
    ['smith', 'smith', 1],
    ['smyth', 'smith', 0.8], // one substitution in five letters
    ['lopez', 'garcia', 0], // no letter in common: six edits in six letters
    ['jon', 'john', 0.75], // one insertion in four letters
    ['', 'a', 0],
  ])('%s ~ %s = %d', (a, b, s) => {
    expect(similarity(a, b)).toBeCloseTo(s, 10);
  });
});

describe('sameGivenName', () => {
  it.each([
    ['bob', 'robert', true],
    ['robert', 'bob', true],
    ['bill', 'william', true],
    ['liz', 'elizabeth', true],
    ['bob', 'bill', false],
    ['maria', 'mario', false],
  ])('%s / %s: %s', (a, b, same) => {
    expect(sameGivenName(a, b)).toBe(same);
  });
});

describe('nameMatch', () => {
  const CASES: Array<{ stub: string | null; first: string; last: string; match: string; score: number }> = [
    { stub: 'GARCIA, MARIA J.', first: 'María', last: 'García', match: 'MATCH', score: 1 },
    { stub: 'José Núñez', first: 'Jose', last: 'Nunez', match: 'MATCH', score: 1 },
    { stub: 'GARCIA MARIA', first: 'Maria', last: 'Garcia', match: 'MATCH', score: 1 }, // order without a comma
    { stub: 'Mr. John Q. Smith Jr.', first: 'John', last: 'Smith', match: 'MATCH', score: 1 },
    { stub: "O'BRIEN, SEAN", first: 'Sean', last: 'OBrien', match: 'MATCH', score: 1 },
    { stub: 'Bob Smith', first: 'Robert', last: 'Smith', match: 'MATCH', score: 1 }, // nickname
    { stub: 'Maria Garcia Lopez', first: 'Maria', last: 'Garcia', match: 'MATCH', score: 1 }, // second family name
    { stub: 'Anna Vanderberg', first: 'Anna', last: 'van der Berg', match: 'MATCH', score: 1 },
    { stub: 'James James', first: 'James', last: 'James', match: 'MATCH', score: 1 },
    { stub: 'Maria J Garcia', first: 'Maria Jose', last: 'Garcia', match: 'MATCH', score: 1 }, // borrower's middle name
    // Given agrees (1), family "lopez" vs "garcia" 0: (1 + 0) / 2.
    { stub: 'Maria Lopez', first: 'Maria', last: 'Garcia', match: 'PARTIAL', score: 0.5 },
    // Given agrees (1), family "smyth" vs "smith" 0.8: (1 + 0.8) / 2.
    { stub: 'John Smyth', first: 'John', last: 'Smith', match: 'PARTIAL', score: 0.9 },
    // An initial alone counts half: (0.5 + 1) / 2.
    { stub: 'R. Smith', first: 'Robert', last: 'Smith', match: 'PARTIAL', score: 0.75 },
    // "de" is a particle and does not agree on its own; "souza" vs "cruz": 3 edits in 5 letters, 0.4: (1 + 0.4) / 2.
    { stub: 'Maria De Souza', first: 'Maria', last: 'de la Cruz', match: 'PARTIAL', score: 0.7 },
    // "johm" vs "john" (one substitution, 0.75) is not agreement; family agrees: (0.75 + 1) / 2 = 0.875 -> 0.88.
    { stub: 'Johm Smith', first: 'John', last: 'Smith', match: 'PARTIAL', score: 0.88 },
    // Nothing in common: "ann" vs "john" (3 edits of 4, 0.25), "lee" vs "smith" 0: 0.125 -> 0.13.
    { stub: 'Ann Lee', first: 'John', last: 'Smith', match: 'NO_MATCH', score: 0.13 },
    { stub: null, first: 'John', last: 'Smith', match: 'NO_MATCH', score: 0 },
  ];
  it.each(CASES)('$stub vs $first $last: $match $score', ({ stub, first, last, match, score }) => {
    expect(nameMatch(stub, { first_name: first, last_name: last })).toEqual({ name_match: match, name_score: score });
  });
});

const stubAddress = (lines: string[], city: string | null, state: string | null, zip: string | null): PaystubAddress => ({
  lines,
  city,
  state,
  postal_code: zip,
});
const SPRINGFIELD: BorrowerAddress = { line1: '1200 North Main St #4', city: 'Springfield', state: 'IL', postal_code: '62701' };

describe('addressMatch', () => {
  const CASES: Array<{ name: string; stub: PaystubAddress | null; borrower: BorrowerAddress | null; out: string }> = [
    {
      name: 'suffix, direction and unit written differently',
      stub: stubAddress(['1200 N Main Street Apt 4'], 'Springfield', 'IL', '62701'),
      borrower: SPRINGFIELD,
      out: 'MATCH',
    },
    {
      name: 'ZIP+4 on the stub',
      stub: stubAddress(['1200 N. Main St.', 'Apt. 4'], 'SPRINGFIELD', 'IL', '62701-1234'),
      borrower: SPRINGFIELD,
      out: 'MATCH',
    },
    {
      name: 'city, state and ZIP left in the last line',
      stub: stubAddress(['1200 N Main Street Unit 4', 'Springfield, IL 62701'], null, null, null),
      borrower: SPRINGFIELD,
      out: 'MATCH',
    },
    { name: 'unit on one side only', stub: stubAddress(['1200 N Main St'], 'Springfield', 'IL', '62701'), borrower: SPRINGFIELD, out: 'MATCH' },
    {
      name: 'spelled-out ordinal and boulevard',
      stub: stubAddress(['500 West First Boulevard'], 'Austin', 'TX', '78701'),
      borrower: { line1: '500 W. 1st Blvd', city: 'Austin', state: 'TX', postal_code: '78701' },
      out: 'MATCH',
    },
    {
      name: 'no ZIP on the stub: city and state decide',
      stub: stubAddress(['1200 North Main Street #4'], 'Springfield', 'IL', null),
      borrower: SPRINGFIELD,
      out: 'MATCH',
    },
    {
      name: 'no ZIP on the stub, another city',
      stub: stubAddress(['1200 North Main Street #4'], 'Chicago', 'IL', null),
      borrower: SPRINGFIELD,
      out: 'NO_MATCH',
    },
    { name: 'another house number', stub: stubAddress(['1202 N Main St Apt 4'], 'Springfield', 'IL', '62701'), borrower: SPRINGFIELD, out: 'NO_MATCH' },
    { name: 'another ZIP', stub: stubAddress(['1200 N Main St Apt 4'], 'Springfield', 'IL', '62702'), borrower: SPRINGFIELD, out: 'NO_MATCH' },
    { name: 'another unit', stub: stubAddress(['1200 N Main St Apt 5'], 'Springfield', 'IL', '62701'), borrower: SPRINGFIELD, out: 'NO_MATCH' },
    { name: 'another suffix', stub: stubAddress(['1200 N Main Ave Apt 4'], 'Springfield', 'IL', '62701'), borrower: SPRINGFIELD, out: 'NO_MATCH' },
    { name: 'another direction', stub: stubAddress(['1200 S Main St Apt 4'], 'Springfield', 'IL', '62701'), borrower: SPRINGFIELD, out: 'NO_MATCH' },
    { name: 'no stub address', stub: null, borrower: SPRINGFIELD, out: 'NOT_AVAILABLE' },
    { name: 'stub address without lines', stub: stubAddress([], 'Springfield', 'IL', '62701'), borrower: SPRINGFIELD, out: 'NOT_AVAILABLE' },
    { name: 'no case address', stub: stubAddress(['1200 N Main St'], 'Springfield', 'IL', '62701'), borrower: null, out: 'NOT_AVAILABLE' },
  ];
  it.each(CASES)('$name: $out', ({ stub, borrower, out }) => {
    expect(addressMatch(stub, borrower)).toBe(out);
  });
});

describe('matchIdentity', () => {
  it('name and address together', () => {
    expect(
      matchIdentity(
        { employee_name: 'GARCIA, MARIA J.', employee_address: stubAddress(['1200 N Main Street Apt 4'], 'Springfield', 'IL', '62701') },
        { first_name: 'María', last_name: 'García', address: SPRINGFIELD },
      ),
    ).toEqual({ name_match: 'MATCH', name_score: 1, address_match: 'MATCH' });
  });
});
