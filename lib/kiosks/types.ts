import type { z } from 'zod';
import type { kioskRow, kioskWithPin } from './schema';

/** The kiosks API contract (issue 4). A kiosk never carries its PIN or hash, only the hint. */
export type KioskRow = z.infer<typeof kioskRow>;

/** The answer to create and reset: the PIN in clear, this one time only. */
export type KioskWithPin = z.infer<typeof kioskWithPin>;
