import { scrubSecrets } from '@/lib/log-scrub';

/**
 * What bypasses the pino log (Next's own reports of a failed render or route, a dependency's warnings) is
 * written by console.*: its strings and errors are scrubbed of token shapes the same way (lib/log-scrub.ts),
 * so no level of the server's output holds a sign-in or approval link (issue 24 item 4).
 */
function scrubbedArg(arg: unknown): unknown {
  if (typeof arg === 'string') return scrubSecrets(arg);
  if (!(arg instanceof Error)) return arg;
  const copy = new Error(scrubSecrets(arg.message));
  copy.name = arg.name;
  copy.stack = arg.stack === undefined ? undefined : scrubSecrets(arg.stack);
  // Next's digest names the error in the browser's report; keep it so the two can be matched.
  const digest = (arg as { digest?: unknown }).digest;
  if (digest !== undefined) Object.assign(copy, { digest });
  return copy;
}

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
const holder = globalThis as typeof globalThis & { __consoleScrubbed?: boolean };

/** Wraps console's writers once per process (a hot reload calls register() again). */
export function scrubConsole(target: Console = console): void {
  if (target === console && holder.__consoleScrubbed) return;
  if (target === console) holder.__consoleScrubbed = true;
  for (const name of METHODS) {
    const original = target[name].bind(target);
    target[name] = (...args: unknown[]) => original(...args.map(scrubbedArg));
  }
}
