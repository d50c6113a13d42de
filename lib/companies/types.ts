/** The companies API contract (issue 4): what route handlers return and the screens read. */
export const COMPANY_STATUSES = ['active', 'inactive'] as const;
/** The list's header sorts: a tenant's client companies are few enough to order by either (name is indexed). */
export const COMPANY_SORTS = ['name', 'status'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
