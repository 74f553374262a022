import type { FastifyInstance } from 'fastify';
import { findAccount } from '../accounts/accounts.repo.ts';
import { eventBody } from '../events/event-format.ts';
import { attemptsOf } from '../events/events.repo.ts';
import { eventsService } from '../events/events.service.ts';
import type { AuthContext } from '../http/types.ts';
import { notFound } from '../shared/errors.ts';
import { actorOf, field, sendPage, signedIn, viewerOf, type DashboardContext } from './dashboard-context.ts';
import { DELIVERY_STATES, droppedSince, findAccountEvent, listAccountEvents } from './events.repo.ts';
import { EVENT_TYPES, eventPage, eventsPage } from './pages/events-page.ts';

const ANY_USER = { config: { access: 'PUBLIC' as const, dashboard: 'analyst' as const }, schema: { hide: true } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PAGE_SIZE = 50;
/** One "redeliver all" asks for at most this many deliveries. */
const MAX_REDELIVER = 1000;
type EventParams = { Params: { event_id: string } };

/** The account's events with their deliveries and attempts; redelivery of one, or of all dropped since a time. */
export function registerEventRoutes(app: FastifyInstance, ctx: DashboardContext) {
  const { db } = ctx.store;
  const events = eventsService({ store: ctx.store, scheduler: ctx.scheduler });

  /** The events service acts for an account; the dashboard's account, read fresh for its webhook URL. */
  async function authOfAccount(accountId: string): Promise<AuthContext> {
    return { account: (await findAccount(db, accountId))!, key: undefined as never };
  }

  async function ownEvent(accountId: string, eventId: string) {
    const id = eventId.toLowerCase();
    const row = UUID.test(id) ? await findAccountEvent(db, accountId, id) : undefined;
    if (!row) throw notFound('Event');
    return row;
  }

  app.get<{ Querystring: { event?: string; state?: string; before?: string } }>('/dashboard/events', ANY_USER, async (request, reply) => {
    const accountId = signedIn(request).account.id;
    const q = {
      event: EVENT_TYPES.includes(request.query.event ?? '') ? request.query.event! : '',
      state: (DELIVERY_STATES as readonly string[]).includes(request.query.state ?? '') ? request.query.state! : '',
    };
    const before = /^\d{1,15}$/.test(request.query.before ?? '') ? Number(request.query.before) : undefined;
    const rows = await listAccountEvents(db, accountId, { event: q.event || undefined, state: q.state || undefined, beforeSeq: before, limit: PAGE_SIZE + 1 });
    const pageRows = rows.slice(0, PAGE_SIZE);
    const attempts = await attemptsOf(db, pageRows.map((r) => r.e.id));
    const items = pageRows.map((r) => ({ ...r, attempts: attempts.filter((a) => a.eventId === r.e.id) }));
    const next = rows.length > PAGE_SIZE ? String(pageRows[pageRows.length - 1]!.e.accountSeq) : null;
    return sendPage(reply, 200, eventsPage(ctx.assets, viewerOf(request), q, items, next));
  });

  app.get<EventParams & { Querystring: { redelivered?: string } }>('/dashboard/events/:event_id', ANY_USER, async (request, reply) => {
    const row = await ownEvent(signedIn(request).account.id, request.params.event_id);
    const attempts = await attemptsOf(db, [row.e.id]);
    const info = request.query.redelivered ? 'A new delivery is on its way.' : undefined;
    return sendPage(reply, 200, eventPage(ctx.assets, viewerOf(request), { ...row, attempts }, eventBody(row.e), info));
  });

  app.post<EventParams>('/dashboard/events/:event_id/redeliver', ANY_USER, async (request, reply) => {
    const accountId = signedIn(request).account.id;
    const row = await ownEvent(accountId, request.params.event_id);
    const auth = await authOfAccount(accountId);
    await db.transaction(async (tx) => {
      const out = await events.redeliver(tx, auth, row.surface, row.e.id);
      await ctx.audit.record(tx, actorOf(request), { accountId, action: 'event.redeliver', details: { event_id: row.e.id, delivery_id: out.delivery_id } });
    });
    return reply.redirect(`/dashboard/events/${row.e.id}?redelivered=1`, 303);
  });

  app.post<{ Body: Record<string, string> | undefined }>('/dashboard/events/redeliver-dropped', ANY_USER, async (request, reply) => {
    const accountId = signedIn(request).account.id;
    const raw = field(request.body, 'since', 64);
    const since = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(raw) ? new Date(`${raw}Z`) : new Date(NaN);
    const render = async (status: number, opts: { info?: string; error?: string }) => {
      const rows = await listAccountEvents(db, accountId, { limit: PAGE_SIZE });
      const attempts = await attemptsOf(db, rows.map((r) => r.e.id));
      const items = rows.map((r) => ({ ...r, attempts: attempts.filter((a) => a.eventId === r.e.id) }));
      return sendPage(reply, status, eventsPage(ctx.assets, viewerOf(request), { event: '', state: '' }, items, null, opts));
    };
    if (Number.isNaN(since.getTime())) return render(400, { error: 'Give the time from which dropped events are sent again.' });
    const dropped = await droppedSince(db, accountId, since, MAX_REDELIVER);
    const auth = await authOfAccount(accountId);
    await db.transaction(async (tx) => {
      for (const d of dropped) await events.redeliver(tx, auth, d.surface, d.id);
      await ctx.audit.record(tx, actorOf(request), { accountId, action: 'event.redeliver_dropped', details: { since: since.toISOString(), count: dropped.length } });
    });
    const n = dropped.length;
    return render(200, { info: n === 0 ? 'No event was dropped since then.' : `${n} dropped ${n === 1 ? 'event is' : 'events are'} being delivered again.` });
  });
}
