import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoDay, isoTimestamp } from '@/lib/schema-kit/responses';
import { phoneField } from '@/lib/candidates/schema';
import { BONUS_AMOUNT_MAX, BONUS_STATES, BONUS_TARGETS, DAYS_REQUIRED_MAX } from './types';

/** Zod inputs of the referrals and bonus-rules APIs, shared by the dialogs and the route handlers. */

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const id = (field: string) => z.uuid({ error: `${field} must be an id` });

/** Money with at most two decimals, more than 0 and at most 100,000. */
export const bonusAmount = z
  .number({ error: 'amount must be a number' })
  .gt(0, 'amount must be more than 0')
  .max(BONUS_AMOUNT_MAX, `amount must be at most ${BONUS_AMOUNT_MAX}`)
  .refine((n) => Math.round(n * 100) === n * 100, 'validation.twoDecimals');

export const referralListQuery = pageQuery.extend({
  status_id: id('status_id').optional(),
  bonus_state: z.enum(BONUS_STATES, { error: `bonus_state must be one of ${BONUS_STATES.join(', ')}` }).optional(),
});
export type ReferralListQuery = z.infer<typeof referralListQuery>;

export const createReferralBody = z
  .object({
    referrer_candidate_id: id('referrer_candidate_id'),
    referred_candidate_id: z.preprocess(blankToNull, id('referred_candidate_id').nullish()),
    referred_name: z.preprocess(
      blankToNull,
      z.string({ error: 'referred_name must be text' }).trim().max(160, 'referred_name must be at most 160 characters').nullish(),
    ),
    referred_email: z.preprocess(
      blankToNull,
      z
        .string({ error: 'referred_email must be text' })
        .trim()
        .toLowerCase()
        .max(254, 'referred_email must be at most 254 characters')
        .pipe(z.email('referred_email must be a valid email address'))
        .nullish(),
    ),
    referred_phone: phoneField,
    status_id: z.preprocess(blankToNull, id('status_id').nullish()),
  })
  .superRefine((b, ctx) => {
    if (b.referred_candidate_id && (b.referred_name || b.referred_email || b.referred_phone)) {
      ctx.addIssue({ code: 'custom', path: ['referred_name'], message: 'validation.referralEitherOr' });
    } else if (!b.referred_candidate_id && !b.referred_name) {
      ctx.addIssue({ code: 'custom', path: ['referred_name'], message: 'validation.referredNameRequired' });
    }
  });
export type CreateReferralInput = z.infer<typeof createReferralBody>;

export const updateReferralBody = z
  .object({
    status_id: id('status_id').nullable().optional(),
    bonus_rule_id: id('bonus_rule_id').nullable().optional(),
    bonus_amount: bonusAmount.nullable().optional(),
  })
  .refine((b) => b.status_id !== undefined || b.bonus_rule_id !== undefined || b.bonus_amount !== undefined, 'validation.atLeastOneField');
export type UpdateReferralInput = z.infer<typeof updateReferralBody>;

export const bonusBody = z.object({
  state: z.enum(BONUS_TARGETS, { error: `state must be one of ${BONUS_TARGETS.join(', ')}` }),
});

const ruleFields = {
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(80, 'name must be at most 80 characters'),
  amount: bonusAmount,
  days_required: z
    .number({ error: 'days_required must be a number' })
    .int('days_required must be a whole number of days')
    .min(0, 'days_required must be 0 or more')
    .max(DAYS_REQUIRED_MAX, `days_required must be at most ${DAYS_REQUIRED_MAX}`),
  position: z.preprocess(
    blankToNull,
    z.string({ error: 'position must be text' }).trim().max(80, 'position must be at most 80 characters').nullable(),
  ),
  active: z.boolean({ error: 'active must be true or false' }),
};

export const createRuleBody = z.object({
  ...ruleFields,
  position: ruleFields.position.optional().transform((v) => v ?? null),
  active: ruleFields.active.default(true),
});
export type CreateRuleInput = z.infer<typeof createRuleBody>;

export const updateRuleBody = z
  .object(ruleFields)
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
export type UpdateRuleInput = z.infer<typeof updateRuleBody>;

export const bonusRule = z.object({
  _id: z.uuid(),
  name: z.string(),
  amount: z.number(),
  days_required: z.number().int(),
  position: z.string().nullable(),
  active: z.boolean(),
  referral_count: z.number().int().meta({ description: 'Referrals that name this rule; a rule in use is deactivated rather than deleted' }),
  created_at: isoTimestamp,
});

const personRef = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });
const statusRef = z.object({ _id: z.uuid(), name: z.string(), color: z.string().nullable() });

export const referralRow = z.object({
  _id: z.uuid(),
  referrer: personRef,
  referred: z
    .object({ candidate_id: z.uuid().nullable(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .meta({ description: 'A candidate of the tenant, or someone not yet in the system' }),
  status: statusRef.nullable(),
  bonus_rule: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  bonus_amount: z.number().nullable(),
  bonus_state: z.enum(BONUS_STATES),
  bonus_paid_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});

/** When the bonus may become eligible: the rule's wait, counted from the referred candidate's first placement. */
const eligibility = z.object({
  days_required: z.number().int(),
  position: z.string().nullable(),
  placement_start: isoDay.nullable(),
  eligible_on: isoDay.nullable(),
  eligible_now: z.boolean(),
});
export const referralDetail = referralRow.extend({ eligibility });

export type BonusRule = z.infer<typeof bonusRule>;

export type ReferralRow = z.infer<typeof referralRow>;

/** When the bonus may become eligible: the rule's wait, counted from the referred candidate's first placement. */
export type Eligibility = z.infer<typeof eligibility>;

export type ReferralDetail = z.infer<typeof referralDetail>;
