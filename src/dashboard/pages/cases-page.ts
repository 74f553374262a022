import type { CaseRow } from '../../cases/cases.repo.ts';
import { html } from '../../hosted/html.ts';
import { page, when, type Assets, type Viewer } from './layout.ts';

export const CASE_STATUSES = ['OPEN', 'COMPLETED', 'CANCELLED'] as const;
export const MODULE_STATUSES = ['PENDING', 'AWAITING_INPUT', 'ANALYZING', 'COMPLETED', 'INSUFFICIENT', 'ERROR'] as const;

export interface CasesQuery {
  q: string;
  status: string;
  stage: string;
  module_status: string;
  created_from: string;
  created_to: string;
}

export interface CaseListItem {
  caseRow: CaseRow;
  stageName: string;
  modules: { moduleType: string; status: string }[];
}

function select(id: string, label: string, name: string, value: string, options: readonly string[]) {
  return html`<div><label for="${id}">${label}</label><select id="${id}" name="${name}"><option value="">Any</option>${options.map(
    (o) => html`<option value="${o}"${o === value ? html` selected` : ''}>${o}</option>`,
  )}</select></div>`;
}

export const statusBadge = (status: string) =>
  html`<span class="badge${status === 'COMPLETED' ? ' good' : status === 'CANCELLED' || status === 'ERROR' || status === 'INSUFFICIENT' ? ' bad' : ''}">${status}</span>`;

export function casesPage(assets: Assets, viewer: Viewer, q: CasesQuery, stages: string[], items: CaseListItem[], next: string | null, error?: string): string {
  const nextQuery = next ? new URLSearchParams({ ...q, cursor: next }).toString() : '';
  return page(
    { title: 'Cases', assets, viewer, current: '/dashboard/cases' },
    html`<h1>Cases</h1>
<form method="get" action="/dashboard/cases" class="card filters" role="search">
<div><label for="q">Search</label><input id="q" name="q" type="search" value="${q.q}" placeholder="Reference, name or phone"></div>
${select('status', 'Status', 'status', q.status, CASE_STATUSES)}
${select('stage', 'Stage', 'stage', q.stage, stages)}
${select('module_status', 'Module status', 'module_status', q.module_status, MODULE_STATUSES)}
<div><label for="created_from">Created from</label><input id="created_from" name="created_from" type="date" value="${q.created_from}"></div>
<div><label for="created_to">Created to</label><input id="created_to" name="created_to" type="date" value="${q.created_to}"></div>
<div><button type="submit">Search</button></div>
</form>
${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
${items.length === 0
  ? html`<p>No cases match.</p>`
  : html`<div class="scroll" tabindex="0"><table>
<caption class="sr-only">Cases, newest first</caption>
<thead><tr><th scope="col">Reference</th><th scope="col">Borrower</th><th scope="col">Status</th><th scope="col">Stage</th><th scope="col">Modules</th><th scope="col">Created</th></tr></thead>
<tbody>${items.map(
      (c) => html`<tr>
<td><a href="/dashboard/cases/${c.caseRow.id}">${c.caseRow.referenceId}</a>${c.caseRow.surface === 'DEALER' ? html` <span class="badge">Dealer</span>` : ''}</td>
<td>${c.caseRow.firstName} ${c.caseRow.lastName}<br><small class="muted">${c.caseRow.phoneNumber ?? ''}</small></td>
<td>${statusBadge(c.caseRow.status)}</td><td>${c.stageName}</td>
<td>${c.modules.map((m) => html`<div><small>${m.moduleType}</small> ${statusBadge(m.status)}</div>`)}</td>
<td>${when(c.caseRow.createdAt)}</td>
</tr>`,
    )}</tbody></table></div>`}
${next ? html`<p><a class="button secondary" href="/dashboard/cases?${nextQuery}">Next page</a></p>` : ''}`,
  );
}
