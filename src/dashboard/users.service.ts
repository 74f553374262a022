import type { AccountRow } from '../accounts/accounts.repo.ts';
import { findAccount } from '../accounts/accounts.repo.ts';
import { hashSecret, randomToken } from '../accounts/secrets.ts';
import type { Store } from '../db/store.ts';
import { secondsUntilNextAttempt, type SignInThrottle } from '../hosted/sign-in-throttle.ts';
import { AppError, notFound, validationError } from '../shared/errors.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import * as repo from './users.repo.ts';

export const SIGN_IN_LINK_HOURS = 24;

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMinutes: 30, absoluteHours: 12 };
/** Five wrong passwords for one email, then 1, 2, 4 ... up to 15 minutes between tries. */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = { freeAttempts: 5, maxWaitSeconds: 900 };
/** One address may try more emails (an office behind one NAT) before it waits the same way. */
export const DEFAULT_IP_THROTTLE: SignInThrottle = { freeAttempts: 20, maxWaitSeconds: 900 };

export interface UsersDeps {
  store: Pick<Store, 'db'>;
  publicUrl: string;
  sessions?: SessionPolicy;
  throttle?: SignInThrottle;
  ipThrottle?: SignInThrottle;
}

/** A signed-in user, as the dashboard's routes see them. */
export interface DashboardUser {
  user: repo.UserRow;
  account: AccountRow;
  sessionIdHash: string;
  csrfToken: string;
}

export type SignInOutcome =
  | { ok: true; sessionId: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

export function normaliseEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (!EMAIL.test(e)) throw validationError([{ field: 'email', error: 'is not an email address' }], `"${email}" is not an email address`);
  return e;
}

export function usersService(deps: UsersDeps) {
  const { db } = deps.store;
  const policy = deps.sessions ?? DEFAULT_SESSION_POLICY;
  const throttle = deps.throttle ?? DEFAULT_SIGN_IN_THROTTLE;
  const ipThrottle = deps.ipThrottle ?? DEFAULT_IP_THROTTLE;

  function linkJson(user: repo.UserRow, token: string, expiresAt: Date) {
    return {
      user_id: user.id,
      account_id: user.accountId,
      email: user.email,
      role: user.role,
      sign_in_url: `${deps.publicUrl}/dashboard/set-password/${token}`,
      sign_in_url_expires_at: expiresAt.toISOString(),
    };
  }

  async function newLink(ex: typeof db, user: repo.UserRow) {
    const token = randomToken(32);
    const expiresAt = new Date(Date.now() + SIGN_IN_LINK_HOURS * 3_600_000);
    await repo.replaceSignInToken(ex, user.id, hashSecret(token), expiresAt);
    return linkJson(user, token, expiresAt);
  }

  async function newSession(ex: typeof db, userId: string) {
    const sessionId = randomToken(32);
    const now = new Date();
    await repo.insertSession(ex, {
      idHash: hashSecret(sessionId),
      userId,
      csrfToken: randomToken(32),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
    });
    return sessionId;
  }

  async function sweepSessions() {
    const now = new Date();
    await repo.deleteExpiredSessions(db, new Date(now.getTime() - policy.idleMinutes * 60_000), now);
  }

  /** The user whose email and password these are, unless throttled; failures count per email and per IP. */
  async function checkPassword(email: string, password: string, ip: string): Promise<{ ok: true; user: repo.UserRow } | Exclude<SignInOutcome, { ok: true }>> {
    const subjects = [`email:${email}`, `ip:${ip}`];
    const now = new Date();
    const failures = await repo.signInFailures(db, subjects);
    const wait = Math.max(0, ...failures.map((f) => secondsUntilNextAttempt(f.failures, f.lastFailureAt, now, f.subject.startsWith('ip:') ? ipThrottle : throttle)));
    if (wait > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: wait };
    const user = await repo.findUserByEmail(db, email);
    const valid = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !valid) {
      for (const s of subjects) await repo.recordSignInFailure(db, s, now);
      return { ok: false, reason: 'invalid' };
    }
    await repo.clearSignInFailures(db, `email:${email}`);
    return { ok: true, user };
  }

  return {
    /** A user of the account and the one-time link that sets their password. */
    async create(input: { accountId: string; email: string; role: repo.Role }) {
      const email = normaliseEmail(input.email);
      return db.transaction(async (tx) => {
        if (!(await findAccount(tx, input.accountId))) throw notFound(`Account ${input.accountId}`);
        const user = await repo.insertUser(tx, { accountId: input.accountId, email, role: input.role });
        if (!user) throw new AppError('conflict', `A user with the email ${email} already exists`);
        return newLink(tx, user);
      });
    },

    /** A new sign-in link; earlier unused links stop working. The password stays until the link is used. */
    async reset(emailIn: string, accountId?: string) {
      const email = normaliseEmail(emailIn);
      return db.transaction(async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
        if (!user || (accountId !== undefined && user.accountId !== accountId)) throw notFound(`User ${email}`);
        return newLink(tx, user);
      });
    },

    /** The user a sign-in link is for, while it can still be used. */
    async linkUser(token: string) {
      const row = await repo.findSignInToken(db, hashSecret(token));
      if (!row || row.token.usedAt || row.token.expiresAt.getTime() <= Date.now()) return undefined;
      return row.user;
    },

    /** Uses a sign-in link: sets the password, ends every other session of the user and opens one. */
    async setPasswordWithLink(token: string, password: string): Promise<{ ok: true; sessionId: string } | { ok: false; problem: string }> {
      return db.transaction(async (tx) => {
        const row = await repo.findSignInToken(tx, hashSecret(token), { forUpdate: true });
        if (!row || row.token.usedAt || row.token.expiresAt.getTime() <= Date.now()) return { ok: false, problem: 'This sign-in link has expired or was already used. Ask an admin for a new one.' };
        const problem = passwordProblem(password, row.user.email);
        if (problem) return { ok: false, problem };
        const now = new Date();
        await repo.markSignInTokenUsed(tx, row.token.tokenHash, now);
        await repo.setPasswordHash(tx, row.user.id, await hashPassword(password), now);
        await repo.deleteSessionsOfUser(tx, row.user.id);
        return { ok: true, sessionId: await newSession(tx, row.user.id) };
      });
    },

    /** Email and password, throttled per email and per IP; a new session id every time (no fixation). */
    async signIn(emailIn: string, password: string, ip: string): Promise<SignInOutcome> {
      const email = emailIn.trim().toLowerCase().slice(0, 320);
      const checked = await checkPassword(email, password, ip);
      if (!checked.ok) return checked;
      await sweepSessions(); // sessions nobody came back to go at the next sign-in
      return { ok: true, sessionId: await newSession(db, checked.user.id) };
    },

    /** Re-entering the password before a secret is shown: the same throttle as signing in. */
    async confirmPassword(user: repo.UserRow, password: string, ip: string): Promise<{ ok: true } | Exclude<SignInOutcome, { ok: true }>> {
      const checked = await checkPassword(user.email, password, ip);
      return checked.ok ? { ok: true } : checked;
    },

    /** The session's user, unless it is unknown, idle too long or past its absolute end. */
    async session(sessionId: string | undefined): Promise<DashboardUser | undefined> {
      if (!sessionId || sessionId.length > 100) return undefined;
      const idHash = hashSecret(sessionId);
      const row = await repo.findSession(db, idHash);
      if (!row) return undefined;
      const now = Date.now();
      if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + policy.idleMinutes * 60_000 <= now) {
        await repo.deleteSession(db, idHash);
        return undefined;
      }
      if (now - row.session.lastSeenAt.getTime() > 30_000) await repo.touchSession(db, idHash, new Date(now));
      return { user: row.user, account: row.account, sessionIdHash: idHash, csrfToken: row.session.csrfToken };
    },

    async signOut(idHash: string) {
      await repo.deleteSession(db, idHash);
    },

    /** A new password: every session of the user ends, and this browser gets a new one. */
    async changePassword(user: repo.UserRow, current: string, next: string, ip: string): Promise<{ ok: true; sessionId: string } | { ok: false; problem: string }> {
      const checked = await checkPassword(user.email, current, ip);
      if (!checked.ok) return { ok: false, problem: checked.reason === 'throttled' ? `Too many attempts. Try again in ${checked.retryAfterSeconds} seconds.` : 'The current password is not right.' };
      const problem = passwordProblem(next, user.email);
      if (problem) return { ok: false, problem };
      const hash = await hashPassword(next);
      return db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, user.id, hash, new Date());
        await repo.deleteSessionsOfUser(tx, user.id);
        return { ok: true, sessionId: await newSession(tx, user.id) };
      });
    },

    list: (accountId: string) => repo.listUsers(db, accountId),

  };
}

export type UsersService = ReturnType<typeof usersService>;
