import 'server-only';
import type { z } from 'zod';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import type { exportQuery } from './schema';

/** The audit row of one CSV export: who took which table of which period and filter. */
export const auditActivityExport = (
  db: DbOrTx,
  session: Session,
  ip: string | undefined,
  query: z.infer<typeof exportQuery>,
): Promise<void> =>
  audit(db, {
    tenantId: session.tenantId,
    userId: session.userId,
    action: 'activity_report.export',
    ip,
    meta: { kind: query.kind, from: query.from, to: query.to, company_id: query.company_id ?? null, user_id: query.user_id ?? null },
  });
