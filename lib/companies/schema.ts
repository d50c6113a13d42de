import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/api/inputs';
import { pageQuery } from '@/lib/api/paging';
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

/** A rate in the tenant's currency: 0 to 10,000 with at most two decimals; null clears it. */
const rate = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} must not be negative`)
  .max(10_000, `${label} must be at most 10000`).refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals`)
  .nullish().transform((v) => v ?? null);

export const positionInput = z.object({
  name: requiredText(80, 'name'),
  bill_rate: rate('bill_rate'),
  pay_rate: rate('pay_rate'),
});
export type PositionInput = z.input<typeof positionInput>;

export const positionUpdate = positionInput.partial().refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
