import { say } from '@/lib/errors';
import { onDemandContracts } from '@/lib/contracts/on-demand';
import { handler } from '@/lib/http/handler';
import { setLocationStatus } from '@/lib/locations/service';

export const PUT = handler(onDemandContracts.setStatus, async ({ db, session, body }) => {
  const count = await setLocationStatus(db, session, body);
  return { data: { count }, message: say('done.locations.statusUpdated', { count }) };
});
