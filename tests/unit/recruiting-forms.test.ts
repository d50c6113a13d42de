import { describe, expect, it } from 'vitest';
import { placeFormSchema } from '@/components/applications/place-form-schema';
import { resourceFormSchema, textsOf } from '@/components/career-resources/resource-form-schema';
import { packetFormSchema } from '@/components/onboarding/packets/packet-form-schema';
import { EMPTY_REFERRAL, referralFormSchema } from '@/components/referrals/referral-form-schema';

// The kit forms check their inputs with the API's own schema, through a transform from what the inputs hold:
// a refusal must land on the field that caused it (the form marks that field), a pass must be the API's body.

const A = '0b6f5c0e-1a2b-4c3d-8e9f-000000000001';
const B = '0b6f5c0e-1a2b-4c3d-8e9f-000000000002';
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  [...new Set((r.error?.issues ?? []).map((i) => String(i.path[0])))].sort();

describe('the referral form', () => {
  it('names the referrer and the missing referred person', () => {
    expect(fieldsOf(referralFormSchema.safeParse(EMPTY_REFERRAL))).toEqual(['referred_name', 'referrer_candidate_id']);
  });

  it('sends the picked ids, or the outsider without a candidate id; no status is the default one', () => {
    const ada = { _id: A, name: 'Ada', email: 'ada@mail.test' };
    const bea = { _id: B, name: 'Bea', email: 'bea@mail.test' };
    expect(referralFormSchema.parse({ ...EMPTY_REFERRAL, referrer_candidate_id: ada, referred_candidate_id: bea })).toMatchObject({
      referrer_candidate_id: A,
      referred_candidate_id: B,
      status_id: null,
    });
    const outsider = referralFormSchema.parse({
      ...EMPTY_REFERRAL,
      referrer_candidate_id: ada,
      referred_candidate_id: bea,
      outside: true,
      referred_name: 'Otto',
      referred_email: 'OTTO@Mail.test',
    });
    expect(outsider).toMatchObject({ referrer_candidate_id: A, referred_name: 'Otto', referred_email: 'otto@mail.test' });
    expect(outsider.referred_candidate_id ?? null).toBeNull();
    expect(fieldsOf(referralFormSchema.safeParse({ ...EMPTY_REFERRAL, outside: true, referred_email: 'nope' }))).toContain(
      'referred_email',
    );
  });
});

describe('the place form', () => {
  const texts = {
    company_id: A,
    location_id: B,
    position: 'Packer',
    start_date: '2030-03-02',
    end_date: '',
    bill_rate: '28.50',
    pay_rate: '19',
  };

  it('turns its texts into the placement fields', () => {
    expect(placeFormSchema.parse(texts)).toEqual({ ...texts, end_date: null, bill_rate: 28.5, pay_rate: 19 });
  });

  it('refuses empty rates, an end before the start and a bill rate under the pay rate, each on its field', () => {
    expect(fieldsOf(placeFormSchema.safeParse({ ...texts, bill_rate: '', pay_rate: ' ' }))).toEqual(['bill_rate', 'pay_rate']);
    expect(fieldsOf(placeFormSchema.safeParse({ ...texts, end_date: '2030-03-01' }))).toEqual(['end_date']);
    expect(fieldsOf(placeFormSchema.safeParse({ ...texts, bill_rate: '18' }))).toEqual(['bill_rate']);
    expect(fieldsOf(placeFormSchema.safeParse({ ...texts, company_id: '', location_id: '' }))).toEqual(['company_id', 'location_id']);
  });
});

describe('the career resource form', () => {
  it('sends an article with its body, a link with its address, empty summary and category as none', () => {
    const article = resourceFormSchema.parse({ ...textsOf(null, 'article'), title: 'Day one', body_html: '<p>Hi</p>' });
    expect(article).toEqual({ kind: 'article', title: 'Day one', summary: null, category_id: null, body_html: '<p>Hi</p>' });
    const link = resourceFormSchema.parse({ ...textsOf(null, 'link'), title: 'Map', url: 'https://example.test/map', category_id: A });
    expect(link).toEqual({ kind: 'link', title: 'Map', summary: null, category_id: A, url: 'https://example.test/map' });
  });

  it('refuses a missing title and a link without an address', () => {
    expect(fieldsOf(resourceFormSchema.safeParse(textsOf(null, 'link')))).toEqual(['title', 'url']);
  });
});

describe('the packet form', () => {
  it('needs a name; an empty description is none', () => {
    expect(fieldsOf(packetFormSchema.safeParse({ name: ' ', description: '' }))).toEqual(['name']);
    expect(packetFormSchema.parse({ name: ' Starter ', description: '' })).toEqual({ name: 'Starter', description: null });
  });
});
