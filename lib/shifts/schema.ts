import { z } from 'zod';
import { instant } from '@/lib/schema-kit/inputs';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { positionIdField } from '@/lib/work-requests/fields';
import { ASSIGNMENT_STATUSES, SHIFT_PHASES } from './definitions';

const ids = z
  .array(z.uuid({ error: 'candidate_ids must be candidate ids' }))
  .max(50, 'at most 50 candidates at once')
  .refine((xs) => new Set(xs).size === xs.length, 'candidate_ids must not repeat');
const note = z.string().trim().max(1000, 'note must be at most 1000 characters');

/** PUT /shifts/{id}: the fields to change (time, headcount, position, notes); absent = unchanged. */
export const editShiftBody = z
  .object({
    /** One of the agency's positions (lib/work-requests/positions.ts); wins over the free-text `position`. */
    position_id: positionIdField().optional(),
    position: z.string().trim().min(1, 'position is required').max(80).optional(),
    starts_at: instant('starts_at must be an ISO date-time').optional(),
    ends_at: instant('ends_at must be an ISO date-time').optional(),
    headcount: z.number().int().min(1).max(500).optional(),
    notes: z.string().trim().max(1000, 'notes must be at most 1000 characters').nullable().optional(),
    /** Confirms a long shift (lib/shifts/long-shift.ts); without it such a change is 400 confirm_required. */
    confirm_long: z.boolean({ error: 'confirm_long must be true or false' }).optional(),
    comment: note.optional(),
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    message: 'validation.endsAfterStarts',
    path: ['ends_at'],
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) - Date.parse(b.starts_at) <= 24 * 3_600_000, {
    message: 'validation.shiftTooLong',
    path: ['ends_at'],
  });

/** POST /shifts/{id}/publish: optionally to chosen candidates (each invited, or assigned with `assign`). */
export const publishShiftBody = z.object({
  candidate_ids: ids.optional(),
  assign: z.boolean({ error: 'assign must be true or false' }).optional(),
});

export const cancelShiftBody = z.object({
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(1000, 'reason must be at most 1000 characters'),
});

/** POST /shifts/{id}/assignments: invite the candidates, or assign them (accepted at once). */
export const assignBody = z.object({
  candidate_ids: ids.min(1, 'candidate_ids is required'),
  status: z.enum(['invited', 'accepted'], { error: 'status must be invited or accepted' }).default('invited'),
});

/** PUT /shifts/{id}/assignments: one action on one assignment; a replacement names the new worker. */
export const assignmentActionBody = z
  .object({
    assignment_id: z.uuid({ error: 'assignment_id must be an assignment id' }),
    action: z.enum(['accept', 'decline', 'replace', 'cancel_assignment', 'no_show', 'sent_home'], {
      error: 'action must be accept, decline, replace, cancel_assignment, no_show or sent_home',
    }),
    note: note.optional(),
    candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }).optional(),
    status: z.enum(['invited', 'accepted'], { error: 'status must be invited or accepted' }).optional(),
  })
  .refine((b) => b.action !== 'replace' || b.candidate_id, { message: 'candidate_id is required to replace', path: ['candidate_id'] });

// ——— What the shift routes answer ———

const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const shiftChange = z.object({
  entity: z.enum(['shift', 'assignment']),
  entity_id: z.string().optional(),
  field: z.string(),
  from: changeValue,
  to: changeValue,
});

const shiftAssignmentRow = z.object({
  _id: z.uuid(),
  candidate_id: z.uuid(),
  candidate_name: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  sent_home_at: isoTimestamp.nullable(),
  note: z.string().nullable(),
  updated_at: isoTimestamp,
  /** What the caller may do to it now (lib/shifts/lifecycle.ts). */
  allowed_actions: z.array(z.string()),
});

const shiftLogRow = z.object({
  _id: z.uuid(),
  action: z.string(),
  user_name: z.string().nullable(),
  changes: z.array(shiftChange),
  comment: z.string().nullable(),
  created_at: isoTimestamp,
});

/** A shift as the board lists it (GET /shifts/v2): lib/on-demand depends on this module, not the reverse. */
export const shiftRow = z.object({
  _id: z.uuid(),
  location_id: z.uuid(),
  location_name: z.string(),
  company_name: z.string(),
  job_id: z.uuid().nullable(),
  position: z.string(),
  starts_at: isoTimestamp,
  ends_at: isoTimestamp,
  headcount: z.number().int(),
  filled: z.number().int(),
  status: z.string().meta({ description: 'the phase: draft, published, in_progress, completed or cancelled' }),
  notes: z.string().nullable(),
});

/** One shift with what the details dialog needs: its phase, rights, workers and history. */
export const shiftDetail = shiftRow.extend({
  phase: z.enum(SHIFT_PHASES),
  timezone: z.string(),
  requested_by: z.uuid().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: isoTimestamp.nullable(),
  /** The tenant's contact cut-off in hours (0 = none). */
  cancel_cutoff_hours: z.number().int(),
  allowed_actions: z.array(z.string()),
  /** The caller may invite or assign workers now (staff, a published shift not over). */
  may_assign: z.boolean(),
  /** A contact's cancel is refused only by the cut-off now: the dialog shows it disabled, saying why. */
  within_cutoff: z.boolean(),
  assignments: z.array(shiftAssignmentRow),
  logs: z.array(shiftLogRow),
});

/** The assignment picker's search (GET /shifts/{id}/candidates): a name, email or phone, and how many. */
export const pickerQuery = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  per_page: z.coerce.number().int().min(1).max(50, 'per_page must be at most 50').default(20),
});

/**
 * Why a worker is not an eligible pick for the shift, most serious first: a status marked not placeable
 * (not selectable), no active placement at the shift's client, or a placement there in another position.
 */
const PICKER_REASONS = ['not_placeable', 'no_placement', 'other_position'] as const;

/** One worker the picker offers, eligible ones first: placed at the shift's site or client in its position. */
export const pickerWorker = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Where the worker's active placement on the shift's day is: the shift's own site, another site of its client, or none. */
  placed: z.enum(['site', 'client']).nullable(),
  eligible: z.boolean(),
  /** False when the worker may not be invited or assigned at all (a not-placeable status). */
  selectable: z.boolean(),
  reason: z.enum(PICKER_REASONS).nullable(),
  /** The not-placeable status's name, or the position the worker is placed in (for `other_position`). */
  reason_detail: z.string().nullable(),
});
