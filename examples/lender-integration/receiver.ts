import http from 'node:http';
import type { AddressInfo } from 'node:net';
// In your own project: import { verifyWebhook, ... } from '@underwrite/sdk';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '../../sdk/src/index.ts';

export interface Receiver {
  url: string;
  /** The first verified event that `match` accepts, delivered before or after this call; rejects after `timeoutMs`. */
  waitFor(match: (event: WebhookEvent) => boolean, timeoutMs: number): Promise<WebhookEvent>;
  close(): Promise<void>;
}

/**
 * An HTTP endpoint for the service's webhooks: each delivery is verified over its raw bytes
 * (401 when the signature, or its timestamp, is wrong) and answered 204 at once.
 */
export async function startReceiver(port: number, secret: string, log: (line: string) => void): Promise<Receiver> {
  const events: WebhookEvent[] = [];
  const waiters = new Set<() => void>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
        res.writeHead(204).end();
        log(`webhook ${event.event} (${event.event_id}) verified`);
        events.push(event);
        for (const wake of waiters) wake();
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) throw err;
        log(`webhook refused: ${err.message}`);
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waitFor(match, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching webhook within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
