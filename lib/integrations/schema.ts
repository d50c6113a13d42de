import { z } from 'zod';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { DEFAULT_PAYCHEX_LAYOUT, PAYCHEX_ALL_COLUMNS, PAYCHEX_DATE_FORMATS } from '@/lib/timesheets/export/paychex-columns';
import { SYNC_TYPES } from './types';

/** PUT /integrations/everee. `api_key` is write-only: omitted keeps the stored one. */
export const evereeInput = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  tenant_id: z
    .string({ error: 'tenant_id (the Everee company id) is required' })
    .trim()
    .max(40, 'tenant_id must be at most 40 characters')
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.evereeTenant'),
  api_key: z.string().trim().min(8, 'api_key looks too short').max(500, 'api_key is too long').optional(),
  // http passes here for an allowlisted gateway; the service applies the outbound rules (lib/net).
  base_url: z
    .url({ protocol: /^https?$/, error: 'base_url must be an https URL' })
    .max(200)
    .optional(),
});
export type EvereeInput = z.infer<typeof evereeInput>;

/** PUT /everee/sync-candidates (SPEC §7). */
export const syncInput = z.object({
  syncType: z.enum(SYNC_TYPES, { error: `syncType must be one of ${SYNC_TYPES.join(', ')}` }),
});

const earningsCode = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .max(20, `${name} must be 1–20 letters or digits`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]{0,19}$/, `${name} must be 1–20 letters or digits (spaces, - and _ allowed after the first)`);

/** PUT /integrations/paychex: the saved layout of export/paychex-csv. */
export const paychexInput = z.object({
  company_code: z
    .string({ error: 'company_code is required' })
    .trim()
    .max(10, 'validation.companyCode')
    .regex(/^[A-Za-z0-9]{1,10}$/, 'validation.companyCode'),
  columns: z
    .array(z.enum(PAYCHEX_ALL_COLUMNS, { error: `columns must be among: ${PAYCHEX_ALL_COLUMNS.join(', ')}` }))
    .min(1, 'choose at least one column')
    .max(PAYCHEX_ALL_COLUMNS.length, 'validation.noRepeats')
    .refine((c) => new Set(c).size === c.length, 'validation.noRepeats'),
  date_format: z.enum(PAYCHEX_DATE_FORMATS, { error: `date_format must be ${PAYCHEX_DATE_FORMATS.join(' or ')}` }),
  regular_earnings_code: earningsCode('regular_earnings_code'),
  overtime_earnings_code: earningsCode('overtime_earnings_code'),
  double_time_earnings_code: earningsCode('double_time_earnings_code').optional().default(DEFAULT_PAYCHEX_LAYOUT.double_time_earnings_code),
});
export type PaychexInput = z.infer<typeof paychexInput>;

// ——— What the integrations routes answer (secrets never, only a hint) ———

const syncResult = z.object({
  sync_type: z.enum(SYNC_TYPES),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** The first failure, in words (an HTTP status or a network error). */
  error: z.string().nullable().optional(),
});

export const evereeView = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  /** Everee's company (tenant) id, sent as x-everee-tenant-id. */
  tenant_id: z.string().nullable(),
  base_url: z.string(),
  /** "••••1234": enough to recognise the key, never the key. */
  secret_hint: z.string().nullable(),
  last_sync_at: isoTimestamp.nullable(),
  last_sync_result: syncResult.nullable(),
  updated_at: isoTimestamp.nullable(),
});

export const paychexView = z.object({
  columns: z.array(z.enum(PAYCHEX_ALL_COLUMNS)),
  date_format: z.enum(PAYCHEX_DATE_FORMATS),
  regular_earnings_code: z.string(),
  overtime_earnings_code: z.string(),
  double_time_earnings_code: z.string(),
  /** False until an admin saves a layout; the export then uses the defaults. */
  configured: z.boolean(),
  company_code: z.string(),
  updated_at: isoTimestamp.nullable(),
});

export const syncAnswer = z.object({ data: syncResult.extend({ last_sync_at: isoTimestamp.nullable() }), message: z.string() });

export type SyncResult = z.infer<typeof syncResult>;

export type EvereeView = z.infer<typeof evereeView>;
