import type { ScopedMutator } from 'swr';
import { apiKey, keysOf } from '@/lib/browser/typed-api';
import { candidatesRoutes as r } from '@/lib/contracts/routes/candidates';

// The companies and contacts tabs read list totals through here.
/** The SWR key of one candidate: the header and every tab read it, the server page seeds it. */
export const candidateKey = (id: string) => apiKey(r.get, { params: { id } });

/** After a candidate is created or saved: every cached page of the list (any filter) refetches. */
export const revalidateCandidateLists = (mutate: ScopedMutator) => mutate(keysOf(r.list));
