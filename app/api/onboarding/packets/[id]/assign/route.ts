import { handler } from '@/lib/api/handler';
import { assignPacket } from '@/lib/onboarding/assignment-service';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { assignBody } from '@/lib/onboarding/schema';

export const POST = handler({ route: ONBOARDING_ROUTE, body: assignBody }, async ({ session, params, body }) => {
  const data = await assignPacket(session, idParam(params.id, 'packet'), body);
  const skipped = data.skipped ? `, ${data.skipped} already had it` : '';
  return { data, message: `Packet assigned to ${data.assigned} candidate${data.assigned === 1 ? '' : 's'}${skipped}` };
});
