import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { loadCompany } from '@/lib/companies/queries';
import type { DbOrTx } from '@/lib/db/client';
import { companies, locations } from '@/lib/db/schema';
import { loadLocation } from '@/lib/locations/queries';
import { contactUsersOf } from './approver-queries';
import type { backupApprovers, backupOption } from './schema';

/**
 * The backup approver of a client company and of each of its locations: who late approvals escalate
 * to (lib/approval-reminders/run.ts). Only a portal user of one of that company's own contacts may be
 * chosen: escalating an agency's late approvals to another client's people would leak them.
 */

type BackupOption = z.infer<typeof backupOption>;
export type BackupApprovers = z.infer<typeof backupApprovers>;

/** The company's contacts with an active portal user (the choices of the backup select). */
async function optionsOf(d: DbOrTx, tenantId: string, companyId: string): Promise<BackupOption[]> {
  return contactUsersOf(d, tenantId, companyId);
}

export async function getBackupApprovers(db: DbOrTx, tenantId: string, companyId: string): Promise<BackupApprovers> {
  const company = await loadCompany(db, tenantId, companyId);
  const [locs, options] = await Promise.all([
    db
      .select({ _id: locations.id, name: locations.name, backup_approver_id: locations.backupApproverId })
      .from(locations)
      .where(and(eq(locations.tenantId, tenantId), eq(locations.companyId, companyId)))
      .orderBy(locations.name, locations.id),
    optionsOf(db, tenantId, companyId),
  ]);
  return { company: company.backupApproverId, locations: locs, options };
}

async function assertOption(tx: DbOrTx, tenantId: string, companyId: string, userId: string | null): Promise<void> {
  if (userId === null) return;
  if (!(await optionsOf(tx, tenantId, companyId)).some((o) => o._id === userId)) {
    throw badRequest('approvalReminders.backupNotContact', undefined, { user_id: say('approvalReminders.notContactUser') });
  }
}

export async function setCompanyBackup(db: DbOrTx, session: Session, companyId: string, userId: string | null): Promise<BackupApprovers> {
  await db.transaction(async (tx) => {
    await loadCompany(tx, session.tenantId, companyId);
    await assertOption(tx, session.tenantId, companyId, userId);
    await tx
      .update(companies)
      .set({ backupApproverId: userId })
      .where(and(eq(companies.tenantId, session.tenantId), eq(companies.id, companyId)));
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'company.backup_approver',
      target: companyId,
      meta: { user_id: userId },
    });
  });
  return getBackupApprovers(db, session.tenantId, companyId);
}

export async function setLocationBackup(db: DbOrTx, session: Session, locationId: string, userId: string | null): Promise<BackupApprovers> {
  const companyId = await db.transaction(async (tx) => {
    const location = await loadLocation(tx, session.tenantId, locationId);
    await assertOption(tx, session.tenantId, location.companyId, userId);
    await tx
      .update(locations)
      .set({ backupApproverId: userId })
      .where(and(eq(locations.tenantId, session.tenantId), eq(locations.id, locationId)));
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'location.backup_approver',
      target: locationId,
      meta: { user_id: userId },
    });
    return location.companyId;
  });
  return getBackupApprovers(db, session.tenantId, companyId);
}
