import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const TWILIO_SID = `AC${'5f'.repeat(16)}`;
export const TWILIO_TOKEN = 'stand-in-auth-token';
export const TWILIO_SENDER = '+14155552600';

/** One request as received: its form fields parsed. */
export interface ReceivedMessage {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** What to answer a message with: Twilio's 201, an error of its API, anything else, or no answer. */
export type Scripted = { status: number; json?: unknown; text?: string } | 'accept' | 'hang';

export interface TwilioStandIn {
  url: string;
  /** Every message request that passed the checks, in arrival order. */
  received: ReceivedMessage[];
  /** Requests refused by the checks (path, auth, content type, fields), with why. */
  refused: string[];
  /** Answers for the next messages to `to`, in order; once used up, 201. */
  script(to: string, answers: Scripted[]): void;
  close(): Promise<void>;
}

/** Twilio's error body. */
export const twilioErrorBody = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * A loopback server that checks each request as Twilio's Messages API does: the path names the
 * Account SID, HTTP Basic auth with the SID and auth token, a form body with `To`, `Body` and one
 * of `From`/`MessagingServiceSid`. A good request gets 201 `{sid: "SM…", status: "queued", …}`
 * unless a scripted answer says otherwise; a bad one gets Twilio's error for it.
 */
export async function startTwilioStandIn(opts: { accountSid?: string; authToken?: string } = {}): Promise<TwilioStandIn> {
  const accountSid = opts.accountSid ?? TWILIO_SID;
  const authToken = opts.authToken ?? TWILIO_TOKEN;
  const received: ReceivedMessage[] = [];
  const refused: string[] = [];
  const scripts = new Map<string, Scripted[]>();
  const hanging = new Set<http.ServerResponse>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, code: number, message: string) => {
    refused.push(`${code}: ${message}`);
    send(res, status, twilioErrorBody(status, code, message));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return refuse(res, 404, 20404, `The requested resource ${req.url} was not found`);
      }
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return refuse(res, 401, 20003, 'Authenticate');
      if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return refuse(res, 400, 20001, `Unsupported content type ${req.headers['content-type']}`);
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const known = new Set(['To', 'From', 'MessagingServiceSid', 'Body']);
      for (const key of form.keys()) if (!known.has(key)) return refuse(res, 400, 20001, `Unexpected parameter ${key}`);
      const to = form.get('To');
      const body = form.get('Body');
      const from = form.get('From');
      const service = form.get('MessagingServiceSid');
      if (!to) return refuse(res, 400, 21604, "A 'To' phone number is required.");
      if (!/^\+[1-9]\d{1,14}$/.test(to)) return refuse(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!body) return refuse(res, 400, 21602, 'Message body is required.');
      if (!from && !service) return refuse(res, 400, 21603, "A 'From' phone number is required.");
      if (from && service) return refuse(res, 400, 20001, 'Only one of From and MessagingServiceSid may be given.');
      received.push({ to, from, messagingServiceSid: service, body });

      const answer = scripts.get(to)?.shift() ?? 'accept';
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      if (answer === 'accept') {
        return send(res, 201, {
          sid: `SM${crypto.randomBytes(16).toString('hex')}`,
          account_sid: accountSid,
          to,
          from,
          messaging_service_sid: service,
          body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/SM.json`,
        });
      }
      res.writeHead(answer.status, { 'content-type': answer.json !== undefined ? 'application/json' : 'text/html' });
      res.end(answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refused,
    script: (to, answers) => scripts.set(to, [...(scripts.get(to) ?? []), ...answers]),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
