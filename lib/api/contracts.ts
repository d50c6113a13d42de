import { careerResourcesContracts } from '@/lib/career-resources/contract';
import { customFieldsContracts, jobCategoriesContracts, positionsContracts, profileSectionsContracts } from '@/lib/catalog/contract';
import { companiesContracts } from '@/lib/companies/contract';
import { customReportsContracts } from '@/lib/custom-reports/contract';
import { helpdeskContracts } from '@/lib/helpdesk/contract';
import { jobsContracts } from '@/lib/jobs/contract';
import { timezonesContracts } from '@/lib/timezones/contract';
import { devContracts } from '@/lib/mail/contract';
import { notificationsContracts } from '@/lib/notification-centre/contract';
import { notificationSettingsContracts } from '@/lib/notification-settings/contract';
import { onboardingContracts } from '@/lib/onboarding/contract';
import { pushNotificationsContracts } from '@/lib/push-notifications/contract';
import { referralBonusRulesContracts, referralsContracts } from '@/lib/referrals/contract';
import { dashboardLabelsContracts, layoutsContracts, tableConfigsContracts } from '@/lib/settings/contract';
import { todosContracts } from '@/lib/todos/contract';
import { usersContracts } from '@/lib/users/contract';
import { activityReportContracts } from '@/lib/activity-report/contract';
import { approvalRemindersContracts } from '@/lib/approval-reminders/contract';
import { authContracts } from '@/lib/auth/contract';
import { candidatesContracts } from '@/lib/candidates/contract';
import { contactsContracts } from '@/lib/contacts/contract';
import { integrationsContracts } from '@/lib/integrations/contract';
import { onDemandContracts } from '@/lib/on-demand/contract';
import { placementsContracts } from '@/lib/placements/contract';
import { portalSettingsContracts } from '@/lib/settings/portal-contract';
import { shiftRatingsContracts } from '@/lib/shift-ratings/contract';
import { timesheetsContracts } from '@/lib/timesheets/contract';
import { transportRoutesContracts } from '@/lib/transport-routes/contract';
import { workAppContracts } from '@/lib/timesheets/work-app-contract';
import type { Contract } from './contract';
import { docsContracts } from './docs-contract';
import { notFoundContracts } from './not-found-contract';
import { publicContracts } from './public-contract';

/**
 * Every contract of the API, for the OpenAPI document. A test checks that this list and the route
 * handlers under app/api name the same endpoints, so neither can drift from the other.
 */
const GROUPS: readonly Record<string, Contract>[] = [
  docsContracts,
  jobsContracts,
  timezonesContracts,
  companiesContracts,
  careerResourcesContracts,
  helpdeskContracts,
  customReportsContracts,
  jobCategoriesContracts,
  positionsContracts,
  customFieldsContracts,
  profileSectionsContracts,
  pushNotificationsContracts,
  notificationsContracts,
  notificationSettingsContracts,
  publicContracts,
  referralsContracts,
  referralBonusRulesContracts,
  dashboardLabelsContracts,
  layoutsContracts,
  tableConfigsContracts,
  todosContracts,
  usersContracts,
  onboardingContracts,
  devContracts,
  notFoundContracts,
  authContracts,
  portalSettingsContracts,
  timesheetsContracts,
  approvalRemindersContracts,
  shiftRatingsContracts,
  workAppContracts,
  contactsContracts,
  onDemandContracts,
  transportRoutesContracts,
  placementsContracts,
  activityReportContracts,
  integrationsContracts,
  candidatesContracts,
];

export const CONTRACTS: readonly Contract[] = GROUPS.flatMap((group) => Object.values(group));
