import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_HALF, killAll, pollUntil, startWebhookReceiver, type WebhookReceiver } from '../../test/processes.ts';
import { ConflictError, createClient, NotFoundError, PermissionError, UnderwriteError, verifyWebhook, type UnderwriteClient } from '../src/index.ts';
import { startService, type Service } from './service.ts';

/** The SDK's Dealer API against a real `underwrite serve`: cases with a deal, the sandbox bank, the verification and its report. */

let service: Service;
let receiver: WebhookReceiver;
let dealer: UnderwriteClient['dealer'];
let lender: UnderwriteClient;

beforeAll(async () => {
  if (!EMBEDDED_HALF) return;
  receiver = await startWebhookReceiver();
  service = await startService({ webhookUrl: receiver.url });
  dealer = createClient({ baseUrl: service.baseUrl, apiKey: service.account.dealer_key }).dealer;
  lender = createClient({ baseUrl: service.baseUrl, apiKey: service.account.lender_key });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await receiver?.close();
  killAll();
});

async function rejection(promise: Promise<unknown>): Promise<UnderwriteError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UnderwriteError);
  return err as UnderwriteError;
}

describe.runIf(EMBEDDED_HALF)('the Dealer API', () => {
  it('a dealer case with its deal, connected to the sandbox bank, verified, with a report the verify check accepts', async () => {
    const reference_id = `deal-${crypto.randomUUID()}`;
    const created = await dealer.cases.create({
      first_name: 'Maria',
      last_name: 'Garcia',
      reference_id,
      deal: { deal_id: 'DJ-0042', vehicle: '2022 Honda Civic EX', amount_financed: 18450, stated_monthly_income: 4600 },
    });
    expect(created.deal).toMatchObject({ deal_id: 'DJ-0042', amount_financed: 18450 });
    const read = await dealer.cases.get(created.case_id);
    expect(read.status !== 'DELETED' && read.deal?.vehicle).toBe('2022 Honda Civic EX');
    expect((await dealer.cases.list({ reference_id }).toArray()).map((c) => c.case_id)).toEqual([created.case_id]);

    // Each surface sees only its own cases, and a key only its own surface.
    expect(await rejection(lender.cases.get(created.case_id))).toBeInstanceOf(NotFoundError);
    expect(await rejection(lender.dealer.verification(created.case_id))).toBeInstanceOf(PermissionError);

    expect(await rejection(dealer.reportPdf(created.case_id))).toBeInstanceOf(ConflictError);

    const connection = await dealer.sandbox.connectBank(created.case_id, { username: 'user_good' });
    expect(connection.institution_name).toBe('Sandbox Bank');
    const finished = await dealer.modules.waitUntilFinished(created.case_id, 'cash_flow_analysis', { intervalMs: 200 });
    expect(finished.status).toBe('COMPLETED');
    const result = await dealer.modules.result(created.case_id, 'cash_flow_analysis', finished.latest_result_id!, { apiVersion: '2025-09-30' });
    expect(result.data.income.monthly_income).toBe(4658.33);

    const verification = await dealer.verification(created.case_id);
    expect(verification.status).not.toBe('PENDING');
    expect(verification.income).toMatchObject({ monthly_gross: 4658.33, source: 'BANK_DEPOSITS' });
    expect(verification.results).toEqual([{ module_type: 'cash_flow_analysis', result_id: result.result_id }]);

    const report = await dealer.reportPdf(created.case_id);
    expect(Buffer.from(report.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(report.sha256).toBe(crypto.createHash('sha256').update(report.pdf).digest('hex'));
    expect(report.reportId).toMatch(/\S/);

    // The check needs no key: a client without one can make it.
    const anyone = createClient({ baseUrl: service.baseUrl }).dealer;
    expect(await anyone.verifyReport(report.reportId, { sha256: report.sha256 })).toMatchObject({ report_id: report.reportId, valid: true });
    expect(await anyone.verifyReport(report.reportId, { pdf: report.pdf })).toMatchObject({ valid: true });
    const altered = Uint8Array.from(report.pdf);
    altered[altered.length - 10] ^= 1;
    expect(await anyone.verifyReport(report.reportId, { pdf: altered })).toMatchObject({ valid: false });
    expect(await rejection(anyone.cases.list().toArray())).toMatchObject({ message: expect.stringMatching(/API key/) });
  });

  it("lists the dealer's events, marked DEALER and signed, and documents and SMS on the dealer surface", async () => {
    const created = await dealer.cases.create({ first_name: 'Luis', last_name: 'Ortega', reference_id: `deal-${crypto.randomUUID()}`, phone_number: '+14155552671' });
    const uploaded = await dealer.documents.upload(created.case_id, { files: [{ data: Buffer.from('Date,Description,Amount\n01/02/2026,ACME PAYROLL,100.00\n'), filename: 'one.csv' }] });
    expect((await dealer.documents.list(created.case_id).toArray()).map((d) => d.document_id)).toEqual([uploaded.documents[0]!.document_id]);
    expect((await dealer.cases.sendSms(created.case_id)).status).toBe('QUEUED');
    await pollUntil('the dealer SMS is sent', async () => (await dealer.cases.messages(created.case_id).toArray())[0]?.status === 'SENT');
    expect((await dealer.cases.cancel(created.case_id)).status).toBe('CANCELLED');

    const events = (await dealer.events.list({ limit: 2 }).toArray()).filter((e) => e.case_id === created.case_id);
    expect(events.map((e) => e.event)).toEqual(['CASE_CREATED', 'MODULE_DOCUMENT_UPLOADED', 'CASE_CANCELLED']);
    expect(events.every((e) => e.surface === 'DEALER')).toBe(true);
    expect((await lender.events.list().toArray()).some((e) => e.case_id === created.case_id)).toBe(false);

    const uploadedEvent = events[1]!;
    await pollUntil('the upload event is delivered', () => receiver.received.some((r) => r.id === uploadedEvent.event_id));
    const delivery = receiver.received.find((r) => r.id === uploadedEvent.event_id)!;
    expect(verifyWebhook(delivery.raw, delivery.headers, service.account.signing_secret)).toEqual(uploadedEvent);
    expect((await dealer.events.get(uploadedEvent.event_id)).event_id).toBe(uploadedEvent.event_id);
    expect((await dealer.events.redeliver(uploadedEvent.event_id)).status).toBe('PENDING');
  });
});
