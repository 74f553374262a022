import { html } from '../../hosted/html.ts';
import { MIN_PASSWORD_LENGTH } from '../passwords.ts';
import { csrfField, notice, page, type Assets, type Viewer } from './layout.ts';

export function signInPage(assets: Assets, formToken: string, opts: { email?: string; error?: string; info?: string } = {}): string {
  return page(
    { title: 'Sign in', assets },
    html`<h1>Sign in</h1>
${notice('error', opts.error)}${notice('ok', opts.info)}
<form method="post" action="/dashboard/sign-in" class="card narrow">
<input type="hidden" name="csrf" value="${formToken}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${opts.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="muted">No password yet, or forgotten? Ask an admin of your account for a sign-in link.</p>`,
  );
}

export function setPasswordPage(assets: Assets, token: string, formToken: string, email: string, error?: string): string {
  return page(
    { title: 'Set your password', assets },
    html`<h1>Set your password</h1>
<p>For <strong>${email}</strong>. At least ${MIN_PASSWORD_LENGTH} characters.</p>
${notice('error', error)}
<form method="post" action="/dashboard/set-password/${token}" class="card narrow">
<input type="hidden" name="csrf" value="${formToken}">
<input type="text" name="username" autocomplete="username" value="${email}" hidden>
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<label for="confirm">Repeat the new password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<button type="submit">Set password and sign in</button>
</form>`,
  );
}

export function linkGonePage(assets: Assets): string {
  return page(
    { title: 'Link expired', assets },
    html`<h1>This sign-in link cannot be used</h1><p>It has expired or was already used. Ask an admin of your account for a new one.</p><p><a href="/dashboard/sign-in">Sign in</a></p>`,
  );
}

export function accountPage(assets: Assets, viewer: Viewer, opts: { error?: string; info?: string } = {}): string {
  return page(
    { title: 'Your account', assets, viewer, current: '/dashboard/account' },
    html`<h1>Your account</h1>
<p>${viewer.email}, ${viewer.role} of ${viewer.accountName}.</p>
<h2>Change password</h2>
<p class="muted">Changing it signs you out everywhere else.</p>
${notice('error', opts.error)}${notice('ok', opts.info)}
<form method="post" action="/dashboard/account/password" class="card narrow">
${csrfField(viewer)}
<input type="text" name="username" autocomplete="username" value="${viewer.email}" hidden>
<label for="current">Current password</label>
<input id="current" name="current" type="password" autocomplete="current-password" required>
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<button type="submit">Change password</button>
</form>`,
  );
}
