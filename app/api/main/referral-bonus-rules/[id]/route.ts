import { handler } from '@/lib/api/handler';
import { BONUS_RULES_ROUTE } from '@/lib/referrals/route-helpers';
import { deleteRule, updateRule } from '@/lib/referrals/rule-service';
import { updateRuleBody } from '@/lib/referrals/schema';

export const PATCH = handler({ route: BONUS_RULES_ROUTE, body: updateRuleBody }, async ({ session, params, body }) =>
  ({ data: await updateRule(session, params.id, body), message: 'Bonus rule saved' }));

/** A rule that referrals use answers 409: deactivate it instead. */
export const DELETE = handler({ route: BONUS_RULES_ROUTE }, async ({ session, params }) => {
  await deleteRule(session, params.id);
  return { data: null, message: 'Bonus rule deleted' };
});
