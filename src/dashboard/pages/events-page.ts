import type { AttemptRow, EventRow } from '../../events/events.repo.ts';
import { CASE_EVENTS, MODULE_EVENTS } from '../../events/events.repo.ts';
import { html } from '../../hosted/html.ts';
import { answeredMessage } from '../../webhooks/webhook-client.ts';
import { DELIVERY_STATES } from '../events.repo.ts';
import { csrfField, notice, page, when, type Assets, type Viewer } from './layout.ts';

export const EVENT_TYPES = [...CASE_EVENTS, ...MODULE_EVENTS] as readonly string[];

export interface EventItem {
  e: EventRow;
  surface: string;
  referenceId: string;
  attempts: AttemptRow[];
}

const stateBadge = (s: string) => html`<span class="badge${s === 'DELIVERED' ? ' good' : s === 'DROPPED' ? ' bad' : ''}">${s}</span>`;
/** Attempts recorded by earlier versions kept an excerpt of the answer: show the status only. */
const attemptError = (a: AttemptRow) => (a.statusCode !== null && !a.succeeded ? answeredMessage(a.statusCode) : a.error);

function attemptsTable(attempts: AttemptRow[], caption: string) {
  if (attempts.length === 0) return html`<p class="muted small">No delivery attempt.</p>`;
  return html`<div class="scroll" tabindex="0"><table><caption>${caption}</caption>
<thead><tr><th scope="col">Attempt</th><th scope="col">Time</th><th scope="col" class="num">Duration</th><th scope="col">Status</th><th scope="col">Error</th></tr></thead>
<tbody>${attempts.map(
    (a) => html`<tr><td>${a.attempt}</td><td>${when(a.attemptedAt)}</td><td class="num">${a.durationMs} ms</td><td>${a.succeeded ? 'Delivered' : 'Failed'}${a.statusCode !== null ? ` (${a.statusCode})` : ''}${a.chaos ? ` — sandbox chaos: ${a.chaos}` : ''}</td><td>${(attemptError(a) ?? '').slice(0, 200)}</td></tr>`,
  )}</tbody></table></div>`;
}

export function eventsPage(assets: Assets, viewer: Viewer, q: { event: string; state: string }, items: EventItem[], next: string | null, opts: { info?: string; error?: string } = {}): string {
  const nextQuery = next ? new URLSearchParams({ ...q, before: next }).toString() : '';
  return page(
    { title: 'Events', assets, viewer, current: '/dashboard/events' },
    html`<h1>Events and deliveries</h1>
${notice('error', opts.error)}${notice('ok', opts.info)}
<form method="get" action="/dashboard/events" class="card filters" role="search">
<div><label for="event">Event type</label><select id="event" name="event"><option value="">Any</option>${EVENT_TYPES.map((t) => html`<option${t === q.event ? html` selected` : ''}>${t}</option>`)}</select></div>
<div><label for="state">Delivery state</label><select id="state" name="state"><option value="">Any</option>${DELIVERY_STATES.map((t) => html`<option${t === q.state ? html` selected` : ''}>${t}</option>`)}</select></div>
<div><button type="submit">Filter</button></div>
</form>
<form method="post" action="/dashboard/events/redeliver-dropped" class="card row">
${csrfField(viewer)}
<div><label for="since">Dropped since (UTC)</label><input id="since" name="since" type="datetime-local" required></div>
<button type="submit">Redeliver all dropped</button>
</form>
${items.length === 0
  ? html`<p>No events match.</p>`
  : html`<div class="scroll" tabindex="0"><table><caption class="sr-only">Events, newest first</caption>
<thead><tr><th scope="col">#</th><th scope="col">Event</th><th scope="col">Case</th><th scope="col">Created</th><th scope="col">Delivery</th><th scope="col">Attempts</th><th scope="col">Actions</th></tr></thead>
<tbody>${items.map(
      (i) => html`<tr><td>${i.e.accountSeq}</td><td><a href="/dashboard/events/${i.e.id}">${i.e.event}</a></td>
<td>${i.e.caseId ? html`<a href="/dashboard/cases/${i.e.caseId}">${i.referenceId}</a>` : '—'}</td><td>${when(i.e.createdAt)}</td><td>${stateBadge(i.e.deliveryStatus)}</td>
<td>${i.attempts.length === 0 ? '—' : i.attempts.map((a) => html`<div><small>${a.attempt}. ${when(a.attemptedAt)}, ${a.durationMs} ms, ${a.succeeded ? 'ok' : (attemptError(a) ?? 'failed').slice(0, 80)}${a.chaos ? ` (chaos: ${a.chaos})` : ''}</small></div>`)}</td>
<td><form method="post" action="/dashboard/events/${i.e.id}/redeliver" class="inline">${csrfField(viewer)}<button type="submit" class="small" aria-label="Redeliver event ${i.e.accountSeq}">Redeliver</button></form></td></tr>`,
    )}</tbody></table></div>`}
${next ? html`<p><a class="button secondary" href="/dashboard/events?${nextQuery}">Older events</a></p>` : ''}`,
  );
}

export function eventPage(assets: Assets, viewer: Viewer, item: EventItem, body: Record<string, unknown>, info?: string): string {
  const byDelivery = new Map<string, AttemptRow[]>();
  for (const a of item.attempts) byDelivery.set(a.deliveryId, [...(byDelivery.get(a.deliveryId) ?? []), a]);
  return page(
    { title: `Event ${item.e.event}`, assets, viewer, current: '/dashboard/events' },
    html`<p><a href="/dashboard/events">All events</a></p>
<h1>${item.e.event} <small>#${item.e.accountSeq}</small></h1>
${notice('ok', info)}
<p>Delivery: ${stateBadge(item.e.deliveryStatus)}. Case <a href="/dashboard/cases/${item.e.caseId ?? ''}">${item.referenceId}</a>.</p>
<form method="post" action="/dashboard/events/${item.e.id}/redeliver">${csrfField(viewer)}<button type="submit">Redeliver</button></form>
<h2>Deliveries</h2>
${byDelivery.size === 0 ? html`<p>No delivery attempt yet.</p>` : [...byDelivery.entries()].map(([id, attempts]) => attemptsTable(attempts, `Delivery ${id}`))}
<h2>Payload</h2>
<pre class="card mono small">${JSON.stringify(body, null, 2)}</pre>`,
  );
}
