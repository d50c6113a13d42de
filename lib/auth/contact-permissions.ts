import type { Role } from './roles';
import type { ErrorKey } from '@/lib/errors';

/**
 * The switches on a Company Contact's settings tab (contact_profiles.settings): what she may do within
 * her assigned locations. Staff are never narrowed by them. This file is the one place that says what
 * they are and what an unsaved switch means; the guard loads them with the session (lib/auth/guard.ts),
 * and the timesheet transitions, the orders service and the submit mail read them from there.
 */
export const CONTACT_PERMISSIONS = ['approveTimesheets', 'receiveTimesheetEmails', 'createOrders'] as const;
export type ContactPermission = (typeof CONTACT_PERMISSIONS)[number];
export type ContactPermissions = Record<ContactPermission, boolean>;
export type SavedContactSettings = Partial<Record<ContactPermission, boolean>>;

/**
 * What a contact gets for a switch nobody saved (no contact_profiles row, or a row without the key):
 * off. The settings tab has always shown an unsaved switch as off, so what an admin sees there is
 * what the contact may do; turning a switch on is a deliberate grant.
 */
export const CONTACT_PERMISSION_DEFAULTS: Readonly<ContactPermissions> = {
  approveTimesheets: false,
  receiveTimesheetEmails: false,
  createOrders: false,
};

/** Staff hold every one: the switches narrow Company Contacts only. */
export const ALL_PERMISSIONS: Readonly<ContactPermissions> = { approveTimesheets: true, receiveTimesheetEmails: true, createOrders: true };

/** The saved switches over the defaults (anything but a saved `true` is off). */
export function contactPermissionsFrom(saved: SavedContactSettings | null | undefined): ContactPermissions {
  return Object.fromEntries(CONTACT_PERMISSIONS.map((k) => [k, saved?.[k] ?? CONTACT_PERMISSION_DEFAULTS[k]])) as ContactPermissions;
}

/** A user's permissions: every one for staff, the contact's switches for a Company Contact. */
export function permissionsFor(role: Role, saved: SavedContactSettings | null | undefined): ContactPermissions {
  return role === 'company_contact' ? contactPermissionsFrom(saved) : { ...ALL_PERMISSIONS };
}

/** Why a switched-off permission refuses, for the 403 a contact reads. */
export const PERMISSION_REFUSAL = {
  approveTimesheets: 'permissions.approveTimesheetsOff',
  receiveTimesheetEmails: 'permissions.receiveTimesheetEmailsOff',
  createOrders: 'permissions.createOrdersOff',
} as const satisfies Record<ContactPermission, ErrorKey>;
