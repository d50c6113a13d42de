import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { referralBonusRulesContracts } from '@/lib/contracts/referrals';
import { deleteRule, updateRule } from '@/lib/referrals/rule-service';

export const PATCH = handler(referralBonusRulesContracts.update, async ({ session, params, body }) => ({
  data: await updateRule(session, params.id, body),
  message: say('done.referrals.ruleSaved'),
}));

/** A rule that referrals use answers 409: deactivate it instead. */
export const DELETE = handler(referralBonusRulesContracts.remove, async ({ session, params }) => {
  await deleteRule(session, params.id);
  return { data: null, message: say('done.referrals.ruleDeleted') };
});
