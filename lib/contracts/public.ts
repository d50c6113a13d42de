import { z } from 'zod';
import { DECIDE_BODY_LIMIT, decideBody, decisionResult } from '@/lib/approval-links/schema';
import { NOTIFICATION_EVENTS } from '@/lib/notification-settings/events';
import { unsubscribeBody } from '@/lib/notifications/schema';
import { confirmBody, placementRequestBody, placementRequestRow } from '@/lib/placement-requests/schema';
import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';

const access = { public: true } as const;
/** These take a plain HTML form (answered 303 back to its page) or JSON (answered as below). */
const consumes = 'application/x-www-form-urlencoded';

/** The anonymous routes of the main service: the token or the tenant in the path is the only credential. */
export const publicContracts = {
  placementRequest: defineContract({
    service: 'main',
    method: 'POST',
    path: '/public/{company}/placement-requests',
    access,
    consumes,
    body: placementRequestBody,
    summary: 'The embeddable placement form (form post or JSON); the sender confirms by the mailed link',
    response: one(z.object({ message: z.string() })),
  }),
  confirmPlacementRequest: defineContract({
    service: 'main',
    method: 'POST',
    path: '/public/placement-requests/confirm',
    access,
    body: confirmBody,
    summary: 'Confirm a placement request with the token of its mail',
    response: one(placementRequestRow),
  }),
  decideByLink: defineContract({
    service: 'main',
    method: 'POST',
    path: '/public/approval-links/{token}/decide',
    access,
    consumes,
    body: decideBody,
    maxBytes: DECIDE_BODY_LIMIT,
    summary: 'Approve or reject timesheets through a one-click approval link (form post or JSON; same-origin only)',
    response: one(decisionResult),
  }),
  unsubscribe: defineContract({
    service: 'main',
    method: 'POST',
    path: '/public/unsubscribe',
    access,
    consumes,
    body: unsubscribeBody,
    summary: "Unsubscribe from one event's mails: the page's button or a mail client's RFC 8058 one-click POST (?token=)",
    response: one(z.object({ event: z.enum(NOTIFICATION_EVENTS), company: z.string() })),
  }),
  unsubscribePage: defineContract({
    service: 'main',
    method: 'GET',
    path: '/public/unsubscribe',
    access,
    query: unsubscribeBody,
    summary:
      'The List-Unsubscribe address opened rather than POSTed (a mail client without one-click, or a person): 303 to the unsubscribe page, which asks for one press. Changes nothing: link scanners open links',
    response: one(z.object({})),
  }),
};
