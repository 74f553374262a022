import { html } from '../../hosted/html.ts';
import type { AuditRow } from '../audit.repo.ts';
import type { UserRow } from '../users.repo.ts';
import { csrfField, notice, page, when, type Assets, type Viewer } from './layout.ts';

export interface ShownLink {
  email: string;
  url: string;
  expiresAt: string;
}

export function teamPage(assets: Assets, viewer: Viewer, users: UserRow[], opts: { link?: ShownLink; error?: string; email?: string } = {}): string {
  return page(
    { title: 'Team', assets, viewer, current: '/dashboard/team' },
    html`<h1>Team</h1>
${notice('error', opts.error)}
${opts.link
  ? html`<section class="card" aria-labelledby="link-heading"><h2 id="link-heading">Sign-in link for ${opts.link.email}</h2>
<p>Pass it on yourself: no email is sent. It sets a password once, until ${when(new Date(opts.link.expiresAt))}.</p>
<p class="secret"><label for="sign-in-link">Sign-in link</label><input id="sign-in-link" class="mono" readonly value="${opts.link.url}"><button type="button" class="copy" data-copy="sign-in-link">Copy</button></p></section>`
  : ''}
<section class="card" aria-labelledby="invite-heading">
<h2 id="invite-heading">Invite a teammate</h2>
<form method="post" action="/dashboard/team" class="filters">
${csrfField(viewer)}
<div><label for="invite-email">Email</label><input id="invite-email" name="email" type="email" required value="${opts.email ?? ''}"></div>
<div><label for="invite-role">Role</label><select id="invite-role" name="role"><option value="analyst">analyst</option><option value="admin">admin</option></select></div>
<div><button type="submit">Invite</button></div>
</form>
<p class="muted small">Analysts see cases, results and events; admins also manage keys, webhooks and people.</p>
</section>
<div class="scroll" tabindex="0"><table><caption>People of ${viewer.accountName}</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Added</th><th scope="col">Password</th><th scope="col">Actions</th></tr></thead>
<tbody>${users.map(
      (u) => html`<tr><td>${u.email}</td><td>${u.role}</td><td>${when(u.createdAt)}</td><td>${u.passwordChangedAt ? `set ${when(u.passwordChangedAt)}` : 'not set yet'}</td>
<td><form method="post" action="/dashboard/team/${u.id}/link" class="inline">${csrfField(viewer)}<button type="submit" class="small" aria-label="New sign-in link for ${u.email}">New sign-in link</button></form></td></tr>`,
    )}</tbody></table></div>`,
  );
}

export function auditPage(assets: Assets, viewer: Viewer, rows: AuditRow[], next: string | null): string {
  return page(
    { title: 'Audit log', assets, viewer, current: '/dashboard/audit' },
    html`<h1>Audit log</h1>
<p class="muted">Every change to keys, the webhook, people and cases, made here, with the CLI, or with an API key.</p>
${rows.length === 0
  ? html`<p>Nothing yet.</p>`
  : html`<div class="scroll" tabindex="0"><table><caption class="sr-only">Audit log, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">From</th><th scope="col">What</th><th scope="col">Details</th></tr></thead>
<tbody>${rows.map(
      (r) => html`<tr><td>${when(r.createdAt)}</td><td>${r.actorLabel ?? r.actorType}${r.actorId ? html`<br><small class="mono muted">${r.actorId}</small>` : ''}</td><td>${r.ip ?? '—'}</td>
<td class="mono">${r.action}</td><td class="mono small">${Object.entries(r.details).map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ')}</td></tr>`,
    )}</tbody></table></div>`}
${next ? html`<p><a class="button secondary" href="/dashboard/audit?cursor=${next}">Older entries</a></p>` : ''}`,
  );
}
