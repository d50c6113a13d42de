import { z } from 'zod';
import { ROLES } from '@/lib/auth/roles';
import { branchBody, inviteBody } from '@/lib/users/schema';

/**
 * What the dialogs' inputs hold (text; '' for "none"), turned into the bodies the API parses and then checked
 * by those very schemas (DESIGN §3.6), so a refusal names the same fields the server would. Imported only by
 * the dialogs, which load on first use: zod stays out of the tab's first load.
 */

export const branchForm = z
  .object({ name: z.string(), address: z.string(), phone: z.string(), region_id: z.string() })
  .transform((d): z.input<typeof branchBody> => ({ ...d, region_id: d.region_id || null }))
  .pipe(branchBody);
export type BranchTexts = z.input<typeof branchForm>;

export const inviteForm = z
  .object({
    role: z.enum(ROLES),
    email: z.string(),
    username: z.string(),
    branch_id: z.string(),
    sub_role_id: z.string(),
    contact_id: z.string(),
  })
  .transform((d): z.input<typeof inviteBody> => ({
    ...d,
    branch_id: d.branch_id || null,
    sub_role_id: d.sub_role_id || null,
    // Only a Company Contact signs in for a contact record; the API refuses one on staff users.
    contact_id: d.role === 'company_contact' ? d.contact_id || undefined : undefined,
  }))
  .pipe(inviteBody);
export type InviteTexts = z.input<typeof inviteForm>;
