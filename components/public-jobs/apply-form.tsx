'use client';
import { Button } from '@/components/ui/button';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { APPLY_LIMITS as L } from '@/lib/public-jobs/limits';
import type { ApplyTexts } from './apply-texts';
import { ApplyThanks } from './apply-thanks';
import { FormAlert, HoneypotField, TextAreaField, TextField } from './form-controls';
import { usePublicForm, type PublicFormError } from './use-public-form';

type Props = {
  action: string;
  /** The job's address: /public/{company}/jobs/{jobId}/apply. */
  params: { company: string; jobId: string };
  moreHref: string;
  initialError: PublicFormError | null;
  initialFields: string[];
  /** Its words, from the server (apply-texts.ts). */
  texts: ApplyTexts;
};

/**
 * A real <form method="post"> the server renders, so applying works without JavaScript (the handler
 * answers 303 back here). Once hydrated, the island submits with fetch and shows errors inline.
 */
export function ApplyForm({ action, params, moreHref, initialError, initialFields, texts }: Props) {
  const { busy, error, sent, invalid, onSubmit, formRef, alertRef } = usePublicForm(candidatesRoutes.apply, params, {
    error: initialError,
    fields: initialFields,
  });
  if (sent) return <ApplyThanks moreHref={moreHref} texts={texts} />;
  const errors: Record<string, string> = texts.errors;
  const err = (name: string) => (invalid(name) ? (errors[name] ?? name) : null);
  return (
    <form ref={formRef} method="post" action={action} onSubmit={onSubmit} className="relative space-y-4">
      <FormAlert message={error ? (errors[error] ?? texts.errors.failed) : null} alertRef={alertRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="first_name"
          label={texts.firstName}
          error={err('first_name')}
          required
          maxLength={L.name}
          autoComplete="given-name"
        />
        <TextField
          name="last_name"
          label={texts.lastName}
          error={err('last_name')}
          required
          maxLength={L.name}
          autoComplete="family-name"
        />
      </div>
      <TextField name="email" type="email" label={texts.email} error={err('email')} required maxLength={L.email} autoComplete="email" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="phone" type="tel" label={texts.phone} error={err('phone')} maxLength={L.phone} autoComplete="tel" />
        <TextField name="city" label={texts.city} error={err('city')} maxLength={L.city} autoComplete="address-level2" />
      </div>
      <TextAreaField
        name="cover_note"
        label={texts.coverNote}
        hint={texts.coverNoteHint}
        error={err('cover_note')}
        maxLength={L.coverNote}
        rows={5}
      />
      <HoneypotField label={texts.honeypot} />
      <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
        {busy ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
