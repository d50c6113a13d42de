import { z } from 'zod';
import { optionalText, uuid } from '@/lib/schema-kit/inputs';
import { acknowledgement } from '@/lib/timesheets/schema';

/** A link's token: 32 random bytes, base64url (43 characters). Anything else is not a link, unread. */
const APPROVAL_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isApprovalToken = (token: string): boolean => APPROVAL_TOKEN.test(token);

/** What a reject without a reason is told (the page recognises it to open the reason field). */
export const REASON_REQUIRED = 'validation.rejectReason';

/** The longest reason a rejection may carry (the portal's reject dialog allows the same). */
export const MAX_REJECT_REASON = 1000;

/** The largest decision a form or JSON body carries: a reason of 1000 characters, far below this. */
export const DECIDE_BODY_LIMIT = 16 * 1024;

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * Why a decision through a link was refused, as a code the approval page translates (the page words it
 * in the contact's language, not the service). The API answers the same codes as error_code.
 */
export const LINK_REFUSALS = [
  'link_invalid',
  'link_expired',
  'not_in_link',
  'unavailable',
  'already_approved',
  'already_rejected',
  'not_open',
  'nothing_open',
  'forbidden',
  'open_punch',
  'exceptions_open',
  'reason_required',
  'rate_limited',
  'conflict',
  'invalid',
] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

/**
 * One decision taken on the approval page: a timesheet of the link (or `all`, to approve every one
 * still awaiting a decision), approve or reject, and the reason a rejection needs. A plain HTML form
 * sends these as fields, the page's JavaScript-free path; JSON is accepted too.
 */
export const decideBody = z
  .object({
    timesheet_id: z.union([z.literal('all'), uuid('timesheet_id must be a timesheet id of this link, or all')], {
      error: 'timesheet_id must be a timesheet id of this link, or all',
    }),
    decision: z.enum(DECISIONS, { error: 'decision must be approve or reject' }),
    reason: optionalText(MAX_REJECT_REASON, 'reason'),
    /** The open punch exceptions acknowledged with an approve (the form sends them as ack_<id> fields, see form-post.ts). */
    acknowledge: z.array(acknowledgement).max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED });
    if (v.decision === 'reject' && v.timesheet_id === 'all')
      ctx.addIssue({ code: 'custom', path: ['timesheet_id'], message: 'validation.rejectOneAtATime' });
  });
export type DecideInput = z.infer<typeof decideBody>;

/** What a decision through a link did: the timesheets it approved or rejected. */
export const decisionResult = z.object({ decision: z.enum(DECISIONS), count: z.number().int(), timesheet_ids: z.array(z.uuid()) });

/**
 * The phone block page's request for a fresh approval link (issue 22 item 10): one submitted timesheet
 * of hers, or (no id) every one awaiting her decision. A plain form field or JSON.
 */
export const ownLinkBody = z.object({ timesheet_id: uuid('timesheet_id must be a timesheet id').optional() });

/** Where the fresh link opens, and when it stops working. */
export const ownLinkResult = z.object({ path: z.string(), expires_at: z.string() });
