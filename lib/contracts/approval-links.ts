import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';
import { ownLinkBody, ownLinkResult } from '@/lib/approval-links/schema';

/** A signed-in contact's own approval link (the phone block page's button, issue 22 item 10). */
export const approvalLinksContracts = {
  own: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/approval-links/own',
    access: { allow: ['company_contact'] },
    consumes: 'application/x-www-form-urlencoded',
    body: ownLinkBody,
    summary: 'A fresh approval link for the signed-in contact: a form post is sent on to the phone approval page (303)',
    response: one(ownLinkResult),
  }),
};
