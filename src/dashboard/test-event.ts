import crypto from 'node:crypto';
import type { AccountRow } from '../accounts/accounts.repo.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { signatureHeaders } from '../webhooks/signature.ts';
import { postWebhook, type AttemptOutcome } from '../webhooks/webhook-client.ts';
import type { WebhookSettings } from './dashboard-context.ts';

/**
 * A `TEST` event to the account's endpoint, signed and sent exactly as deliveries are (both
 * signature schemes, every secret still in its overlap, the endpoint policy, the timeout). It is
 * not written to the event log: it is no change of any case.
 */
export async function sendTestEvent(account: AccountRow, box: SecretBox, settings: WebhookSettings, now = new Date()): Promise<{ event_id: string; outcome: AttemptOutcome }> {
  if (!account.webhookUrl) throw new Error('the account has no webhook URL');
  const eventId = crypto.randomUUID();
  const payload = {
    event_id: eventId,
    webhook_type: 'CASE',
    event: 'TEST',
    case_id: null,
    reference_id: null,
    environment: account.environment,
    created_at: now.toISOString(),
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  const secrets = [box.open(account.signingSecretSealed)];
  if (account.previousSigningSecretSealed && account.previousSecretExpiresAt && account.previousSecretExpiresAt > now) secrets.push(box.open(account.previousSigningSecretSealed));
  const headers = signatureHeaders(body, eventId, Math.floor(now.getTime() / 1000), secrets);
  const outcome = await postWebhook(account.webhookUrl, body, headers, {
    timeoutMs: settings.timeoutMs,
    policy: { environment: account.environment, allowLocal: settings.sandboxAllowLocal, allowPrivate: settings.sandboxAllowPrivate },
  });
  return { event_id: eventId, outcome };
}
