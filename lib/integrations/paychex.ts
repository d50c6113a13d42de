import 'server-only';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import {
  DEFAULT_PAYCHEX_LAYOUT,
  PAYCHEX_ALL_COLUMNS,
  PAYCHEX_DATE_FORMATS,
  type PaychexColumn,
} from '@/lib/timesheets/export/paychex-columns';
import { deleteConnection, getConnection, putConnection, type Connection } from './connections';
import type { PaychexInput } from './schema';
import type { PaychexView } from './types';

const str = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

/** The saved layout read defensively: anything unexpected in the jsonb falls back to today's layout. */
function toView(row: Connection | null, fallbackCode: string): PaychexView {
  const c = row?.config ?? {};
  const columns = Array.isArray(c.columns)
    ? c.columns.filter((x): x is PaychexColumn => (PAYCHEX_ALL_COLUMNS as readonly unknown[]).includes(x))
    : [];
  const format = PAYCHEX_DATE_FORMATS.find((f) => f === c.date_format);
  return {
    configured: row !== null,
    company_code: str(c.company_code, fallbackCode),
    columns: columns.length ? columns : DEFAULT_PAYCHEX_LAYOUT.columns,
    date_format: format ?? DEFAULT_PAYCHEX_LAYOUT.date_format,
    regular_earnings_code: str(c.regular_earnings_code, DEFAULT_PAYCHEX_LAYOUT.regular_earnings_code),
    overtime_earnings_code: str(c.overtime_earnings_code, DEFAULT_PAYCHEX_LAYOUT.overtime_earnings_code),
    double_time_earnings_code: str(c.double_time_earnings_code, DEFAULT_PAYCHEX_LAYOUT.double_time_earnings_code),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** What export/paychex-csv writes with: the saved layout, or the defaults (company code from the tenant). */
export async function paychexSettings(tx: DbOrTx, tenantId: string, fallbackCode: string): Promise<PaychexView> {
  return toView(await getConnection(tx, tenantId, 'paychex'), fallbackCode);
}

/** The default company code: the tenant slug as Paychex likes it (letters and digits, at most 10). */
export const defaultCompanyCode = (s: Session) => s.tenantSlug.toUpperCase();

export async function savePaychex(db: DbOrTx, s: Session, input: PaychexInput): Promise<PaychexView> {
  return db.transaction(async (tx) => {
    const row = await putConnection(tx, s.tenantId, 'paychex', { config: { ...input } });
    await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'integration.paychex.save', meta: { ...input } });
    return toView(row, defaultCompanyCode(s));
  });
}

/** Back to the default layout. */
export async function clearPaychex(db: DbOrTx, s: Session): Promise<PaychexView> {
  return db.transaction(async (tx) => {
    if (await deleteConnection(tx, s.tenantId, 'paychex'))
      await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'integration.paychex.clear' });
    return toView(null, defaultCompanyCode(s));
  });
}
