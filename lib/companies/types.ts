import type { z } from 'zod';
import type { companyOption, companyPlacement, companyRow, positionRow } from './schema';

/** The companies API contract (issue 4): what route handlers return and the screens read. */
export const COMPANY_STATUSES = ['active', 'inactive'] as const;
/** The list's header sorts: a tenant's client companies are few enough to order by either (name is indexed). */
export const COMPANY_SORTS = ['name', 'status'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export type CompanyRow = z.infer<typeof companyRow>;

export type CompanyPlacement = z.infer<typeof companyPlacement>;

export type PositionRow = z.infer<typeof positionRow>;

/** A company in a select: id and name. */
export type CompanyOption = z.infer<typeof companyOption>;
