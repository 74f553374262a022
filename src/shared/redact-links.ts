/** A borrower link's token (`/link/{token}`) or short code (`/s/{code}`): whoever reads it can open the case. */
const LINK_SECRET = /(\/(?:link|s)\/)[A-Za-z0-9_-]+/g;

/** `text` with every borrower link token and short code replaced by `[redacted]`. */
export function redactLinks(text: string): string {
  return text.replace(LINK_SECRET, '$1[redacted]');
}
