import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';
import { overview, overviewQuery } from '@/lib/overview/schema';

/** The overview dashboard (issue 14 §4), for whoever may open /overview; a contact's figures cover her locations only. */
export const overviewContracts = {
  overview: defineContract({
    service: 'main',
    method: 'GET',
    path: '/overview',
    summary:
      "A week's hours, spend, overtime share, fill rate and no-shows against the week before, and the approvals and exceptions waiting (days on the reader's clock: her chosen zone, else the tenant's)",
    access: { route: '/overview' },
    query: overviewQuery,
    response: one(overview),
  }),
};
