/**
 * The candidate profile's tabs (SPEC §2), in their default order. An admin chooses which are shown and
 * in what order; `details` is always shown (it holds the status and contact facts).
 */
export const PROFILE_SECTIONS = [
  'details',
  'notes',
  'messages',
  'documents',
  'placements',
  'resume',
  'availability',
  'preferences',
  'applications',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const ALWAYS_SHOWN: ProfileSection = 'details';

const isSection = (v: unknown): v is ProfileSection => (PROFILE_SECTIONS as readonly unknown[]).includes(v);

/**
 * What is stored, made safe to render: known sections once each, `details` first when it is missing.
 * Nothing stored (or nothing usable) means every section in the default order.
 */
export function normaliseSections(stored: unknown): ProfileSection[] {
  if (!Array.isArray(stored)) return [...PROFILE_SECTIONS];
  const known = [...new Set(stored.filter(isSection))];
  if (!known.length) return [...PROFILE_SECTIONS];
  return known.includes(ALWAYS_SHOWN) ? known : [ALWAYS_SHOWN, ...known];
}
