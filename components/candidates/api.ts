import { apiKey } from '@/lib/browser/typed-api';
import { candidatesRoutes as r } from '@/lib/contracts/routes/candidates';
import { invalidate } from '@/lib/browser/invalidate';

// The companies and contacts tabs read list totals through here.
/** The SWR key of one candidate: the header and every tab read it, the server page seeds it. */
export const candidateKey = (id: string) => apiKey(r.get, { params: { id } });

/** After a candidate is created or saved: every cached page of the list (any filter) refetches. */
export const revalidateCandidateLists = () => invalidate(r.list);
