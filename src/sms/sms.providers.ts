import crypto from 'node:crypto';
import type { Config } from '../config/config.ts';

export type SmsProviderName = Config['SMS_PROVIDER'];

/** Sends one text message. A failure throws `SmsSendError`, which says whether trying again may help. */
export interface SmsProvider {
  name: SmsProviderName;
  send(message: { to: string; body: string }): Promise<{ providerMessageId: string }>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** True for a failure that may pass on another try (rate limit, server error, network, timeout). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Any error as an `SmsSendError`: an unexpected one is taken as retryable. */
export function asSendError(err: unknown): SmsSendError {
  if (err instanceof SmsSendError) return err;
  return new SmsSendError(err instanceof Error ? err.message : String(err), true);
}

type Log = (level: 'info' | 'warn' | 'error', msg: string) => void;

/**
 * The sandbox provider: writes the message to the service log and succeeds. Nothing leaves the
 * machine; the message is read back with `GET /api/cases/{case_id}/messages`.
 */
export function logSmsProvider(log: Log): SmsProvider {
  return {
    name: 'log',
    async send({ to, body }) {
      const providerMessageId = `log_${crypto.randomUUID()}`;
      // The number and the text stay out of the log (docs/privacy.md): they are read with GET .../messages.
      log('info', `SMS (log provider, not sent) ${providerMessageId} to a number ending ${to.slice(-2)}, ${body.length} characters`);
      return { providerMessageId };
    },
  };
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a Messaging Service SID (`MG...`). */
  from: string;
  baseUrl: string;
  timeoutMs: number;
}

const ERROR_EXCERPT = 300;

/** The error Twilio answers with, `{code, message, more_info, status}`, as one line. */
function twilioError(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return `Twilio ${typeof body.code === 'number' || typeof body.code === 'string' ? body.code : `HTTP ${status}`}: ${body.message}`.slice(0, ERROR_EXCERPT);
    }
  } catch {
    // not JSON: quote the start of the body
  }
  const excerpt = text.replace(/\s+/g, ' ').trim();
  return (excerpt ? `Twilio HTTP ${status}: ${excerpt}` : `Twilio HTTP ${status}`).slice(0, ERROR_EXCERPT);
}

/**
 * Twilio's Messages API: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic
 * auth with the Account SID and auth token, a form body of `To`, `From` (or `MessagingServiceSid`)
 * and `Body`; 201 `{sid, status, ...}`. A 4xx other than 429 is final (a bad number, an
 * unsubscribed recipient: the same request would fail again); 429, 5xx, a network error or no
 * answer within `timeoutMs` may pass on another try.
 */
export function twilioSmsProvider(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = /^MG/.test(settings.from) ? { MessagingServiceSid: settings.from } : { From: settings.from };
  return {
    name: 'twilio',
    async send({ to, body }) {
      let res: Response;
      let text: string;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'underwrite-sms/1' },
          body: new URLSearchParams({ To: to, ...sender, Body: body }).toString(),
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        text = await res.text();
      } catch (err) {
        const e = err as Error & { cause?: { code?: string; message?: string } };
        if (e.name === 'TimeoutError') throw new SmsSendError(`Twilio: no answer within ${settings.timeoutMs} ms`, true);
        const cause = e.cause?.code ?? e.cause?.message;
        throw new SmsSendError(`Twilio: ${e.message}${cause ? ` (${cause})` : ''}`.slice(0, ERROR_EXCERPT), true);
      }
      if (res.status >= 200 && res.status < 300) {
        let sid: unknown;
        try {
          sid = (JSON.parse(text) as { sid?: unknown }).sid;
        } catch {
          sid = undefined;
        }
        // Accepted, but no message id to show: still sent (trying again would send it twice).
        return { providerMessageId: typeof sid === 'string' && sid ? sid : `twilio_unknown_${crypto.randomUUID()}` };
      }
      throw new SmsSendError(twilioError(res.status, text), res.status === 429 || res.status >= 500);
    },
  };
}

export type SmsSettings = Partial<
  Pick<Config, 'SMS_PROVIDER' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_BASE_URL' | 'TWILIO_TIMEOUT_MS'>
>;

/** The provider the settings name (`log` unless told). */
export function smsProviderFrom(config: SmsSettings, log: Log): SmsProvider {
  if ((config.SMS_PROVIDER ?? 'log') === 'log') return logSmsProvider(log);
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter((k) => !config[k]);
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  return twilioSmsProvider({
    accountSid: config.TWILIO_ACCOUNT_SID!,
    authToken: config.TWILIO_AUTH_TOKEN!,
    from: config.TWILIO_FROM!,
    baseUrl: config.TWILIO_BASE_URL ?? 'https://api.twilio.com',
    timeoutMs: config.TWILIO_TIMEOUT_MS ?? 10_000,
  });
}
