import 'server-only';
import { and, eq } from 'drizzle-orm';
import { conflict } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { customReports } from '@/lib/db/schema';
import { transactionOr409 } from '@/lib/db/unique';
import { findReport, toReport } from './queries';
import type { ReportInput } from './schema';
import type { CustomReport } from './schema';
import { theRow } from '@/lib/db/rows';

const nameTaken = (name: string) => conflict('customReports.nameTaken', { name });

/** Runs a write in a transaction; the unique (tenant, name) index turns a duplicate name into a 409. */
const write = <T>(db: DbOrTx, name: string | null, fn: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  name === null ? db.transaction(fn) : transactionOr409(fn, nameTaken(name).text);

const log = (tx: DbOrTx, s: Session, action: string, target: string, meta: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action: `custom_report.${action}`, target, meta });

export function createReport(db: DbOrTx, s: Session, input: ReportInput): Promise<CustomReport> {
  return write(db, input.name, async (tx) => {
    const row = theRow(
      await tx
        .insert(customReports)
        .values({
          tenantId: s.tenantId,
          name: input.name,
          source: input.source,
          fields: input.fields,
          filters: input.filters,
          createdBy: s.userId,
        })
        .returning(),
      'report',
    );
    await log(tx, s, 'create', row.id, { name: row.name, source: row.source });
    return toReport(row);
  });
}

export function updateReport(db: DbOrTx, s: Session, id: string | undefined, input: ReportInput): Promise<CustomReport> {
  return write(db, input.name, async (tx) => {
    const current = await findReport(tx, s.tenantId, id);
    const row = theRow(
      await tx
        .update(customReports)
        .set({ name: input.name, source: input.source, fields: input.fields, filters: input.filters, updatedAt: new Date() })
        .where(and(eq(customReports.tenantId, s.tenantId), eq(customReports.id, current._id)))
        .returning(),
      'report',
    );
    await log(tx, s, 'update', row.id, {
      from: { name: current.name, source: current.source },
      to: { name: row.name, source: row.source },
    });
    return toReport(row);
  });
}

export function deleteReport(db: DbOrTx, s: Session, id: string | undefined): Promise<CustomReport> {
  return write(db, null, async (tx) => {
    const current = await findReport(tx, s.tenantId, id);
    await tx.delete(customReports).where(and(eq(customReports.tenantId, s.tenantId), eq(customReports.id, current._id)));
    await log(tx, s, 'delete', current._id, { name: current.name });
    return current;
  });
}
