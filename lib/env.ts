import { z } from 'zod';

// The only module that reads process.env. Everything else imports `env`.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().optional(),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
    SMTP_URL: z.string().optional(),
    /**
     * Key of the dev mailbox (used while SMTP_URL is unset): both mailbox routes answer 404 without it.
     * `npm start` generates one into DATA_DIR/mailbox-key; unset and no SMTP, mail is stored unreadable (the log names
     * recipient and subject only).
     */
    MAILBOX_KEY: z.string().min(16, 'MAILBOX_KEY must be at least 16 characters').optional(),
    MAIL_FROM: z.string().default('Client Portal <no-reply@portal.local>'),
    PUBLIC_URL: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Sign-in requests allowed per IP per 15 minutes; raised for test runs where every request comes from 127.0.0.1. */
    LOGIN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
    /**
     * Sign-in links mailed to one email per hour, whatever address asks (issue 24 item 9). Five covers a person
     * who asks again because a mail was slow; the bench raises it, as its sign-ins reuse 400 addresses.
     */
    LOGIN_EMAIL_MAIL_LIMIT: z.coerce.number().int().min(1).default(5),
    /**
     * Push gateway: when set, sent notifications are also POSTed here as JSON (lib/push-notifications/transports).
     * https, unless its origin is in OUTBOUND_URL_ALLOWLIST (checked below, once both are read).
     */
    PUSH_WEBHOOK_URL: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(z.url({ protocol: /^https?$/, error: 'PUSH_WEBHOOK_URL must be an https URL' }).optional()),
    /** Optional HMAC key: the webhook's body is signed with it (X-Portal-Signature). */
    PUSH_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /**
     * 'server' when scripts/server.mjs serves the app: it sets the client-address header from the socket
     * (lib/http/client-ip.ts). Anything else serving the app leaves it unset, and no header is trusted.
     */
    CLIENT_IP_SOURCE: z.enum(['server', 'none']).default('none'),
    /**
     * '1' makes every route handler check its JSON answer against the response schema of its contract and
     * fail loudly when they differ. The integration suite sets it, so every test is also a contract test.
     */
    VALIDATE_RESPONSES: z.enum(['0', '1']).default('0'),
    /**
     * Origins (comma-separated, e.g. `http://127.0.0.1:4010,https://gateway.corp.example`) that outbound
     * requests may reach although plain http or a private address (lib/net): an on-premise gateway, or a
     * test's local stand-in. Operator-set only; tenants can never add to it.
     */
    OUTBOUND_URL_ALLOWLIST: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const origins: string[] = [];
        for (const item of (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const url = URL.canParse(item) ? new URL(item) : null;
          if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
            ctx.addIssue({ code: 'custom', message: `OUTBOUND_URL_ALLOWLIST: "${item}" is not an origin like http://10.0.0.7:4010` });
            return z.NEVER;
          }
          origins.push(url.origin);
        }
        return origins;
      }),
    /**
     * How often this instance's job worker looks for due jobs (lib/job-queue), in ms. Each look is one
     * short query per job name; jobs claimed in a look run one after another.
     */
    JOB_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
    /** 'off' keeps this instance from running background jobs (it still enqueues them): for web-only instances. */
    JOB_WORKER: z.enum(['on', 'off']).default('on'),
    /**
     * Who's-working event streams this instance holds open at once (lib/live/stream-slots.ts); one more is
     * answered 503 with Retry-After and that board polls instead. Each open stream costs some memory
     * (`npm run bench` prints how much).
     */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(1_000),
    /** Event streams one user (and one session) may hold open at once: a board in a few tabs; one more is a 429. */
    LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(5),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Base URLs of the services of SPEC §7; default to this app's own mounts (DESIGN.md §4).
    NEXT_PUBLIC_API_MAIN: z.string().default('/api/main'),
    NEXT_PUBLIC_API_ON_DEMAND: z.string().default('/api/on-demand'),
    NEXT_PUBLIC_API_CANDIDATES: z.string().default('/api/candidates'),
    NEXT_PUBLIC_API_USERS: z.string().default('/api/users'),
    NEXT_PUBLIC_API_ONBOARDING: z.string().default('/api/onboarding'),
    NEXT_PUBLIC_API_WORK_APP: z.string().default('/api/work-app'),
  })
  .superRefine((e, ctx) => {
    // Plain http would send the signed payload in the clear: only an allowlisted (on-premise) gateway may use it.
    const hook = e.PUSH_WEBHOOK_URL ? new URL(e.PUSH_WEBHOOK_URL) : null;
    if (hook?.protocol === 'http:' && !e.OUTBOUND_URL_ALLOWLIST.includes(hook.origin)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_WEBHOOK_URL'],
        message: 'PUSH_WEBHOOK_URL must be an https URL (or its origin listed in OUTBOUND_URL_ALLOWLIST)',
      });
    }
  });

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  return parsed.data;
}

let cached: Env | undefined;
/** Parsed lazily so `next build` can import modules without a database configured. */
export function env(): Env {
  cached ??= load();
  return cached;
}

export function databaseUrl(): string {
  const url = env().DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL is not set: start through `npm start`, which runs the embedded server, or point it at PostgreSQL');
  return url;
}

/** Log level without validating the rest, so logging works before the environment is complete. */
export const logLevel = () => process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
