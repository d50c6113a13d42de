/**
 * The browser's time zone as a cookie, written by the portal's API client beside its X-Timezone header
 * (lib/browser/api.ts), so a server-rendered page can use the reader's days and clock times as the API does.
 */
export const ZONE_COOKIE = 'tz';
