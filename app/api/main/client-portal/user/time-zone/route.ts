import { handler } from '@/lib/http/handler';
import { timezonesContracts } from '@/lib/contracts/timezones';
import { viewerTimeZone } from '@/lib/users/page-data';
import { saveProfileTimeZone } from '@/lib/users/time-zone';

/** Her zone for times not tied to a site (DESIGN §8 "One clock"): her own choice, else the tenant's. */
export const GET = handler(timezonesContracts.profile, async ({ db, session }) => ({ data: await viewerTimeZone(db, session) }));

/** Choose it; an unknown zone is 400 with the translated validation message, null goes back to the tenant's. */
export const PUT = handler(timezonesContracts.saveProfile, async ({ db, session, body }) => ({
  data: await saveProfileTimeZone(db, session, body.time_zone),
}));
