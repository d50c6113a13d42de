import { handler } from '@/lib/http/handler';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { resetKioskPin } from '@/lib/kiosks/service';

/** Sets the given PIN or generates one; the new PIN is in this answer only. */
export const PUT = handler(companiesContracts.kioskPin, async ({ db, session, params, body }) => ({
  data: await resetKioskPin(db, session, pathId(params, 'id', 'company'), pathId(params, 'kioskId', 'kiosk'), body.pin),
}));
