import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { conflict, notFound, say } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { write as catalogWrite } from '@/lib/catalog/write';
import type { DbOrTx } from '@/lib/db/client';
import { referralBonusRules as rules, referrals } from '@/lib/db/schema';
import { listRules } from './queries';
import type { CreateRuleInput, UpdateRuleInput } from './schema';
import type { BonusRule } from './schema';
import { theRow } from '@/lib/db/rows';

const log = (tx: DbOrTx, s: Session, action: string, target: string, meta: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action: `referral_bonus_rule.${action}`, target, meta });

/** A transaction in which a duplicate name (checked, or raced past the check) is a 409. */
const write = <T>(name: string | undefined, fn: (tx: DbOrTx) => Promise<T>) =>
  catalogWrite(fn, say('referrals.ruleNameTaken', { name: name ?? '' }));

async function assertNameFree(tx: DbOrTx, tenantId: string, name: string, exceptId?: string) {
  const all = await tx.select({ id: rules.id, name: rules.name }).from(rules).where(eq(rules.tenantId, tenantId));
  if (all.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase()))
    throw conflict('referrals.ruleNameTaken', { name });
}

async function lockRule(tx: DbOrTx, tenantId: string, rawId: string) {
  const [row] = await tx
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, tenantId), eq(rules.id, idParam(rawId, 'bonusRule'))))
    .for('update');
  if (!row) throw notFound('bonusRule');
  return row;
}

const one = async (tx: DbOrTx, tenantId: string, id: string) => (await listRules(tx, tenantId)).find((r) => r._id === id)!;

export function createRule(s: Session, input: CreateRuleInput): Promise<BonusRule> {
  return write(input.name, async (tx) => {
    await assertNameFree(tx, s.tenantId, input.name);
    const row = theRow(
      await tx
        .insert(rules)
        .values({
          tenantId: s.tenantId,
          name: input.name,
          amount: input.amount.toFixed(2),
          daysRequired: input.days_required,
          position: input.position,
          active: input.active,
        })
        .returning({ id: rules.id }),
    );
    await log(tx, s, 'create', row.id, { name: input.name, amount: input.amount, days_required: input.days_required });
    return one(tx, s.tenantId, row.id);
  });
}

/** Referrals keep the amount they were given; a new amount applies to rules chosen from now on. */
export function updateRule(s: Session, id: string, input: UpdateRuleInput): Promise<BonusRule> {
  return write(input.name, async (tx) => {
    const row = await lockRule(tx, s.tenantId, id);
    if (input.name !== undefined) await assertNameFree(tx, s.tenantId, input.name, row.id);
    await tx
      .update(rules)
      .set({
        name: input.name,
        amount: input.amount?.toFixed(2),
        daysRequired: input.days_required,
        position: input.position,
        active: input.active,
      })
      .where(and(eq(rules.tenantId, s.tenantId), eq(rules.id, row.id)));
    await log(tx, s, 'update', row.id, { ...input });
    return one(tx, s.tenantId, row.id);
  });
}

/** A rule that referrals name stays, as their record; deactivating it is the way to retire it (409). */
export function deleteRule(s: Session, id: string): Promise<void> {
  return write(undefined, async (tx) => {
    const row = await lockRule(tx, s.tenantId, id);
    const { n } = theRow(
      await tx
        .select({ n: count() })
        .from(referrals)
        .where(and(eq(referrals.tenantId, s.tenantId), eq(referrals.bonusRuleId, row.id))),
      'count',
    );
    if (n > 0) throw conflict('referrals.ruleInUse', { name: row.name, count: n });
    await tx.delete(rules).where(and(eq(rules.tenantId, s.tenantId), eq(rules.id, row.id)));
    await log(tx, s, 'delete', row.id, { name: row.name });
  });
}
