import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listRules } from '@/lib/referrals/queries';
import { BONUS_RULES_ROUTE } from '@/lib/referrals/route-helpers';
import { createRuleBody } from '@/lib/referrals/schema';
import { createRule } from '@/lib/referrals/rule-service';

export const GET = handler({ route: BONUS_RULES_ROUTE }, async ({ session }) => {
  const data = await listRules(session.tenantId);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler({ route: BONUS_RULES_ROUTE, body: createRuleBody }, async ({ session, body }) =>
  NextResponse.json({ data: await createRule(session, body), message: 'Bonus rule created' }, { status: 201 }));
