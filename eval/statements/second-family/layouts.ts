// A second family of statement layouts, made differently from the first: HTML pages printed to
// PDF by Chromium (system fonts, the browser's own glyph spacing and text encoding, tables laid
// out by CSS, descriptions wrapped by the browser). Each layout turns one generated history into
// HTML; the truth is the history itself. Layouts under `locked` are scored only at the end, never
// looked at while the parsers are tuned.
import { mulberry32, seedOf } from '../../prng.ts';
import type { StatementTruth, TruthTransaction } from '../types.ts';

export interface Row {
  /** YYYY-MM-DD */
  date: string;
  description: string;
  amountCents: number;
  balanceCents: number;
  /** A check's number (section layouts print checks apart). */
  check?: string;
}

export interface History {
  bank: string;
  accountName: string;
  accountNumber: string;
  start: string;
  end: string;
  openingCents: number;
  rows: Row[];
}

export interface SecondFamilyLayout {
  name: string;
  locked: boolean;
  currency: string;
  /** Descriptions as they print (the truth joins wrapped lines with one space). */
  history(seed: number): History;
  html(h: History): string;
  /** The truth's description of a row, as the layout prints it. */
  truthDescription?(row: Row): string;
}

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const parse = (d: string) => Date.parse(`${d}T00:00:00Z`);

const PAYERS = ['ACME LOGISTICS LTD', 'NORTHWIND TRADING', 'CONTOSO HEALTH', 'FABRIKAM STUDIOS'];
const SHOPS = [
  'TESCO STORES 2231',
  'SAINSBURYS S/MKT',
  'AMAZON MARKETPLACE',
  'SHELL PETROL STATION 0042',
  'COSTA COFFEE HIGH STREET',
  'BOOTS THE CHEMIST',
  'TFL TRAVEL CHARGE',
  'WAITROSE 114',
  'CITY COUNCIL PARKING',
  'ROYAL MAIL POST OFFICE',
];
const LONG = [
  'STANDING ORDER TO MR J SMITH REF RENT FLAT 2 QUEENS ROAD MONTHLY PAYMENT',
  'DIRECT DEBIT BRITISH GAS SERVICES LIMITED REFERENCE 8812 4471 0093 ENERGY ACCOUNT',
  'FASTER PAYMENT RECEIVED FROM SAVINGS ACCOUNT TRANSFER FOR HOLIDAY FUND REFERENCE HOL25',
];

/** A month of rows between start and end: salary, card spending, bills, some wrapped descriptions. */
export function makeHistory(seed: number, opts: { bank: string; accountName: string; start: string; days: number; rows: number; checks?: boolean; long?: boolean }): History {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const start = parse(opts.start);
  const end = start + (opts.days - 1) * DAY;
  let balance = 150_000 + Math.floor(rnd() * 400_000);
  const openingCents = balance;
  const rows: Row[] = [];
  let checkNo = 1001 + Math.floor(rnd() * 500);
  for (let k = 0; k < opts.rows; k++) {
    const day = start + Math.floor(((k + rnd() * 0.9) / opts.rows) * (opts.days - 1)) * DAY;
    const kind = rnd();
    let description: string;
    let amountCents: number;
    let check: string | undefined;
    if (k % 9 === 0) {
      description = `SALARY ${pick(PAYERS)}`;
      amountCents = 180_000 + Math.floor(rnd() * 120_000);
    } else if (opts.checks && kind < 0.18) {
      check = String(checkNo++);
      description = `Check ${check}`;
      amountCents = -(5_000 + Math.floor(rnd() * 90_000));
    } else if (opts.long && kind < 0.3) {
      description = pick(LONG);
      amountCents = rnd() < 0.3 ? 20_000 + Math.floor(rnd() * 50_000) : -(3_000 + Math.floor(rnd() * 80_000));
    } else if (kind < 0.38) {
      description = `REFUND ${pick(SHOPS)}`;
      amountCents = 500 + Math.floor(rnd() * 6_000);
    } else {
      description = `CARD PAYMENT ${pick(SHOPS)}`;
      amountCents = -(150 + Math.floor(rnd() * 15_000));
    }
    balance += amountCents;
    rows.push({ date: iso(Math.min(day, end)), description, amountCents, balanceCents: balance, check });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  // Balances follow the rows in date order.
  let b = openingCents;
  for (const r of rows) r.balanceCents = b += r.amountCents;
  const digits = String(10_000_000 + Math.floor(rnd() * 89_999_999));
  return { bank: opts.bank, accountName: opts.accountName, accountNumber: digits, start: opts.start, end: iso(end), openingCents, rows };
}

export function truthOf(h: History, layout: SecondFamilyLayout): StatementTruth {
  const transactions: TruthTransaction[] = h.rows.map((r) => ({
    date: r.date,
    description: layout.truthDescription ? layout.truthDescription(r) : r.description,
    amountCents: r.amountCents,
    page: null,
  }));
  const closing = h.rows.length ? h.rows[h.rows.length - 1].balanceCents : h.openingCents;
  return {
    accounts: [
      {
        mask: h.accountNumber.slice(-4),
        name: null,
        openingBalanceCents: h.openingCents,
        closingBalanceCents: closing,
        transactions,
        expectStatus: 'RECONCILED',
      },
    ],
    expectReconciled: true,
    expectStatus: 'RECONCILED',
  };
}

export const itemSeed = (layout: string, n: number) => seedOf(`second-family:${layout}:${n}`);
