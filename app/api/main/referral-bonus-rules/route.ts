import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { referralBonusRulesContracts } from '@/lib/contracts/referrals';
import { listRules } from '@/lib/referrals/queries';
import { createRule } from '@/lib/referrals/rule-service';

export const GET = handler(referralBonusRulesContracts.list, async ({ db, session }) => {
  const data = await listRules(db, session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler(referralBonusRulesContracts.create, async ({ session, body }) =>
  created({ data: await createRule(session, body), message: say('done.referrals.ruleCreated') }),
);
