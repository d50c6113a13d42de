import { defineContract } from '@/lib/api/contract';
import { listOf } from '@/lib/api/responses';
import { EVERYONE } from '@/lib/auth/roles';
import { timeZoneOption } from '@/lib/timezones/schema';

export const timezonesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/timezones',
    summary: 'Every IANA time zone with its current offset, west to east, for time zone pickers',
    access: { allow: EVERYONE },
    response: listOf(timeZoneOption),
  }),
};
