'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A kit form checked by `resolver`: checks run on submit, then again as the user corrects a field; the
 * first invalid field takes the focus. For the rare form whose rules are not one zod schema (custom
 * field values, shaped by the tenant's definitions); every other form uses useZodForm.
 */
export function useCheckedForm<V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, defaultValues: DefaultValues<V>): UseFormReturn<V, unknown, O> {
  return useForm<V, unknown, O>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
}

/** A form bound to one zod schema: what the inputs hold (`z.input`) and what the submit handler receives (`z.output`). */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A kit form checked by the zod input schema the route handler also parses (DESIGN §3.6), so the
 * browser refuses exactly what the server would.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>): ZodForm<S> {
  return useCheckedForm(zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>, defaultValues);
}
