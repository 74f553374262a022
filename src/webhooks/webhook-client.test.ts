import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from './webhook-client.ts';

/**
 * A raw TCP receiver whose answer each test picks by path: what the client makes of each way an
 * endpoint can answer (or not) is what an attempt records. Whole answers keep the connection open
 * (a closed one could be picked again for the next request while it closes).
 */
type Answer = (socket: net.Socket) => void;
const answers: Record<string, Answer> = {
  '/ok': (s) => s.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'),
  '/no-content': (s) => s.write('HTTP/1.1 204 No Content\r\n\r\n'),
  '/unavailable': (s) => s.write('HTTP/1.1 503 Service Unavailable\r\ncontent-length: 12\r\n\r\nreceiver off'),
  '/moved': (s) => s.write('HTTP/1.1 302 Found\r\nlocation: http://127.0.0.1:1/elsewhere\r\ncontent-length: 0\r\n\r\n'),
  '/closed': (s) => s.end(),
  '/reset': (s) => s.resetAndDestroy(),
  '/cut-off': (s) => s.end('HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\nonly ten b'),
  '/hang': () => {},
};

let server: net.Server;
let base: string;
const seen: string[] = [];
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  server = net.createServer((socket) => {
    let head = '';
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (head.length < end + 4 + length) return;
      seen.push(head.slice(0, end + 4 + length));
      const path = head.split(' ')[1]!.split('?')[0]!;
      head = '';
      answers[path]!(socket);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy(); // the client keeps its connections alive
  await new Promise<void>((r) => server.close(() => r()));
});

const opts = { timeoutMs: 300, policy: { environment: 'sandbox' as const, allowLocal: true } };
const body = Buffer.from('{"event_id":"e1","event":"CASE_CREATED"}');
const post = (url: string) => postWebhook(url, body, { 'webhook-id': 'e1', 'x-signature': 'sha256=ab' }, opts);

describe('postWebhook: what an attempt records of each answer', () => {
  it.each([
    ['/ok', true, 200, null],
    ['/no-content', true, 204, null],
    ['/unavailable', false, 503, 'The endpoint answered 503'],
    ['/moved', false, 302, 'The endpoint answered 302: redirects are not followed'],
    ['/closed', false, null, 'Connection reset'],
    ['/reset', false, null, 'Connection reset'],
    ['/cut-off', false, 200, 'The answer was cut off'],
    ['/hang', false, null, 'No answer within 300 ms'],
  ])('%s: succeeded %s, status %s, error %s', async (path, succeeded, statusCode, error) => {
    expect(await post(`${base}${path}`)).toMatchObject({ succeeded, statusCode, error });
  });

  it('a closed port is "Connection refused"', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    expect(await post(`http://127.0.0.1:${port}/hook`)).toMatchObject({ succeeded: false, statusCode: null, error: 'Connection refused' });
  });

  it('sends the body as given, its length, content type, user agent and the headers passed', async () => {
    seen.length = 0;
    await post(`${base}/ok?x=1`);
    const [request] = seen;
    const [head, sent] = request!.split('\r\n\r\n');
    const lines = head!.split('\r\n');
    expect(lines[0]).toBe('POST /ok?x=1 HTTP/1.1');
    const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    expect(headers).toMatchObject({
      'webhook-id': 'e1',
      'x-signature': 'sha256=ab',
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': 'underwrite-webhooks/1',
    });
    expect(sent).toBe(body.toString());
  });

  it('refuses a URL the policy forbids before connecting', async () => {
    const production = { timeoutMs: 300, policy: { environment: 'production' as const, allowLocal: true } };
    seen.length = 0;
    expect(await postWebhook(`${base}/ok`, body, {}, production)).toMatchObject({ succeeded: false, statusCode: null, error: expect.stringMatching(/^refused: /) });
    expect(seen).toEqual([]);
  });
});
