import { defineContract } from '@/lib/contracts/kit/contract';
import { file, one } from '@/lib/schema-kit/responses';
import { ADMINS, EVERYONE } from '@/lib/auth/roles';
import { SETTINGS_BODY_LIMIT } from '@/lib/settings/limits';
import { companySettings, maintenanceMode, maintenanceModeBody, publicSettings, settingsForm } from '@/lib/settings/schema';

const signedIn = { allow: EVERYONE } as const;
const admins = { allow: ADMINS } as const;
const anyone = { public: true } as const;
const base = '/client-portal/{company_id}';
const multipart = { consumes: 'multipart/form-data', body: settingsForm, maxBytes: SETTINGS_BODY_LIMIT } as const;

/** The company's settings under client-portal/{company_id} (the company is the tenant's slug; another's is a 404). */
export const portalSettingsContracts = {
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/settings`,
    summary: 'The company settings (integrations only for admins)',
    access: signedIn,
    response: one(companySettings),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: `${base}/settings`,
    summary: 'Create the company settings from the settings form (refused once they exist)',
    access: admins,
    ...multipart,
    response: one(companySettings),
  }),
  update: defineContract({
    service: 'main',
    method: 'PUT',
    path: `${base}/settings`,
    summary: 'Save the company settings from the settings form',
    access: admins,
    ...multipart,
    response: one(companySettings),
  }),
  publicSettings: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/settings/public`,
    summary: 'Branding, labels and maintenance state, before sign-in',
    access: anyone,
    response: one(publicSettings),
  }),
  logo: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/settings/logo`,
    summary: 'The company logo',
    access: anyone,
    response: file,
    produces: 'image/*',
  }),
  favicon: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/settings/favicon`,
    summary: 'The company favicon',
    access: anyone,
    response: file,
    produces: 'image/*',
  }),
  journeyFile: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/settings/journey-files/{fileId}`,
    summary: "A splash image or the privacy policy of the mobile app's new-user journey",
    access: anyone,
    response: file,
    produces: 'application/octet-stream',
  }),
  maintenance: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/maintenance-mode`,
    summary: 'Whether the portal is in maintenance mode, and its message',
    access: signedIn,
    response: one(maintenanceMode),
  }),
  setMaintenance: defineContract({
    service: 'main',
    method: 'PUT',
    path: `${base}/maintenance-mode`,
    summary: 'Turn maintenance mode on or off',
    access: admins,
    body: maintenanceModeBody,
    response: one(maintenanceMode),
  }),
  settingsMaintenance: defineContract({
    service: 'main',
    method: 'GET',
    path: `${base}/settings/maintenance-mode`,
    summary: 'Whether the portal is in maintenance mode (settings path of the same call)',
    access: signedIn,
    response: one(maintenanceMode),
  }),
  setSettingsMaintenance: defineContract({
    service: 'main',
    method: 'PUT',
    path: `${base}/settings/maintenance-mode`,
    summary: 'Turn maintenance mode on or off (settings path of the same call)',
    access: admins,
    body: maintenanceModeBody,
    response: one(maintenanceMode),
  }),
};
