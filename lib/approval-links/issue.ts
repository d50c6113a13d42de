import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashToken } from '@/lib/auth/login';
import type { DbOrTx } from '@/lib/db/client';
import { approvalLinks, companySettings } from '@/lib/db/schema';
import { registerApprovalLinkIssuer } from '@/lib/notifications/approval-link-issuer';
import { approvalPath } from './paths';
import { readApprovalLinkDays } from '@/lib/settings/approval-links';
import { theRow } from '@/lib/db/rows';

/** The tenant's link lifetime, read in the caller's transaction (the settings cache would reach for a second connection). */
async function expiryDays(tx: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ data: companySettings.data })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId))
    .limit(1);
  return readApprovalLinkDays(row?.data.approval_links);
}

/**
 * A one-click approval link for a mail (DESIGN §7): the contact `userId` may approve or reject these
 * timesheets of the tenant through it, and do nothing else. The token is 32 random bytes; only its
 * SHA-256 is stored, like a sign-in link's, so the table alone opens nothing. It works for the
 * company's `approval_links.expires_days` (default 7). Answers the relative path for the mail (which
 * puts the public origin in front) and when the link stops working. Call it in the transaction that writes the mail: a rollback leaves
 * no link behind.
 */
export async function issueApprovalLink(
  tx: DbOrTx,
  input: { tenantId: string; userId: string; timesheetIds: string[] },
): Promise<{ path: string; expiresAt: Date }> {
  const timesheetIds = [...new Set(input.timesheetIds)];
  if (!timesheetIds.length) throw new Error('an approval link needs at least one timesheet');
  const days = await expiryDays(tx, input.tenantId);
  const token = randomBytes(32).toString('base64url');
  const row = theRow(
    await tx
      .insert(approvalLinks)
      .values({
        tenantId: input.tenantId,
        userId: input.userId,
        tokenHash: hashToken(token),
        timesheetIds,
        // The database's clock, like every expiry it compares against.
        expiresAt: sql`now() + make_interval(days => ${days})`,
      })
      .returning({ expiresAt: approvalLinks.expiresAt }),
  );
  return { path: approvalPath(token), expiresAt: row.expiresAt };
}

// The mail dispatcher asks for the issuer instead of importing it (lib/notifications/approval-link-issuer.ts).
registerApprovalLinkIssuer(issueApprovalLink);
