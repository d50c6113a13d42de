import { handler } from '@/lib/api/handler';
import { idParam, ONBOARDING_ROUTE } from '@/lib/onboarding/load';
import { updatePacket } from '@/lib/onboarding/packet-service';
import { getPacket } from '@/lib/onboarding/queries';
import { packetUpdate } from '@/lib/onboarding/schema';

export const GET = handler({ route: ONBOARDING_ROUTE }, async ({ session, params }) =>
  ({ data: await getPacket(session.tenantId, idParam(params.id, 'packet')) }));

export const PUT = handler({ route: ONBOARDING_ROUTE, body: packetUpdate }, async ({ session, params, body }) => {
  const data = await updatePacket(session, idParam(params.id, 'packet'), body);
  const message = body.archived === undefined ? 'Packet saved' : body.archived ? 'Packet archived' : 'Packet restored';
  return { data, message };
});
