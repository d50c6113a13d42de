import type { Role } from '@/lib/auth/roles';

/**
 * Pay rates and totals are the worker's wage: a client contact sees what it is billed, not what the
 * worker earns. (Kept apart from state.ts so screens that only need this do not pull in the rule table.)
 */
export const seesPay = (role: Role) => role !== 'company_contact';
