import type { Institution } from '../bank/bank.types.ts';
import { html, type SafeHtml } from './html.ts';

/** The borrower's pages: plain server-rendered HTML, one small stylesheet and one small script. */

export interface Assets {
  css: string;
  js: string;
}

interface Frame {
  title: string;
  /** The lender's name in the banner; absent on pages that know no case. */
  lender?: string;
  assets: Assets;
  /** Loads the script (the upload page only). */
  script?: boolean;
  /** Scripts in this order instead (the bank page of an aggregator: its widget, then ours). */
  scripts?: string[];
}

function page(frame: Frame, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${frame.title}${frame.lender ? ` · ${frame.lender}` : ''}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${frame.assets.css}">
${frame.script ? html`<script src="${frame.assets.js}" defer></script>` : ''}
${(frame.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
<header class="banner"><p class="lender">${frame.lender ?? 'Income verification'}</p></header>
<main id="main">
${body}
</main>
<footer class="foot"><p>Your information is sent over an encrypted connection and used only for this application.</p></footer>
</body>
</html>
`.value;
}

export interface CaseView {
  token: string;
  lender: string;
  firstName: string;
  formToken: string;
  hasStatements: boolean;
  hasPaystubs: boolean;
  bankAvailable: boolean;
  sandbox: boolean;
  expiresAt: Date;
  assets: Assets;
}

const base = (v: CaseView) => `/link/${v.token}`;
const csrfField = (v: CaseView) => html`<input type="hidden" name="csrf" value="${v.formToken}">`;
const longDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function welcomePage(v: CaseView): string {
  const steps: SafeHtml[] = [];
  if (v.bankAvailable) steps.push(html`<li>Connect your bank account so we can read your recent transactions, or upload your bank statements instead.</li>`);
  else if (v.hasStatements) steps.push(html`<li>Upload your recent bank statements (PDF, CSV or OFX).</li>`);
  if (v.hasPaystubs) steps.push(html`<li>Upload your most recent paystubs (PDF, or a photo).</li>`);
  steps.push(html`<li>Press “I’m done”. ${v.lender} receives the results, usually within a minute.</li>`);
  return page(
    { title: 'Verify your income', lender: v.lender, assets: v.assets },
    html`<h1>Hi ${v.firstName}, let’s verify your income</h1>
<p>${v.lender} asked us to verify your income for your application. It takes about 5 minutes.</p>
<h2>What will happen</h2>
<ol class="steps">${steps}</ol>
<div class="actions">
${v.bankAvailable ? html`<a class="button" href="${base(v)}/bank">Connect your bank</a>` : ''}
${v.hasStatements || v.hasPaystubs ? html`<a class="button ${v.bankAvailable ? 'secondary' : ''}" href="${base(v)}/upload">${v.bankAvailable ? 'Upload documents instead' : 'Upload documents'}</a>` : ''}
</div>
<h2>Your privacy</h2>
<p>Your data goes straight to us and to ${v.lender}, for this application only. Your bank password is used once to connect and is never stored or shared with ${v.lender}.</p>
<p class="muted">This link works until ${longDate(v.expiresAt)}.</p>`,
  );
}

export function institutionsPage(v: CaseView, institutions: Institution[]): string {
  return page(
    { title: 'Choose your bank', lender: v.lender, assets: v.assets },
    html`<p class="back"><a href="${base(v)}">Back</a></p>
<h1>Choose your bank</h1>
<ul class="choices">${institutions.map((i) => html`<li><a class="choice" href="${base(v)}/bank/${encodeURIComponent(i.institution_id)}">${i.name}</a></li>`)}</ul>
${v.hasStatements ? html`<p>Don’t see your bank? <a href="${base(v)}/upload">Upload your statements instead</a>.</p>` : ''}`,
  );
}

/**
 * The bank page of an account with Plaid: the button opens Plaid Link with the case's link token;
 * Link's success fills the form's public token and posts it (assets/plaid-link.js).
 */
export function plaidLinkPage(v: CaseView, p: { linkToken: string; repair: boolean; scripts: string[] }): string {
  const title = p.repair ? 'Reconnect your bank' : 'Connect your bank';
  return page(
    { title, lender: v.lender, assets: v.assets, scripts: p.scripts },
    html`<p class="back"><a href="${base(v)}">Back</a></p>
<h1>${title}</h1>
${p.repair ? html`<p>Your bank asks you to sign in again before we can read your new transactions.</p>` : ''}
<p>You sign in to your bank in a secure window from Plaid, the service that connects your bank. ${v.lender} never sees your bank password.</p>
<p class="error" id="plaid-error" role="alert" hidden></p>
<div class="actions"><button type="button" id="plaid-open" data-plaid-link-token="${p.linkToken}">${p.repair ? 'Reconnect with Plaid' : 'Connect with Plaid'}</button></div>
<form method="post" action="${base(v)}/bank/plaid" id="plaid-form" hidden>
${csrfField(v)}
<input type="hidden" name="public_token" value="">
</form>
${v.hasStatements ? html`<p>Prefer not to? <a href="${base(v)}/upload">Upload your statements instead</a>.</p>` : ''}`,
  );
}

export interface SignInView {
  institution: Institution;
  username?: string;
  /** Shown under the password field and announced. */
  error?: string;
}

export function signInPage(v: CaseView, s: SignInView): string {
  const action = `${base(v)}/bank/${encodeURIComponent(s.institution.institution_id)}`;
  const describedBy = s.error ? 'signin-error' : undefined;
  return page(
    { title: `Sign in to ${s.institution.name}`, lender: v.lender, assets: v.assets },
    html`<p class="back"><a href="${base(v)}/bank">Choose another bank</a></p>
<h1>Sign in to ${s.institution.name}</h1>
<p>Use the username and password you use for ${s.institution.name}’s online banking. They are used once to connect and are not stored.</p>
${v.sandbox ? html`<p class="note">Sandbox: sign in with username <code>user_good</code> and password <code>pass_good</code>.</p>` : ''}
${s.error ? html`<p class="error" id="signin-error" role="alert">${s.error}</p>` : ''}
<form method="post" action="${action}" class="stack">
${csrfField(v)}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${s.username ?? ''}"${describedBy ? html` aria-describedby="${describedBy}" aria-invalid="true"` : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy ? html` aria-describedby="${describedBy}" aria-invalid="true"` : ''}>
<button type="submit">Sign in and connect</button>
</form>`,
  );
}

export interface ConnectedView {
  institutionName: string;
  accounts: { name: string; mask: string | null }[];
  transactionCount: number;
}

export function connectedPage(v: CaseView, c: ConnectedView): string {
  return page(
    { title: 'Bank connected', lender: v.lender, assets: v.assets },
    html`<h1>Connected to ${c.institutionName}</h1>
<p>We found ${c.accounts.length === 1 ? 'this account' : `these ${c.accounts.length} accounts`} and ${c.transactionCount} transactions.</p>
<ul class="accounts">${c.accounts.map((a) => html`<li><span>${a.name}</span>${a.mask ? html` <span class="muted">ending in ${a.mask}</span>` : ''}</li>`)}</ul>
${v.hasPaystubs ? html`<p>${v.lender} also asks for your paystubs. <a href="${base(v)}/upload">Upload paystubs</a></p>` : ''}
${doneForm(v, 'Done')}`,
  );
}

function doneForm(v: CaseView, label: string): SafeHtml {
  return html`<form method="post" action="${base(v)}/done" class="done">${csrfField(v)}<button type="submit">${label}</button></form>`;
}

export interface UploadedDoc {
  filename: string;
  moduleType: string;
  processingStatus: string;
}

export interface UploadSectionState {
  /** Messages for this section's last upload (no-JS path), one per refused file or field. */
  errors?: string[];
  uploaded?: number;
}

export interface UploadView {
  documents: UploadedDoc[];
  maxFileMb: number;
  maxFiles: number;
  /** Which section the last no-JS upload was for, and what happened. */
  state?: { moduleType: string } & UploadSectionState;
}

interface Section {
  id: string;
  moduleType: string;
  category: string;
  title: string;
  hint: string;
  accept: string;
  button: string;
}

const SECTIONS: Section[] = [
  {
    id: 'statements',
    moduleType: 'cash_flow_analysis',
    category: 'bank_statement',
    title: 'Bank statements',
    hint: 'Your last 3 months of statements: PDF, CSV or OFX/QFX exports from online banking, or clear photos of the pages.',
    accept: '.pdf,.csv,.ofx,.qfx,application/pdf,text/csv,image/*',
    button: 'Upload statements',
  },
  {
    id: 'paystubs',
    moduleType: 'paystub',
    category: 'paystub',
    title: 'Paystubs',
    hint: 'Your most recent paystubs: PDF files, or clear photos taken flat and in full.',
    accept: '.pdf,application/pdf,image/*',
    button: 'Upload paystubs',
  },
];

function uploadSection(v: CaseView, u: UploadView, s: Section): SafeHtml {
  const state = u.state?.moduleType === s.moduleType ? u.state : undefined;
  const errors = state?.errors ?? [];
  const docs = u.documents.filter((d) => d.moduleType === s.moduleType);
  const describedBy = `${s.id}-hint ${s.id}-errors`;
  return html`<section class="card" aria-labelledby="${s.id}-title">
<h2 id="${s.id}-title">${s.title}</h2>
<form method="post" action="${base(v)}/upload?csrf=${encodeURIComponent(v.formToken)}" enctype="multipart/form-data" class="upload" data-upload="${s.id}">
<input type="hidden" name="module_type" value="${s.moduleType}">
<input type="hidden" name="document_category" value="${s.category}">
<div class="drop" data-drop>
<label for="${s.id}-files">Choose files</label>
<input id="${s.id}-files" type="file" name="files" multiple accept="${s.accept}" aria-describedby="${describedBy}"${errors.length ? html` aria-invalid="true"` : ''}>
<label for="${s.id}-camera" class="camera">Take a photo</label>
<input id="${s.id}-camera" type="file" name="files" accept="image/*" capture="environment" aria-describedby="${describedBy}">
<p id="${s.id}-hint" class="hint">${s.hint} Up to ${u.maxFileMb} MB each, ${u.maxFiles} at a time.<span class="js-only"> You can also drag files here.</span></p>
</div>
<ul class="files" data-files aria-live="polite"></ul>
<div id="${s.id}-errors" class="errors" role="alert" data-errors>${errors.length ? html`<p>These files were not accepted; nothing from this upload was stored:</p><ul>${errors.map((e) => html`<li>${e}</li>`)}</ul>` : ''}</div>
${state?.uploaded ? html`<p class="ok" role="status">${state.uploaded === 1 ? '1 file uploaded.' : `${state.uploaded} files uploaded.`}</p>` : ''}
<button type="submit">${s.button}</button>
</form>
<h3>Uploaded</h3>
<ul class="uploaded" data-uploaded>${docs.length ? docs.map((d) => html`<li>${d.filename}</li>`) : html`<li class="muted" data-empty>Nothing yet.</li>`}</ul>
</section>`;
}

export function uploadPage(v: CaseView, u: UploadView): string {
  const sections = SECTIONS.filter((s) => (s.moduleType === 'paystub' ? v.hasPaystubs : v.hasStatements));
  return page(
    { title: 'Upload your documents', lender: v.lender, assets: v.assets, script: true },
    html`<p class="back"><a href="${base(v)}">Back</a></p>
<h1>Upload your documents</h1>
${v.bankAvailable ? html`<p>Prefer not to upload? <a href="${base(v)}/bank">Connect your bank instead</a>.</p>` : ''}
${sections.map((s) => uploadSection(v, u, s))}
<p>When you have uploaded everything, press “I’m done”.</p>
${doneForm(v, 'I’m done')}`,
  );
}

export function donePage(v: CaseView, anyInput: boolean): string {
  return page(
    { title: 'All done', lender: v.lender, assets: v.assets },
    anyInput
      ? html`<h1>Thank you, ${v.firstName}</h1>
<p>Your information is on its way to ${v.lender}. Nothing more is needed now; you can close this page.</p>
<p>If ${v.lender} needs anything else, they will contact you.</p>`
      : html`<h1>Nothing shared yet</h1>
<p>You have not connected a bank or uploaded any documents yet.</p>
<p class="actions">${v.bankAvailable ? html`<a class="button" href="${base(v)}/bank">Connect your bank</a>` : ''}<a class="button secondary" href="${base(v)}/upload">Upload documents</a></p>`,
  );
}

export function completedPage(lender: string, assets: Assets): string {
  return page(
    { title: 'Verification complete', lender, assets },
    html`<h1>This verification is complete</h1><p>${lender} has everything it needs. Nothing more is needed from you; you can close this page.</p>`,
  );
}

export function gonePage(kind: 'expired' | 'cancelled', lender: string, assets: Assets): string {
  return page(
    { title: kind === 'expired' ? 'Link expired' : 'Link no longer active', lender, assets },
    kind === 'expired'
      ? html`<h1>This link has expired</h1><p>For your security, links work for a limited time. Ask ${lender} to send you a new one.</p>`
      : html`<h1>This link is no longer active</h1><p>${lender} cancelled this request. If you think this is a mistake, contact ${lender}.</p>`,
  );
}

export function messagePage(assets: Assets, title: string, message: string, lender?: string): string {
  return page({ title, lender, assets }, html`<h1>${title}</h1><p>${message}</p>`);
}

export const notFoundPage = (assets: Assets) =>
  messagePage(assets, 'Link not found', 'We can’t find this link. Check that you copied all of it, or ask the lender who sent it for a new one.');
