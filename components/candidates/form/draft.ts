import { candidateBody, type CandidateInput } from '@/lib/candidates/schema';
import type { CandidateDetail } from '@/lib/candidates/types';

export const FORM_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'city'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type Draft = Record<FormField, string>;

export const draftOf = (c: CandidateDetail | null): Draft => ({
  first_name: c?.first_name ?? '', last_name: c?.last_name ?? '', email: c?.email ?? '', phone: c?.phone ?? '', city: c?.city ?? '',
});

/** The API's own schema decides; the form only needs which fields fail (its messages are translated per field). */
export function validate(draft: Draft): { input: CandidateInput | null; invalid: Set<FormField> } {
  const parsed = candidateBody.safeParse(draft);
  if (parsed.success) return { input: parsed.data, invalid: new Set() };
  const invalid = new Set(parsed.error.issues.map((i) => i.path[0]).filter((f): f is FormField => (FORM_FIELDS as readonly unknown[]).includes(f)));
  return { input: null, invalid };
}

/** Field names a 400 or 409 from the server points at (its `errors` object, or the email on a duplicate). */
export function serverFields(status: number, errors: Record<string, unknown> | undefined): FormField[] {
  if (status === 409) return ['email'];
  return Object.keys(errors ?? {}).filter((f): f is FormField => (FORM_FIELDS as readonly string[]).includes(f));
}
