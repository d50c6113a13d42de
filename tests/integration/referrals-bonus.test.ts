import { describe, expect, it } from 'vitest';
import * as one from '@/app/api/main/referrals/[id]/route';
import * as bonus from '@/app/api/main/referrals/[id]/bonus/route';
import type { ReferralDetail } from '@/lib/referrals/schema';
import { makeCandidate } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { addReferral, addRule, ok, placeSince, referralPath } from './referrals-fixtures';

const demo = demoSessions(['superadmin', 'admin'], ['superadmin']);

const move = (token: string, id: string, state: unknown) =>
  call(bonus.POST, 'POST', `${referralPath(id)}/bonus`, { token, params: { id }, body: { state } });
const patch = (token: string, id: string, body: unknown) => call(one.PATCH, 'PATCH', referralPath(id), { token, params: { id }, body });

async function referral() {
  const [from, to] = [await makeCandidate(demo.acmeId), await makeCandidate(demo.acmeId)];
  return { r: await addReferral(demo.superadmin, { referrer_candidate_id: from.id, referred_candidate_id: to.id }), referredId: to.id };
}

describe('referral bonus', () => {
  it("takes the rule's amount unless one is given, and walks none → pending → eligible → paid", async () => {
    const rule = await addRule(demo.admin, { amount: 300, days_required: 30 });
    const { r, referredId } = await referral();
    expect(await ok<ReferralDetail>(await patch(demo.superadmin, r._id, { bonus_rule_id: rule._id }))).toMatchObject({
      bonus_rule: { _id: rule._id },
      bonus_amount: 300,
      eligibility: { days_required: 30 },
    });
    expect((await ok<ReferralDetail>(await patch(demo.superadmin, r._id, { bonus_amount: 275.5 }))).bonus_amount).toBe(275.5);

    await expectError(await move(demo.superadmin, r._id, 'eligible'), 409, 'conflict');
    expect((await ok<ReferralDetail>(await move(demo.superadmin, r._id, 'pending'))).bonus_state).toBe('pending');
    const none = await expectError(await move(demo.superadmin, r._id, 'eligible'), 409);
    expect(none.message).toContain('no placement');
    await placeSince(demo.acmeId, referredId, 10);
    const early = await expectError(await move(demo.superadmin, r._id, 'eligible'), 409);
    expect(early.message).toMatch(/Not eligible before \d{4}-\d{2}-\d{2}/);
    await placeSince(demo.acmeId, referredId, 45);
    const eligible = await ok<ReferralDetail>(await move(demo.superadmin, r._id, 'eligible'));
    expect(eligible).toMatchObject({ bonus_state: 'eligible', eligibility: { eligible_now: true } });
    const paid = await ok<ReferralDetail>(await move(demo.superadmin, r._id, 'paid'));
    expect(paid.bonus_state).toBe('paid');
    expect(paid.bonus_paid_at).toEqual(expect.any(String));

    // Paid is final: no state, rule or amount change any more.
    for (const state of ['void', 'pending', 'eligible', 'paid']) {
      const res = await expectError(await move(demo.superadmin, r._id, state), 409, 'conflict');
      expect(res.message).toContain('final');
    }
    await expectError(await patch(demo.superadmin, r._id, { bonus_amount: 1 }), 409);
    expect((await ok<ReferralDetail>(await patch(demo.superadmin, r._id, { status_id: null }))).bonus_amount).toBe(275.5);
  });

  it('voids any unpaid bonus, and a voided one stays void', async () => {
    for (const steps of [[], ['pending']]) {
      const { r } = await referral();
      for (const s of steps) await ok(await move(demo.superadmin, r._id, s));
      expect((await ok<ReferralDetail>(await move(demo.superadmin, r._id, 'void'))).bonus_state).toBe('void');
      await expectError(await move(demo.superadmin, r._id, 'pending'), 409);
      await expectError(await move(demo.superadmin, r._id, 'void'), 409);
    }
  });

  it("needs a linked candidate, a placement of the rule's position, and an amount before paying (409)", async () => {
    const outsider = await addReferral(demo.superadmin, {
      referrer_candidate_id: (await makeCandidate(demo.acmeId)).id,
      referred_name: 'Not Yet Candidate',
    });
    await ok(await move(demo.superadmin, outsider._id, 'pending'));
    expect((await expectError(await move(demo.superadmin, outsider._id, 'eligible'), 409)).message).toContain('Link the referred person');

    const rule = await addRule(demo.admin, { days_required: 0, position: 'Picker' });
    const { r, referredId } = await referral();
    await ok(await patch(demo.superadmin, r._id, { bonus_rule_id: rule._id, bonus_amount: null }));
    await ok(await move(demo.superadmin, r._id, 'pending'));
    await placeSince(demo.acmeId, referredId, 100, 'Forklift Operator');
    expect((await expectError(await move(demo.superadmin, r._id, 'eligible'), 409)).message).toContain('as Picker');
    await placeSince(demo.acmeId, referredId, 0, 'picker');
    await ok(await move(demo.superadmin, r._id, 'eligible'));
    expect((await expectError(await move(demo.superadmin, r._id, 'paid'), 409)).message).toContain('amount');
  });

  it('refuses bad states (400), inactive or foreign rules (400), other tenants (404) and admins (403)', async () => {
    const { r } = await referral();
    await expectError(await move(demo.superadmin, r._id, 'none'), 400, 'bad_request');
    await expectError(await move(demo.superadmin, r._id, 'owed'), 400);
    const inactive = await addRule(demo.admin, { active: false });
    await expectError(await patch(demo.superadmin, r._id, { bonus_rule_id: inactive._id }), 400);
    const foreign = await addRule(demo.globexSuperadmin);
    await expectError(await patch(demo.superadmin, r._id, { bonus_rule_id: foreign._id }), 400);
    await expectError(await move(demo.globexSuperadmin, r._id, 'pending'), 404, 'not_found');
    await expectError(await move(demo.admin, r._id, 'pending'), 403, 'forbidden');
    await expectError(await move('', r._id, 'pending'), 401);
    expect((await ok<ReferralDetail>(await move(demo.superadmin, r._id, 'pending'))).bonus_state).toBe('pending');
  });
});
