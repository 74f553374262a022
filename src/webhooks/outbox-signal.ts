import pg from 'pg';

/** The channel on which processes that write events tell workers in other processes to look. */
export const OUTBOX_CHANNEL = 'underwrite_outbox';

/**
 * Tells workers in other processes (PostgreSQL only) that deliveries are due: one NOTIFY, outside
 * any transaction, for all the events written within `delayMs`. Sent a little after the call,
 * which comes just before the writing transaction commits.
 */
export function outboxNotifier(pool: pg.Pool, delayMs = 5): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      pool.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`).catch(() => {
        /* the workers' own polling finds the events */
      });
    }, delayMs);
    timer.unref();
  };
}

/** Calls `onWake` at each outbox NOTIFY, on a connection of its own; reconnects after a lost connection. */
export async function listenOutbox(databaseUrl: string, onWake: () => void): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (closed) return;
    retry = setTimeout(() => void connect().catch(reconnect), 1000);
    retry.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', onWake);
    c.on('error', () => {
      void c.end().catch(() => {});
      reconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
    client = c;
    onWake(); // whatever was written while not listening
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
