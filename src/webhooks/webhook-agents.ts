import { createRequire } from 'node:module';
import net from 'node:net';
import tls from 'node:tls';
import type { Agent, buildConnector } from 'undici';
import type { EndpointPolicy } from './endpoint-policy.ts';

/**
 * undici's agent alone, loaded with the first webhook sent: its index loads fetch, WebSocket and
 * caches besides, 20 MB of RSS where the agent takes about half that (docs/benchmarks.md), and a
 * process that sends no webhook loads nothing.
 */
let AgentClass: typeof Agent | undefined;
const loadAgent = () => (AgentClass ??= createRequire(import.meta.url)('undici/lib/dispatcher/agent.js') as typeof Agent);

export type CheckedAddress = { address: string; family: 4 | 6 };

/** Connections to one endpoint (scheme, host and port) at most, as node's agent had (maxSockets). */
const CONNECTIONS = 64;
/** A connection not made within this long fails its requests (undici's own default). */
const CONNECT_TIMEOUT_MS = 10_000;
const ORIGINS_MAX = 1_000;
const SESSIONS_MAX = 100;

/**
 * The HTTP clients webhooks go out through: one undici agent (a keep-alive pool per endpoint) per
 * endpoint policy, so that a connection opened for one policy never carries another policy's
 * requests. Every delivery checks the addresses its host resolves to before it is sent (`pinnedAgent`);
 * a new connection goes to the addresses last checked for its endpoint under its agent's policy.
 */
interface PolicyAgent {
  agent: Agent;
  /** Per origin (`http://host:port`): the addresses last checked for it under this policy. */
  checked: Map<string, CheckedAddress[]>;
}

const agents = new Map<string, PolicyAgent>();
/** TLS sessions by server name, so that a new connection to a known endpoint resumes its session (as node's https agent does). */
const sessions = new Map<string, Buffer>();

const policyKey = (p: EndpointPolicy) => `${p.environment}|${p.allowLocal}|${p.allowPrivate === true}`;

/** A lookup that answers with the checked addresses only: the connection cannot go anywhere else. */
function pinnedLookup(addresses: CheckedAddress[]): net.LookupFunction {
  return (_host, options, cb) => {
    const pick = addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0];
    if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: CheckedAddress[]) => void)(null, addresses);
    else cb(null, pick.address, pick.family);
  };
}

function connector(checked: Map<string, CheckedAddress[]>): buildConnector.connector {
  return ({ hostname, host, protocol, port }, callback) => {
    const addresses = checked.get(`${protocol}//${host}`);
    if (!addresses?.length) return callback(new Error(`no checked address for ${host}`), null);
    const lookup = pinnedLookup(addresses);
    let socket: net.Socket;
    if (protocol === 'https:') {
      const servername = net.isIP(hostname) ? undefined : hostname;
      socket = tls.connect({ host: hostname, port: Number(port) || 443, servername, lookup, session: sessions.get(hostname), ALPNProtocols: ['http/1.1'] });
      socket.on('session', (session: Buffer) => {
        if (sessions.size >= SESSIONS_MAX) sessions.clear();
        sessions.set(hostname, session);
      });
    } else socket = net.connect({ host: hostname, port: Number(port) || 80, lookup });
    socket.setNoDelay(true);
    const timer = setTimeout(() => socket.destroy(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' })), CONNECT_TIMEOUT_MS);
    let answered = false;
    const answer = (err: Error | null) => {
      clearTimeout(timer);
      if (answered) return;
      answered = true;
      if (err) callback(err, null);
      else callback(null, socket);
    };
    socket.once(protocol === 'https:' ? 'secureConnect' : 'connect', () => answer(null));
    socket.once('error', (err) => answer(err));
  };
}

function agentFor(policy: EndpointPolicy): PolicyAgent {
  const key = policyKey(policy);
  let a = agents.get(key);
  if (!a) {
    const checked = new Map<string, CheckedAddress[]>();
    // No header or body timeout of undici's own: the delivery's timeout (postWebhook) governs.
    const agent = new (loadAgent())({ connections: CONNECTIONS, pipelining: 1, headersTimeout: 0, bodyTimeout: 0, connect: connector(checked) });
    agents.set(key, (a = { agent, checked }));
  }
  return a;
}

/** The agent to send a request to `url` through, its endpoint's addresses just checked under `policy`. */
export function pinnedAgent(url: URL, policy: EndpointPolicy, addresses: CheckedAddress[]): Agent {
  const a = agentFor(policy);
  const origin = `${url.protocol}//${url.host}`;
  // Kept in the order last pinned: when full, the endpoint pinned longest ago is forgotten.
  if (!a.checked.delete(origin) && a.checked.size >= ORIGINS_MAX) a.checked.delete(a.checked.keys().next().value!);
  a.checked.set(origin, addresses);
  return a.agent;
}
