import crypto from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { accounts, dashboardSessions, dashboardSignInFailures, users, userSignInTokens } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof dashboardSessions.$inferSelect;
export type Role = UserRow['role'];

export async function insertUser(db: Executor, u: { accountId: string; email: string; role: Role }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...u, createdAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listUsers(db: Executor, accountId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.createdAt), asc(users.email));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/** A new sign-in link for the user; links given before and not used stop working. */
export async function replaceSignInToken(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.delete(userSignInTokens).where(and(eq(userSignInTokens.userId, userId), isNull(userSignInTokens.usedAt)));
  await db.insert(userSignInTokens).values({ tokenHash, userId, expiresAt, createdAt: new Date() });
}

export async function findSignInToken(db: Executor, tokenHash: string, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select({ token: userSignInTokens, user: users })
    .from(userSignInTokens)
    .innerJoin(users, eq(users.id, userSignInTokens.userId))
    .where(eq(userSignInTokens.tokenHash, tokenHash));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function markSignInTokenUsed(db: Executor, tokenHash: string, at: Date) {
  await db.update(userSignInTokens).set({ usedAt: at }).where(eq(userSignInTokens.tokenHash, tokenHash));
}

export async function insertSession(db: Executor, s: SessionRow) {
  await db.insert(dashboardSessions).values(s);
}

export async function findSession(db: Executor, idHash: string) {
  const [row] = await db
    .select({ session: dashboardSessions, user: users, account: accounts })
    .from(dashboardSessions)
    .innerJoin(users, eq(users.id, dashboardSessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(dashboardSessions.idHash, idHash));
  return row;
}

export async function touchSession(db: Executor, idHash: string, at: Date) {
  await db.update(dashboardSessions).set({ lastSeenAt: at }).where(eq(dashboardSessions.idHash, idHash));
}

export async function deleteSession(db: Executor, idHash: string) {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.idHash, idHash));
}

export async function deleteSessionsOfUser(db: Executor, userId: string) {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, idleBefore: Date, now: Date) {
  await db.delete(dashboardSessions).where(or(lt(dashboardSessions.expiresAt, now), lt(dashboardSessions.lastSeenAt, idleBefore)));
}

export async function signInFailures(db: Executor, subjects: string[]) {
  const rows = await db.select().from(dashboardSignInFailures).where(sql`${dashboardSignInFailures.subject} in ${subjects}`);
  return rows;
}

export async function recordSignInFailure(db: Executor, subject: string, at: Date) {
  await db
    .insert(dashboardSignInFailures)
    .values({ subject, failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({ target: dashboardSignInFailures.subject, set: { failures: sql`${dashboardSignInFailures.failures} + 1`, lastFailureAt: at } });
}

export async function clearSignInFailures(db: Executor, subject: string) {
  await db.delete(dashboardSignInFailures).where(eq(dashboardSignInFailures.subject, subject));
}
