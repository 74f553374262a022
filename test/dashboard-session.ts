import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { usersService } from '../src/dashboard/users.service.ts';
import type { Store } from '../src/db/store.ts';

export const PASSWORD = 'correct horse battery staple';

/** The cookies a response sets, as name -> value. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const set = res.headers['set-cookie'];
  const list = set === undefined ? [] : Array.isArray(set) ? set : [set];
  return Object.fromEntries(list.map((c) => c.split(';')[0]!.split('=') as [string, string]));
}

export const formTokenIn = (body: string) => /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

export function form(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** A browser of the dashboard in tests: keeps its cookies, reads each page's form token. */
export class DashboardBrowser {
  cookies: Record<string, string> = {};
  csrf = '';
  constructor(
    readonly app: FastifyInstance,
    /** The browser's address, as the service sees it. */
    readonly remoteAddress = '127.0.0.1',
  ) {}

  private cookieHeader() {
    return Object.entries(this.cookies)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  private keep(res: LightMyRequestResponse) {
    Object.assign(this.cookies, cookiesOf(res));
    const token = formTokenIn(res.body);
    if (token) this.csrf = token;
    return res;
  }

  async get(url: string) {
    return this.keep(await this.app.inject({ method: 'GET', url, remoteAddress: this.remoteAddress, headers: { cookie: this.cookieHeader() } }));
  }

  /** A form post carrying the last page's form token unless `csrf` is given. */
  async post(url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const f = form({ csrf: this.csrf, ...fields });
    return this.keep(
      await this.app.inject({ method: 'POST', url, remoteAddress: this.remoteAddress, payload: f.payload, headers: { ...f.headers, cookie: this.cookieHeader(), ...headers } }),
    );
  }
}

/** A user of the account with a password set through their sign-in link; the browser is signed in. */
export async function signedInUser(app: FastifyInstance, store: Pick<Store, 'db'>, accountId: string, email: string, role: 'admin' | 'analyst') {
  const created = await usersService({ store, publicUrl: 'http://localhost:8080' }).create({ accountId, email, role });
  const browser = new DashboardBrowser(app);
  const path = new URL(created.sign_in_url).pathname;
  await browser.get(path);
  const res = await browser.post(path, { password: PASSWORD, confirm: PASSWORD });
  if (res.statusCode !== 303) throw new Error(`setting the password answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  await browser.get('/dashboard/account');
  return { browser, user: created };
}
