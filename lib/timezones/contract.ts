import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { listOf } from '@/lib/api/responses';
import { EVERYONE } from '@/lib/auth/roles';

/** A time zone as SPEC §3's timezones list serves it: the IANA name, a readable label, the current offset. */
export const timeZoneOption = z.object({ value: z.string(), label: z.string(), offset_minutes: z.number().int() });

export const timezonesContracts = {
  list: defineContract({
    service: 'main', method: 'GET', path: '/timezones', summary: 'Every IANA time zone with its current offset, west to east, for time zone pickers',
    access: { allow: EVERYONE }, response: listOf(timeZoneOption),
  }),
};
