import { handler } from '@/lib/api/handler';
import { timezonesContracts } from '@/lib/contracts/timezones';
import { db } from '@/lib/db/client';
import { profileTimeZone, saveProfileTimeZone } from '@/lib/users/time-zone';

/** Her zone for times not tied to a site (DESIGN §8 "One clock"): her own choice, else the tenant's. */
export const GET = handler(timezonesContracts.profile, async ({ session }) => ({ data: await profileTimeZone(db(), session) }));

/** Choose it; an unknown zone is 400 with the translated validation message, null goes back to the tenant's. */
export const PUT = handler(timezonesContracts.saveProfile, async ({ session, body }) => ({
  data: await saveProfileTimeZone(session, body.time_zone),
}));
