import type { CandidateMessage } from '@/lib/messages/schema';

/** The list's header sorts: a tenant's contacts are few enough (hundreds, a few thousand) to order by any of these. */
export const CONTACT_SORTS = ['name', 'company', 'email'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** The switches of the settings tab: the contact permissions (lib/auth/contact-permissions.ts). */
export { CONTACT_PERMISSIONS as CONTACT_SETTING_KEYS } from '@/lib/auth/contact-permissions';

/** A conversation message: the same shape as a candidate's (one messages table, one API shape). */
export type ContactMessage = CandidateMessage;
