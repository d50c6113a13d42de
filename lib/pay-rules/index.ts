/**
 * The pay-and-bill rules engine's public API. Pure and dependency-free, so the timesheet screens can
 * preview totals in the browser with the same code the server stores them with. rulesVersion lives in
 * ./rules-version (node:crypto, server only) and is imported from there.
 */
export type * from './types';
export { computeWeek } from './engine';
export { cardShares, daysSummingTo } from './hundredths';
export { DEFAULT_PAY_RULES } from './defaults';
export { presets, rulesFor } from './presets';
export { localDate, workweekStart } from './zone';
