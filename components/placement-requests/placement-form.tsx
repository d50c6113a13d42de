'use client';
import { useTranslations } from 'next-intl';
import { urlOf } from '@/lib/browser/typed-api';
import { publicRoutes } from '@/lib/contracts/routes/public';
import { FormAlert, HoneypotField, TextAreaField, TextField } from '@/components/public-jobs/form-controls';
import { usePublicForm, type PublicFormError } from '@/components/public-jobs/use-public-form';
import { Button } from '@/components/ui/button';
import { PLACEMENT_LIMITS as L } from '@/lib/placement-requests/limits';
import type { PositionOption } from '@/components/work-requests/position-select';
import { PlacementThanks } from './placement-thanks';
import { PositionChoice } from './position-choice';
import { CalendarChoice } from './calendar-choice';
import { RequestHint } from '@/components/work-requests/request-hint';
import { translatedOr } from '@/lib/i18n/keys';

type Props = {
  company: string;
  /** The agency's positions (tenant-wide, not archived): the select's choices besides "Other". */
  positions: readonly PositionOption[];
  minStartDate: string;
  initialError: PublicFormError | null;
  initialFields: string[];
};

/**
 * The embeddable "request workers" form. A plain POST form the server renders (it works without
 * JavaScript: the handler answers 303 back to this page); once hydrated it submits with fetch.
 */
export function PlacementForm({ company, positions, minStartDate, initialError, initialFields }: Props) {
  const t = useTranslations('publicJobs.placement');
  const { busy, error, sent, invalid, onSubmit, reset, formRef, alertRef } = usePublicForm(
    publicRoutes.placementRequest,
    { company },
    {
      error: initialError,
      fields: initialFields,
    },
  );
  if (sent)
    return (
      <PlacementThanks
        email={sent.email}
        action={
          <Button variant="outline" onClick={reset}>
            {t('another')}
          </Button>
        }
      />
    );
  const err = (name: string) => (invalid(name) ? translatedOr(t, `errors.${name}`, name) : null);
  return (
    <form
      ref={formRef}
      method="post"
      action={urlOf(publicRoutes.placementRequest, { params: { company } })}
      onSubmit={onSubmit}
      className="relative space-y-4"
    >
      <RequestHint kind="public" />
      <FormAlert message={error ? t(`errors.${error}`) : null} alertRef={alertRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="company_name"
          label={t('companyName')}
          error={err('company_name')}
          required
          maxLength={L.name}
          autoComplete="organization"
        />
        <TextField
          name="contact_name"
          label={t('contactName')}
          error={err('contact_name')}
          required
          maxLength={L.name}
          autoComplete="name"
        />
        <TextField name="email" type="email" label={t('email')} error={err('email')} required maxLength={L.email} autoComplete="email" />
        <TextField name="phone" type="tel" label={t('phone')} error={err('phone')} maxLength={L.phone} autoComplete="tel" />
        <PositionChoice options={positions} error={invalid('position_id') || invalid('position') ? t('errors.position') : null} />
        <TextField
          name="headcount"
          type="number"
          inputMode="numeric"
          label={t('headcount')}
          error={err('headcount')}
          required
          min={L.headcountMin}
          max={L.headcountMax}
          step={1}
          defaultValue="1"
        />
        <TextField name="start_date" type="date" label={t('startDate')} error={err('start_date')} required min={minStartDate} />
        <TextField
          name="location"
          label={t('location')}
          placeholder={t('locationPlaceholder')}
          error={err('location')}
          required
          maxLength={L.location}
          autoComplete="street-address"
        />
      </div>
      <CalendarChoice minDate={minStartDate} invalid={invalid} />
      <TextAreaField name="notes" label={t('notes')} hint={t('notesHint')} error={err('notes')} maxLength={L.notes} rows={4} />
      <HoneypotField label={t('honeypot')} />
      <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
        {busy ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
