/**
 * A borrower link's token (`/link/{token}`) or short code (`/s/{code}`): whoever reads it can open
 * the case; a dashboard sign-in link's token (`/dashboard/set-password/{token}`) sets a password.
 */
const LINK_SECRET = /(\/(?:link|s|dashboard\/set-password)\/)[A-Za-z0-9_-]+/g;

/** `text` with every link token and short code replaced by `[redacted]`. */
export function redactLinks(text: string): string {
  return text.replace(LINK_SECRET, '$1[redacted]');
}
