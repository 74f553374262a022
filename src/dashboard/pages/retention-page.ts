import { html } from '../../hosted/html.ts';
import type { RetentionRunRow } from '../../privacy/retention.repo.ts';
import { csrfField, notice, page, when, type Assets, type Viewer } from './layout.ts';

export interface RetentionView {
  documentsDays: number | null;
  casesDays: number | null;
  runs: RetentionRunRow[];
  error?: string;
  info?: string;
  /** What was typed, shown back after a refusal. */
  typed?: { documents: string; cases: string };
}

const shown = (days: number | null) => (days === null ? '' : String(days));

/** The account's retention (docs/privacy.md): when documents and whole cases are erased, and what was. */
export function retentionPage(assets: Assets, viewer: Viewer, v: RetentionView): string {
  return page(
    { title: 'Data retention', assets, viewer, current: '/dashboard/retention' },
    html`<h1>Data retention</h1>
${notice('error', v.error)}
${notice('ok', v.info)}
<section class="card" aria-labelledby="retention-heading">
<h2 id="retention-heading">How long borrowers' data is kept</h2>
<p>Counted from when a case is completed or cancelled. Leave a field empty to keep the data until the case is deleted.</p>
<form method="post" action="/dashboard/retention" class="filters">
${csrfField(viewer)}
<div><label for="documents-days">Delete documents after (days)</label><input id="documents-days" name="documents_days" inputmode="numeric" value="${v.typed?.documents ?? shown(v.documentsDays)}"></div>
<div><label for="cases-days">Delete cases after (days)</label><input id="cases-days" name="cases_days" inputmode="numeric" value="${v.typed?.cases ?? shown(v.casesDays)}"></div>
<div><button type="submit">Save retention</button></div>
</form>
<p class="muted small">Deleting a case erases the borrower's name, contact details, documents, bank data and transactions; the case keeps its ids, dates, statuses, module outcomes and income figures.</p>
</section>
<div class="scroll" tabindex="0"><table><caption>What retention removed</caption>
<thead><tr><th scope="col">When</th><th scope="col">Cases deleted</th><th scope="col">Documents removed</th></tr></thead>
<tbody>${v.runs.length === 0 ? html`<tr><td colspan="3">Nothing yet.</td></tr>` : ''}${v.runs.map(
      (r) => html`<tr><td>${when(r.ranAt)}</td><td>${String(r.casesDeleted)}</td><td>${String(r.documentsRemoved)}</td></tr>`,
    )}</tbody></table></div>`,
  );
}
