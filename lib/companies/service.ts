import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { getCompany, loadCompany } from './queries';
import type { companyInput, companyUpdate } from './schema';
import { theRow } from '@/lib/db/rows';

/** Two client companies with one name would be indistinguishable in every select and list. */
async function assertNameFree(tx: DbOrTx, tenantId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        sql`lower(${companies.name}) = lower(${name})`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('companies.nameTaken', { name });
}

export async function createCompany(db: DbOrTx, session: Session, input: z.infer<typeof companyInput>) {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, session.tenantId, input.name);
    const row = theRow(
      await tx
        .insert(companies)
        .values({ tenantId: session.tenantId, ...input })
        .returning({ id: companies.id }),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'company.created',
      target: row.id,
      meta: { name: input.name },
    });
    return row.id;
  });
  return getCompany(db, session.tenantId, id);
}

export async function updateCompany(db: DbOrTx, session: Session, id: string, input: z.infer<typeof companyUpdate>) {
  await db.transaction(async (tx) => {
    await loadCompany(tx, session.tenantId, id);
    if (input.name) await assertNameFree(tx, session.tenantId, input.name, id);
    await tx
      .update(companies)
      .set(input)
      .where(and(eq(companies.tenantId, session.tenantId), eq(companies.id, id)));
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'company.updated',
      target: id,
      meta: { fields: Object.keys(input) },
    });
  });
  return getCompany(db, session.tenantId, id);
}
