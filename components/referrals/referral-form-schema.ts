import { z } from 'zod';
import { createReferralBody } from '@/lib/referrals/schema';

const picked = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/**
 * What the dialog holds: the people picked (with their names, for the pickers to show) under the body's own
 * field names, so the API schema's refusals land on the field that caused them; the outsider's details as text.
 */
const referralTexts = z.object({
  referrer_candidate_id: picked.nullable(),
  referred_candidate_id: picked.nullable(),
  outside: z.boolean(),
  referred_name: z.string(),
  referred_email: z.string(),
  referred_phone: z.string(),
  status_id: z.string(),
});
export type ReferralTexts = z.infer<typeof referralTexts>;
export type ReferralField = Exclude<keyof ReferralTexts, 'outside'>;

export const REFERRAL_FIELDS: readonly ReferralField[] = [
  'referrer_candidate_id',
  'referred_candidate_id',
  'referred_name',
  'referred_email',
  'referred_phone',
  'status_id',
];

export const EMPTY_REFERRAL: ReferralTexts = {
  referrer_candidate_id: null,
  referred_candidate_id: null,
  outside: false,
  referred_name: '',
  referred_email: '',
  referred_phone: '',
  status_id: '',
};

/** The body POST /referrals takes: a referred candidate, or someone outside the system, never both. */
export const referralFormSchema = referralTexts
  .transform((d): z.input<typeof createReferralBody> => ({
    referrer_candidate_id: d.referrer_candidate_id?._id ?? '',
    ...(d.outside
      ? { referred_name: d.referred_name, referred_email: d.referred_email, referred_phone: d.referred_phone }
      : { referred_candidate_id: d.referred_candidate_id?._id ?? '' }),
    status_id: d.status_id || null,
  }))
  .pipe(createReferralBody);
