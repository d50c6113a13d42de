import { handler } from '@/lib/http/handler';
import { parseWith } from '@/lib/schema-kit/parse-with';
import { assertSameOriginWrite } from '@/lib/http/same-origin';
import { issueOwnApprovalLink } from '@/lib/approval-links/mine';
import { ownLinkBody } from '@/lib/approval-links/schema';
import { approvalLinksContracts } from '@/lib/contracts/approval-links';
import { isFormPost, readFields, seeOther } from '@/lib/http/form-post';

/**
 * The phone block page's "review" buttons: a fresh approval link for the signed-in contact's submitted
 * timesheets. A plain form (the block page ships no JavaScript) is sent on to the approval page with a
 * 303; JSON gets the path. Same-origin only, like every cookie-authenticated write.
 */
export const POST = handler(approvalLinksContracts.own, async ({ db, req, session }) => {
  assertSameOriginWrite(req);
  const body = parseWith(ownLinkBody, await readFields(req));
  const link = await issueOwnApprovalLink(db, session, body.timesheet_id);
  if (isFormPost(req)) return seeOther(link.path);
  return { data: { path: link.path, expires_at: link.expiresAt.toISOString() } };
});
