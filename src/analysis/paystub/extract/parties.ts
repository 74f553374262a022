// Employer and employee: name-and-address blocks found from their last line ("Austin, TX 78701"),
// read upwards through the street lines aligned with it to the name. The employer is the block a
// label names so ("Employer:", "Company:"), else the topmost; the employee another block.

import type { Line } from '../../statements/pdf/rows.ts';
import type { PaystubAddress } from '../paystub.types.ts';
import { nameIn } from './values.ts';
import { normalise } from './vocabulary.ts';

export interface PartyBlock {
  name: string;
  address: PaystubAddress;
  y: number;
  /** The label cell to the left of the name, if any ("Employer:"). */
  label: string | null;
}

const CITY_STATE_ZIP = /^(.+?),?\s+([A-Za-z]{2})\.?\s+(\d{5})(?:-\d{4})?$/;
const STREET = /^(\d+[A-Za-z]?\s|p\.?\s?o\.?\s+box\b|suite\b|ste\b|apt\b|unit\b|floor\b|fl\b|#|bldg\b|building\b|room\b)/i;

export function partyBlocks(lines: readonly Line[]): PartyBlock[] {
  const blocks: PartyBlock[] = [];
  lines.forEach((line, li) => {
    for (const cell of line.cells) {
      const m = CITY_STATE_ZIP.exec(cell.text.trim());
      if (!m) continue;
      const street: string[] = [];
      let name: string | null = null;
      let label: string | null = null;
      let nameY = line.y;
      let prevY = line.y;
      for (let i = li - 1; i >= 0 && street.length < 4; i--) {
        const above = lines[i];
        if (prevY - above.y > 1.9 * Math.max(above.size, line.size)) break;
        const c = above.cells.find((x) => Math.abs(x.x0 - cell.x0) < 3);
        if (!c) continue;
        prevY = above.y;
        if (STREET.test(c.text.trim())) {
          street.unshift(c.text.trim());
          continue;
        }
        name = nameIn(c.text);
        nameY = above.y;
        const left = above.cells.filter((x) => x.x1 <= c.x0).pop();
        label = left ? left.text : null;
        break;
      }
      if (!name || street.length === 0) continue;
      blocks.push({
        name,
        address: { lines: street, city: m[1].replace(/,$/, '').trim(), state: m[2].toUpperCase(), postal_code: cell.text.trim().match(/\d{5}(?:-\d{4})?$/)![0] },
        y: nameY,
        label,
      });
    }
  });
  return blocks.sort((a, b) => a.y - b.y);
}

const same = (a: string, b: string) => normalise(a).replace(/[^a-z ]/g, '') === normalise(b).replace(/[^a-z ]/g, '');

export function pickParties(blocks: readonly PartyBlock[], labelled: { employer: string | null; employee: string | null }) {
  const byLabel = (re: RegExp) => blocks.find((b) => b.label !== null && re.test(normalise(b.label)));
  const byName = (name: string | null) => (name ? blocks.find((b) => same(b.name, name)) : undefined);
  const employer = byLabel(/^(employer|company)/) ?? byName(labelled.employer) ?? blocks.find((b) => !labelled.employee || !same(b.name, labelled.employee));
  const employee =
    byLabel(/^employee/) ?? byName(labelled.employee) ?? blocks.find((b) => b !== employer && (!employer || !same(b.name, employer.name)));
  return { employer: employer ?? null, employee: employee ?? null };
}
