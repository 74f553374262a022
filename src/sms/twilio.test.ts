import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../db/schema.ts';
import { createHarness, validCase, type Harness, type SeededAccount } from '../../test/harness.ts';
import { startTwilioStandIn, TWILIO_SENDER, TWILIO_SID, TWILIO_TOKEN, twilioErrorBody, type TwilioStandIn } from '../../test/twilio-stand-in.ts';
import { SmsSendError, twilioSmsProvider, type TwilioSettings } from './sms.providers.ts';

let twilio: TwilioStandIn;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
});
afterAll(() => twilio.close());

const settings = (over: Partial<TwilioSettings> = {}): TwilioSettings => ({
  accountSid: TWILIO_SID,
  authToken: TWILIO_TOKEN,
  from: TWILIO_SENDER,
  baseUrl: twilio.url,
  timeoutMs: 2_000,
  ...over,
});

async function sendError(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('the Twilio provider', () => {
  it("posts the form Twilio's Messages API takes and returns the message's sid", async () => {
    const to = '+14155552671';
    const sent = await twilioSmsProvider(settings()).send({ to, body: 'Acme Lending: verify your income here: https://x.example/s/abc Reply STOP to opt out.' });
    expect(sent.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.refused).toEqual([]);
    expect(twilio.received.at(-1)).toEqual({
      to,
      from: TWILIO_SENDER,
      messagingServiceSid: null,
      body: 'Acme Lending: verify your income here: https://x.example/s/abc Reply STOP to opt out.',
    });
  });

  it('sends as a Messaging Service when TWILIO_FROM is an MG sid, and takes a base URL with a trailing slash', async () => {
    const service = `MG${'0c'.repeat(16)}`;
    await twilioSmsProvider(settings({ from: service, baseUrl: `${twilio.url}/` })).send({ to: '+14155552672', body: 'hello' });
    expect(twilio.refused).toEqual([]);
    expect(twilio.received.at(-1)).toMatchObject({ to: '+14155552672', from: null, messagingServiceSid: service });
  });

  it("a 4xx is final, with Twilio's code and message", async () => {
    const to = '+14155552673';
    twilio.script(to, [{ status: 400, json: twilioErrorBody(400, 21211, `The 'To' number ${to} is not a valid phone number.`) }]);
    const err = await sendError(twilioSmsProvider(settings()).send({ to, body: 'hello' }));
    expect(err.message).toBe(`Twilio 21211: The 'To' number ${to} is not a valid phone number.`);
    expect(err.retryable).toBe(false);
  });

  it('wrong credentials are final (20003)', async () => {
    const err = await sendError(twilioSmsProvider(settings({ authToken: 'wrong' })).send({ to: '+14155552671', body: 'hello' }));
    expect(err.message).toBe('Twilio 20003: Authenticate');
    expect(err.retryable).toBe(false);
  });

  it('429 and 5xx may pass on another try; a body that is not JSON is quoted', async () => {
    const to = '+14155552674';
    twilio.script(to, [
      { status: 429, json: twilioErrorBody(429, 20429, 'Too Many Requests') },
      { status: 503, text: '<html>Service   Unavailable</html>' },
      { status: 500 },
    ]);
    const provider = twilioSmsProvider(settings());
    const limited = await sendError(provider.send({ to, body: 'hello' }));
    expect([limited.message, limited.retryable]).toEqual(['Twilio 20429: Too Many Requests', true]);
    const unavailable = await sendError(provider.send({ to, body: 'hello' }));
    expect([unavailable.message, unavailable.retryable]).toEqual(['Twilio HTTP 503: <html>Service Unavailable</html>', true]);
    const empty = await sendError(provider.send({ to, body: 'hello' }));
    expect([empty.message, empty.retryable]).toEqual(['Twilio HTTP 500', true]);
  });

  it('no answer within the timeout may pass on another try', async () => {
    const to = '+14155552675';
    twilio.script(to, ['hang']);
    const err = await sendError(twilioSmsProvider(settings({ timeoutMs: 200 })).send({ to, body: 'hello' }));
    expect(err.message).toBe('Twilio: no answer within 200 ms');
    expect(err.retryable).toBe(true);
  });

  it('a connection refused may pass on another try', async () => {
    const closed = await startTwilioStandIn();
    const url = closed.url;
    await closed.close();
    const err = await sendError(twilioSmsProvider(settings({ baseUrl: url })).send({ to: '+14155552671', body: 'hello' }));
    expect(err.message).toMatch(/^Twilio: .*ECONNREFUSED/);
    expect(err.retryable).toBe(true);
  });
});

describe('SMS through the service with SMS_PROVIDER=twilio', () => {
  let h: Harness;
  let acct: SeededAccount;
  beforeAll(async () => {
    h = await createHarness(
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM: TWILIO_SENDER,
        TWILIO_BASE_URL: twilio.url,
        TWILIO_TIMEOUT_MS: 2_000,
        SMS_RETRY_DELAY_MS: 10,
      },
      { worker: true },
    );
    acct = await h.seedAccount({ name: 'Acme Lending' });
  });
  afterAll(() => h?.close());

  async function sendTo(phone: string) {
    const created = await h.request(acct.lender_key, { method: 'POST', url: '/api/cases', payload: validCase({ phone_number: phone }) });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().case_id as string;
    const res = await h.request(acct.lender_key, { method: 'POST', url: `/api/cases/${caseId}/send-sms` });
    expect(res.statusCode, res.body).toBe(202);
    return { caseId, smsId: res.json().sms_id as string, shortUrl: created.json().short_url as string };
  }

  async function finished(caseId: string, smsId: string) {
    for (let i = 0; i < 300; i++) {
      const res = await h.request(acct.lender_key, { method: 'GET', url: `/api/cases/${caseId}/messages` });
      const message = (res.json().data as { sms_id: string; status: string }[]).find((m) => m.sms_id === smsId);
      if (message && message.status !== 'QUEUED') return message as Record<string, unknown>;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`SMS ${smsId} still QUEUED after 30 s`);
  }

  const providerId = async (smsId: string) => (await h.store.db.select().from(smsMessages).where(eq(smsMessages.id, smsId)))[0].providerMessageId;
  const requestsTo = (to: string) => twilio.received.filter((m) => m.to === to);

  it('texts the short link through Twilio: SENT with the sid Twilio gave', async () => {
    const to = '+14155552676';
    const { caseId, smsId, shortUrl } = await sendTo(to);
    const message = await finished(caseId, smsId);
    expect(message).toMatchObject({ to, status: 'SENT', provider: 'twilio', attempts: 1, error: null, sent_at: expect.any(String) });
    expect(message.body).toBe(`Acme Lending: verify your income for your application here: ${shortUrl} Reply STOP to opt out.`);
    expect(requestsTo(to)).toEqual([{ to, from: TWILIO_SENDER, messagingServiceSid: null, body: message.body }]);
    expect(await providerId(smsId)).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("Twilio's 21211 fails the message at once with Twilio's message", async () => {
    const to = '+14155552677';
    twilio.script(to, [{ status: 400, json: twilioErrorBody(400, 21211, `The 'To' number ${to} is not a valid phone number.`) }]);
    const { caseId, smsId } = await sendTo(to);
    const message = await finished(caseId, smsId);
    expect(message).toMatchObject({ status: 'FAILED', attempts: 1, sent_at: null, error: `Twilio 21211: The 'To' number ${to} is not a valid phone number.` });
    expect(requestsTo(to)).toHaveLength(1);
    expect(await providerId(smsId)).toBeNull();
  });

  it('500 twice then 201: SENT after three attempts', async () => {
    const to = '+14155552678';
    twilio.script(to, [
      { status: 500, json: twilioErrorBody(500, 20500, 'Internal Server Error') },
      { status: 500, json: twilioErrorBody(500, 20500, 'Internal Server Error') },
    ]);
    const { caseId, smsId } = await sendTo(to);
    const message = await finished(caseId, smsId);
    expect(message).toMatchObject({ status: 'SENT', attempts: 3, error: null, sent_at: expect.any(String) });
    expect(requestsTo(to)).toHaveLength(3);
  });

  it('a failure on every attempt: FAILED after the third, with the last error', async () => {
    const to = '+14155552679';
    twilio.script(to, [
      { status: 429, json: twilioErrorBody(429, 20429, 'Too Many Requests') },
      { status: 502, text: 'Bad Gateway' },
      { status: 503, json: twilioErrorBody(503, 20503, 'Service Unavailable') },
    ]);
    const { caseId, smsId } = await sendTo(to);
    const message = await finished(caseId, smsId);
    expect(message).toMatchObject({ status: 'FAILED', attempts: 3, sent_at: null, error: 'Twilio 20503: Service Unavailable' });
    expect(requestsTo(to)).toHaveLength(3);
  });
});
