// The employer told by a company's name heading the page (its legal form ending it), where no block
// or label names it: the address under that name is the company's; a person's one address elsewhere
// is the employee's.
import type { Cell, Line } from '../../statements/pdf/rows.ts';
import type { PaystubAddress } from '../paystub.types.ts';
import { addressWithoutPostcode, cityLine, partyName, splitCity, streetThenLocality, type PartyBlock } from './parties.ts';

/** A line under another lined up with it: the same left edge, or the same centre. */
const linedUp = (a: Cell, b: Cell, size: number) => Math.abs(a.x0 - b.x0) < Math.max(3, 0.4 * size) || Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) < Math.max(3, 0.4 * size);

const TITLE_WORDS = /statement|advice|stub|earnings|payslip|pay slip|payroll|check|voucher|take home|net pay|deposit|non-negotiable/i;

/** The legal form ending a company's name: "Inc.", "LLC", "Ltd", "GmbH", "Pty Ltd", "S.A.", "plc", "Sdn. Bhd.", the Baltic and Nordic "OÜ" (or "OU" without its mark), "AS", "Oy", "A/S" (not "AB", Alberta's letters after a town). */
const COMPANY_FORM = /(?:^|[\s,])(?:inc|incorporated|llc|l\.l\.c|llp|lp|ltd|limited|corp|corporation|co|company|plc|gmbh|ag|pty|dac|s\.?a|s\.?a\.?s|sarl|bv|nv|pvt|bhd|berhad|oü|OÜ|ou|as|oy|oyj|a\/s|aps|sia|uab|d\.o\.o|d\.d|s\.r\.o)\.?$/i;
export const isCompanyName = (name: string) => COMPANY_FORM.test(name.trim());

/**
 * Without an address block, the employer is the first name-like text at the top of the page; a legal
 * form standing apart after its comma ("SOUTH COAST MEDICAL CENTER,"  "INC.") is part of it.
 */
export function topName(lines: readonly Line[]): string | null {
  for (const line of lines.slice(0, 4)) {
    for (const [i, c] of line.cells.entries()) {
      if (!partyName(c.text) || TITLE_WORDS.test(c.text)) continue;
      const next = line.cells[i + 1];
      const name = c.text.trim();
      return next && /,$/.test(name) && isCompanyName(next.text) && next.text.trim().split(/\s+/).length === 1 ? `${name} ${next.text.trim()}` : name;
    }
  }
  return null;
}

/**
 * A company's registration or tax number printed after its address on the line under its name ("... ,
 * Tanzania - TIN 104-382-917", "... Sri Lanka. EPF Reg. No. C/48213", "· TIN C04417825", "VAT No. 41 222",
 * "· Reg. code 11729636"): the label, then a number with a digit in it, to the end of the line.
 */
const NUMBERS_AFTER_ADDRESS =
  /(?:\s*[-–—|·•.;,]\s*|\s+)(?:(?:[A-Z]{2,5}\s+)?Reg(?:istration|d)?\.?\s*(?:No\.?|Number|#|code)|(?:Company|Business|Tax|VAT|GST|Employer)\s+(?:Reg(?:istration)?\.?\s*)?(?:No\.?|Number|ID|#)|TIN|VAT|PIN|GST|Y-tunnus)\s*[:.#]?\s*[A-Z]{0,3}(?:[/-]\s?)?\d.*$/;

/**
 * Where one address on a line ends and the next begins: a mark between them (`|`, `·`, a dash with
 * spaces, as a picture reads a middle dot) or, the mark lost, a post office box or private bag.
 */
const ADDRESS_PARTS = /\s+[·•|\-–—]\s+|\s+(?=P\.?\s?O\.?\s+Box\b|Private\s+Bag\b)/i;

/**
 * The address on the line under a company's name: the line without the numbers after the address, and
 * of its parts ("Plot 22 Jinja Road, Kampala | P.O. Box 7741, Kampala"), the first that is an address
 * on one line.
 */
export function addressUnderHeading(text: string): PaystubAddress | null {
  for (const part of text.replace(PHONE_AFTER, '').replace(NUMBERS_AFTER_ADDRESS, '').replace(PHONE_AFTER, '').split(ADDRESS_PARTS)) {
    const address = addressWithoutPostcode(part) ?? withPostcode(part) ?? streetWithoutNumber(part);
    if (address) return address;
  }
  return null;
}

/**
 * A street named without a number, then its town and region after commas ("Point Cruz Wharf,
 * Honiara, Guadalcanal"), as the line under a company's name prints it.
 */
function streetWithoutNumber(text: string): PaystubAddress | null {
  const t = text.trim().replace(/[.,]$/, '');
  if (!streetThenLocality(t)) return null;
  const parts = t.split(/\s*,\s*/).filter(Boolean);
  return { lines: parts.slice(0, -1), city: parts[parts.length - 1], state: null, postal_code: null };
}

/** A telephone or fax number printed after the address ("... BB24017 Tel. (246) 432 7100"): no part of it. */
const PHONE_AFTER = /[\s,;|·•–—-]+(?:tel(?:ephone)?|phone|ph|fax|mob(?:ile)?)\.?\s*[:.]?\s*[+(\d][\d\s().+/-]{5,}$/i;

/** An address on one line ending in its postcode and town, or its town and postcode ("Peterburi tee 46, 11415 Tallinn"): a street in it. */
function withPostcode(text: string): PaystubAddress | null {
  const m = cityLine(text.trim());
  if (!m) return null;
  if (m.town !== undefined) {
    const street = m.rest.split(/\s*,\s*/).filter(Boolean);
    return street.length ? { lines: street, city: m.town, state: m.state, postal_code: m.postal || null } : null;
  }
  const { street, city } = splitCity(m.rest.replace(/,$/, '').trim());
  return street.length ? { lines: street, city, state: m.state, postal_code: m.postal || null } : null;
}

/**
 * The one cell of the line under a name, starting inside the name's span: lined up with it as printed,
 * though a picture lost a word at its end ("... Tanzania - TIN" for "... - TIN 104-382-917", centred).
 */
function aloneUnder(line: Line, name: Cell): Cell | undefined {
  const [only] = line.cells;
  return line.cells.length === 1 && only.x0 >= name.x0 - 3 && only.x0 < name.x1 && only.x1 <= name.x1 + 3 * line.size ? only : undefined;
}

/** The cells of a line of several, joined, when the line is centred under the name. */
function centredLine(line: Line, name: Cell): Cell | undefined {
  if (line.cells.length < 2) return undefined;
  const whole: Cell = { ...line.cells[0], text: line.cells.map((c) => c.text.trim()).join(' '), x1: line.cells[line.cells.length - 1].x1 };
  return Math.abs((whole.x0 + whole.x1) / 2 - (name.x0 + name.x1) / 2) < Math.max(3, 0.4 * line.size) ? whole : undefined;
}

/**
 * A cell and the ones after it on its line while each ends in a comma and the next is a word or two
 * apart ("Zone 14," "Ile du Port," "Victoria," "Mahe", as a picture's reading boxes the parts of an
 * address): one cell.
 */
function partsRun(line: Line, first: Cell): Cell {
  let run = first;
  for (let k = line.cells.indexOf(first) + 1; k < line.cells.length; k++) {
    const c = line.cells[k];
    if (!run.text.trim().endsWith(',') || c.x0 - run.x1 > 2.2 * line.size) break;
    run = { text: `${run.text.trim()} ${c.text.trim()}`, x0: run.x0, x1: c.x1 };
  }
  return run;
}

type Picked = { employer: PartyBlock | null; employee: PartyBlock | null };

/**
 * The address on one line under a party's name that a label gave ("EMPLOYER" over "Kumul Coastal
 * Freight Limited" over "Section 41, Allotment 12, ..."): the next line's cell lined up with the name.
 */
export function addressUnderName(lines: readonly Line[], nameLine: Line, name: Cell): PartyBlock | null {
  const next = lines[lines.indexOf(nameLine) + 1];
  if (!next || next.y - nameLine.y > 2.5 * Math.max(nameLine.size, next.size)) return null;
  const first = next.cells.find((c) => linedUp(c, name, next.size)) ?? aloneUnder(next, name);
  const own = first ? partsRun(next, first) : undefined;
  const address = own ? addressUnderHeading(own.text) : null;
  return own && address ? { name: null, address, y: next.y, x0: own.x0, label: null } : null;
}

/** The parties as picked, put right by the company heading the page (`top`); `labelled`: a label named either party. */
export function withCompanyHeading(lines: readonly Line[], blocks: readonly PartyBlock[], found: Picked, top: string | null, labelled: boolean): Picked {
  const picked = { ...found };
  // No block names the employer, and a company's name heads the page over an address of no name: the
  // address is the company's ("Shannon Tooling Ltd" over "Unit 12, Shannon Free Zone, ..., V14 DX80").
  if (!picked.employer && top !== null && isCompanyName(top)) {
    const heading = lines.slice(0, 4).find((l) => l.cells.some((c) => c.text.trim() === top || c.text.trim().startsWith(`${top} `)));
    const under = heading ? blocks.find((b) => b.name === null && b.y > heading.y && b.y - heading.y < 3 * heading.size && b !== picked.employee) : undefined;
    if (under) picked.employer = under;
    // No street at all: the one line under the name is a place and its postcode ("Ringaskiddy, Co. Cork, P43 W920").
    const next = heading ? lines[lines.indexOf(heading) + 1] : undefined;
    const place = !under && next && next.cells.length === 1 && next.y - heading!.y < 3 * heading!.size ? cityLine(next.cells[0].text) : null;
    if (place) {
      const { street, city } = splitCity(place.rest);
      if (street.length || city.includes(',')) picked.employer = { name: null, address: { lines: street, city, state: place.state, postal_code: place.postal || null }, y: next!.y, x0: next!.cells[0].x0, label: null };
    }
    // No postcode: the line under the name, lined up with it (left or centred), an address on one line
    // ("Plot 7 Heavy Industrial Area, Tema, Greater Accra" under "... COMPANY LIMITED"), perhaps with
    // the company's box and tax number after it.
    const nameCell = heading?.cells.find((c) => c.text.trim() === top || c.text.trim().startsWith(`${top} `));
    const near = !picked.employer && heading && nameCell && next && next.y - heading.y < 2.5 * heading.size;
    const first = near ? (next.cells.find((c) => linedUp(c, nameCell, next.size)) ?? aloneUnder(next, nameCell)) : undefined;
    // Or the whole line centred under the name, its parts drawn apart ("Plantation Diamond, East Bank
    // Demerara" "|" "TIN 010046763"): one cell.
    const whole = near && !first ? centredLine(next, nameCell) : undefined;
    const own = whole ?? (first && next ? partsRun(next, first) : undefined);
    const address = own ? addressUnderHeading(own.text) : null;
    if (own && address) picked.employer = { name: null, address, y: next!.y, x0: own.x0, label: null };
  }
  // No label said whose the one named address is, and a company's name heads the page while the
  // address is a person's: the address is the employee's (the window of an envelope), the name at the
  // top the employer.
  const personsAddress =
    !labelled && !picked.employee && picked.employer !== null && picked.employer.name !== null && top !== null && isCompanyName(top) && !isCompanyName(picked.employer.name ?? '');
  return personsAddress ? { employer: null, employee: picked.employer } : picked;
}
