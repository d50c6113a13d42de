import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/schema-kit/inputs';
import { pageQuery } from '@/lib/schema-kit/paging';
import { sortQuery } from '@/lib/schema-kit/list-sort';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { positionInput, type PositionInput } from '@/lib/catalog/position-input';
import { PLACEMENT_STATUSES } from '@/lib/placements/constants';
import { COMPANY_SORTS, COMPANY_STATUSES } from './types';

/** An optional phone number: blank becomes null, so clearing the field in the form clears it in the database. */
export const phone = z
  .string({ error: 'phone must be text' })
  .trim()
  .max(40, 'phone must be at most 40 characters')
  .regex(/^[0-9+().\-\s/x]*$/i, 'validation.phone')
  .nullish()
  .transform((v) => (v ? v : null));

const companyStatus = z.enum(COMPANY_STATUSES, { error: `status must be one of ${COMPANY_STATUSES.join(', ')}` });
const companyFields = z.object({
  name: requiredText(120, 'name'),
  industry: optionalText(80, 'industry'),
  phone,
  address: optionalText(240, 'address'),
  status: companyStatus,
});

/** Create form of a client company, shared by the form and POST /companies. */
export const companyInput = companyFields.extend({ status: companyStatus.default('active') });
export type CompanyInput = z.input<typeof companyInput>;

/** PUT /companies/{id}: only the fields sent change (no defaults, so an edit never resets the status). */
export const companyUpdate = companyFields
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');

export const companiesQuery = pageQuery.extend({
  status: z.enum(['all', ...COMPANY_STATUSES], { error: 'status must be all, active or inactive' }).default('all'),
  industry: z
    .string()
    .trim()
    .max(80, 'industry must be at most 80 characters')
    .optional()
    .transform((v) => v || undefined),
  sort: sortQuery(COMPANY_SORTS, 'name'),
});
export type CompaniesQuery = z.infer<typeof companiesQuery>;

export const placementsQuery = pageQuery.extend({
  status: z.enum(['all', 'active', 'ended'], { error: 'status must be all, active or ended' }).default('all'),
});

/** A company's positions take the same input as the tenant's catalogue (lib/catalog/position-input.ts). */
export { positionInput, type PositionInput };

export const positionUpdate = positionInput
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');

/** A company as the API returns it, with its counts (list rows and the detail share the shape). */
export const companyRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.string().meta({ description: `One of ${COMPANY_STATUSES.join(', ')}` }),
  created_at: isoTimestamp,
  locations_count: z.number().int(),
  contacts_count: z.number().int(),
  active_placements: z.number().int(),
});

/** A placement on the company's Placements tab; `pay_rate` is left out for a Company Contact. */
export const companyPlacement = z.object({
  _id: z.uuid(),
  candidate_id: z.uuid(),
  candidate_name: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  position: z.string(),
  start_date: isoDay,
  end_date: isoDay.nullable(),
  bill_rate: z.number(),
  pay_rate: z.number().optional(),
  status: z.string().meta({ description: `One of ${PLACEMENT_STATUSES.join(', ')}` }),
});

/** A position of a company, with its default rates. */
export const positionRow = z.object({
  _id: z.uuid(),
  company_id: z.string(),
  name: z.string(),
  bill_rate: z.number().nullable(),
  pay_rate: z.number().nullable(),
  archived_at: isoTimestamp.nullable(),
});

export type CompanyRow = z.infer<typeof companyRow>;

export type CompanyPlacement = z.infer<typeof companyPlacement>;

export type PositionRow = z.infer<typeof positionRow>;

/** A company in a select: id and name. */
/** A company in a select: id and name (no route parses it, so a plain type). */
export type CompanyOption = { _id: string; name: string };
