import type { z } from 'zod';
import type { CandidateMessage } from '@/lib/messages/schema';
import type { contactDetail, contactLocation, contactRow, contactSettings } from './schema';

/** The list's header sorts: a tenant's contacts are few enough (hundreds, a few thousand) to order by any of these. */
export const CONTACT_SORTS = ['name', 'company', 'email'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** The company-contacts API contract (issue 4). */
export type ContactRow = z.infer<typeof contactRow>;

export type ContactLocation = z.infer<typeof contactLocation>;

/** GET /company-contacts/{id}: the row plus every location of its company, each marked assigned or not. */
export type ContactDetail = z.infer<typeof contactDetail>;

/** The switches of the settings tab: the contact permissions (lib/auth/contact-permissions.ts). */
export { CONTACT_PERMISSIONS as CONTACT_SETTING_KEYS } from '@/lib/auth/contact-permissions';

export type ContactSettings = z.infer<typeof contactSettings>;

/** A conversation message: the same shape as a candidate's (one messages table, one API shape). */
export type ContactMessage = CandidateMessage;
