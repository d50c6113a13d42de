import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';
import { notificationList, notificationsQuery, preferencesBody, preferencesMatrix, readAllQuery } from '@/lib/notification-centre/schema';

const access = { route: '/notifications' } as const;
const withUnread = <T extends z.ZodType>(data: T) =>
  z.object({ data, unread: z.number().int().meta({ description: "The reader's unread count after the change" }) });

/** The signed-in user's own notifications (the bell) and her channel preferences (SPEC §7 main service). */
export const notificationsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/notifications',
    summary: "The user's notifications, newest first, in the request's language, with her unread count",
    access,
    query: notificationsQuery,
    response: notificationList,
  }),
  read: defineContract({
    service: 'main',
    method: 'POST',
    path: '/notifications/{id}/read',
    summary: "Mark one of the user's notifications read",
    access,
    response: withUnread(z.object({ _id: z.uuid(), read: z.literal(true) })),
  }),
  readAll: defineContract({
    service: 'main',
    method: 'POST',
    path: '/notifications/read-all',
    summary: "Mark the user's unread notifications read (up to the newest she saw, with up_to)",
    access,
    query: readAllQuery,
    response: withUnread(z.object({ updated: z.number().int() })),
  }),
  preferences: defineContract({
    service: 'main',
    method: 'GET',
    path: '/notifications/preferences',
    summary: "The user's event × channel matrix: what the company sends and what reaches her",
    access,
    response: one(preferencesMatrix),
  }),
  savePreferences: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/notifications/preferences',
    summary: 'Opt out of (or back into) events per channel, within what the company sends',
    access,
    body: preferencesBody,
    response: one(preferencesMatrix),
  }),
};
