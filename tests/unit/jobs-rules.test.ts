import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { jobFormSchema, textsOf } from '@/components/jobs/job-form-schema';
import { jobInput } from '@/lib/jobs/schema';
import { englishErrors } from '@/lib/errors';
import { renderError, say } from '@/lib/i18n/error-text';
import { availableActions, transition } from '@/lib/jobs/transitions';

const now = new Date('2030-05-01T12:00:00Z');

describe('job life cycle', () => {
  it('publishes a draft (stamping published_at) and unpublishes an open job', () => {
    expect(transition('publish', { status: 'draft', publishedAt: null }, now)).toEqual({ ok: true, status: 'open', publishedAt: now });
    expect(transition('unpublish', { status: 'open', publishedAt: now }, now)).toEqual({ ok: true, status: 'draft', publishedAt: null });
  });

  it('closes a draft or an open job, and a closed job stays closed', () => {
    expect(transition('close', { status: 'open', publishedAt: now })).toMatchObject({ ok: true, status: 'closed' });
    expect(transition('close', { status: 'draft', publishedAt: null })).toMatchObject({ ok: true, status: 'closed' });
    for (const action of ['publish', 'unpublish', 'close'] as const) {
      const refused = transition(action, { status: 'closed', publishedAt: null });
      expect(refused.ok).toBe(false);
      expect(refused.ok ? '' : englishErrors.has(refused.reason) && renderError(say(refused.reason), englishErrors)).toMatch(/closed/);
    }
  });

  it('refuses repeating a move, and offers only the allowed actions', () => {
    expect(transition('publish', { status: 'open', publishedAt: now }).ok).toBe(false);
    expect(transition('unpublish', { status: 'draft', publishedAt: null }).ok).toBe(false);
    expect(availableActions({ status: 'draft', publishedAt: null })).toEqual(['publish', 'close']);
    expect(availableActions({ status: 'open', publishedAt: now })).toEqual(['unpublish', 'close']);
    expect(availableActions({ status: 'closed', publishedAt: now })).toEqual([]);
  });
});

const valid = {
  title: 'Forklift Operator',
  description: 'Drive forklifts safely on the early shift at our cross-dock.',
  position: 'Forklift Operator',
  employment_type: 'TEMPORARY',
  company_id: '11111111-1111-4111-8111-111111111111',
  location_id: '22222222-2222-4222-8222-222222222222',
};

describe('job input schema (shared by form and API)', () => {
  it('accepts a minimal job and normalises empty optionals to null', () => {
    const parsed = jobInput.parse({ ...valid, category: '', valid_through: '' });
    expect(parsed).toMatchObject({ category: null, valid_through: null, pay_rate_min: null, pay_rate_max: null });
  });

  it('enforces lengths, employment type, pay order and a future valid_through', () => {
    const fails = (over: Record<string, unknown>) => !jobInput.safeParse({ ...valid, ...over }).success;
    expect(fails({ title: 'ab' })).toBe(true);
    expect(fails({ title: 'x'.repeat(121) })).toBe(true);
    expect(fails({ description: 'short' })).toBe(true);
    expect(fails({ description: 'x'.repeat(10_001) })).toBe(true);
    expect(fails({ employment_type: 'INTERN' })).toBe(true);
    expect(fails({ pay_rate_min: 20, pay_rate_max: 19 })).toBe(true);
    expect(fails({ pay_rate_min: 20, pay_rate_max: 20 })).toBe(false);
    expect(fails({ valid_through: format(addDays(new Date(), -1), 'yyyy-MM-dd') })).toBe(true);
    expect(fails({ valid_through: format(addDays(new Date(), 3), 'yyyy-MM-dd') })).toBe(false);
  });
});

describe('job form schema', () => {
  it("turns the inputs' text into the API body the handler parses", () => {
    const texts = { ...textsOf(), ...valid, employment_type: 'FULL_TIME' as const, pay_rate_min: '18.5', pay_rate_max: '' };
    const parsed = jobFormSchema.safeParse(texts);
    expect(parsed.success && parsed.data).toMatchObject({ pay_rate_min: 18.5, pay_rate_max: null, category: null, valid_through: null });
  });

  it("names each failing field by the API's field names", () => {
    const parsed = jobFormSchema.safeParse({ ...textsOf(), pay_rate_min: 'abc' });
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error?.issues.map((i) => String(i.path[0])));
    expect([...fields].sort()).toEqual(['company_id', 'description', 'location_id', 'pay_rate_min', 'position', 'title']);
  });
});
