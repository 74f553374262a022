import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaystubCorpus, type PaystubCorpusItem } from '../../eval/paystubs/generate.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { pollUntil, startWebhookReceiver, type WebhookReceiver } from '../../test/processes.ts';
import { verifyWebhook } from '../webhooks/signature.ts';
import { paystubAnalyzer } from '../modules/paystub/paystub.analyzer.ts';

// The dealer journey through HTTP with the worker and the real parsers: a dealer case with its deal,
// a generated paystub and a CSV statement written here whose payroll deposits are (or are not) the
// paystub's net pay on its pay dates, both modules run, then GET .../verification.

let h: Harness;
let acct: SeededAccount;
let rx: WebhookReceiver;
const defaultAccount = () => acct;
let stub: PaystubCorpusItem;
/** The paystub module judges "recent employment" against its analysis date: a few days after the stub's pay date. */
let analysisDate = '2025-01-01';

beforeAll(async () => {
  h = await createHarness(
    {},
    {
      worker: true,
      analyzers: {
        paystub: (ctx) => paystubAnalyzer({ db: h.store.db, blobs: h.documents.blobs, parser: h.documents.parser, now: () => new Date(`${analysisDate}T12:00:00Z`) })(ctx),
      },
    },
  );
  acct = await h.seedAccount();
  const corpus = await generatePaystubCorpus({ seed: 5, perLayout: 4, layouts: ['two-column'] });
  stub = corpus.find((c) => c.truth.frequency === 'BIWEEKLY')!;
  analysisDate = addDays(stub.truth.fields.pay_date!, 3);
  rx = await startWebhookReceiver();
});
afterAll(async () => {
  await rx?.close();
  await h?.close();
});

const D = '/api/dealer/cases';
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const units = (cents: number) => (cents / 100).toFixed(2);
const f = () => stub.truth.fields;
/** The paystub module's monthly gross for a biweekly stub: gross x 26 / 12. */
const monthlyGross = () => Math.round(((f().gross_cents! * 26) / 12)) / 100;

/**
 * Twelve weeks of a checking account ending a week after the stub's pay date: the employer's payroll
 * every two weeks on the pay dates (the last one the stub's), weekly groceries and a monthly rent,
 * with running balances. `lastDeposit` replaces the amount deposited on the stub's pay date.
 */
function statementRows(opts: { lastDepositCents?: number } = {}): Array<[string, string, number]> {
  const payDate = f().pay_date!;
  const employer = f().employer_name!.toUpperCase().replace(/[.,]/g, '');
  const rows: Array<[string, string, number]> = [];
  for (let k = 5; k >= 0; k--) {
    const amount = k === 0 ? (opts.lastDepositCents ?? f().net_cents!) : f().net_cents!;
    rows.push([addDays(payDate, -14 * k), `${employer} PAYROLL PPD ID 4455`, amount]);
  }
  for (let d = -75; d <= 7; d += 7) rows.push([addDays(payDate, d + 2), 'GROCERY MART #12', -12_345]);
  for (const d of [-60, -30, 0]) rows.push([addDays(payDate, d + 1), 'OAKWOOD APTS RENT', -95_000]);
  return rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function statementCsv(opts: { lastDepositCents?: number } = {}): string {
  const rows = statementRows(opts);
  let balance = 250_000;
  const lines = ['Date,Description,Amount,Balance'];
  for (const [date, description, cents] of rows) {
    balance += cents;
    lines.push(`${date},${description},${units(cents)},${units(balance)}`);
  }
  return lines.join('\n');
}

/** A case for the stub's employee, on the dealer surface unless told. */
async function newCase(o: { deal?: Record<string, unknown>; surface?: 'DEALER' | 'LENDER'; docFraud?: boolean; account?: SeededAccount } = {}) {
  const acct = o.account ?? defaultAccount();
  const names = f().employee_name!.split(' ');
  const lender = o.surface === 'LENDER';
  const body = validCase({
    first_name: names[0],
    last_name: names[names.length - 1],
    ...(o.deal ? { deal: o.deal } : {}),
    ...(o.docFraud ? { module_data: { paystub: { products: ['DOC_FRAUD'] }, cash_flow_analysis: { products: ['DOC_FRAUD'] } } } : {}),
  });
  const r = await h.request(lender ? acct.lender_key : acct.dealer_key, { method: 'POST', url: lender ? '/api/cases' : D, payload: body });
  expect(r.statusCode, r.body).toBe(201);
  const caseId = r.json().case_id as string;
  const key = lender ? acct.lender_key : acct.dealer_key;
  const base = `${lender ? '/api/cases' : D}/${caseId}`;
  return {
    caseId,
    async upload(module: string, category: string, filename: string, content: Buffer | string) {
      const form = multipart([
        { name: 'module_type', value: module },
        { name: 'document_category', value: category },
        { name: 'files', filename, content },
      ]);
      const res = await h.request(key, { method: 'POST', url: `${base}/documents`, payload: form.payload, headers: form.headers });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().documents[0].document_id as string;
    },
    async run(module: string) {
      const started = await h.request(key, { method: 'POST', url: `${base}/modules/${module}/run` });
      expect(started.statusCode, started.body).toBe(202);
      for (let i = 0; i < 600; i++) {
        const status = (await h.request(key, { method: 'GET', url: `${base}/modules/${module}` })).json();
        if (status.status !== 'ANALYZING') {
          expect(status.status, JSON.stringify(status.executions[0])).toBe('COMPLETED');
          const result = await h.request(key, { method: 'GET', url: `${base}/modules/${module}/analysis/${status.latest_result_id}` });
          return { result_id: status.latest_result_id as string, data: result.json().data };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${module} of ${caseId} did not finish in 60 s`);
    },
    key,
    base,
    async waitFor(module: string, status: string) {
      await pollUntil(`${module} ${status}`, async () => (await h.request(key, { method: 'GET', url: `${base}/modules/${module}` })).json().status === status, 60_000, 100);
    },
    async verification() {
      const res = await h.request(key, { method: 'GET', url: `${base}/verification` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

async function uploadBoth(c: Awaited<ReturnType<typeof newCase>>, csv = statementCsv()) {
  const paystubDoc = await c.upload('paystub', 'paystub', 'paystub.pdf', Buffer.from(stub.bytes));
  await c.upload('cash_flow_analysis', 'bank_statement', 'checking.csv', csv);
  return paystubDoc;
}

const openCodes = (v: { stipulations: Array<{ code: string; status: string }> }) => v.stipulations.filter((s) => s.status === 'OPEN').map((s) => s.code);

describe('the dealer journey', () => {
  it('deposits that match the paystub (DOC_FRAUD on): VERIFIED, with every check listed as satisfied', async () => {
    const c = await newCase({
      docFraud: true,
      deal: { deal_id: 'DJ-1001', vehicle: '2021 Toyota Camry SE', amount_financed: 21_500, stated_monthly_income: Math.round(monthlyGross() * 1.05) },
    });
    const paystubDoc = await uploadBoth(c);
    const paystub = await c.run('paystub');
    const cashFlow = await c.run('cash_flow_analysis');
    expect(paystub.data.employment.status).toBe('VERIFIED');
    expect(cashFlow.data.income.streams).toContainEqual(expect.objectContaining({ category: 'PAYROLL' }));

    const v = await c.verification();
    expect(v.status).toBe('VERIFIED');
    expect(openCodes(v)).toEqual([]);
    const gross = f().gross_cents! / 100;
    expect(v.income).toEqual({
      monthly_gross: monthlyGross(),
      annual_gross: paystub.data.income.annual_gross,
      source: 'PAYSTUB',
      derivation: `Biweekly gross pay of $${gross.toLocaleString('en-US', { minimumFractionDigits: 2 })} from ${paystub.data.employment.employer_name}'s paystub dated ${f().pay_date} × 26 / 12 = $${monthlyGross().toLocaleString('en-US', { minimumFractionDigits: 2 })} a month.`,
    });
    expect(v.employer_name).toBe(paystub.data.employment.employer_name);
    expect(v.identity).toMatchObject({ name_match: 'MATCH' });
    expect(v.fraud).toEqual({ risk: 'LOW', signals: [] });
    expect(v.reconciliation.paystub_deposits).toEqual([
      {
        document_id: paystubDoc,
        pay_date: f().pay_date,
        net_pay: f().net_cents! / 100,
        deposit: { transaction_id: expect.any(String), date: f().pay_date, amount: f().net_cents! / 100, description: expect.stringContaining('PAYROLL PPD') },
      },
    ]);
    expect(v.reconciliation.employer_in_deposits).toBe(true);
    expect(v.reconciliation.stated_monthly_income).toBe(Math.round(monthlyGross() * 1.05));
    expect(v.stipulations.map((s: { code: string; status: string }) => `${s.code}:${s.status}`)).toEqual([
      'PAYSTUB_DEPOSIT_MISMATCH:SATISFIED',
      'EMPLOYER_NOT_IN_DEPOSITS:SATISFIED',
      'STATED_INCOME_MISMATCH:SATISFIED',
      'IDENTITY_MISMATCH:SATISFIED',
      'FRAUD_REVIEW:SATISFIED',
      'EMPLOYMENT_UNVERIFIED:SATISFIED',
    ]);
    expect(v.monthly).toEqual(cashFlow.data.monthly.map((m: { month: string; inflow: number; outflow: number }) => ({ month: m.month, inflow: m.inflow, outflow: m.outflow })));
    expect(v.results).toEqual([
      { module_type: 'paystub', result_id: paystub.result_id },
      { module_type: 'cash_flow_analysis', result_id: cashFlow.result_id },
    ]);
  });

  it('the pay-date deposit short by more than 1%: NEEDS_REVIEW with PAYSTUB_DEPOSIT_MISMATCH naming the pay date and amount', async () => {
    const c = await newCase({ deal: { deal_id: 'DJ-1002' } });
    await uploadBoth(c, statementCsv({ lastDepositCents: f().net_cents! - 15_000 }));
    await c.run('paystub');
    await c.run('cash_flow_analysis');
    const v = await c.verification();
    expect(v.status).toBe('NEEDS_REVIEW');
    expect(openCodes(v)).toEqual(['PAYSTUB_DEPOSIT_MISMATCH']);
    const net = (f().net_cents! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(v.stipulations.find((s: { status: string }) => s.status === 'OPEN').description).toBe(
      `No deposit within 1% of the net pay of $${net} arrived within 3 business days of the pay date ${f().pay_date}.`,
    );
    expect(v.reconciliation.paystub_deposits[0].deposit).toBeNull();
    // The employer still names the other payroll deposits.
    expect(v.reconciliation.employer_in_deposits).toBe(true);
  });

  it('a stated income 30% above the verified gross: STATED_INCOME_MISMATCH with both figures', async () => {
    const stated = Math.round(monthlyGross() * 1.3 * 100) / 100;
    const c = await newCase({ deal: { deal_id: 'DJ-1003', stated_monthly_income: stated } });
    await uploadBoth(c);
    await c.run('paystub');
    await c.run('cash_flow_analysis');
    const v = await c.verification();
    expect(v.status).toBe('NEEDS_REVIEW');
    expect(openCodes(v)).toEqual(['STATED_INCOME_MISMATCH']);
    expect(v.reconciliation).toMatchObject({ stated_monthly_income: stated, stated_difference_pct: -23.1 });
    const fmt = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(v.stipulations.find((s: { status: string }) => s.status === 'OPEN').description).toContain(
      `The stated monthly income of ${fmt(stated)} and the verified gross of ${fmt(monthlyGross())} are 23.1% apart`,
    );
  });

  it('only the paystub analysed: income from the paystub, bank data asked for, nothing reconciled yet', async () => {
    const c = await newCase({ deal: { stated_monthly_income: monthlyGross() } });
    await c.upload('paystub', 'paystub', 'paystub.pdf', Buffer.from(stub.bytes));
    const paystub = await c.run('paystub');
    const v = await c.verification();
    expect(v).toMatchObject({
      status: 'NEEDS_REVIEW',
      income: { monthly_gross: monthlyGross(), source: 'PAYSTUB' },
      identity: { name_match: 'MATCH' },
      reconciliation: { paystub_deposits: [], employer_in_deposits: null, stated_monthly_income: monthlyGross(), stated_difference_pct: 0 },
      monthly: [],
      results: [{ module_type: 'paystub', result_id: paystub.result_id }],
    });
    expect(openCodes(v)).toEqual(['CONNECT_BANK_OR_STATEMENTS']);
  });

  it('a lender case with only bank data: the same summary at /api/cases/{id}/verification, from net deposits', async () => {
    const c = await newCase({ surface: 'LENDER' });
    await c.upload('cash_flow_analysis', 'bank_statement', 'checking.csv', statementCsv());
    const cashFlow = await c.run('cash_flow_analysis');
    const v = await c.verification();
    expect(v).toMatchObject({
      status: 'NEEDS_REVIEW',
      income: { monthly_gross: cashFlow.data.income.monthly_income, annual_gross: cashFlow.data.income.annual_income, source: 'BANK_DEPOSITS' },
      employer_name: null,
      identity: null,
      reconciliation: { stated_monthly_income: null },
      results: [{ module_type: 'cash_flow_analysis', result_id: cashFlow.result_id }],
    });
    expect(v.income.derivation).toMatch(/^Net deposits of .* This is pay as deposited, after taxes and deductions, not gross income\.$/);
    expect(openCodes(v)).toEqual(['PROVIDE_PAYSTUB']);
  });
});

describe('the dealer journey end to end', () => {
  it('create, a sandbox connection that runs by itself, a paystub, signed webhooks, VERIFIED, the report and its verification', async () => {
    const dealer = await h.seedAccount({ name: 'Harbor Auto', webhookUrl: rx.url });
    const c = await newCase({ account: dealer, deal: { deal_id: 'DJ-2001', vehicle: '2022 Honda Civic', amount_financed: 18_900, stated_monthly_income: monthlyGross() } });
    const paystubDoc = await c.upload('paystub', 'paystub', 'paystub.pdf', Buffer.from(stub.bytes));
    await c.run('paystub');

    // The bank history of the statement above, as a sandbox custom user (Plaid's sign: money out positive).
    const custom_user = {
      override_accounts: [
        {
          type: 'depository',
          subtype: 'checking',
          starting_balance: 2_500,
          meta: { name: 'Everyday Checking', mask: '4321' },
          transactions: statementRows().map(([date, description, cents]) => ({ date_posted: date, amount: -cents / 100, description })),
        },
      ],
    };
    const connected = await h.request(c.key, { method: 'POST', url: `/api/dealer/sandbox/cases/${c.caseId}/bank-connection`, payload: { custom_user } });
    expect(connected.statusCode, connected.body).toBe(201);
    expect(connected.json().transactions_imported).toBe(statementRows().length);
    // Nobody asks for the run: the connection starts it.
    await c.waitFor('cash_flow_analysis', 'COMPLETED');

    const v = await c.verification();
    expect(v.status).toBe('VERIFIED');
    expect(openCodes(v)).toEqual([]);
    expect(v.reconciliation.paystub_deposits).toEqual([
      expect.objectContaining({ document_id: paystubDoc, pay_date: f().pay_date, deposit: expect.objectContaining({ date: f().pay_date, amount: f().net_cents! / 100 }) }),
    ]);
    expect(v.reconciliation).toMatchObject({ employer_in_deposits: true, stated_monthly_income: monthlyGross(), stated_difference_pct: 0 });

    // Every event of the case reached the dealer's receiver, signed with the dealer's secret.
    const expected = ['CASE_CREATED', 'MODULE_DOCUMENT_UPLOADED', 'MODULE_COMPLETED', 'MODULE_CONNECTED', 'MODULE_COMPLETED'];
    const mine = () => rx.received.filter((r) => r.body?.case_id === c.caseId);
    await pollUntil('the journey\'s webhooks', async () => mine().length >= expected.length, 30_000, 50);
    const events = (await h.request(c.key, { method: 'GET', url: '/api/dealer/events?limit=200' })).json().data.filter((e: { case_id: string }) => e.case_id === c.caseId);
    expect(events.map((e: { event: string }) => e.event)).toEqual(expected);
    expect(new Set(mine().map((r) => r.id))).toEqual(new Set(events.map((e: { event_id: string }) => e.event_id)));
    for (const r of mine()) {
      expect(verifyWebhook(r.raw, r.headers, dealer.signing_secret)).toBe(true);
      expect(r.body.surface).toBe('DEALER');
    }

    const report = await h.request(c.key, { method: 'GET', url: `${c.base}/report/pdf` });
    expect(report.statusCode, report.body).toBe(200);
    const sha = crypto.createHash('sha256').update(report.rawPayload).digest('hex');
    expect(report.headers['report-sha256']).toBe(sha);
    const check = await h.request(null, { method: 'GET', url: `/api/dealer/reports/${report.headers['report-id']}/verify?sha256=${sha}` });
    expect(check.json()).toMatchObject({ valid: true });
  });
});
