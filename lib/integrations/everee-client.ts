import 'server-only';
import { NOT_REACHED, OutboundError, OutboundRefused } from '@/lib/net/outbound-error';
import { safeFetch } from '@/lib/net/safe-fetch';

/**
 * The HTTP side of the Everee sync: one worker record per candidate, sent a batch at a time.
 * Everee authenticates with the API token as an HTTP Basic credential plus the company id in
 * x-everee-tenant-id (developer.everee.com, "Authentication & API Tokens").
 */
const EVEREE_WORKERS_PATH = '/api/v2/onboarding/contractor';
const BATCH = 10;
const TIMEOUT_MS = 15_000;

export type EvereeWorker = { id: string; first_name: string; last_name: string; email: string; phone: string | null; city: string | null };
export type EvereeTarget = { baseUrl: string; companyId: string; apiKey: string };
export type PushResult = { sent: number; failed: number; error: string | null };

/**
 * Everee could not be reached at all (address not allowed, DNS, refused, timeout, TLS, redirect): the run
 * stops there. The message is lib/net's generic one; the cause is in the server log.
 */
export class EvereeUnreachable extends Error {
  constructor(
    message: string,
    readonly partial: PushResult,
    /** Which of lib/net's two texts it is, so the answer can say it in the reader's language. */
    readonly why: 'notAllowed' | 'notReached',
  ) {
    super(message);
    this.name = 'EvereeUnreachable';
  }
}

const payload = (w: EvereeWorker) => ({
  externalWorkerId: w.id,
  firstName: w.first_name,
  lastName: w.last_name,
  email: w.email,
  phoneNumber: w.phone ?? undefined,
  homeAddress: w.city ? { city: w.city } : undefined,
});

/** What the tenant sees of a failed request: the generic text of lib/net, never the connection error. */
const reason = (e: unknown) => (e instanceof OutboundError ? e.message : NOT_REACHED);

async function send(target: EvereeTarget, worker: EvereeWorker): Promise<string | null> {
  // safeFetch: https to a checked public address only, no redirects (one could carry the key elsewhere).
  const res = await safeFetch(`${target.baseUrl}${EVEREE_WORKERS_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(target.apiKey, 'utf8').toString('base64')}`,
      'x-everee-tenant-id': target.companyId,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(payload(worker)),
    timeoutMs: TIMEOUT_MS,
  });
  const text = await res.text();
  return res.ok ? null : `HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** Sends every worker; HTTP errors count as failed and the run goes on, a network failure stops it. */
export async function pushWorkers(target: EvereeTarget, workers: EvereeWorker[]): Promise<PushResult> {
  const result: PushResult = { sent: 0, failed: 0, error: null };
  for (let i = 0; i < workers.length; i += BATCH) {
    const settled = await Promise.allSettled(workers.slice(i, i + BATCH).map((w) => send(target, w)));
    let unreachable: string | null = null;
    let why: 'notAllowed' | 'notReached' = 'notReached';
    for (const s of settled) {
      if (s.status === 'rejected') {
        if (unreachable === null && s.reason instanceof OutboundRefused) why = 'notAllowed';
        unreachable ??= reason(s.reason);
      } else if (s.value === null) result.sent++;
      else {
        result.failed++;
        result.error ??= s.value;
      }
    }
    if (unreachable) {
      result.failed += settled.filter((s) => s.status === 'rejected').length;
      result.error ??= unreachable;
      throw new EvereeUnreachable(unreachable, result, why);
    }
  }
  return result;
}
