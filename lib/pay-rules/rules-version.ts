import { createHash } from 'node:crypto';
import type { PayRules } from './types';

/**
 * Bumped whenever computeWeek's results change for the same rules (a bug fix, a new reading of a
 * rule), so a version recorded on a frozen timesheet names the rules and the engine that produced it.
 */
const ENGINE_VERSION = 1;

/** JSON with object keys sorted, so key order (which spreads and form code do not keep) never changes the hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A short stable id of the rules (16 hex digits of SHA-256: collisions among a tenant's rule sets are not a concern). */
export function rulesVersion(rules: PayRules): string {
  return createHash('sha256')
    .update(canonical({ engine: ENGINE_VERSION, rules }))
    .digest('hex')
    .slice(0, 16);
}
