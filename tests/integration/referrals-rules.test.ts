import { describe, expect, it } from 'vitest';
import * as rules from '@/app/api/main/referral-bonus-rules/route';
import * as rule from '@/app/api/main/referral-bonus-rules/[id]/route';
import type { BonusRule } from '@/lib/referrals/schema';
import { makeCandidate } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { addReferral, addRule, ok, rulePath, tag } from './referrals-fixtures';
import * as referral from '@/app/api/main/referrals/[id]/route';

const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

const all = (token: string) => call(rules.GET, 'GET', '/api/main/referral-bonus-rules', { token });
const patch = (token: string, id: string, body: unknown) => call(rule.PATCH, 'PATCH', rulePath(id), { token, params: { id }, body });
const del = (token: string, id: string) => call(rule.DELETE, 'DELETE', rulePath(id), { token, params: { id } });

describe('referral bonus rules', () => {
  it('lets admins create, list, edit, deactivate and delete rules', async () => {
    const r = await addRule(demo.admin, { name: `Warehouse ${tag()}`, amount: 150, days_required: 60, position: ' Picker ' });
    expect(r).toMatchObject({ amount: 150, days_required: 60, position: 'Picker', active: true, referral_count: 0 });
    expect((await ok<BonusRule[]>(await all(demo.superadmin))).map((x) => x._id)).toContain(r._id);
    const edited = await ok<BonusRule>(await patch(demo.superadmin, r._id, { amount: 199.99, position: '', active: false }));
    expect(edited).toMatchObject({ amount: 199.99, position: null, active: false, days_required: 60 });
    expect((await del(demo.admin, r._id)).status).toBe(200);
    expect((await ok<BonusRule[]>(await all(demo.admin))).map((x) => x._id)).not.toContain(r._id);
    await expectError(await del(demo.admin, r._id), 404);
  });

  it('validates input (400) and refuses duplicate names and deleting a rule in use (409)', async () => {
    const bad: unknown[] = [
      { amount: 100, days_required: 0 },
      { name: 'Zero', amount: 0, days_required: 0 },
      { name: 'Huge', amount: 100_001, days_required: 0 },
      { name: 'Cents', amount: 10.005, days_required: 0 },
      { name: 'Text', amount: '100', days_required: 0 },
      { name: 'Long wait', amount: 100, days_required: 366 },
      { name: 'Negative', amount: 100, days_required: -1 },
      { name: 'Half day', amount: 100, days_required: 1.5 },
    ];
    for (const body of bad)
      await expectError(await call(rules.POST, 'POST', '/api/main/referral-bonus-rules', { token: demo.admin, body }), 400, 'bad_request');
    const r = await addRule(demo.admin);
    await expectError(await patch(demo.admin, r._id, {}), 400);
    await expectError(
      await call(rules.POST, 'POST', '/api/main/referral-bonus-rules', {
        token: demo.admin,
        body: { name: r.name.toLowerCase(), amount: 1, days_required: 0 },
      }),
      409,
      'conflict',
    );
    const other = await addRule(demo.admin);
    await expectError(await patch(demo.admin, other._id, { name: r.name }), 409);

    const used = await addReferral(demo.superadmin, {
      referrer_candidate_id: (await makeCandidate(demo.acmeId)).id,
      referred_name: 'Rule User',
    });
    expect(
      (
        await call(referral.PATCH, 'PATCH', `/api/main/referrals/${used._id}`, {
          token: demo.superadmin,
          params: { id: used._id },
          body: { bonus_rule_id: r._id },
        })
      ).status,
    ).toBe(200);
    expect((await ok<BonusRule[]>(await all(demo.admin))).find((x) => x._id === r._id)?.referral_count).toBe(1);
    const refused = await expectError(await del(demo.admin, r._id), 409, 'conflict');
    expect(refused.message).toContain('deactivate');
  });

  it('is for admins (403 for recruiters and contacts, 401 without a session) and per tenant (404)', async () => {
    const r = await addRule(demo.admin);
    for (const token of [demo.recruiter, demo.contact]) {
      await expectError(await all(token), 403, 'forbidden');
      await expectError(await patch(token, r._id, { amount: 1 }), 403);
    }
    await expectError(await all(''), 401);
    await expectError(await patch(demo.globexAdmin, r._id, { amount: 1 }), 404, 'not_found');
    await expectError(await del(demo.globexAdmin, r._id), 404);
    await expectError(await patch(demo.admin, 'nope', { amount: 1 }), 404);
    expect((await ok<BonusRule[]>(await all(demo.globexAdmin))).map((x) => x._id)).not.toContain(r._id);
    expect((await ok<BonusRule[]>(await all(demo.admin))).find((x) => x._id === r._id)?.amount).toBe(250);
  });
});
