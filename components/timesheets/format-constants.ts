/** No currency setting exists yet; the demo tenants bill in US dollars. */
export const DEFAULT_CURRENCY = 'USD';
