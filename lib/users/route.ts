/** Every users-service endpoint follows the admin settings screen's row of the permission table. */
export const ADMIN_ROUTE = '/admin-settings';

/** The list shape of DESIGN.md §4 for the unpaged catalogues. */
export const listed = <T>(data: T[]) => ({ data, meta: { totalItems: data.length, total: data.length } });
