import { say, type ErrorText } from '@/lib/errors';
import type { ContactPermission, ContactPermissions } from '@/lib/auth/contact-permissions';
import { ADMINS, EVERYONE, STAFF, type Role } from '@/lib/auth/roles';
import { TIMESHEET_ACTIONS, type TimesheetAction, type TimesheetStatus } from './types';

/** What the rules look at: the status and the flags beside it (DESIGN.md §5). */
export type TimesheetState = {
  status: TimesheetStatus;
  locked: boolean;
  archived: boolean;
  invoicedClient: boolean;
  invoicedVendor: boolean;
  payrollExported: boolean;
};

/** What some actions need besides the state: the invoice type (client or vendor). */
export type ActionContext = { invoiceType?: 'client' | 'vendor' };

/** Who acts: the role, and the contact switches (every one for staff; lib/auth/contact-permissions.ts). */
export type Actor = { role: Role; permissions: ContactPermissions };

type Rule = {
  roles: readonly Role[];
  /** The contact switch the action also needs (staff hold every one). */
  permission?: ContactPermission;
  /** Statuses the action starts from; absent = any. */
  from?: readonly TimesheetStatus[];
  /** The status it leads to; absent = unchanged. */
  to?: TimesheetStatus | ((s: TimesheetState) => TimesheetStatus);
  /** Extra refusals beyond the status, as the message a person reads. */
  refuse?: (s: TimesheetState, ctx: ActionContext) => ErrorText | null;
};

const frozen = (s: TimesheetState) => (s.archived ? say('timesheets.isArchived') : s.locked ? say('timesheets.isLocked') : null);
const notArchived = (s: TimesheetState) => (s.archived ? say('timesheets.isArchived') : null);

/**
 * The one transition table. Status: pending → submitted → approved | rejected; rejected returns to
 * pending on edit. Flags: invoiced (by type), locked, archived, payroll exported.
 */
export const RULES: Record<TimesheetAction, Rule> = {
  submit: { roles: STAFF, from: ['pending'], to: 'submitted', refuse: frozen },
  approve: { roles: EVERYONE, permission: 'approveTimesheets', from: ['submitted'], to: 'approved', refuse: frozen },
  reject: { roles: EVERYONE, permission: 'approveTimesheets', from: ['submitted'], to: 'rejected', refuse: frozen },
  edit: {
    roles: STAFF,
    from: ['pending', 'submitted', 'rejected'],
    to: (s) => (s.status === 'rejected' ? 'pending' : s.status),
    refuse: frozen,
  },
  invoice: {
    roles: STAFF,
    from: ['approved'],
    refuse: (s, ctx) =>
      notArchived(s) ??
      ((ctx.invoiceType === 'vendor' ? s.invoicedVendor : s.invoicedClient)
        ? say(ctx.invoiceType === 'vendor' ? 'timesheets.invoicedVendor' : 'timesheets.invoicedClient')
        : null),
  },
  invoice_toggle: { roles: STAFF, from: ['approved'], refuse: notArchived },
  lock: { roles: STAFF, refuse: (s) => notArchived(s) ?? (s.locked ? say('timesheets.alreadyLocked') : null) },
  unlock: { roles: ADMINS, refuse: (s) => notArchived(s) ?? (s.locked ? null : say('timesheets.notLocked')) },
  archive: { roles: STAFF, refuse: frozen },
  restore: { roles: STAFF, refuse: (s) => (s.archived ? null : say('timesheets.notArchived')) },
  payroll: {
    roles: STAFF,
    from: ['approved'],
    refuse: (s) => notArchived(s) ?? (s.payrollExported ? say('timesheets.payrollDone') : null),
  },
};

/** The action as a verb of the refusals ("Cannot {verb} this timesheet"), in the reader's language. */
export const verbOf = (action: TimesheetAction | 'recordTimeOn') => say(`timesheets.verbs.${action}`);

export const roleMay = (action: TimesheetAction, role: Role) => RULES[action].roles.includes(role);

/** Whether the actor may ever take the action: the role, and the contact switch it needs. */
export const actorMay = (action: TimesheetAction, actor: Actor) => {
  const { permission } = RULES[action];
  return roleMay(action, actor.role) && (!permission || actor.permissions[permission]);
};

/** Why the actor may not take `action` on a timesheet in state `s`, or null when they may. */
export function refusal(action: TimesheetAction, s: TimesheetState, actor: Actor, ctx: ActionContext = {}): ErrorText | null {
  const rule = RULES[action];
  const verb = verbOf(action);
  if (!roleMay(action, actor.role)) return say('timesheets.roleMayNot', { verb });
  if (!actorMay(action, actor)) return say('timesheets.permissionMayNot', { verb });
  if (rule.from && !rule.from.includes(s.status)) return say('timesheets.wrongStatus', { verb, status: s.status });
  const extra = rule.refuse?.(s, ctx);
  return extra ? say('timesheets.cannotBecause', { verb, reason: extra }) : null;
}

export function nextStatus(action: TimesheetAction, s: TimesheetState): TimesheetStatus {
  const to = RULES[action].to;
  return typeof to === 'function' ? to(s) : (to ?? s.status);
}

/** The one answer of what an actor may do to a timesheet now: the view page's buttons and the list's bulk bar read it. */
export function allowedActions(s: TimesheetState, actor: Actor): TimesheetAction[] {
  return TIMESHEET_ACTIONS.filter((a) => refusal(a, s, actor) === null);
}
