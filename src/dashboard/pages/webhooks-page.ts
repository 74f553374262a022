import type { AccountRow } from '../../accounts/accounts.repo.ts';
import { html } from '../../hosted/html.ts';
import { csrfField, notice, page, when, type Assets, type Viewer } from './layout.ts';

export interface WebhooksView {
  account: AccountRow;
  error?: string;
  info?: string;
  /** The last test event's answer. */
  test?: { eventId: string; succeeded: boolean; statusCode: number | null; durationMs: number; error: string | null };
  /** The signing secret, after the password was entered again. */
  secret?: string;
  secretOverlapHours: number;
  urlValue?: string;
  /** Sandbox accounts: the webhook chaos settings (docs/sandbox.md). */
  chaos?: { duplicateRate: number; reorderWindowMs: number; failFirstAttempts: number };
}

export function webhooksPage(assets: Assets, viewer: Viewer, v: WebhooksView): string {
  const a = v.account;
  const production = a.environment === 'production';
  return page(
    { title: 'Webhooks', assets, viewer, current: '/dashboard/webhooks' },
    html`<h1>Webhooks</h1>
${notice('error', v.error)}${notice('ok', v.info)}
<section class="card" aria-labelledby="endpoint-heading">
<h2 id="endpoint-heading">Endpoint</h2>
<form method="post" action="/dashboard/webhooks/url">
${csrfField(viewer)}
<label for="url">Endpoint URL</label>
<input id="url" name="url" type="url" required value="${v.urlValue ?? a.webhookUrl ?? ''}" placeholder="https://example.com/webhooks/underwrite">
<p class="muted">${production ? 'Production endpoints must be https and public.' : 'Sandbox endpoints may be http on this machine (loopback).'}</p>
<button type="submit">Save</button>
</form>
</section>
<section class="card" aria-labelledby="test-heading">
<h2 id="test-heading">Test</h2>
<p>Sends a signed event whose <code>event</code> is <code>TEST</code> to the endpoint, signed like every delivery.</p>
<form method="post" action="/dashboard/webhooks/test">${csrfField(viewer)}<button type="submit"${a.webhookUrl ? '' : html` disabled`}>Send test event</button></form>
${v.test
  ? html`<div role="status" class="notice ${v.test.succeeded ? 'ok' : 'error'}"><p><strong>${v.test.succeeded ? 'Delivered' : 'Not delivered'}</strong>: ${
      v.test.statusCode === null ? v.test.error ?? 'no answer' : `the endpoint answered ${v.test.statusCode}`
    } in ${v.test.durationMs} ms.</p><p class="mono small">event_id ${v.test.eventId}</p></div>`
  : ''}
</section>
<section class="card" aria-labelledby="secret-heading">
<h2 id="secret-heading">Signing secret</h2>
${v.secret
  ? html`<p class="secret"><label for="signing-secret">Signing secret</label><input id="signing-secret" class="mono" readonly value="${v.secret}"><button type="button" class="copy" data-copy="signing-secret">Copy</button></p>`
  : html`<form method="post" action="/dashboard/webhooks/secret">
${csrfField(viewer)}
<input type="text" name="username" autocomplete="username" value="${viewer.email}" hidden>
<label for="reveal-password">Your password</label>
<input id="reveal-password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Reveal signing secret</button>
</form>`}
${a.previousSecretExpiresAt && a.previousSecretExpiresAt > new Date() ? html`<p>The previous secret also signs deliveries until ${when(a.previousSecretExpiresAt)}.</p>` : ''}
<form method="post" action="/dashboard/webhooks/rotate">
${csrfField(viewer)}
<p class="muted">Rotating makes a new secret; the current one keeps signing too (a second signature) for ${v.secretOverlapHours} hours.</p>
<button type="submit">Rotate</button>
</form>
</section>
${v.chaos
  ? html`<section class="card" aria-labelledby="chaos-heading">
<h2 id="chaos-heading">Webhook chaos (sandbox)</h2>
<p>Makes deliveries misbehave on purpose, as production may, so your endpoint meets duplicates, reordering and retries. Each attempt done on purpose is marked on the event's delivery attempts. Failed attempts are retried seconds apart in the sandbox.</p>
<form method="post" action="/dashboard/webhooks/chaos">
${csrfField(viewer)}
<label for="duplicate_rate">Duplicate rate (0 to 1)</label>
<input id="duplicate_rate" name="duplicate_rate" type="number" min="0" max="1" step="0.01" required value="${String(v.chaos.duplicateRate)}">
<label for="reorder_window_ms">Reorder window (milliseconds, 0 to 60000)</label>
<input id="reorder_window_ms" name="reorder_window_ms" type="number" min="0" max="60000" step="1" required value="${String(v.chaos.reorderWindowMs)}">
<label for="fail_first_attempts">Failed first attempts (0 to 2)</label>
<input id="fail_first_attempts" name="fail_first_attempts" type="number" min="0" max="2" step="1" required value="${String(v.chaos.failFirstAttempts)}">
<button type="submit">Save chaos settings</button>
</form>
</section>
`
  : ''}<section class="card" aria-labelledby="allow-heading">
<h2 id="allow-heading">IP allowlist</h2>
${production
  ? html`<form method="post" action="/dashboard/webhooks/allowlist">
${csrfField(viewer)}
<label for="ips">Allowed IP addresses or CIDR ranges, one a line</label>
<textarea id="ips" name="ips" rows="4" class="mono">${a.ipAllowlist.join('\n')}</textarea>
<p class="muted">API requests from anywhere else are refused (403). An empty list refuses every request.</p>
<button type="submit">Save allowlist</button>
</form>`
  : html`<p>Sandbox accounts accept API requests from any address; the allowlist applies to production accounts.</p>`}
</section>`,
  );
}
