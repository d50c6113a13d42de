import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { logLevel } from '@/lib/env';
import { scrubDeep, scrubSecrets } from '@/lib/log-scrub';

/**
 * No secret at any level (issue 24 item 4). Fields that only ever hold one are censored by name; every
 * other string, the message and any error included, is scrubbed of token shapes (lib/log-scrub.ts).
 * Mail bodies are never logged (lib/mail): they carry sign-in and approval links.
 */
const LOG_OPTIONS: LoggerOptions = {
  base: undefined,
  redact: {
    paths: [
      'token',
      '*.token',
      'password',
      '*.password',
      'secret',
      '*.secret',
      'cookie',
      '*.cookie',
      'authorization',
      '*.authorization',
      'req.headers.cookie',
      'req.headers.authorization',
      'headers.cookie',
      'headers.authorization',
      'headers["set-cookie"]',
      'body',
      'text',
      'html',
    ],
    censor: '[redacted]',
  },
  formatters: { log: (record) => scrubDeep(record) as Record<string, unknown> },
  // The formatter has made any error plain fields already; one logged some other way is scrubbed here.
  serializers: { err: (err: unknown) => (err instanceof Error ? scrubDeep(err) : err) },
  hooks: {
    // The message too, and the one pino would take from an error's message when none is given.
    logMethod(args, method) {
      const scrubbed = args.map((a) => (typeof a === 'string' ? scrubSecrets(a) : a));
      const first: unknown = scrubbed[0];
      const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
      if (err instanceof Error && typeof scrubbed[1] !== 'string') scrubbed.splice(1, 0, scrubSecrets(err.message));
      method.apply(this, scrubbed as Parameters<typeof method>);
    },
  },
};

// Plain JSON lines on stdout: no transport worker, so nothing to locate at run time. Written through a
// forwarder so a test can read exactly what the server would write (captureLog).
const stdout = pino.destination(1);
let target: DestinationStream = stdout;
const forwarder: DestinationStream = { write: (line: string) => target.write(line) };

export const log = pino({ ...LOG_OPTIONS, level: logLevel() }, forwarder);

/** Sends the log's lines to `into` at `level` until the returned function is called: for tests. */
export function captureLog(into: DestinationStream, level: pino.Level = 'trace'): () => void {
  const before = log.level;
  target = into;
  log.level = level;
  return () => {
    target = stdout;
    log.level = before;
  };
}
