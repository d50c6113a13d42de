import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { phone } from '@/lib/companies/schema';
import { CONTACT_SORTS } from './types';

const contactFields = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }),
  first_name: requiredText(80, 'first_name'),
  last_name: requiredText(80, 'last_name'),
  email: z.email({ error: 'email must be a valid email address' }).trim().toLowerCase().max(254),
  phone,
  title: optionalText(120, 'title'),
});

/** POST /company-contacts and the create form. */
export const contactInput = contactFields;
export type ContactInput = z.input<typeof contactInput>;

/** PUT /company-contacts/{id}: only what is sent changes. */
export const contactUpdate = contactFields
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');

export const contactsQuery = pageQuery.extend({
  company: z.uuid({ error: 'company must be a company id' }).optional(),
  archived: z.enum(['true', 'false', 'all'], { error: 'archived must be true, false or all' }).default('false'),
  sort: sortQuery(CONTACT_SORTS, 'name'),
});
export type ContactsQuery = z.infer<typeof contactsQuery>;

export const locationIdsBody = z.object({
  location_ids: z
    .array(z.uuid({ error: 'location_ids must be location ids' }), { error: 'location_ids must be a list of location ids' })
    .min(1, 'location_ids must not be empty')
    .max(500, 'at most 500 locations at a time'),
});

export const settingsBody = z
  .object({
    approveTimesheets: z.boolean({ error: 'approveTimesheets must be true or false' }).optional(),
    receiveTimesheetEmails: z.boolean({ error: 'receiveTimesheetEmails must be true or false' }).optional(),
    createOrders: z.boolean({ error: 'createOrders must be true or false' }).optional(),
    portal_access: z.boolean({ error: 'portal_access must be true or false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');

// ——— What the company-contacts routes answer ———

export const contactRow = z.object({
  _id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  archived_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  locations_count: z.number().int(),
  has_avatar: z.boolean(),
  /** True when the contact has an active Company Contact user (can sign in to the portal). */
  portal_access: z.boolean(),
});

const contactLocation = z.object({
  _id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  status: z.string(),
  assigned: z.boolean(),
});

/** The row plus every location of its company, each marked assigned or not. */
export const contactDetail = contactRow.extend({ locations: z.array(contactLocation) });

export const contactSettings = z.object({
  approveTimesheets: z.boolean(),
  receiveTimesheetEmails: z.boolean(),
  createOrders: z.boolean(),
  portal_access: z.boolean(),
  portal_user: z.object({ _id: z.uuid(), email: z.string(), active: z.boolean(), last_login_at: isoTimestamp.nullable() }).nullable(),
});

/** Largest contact photo (lib/contacts/avatar.ts checks it; the contract caps the request a little above). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The avatar form: one image part. */
export const avatarForm = z.object({ avatar: z.string().meta({ format: 'binary', description: 'PNG, JPEG or WebP up to 2 MB' }) });
export const savedAvatar = z.object({ avatar_upload_id: z.uuid() });

/** The company-contacts API contract (issue 4). */
export type ContactRow = z.infer<typeof contactRow>;

export type ContactLocation = z.infer<typeof contactLocation>;

/** GET /company-contacts/{id}: the row plus every location of its company, each marked assigned or not. */
export type ContactDetail = z.infer<typeof contactDetail>;

export type ContactSettings = z.infer<typeof contactSettings>;
