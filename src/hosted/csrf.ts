import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The hosted flow's forms carry a token bound to the link: HMAC-SHA256 of the link token's hash
 * under the installation's form key. A page from another site cannot read it, so it cannot forge
 * a POST; the Origin and Sec-Fetch-Site headers, when a browser sends them, must also say the
 * request comes from this service.
 */
export function formToken(key: Buffer, linkTokenHash: string): string {
  return crypto.createHmac('sha256', key).update(`hosted-form\0${linkTokenHash}`).digest('base64url');
}

export function formTokenMatches(key: Buffer, linkTokenHash: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 128) return false;
  const expected = Buffer.from(formToken(key, linkTokenHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/**
 * Whether the request's browser headers say it comes from one of `origins`. Absent headers pass
 * (clients that are not browsers); the form token still has to match. Under `Referrer-Policy:
 * no-referrer` a browser's form POST carries `Origin: null`: accepted only beside
 * `Sec-Fetch-Site: same-origin`, which a page cannot forge.
 */
export function sameOriginRequest(request: Pick<FastifyRequest, 'headers'>, origins: string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined || origins.includes(origin)) return true;
  return origin === 'null' && site === 'same-origin';
}
