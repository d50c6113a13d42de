/** The screen whose permission row guards the push-notification API (SPEC §6: Super Admin, Company Admin, Recruiter). */
export const PUSH_ROUTE = '/push-notification';
