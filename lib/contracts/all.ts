import { careerResourcesContracts } from '@/lib/contracts/career-resources';
import { customFieldsContracts, jobCategoriesContracts, positionsContracts, profileSectionsContracts } from '@/lib/contracts/catalog';
import { companiesContracts } from '@/lib/contracts/companies';
import { customReportsContracts } from '@/lib/contracts/custom-reports';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { jobsContracts } from '@/lib/contracts/jobs';
import { timezonesContracts } from '@/lib/contracts/timezones';
import { devContracts } from '@/lib/contracts/mail';
import { healthContracts } from '@/lib/contracts/health';
import { notificationsContracts } from '@/lib/contracts/notification-centre';
import { notificationSettingsContracts } from '@/lib/contracts/notification-settings';
import { onboardingContracts } from '@/lib/contracts/onboarding';
import { pushNotificationsContracts } from '@/lib/contracts/push-notifications';
import { referralBonusRulesContracts, referralsContracts } from '@/lib/contracts/referrals';
import { dashboardLabelsContracts, layoutsContracts, tableConfigsContracts } from '@/lib/contracts/settings';
import { todosContracts } from '@/lib/contracts/todos';
import { usersContracts } from '@/lib/contracts/users';
import { activityReportContracts } from '@/lib/contracts/activity-report';
import { approvalRemindersContracts } from '@/lib/contracts/approval-reminders';
import { approvalLinksContracts } from '@/lib/contracts/approval-links';
import { authContracts } from '@/lib/contracts/auth';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { contactsContracts } from '@/lib/contracts/contacts';
import { integrationsContracts } from '@/lib/contracts/integrations';
import { onDemandContracts } from '@/lib/contracts/on-demand';
import { overviewContracts } from '@/lib/contracts/overview';
import { placementsContracts } from '@/lib/contracts/placements';
import { portalSettingsContracts } from '@/lib/contracts/portal-settings';
import { shiftRatingsContracts } from '@/lib/contracts/shift-ratings';
import { shiftsContracts } from '@/lib/contracts/shifts';
import { timesheetsContracts } from '@/lib/contracts/timesheets';
import { transportRoutesContracts } from '@/lib/contracts/transport-routes';
import { workAppContracts } from '@/lib/contracts/work-app';
import { workerBlocksContracts } from '@/lib/contracts/worker-blocks';
import { invoicesContracts } from '@/lib/contracts/invoices';
import type { Contract } from '@/lib/contracts/kit/contract';
import { docsContracts } from '@/lib/contracts/docs';
import { notFoundContracts } from '@/lib/contracts/not-found';
import { publicContracts } from '@/lib/contracts/public';

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
  healthContracts,
  notFoundContracts,
  authContracts,
  portalSettingsContracts,
  timesheetsContracts,
  approvalRemindersContracts,
  approvalLinksContracts,
  shiftRatingsContracts,
  workAppContracts,
  contactsContracts,
  onDemandContracts,
  workerBlocksContracts,
  shiftsContracts,
  transportRoutesContracts,
  placementsContracts,
  activityReportContracts,
  overviewContracts,
  integrationsContracts,
  candidatesContracts,
  invoicesContracts,
];

export const CONTRACTS: readonly Contract[] = GROUPS.flatMap((group) => Object.values(group));
