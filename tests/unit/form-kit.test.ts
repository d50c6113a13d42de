import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { textsOf, valuesResolver } from '@/components/custom-fields/values-resolver';
import { serverErrorFields } from '@/components/ui/form/server-errors';
import { HttpError } from '@/lib/browser/api-client';
import type { CustomFieldDef } from '@/lib/catalog/types';
import { candidateBody } from '@/lib/candidates/schema';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'city'] as const;
const resolve = (values: z.input<typeof candidateBody>) =>
  zodResolver(candidateBody)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("kit forms check with the handler's zod schema", () => {
  it('marks the fields the schema refuses', async () => {
    const { errors } = await resolve({ first_name: '', last_name: 'X', email: 'nope', phone: '1', city: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'phone']);
  });

  it('hands the submit handler the parsed output (trimmed, lower-cased, empty optionals null)', async () => {
    const { values, errors } = await resolve({
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: ' Ada@Example.TEST ',
      phone: '',
      city: '',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', phone: null, city: null });
  });
});

describe('serverErrorFields', () => {
  it('points a 400 at the fields its errors object names, ignoring others', () => {
    const err = new HttpError(400, 'phone is bad', { message: 'phone is bad', errors: { phone: 'bad', other: 'x' } });
    expect(serverErrorFields(err, FIELDS, 'email')).toEqual(['phone']);
  });

  it('points a conflict (409) at the conflict field', () => {
    expect(serverErrorFields(new HttpError(409, 'taken', { message: 'taken' }), FIELDS, 'email')).toEqual(['email']);
    expect(serverErrorFields(new HttpError(409, 'taken', { message: 'taken' }), FIELDS)).toEqual([]);
  });

  it('points a network failure at no field', () => {
    expect(serverErrorFields(new Error('offline'), FIELDS, 'email')).toEqual([]);
  });
});

describe('custom field values in a kit form', () => {
  const def = (key: string, type: CustomFieldDef['type'], required = false, options: string[] = []): CustomFieldDef => ({
    _id: key,
    entity: 'candidate',
    key,
    label: key,
    type,
    options,
    required,
    position: 0,
    archived_at: null,
  });
  const fields = [def('years', 'number'), def('forklift', 'boolean'), def('size', 'select', true, ['S', 'M'])];
  const resolve = (texts: Record<string, string>) =>
    valuesResolver(fields)(texts, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('shows the saved values as input text', () => {
    expect(textsOf(fields, { years: 3, forklift: false, size: null })).toEqual({ years: '3', forklift: 'false', size: '' });
  });

  it('hands the submit typed values (a decimal comma read as a point)', async () => {
    const { values, errors } = await resolve({ years: '2,5', forklift: 'true', size: 'M' });
    expect(errors).toEqual({});
    expect(values).toEqual({ years: 2.5, forklift: true, size: 'M' });
  });

  it("refuses with the API's problem codes as error types", async () => {
    const { errors } = await resolve({ years: 'many', forklift: '', size: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.type]))).toEqual({ years: 'number', size: 'required' });
  });
});
