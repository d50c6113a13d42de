import type { z } from 'zod';
import type { placementDetail, placementRow } from './schema';

/**
 * A placement as the API answers it. `pay_rate` is the worker's wage: it is left out entirely (not
 * nulled) for a Company Contact, who sees what they are billed only.
 */
export type PlacementRow = z.infer<typeof placementRow>;

export type PlacementDetail = z.infer<typeof placementDetail>;

export type CandidateOption = { _id: string; first_name: string; last_name: string; email: string };
