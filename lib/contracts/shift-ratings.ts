import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';
import { EVERYONE } from '@/lib/auth/roles';
import { ratingBody, shiftRating } from '@/lib/shift-ratings/schema';

// Anyone signed in may try: the service decides by the card's location (a contact's scope), the tenant's
// "Enable shift rating" switch and the card's state.
const signedIn = { allow: EVERYONE } as const;

export const shiftRatingsContracts = {
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/client-portal/timecards/{id}/rating',
    summary: 'The rating of a worked shift, or null',
    access: signedIn,
    response: one(shiftRating.nullable()),
  }),
  rate: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/client-portal/timecards/{id}/rating',
    summary: 'Rate a worked shift (1–5 stars, optional comment), or change its rating',
    access: signedIn,
    body: ratingBody,
    response: one(shiftRating),
  }),
};
