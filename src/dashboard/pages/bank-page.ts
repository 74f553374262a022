import { html } from '../../hosted/html.ts';
import { csrfField, notice, page, type Assets, type Viewer } from './layout.ts';

export interface BankView {
  /** The stored Plaid settings (the secret is never shown), or null. */
  plaid: { clientId: string; env: 'sandbox' | 'production' } | null;
  error?: string;
  info?: string;
  typed?: { clientId: string; env: string };
}

/** The account's bank aggregator (docs/bank-connections.md): Plaid's client id, secret and environment. */
export function bankPage(assets: Assets, viewer: Viewer, v: BankView): string {
  const env = v.typed?.env ?? v.plaid?.env ?? 'production';
  return page(
    { title: 'Bank connections', assets, viewer, current: '/dashboard/bank' },
    html`<h1>Bank connections</h1>
${notice('error', v.error)}
${notice('ok', v.info)}
<section class="card" aria-labelledby="plaid-heading">
<h2 id="plaid-heading">Plaid</h2>
<p>${
      v.plaid
        ? html`Borrowers connect their bank through Plaid Link (client id <code>${v.plaid.clientId}</code>, ${v.plaid.env}). The secret is stored encrypted and never shown.`
        : viewer.environment === 'sandbox'
          ? 'Not configured: borrowers connect the Sandbox Bank.'
          : 'Not configured: borrowers upload statements; no bank connection is offered.'
    }</p>
<form method="post" action="/dashboard/bank" class="filters">
${csrfField(viewer)}
<div><label for="plaid-client-id">Plaid client ID</label><input id="plaid-client-id" name="client_id" autocomplete="off" spellcheck="false" value="${v.typed?.clientId ?? v.plaid?.clientId ?? ''}"></div>
<div><label for="plaid-secret">Plaid secret</label><input id="plaid-secret" name="secret" type="password" autocomplete="new-password"></div>
<div><label for="plaid-env">Plaid environment</label><select id="plaid-env" name="env">
<option value="production"${env === 'production' ? html` selected` : ''}>production</option>
<option value="sandbox"${env === 'sandbox' ? html` selected` : ''}>sandbox</option>
</select></div>
<div><button type="submit" name="action" value="save">Save Plaid settings</button></div>
</form>
${v.plaid ? html`<form method="post" action="/dashboard/bank">${csrfField(viewer)}<button type="submit" name="action" value="remove" class="secondary">Remove Plaid</button></form>` : ''}
</section>`,
  );
}
