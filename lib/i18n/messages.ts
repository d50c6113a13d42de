import type { Locale } from './config';

export type Messages = { [key: string]: string | Messages };

/**
 * Module catalogues live in messages/<namespace>/<locale>.json beside the platform's
 * messages/<locale>.json, so modules can grow their strings without touching one shared file.
 */
// One loader per namespace: bundlers resolve a template with one variable, not a path built from two.
const MODULE_LOADERS = {
  timesheets: (l: Locale) => import(`@/messages/timesheets/${l}.json`),
  apiErrors: (l: Locale) => import(`@/messages/apiErrors/${l}.json`),
  whosWorking: (l: Locale) => import(`@/messages/whosWorking/${l}.json`),
  publicJobs: (l: Locale) => import(`@/messages/publicJobs/${l}.json`),
  jobs: (l: Locale) => import(`@/messages/jobs/${l}.json`),
  applications: (l: Locale) => import(`@/messages/applications/${l}.json`),
  candidates: (l: Locale) => import(`@/messages/candidates/${l}.json`),
  companies: (l: Locale) => import(`@/messages/companies/${l}.json`),
  contacts: (l: Locale) => import(`@/messages/contacts/${l}.json`),
  placements: (l: Locale) => import(`@/messages/placements/${l}.json`),
  orders: (l: Locale) => import(`@/messages/orders/${l}.json`),
  onboarding: (l: Locale) => import(`@/messages/onboarding/${l}.json`),
  statuses: (l: Locale) => import(`@/messages/statuses/${l}.json`),
  shiftsBoard: (l: Locale) => import(`@/messages/shiftsBoard/${l}.json`),
  workerBlocks: (l: Locale) => import(`@/messages/workerBlocks/${l}.json`),
  overview: (l: Locale) => import(`@/messages/overview/${l}.json`),
  adminSettings: (l: Locale) => import(`@/messages/adminSettings/${l}.json`),
  mobileApp: (l: Locale) => import(`@/messages/mobileApp/${l}.json`),
  adminUsers: (l: Locale) => import(`@/messages/adminUsers/${l}.json`),
  pushNotifications: (l: Locale) => import(`@/messages/pushNotifications/${l}.json`),
  careerResources: (l: Locale) => import(`@/messages/careerResources/${l}.json`),
  referrals: (l: Locale) => import(`@/messages/referrals/${l}.json`),
  activityReport: (l: Locale) => import(`@/messages/activityReport/${l}.json`),
  supportCenter: (l: Locale) => import(`@/messages/supportCenter/${l}.json`),
  customReports: (l: Locale) => import(`@/messages/customReports/${l}.json`),
  integrations: (l: Locale) => import(`@/messages/integrations/${l}.json`),
  catalog: (l: Locale) => import(`@/messages/catalog/${l}.json`),
  dataImport: (l: Locale) => import(`@/messages/dataImport/${l}.json`),
  transportRoutes: (l: Locale) => import(`@/messages/transportRoutes/${l}.json`),
  todos: (l: Locale) => import(`@/messages/todos/${l}.json`),
  approvals: (l: Locale) => import(`@/messages/approvals/${l}.json`),
  approvalReminders: (l: Locale) => import(`@/messages/approvalReminders/${l}.json`),
  notificationCentre: (l: Locale) => import(`@/messages/notificationCentre/${l}.json`),
  apiReference: (l: Locale) => import(`@/messages/apiReference/${l}.json`),
  workRequests: (l: Locale) => import(`@/messages/workRequests/${l}.json`),
  invoices: (l: Locale) => import(`@/messages/invoices/${l}.json`),
} as const;
export const MODULE_NAMESPACES = Object.keys(MODULE_LOADERS) as (keyof typeof MODULE_LOADERS)[];

/** Locale messages laid over English, so a missing key falls back to en (SPEC §1). */
export function withFallback(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? withFallback(b, v) : v;
  }
  return out;
}

async function catalogue(locale: Locale): Promise<Messages> {
  const platform = (await import(`@/messages/${locale}.json`)).default as Messages;
  const modules = await Promise.all(
    MODULE_NAMESPACES.map(async (ns) => [ns, (await MODULE_LOADERS[ns](locale)).default as Messages] as const),
  );
  return { ...platform, ...Object.fromEntries(modules) };
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const en = await catalogue('en');
  return locale === 'en' ? en : withFallback(en, await catalogue(locale));
}
