import { activityReportContracts } from '@/lib/activity-report/contract';
import { approvalRemindersContracts } from '@/lib/approval-reminders/contract';
import { authContracts } from '@/lib/auth/contract';
import { candidatesContracts } from '@/lib/candidates/contract';
import { contactsContracts } from '@/lib/contacts/contract';
import { integrationsContracts } from '@/lib/integrations/contract';
import { jobsContracts } from '@/lib/jobs/contract';
import { onDemandContracts } from '@/lib/on-demand/contract';
import { placementsContracts } from '@/lib/placements/contract';
import { portalSettingsContracts } from '@/lib/settings/portal-contract';
import { shiftRatingsContracts } from '@/lib/shift-ratings/contract';
import { timesheetsContracts } from '@/lib/timesheets/contract';
import { transportRoutesContracts } from '@/lib/transport-routes/contract';
import { workAppContracts } from '@/lib/timesheets/work-app-contract';
import type { Contract } from './contract';
import { docsContracts } from './docs-contract';

/**
 * Every contract of the API, for the OpenAPI document. A test checks that this list and the route
 * handlers under app/api name the same endpoints, so neither can drift from the other.
 */
const GROUPS: readonly Record<string, Contract>[] = [
  docsContracts,
  jobsContracts,
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
