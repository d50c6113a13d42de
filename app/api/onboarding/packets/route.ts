import { listResponse } from '@/lib/api/paging';
import { handler } from '@/lib/api/handler';
import { ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { createPacket } from '@/lib/onboarding/packet-service';
import { listPackets } from '@/lib/onboarding/queries';
import { packetBody, packetsQuery } from '@/lib/onboarding/schema';

export const GET = handler({ route: ONBOARDING_ROUTE, query: packetsQuery }, async ({ session, query }) => {
  const { data, total } = await listPackets(session.tenantId, query);
  return listResponse(data, total, query);
});

export const POST = handler({ route: ONBOARDING_ROUTE, body: packetBody }, async ({ session, body }) =>
  ({ data: await createPacket(session, body), message: 'Packet created' }));
