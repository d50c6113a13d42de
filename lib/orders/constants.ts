// Order values the screens need, apart from the zod schemas so zod stays out of list pages' bundles.

// The order statuses of lib/db/schema-recruiting plus 'all'; spelled out so forms do not bundle the table definitions.
export const ORDER_TABS = ['open', 'partially_filled', 'filled', 'cancelled', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
