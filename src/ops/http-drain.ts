import type { FastifyInstance } from 'fastify';
import { remainingMs } from './shutdown.ts';

/**
 * Stops the listener and lets in-flight requests finish (fastify answers 503 to new requests on
 * kept-alive connections meanwhile); at the deadline, connections still open are cut.
 */
export async function drainHttp(app: FastifyInstance, deadline: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), remainingMs(deadline));
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
