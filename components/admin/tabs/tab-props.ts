// Type-only import: this file runs in the server page, the types are erased.
import type { CompanySettings } from '@/lib/settings/queries';
import type { StatusKind } from '@/lib/statuses/types';
import { readApprovalLinkDays } from '@/lib/settings/approval-links';
import { readCancelCutoff } from '@/lib/shifts/cutoff';
import { readRules } from '@/lib/settings/timesheet-rules';
import { readReminders } from '@/lib/settings/approval-reminders';
import { readPunchRules } from '@/lib/settings/punch-rules';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/timezones/list';
import type { ClientContactsPortalTabProps } from './client-contacts-portal-tab';
import type { ShiftTabProps } from './shift-tab';
import type { TimesheetRulesTabProps } from './timesheet-rules-tab';

/**
 * The plain, serialisable slices of the settings each tab needs, so the server page never hands
 * a whole settings object (integrations included) to the browser.
 */
export const shiftTabProps = (s: CompanySettings): ShiftTabProps => ({
  companyId: s.company_id,
  shift: { enabled: s.shift?.enabled === true, cancelCutoffHours: readCancelCutoff(s.shift) },
  rateShift: { enabled: s.rateShift?.enabled === true },
});

export function clientContactsPortalTabProps(s: CompanySettings): ClientContactsPortalTabProps {
  const origins = (s.placements as { iframe_origins?: unknown } | undefined)?.iframe_origins;
  return {
    companyId: s.company_id,
    clientContactsPortal: { enabled: s.clientContactsPortal?.enabled === true },
    orders: { show_orders_to_client: s.orders?.show_orders_to_client === true },
    iframeOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
  };
}

export const timesheetRulesTabProps = (s: CompanySettings): TimesheetRulesTabProps => ({
  companyId: s.company_id,
  rules: readRules(s.timesheets),
  approvalLinkDays: readApprovalLinkDays(s.approval_links),
  reminders: readReminders(s.approval_reminders),
  punchRules: readPunchRules(s.punch_rules),
  // The tenant's zone as lib/settings/time-zone.ts reads it: the digest goes on that clock's weekday.
  timeZone: isTimeZone(s.general.timezone) ? s.general.timezone : DEFAULT_TIME_ZONE,
});

/** Admin tabs that edit configurable statuses and the kinds each one shows (SPEC §4). */
export const STATUS_TAB_KINDS = {
  candidates: ['candidate'],
  companies: ['location'],
  referrals: ['referral'],
} as const satisfies Record<string, readonly StatusKind[]>;
