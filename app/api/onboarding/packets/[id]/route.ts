import { savedOrArchived } from '@/lib/http/answer';
import { handler } from '@/lib/http/handler';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { idParam } from '@/lib/onboarding/load';
import { updatePacket } from '@/lib/onboarding/packet-service';
import { getPacket } from '@/lib/onboarding/queries';

export const GET = handler(onboardingContracts.packet, async ({ db, session, params }) => ({
  data: await getPacket(db, session.tenantId, idParam(params.id, 'packet')),
}));

export const PUT = handler(onboardingContracts.updatePacket, async ({ db, session, params, body }) => {
  const data = await updatePacket(db, session, idParam(params.id, 'packet'), body);
  return { data, message: savedOrArchived('onboarding.packet', body.archived) };
});
