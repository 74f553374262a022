import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { storageUrlProblem } from '../storage/storage-url.ts';
import { MAX_PROXY_HOPS, proxyEntryProblem, type ProxySetting } from '../http/proxy-trust.ts';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

/** TRUST_PROXY: "false", a hop count, or a comma-separated list of the proxies' addresses/CIDRs (docs/security.md). */
const trustProxy = z
  .string()
  .transform((v, ctx): ProxySetting => {
    const s = v.trim();
    if (s === '' || s === 'false') return false;
    if (s === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would take the client address from X-Forwarded-For as the client wrote it, so anyone could pass an IP allowlist: ' +
          'give the number of proxies in front of the service (1 behind one nginx) or their addresses/CIDRs',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(s)) {
      if (Number(s) > MAX_PROXY_HOPS) ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_PROXY_HOPS} proxy hops` });
      return Number(s) === 0 ? false : Number(s);
    }
    const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
    for (const p of parts) {
      const problem = proxyEntryProblem(p);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
    return parts;
  });

/** STORAGE_URL: `file://DIR` or `s3://BUCKET[/PREFIX]` (docs/storage-and-scaling.md). */
const storageUrl = z.string().superRefine((v, ctx) => {
  const problem = storageUrlProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** METRICS_ALLOW: addresses or CIDRs, comma-separated, that may read /metrics besides loopback. */
const cidrList = z.string().transform((v, ctx) => {
  const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
  for (const p of parts) {
    const problem = proxyEntryProblem(p);
    if (problem || !net.isIP(p.split('/')[0]!)) ctx.addIssue({ code: 'custom', message: problem ?? `"${p}" is not an IP address or CIDR` });
  }
  return parts;
});

export const configSchema = z.object({
  PORT: int(0, 65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  /** Base64 of 32 bytes that encrypts secrets at rest; generated into DATA_DIR/secret.key when unset. */
  SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be the base64 of exactly 32 bytes (openssl rand -base64 32)')
    .optional(),
  WEBHOOK_TIMEOUT_MS: int(100, 120_000).default(10_000),
  WEBHOOK_RETRY_INTERVAL_MS: int(0, 7 * 24 * 3600 * 1000).default(600_000),
  /** Sandbox accounts retry failed deliveries after this many seconds (decimals allowed), or WEBHOOK_RETRY_INTERVAL_MS when shorter. */
  SANDBOX_RETRY_INTERVAL_S: z.coerce.number().min(0, 'must be at least 0').max(86_400, 'must be at most 86400').default(10),
  /** Sandbox accounts may send webhooks over http to loopback addresses (a developer's machine). */
  WEBHOOK_SANDBOX_ALLOW_LOCAL: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Sandbox accounts may also send webhooks to private ranges (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7). */
  WEBHOOK_SANDBOX_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** After `webhook rotate-secret`, how long the previous signing secret also signs deliveries. */
  WEBHOOK_SECRET_OVERLAP_HOURS: int(0, 24 * 30).default(24),
  /** How often job workers look for jobs whose process died mid-run, and give them to another. */
  JOB_SUPERVISE_SECONDS: int(1, 3600).default(60),
  TRUST_PROXY: trustProxy.default(false),
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  /** Twilio (SMS_PROVIDER=twilio): the account, its auth token, and the sender (E.164 number or Messaging Service SID). */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID: AC and 32 hex characters').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{1,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number (+14155552671) or a Messaging Service SID (MG and 32 hex characters)')
    .optional(),
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  TWILIO_TIMEOUT_MS: int(100, 120_000).default(10_000),
  /** Wait before an SMS's second attempt after a failure that may pass (doubled before the third). */
  SMS_RETRY_DELAY_MS: int(0, 24 * 3600 * 1000).default(30_000),
  /** Texts one case may be sent in any 24 hours (send-sms answers 429 beyond). */
  SMS_MAX_PER_CASE: int(1, 1000).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_PER_SECOND: int(1, 1_000_000).default(100),
  RATE_LIMIT_BURST: int(1, 1_000_000).default(200),
  KEY_OVERLAP_DAYS: int(0, 365).default(7),
  LINK_TTL_DAYS: int(1, 365).default(30),
  /** Hosted flow: wrong bank passwords a case may enter before each further try must wait (2^(n - this) s). */
  LINK_SIGN_IN_FREE_ATTEMPTS: int(1, 100).default(3),
  /** Hosted flow: the longest wait between bank sign-in tries, in seconds. */
  LINK_SIGN_IN_MAX_WAIT_SECONDS: int(1, 86_400).default(300),
  IDEMPOTENCY_TTL_HOURS: int(1, 24 * 30).default(24),
  UPLOAD_MAX_FILE_BYTES: int(1, 1024 * 1024 * 1024).default(25 * 1024 * 1024),
  UPLOAD_MAX_FILES: int(1, 100).default(10),
  CASE_MAX_DOCUMENTS: int(1, 10_000).default(100),
  /** Worker threads that read uploaded documents, and each document's time and heap limits. */
  PARSE_THREADS: int(1, 64).default(2),
  PARSE_TIMEOUT_MS: int(100, 600_000).default(30_000),
  PARSE_MEMORY_MB: int(32, 16_384).default(512),
  /** Threads one account may hold at once (default: all but one, so another account always finds one). */
  PARSE_THREADS_PER_ACCOUNT: int(1, 64).optional(),
  /** A thread with nothing to do for this long ends; the next task starts one. */
  PARSE_IDLE_SECONDS: int(1, 86_400).default(300),
  /** How far V8's old generation may grow past its live objects before a full collection, in percent (0, the default: V8's own factor, 10 to 300). */
  HEAP_GROWTH_PERCENT: int(0, 1000).default(0),
  /** A module's analysis taking longer ends its run INSUFFICIENT naming this limit. */
  ANALYSIS_TIMEOUT_MS: int(100, 600_000).default(60_000),
  /** Caps on what one document or run may hold (docs/limits.md). */
  MAX_STATEMENT_ROWS: int(1, 10_000_000).default(20_000),
  MAX_RUN_TRANSACTIONS: int(1, 10_000_000).default(50_000),
  MAX_PDF_PAGES: int(1, 100_000).default(500),
  MAX_IMAGE_PIXELS: int(1, 1_000_000_000).default(40_000_000),
  /** Hosted flow: uploads and "I'm done" presses one link may make a minute (429 beyond). */
  LINK_UPLOADS_PER_MINUTE: int(1, 100_000).default(20),
  LINK_DONE_PER_MINUTE: int(1, 100_000).default(5),
  /** Where uploaded files and reports are kept: file://DIR (default DATA_DIR/documents) or s3://BUCKET/PREFIX. */
  STORAGE_URL: storageUrl.optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Replaces Plaid's host for every account's Plaid calls (tests point it at a local emulator). */
  PLAID_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The Plaid Link script the hosted bank page loads; its origin is the only other one the page's CSP allows. */
  PLAID_LINK_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://cdn.plaid.com/link/v2/stable/link-initialize.js'),
  /** Wait before retrying a rate-limited or failed Plaid call, doubled on each of up to 3 retries. */
  PLAID_RETRY_BASE_MS: int(0, 60_000).default(1_000),
  /** Besides loopback, who may read /metrics. */
  METRICS_ALLOW: cidrList.default([]),
  /** On SIGTERM/SIGINT, how long in-flight requests and jobs get to finish before the process exits. */
  SHUTDOWN_GRACE_MS: int(0, 600_000).default(25_000),
  /** `underwrite worker` answers /healthz, /readyz and /metrics on this port (none when unset). */
  WORKER_PORT: int(1, 65535).optional(),
}).superRefine((c, ctx) => {
  if (Boolean(c.AWS_ACCESS_KEY_ID) !== Boolean(c.AWS_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [c.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'], message: 'is required with the other AWS_ key (or set neither, for the default credential chain)' });
  }
  if (c.SMS_PROVIDER !== 'twilio') return;
  for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
    if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
  }
});

export type Config = Omit<z.output<typeof configSchema>, 'PUBLIC_URL' | 'DATA_DIR'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Parses settings from the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(settings)'}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, PUBLIC_URL: publicUrl, DATA_DIR: path.resolve(c.DATA_DIR) };
}
