import { STAFF, type Role } from '@/lib/auth/roles';

/**
 * Who sees the Late approvals list and may "remind now": the agency's staff. Clients' contacts have
 * their own reminders; the list names every client's late approvers, so it is never theirs. The
 * routes and the timesheets screen both read this.
 */
export const LATE_APPROVALS_ROLES: readonly Role[] = STAFF;
export const seesLateApprovals = (role: Role): boolean => LATE_APPROVALS_ROLES.includes(role);
