import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { EVERYONE } from '@/lib/auth/roles';
import { timeZoneList } from '@/lib/timezones/list';

/** SPEC §3's timezones: every IANA zone with its current offset, for the time zone pickers. */
export const GET = handler({ allow: EVERYONE }, async () => {
  const data = timeZoneList();
  return listResponse(data, data.length);
});
