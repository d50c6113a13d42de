import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { pinBody } from '@/lib/kiosks/schema';
import { resetKioskPin } from '@/lib/kiosks/service';

/** Sets the given PIN or generates one; the new PIN is in this answer only. */
export const PUT = handler({ route: '/companies', body: pinBody }, async ({ session, params, body }) =>
  ({ data: await resetKioskPin(session, pathId(params, 'id', 'company'), pathId(params, 'kioskId', 'kiosk'), body.pin) }));
