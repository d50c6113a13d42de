import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { forbidden, notFound, type NotFoundThing } from '@/lib/errors';
import { checkAccess, DEFAULT_FLAGS } from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { applications, candidates, companies, contacts, referrals } from '@/lib/db/schema';
import type { NoteSubjectType } from './types';

type SubjectTable = { table: PgTable; id: PgColumn; tenantId: PgColumn; label: NotFoundThing };

const SUBJECTS: Record<NoteSubjectType, SubjectTable> = {
  candidate: { table: candidates, id: candidates.id, tenantId: candidates.tenantId, label: 'candidate' },
  company: { table: companies, id: companies.id, tenantId: companies.tenantId, label: 'company' },
  contact: { table: contacts, id: contacts.id, tenantId: contacts.tenantId, label: 'contact' },
  application: { table: applications, id: applications.id, tenantId: applications.tenantId, label: 'application' },
  referral: { table: referrals, id: referrals.id, tenantId: referrals.tenantId, label: 'referral' },
};

/** The note's subject must exist in the session's tenant; another tenant's id is a 404 naming the kind. */
export async function assertSubject(tx: DbOrTx, tenantId: string, type: NoteSubjectType, id: string): Promise<void> {
  const s = SUBJECTS[type];
  const rows = await tx
    .select({ id: s.id })
    .from(s.table)
    .where(and(eq(s.tenantId, tenantId), eq(s.id, id)))
    .limit(1);
  if (!rows.length) throw notFound(s.label);
}

/** Subjects whose notes belong to one screen: only the roles its permission row admits may read or write them. */
const SCREEN_OF: Partial<Record<NoteSubjectType, string>> = { referral: '/referrals' };

/**
 * 403 when the role may not open the subject's screen (referral notes: Super Admin only). The flags only
 * widen screens for Company Contacts, whom the notes API never admits, so the defaults decide the same.
 */
export function assertSubjectAllowed(role: Role, type: NoteSubjectType): void {
  const route = SCREEN_OF[type];
  if (route && !checkAccess(role, route, DEFAULT_FLAGS).ok) throw forbidden('notes.subjectForbidden', { subject: type });
}
