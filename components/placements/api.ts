import type { ScopedMutator } from 'swr';

/** API paths of the placements module (main service); SWR keys are these paths plus their query. */
export const PLACEMENTS_PATH = 'placements';
/** The candidate search of the candidates service (list shape `{data:[{_id, first_name, last_name, email}]}`). */
export const CANDIDATES_PATH = 'candidates';
export const placementPath = (id: string) => `${PLACEMENTS_PATH}/${encodeURIComponent(id)}`;

/** Refetch every cached placement read (lists and details) after a change. */
export const revalidatePlacements = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(PLACEMENTS_PATH));
