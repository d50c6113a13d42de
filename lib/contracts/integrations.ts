import { MULTIPART_ENVELOPE_BYTES } from '@/lib/schema-kit/body-limits';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { MAX_IMPORT_BYTES } from '@/lib/import/fields';
import { importForm, importPreview, importResult } from '@/lib/import/schema';
import { failedJob } from '@/lib/job-queue/schema';
import { evereeInput, evereeView, paychexInput, paychexView, syncAnswer, syncInput } from '@/lib/integrations/schema';

// The admin settings screen's row of the permission table: integrations, background jobs and imports live there.
const access = { route: '/admin-settings' } as const;

/** The body cap of the preview and commit routes: the file and its multipart envelope. */
const IMPORT_BODY_LIMIT = MAX_IMPORT_BYTES + MULTIPART_ENVELOPE_BYTES;
const upload = { consumes: 'multipart/form-data', body: importForm, maxBytes: IMPORT_BODY_LIMIT } as const;

/** Payroll integrations, failed background jobs and CSV imports (admin settings; SPEC §7 main service). */
export const integrationsContracts = {
  everee: defineContract({
    service: 'main',
    method: 'GET',
    path: '/integrations/everee',
    summary: 'The Everee connection (the API key only as a hint)',
    access,
    response: one(evereeView),
  }),
  saveEveree: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/integrations/everee',
    summary: 'Save the Everee connection (api_key omitted keeps the stored one)',
    access,
    body: evereeInput,
    response: one(evereeView),
  }),
  clearEveree: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/integrations/everee',
    summary: 'Forget the Everee connection, key included',
    access,
    response: one(evereeView),
  }),
  syncEveree: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/everee/sync-candidates',
    summary: 'Push candidates (all, new or updated) to Everee now',
    access,
    body: syncInput,
    response: syncAnswer,
  }),
  paychex: defineContract({
    service: 'main',
    method: 'GET',
    path: '/integrations/paychex',
    summary: 'The layout of the Paychex CSV export (the defaults until one is saved)',
    access,
    response: one(paychexView),
  }),
  savePaychex: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/integrations/paychex',
    summary: 'Save the layout of the Paychex CSV export',
    access,
    body: paychexInput,
    response: one(paychexView),
  }),
  clearPaychex: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/integrations/paychex',
    summary: 'Back to the default Paychex layout',
    access,
    response: one(paychexView),
  }),
  failedJobs: defineContract({
    service: 'main',
    method: 'GET',
    path: '/background-jobs/failed',
    summary: 'Background jobs that failed after their last attempt',
    access,
    response: listOf(failedJob),
  }),
  retryJob: defineContract({
    service: 'main',
    method: 'POST',
    path: '/background-jobs/{id}/retry',
    summary: 'Queue a failed job again for one more attempt now',
    access,
    response: one(failedJob),
  }),
  importPreview: defineContract({
    service: 'main',
    method: 'POST',
    path: '/import/preview',
    summary: 'Check a CSV import: the column mapping, the first rows and every error; nothing is written',
    access,
    ...upload,
    response: one(importPreview),
  }),
  importCommit: defineContract({
    service: 'main',
    method: 'POST',
    path: '/import/commit',
    summary: 'Import a CSV file: every row in one transaction, or none (400 with the errors)',
    access,
    ...upload,
    response: one(importResult),
  }),
};
