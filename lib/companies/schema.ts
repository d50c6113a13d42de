import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/api/inputs';
import { pageQuery } from '@/lib/api/paging';
import { positionInput, type PositionInput } from '@/lib/catalog/position-input';
import { COMPANY_STATUSES } from './types';

/** An optional phone number: blank becomes null, so clearing the field in the form clears it in the database. */
export const phone = z.string({ error: 'phone must be text' }).trim().max(40, 'phone must be at most 40 characters')
  .regex(/^[0-9+().\-\s/x]*$/i, 'validation.phone').nullish().transform((v) => (v ? v : null));

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
export const companyUpdate = companyFields.partial().refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');

export const companiesQuery = pageQuery.extend({
  status: z.enum(['all', ...COMPANY_STATUSES], { error: 'status must be all, active or inactive' }).default('all'),
  industry: z.string().trim().max(80, 'industry must be at most 80 characters').optional().transform((v) => v || undefined),
});
export type CompaniesQuery = z.infer<typeof companiesQuery>;

export const placementsQuery = pageQuery.extend({
  status: z.enum(['all', 'active', 'ended'], { error: 'status must be all, active or ended' }).default('all'),
});

/** A company's positions take the same input as the tenant's catalogue (lib/catalog/position-input.ts). */
export { positionInput, type PositionInput };

export const positionUpdate = positionInput.partial().refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
