import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { HONEYPOT_FIELD } from '@/lib/public-jobs/limits';

type Common = { name: string; label: string; error?: string | null; hint?: string };

/** A labelled input of a public form; its error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => <Input {...p} {...input} />}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => <Textarea {...p} {...input} />}
    </Field>
  );
}

/**
 * The honeypot: off-screen rather than display:none (bots skip hidden inputs), out of the tab order and
 * the accessibility tree, never autofilled. People leave it empty; a bot that fills it is ignored.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-hp`}>{label}</label>
      <input id={`${HONEYPOT_FIELD}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form-level error, focusable so the island can move focus to it. */
export function FormAlert({ message, alertRef }: { message: string | null; alertRef?: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
