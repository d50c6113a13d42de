/** Name of the location status an archived (DELETE) location gets. */
export const CLOSED_STATUS = 'Closed';
/** What a new location gets when the tenant has no default location status. */
export const FALLBACK_STATUS = 'active';
