import { healthContracts } from '@/lib/contracts/health';
import { handler } from '@/lib/http/handler';

/** Liveness: the process answers. No database, no session, nothing of any tenant (README "Deployment"). */
export const GET = handler(healthContracts.health, async () => ({ status: 'ok' as const }));
