import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, CONTACT_PERMISSION_DEFAULTS, permissionsFor } from '@/lib/auth/contact-permissions';
import { ROLES, type Role } from '@/lib/auth/roles';
import { englishErrors } from '@/lib/errors';
import { renderError } from '@/lib/i18n/error-text';
import { actorMay, allowedActions, nextStatus, refusal as refusalOf, type Actor, type TimesheetState } from '@/lib/timesheets/transitions';
import { TIMESHEET_ACTIONS, TIMESHEET_STATUSES, type TimesheetAction, type TimesheetStatus } from '@/lib/timesheets/types';

/** The refusal as an English reader sees it (the server translates it per request), or null. */
const refusal = (...args: Parameters<typeof refusalOf>) => {
  const text = refusalOf(...args);
  return text && renderError(text, englishErrors);
};

/** A user of the role with every contact switch on (staff hold them all anyway). */
const as = (role: Role): Actor => ({ role, permissions: { ...ALL_PERMISSIONS } });

const plain = (status: TimesheetStatus, flags: Partial<TimesheetState> = {}): TimesheetState => ({
  status,
  locked: false,
  archived: false,
  invoicedClient: false,
  invoicedVendor: false,
  payrollExported: false,
  ...flags,
});

// The status table of DESIGN.md §5 written out by hand: for a plain (unlocked, live) timesheet, which
// actions an admin may take from each status, and where each leads.
const ALLOWED_FROM: Record<TimesheetStatus, Partial<Record<TimesheetAction, TimesheetStatus>>> = {
  pending: { submit: 'submitted', edit: 'pending', lock: 'pending', archive: 'pending' },
  submitted: { approve: 'approved', reject: 'rejected', edit: 'submitted', lock: 'submitted', archive: 'submitted' },
  approved: { invoice: 'approved', invoice_toggle: 'approved', lock: 'approved', archive: 'approved', payroll: 'approved' },
  rejected: { edit: 'pending', lock: 'rejected', archive: 'rejected' },
};

describe('status transitions for an admin', () => {
  for (const status of TIMESHEET_STATUSES) {
    for (const action of TIMESHEET_ACTIONS) {
      const to = ALLOWED_FROM[status][action];
      it(`${action} from ${status}: ${to ? `→ ${to}` : 'refused'}`, () => {
        const state = plain(status);
        if (to) {
          expect(refusal(action, state, as('company_admin'))).toBeNull();
          expect(nextStatus(action, state)).toBe(to);
        } else {
          expect(refusal(action, state, as('company_admin'))).toMatch(/^Cannot /);
        }
      });
    }
  }
});

describe('flags', () => {
  it('a locked timesheet refuses every change but unlock (and only admins unlock)', () => {
    for (const status of TIMESHEET_STATUSES) {
      const allowed = allowedActions(plain(status, { locked: true }), as('company_admin'));
      expect(allowed.filter((a) => !['invoice', 'invoice_toggle', 'payroll'].includes(a))).toEqual(['unlock']);
    }
    expect(refusal('unlock', plain('approved', { locked: true }), as('recruiter'))).toMatch(/role may not unlock/);
    expect(refusal('unlock', plain('approved'), as('company_admin'))).toMatch(/not locked/);
    expect(refusal('lock', plain('approved', { locked: true }), as('company_admin'))).toMatch(/already locked/);
  });

  it('an archived timesheet allows only restore', () => {
    for (const status of TIMESHEET_STATUSES) {
      expect(allowedActions(plain(status, { archived: true }), as('super_admin'))).toEqual(['restore']);
      expect(allowedActions(plain(status, { archived: true, locked: true }), as('super_admin'))).toEqual(['restore']);
    }
    expect(refusal('restore', plain('approved'), as('company_admin'))).toMatch(/not archived/);
  });

  it('invoicing and payroll happen once', () => {
    expect(refusal('invoice', plain('approved', { invoicedClient: true }), as('recruiter'))).toMatch(/already invoiced/);
    expect(refusal('invoice_toggle', plain('approved', { invoicedClient: true }), as('recruiter'))).toBeNull();
    expect(refusal('payroll', plain('approved', { payrollExported: true }), as('recruiter'))).toMatch(/already exported/);
  });

  it('rejected returns to pending on edit; other edits keep the status', () => {
    expect(nextStatus('edit', plain('rejected'))).toBe('pending');
    expect(nextStatus('edit', plain('submitted'))).toBe('submitted');
    expect(nextStatus('lock', plain('approved'))).toBe('approved');
  });
});

describe('roles', () => {
  const contactMay: TimesheetAction[] = ['approve', 'reject'];
  it('a company contact may only approve and reject', () => {
    for (const action of TIMESHEET_ACTIONS) {
      const refused = refusal(action, plain('submitted'), as('company_contact'));
      if (contactMay.includes(action)) expect(refused).toBeNull();
      else expect(refused).toMatch(/role may not/);
    }
  });

  it('staff roles may do everything the state allows, except recruiters unlocking', () => {
    const staff: Role[] = ['super_admin', 'company_admin', 'recruiter'];
    for (const role of ROLES) {
      const allowed = allowedActions(plain('submitted', { locked: true }), as(role));
      expect(allowed.includes('unlock')).toBe(role === 'super_admin' || role === 'company_admin');
    }
    for (const role of staff) expect(allowedActions(plain('pending'), as(role))).toEqual(['submit', 'edit', 'lock', 'archive']);
  });
});

describe('invoice types', () => {
  it('invoicing checks the flag of its own type', () => {
    const clientDone = plain('approved', { invoicedClient: true });
    expect(refusal('invoice', clientDone, as('company_admin'), { invoiceType: 'vendor' })).toBeNull();
    expect(refusal('invoice', clientDone, as('company_admin'), { invoiceType: 'client' })).toMatch(/already invoiced \(client\)/);
    expect(refusal('invoice', plain('approved', { invoicedVendor: true }), as('company_admin'), { invoiceType: 'vendor' })).toMatch(
      /already invoiced \(vendor\)/,
    );
  });
});

describe("a contact's 'Approve timesheets' switch", () => {
  const off: Actor = { role: 'company_contact', permissions: { ...ALL_PERMISSIONS, approveTimesheets: false } };

  it('off: approve and reject are refused and never offered, whatever the state', () => {
    for (const action of ['approve', 'reject'] as const) {
      expect(actorMay(action, off)).toBe(false);
      expect(refusal(action, plain('submitted'), off)).toMatch(/contact permission/);
    }
    for (const status of TIMESHEET_STATUSES) expect(allowedActions(plain(status), off)).toEqual([]);
  });

  it('on: a submitted timesheet offers exactly approve and reject', () => {
    expect(allowedActions(plain('submitted'), as('company_contact'))).toEqual(['approve', 'reject']);
  });

  it('staff are never narrowed by the switches, and an unsaved switch is off for a contact', () => {
    expect(permissionsFor('recruiter', { approveTimesheets: false, createOrders: false })).toEqual(ALL_PERMISSIONS);
    expect(permissionsFor('company_contact', null)).toEqual(CONTACT_PERMISSION_DEFAULTS);
    expect(Object.values(CONTACT_PERMISSION_DEFAULTS).every((v) => v === false)).toBe(true);
    expect(permissionsFor('company_contact', { approveTimesheets: true })).toEqual({
      approveTimesheets: true,
      receiveTimesheetEmails: false,
      createOrders: false,
    });
  });
});
