import { html } from '../../hosted/html.ts';
import type { CaseView } from '../case-view.service.ts';
import { VIEWABLE_FORMATS } from '../documents.routes.ts';
import { statusBadge } from './cases-page.ts';
import { viewerPath } from './document-page.ts';
import { csrfField, notice, page, when, type Assets, type Viewer } from './layout.ts';
import { cashFlowResult, paystubResult } from './results.ts';

const EVENT_DETAIL_KEYS = ['module_type', 'document_category', 'institution_name', 'reason', 'error', 'result_id'];

function eventDetail(body: Record<string, unknown>): string {
  const parts = EVENT_DETAIL_KEYS.filter((k) => body[k] !== undefined && body[k] !== null).map((k) => `${k}: ${String(body[k])}`);
  const to = body.to_stage as { name?: string } | undefined;
  if (to?.name) parts.push(`to stage ${to.name}`);
  return parts.join(', ');
}

export function casePage(assets: Assets, viewer: Viewer, v: CaseView, info?: string): string {
  const r = v.record;
  const names = new Map(v.documents.map((d) => [d.id, d.filename]));
  const open = r.status === 'OPEN';
  const base = `/dashboard/cases/${r.case_id}`;
  return page(
    { title: `Case ${r.reference_id}`, assets, viewer, current: '/dashboard/cases' },
    html`<p><a href="/dashboard/cases">All cases</a></p>
<h1>Case ${r.reference_id}: ${r.first_name} ${r.last_name}</h1>
${notice('ok', info)}
<dl class="fields card">
<dt>Status</dt><dd>${statusBadge(r.status)}</dd>
<dt>Stage</dt><dd>${r.stage.name} (workflow ${r.workflow.name})</dd>
<dt>Made by</dt><dd>${v.surface === 'DEALER' ? 'a dealer key' : 'a lender key'}</dd>
<dt>Phone</dt><dd>${r.phone_number ?? '—'}</dd><dt>Email</dt><dd>${r.email ?? '—'}</dd>
<dt>Created</dt><dd>${when(new Date(r.created_at))}</dd><dt>Case id</dt><dd class="mono">${r.case_id}</dd>
</dl>
${open
  ? html`<p><a class="button secondary" href="${base}/advance">Advance stage</a> <a class="button danger" href="${base}/cancel">Cancel case</a></p>`
  : ''}
${v.surface === 'DEALER' ? html`<p><a class="button secondary" href="${base}/report.pdf">Download the verification report (PDF)</a></p>` : ''}
<div class="grid">
<section aria-labelledby="link-h"><h2 id="link-h">Borrower link</h2>
<p class="secret"><label for="borrower-url">Link</label><input id="borrower-url" class="mono" readonly value="${v.link.url}"><button type="button" class="copy" data-copy="borrower-url">Copy</button></p>
${v.link.shortUrl ? html`<p>Short link: <span class="mono">${v.link.shortUrl}</span></p>` : ''}
<p>Works until ${when(v.link.expiresAt)}.</p>
<h3>Text messages</h3>
${v.messages.length === 0
  ? html`<p>None sent.</p>`
  : html`<ul class="timeline">${v.messages.map((m) => html`<li>${when(m.createdAt)} to ${m.to}: ${statusBadge(m.status)}${m.error ? html` (${m.error})` : ''}<br><small>${m.body}</small></li>`)}</ul>`}
</section>
<section aria-labelledby="timeline-h"><h2 id="timeline-h">Events</h2>
<ol class="timeline">${v.events.map(
      (e) => html`<li><strong>${e.sequence ?? ''}. ${String(e.body.event)}</strong> <small>${when(new Date(String(e.body.created_at)))}</small> <span class="badge">${e.deliveryStatus}</span>
${eventDetail(e.body) ? html`<br><small>${eventDetail(e.body)}</small>` : ''} <a href="/dashboard/events/${String(e.body.event_id)}"><small>deliveries</small></a></li>`,
    )}</ol>
</section>
</div>
<h2>Modules</h2>
${v.modules.map(
  (m) => html`<section class="card" aria-labelledby="m-${m.moduleType}"><h3 id="m-${m.moduleType}">${m.moduleType} ${statusBadge(m.status)}</h3>
<p class="muted">Stage ${m.stage}. ${m.executions.length} ${m.executions.length === 1 ? 'run' : 'runs'}${m.executions[0] ? html`; latest started ${when(m.executions[0].startedAt)}${m.executions[0].reason ? html`: ${m.executions[0].reason}` : ''}` : ''}.</p>
${m.result
  ? html`<p class="small muted">Result ${m.result.id}, analysed ${when(m.result.analyzedAt)}.</p>
${m.moduleType === 'cash_flow_analysis' ? cashFlowResult(`r-${m.moduleType}`, m.result.data, names, r.case_id) : paystubResult(m.result.data, names, r.case_id)}`
  : html`<p>No result yet.</p>`}
</section>`,
)}
<h2>Documents</h2>
${v.documents.length === 0
  ? html`<p>No document uploaded.</p>`
  : html`<div class="scroll" tabindex="0"><table><caption class="sr-only">Documents</caption>
<thead><tr><th scope="col">File</th><th scope="col">Category</th><th scope="col">Format</th><th scope="col" class="num">Size</th><th scope="col" class="num">Pages</th><th scope="col">Reading</th><th scope="col">Uploaded</th><th scope="col">Pages shown</th></tr></thead>
<tbody>${v.documents.map(
      (d) => html`<tr><td>${d.filename}<br><small class="mono muted">${d.id}</small></td><td>${d.category}</td><td>${d.format}</td><td class="num">${Math.ceil(d.size / 1024)} KB</td><td class="num">${d.pageCount ?? '—'}</td>
<td>${d.processingStatus}${d.processingError ? html`: ${d.processingError}` : ''}</td><td>${when(d.uploadedAt)}</td>
<td>${VIEWABLE_FORMATS.includes(d.format) ? html`<a href="${viewerPath(r.case_id, d.id)}/pages/1" aria-label="View ${d.filename}">View</a>` : html`<span class="muted">—</span>`}</td></tr>`,
    )}</tbody></table></div>`}
`,
  );
}

export function confirmCasePage(assets: Assets, viewer: Viewer, v: CaseView, action: 'cancel' | 'advance'): string {
  const r = v.record;
  const words =
    action === 'cancel'
      ? { title: 'Cancel this case?', text: 'The borrower’s link stops working and nothing more can be uploaded or run. This cannot be undone.', button: 'Cancel case' }
      : { title: 'Advance to the next stage?', text: `The case leaves stage “${r.stage.name}” whatever its modules have finished.`, button: 'Advance stage' };
  return page(
    { title: words.title, assets, viewer, current: '/dashboard/cases' },
    html`<h1>${words.title}</h1>
<p>Case ${r.reference_id}, ${r.first_name} ${r.last_name}. ${words.text}</p>
<form method="post" action="/dashboard/cases/${r.case_id}/${action}" class="row">
${csrfField(viewer)}
<button type="submit"${action === 'cancel' ? html` class="danger"` : ''}>${words.button}</button>
<a class="button secondary" href="/dashboard/cases/${r.case_id}">Go back</a>
</form>`,
  );
}
