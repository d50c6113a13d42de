/**
 * The statuses the product seeds (lib/db/seed/recruiting.ts), by their English name, and the catalogue key
 * (messages/<locale>.json `common.statusNames`) that words each in the reader's language (issue 22 item 9).
 * A row whose name is still the seeded one is shown translated; once the tenant renames it, its own name
 * shows as typed, in every language. No zod and no server code here: client badges import it.
 */
export const SEEDED_STATUS_NAMES = {
  Active: 'active',
  Available: 'available',
  Placed: 'placed',
  'Do not place': 'doNotPlace',
  New: 'new',
  Screening: 'screening',
  Interview: 'interview',
  Offer: 'offer',
  Rejected: 'rejected',
  'Job board': 'jobBoard',
  Referral: 'referral',
  'Walk-in': 'walkIn',
  Website: 'website',
  Onboarding: 'onboarding',
  Paused: 'paused',
  Closed: 'closed',
  Contacted: 'contacted',
  Hired: 'hired',
  Paid: 'paid',
} as const;

export type SeededStatusKey = (typeof SEEDED_STATUS_NAMES)[keyof typeof SEEDED_STATUS_NAMES];

/** The catalogue key of a seeded status name, or null for a name the tenant gave (exact match: "placed" is hers). */
export function seededStatusKey(name: string): SeededStatusKey | null {
  return Object.hasOwn(SEEDED_STATUS_NAMES, name) ? SEEDED_STATUS_NAMES[name as keyof typeof SEEDED_STATUS_NAMES] : null;
}

/** A status's name for the reader: the catalogue's word for a seeded name, the tenant's own name otherwise. */
export function statusNameFor(name: string, word: (key: SeededStatusKey) => string): string {
  const key = seededStatusKey(name);
  return key ? word(key) : name;
}
