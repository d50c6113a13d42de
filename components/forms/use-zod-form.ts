'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { messageOf } from '@/lib/browser/message-of';

type SaveSteps = { revalidate: () => Promise<unknown>; success: string; failed: string; to: (id: string) => string };

/** Field values as the inputs hold them: text, or a choice from a select. */
export type FormValues = Record<string, string>;

/**
 * A form checked by the same zod schema as its API handler. Errors are tracked per field name so the
 * screen can show a translated hint next to the input; the server's own field errors (a 400 with
 * `errors`) mark the same fields. Leaving the page with unsaved changes asks first.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: FormValues) {
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const toast = useToast();
  const dirty = Object.keys(values).some((k) => values[k] !== saved[k]);
  useUnsavedWarning(dirty);

  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid.has(field)) setInvalid((s) => new Set([...s].filter((f) => f !== field)));
  };

  /** The parsed input, or null with the failing fields marked. */
  function validate(shape: (v: FormValues) => unknown = (v) => v): z.output<S> | null {
    const parsed = schema.safeParse(shape(values));
    if (parsed.success) return parsed.data;
    setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '_'))));
    return null;
  }

  /** Marks the fields a 400 named; returns whether it did. */
  function markServerErrors(err: unknown): boolean {
    const fields = err instanceof HttpError && err.body.errors ? Object.keys(err.body.errors).map((k) => k.split('.')[0]) : [];
    if (fields.length) setInvalid(new Set(fields));
    return fields.length > 0;
  }

  /**
   * Sends the input; on success marks it saved (so leaving does not warn), refreshes the lists and opens
   * the saved record. A refusal marks the fields the server named and toasts its message.
   */
  async function save(send: () => Promise<{ data: { _id: string } }>, steps: SaveSteps): Promise<void> {
    setBusy(true);
    try {
      const res = await send();
      setSaved(values);
      await steps.revalidate();
      toast.success(steps.success);
      router.push(steps.to(res.data._id));
    } catch (err) {
      markServerErrors(err);
      toast.error(messageOf(err, steps.failed));
    } finally {
      setBusy(false);
    }
  }

  return { values, set, invalid, dirty, busy, validate, save, markServerErrors, markSaved: () => setSaved(values) };
}

/** Blank inputs become null, as the API expects for optional fields. */
export const blankToNull = (v: string) => (v.trim() === '' ? null : v);
