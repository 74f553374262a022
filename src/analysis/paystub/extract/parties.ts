// Employer and employee: name-and-address blocks found from their last line ("Austin, TX 78701"),
// read upwards through the street lines aligned with it (left, right or centred) to the name, past
// lines of ids and masked numbers. A block is the employer's or the employee's by the label beside its
// name or the heading above it ("Company", "Employee Info", "Pay to the order of"), by the name a label
// gave, else by position: the topmost block is the employer's.

import type { Cell, Line } from '../../statements/pdf/rows.ts';
import type { PaystubAddress } from '../paystub.types.ts';
import { nameIn } from './values.ts';
import { columnOf, compact, isAnyLabel, labelHits, sectionOf } from './vocabulary.ts';

export interface PartyBlock {
  name: string;
  address: PaystubAddress;
  y: number;
  x0: number;
  /** The label beside the name or the heading above it, if any ("Employer:", "Employee Info"). */
  label: string | null;
}

const CITY_STATE_ZIP = /^(.+?),?\s+([A-Za-z]{2})\.?,?\s+(\d{5})(?:-\d{4})?$/;
const STREET = /^(\d+[A-Za-z]?\s|p\.?\s?o\.?\s+box\b|suite\b|ste\b|apt\b|unit\b|floor\b|fl\b|#|bldg\b|building\b|room\b)/i;
/** A street and its city in one cell: "7750 Elm St Raleigh, NC" -> "7750 Elm St" and "Raleigh". */
const STREET_THEN_CITY =
  /^(\d+[A-Za-z]?\s.*?\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|pkwy|parkway|ct|court|pl|place|hwy|highway|cir|circle|ter|terrace|trl|trail)\.?(?:\s+(?:suite|ste|apt|unit|#)\s*\S+)?),?\s+(.+)$/i;
/** Lines inside a block that are neither street nor name: ids, masked numbers. */
const ID_LINE = /^(x{2,}|\*{2,}|[x*\d]{3}-[x*\d]{2}-[x*\d]{2,4}$|ssn\b|employee\s*(id|#|no|number)|id\b|emp\s*(id|#|no))/i;
/** Words that are never a name standing alone. */
const NOT_NAME = /^(tax|taxes|id|number|no|status|type|info|information|earnings|deductions|address|signature|copy|advice|statement|details|summary|stub|check|voucher|deposit|pay|period|date|amount|current|total|department|dept|location|title|position|memo|non|negotiable|void)$/i;

/** A person's or company's name, not a label, a heading or a word of the form. */
export function partyName(text: string): string | null {
  const name = nameIn(text);
  if (!name) return null;
  if (isAnyLabel(name) || sectionOf(name) || columnOf(name) || labelHits(name)[0]?.start === 0) return null;
  if (name.split(/\s+/).some((w) => /^(id|ssn|number|no\.?)$/i.test(w))) return null;
  if (name.split(/\s+/).every((w) => NOT_NAME.test(w.replace(/[^A-Za-z]/g, '')))) return null;
  return name;
}

const aligned = (a: Cell, b: Cell) => Math.abs(a.x0 - b.x0) < 3 || Math.abs(a.x1 - b.x1) < 3 || Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) < 3;

/** A mark between the parts of an address printed on one line ("364 River Rd · Suite 815 · Newark"). */
const ADDRESS_SEPARATOR = /\s+[·•|]\s+/;

function splitCity(text: string): { street: string | null; city: string } {
  const parts = text.split(ADDRESS_SEPARATOR);
  if (parts.length > 1 && STREET.test(parts[0])) return { street: parts.slice(0, -1).join(' '), city: parts[parts.length - 1] };
  const m = STREET_THEN_CITY.exec(text);
  return m ? { street: m[1].trim(), city: m[2].trim() } : { street: null, city: text };
}

/** The label of a block: a label cell left of its name, or a heading cell just above it. */
function labelOf(lines: readonly Line[], nameLine: number, name: Cell): string | null {
  const left = lines[nameLine].cells.filter((x) => x.x1 <= name.x0 + 1).pop();
  if (left && labelHits(left.text).length) return left.text;
  const above = lines[nameLine - 1];
  if (above && lines[nameLine].y - above.y < 2.2 * Math.max(above.size, lines[nameLine].size)) {
    const c = above.cells.find((x) => Math.min(x.x1, name.x1) - Math.max(x.x0, name.x0) > 0 || Math.abs(x.x0 - name.x0) < 4);
    if (c && labelHits(c.text).length && isAnyLabel(c.text)) return c.text;
  }
  return left?.text ?? null;
}

export function partyBlocks(lines: readonly Line[]): PartyBlock[] {
  const blocks: PartyBlock[] = [];
  lines.forEach((line, li) => {
    line.cells.forEach((cell, ci) => {
      const m = CITY_STATE_ZIP.exec(cell.text.trim());
      if (!m) return;
      const street: string[] = [];
      const { street: inline, city } = splitCity(m[1].replace(/,$/, '').trim());
      if (inline) street.push(inline);
      // A street in the cell before the city on the same line ("7750 Elm St", "Raleigh, NC 27697").
      const before = line.cells[ci - 1];
      let anchor: Cell = cell;
      if (!inline && before && STREET.test(before.text.trim()) && cell.x0 - before.x1 < 40) {
        street.push(before.text.trim());
        anchor = { text: '', x0: before.x0, x1: cell.x1 };
      }
      let name: string | null = null;
      let nameCell: Cell | null = null;
      let nameLine = li;
      let prevY = line.y;
      for (let i = li - 1; i >= 0 && street.length < 5; i--) {
        const above = lines[i];
        if (prevY - above.y > 2.1 * Math.max(above.size, line.size)) break;
        const c = above.cells.find((x) => aligned(x, anchor) || aligned(x, cell));
        if (!c) continue;
        prevY = above.y;
        const text = c.text.trim();
        if (ID_LINE.test(text)) continue;
        if (STREET.test(text)) {
          street.unshift(text);
          continue;
        }
        name = partyName(text);
        nameCell = c;
        nameLine = i;
        break;
      }
      if (!name || !nameCell || street.length === 0) return;
      blocks.push({
        name,
        address: { lines: street, city, state: m[2].toUpperCase(), postal_code: cell.text.trim().match(/\d{5}(?:-\d{4})?$/)![0] },
        y: lines[nameLine].y,
        x0: nameCell.x0,
        label: labelOf(lines, nameLine, nameCell),
      });
    });
  });
  return blocks.sort((a, b) => a.y - b.y || a.x0 - b.x0);
}

const same = (a: string, b: string) => compact(a).replace(/[^a-z]/g, '') === compact(b).replace(/[^a-z]/g, '');

const labelKind = (label: string | null): 'employer' | 'employee' | null => {
  if (!label) return null;
  const kinds = labelHits(label).map((h) => h.kind);
  if (kinds.includes('employer')) return 'employer';
  if (kinds.includes('employee')) return 'employee';
  return null;
};

export function pickParties(blocks: readonly PartyBlock[], labelled: { employer: string | null; employee: string | null }) {
  const byLabel = (kind: 'employer' | 'employee') => blocks.find((b) => labelKind(b.label) === kind);
  const byName = (name: string | null) => (name ? blocks.find((b) => same(b.name, name)) : undefined);
  const employer =
    byLabel('employer') ??
    byName(labelled.employer) ??
    blocks.find((b) => labelKind(b.label) !== 'employee' && (!labelled.employee || !same(b.name, labelled.employee)));
  const employee =
    byLabel('employee') ??
    byName(labelled.employee) ??
    blocks.find((b) => b !== employer && labelKind(b.label) !== 'employer' && (!employer || !same(b.name, employer.name)));
  return { employer: employer ?? null, employee: employee ?? null };
}
