'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A kit form checked by `resolver`: checks run on submit, then again as the user corrects a field; the
 * first invalid field takes the focus. For the rare form whose rules are not one zod schema (custom
 * field values, shaped by the tenant's definitions); every other form uses useZodForm.
 */
export function useCheckedForm<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
  defaultValues: DefaultValues<V>,
): UseFormReturn<V, unknown, O> {
  return useForm<V, unknown, O>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
}

/**
 * A kit form checked by the zod input schema the route handler also parses (DESIGN §3.6), so the
 * browser refuses exactly what the server would. The inputs hold the schema's input type; the submit
 * handler receives its output (trimmed, defaulted, transformed).
 */
export function useZodForm<I extends FieldValues, O>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
): UseFormReturn<I, unknown, O> {
  return useCheckedForm(zodResolver<I, unknown, O>(schema), defaultValues);
}
