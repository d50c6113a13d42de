/** The integrations API contract (admin "integrations" tab). Secrets never appear here, only a hint. */
import type { PaychexLayout } from '@/lib/timesheets/export/paychex-columns';

export type IntegrationProvider = 'everee' | 'paychex';

export const SYNC_TYPES = ['all', 'new', 'updated'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];

export const EVEREE_DEFAULT_BASE_URL = 'https://api-prod.everee.com';

export type SyncResult = {
  sync_type: SyncType;
  /** Candidates the run picked. */
  total: number;
  sent: number;
  failed: number;
  /** The first failure, in words (an HTTP status or a network error). */
  error?: string | null;
};

export type EvereeView = {
  configured: boolean;
  enabled: boolean;
  /** Everee's numeric company (tenant) id, sent as x-everee-tenant-id. */
  tenant_id: string | null;
  base_url: string;
  /** "••••1234": enough to recognise the key, never the key. */
  secret_hint: string | null;
  last_sync_at: string | null;
  last_sync_result: SyncResult | null;
  updated_at: string | null;
};

export type PaychexView = PaychexLayout & {
  /** False until an admin saves a layout; the export then uses the defaults. */
  configured: boolean;
  company_code: string;
  updated_at: string | null;
};
