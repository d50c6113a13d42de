import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { timezonesContracts } from '@/lib/contracts/timezones';
import { timeZoneList } from '@/lib/timezones/list';

/** SPEC §3's timezones: every IANA zone with its current offset, for the time zone pickers. */
export const GET = handler(timezonesContracts.list, async () => {
  const data = timeZoneList();
  return listResponse(data, data.length);
});
