import { html } from '../../hosted/html.ts';
import { page, type Assets, type Viewer } from './layout.ts';

export interface DocumentPageView {
  caseId: string;
  referenceId: string;
  documentId: string;
  filename: string;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
}

/** The base of a document's viewer pages: `${viewerPath(...)}/pages/2` and `/pages/2.png`. */
export const viewerPath = (caseId: string, documentId: string) => `/dashboard/cases/${caseId}/documents/${documentId}`;

/** One page of a document as an image, with Previous and Next. */
export function documentPage(assets: Assets, viewer: Viewer, v: DocumentPageView): string {
  const base = viewerPath(v.caseId, v.documentId);
  const prev = v.page > 1 ? v.page - 1 : null;
  const next = v.page < v.pageCount ? v.page + 1 : null;
  const pager = html`<nav class="pager" aria-label="Pages">
${prev ? html`<a href="${base}/pages/${prev}" rel="prev">Previous page</a>` : ''}
<span>Page ${v.page} of ${v.pageCount}</span>
${next ? html`<a href="${base}/pages/${next}" rel="next">Next page</a>` : ''}
</nav>`;
  return page(
    { title: `${v.filename}, page ${v.page} of ${v.pageCount}`, assets, viewer, current: '/dashboard/cases' },
    html`<p><a href="/dashboard/cases/${v.caseId}">Back to case ${v.referenceId}</a></p>
<h1>${v.filename}</h1>
${pager}
<figure class="card page-image">
<img src="${base}/pages/${v.page}.png" alt="Page ${v.page} of ${v.filename}">
<figcaption class="muted small">Page ${v.page} of ${v.pageCount}</figcaption>
</figure>`,
  );
}
