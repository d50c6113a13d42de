import type { PaychexLayout } from '@/lib/timesheets/export/paychex-columns';

export type IntegrationProvider = 'everee' | 'paychex';

export const SYNC_TYPES = ['all', 'new', 'updated'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];

export const EVEREE_DEFAULT_BASE_URL = 'https://api-prod.everee.com';

export type PaychexView = PaychexLayout & {
  /** False until an admin saves a layout; the export then uses the defaults. */
  configured: boolean;
  company_code: string;
  updated_at: string | null;
};
