import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '@/lib/api/errors';
import type { DbOrTx } from '@/lib/db/client';
import { applications, candidates, companies, contacts, referrals } from '@/lib/db/schema';
import type { NoteSubjectType } from './types';

type SubjectTable = { table: PgTable; id: PgColumn; tenantId: PgColumn; label: string };

const SUBJECTS: Record<NoteSubjectType, SubjectTable> = {
  candidate: { table: candidates, id: candidates.id, tenantId: candidates.tenantId, label: 'Candidate' },
  company: { table: companies, id: companies.id, tenantId: companies.tenantId, label: 'Company' },
  contact: { table: contacts, id: contacts.id, tenantId: contacts.tenantId, label: 'Contact' },
  application: { table: applications, id: applications.id, tenantId: applications.tenantId, label: 'Application' },
  referral: { table: referrals, id: referrals.id, tenantId: referrals.tenantId, label: 'Referral' },
};

/** The note's subject must exist in the session's tenant; another tenant's id is a 404 naming the kind. */
export async function assertSubject(tx: DbOrTx, tenantId: string, type: NoteSubjectType, id: string): Promise<void> {
  const s = SUBJECTS[type];
  const rows = await tx.select({ id: s.id }).from(s.table).where(and(eq(s.tenantId, tenantId), eq(s.id, id))).limit(1);
  if (!rows.length) throw notFound(s.label);
}
