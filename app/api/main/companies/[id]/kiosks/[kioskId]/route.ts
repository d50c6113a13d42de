import { handler } from '@/lib/http/handler';
import { companiesContracts } from '@/lib/contracts/companies';
import { pathId } from '@/lib/companies/path-id';
import { archiveKiosk } from '@/lib/kiosks/service';

/** Archive: the kiosk leaves the list and its PIN no longer opens anything. */
export const DELETE = handler(companiesContracts.archiveKiosk, async ({ db, session, params }) => ({
  data: await archiveKiosk(db, session, pathId(params, 'id', 'company'), pathId(params, 'kioskId', 'kiosk')),
}));
