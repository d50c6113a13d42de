// Order values the screens need, apart from the zod schemas so zod stays out of list pages' bundles.

// The order statuses of lib/db/schema-recruiting plus 'all'; spelled out so forms do not bundle the table definitions.
export const ORDER_TABS = ['open', 'partially_filled', 'filled', 'cancelled', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** The list's header sorts: start_date (the default) and status follow the (tenant, status, start_date) index. */
export const ORDER_SORTS = ['position', 'company', 'start_date', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * The tab /orders opens on when the URL names none: "Open" while it has orders, else the first tab that
 * has some, so a screen never opens empty beside partly filled orders (issue 22).
 */
export function openingTab(counts: Record<OrderTab, number>): OrderTab {
  if (counts.open > 0) return 'open';
  return ORDER_TABS.find((tab) => tab !== 'all' && counts[tab] > 0) ?? 'open';
}
