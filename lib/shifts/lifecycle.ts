import { say, type ErrorText } from '@/lib/errors';
import { EVERYONE, STAFF, type Role } from '@/lib/auth/roles';
import type { AssignmentStatus, ShiftPhase } from './definitions';

/**
 * The shift lifecycle (issue 14) as one pure table, like lib/timesheets/transitions.ts: who may take each
 * action, from which phase or assignment status, and what else refuses it. The service loads and locks the
 * rows, asks `shiftRefusal` / `assignmentRefusal`, and answers a refusal as 403 (the role) or 409 (the state).
 */
const SHIFT_ACTIONS = ['publish', 'edit', 'cancel'] as const;
export type ShiftAction = (typeof SHIFT_ACTIONS)[number];

const ASSIGNMENT_ACTIONS = ['invite', 'assign', 'accept', 'decline', 'replace', 'cancel_assignment', 'no_show', 'sent_home'] as const;
export type AssignmentAction = (typeof ASSIGNMENT_ACTIONS)[number];

/** What the shift rules look at. `hoursToStart` is negative once the shift has started. */
export type ShiftState = {
  phase: ShiftPhase;
  /** The caller requested this shift (a contact's own draft). */
  requestedByActor: boolean;
  hoursToStart: number;
  /** The tenant's contact cut-off before the start (`shift.cancel_cutoff_hours`); 0 = none. */
  cutoffHours: number;
};

export type AssignmentState = { status: AssignmentStatus; shiftPhase: ShiftPhase };

type ShiftRule = {
  roles: readonly Role[];
  from: readonly ShiftPhase[];
  /** Extra refusals for a Company Contact (staff are not held by them). */
  contact?: (s: ShiftState) => ErrorText | null;
};

type AssignmentRule = {
  roles: readonly Role[];
  /** Assignment statuses the action starts from; absent = a new assignment (invite / assign). */
  from?: readonly AssignmentStatus[];
  /** The status it leads to. */
  to: AssignmentStatus;
  /** Shift phases the action is taken in. */
  phases: readonly ShiftPhase[];
};

const OPEN: readonly ShiftPhase[] = ['draft', 'published', 'in_progress'];
const STAFFABLE: readonly ShiftPhase[] = ['published', 'in_progress'];
const STARTED: readonly ShiftPhase[] = ['in_progress', 'completed'];

/** A contact's shift-wide actions: her own request while it is a draft; a cancellation outside the cut-off. */
const SHIFT_RULES: Record<ShiftAction, ShiftRule> = {
  publish: { roles: STAFF, from: ['draft'] },
  edit: {
    roles: EVERYONE,
    from: OPEN,
    contact: (s) => (s.phase !== 'draft' ? say('shifts.onlyDrafts') : s.requestedByActor ? null : say('shifts.notYourRequest')),
  },
  cancel: {
    roles: EVERYONE,
    from: OPEN,
    contact: (s) => (s.cutoffHours > 0 && s.hoursToStart < s.cutoffHours ? say('shifts.withinCutoff', { hours: s.cutoffHours }) : null),
  },
};

/**
 * Staff invite or assign (accepted at once), and record the worker's answer (the work-app calls the same
 * API with a staff token); a replacement frees the old worker. A contact gives the verdicts on a worker who
 * accepted, once the shift has started.
 */
const ASSIGNMENT_RULES: Record<AssignmentAction, AssignmentRule> = {
  invite: { roles: STAFF, to: 'invited', phases: STAFFABLE },
  assign: { roles: STAFF, to: 'accepted', phases: STAFFABLE },
  accept: { roles: STAFF, from: ['invited', 'declined'], to: 'accepted', phases: STAFFABLE },
  decline: { roles: STAFF, from: ['invited', 'accepted'], to: 'declined', phases: STAFFABLE },
  replace: { roles: STAFF, from: ['invited', 'accepted'], to: 'replaced', phases: STAFFABLE },
  cancel_assignment: { roles: STAFF, from: ['invited', 'accepted'], to: 'cancelled', phases: STAFFABLE },
  no_show: { roles: EVERYONE, from: ['accepted'], to: 'no_show', phases: STARTED },
  sent_home: { roles: EVERYONE, from: ['accepted'], to: 'sent_home', phases: STARTED },
};

const shiftVerb = (action: ShiftAction) => say(`shifts.verbs.${action}`);
const assignmentVerb = (action: AssignmentAction) => say(`shifts.verbs.${action}`);

export const shiftRoleMay = (action: ShiftAction, role: Role) => SHIFT_RULES[action].roles.includes(role);
export const assignmentRoleMay = (action: AssignmentAction, role: Role) => ASSIGNMENT_RULES[action].roles.includes(role);

/** Why `role` may not take `action` on a shift in state `s` (the role first: the service answers it 403), or null. */
export function shiftRefusal(action: ShiftAction, s: ShiftState, role: Role): ErrorText | null {
  const rule = SHIFT_RULES[action];
  const verb = shiftVerb(action);
  if (!rule.roles.includes(role)) return say('shifts.roleMayNot', { verb });
  if (!rule.from.includes(s.phase)) return say('shifts.wrongPhase', { verb, phase: s.phase });
  const extra = role === 'company_contact' ? rule.contact?.(s) : null;
  return extra ? say('shifts.cannotBecause', { verb, reason: extra }) : null;
}

/** Why `role` may not take `action` on an assignment (or, for invite / assign, add one) in state `s`, or null. */
export function assignmentRefusal(action: AssignmentAction, s: AssignmentState | { shiftPhase: ShiftPhase }, role: Role): ErrorText | null {
  const rule = ASSIGNMENT_RULES[action];
  const verb = assignmentVerb(action);
  if (!rule.roles.includes(role)) return say('shifts.roleMayNot', { verb });
  if (!rule.phases.includes(s.shiftPhase)) {
    return STARTED === rule.phases ? say('shifts.notStarted', { verb }) : say('shifts.wrongPhase', { verb, phase: s.shiftPhase });
  }
  if (rule.from && (!('status' in s) || !rule.from.includes(s.status))) {
    return say('shifts.wrongAssignmentStatus', { verb, status: 'status' in s ? s.status : 'none' });
  }
  return null;
}

export const assignmentTarget = (action: AssignmentAction): AssignmentStatus => ASSIGNMENT_RULES[action].to;

/** What the caller may do to the shift now (the details dialog's buttons read it). */
export const allowedShiftActions = (s: ShiftState, role: Role): ShiftAction[] =>
  SHIFT_ACTIONS.filter((a) => shiftRefusal(a, s, role) === null);

/** What the caller may do to one assignment now. */
export const allowedAssignmentActions = (s: AssignmentState, role: Role): AssignmentAction[] =>
  ASSIGNMENT_ACTIONS.filter((a) => ASSIGNMENT_RULES[a].from && assignmentRefusal(a, s, role) === null);
