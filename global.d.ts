// Message keys are typed from the English catalogues (the source every locale translates), so
// t('a.missing.key') fails the typecheck instead of showing the key to a user.
import type platform from './messages/en.json';
import type timesheets from './messages/timesheets/en.json';
import type whosWorking from './messages/whosWorking/en.json';
import type publicJobs from './messages/publicJobs/en.json';
import type jobs from './messages/jobs/en.json';
import type applications from './messages/applications/en.json';
import type candidates from './messages/candidates/en.json';
import type companies from './messages/companies/en.json';
import type contacts from './messages/contacts/en.json';
import type placements from './messages/placements/en.json';
import type orders from './messages/orders/en.json';
import type onboarding from './messages/onboarding/en.json';
import type statuses from './messages/statuses/en.json';
import type shiftsBoard from './messages/shiftsBoard/en.json';
import type workerBlocks from './messages/workerBlocks/en.json';
import type invoices from './messages/invoices/en.json';
import type overview from './messages/overview/en.json';
import type adminSettings from './messages/adminSettings/en.json';
import type mobileApp from './messages/mobileApp/en.json';
import type adminUsers from './messages/adminUsers/en.json';
import type pushNotifications from './messages/pushNotifications/en.json';
import type careerResources from './messages/careerResources/en.json';
import type referrals from './messages/referrals/en.json';
import type activityReport from './messages/activityReport/en.json';
import type supportCenter from './messages/supportCenter/en.json';
import type customReports from './messages/customReports/en.json';
import type integrations from './messages/integrations/en.json';
import type catalog from './messages/catalog/en.json';
import type dataImport from './messages/dataImport/en.json';
import type transportRoutes from './messages/transportRoutes/en.json';
import type todos from './messages/todos/en.json';
import type approvals from './messages/approvals/en.json';
import type approvalReminders from './messages/approvalReminders/en.json';
import type notificationCentre from './messages/notificationCentre/en.json';
import type apiReference from './messages/apiReference/en.json';
import type workRequests from './messages/workRequests/en.json';

/** The platform catalogue plus one namespace per module catalogue, as lib/i18n/messages.ts merges them. */
type ModuleMessages = {
  timesheets: typeof timesheets;
  whosWorking: typeof whosWorking;
  publicJobs: typeof publicJobs;
  jobs: typeof jobs;
  applications: typeof applications;
  candidates: typeof candidates;
  companies: typeof companies;
  contacts: typeof contacts;
  placements: typeof placements;
  orders: typeof orders;
  onboarding: typeof onboarding;
  statuses: typeof statuses;
  shiftsBoard: typeof shiftsBoard;
  workerBlocks: typeof workerBlocks;
  invoices: typeof invoices;
  overview: typeof overview;
  adminSettings: typeof adminSettings;
  mobileApp: typeof mobileApp;
  adminUsers: typeof adminUsers;
  pushNotifications: typeof pushNotifications;
  careerResources: typeof careerResources;
  referrals: typeof referrals;
  activityReport: typeof activityReport;
  supportCenter: typeof supportCenter;
  customReports: typeof customReports;
  integrations: typeof integrations;
  catalog: typeof catalog;
  dataImport: typeof dataImport;
  transportRoutes: typeof transportRoutes;
  todos: typeof todos;
  approvals: typeof approvals;
  approvalReminders: typeof approvalReminders;
  notificationCentre: typeof notificationCentre;
  apiReference: typeof apiReference;
  workRequests: typeof workRequests;
};

declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof platform & ModuleMessages;
  }
}
