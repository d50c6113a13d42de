import { handler } from '@/lib/api/handler';
import { assignPacket } from '@/lib/onboarding/assignment-service';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { idParam } from '@/lib/onboarding/load';

export const POST = handler(onboardingContracts.assign, async ({ session, params, body }) => {
  const data = await assignPacket(session, idParam(params.id, 'packet'), body);
  const skipped = data.skipped ? `, ${data.skipped} already had it` : '';
  return { data, message: `Packet assigned to ${data.assigned} candidate${data.assigned === 1 ? '' : 's'}${skipped}` };
});
