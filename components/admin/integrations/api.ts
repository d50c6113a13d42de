import { callApi } from '@/lib/browser/typed-api';
import { integrationsRoutes as c } from '@/lib/contracts/routes/integrations';
import type { SyncType } from '@/lib/integrations/types';
import type { PaychexLayout } from '@/lib/timesheets/export/paychex-columns';

export type EvereeBody = { enabled: boolean; tenant_id: string; api_key?: string; base_url?: string };
export type PaychexBody = PaychexLayout & { company_code: string };
export const integrationsApi = {
  saveEveree: (body: EvereeBody) => callApi(c.saveEveree, { body }),
  clearEveree: () => callApi(c.clearEveree),
  // SPEC §7: PUT /everee/sync-candidates with syncType.
  sync: (syncType: SyncType) => callApi(c.syncEveree, { body: { syncType } }),
  savePaychex: (body: PaychexBody) => callApi(c.savePaychex, { body: { ...body, columns: [...body.columns] } }),
  clearPaychex: () => callApi(c.clearPaychex),
  retryJob: (id: string) => callApi(c.retryJob, { params: { id } }),
};
