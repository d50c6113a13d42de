import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { EVERYONE } from '@/lib/auth/roles';
import { profileTimeZone, profileTimeZoneBody, timeZoneOption } from '@/lib/timezones/schema';

export const timezonesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/timezones',
    summary: 'Every IANA time zone with its current offset, west to east, for time zone pickers',
    access: { allow: EVERYONE },
    response: listOf(timeZoneOption),
  }),
  profile: defineContract({
    service: 'main',
    method: 'GET',
    path: '/client-portal/user/time-zone',
    summary: "The signed-in user's zone for times not tied to a site (history, approved at): hers, else the tenant's",
    access: { allow: EVERYONE },
    response: one(profileTimeZone),
  }),
  saveProfile: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/client-portal/user/time-zone',
    summary: "Choose the signed-in user's zone (an IANA name), or null for the tenant's",
    access: { allow: EVERYONE },
    body: profileTimeZoneBody,
    response: one(profileTimeZone),
  }),
};
