import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubConsole } from '@/lib/log-console';
import { scrubDeep, scrubSecrets } from '@/lib/log-scrub';
import { describeFindings, masked, scanLog, secretsIn } from '@/scripts/lib/log-scan.mjs';

// Shapes of the real thing: a sign-in token is 32 random bytes in base64url (43 characters).
const SIGN_IN = 'Qm9vdHN0cmFwLXRva2VuLWZvci10ZXN0cy0wMTIzNDU2';
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LTEiLCJ0aWQiOiJ0LTEifQ.c2lnbmF0dXJlLXBhcnQtb2YtdGhlLWp3dA';

const LEAKS: [string, string][] = [
  ['jwt', `{"level":30,"msg":"verify","token":"${JWT}"}`],
  ['query secret', `{"level":30,"body":"Sign in: http://127.0.0.1:3100/acme/login?token=${SIGN_IN}"}`],
  ['query secret', `GET /dev/mailbox?key=e2e-mailbox-key-0123456789 200`],
  ['query secret', `{"msg":"placement","link":"https://portal.example/confirm-placement?token=${SIGN_IN}"}`],
  ['bearer', `{"level":40,"headers":{"authorization":"Bearer ${SIGN_IN}"}}`],
  ['session cookie', `{"cookie":"company=acme; session=${SIGN_IN}"}`],
  ['approval link', `{"level":30,"body":"Approve: https://portal.example/approve/${SIGN_IN}"}`],
  ['approval link', `POST /api/main/public/approval-links/${SIGN_IN}/decide`],
  ['url password', `{"msg":"smtp","url":"smtps://mailer:hunter2-long@smtp.example.com:465"}`],
];

const CLEAN = [
  '{"level":30,"to":"admin@acme.test","subject":"Your sign-in link","kind":"sign-in","msg":"mail stored in the dev mailbox (/dev/mailbox)"}',
  '{"level":30,"msg":"sign-in mail cap reached: answered, not mailed","email":"admin@acme.test","limit":5}',
  '{"level":30,"body":"/acme/login?token=[redacted]","token":"[redacted]"}',
  '{"level":40,"authorization":"Bearer [redacted]","url":"postgres://portal:***@127.0.0.1:5432/portal"}',
  '{"level":30,"url":"postgres://portal:[redacted]@db/portal","msg":"/approve/[redacted]"}',
  'embedded PostgreSQL (PGlite) on postgres://postgres:***@127.0.0.1:54329/postgres',
  '▲ Next.js 16.0.0 - Local: http://127.0.0.1:3100',
  '{"level":50,"err":{"type":"Error","message":"duplicate key value violates unique constraint \\"users_email\\" Key (email)=(a@b.test)"}}',
  '{"level":30,"msg":"GET /approve page rendered","path":"/approve/short"}',
];

describe('log scan (scripts/lib/log-scan.mjs)', () => {
  it.each(LEAKS)('finds a %s', (rule, line) => {
    expect(secretsIn(line)).toContain(rule);
  });

  it.each(CLEAN)('passes a clean line: %s', (line) => {
    expect(secretsIn(line)).toEqual([]);
  });

  it('names the offending line by number, with its secret masked', () => {
    const text = [CLEAN[0], LEAKS[1]![1], CLEAN[1], LEAKS[0]![1]].join('\n');
    const findings = scanLog(text);
    expect(findings.map((f) => f.line)).toEqual([2, 4]);
    const report = describeFindings('server.log', findings);
    expect(report).toContain('server.log:2 (query secret)');
    expect(report).not.toContain(SIGN_IN);
    expect(report).not.toContain(JWT);
    expect(masked(LEAKS[1]![1])).toContain('/acme/login?[…]');
  });

  it('an empty or clean log has no finding', () => {
    expect(scanLog('')).toEqual([]);
    expect(scanLog(CLEAN.join('\n'))).toEqual([]);
  });
});

describe('log scrub (lib/log-scrub.ts)', () => {
  it('leaves nothing the scan finds in any of the sample leaks, and keeps what is not secret', () => {
    for (const [, line] of LEAKS) expect(secretsIn(scrubSecrets(line)), scrubSecrets(line)).toEqual([]);
    for (const line of CLEAN) expect(scrubSecrets(line)).toBe(line);
  });

  it('scrubs strings at any depth, error messages and stacks included', () => {
    const err = new Error(`fetch failed for https://x.test/acme/login?token=${SIGN_IN}`);
    const out = JSON.stringify(scrubDeep({ err, nested: [{ url: `/approve/${SIGN_IN}` }], at: new Date(0), n: 1 }));
    expect(out).not.toContain(SIGN_IN);
    expect(out).toContain('"type":"Error"');
    expect(out).toContain('"n":1');
  });

  // The scrubber runs on every string the server logs; the scan runs on the log afterwards. Whatever the
  // input, what the scrubber lets through the scan must pass: otherwise a leak would only be found late.
  it('property: no string the scrubber has passed is flagged by the scan', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        JWT,
        SIGN_IN,
        'token=',
        'key=',
        'session=',
        'Bearer ',
        '/approve/',
        '/approval-links/',
        'smtps://u:',
        '@',
        '\\"',
        ' ',
        '&',
        '[redacted]',
      ),
      fc.stringMatching(/^[\w-]{8,44}$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const line = parts.join('');
        expect(secretsIn(scrubSecrets(line))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a token in any of the shapes a link carries it is found', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        fc.constantFrom('/acme/login?token=', '/approve/', '/confirm-placement?token='),
        (token, shape) => {
          expect(secretsIn(`{"msg":"x","link":"https://portal.example${shape}${token}"}`).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('console scrub (lib/log-console.ts)', () => {
  it("scrubs strings and errors written through the console (Next's own reports), keeping the digest", () => {
    const written: unknown[][] = [];
    const fake = { log: () => {}, info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, trace: () => {} } as unknown as Console;
    fake.error = (...args: unknown[]) => void written.push(args);
    scrubConsole(fake);
    const err = Object.assign(new Error(`render failed for /approve/${SIGN_IN}`), { digest: '12345' });
    fake.error('GET', `/acme/login?token=${SIGN_IN}`, err, { n: 1 });
    const [method, url, copy, other] = written[0]!;
    expect(method).toBe('GET');
    expect(url).toBe('/acme/login?token=[redacted]');
    expect(copy).toBeInstanceOf(Error);
    expect((copy as Error).message).toBe('render failed for /approve/[redacted]');
    expect((copy as Error).stack).not.toContain(SIGN_IN);
    expect((copy as { digest?: string }).digest).toBe('12345');
    expect(other).toEqual({ n: 1 });
  });
});
