import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { assignPacket } from '@/lib/onboarding/assignment-service';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { idParam } from '@/lib/onboarding/load';

export const POST = handler(onboardingContracts.assign, async ({ db, session, params, body }) => {
  const data = await assignPacket(db, session, idParam(params.id, 'packet'), body);
  const message = data.skipped
    ? say('done.onboarding.packetAssignedSkipped', { assigned: data.assigned, skipped: data.skipped })
    : say('done.onboarding.packetAssigned', { assigned: data.assigned });
  return { data, message };
});
