/**
 * What the server log must never hold (issue 24 item 4): sign-in, approval, invitation and unsubscribe
 * tokens (in a query, a link path or a bare JWT), Bearer tokens, session cookies, the dev mailbox key and
 * passwords inside connection URLs. Every string the logger writes passes through scrubSecrets, so an
 * error message that quotes a URL cannot leak the token in it. scripts/lib/log-scan.mjs looks for the same
 * shapes in a finished run's log; tests/unit/log-scrub.test.ts proves that what this leaves, it passes.
 */
const REDACTED = '[redacted]';

const RULES: readonly [RegExp, string][] = [
  // A JWT (session, app token, unsubscribe link): three base64url parts, the first a JSON header.
  [/eyJ[\w-]{5,}\.[\w-]*\.[\w-]*/g, REDACTED],
  // token=, key=, secret=, password=, code= in a query string, a form body or a cookie header.
  [/\b(token|access_token|refresh_token|key|secret|password|code|session)=[^\s&;,"'<>\\]+/gi, `$1=${REDACTED}`],
  // The bearer of an Authorization header.
  [/\bBearer\s+[^\s"',]+/gi, `Bearer ${REDACTED}`],
  // An approval link (/approve/<token>) and its decide endpoint (/approval-links/<token>/decide).
  [/\/(approve|approval-links)\/[^\s/?#"'<>]{16,}/g, `/$1/${REDACTED}`],
  // user:password@ in a connection URL (SMTP_URL, DATABASE_URL).
  [/([a-z][\w+.-]*:\/\/[^\s:/@]*):(?!\*\*\*@)[^\s@/]+@/gi, `$1:${REDACTED}@`],
];

export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

/**
 * The same for a log record's fields, strings at any depth. An Error becomes the plain fields pino would
 * write for it (type, message, stack, code), scrubbed, so a message quoting a URL is covered too.
 */
export function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    const fields: Record<string, unknown> = { type: value.name, message: value.message, stack: value.stack };
    if (code !== undefined) fields.code = code;
    if (value.cause !== undefined) fields.cause = value.cause;
    return scrubDeep(fields, depth + 1);
  }
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubDeep(v, depth + 1);
  return out;
}
