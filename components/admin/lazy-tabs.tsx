'use client';
import dynamic from 'next/dynamic';

// The admin tabs that take their data from the server page, each in its own chunk: the page loads the
// code of the tab it shows, not of all nineteen (statically imported, they pushed every admin page
// over the 200 kB first-load budget).
export const ClientPortalForm = dynamic(() => import('./client-portal-form').then((m) => m.ClientPortalForm));
export const ShiftTab = dynamic(() => import('./tabs/shift-tab').then((m) => m.ShiftTab));
export const ClientContactsPortalTab = dynamic(() => import('./tabs/client-contacts-portal-tab').then((m) => m.ClientContactsPortalTab));
export const TimesheetRulesTab = dynamic(() => import('./tabs/timesheet-rules-tab').then((m) => m.TimesheetRulesTab));
export const StatusesTab = dynamic(() => import('./tabs/statuses-tab').then((m) => m.StatusesTab));
export const MobileAppTab = dynamic(() => import('./mobile-app/mobile-app-tab').then((m) => m.MobileAppTab));
