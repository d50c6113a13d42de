import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { createPacket } from '@/lib/onboarding/packet-service';
import { listPackets } from '@/lib/onboarding/queries';

export const GET = handler(onboardingContracts.packets, async ({ db, session, query }) => {
  const { data, total } = await listPackets(db, session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler(onboardingContracts.createPacket, async ({ db, session, body }) => ({
  data: await createPacket(db, session, body),
  message: say('done.onboarding.packet.created'),
}));
