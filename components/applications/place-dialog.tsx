'use client';
import { useTranslations } from 'next-intl';
import { companiesOf, sitesOf } from '@/components/jobs/places';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import type { PlaceField, PlaceForm } from '@/lib/applications/place-schema';
import type { ApplicationRow } from '@/lib/applications/schema';
import { useLocations } from '@/lib/browser/use-locations';
import type { StatusOption } from '@/lib/statuses/schema';
import { placeFormSchema, placeTextsOf } from './place-form-schema';
import { usePlace } from './use-place';

/** "Place" on an application: client company → its location, position, dates and rates; starts from the job (its position and posted pay). */
export function PlaceDialog({ app, statuses, onClose }: { app: ApplicationRow; statuses: StatusOption[]; onClose: () => void }) {
  const t = useTranslations('applications.place');
  const locations = useLocations();
  const place = usePlace(statuses);
  const form = useZodForm(placeFormSchema, placeTextsOf(app));
  const busy = form.formState.isSubmitting;
  const companyId = form.watch('company_id');
  const startDate = form.watch('start_date');

  async function submit(data: PlaceForm) {
    if (await place(app, data)) onClose();
  }

  const input = (f: PlaceField, type: string, extra: Record<string, string | number> = {}) => (
    <FormField name={f} label={t(`fields.${f}`)}>
      {(p) => <Input {...p} {...extra} type={type} />}
    </FormField>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('title', { name: app.candidate_name })}
      description={app.job_title ? t('forJob', { job: app.job_title }) : undefined}
    >
      {/* The schema's messages are English; each field says its rule in the user's language instead. */}
      <Form form={form} onSubmit={submit} errorText={(f) => t(`errors.${f as PlaceField}`)} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormSelect
            name="company_id"
            label={t('fields.company_id')}
            options={[{ value: '', label: t('chooseCompany') }, ...companiesOf(locations).map((c) => ({ value: c.id, label: c.name }))]}
            // A location of another company is cleared when the company changes.
            onChange={() => form.setValue('location_id', '')}
          />
          <FormSelect
            name="location_id"
            label={t('fields.location_id')}
            disabled={!companyId}
            options={[
              { value: '', label: t('chooseLocation') },
              ...sitesOf(locations, companyId).map((l) => ({ value: l._id, label: l.name })),
            ]}
          />
          <div className="sm:col-span-2">{input('position', 'text', { maxLength: 80 })}</div>
          {input('start_date', 'date')}
          {input('end_date', 'date', startDate ? { min: startDate } : {})}
          {input('bill_rate', 'number', { min: 0, step: '0.01', inputMode: 'decimal' })}
          {input('pay_rate', 'number', { min: 0, step: '0.01', inputMode: 'decimal' })}
          <div className="mt-3 flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton>{t('submit')}</SubmitButton>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
