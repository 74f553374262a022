import type { ApiKeyRow } from '../../accounts/accounts.repo.ts';
import { html } from '../../hosted/html.ts';
import { csrfField, notice, page, when, type Assets, type Viewer } from './layout.ts';

export interface ShownKey {
  heading: string;
  apiKey: string;
  note?: string;
}

function state(k: ApiKeyRow, now: Date): string {
  if (k.revokedAt) return `Revoked ${when(k.revokedAt)}`;
  if (k.expiresAt && k.expiresAt <= now) return `Expired ${when(k.expiresAt)}`;
  if (k.expiresAt) return `Active, ends ${when(k.expiresAt)}`;
  return 'Active';
}

export function keysPage(assets: Assets, viewer: Viewer, keys: ApiKeyRow[], opts: { shown?: ShownKey; error?: string; info?: string } = {}): string {
  const now = new Date();
  const usable = (k: ApiKeyRow) => !k.revokedAt && !(k.expiresAt && k.expiresAt <= now);
  return page(
    { title: 'API keys', assets, viewer, current: '/dashboard/keys' },
    html`<h1>API keys</h1>
${notice('error', opts.error)}${notice('ok', opts.info)}
${opts.shown
  ? html`<section class="card shown" aria-labelledby="shown-heading">
<h2 id="shown-heading">${opts.shown.heading}</h2>
<p>Copy it now: it is shown only this once. The service keeps only its hash.</p>
<p class="secret"><label for="new-key">New API key</label><input id="new-key" class="mono" readonly value="${opts.shown.apiKey}"><button type="button" class="copy" data-copy="new-key">Copy</button></p>
${opts.shown.note ? html`<p>${opts.shown.note}</p>` : ''}
</section>`
  : ''}
<section class="card" aria-labelledby="create-heading">
<h2 id="create-heading">Create a key</h2>
<form method="post" action="/dashboard/keys" class="row">
${csrfField(viewer)}
<label for="client_type">Client type</label>
<select id="client_type" name="client_type"><option value="LENDER">LENDER</option><option value="DEALER">DEALER</option></select>
<button type="submit">Create key</button>
</form>
</section>
<h2>Keys of this account</h2>
<div class="scroll" tabindex="0"><table>
<caption class="sr-only">API keys</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Client type</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th><th scope="col">Actions</th></tr></thead>
<tbody>
${keys.map(
  (k) => html`<tr>
<td><span class="mono">${k.displayPrefix}…</span><br><small class="muted mono">${k.id}</small></td>
<td>${k.clientType}</td><td>${when(k.createdAt)}</td><td>${k.lastUsedAt ? when(k.lastUsedAt) : 'Never'}</td><td>${state(k, now)}</td>
<td>${usable(k)
    ? html`<form method="post" action="/dashboard/keys/${k.id}/rotate" class="inline">${csrfField(viewer)}<button type="submit" class="small" aria-label="Rotate key ${k.displayPrefix}">Rotate</button></form>
<a class="button small danger" href="/dashboard/keys/${k.id}/revoke" aria-label="Revoke key ${k.displayPrefix}">Revoke</a>`
    : ''}</td>
</tr>`,
)}
</tbody></table></div>
<p class="muted">Rotating makes a new key of the same type; the old one keeps working for the overlap shown, then ends.</p>`,
  );
}

export function revokeKeyPage(assets: Assets, viewer: Viewer, key: ApiKeyRow): string {
  return page(
    { title: 'Revoke key', assets, viewer, current: '/dashboard/keys' },
    html`<h1>Revoke key ${key.displayPrefix}…?</h1>
<p>A ${key.clientType} key created ${when(key.createdAt)}. Every request made with it will be refused at once. This cannot be undone.</p>
<form method="post" action="/dashboard/keys/${key.id}/revoke" class="row">
${csrfField(viewer)}
<button type="submit" class="danger">Revoke key</button>
<a class="button secondary" href="/dashboard/keys">Keep it</a>
</form>`,
  );
}
