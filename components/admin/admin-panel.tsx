'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

// The admin tabs that load their own data. Each is its own chunk, loaded for the tab being shown:
// imported statically, every tab would ride in the first load of every tab (well over 200 kB).
const CustomFields = dynamic(() => import('./catalog/custom-fields-section').then((m) => m.CustomFieldsSection));

const PANELS = {
  notifications: dynamic(() => import('./notifications/notifications-tab').then((m) => m.NotificationsTab)),
  users: dynamic(() => import('./users/users-tab').then((m) => m.UsersTab)),
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
