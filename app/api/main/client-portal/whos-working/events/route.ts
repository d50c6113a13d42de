import { liveEventsRoute, processStreamSlots } from '@/lib/http/live-events-route';

/**
 * Pushes a `change` to open who's-working boards (they fall back to polling where a proxy blocks streams);
 * a few streams per user and a ceiling per instance (lib/live/stream-slots.ts), refused with 429/503.
 */
export const GET = liveEventsRoute(processStreamSlots);
