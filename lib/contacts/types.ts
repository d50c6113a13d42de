import type { ContactPermission } from '@/lib/auth/contact-permissions';
import type { CandidateMessage } from '@/lib/candidates/types';

/** The company-contacts API contract (issue 4). */
export type ContactRow = {
  _id: string;
  company_id: string;
  company_name: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
  title: string | null;
  archived_at: string | null;
  created_at: string;
  locations_count: number;
  has_avatar: boolean;
  /** True when the contact has an active Company Contact user (can sign in to the portal). */
  portal_access: boolean;
};

export type ContactLocation = { _id: string; name: string; city: string | null; state: string | null; status: string; assigned: boolean };

/** GET /company-contacts/{id}: the row plus every location of its company, each marked assigned or not. */
export type ContactDetail = ContactRow & { locations: ContactLocation[] };

/** The switches of the settings tab: the contact permissions (lib/auth/contact-permissions.ts). */
export { CONTACT_PERMISSIONS as CONTACT_SETTING_KEYS } from '@/lib/auth/contact-permissions';
type ContactSettingKey = ContactPermission;

export type ContactSettings = Record<ContactSettingKey, boolean> & {
  portal_access: boolean;
  portal_user: { _id: string; email: string; active: boolean; last_login_at: string | null } | null;
};

/** A conversation message: the same shape as a candidate's (one messages table, one API shape). */
export type ContactMessage = CandidateMessage;
