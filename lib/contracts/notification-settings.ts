import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';
import { settingsBody, settingsMatrix } from '@/lib/notification-settings/schema';

/** The admin "notifications" tab (admins only, as the tab). */
const access = { route: '/admin-settings' } as const;

/** Which channels each notification event uses, tenant-wide (SPEC §7 main service). */
export const notificationSettingsContracts = {
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/notification-settings',
    summary: 'Which channels (email, in-app, push) each notification event uses',
    access,
    response: one(settingsMatrix),
  }),
  save: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/notification-settings',
    summary: 'Switch channels of notification events on or off, tenant-wide',
    access,
    body: settingsBody,
    response: one(settingsMatrix),
  }),
};
