import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'uw_session';
/** Before sign-in there is no session: the sign-in forms carry this cookie's value (double submit). */
export const FORM_COOKIE = 'uw_form';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function setCookie(reply: FastifyReply, name: string, value: string, opts: { secure: boolean; maxAgeSeconds?: number }) {
  const attrs = [`${name}=${value}`, 'Path=/dashboard', 'HttpOnly', 'SameSite=Lax'];
  if (opts.secure) attrs.push('Secure');
  if (opts.maxAgeSeconds !== undefined) attrs.push(`Max-Age=${opts.maxAgeSeconds}`);
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, attrs.join('; ')]);
}
