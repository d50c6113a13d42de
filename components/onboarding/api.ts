import type { ScopedMutator } from 'swr';
import { keysOf } from '@/lib/browser/typed-api';
import { onboardingRoutes as r } from '@/lib/contracts/routes/onboarding';

/** Every read of the onboarding service: packets, one packet, document types, assignments, one assignment, the candidate search. */
const onboardingReads = keysOf(r.packets, r.packet, r.documentTypes, r.assignments, r.assignment, r.candidates);

/** One change moves counts, progress and statuses on several screens at once: refetch every onboarding read. */
export const revalidateOnboarding = (mutate: ScopedMutator) => mutate(onboardingReads);

/** The first message per field of a zod error or an API `errors` object, keyed by dotted path. */
export function messagesByPath(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.') || '_'] ??= i.message;
  return out;
}
