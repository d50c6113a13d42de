import { describe, expect, it } from 'vitest';
import { englishErrors } from '@/lib/errors';
import { renderError } from '@/lib/i18n/error-text';
import type { Role } from '@/lib/auth/roles';
import type { AssignmentStatus, ShiftPhase } from '@/lib/shifts/definitions';
import { readCancelCutoff, parseCancelCutoff } from '@/lib/shifts/cutoff';
import { allowedAssignmentActions, allowedShiftActions, assignmentRefusal, shiftRefusal, type ShiftState } from '@/lib/shifts/lifecycle';

const STAFF: Role[] = ['super_admin', 'company_admin', 'recruiter'];
const state = (phase: ShiftPhase, o: Partial<ShiftState> = {}): ShiftState => ({
  phase,
  requestedByActor: false,
  hoursToStart: 100,
  cutoffHours: 24,
  ...o,
});
const words = (t: ReturnType<typeof shiftRefusal>) => (t ? renderError(t, englishErrors) : null);

describe('shift lifecycle table', () => {
  it('staff: publish a draft only; edit and cancel until the shift is over', () => {
    for (const role of STAFF) {
      expect(allowedShiftActions(state('draft'), role)).toEqual(['publish', 'edit', 'cancel']);
      expect(allowedShiftActions(state('published'), role)).toEqual(['edit', 'cancel']);
      expect(allowedShiftActions(state('in_progress', { hoursToStart: -1 }), role)).toEqual(['edit', 'cancel']);
      expect(allowedShiftActions(state('completed'), role)).toEqual([]);
      expect(allowedShiftActions(state('cancelled'), role)).toEqual([]);
      // Staff are not held by the cut-off.
      expect(shiftRefusal('cancel', state('published', { hoursToStart: 1 }), role)).toBeNull();
    }
  });

  it('a contact: never publishes; edits her own draft only; cancels outside the cut-off', () => {
    const c: Role = 'company_contact';
    expect(words(shiftRefusal('publish', state('draft'), c))).toBe('Your role may not publish shifts');
    expect(shiftRefusal('edit', state('draft', { requestedByActor: true }), c)).toBeNull();
    expect(words(shiftRefusal('edit', state('draft'), c))).toBe('Cannot edit this shift: only the contact who requested it may change it');
    expect(words(shiftRefusal('edit', state('published', { requestedByActor: true }), c))).toBe(
      'Cannot edit this shift: it has already been published',
    );
    expect(shiftRefusal('cancel', state('published', { hoursToStart: 25 }), c)).toBeNull();
    expect(words(shiftRefusal('cancel', state('published', { hoursToStart: 23 }), c))).toBe(
      'Cannot cancel this shift: it starts within 24 hours; ask the agency to cancel it',
    );
    expect(shiftRefusal('cancel', state('published', { hoursToStart: 0.5, cutoffHours: 0 }), c)).toBeNull();
    expect(words(shiftRefusal('cancel', state('completed', { cutoffHours: 0 }), c))).toBe('Cannot cancel a completed shift');
  });

  it('assignments: staff answer for the worker; a contact gives verdicts on an accepted worker once started', () => {
    const a = (status: AssignmentStatus, shiftPhase: ShiftPhase) => ({ status, shiftPhase });
    expect(allowedAssignmentActions(a('invited', 'published'), 'recruiter')).toEqual(['accept', 'decline', 'replace', 'cancel_assignment']);
    expect(allowedAssignmentActions(a('accepted', 'published'), 'recruiter')).toEqual(['decline', 'replace', 'cancel_assignment']);
    expect(allowedAssignmentActions(a('declined', 'published'), 'recruiter')).toEqual(['accept']);
    expect(allowedAssignmentActions(a('accepted', 'in_progress'), 'recruiter')).toEqual([
      'decline',
      'replace',
      'cancel_assignment',
      'no_show',
      'sent_home',
    ]);
    expect(allowedAssignmentActions(a('accepted', 'in_progress'), 'company_contact')).toEqual(['no_show', 'sent_home']);
    expect(allowedAssignmentActions(a('accepted', 'completed'), 'company_contact')).toEqual(['no_show', 'sent_home']);
    expect(allowedAssignmentActions(a('accepted', 'published'), 'company_contact')).toEqual([]);
    expect(allowedAssignmentActions(a('no_show', 'in_progress'), 'recruiter')).toEqual([]);
    expect(words(assignmentRefusal('no_show', a('invited', 'in_progress'), 'company_contact'))).toBe(
      'Cannot mark as no-show a worker who is invited',
    );
    expect(words(assignmentRefusal('invite', { shiftPhase: 'draft' }, 'recruiter'))).toBe('Cannot invite a worker to a requested shift');
    expect(words(assignmentRefusal('assign', { shiftPhase: 'published' }, 'company_contact'))).toBe(
      'Your role may not assign a worker to shifts',
    );
    expect(assignmentRefusal('assign', { shiftPhase: 'in_progress' }, 'company_admin')).toBeNull();
  });

  it('the cut-off setting: stored whole hours 0–168, else the default 24', () => {
    expect(readCancelCutoff({ cancel_cutoff_hours: 0 })).toBe(0);
    expect(readCancelCutoff({ cancel_cutoff_hours: 48 })).toBe(48);
    expect(readCancelCutoff({ cancel_cutoff_hours: 500 })).toBe(24);
    expect(readCancelCutoff({ cancel_cutoff_hours: '6' })).toBe(24);
    expect(readCancelCutoff(undefined)).toBe(24);
    expect(parseCancelCutoff(' 12 ')).toBe(12);
    expect(parseCancelCutoff('1.5')).toBeNull();
    expect(parseCancelCutoff('')).toBeNull();
  });
});
