import { onboardingRoutes as r } from '@/lib/contracts/routes/onboarding';
import { invalidate } from '@/lib/browser/invalidate';

/**
 * One change moves counts, progress and statuses on several screens at once: refetch every read of the
 * onboarding service (packets, one packet, document types, assignments, one assignment, the candidate search).
 */
export const revalidateOnboarding = () => invalidate(r.packets, r.packet, r.documentTypes, r.assignments, r.assignment, r.candidates);

/** The first message per field of a zod error or an API `errors` object, keyed by dotted path. */
export function messagesByPath(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.') || '_'] ??= i.message;
  return out;
}
