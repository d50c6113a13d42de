// Looks through a server log for secrets it must never hold (issue 24 item 4): sign-in, approval, invitation
// and unsubscribe tokens, JWTs, Bearer tokens, session cookies, keys, passwords in connection URLs.
// scripts/e2e.mjs runs it on the log of a whole e2e run and fails the run on a finding.
// CLI: node scripts/lib/log-scan.mjs <file> → exit 1 naming each offending line (its secrets masked).
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

/** What a masked value looks like in the log (lib/log-scrub.ts): never a finding. */
const MASKED = String.raw`(?!\[redacted\]|\*\*\*)`;

/** Each shape a secret takes in a log line; the name says which rule a finding broke. */
export const SECRET_PATTERNS = [
  // A JWT: session, app token, unsubscribe link. Its header is base64url JSON, so it starts with eyJ.
  ['jwt', /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/],
  // A token, key, secret or password in a query, a form body or a cookie: sign-in (?token=), mailbox (?key=).
  ['query secret', new RegExp(String.raw`\b(?:token|access_token|refresh_token|key|secret|password)=${MASKED}[^\s&;,"'<>\\]{6,}`, 'i')],
  ['bearer', new RegExp(String.raw`\bBearer\s+${MASKED}[^\s"',\\]{8,}`, 'i')],
  ['session cookie', new RegExp(String.raw`\bsession=${MASKED}[^\s&;,"'<>\\]{16,}`)],
  // An approval link's token in its path (/approve/<token>, /approval-links/<token>/decide).
  ['approval link', new RegExp(String.raw`/(?:approve|approval-links)/${MASKED}[^\s/?#"'<>\\]{16,}`)],
  // user:password@ in a connection URL (SMTP_URL, DATABASE_URL).
  ['url password', new RegExp(String.raw`[a-z][\w+.-]*://[^\s:/@"']+:${MASKED}[^\s@/"']+@`, 'i')],
];

/** The names of the rules a line breaks (empty: clean). */
export function secretsIn(line) {
  return SECRET_PATTERNS.filter(([, re]) => re.test(line)).map(([name]) => name);
}

/** A finding's line as it may be printed: every match masked, and cut to a readable length. */
export function masked(line) {
  let out = line;
  for (const [, re] of SECRET_PATTERNS) out = out.replace(new RegExp(re.source, `${re.flags}g`), '[…]');
  return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}

/** Every offending line of a log's text: its number (from 1), the rules it breaks, the line masked. */
export function scanLog(text) {
  const findings = [];
  text.split('\n').forEach((line, i) => {
    const rules = secretsIn(line);
    if (rules.length) findings.push({ line: i + 1, rules, text: masked(line) });
  });
  return findings;
}

/** A report for people: empty when the log is clean. */
export function describeFindings(file, findings) {
  if (!findings.length) return '';
  const shown = findings.slice(0, 20).map((f) => `  ${file}:${f.line} (${f.rules.join(', ')}): ${f.text}`);
  const more = findings.length > 20 ? [`  … and ${findings.length - 20} more`] : [];
  return [`✗ ${findings.length} line(s) of the server log hold a secret:`, ...shown, ...more].join('\n');
}

/** Whether a server line is worth showing on the console too: a warning or worse, or not a pino line at all. */
function notable(line) {
  const level = /^\{"level":(\d+)/.exec(line)?.[1];
  return level === undefined || Number(level) >= 40;
}

/**
 * Writes every line a child process prints to `file` (the whole log, for scanLog) and shows the notable
 * ones on the console, as the run showed them before. Resolves once both streams have ended.
 */
export function captureServerLog(child, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const streams = [child.stdout, child.stderr].filter(Boolean);
  const ended = streams.map(
    (input) =>
      new Promise((resolve) => {
        const lines = createInterface({ input, crlfDelay: Infinity });
        lines.on('line', (line) => {
          out.write(`${line}\n`);
          if (notable(line)) process.stderr.write(`${line}\n`);
        });
        lines.on('close', resolve);
      }),
  );
  return Promise.all(ended).then(() => new Promise((resolve) => out.end(resolve)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/lib/log-scan.mjs <log file>');
    process.exit(2);
  }
  const findings = scanLog(readFileSync(file, 'utf8'));
  if (findings.length) {
    console.error(describeFindings(file, findings));
    process.exit(1);
  }
  console.log(`✓ no secret in ${file}`);
}
