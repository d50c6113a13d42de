import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';

/** Both answer this when all is well; neither carries a session, a tenant or any data of one. */
const ok = z.object({ status: z.literal('ok') });

/** For load balancers and supervisors (README "Deployment"): public, cheap, never cached. */
export const healthContracts = {
  health: defineContract({
    service: 'api',
    method: 'GET',
    path: '/health',
    access: { public: true },
    response: ok,
    summary: 'Liveness: 200 while this server process answers; touches no database',
  }),
  ready: defineContract({
    service: 'api',
    method: 'GET',
    path: '/ready',
    access: { public: true },
    response: ok,
    summary:
      "Readiness, the load balancer's health check: 200 when the database answers, its schema is at this code's last migration and this instance's job worker runs; otherwise 503 { status: 'not-ready', reason: 'database-unreachable' | 'schema-behind' | 'worker-not-running' } with Retry-After",
  }),
};
