import { describe, expect, it } from 'vitest';
import { checkAnswers } from '@/lib/onboarding/answers';
import { keyFromLabel } from '@/lib/onboarding/field-key';
import { itemBody, progressBody } from '@/lib/onboarding/schema';
import type { FormField } from '@/lib/onboarding/schema';

const FIELDS: FormField[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  { key: 'start', label: 'Start date', type: 'date', required: false },
  { key: 'agree', label: 'Agree', type: 'checkbox', required: true },
  { key: 'news', label: 'Newsletter', type: 'checkbox', required: false },
];

describe('form answers', () => {
  it('accepts complete answers, trimming text and leaving out blank optional ones', () => {
    expect(checkAnswers(FIELDS, { name: '  Ann ', start: '', agree: true })).toEqual({ ok: true, value: { name: 'Ann', agree: true } });
    expect(checkAnswers(FIELDS, { name: 'Ann', start: '2025-01-31', agree: true, news: false })).toEqual({
      ok: true,
      value: { name: 'Ann', start: '2025-01-31', agree: true, news: false },
    });
  });

  it('names every problem by field', () => {
    const result = checkAnswers(FIELDS, { name: ' ', start: '2025-02-30', agree: false, news: 'yes', other: 'x' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        start: 'Start date must be a date (yyyy-MM-dd)',
        agree: 'Agree must be ticked',
        news: 'Newsletter must be true or false',
        other: '"other" is not a field of this form',
      },
    });
  });

  it('refuses text where a checkbox is expected and the reverse', () => {
    expect(checkAnswers(FIELDS, { name: true, agree: true })).toMatchObject({ ok: false, errors: { name: 'Name must be text' } });
  });
});

describe('onboarding inputs', () => {
  it('needs unique field keys and 1 to 30 fields for a form item', () => {
    const f = { key: 'a', label: 'A', type: 'text' };
    expect(itemBody.safeParse({ kind: 'form', name: 'x', fields: [f] }).success).toBe(true);
    expect(itemBody.safeParse({ kind: 'form', name: 'x', fields: [f, f] }).success).toBe(false);
    expect(itemBody.safeParse({ kind: 'form', name: 'x', fields: [] }).success).toBe(false);
    expect(itemBody.safeParse({ kind: 'document', name: 'x' }).success).toBe(false);
  });

  it('takes exactly one way of completing an item', () => {
    expect(progressBody.safeParse({ completed: true }).success).toBe(true);
    expect(progressBody.safeParse({}).success).toBe(false);
    expect(progressBody.safeParse({ completed: false }).success).toBe(false);
    expect(progressBody.safeParse({ completed: true, answers: {} }).success).toBe(false);
  });
});

describe('form field keys', () => {
  it('makes a key from the label, unique among those taken', () => {
    expect(keyFromLabel('Date of birth', [])).toBe('date_of_birth');
    expect(keyFromLabel('  Émergency contact #1 ', [])).toBe('emergency_contact_1');
    expect(keyFromLabel('Phone', ['phone'])).toBe('phone_2');
    expect(keyFromLabel('Phone', ['phone', 'phone_2'])).toBe('phone_3');
    expect(keyFromLabel('1st day', [])).toBe('st_day');
    expect(keyFromLabel('Имя', [])).toBe('field_1');
    expect(keyFromLabel('Имя', ['field_1'])).toBe('field_2');
    expect(keyFromLabel('x'.repeat(60), []).length).toBeLessThanOrEqual(40);
  });
});
