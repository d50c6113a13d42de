'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

// Every admin tab is its own chunk, loaded for the tab being shown: imported statically, every tab
// rode in the first load of every admin page (264 kB, over the 200 kB budget).

// Tabs that take their data from the server page.
export const ClientPortalForm = dynamic(() => import('./client-portal-form').then((m) => m.ClientPortalForm));
export const CompanyTimeZoneForm = dynamic(() => import('./tabs/company-time-zone-form').then((m) => m.CompanyTimeZoneForm));
export const ShiftTab = dynamic(() => import('./tabs/shift-tab').then((m) => m.ShiftTab));
export const ClientContactsPortalTab = dynamic(() => import('./tabs/client-contacts-portal-tab').then((m) => m.ClientContactsPortalTab));
export const TimesheetRulesTab = dynamic(() => import('./tabs/timesheet-rules-tab').then((m) => m.TimesheetRulesTab));
export const StatusesTab = dynamic(() => import('./tabs/statuses-tab').then((m) => m.StatusesTab));
export const MobileAppTab = dynamic(() => import('./mobile-app/mobile-app-tab').then((m) => m.MobileAppTab));
export const LabelsForm = dynamic(() => import('./mobile-app/labels-form').then((m) => m.LabelsForm));
export const UsersTab = dynamic(() => import('./users/users-tab').then((m) => m.UsersTab));

// Tabs that load their own data, by name.
const CustomFields = dynamic(() => import('./catalog/custom-fields-section').then((m) => m.CustomFieldsSection));

const PANELS = {
  notifications: dynamic(() => import('./notifications/notifications-tab').then((m) => m.NotificationsTab)),
  'roles-branches': dynamic(() => import('./users/roles-branches-tab').then((m) => m.RolesBranchesTab)),
  'custom-reports': dynamic(() => import('./reports/custom-reports-tab').then((m) => m.CustomReportsTab)),
  reports: dynamic(() => import('./reports/reports-tab').then((m) => m.ReportsTab)),
  integrations: dynamic(() => import('./integrations/integrations-tab').then((m) => m.IntegrationsTab)),
  jobs: dynamic(() => import('./catalog/jobs-tab').then((m) => m.JobsTab)),
  onboarding: dynamic(() => import('./onboarding/onboarding-tab').then((m) => m.OnboardingTab)),
  import: dynamic(() => import('./import/import-tab').then((m) => m.ImportTab)),
  'profile-sections': dynamic(() => import('./catalog/profile-sections').then((m) => m.ProfileSections)),
  'bonus-rules': dynamic(() => import('./referrals/bonus-rules-section').then((m) => m.BonusRulesSection)),
  'candidate-fields': () => <CustomFields entity="candidate" />,
  'company-fields': () => <CustomFields entity="company" />,
  'placement-fields': () => <CustomFields entity="placement" />,
} satisfies Record<string, ComponentType>;

export type AdminPanelName = keyof typeof PANELS;

export function AdminPanel({ name }: { name: AdminPanelName }) {
  const Panel = PANELS[name];
  return <Panel />;
}
