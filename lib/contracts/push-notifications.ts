import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { PUSH_ROUTE } from '@/lib/push-notifications/paths';
import {
  audienceCountBody,
  audienceOptions,
  composeBody,
  historyQuery,
  notificationDetail,
  notificationRow,
} from '@/lib/push-notifications/schema';

const access = { route: PUSH_ROUTE } as const;

/** Push notifications to candidates' phones (SPEC §7 main service): compose, schedule, history. */
export const pushNotificationsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/push-notifications',
    summary: 'Sent and scheduled push notifications, newest first, with delivery and read counts',
    access,
    query: historyQuery,
    response: listOf(notificationRow),
  }),
  compose: defineContract({
    service: 'main',
    method: 'POST',
    path: '/push-notifications',
    summary: 'Send a push notification now, or schedule it with send_at (201)',
    access,
    body: composeBody,
    response: one(notificationRow),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/push-notifications/{id}',
    summary: 'One push notification with the names of its audience',
    access,
    response: one(notificationDetail),
  }),
  cancel: defineContract({
    service: 'main',
    method: 'POST',
    path: '/push-notifications/{id}/cancel',
    summary: 'Cancel a scheduled notification (409 once it is sending or sent)',
    access,
    response: one(notificationRow),
  }),
  audienceCount: defineContract({
    service: 'main',
    method: 'POST',
    path: '/push-notifications/audience-count',
    summary: 'How many candidates an audience reaches right now',
    access,
    body: audienceCountBody,
    response: one(z.object({ count: z.number().int() })),
  }),
  audienceOptions: defineContract({
    service: 'main',
    method: 'GET',
    path: '/push-notifications/audience-options',
    summary: 'Locations, position names and candidate statuses an audience can target',
    access,
    response: one(audienceOptions),
  }),
};
