import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from './events';

const change = z.object({
  event: z.enum(NOTIFICATION_EVENTS, { error: `event must be one of ${NOTIFICATION_EVENTS.join(', ')}` }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: `channel must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** PUT body: any subset of the matrix; an event and channel named twice keeps the last value. */
export const settingsBody = z.object({
  settings: z
    .array(change, { error: 'settings must be a list of {event, channel, enabled}' })
    .max(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length * 2, 'too many settings at once'),
});
export type SettingsInput = z.infer<typeof settingsBody>;

/** An event × channel matrix of `cell`s, every event and channel present. */
export const matrixOf = <T extends z.ZodType>(cell: T) => {
  const channels = z.object(
    Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, cell])) as Record<(typeof NOTIFICATION_CHANNELS)[number], T>,
  );
  return z.object(
    Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channels])) as Record<(typeof NOTIFICATION_EVENTS)[number], typeof channels>,
  );
};
/** The tenant's matrix: which channels each event uses. */
export const settingsMatrix = matrixOf(z.boolean());
