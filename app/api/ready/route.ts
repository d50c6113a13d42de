import { NextResponse } from 'next/server';
import { healthContracts } from '@/lib/contracts/health';
import { say } from '@/lib/errors';
import { readiness } from '@/lib/health/readiness';
import { sayTo } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';

/** Seconds a balancer or supervisor should wait before asking again when not ready. */
const RETRY_AFTER_S = 5;

/**
 * Readiness, for the load balancer's health check (README "Deployment", deploy/haproxy.cfg): 200 when this
 * instance can serve, else 503 with the reason. No session, nothing of any tenant; answered from a cached
 * probe of the database (lib/health/readiness.ts), so it stays fast whatever the load.
 */
export const GET = handler(healthContracts.ready, async ({ req }) => {
  const state = await readiness();
  if (state.ready) return { status: 'ok' as const };
  // The error shape of every API answer (message, error_code) beside the reason machines read.
  return NextResponse.json(
    { status: 'not-ready', reason: state.reason, message: await sayTo(req, say('database.unavailable')), error_code: 'not_ready' },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store' } },
  );
});
