import http from 'node:http';
import type net from 'node:net';

/**
 * What the proxy does with one request: forward it to the service, answer it itself, close the
 * connection without sending it on ('drop'), or send it on and then close the connection without
 * passing the answer back ('lose-answer': the change happened, the client never heard).
 */
export type ProxyAction = 'forward' | 'drop' | 'lose-answer' | { status: number; headers?: Record<string, string>; body?: unknown };

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The service's answer when the request went on to it. */
  upstream?: { status: number; body: string };
}

export interface FlakyProxy {
  url: string;
  seen: SeenRequest[];
  /** Actions for the next requests, in order; once used up, requests are forwarded. */
  plan(actions: ProxyAction[]): void;
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of a real service that fails requests as planned. Like a reverse
 * proxy that serves the service under a path, it also strips a leading `/underwrite`.
 */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  let actions: ProxyAction[] = [];
  const seen: SeenRequest[] = [];
  const upstreamUrl = new URL(target);

  function forward(req: http.IncomingMessage, body: Buffer, record: SeenRequest): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const up = http.request(
        { host: upstreamUrl.hostname, port: upstreamUrl.port, path: req.url!.replace(/^\/underwrite(?=\/)/, ''), method: req.method, headers: { ...req.headers, host: upstreamUrl.host } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out = Buffer.concat(chunks);
            record.upstream = { status: res.statusCode ?? 0, body: out.toString('utf8') };
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: out });
          });
        },
      );
      up.on('error', reject);
      up.end(body);
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const record: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
      seen.push(record);
      const action = actions.shift() ?? 'forward';
      if (action === 'drop') return req.socket.destroy();
      if (typeof action === 'object') {
        const headers = { 'content-type': 'application/json', ...action.headers };
        return res.writeHead(action.status, headers).end(JSON.stringify(action.body ?? { message: `proxy answered ${action.status}` }));
      }
      try {
        const answer = await forward(req, Buffer.concat(chunks), record);
        if (action === 'lose-answer') return req.socket.destroy();
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        delete headers.connection;
        res.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) }).end(answer.body);
      } catch (err) {
        res.writeHead(502).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    seen,
    plan(next) {
      actions = [...next];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
