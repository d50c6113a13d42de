import { api } from '@/lib/browser/api';
import type { EvereeView, PaychexView, SyncResult, SyncType } from '@/lib/integrations/types';
import type { FailedJob } from '@/lib/job-queue/types';
import type { PaychexLayout } from '@/lib/timesheets/export/paychex-columns';

/** Paths of the integrations API (main service); the GET paths are the SWR keys. */
export const EVEREE_PATH = 'integrations/everee';
export const PAYCHEX_PATH = 'integrations/paychex';
export const FAILED_JOBS_PATH = 'background-jobs/failed';

export type EvereeBody = { enabled: boolean; tenant_id: string; api_key?: string; base_url?: string };
export type PaychexBody = PaychexLayout & { company_code: string };
type One<T> = { data: T; message?: string };

export const integrationsApi = {
  saveEveree: (body: EvereeBody) => api.put<One<EvereeView>>('main', EVEREE_PATH, body),
  clearEveree: () => api.del<One<EvereeView>>('main', EVEREE_PATH),
  // SPEC §7: PUT /everee/sync-candidates with syncType.
  sync: (syncType: SyncType) => api.put<One<SyncResult & { last_sync_at: string | null }>>('main', 'everee/sync-candidates', { syncType }),
  savePaychex: (body: PaychexBody) => api.put<One<PaychexView>>('main', PAYCHEX_PATH, body),
  clearPaychex: () => api.del<One<PaychexView>>('main', PAYCHEX_PATH),
  retryJob: (id: string) => api.post<One<FailedJob>>('main', `background-jobs/${id}/retry`),
};
