import type { Role } from './roles';

/**
 * The one rule for money a Company Contact may see (DESIGN.md §7): what her company is billed, never what
 * the worker is paid nor what the agency makes. Lists, views, exports, reports and screens all ask here.
 * No server-only imports: the browser's columns and export dialogs use the same list.
 */
export const PAY_FIELDS = ['pay_rate', 'pay_total', 'pay_amounts', 'margin'] as const;

export const isPayField = (key: string): boolean => (PAY_FIELDS as readonly string[]).includes(key);

export const seesPay = (role: Role): boolean => role !== 'company_contact';

/** The row as `role` may see it: pay fields it carries are null for a role that may not see them. */
export function withoutPay<T extends object>(row: T, role: Role): T {
  if (seesPay(role)) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const key of PAY_FIELDS) if (key in out) out[key] = null;
  return out as T;
}
