import { html, type SafeHtml } from '../../hosted/html.ts';

/** The dashboard's pages: server-rendered HTML, one stylesheet, one small optional script. */

export interface Assets {
  css: string;
  js: string;
}

/** Who looks at the page: what the navigation shows and the token the page's forms carry. */
export interface Viewer {
  email: string;
  role: 'admin' | 'analyst';
  accountName: string;
  environment: string;
  csrf: string;
}

export interface Frame {
  title: string;
  assets: Assets;
  viewer?: Viewer;
  /** The navigation entry to mark as the current page. */
  current?: string;
}

const NAV: { href: string; label: string; adminOnly: boolean }[] = [
  { href: '/dashboard/cases', label: 'Cases', adminOnly: false },
  { href: '/dashboard/events', label: 'Events', adminOnly: false },
  { href: '/dashboard/keys', label: 'API keys', adminOnly: true },
  { href: '/dashboard/webhooks', label: 'Webhooks', adminOnly: true },
  { href: '/dashboard/team', label: 'Team', adminOnly: true },
  { href: '/dashboard/audit', label: 'Audit log', adminOnly: true },
  { href: '/dashboard/retention', label: 'Data retention', adminOnly: true },
  { href: '/dashboard/bank', label: 'Bank connections', adminOnly: true },
];

export const csrfField = (v: Viewer) => html`<input type="hidden" name="csrf" value="${v.csrf}">`;

function nav(v: Viewer, current: string | undefined) {
  const items = NAV.filter((n) => !n.adminOnly || v.role === 'admin');
  return html`<nav class="nav" aria-label="Dashboard">
<ul>${items.map((n) => html`<li><a href="${n.href}"${n.href === current ? html` aria-current="page"` : ''}>${n.label}</a></li>`)}
<li><a href="/dashboard/account"${current === '/dashboard/account' ? html` aria-current="page"` : ''}>Your account</a></li></ul>
<form method="post" action="/dashboard/sign-out" class="inline">${csrfField(v)}<button type="submit" class="link">Sign out</button></form>
</nav>`;
}

export function page(frame: Frame, body: SafeHtml): string {
  const v = frame.viewer;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${frame.title} · underwrite</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${frame.assets.css}">
<script src="${frame.assets.js}" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
<p class="brand">underwrite${v ? html` <span class="who">${v.accountName} (${v.environment}) · ${v.email} · ${v.role}</span>` : ''}</p>
${v ? nav(v, frame.current) : ''}
</header>
<main id="main">
${body}
</main>
</body>
</html>
`.value;
}

export function notice(kind: 'error' | 'ok', text: string | undefined) {
  if (!text) return '';
  return html`<p class="notice ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</p>`;
}

export const when = (d: Date | null | undefined) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '—');

export function messagePage(assets: Assets, viewer: Viewer | undefined, title: string, message: string): string {
  return page({ title, assets, viewer }, html`<h1>${title}</h1><p>${message}</p>`);
}
