import type { DbOrTx } from '@/lib/db/client';

/**
 * Makes the one-click approval link an approval mail carries (lib/approval-links/issue.ts). The approval
 * links sit above the timesheets they decide, and timesheets notify: so the dispatcher does not import the
 * issuer; lib/approval-links/issue.ts registers it here when loaded (lib/background-jobs/app-jobs.ts loads
 * it at start-up, beside the jobs). An approval mail dispatched with no issuer registered fails loudly
 * (the outbox retries it) instead of going out without its link.
 */
export type ApprovalLinkIssuer = (
  tx: DbOrTx,
  input: { tenantId: string; userId: string; timesheetIds: string[] },
) => Promise<{ path: string; expiresAt: Date }>;

// On globalThis like the job registry: a hot reload replaces the issuer instead of keeping a stale one.
const holder = globalThis as typeof globalThis & { __approvalLinkIssuer?: ApprovalLinkIssuer };

export function registerApprovalLinkIssuer(issuer: ApprovalLinkIssuer): void {
  holder.__approvalLinkIssuer = issuer;
}

export function approvalLinkIssuer(): ApprovalLinkIssuer {
  const issuer = holder.__approvalLinkIssuer;
  if (!issuer) throw new Error('no approval link issuer is registered: load lib/approval-links/issue.ts at start-up');
  return issuer;
}
