'use client';
import { useTranslations } from 'next-intl';
import { useStatusName } from '@/components/statuses/use-status-name';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import type { CreateReferralInput } from '@/lib/referrals/schema';
import type { StatusOption } from '@/lib/statuses/schema';
import { referralsApi, revalidateReferrals } from './api';
import { CandidatePicker } from './candidate-picker';
import { EMPTY_REFERRAL, REFERRAL_FIELDS, referralFormSchema, type ReferralField, type ReferralTexts } from './referral-form-schema';

/** A candidate picker bound to the form: its error is the first of `errorFields` that failed. */
function PickerField({
  name,
  label,
  exclude,
  errorFields,
  errorText,
}: {
  name: 'referrer_candidate_id' | 'referred_candidate_id';
  label: string;
  exclude?: string;
  errorFields: readonly ReferralField[];
  errorText: string;
}) {
  const { control, formState } = useFormContext<ReferralTexts>();
  const failed = errorFields.map((f) => get(formState.errors, f) as FieldError | undefined).find(Boolean);
  // A refusal from the server says its own (translated) words; the browser's own check says the field's rule.
  const error = failed ? (failed.type === 'server' && failed.message ? failed.message : errorText) : null;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <CandidatePicker label={label} value={field.value} onChange={field.onChange} exclude={exclude} error={error} />
      )}
    />
  );
}

/** A new referral: the referring candidate, then the referred one (a candidate, or someone not in the system yet). */
export function CreateReferralDialog({
  statuses,
  onClose,
  onCreated,
}: {
  statuses: StatusOption[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const t = useTranslations('referrals.create');
  const tForm = useTranslations('common.form');
  const statusName = useStatusName();
  const form = useZodForm(referralFormSchema, EMPTY_REFERRAL);
  const { run } = useAction({ revalidate: revalidateReferrals, fallbackError: t('failed') });
  const [outside, referrer, referred] = form.watch(['outside', 'referrer_candidate_id', 'referred_candidate_id']);
  const texts: Partial<Record<ReferralField, string>> = {
    referrer_candidate_id: t('referrerError'),
    referred_candidate_id: t('referredError'),
    // Without an outsider, a missing referred candidate is reported on the name the body then lacks.
    referred_name: outside ? t('nameError') : t('referredError'),
    referred_email: t('emailError'),
    referred_phone: t('phoneError'),
  };

  async function submit(body: CreateReferralInput) {
    const created = await run(
      () => referralsApi.create(body),
      t('created'),
      (refused) => {
        for (const f of REFERRAL_FIELDS) if (refused[f]) form.setError(f, { type: 'server', message: refused[f] });
      },
    );
    if (created) onCreated(created.data._id);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      description={t('intro')}
    >
      <Form form={form} onSubmit={submit} errorText={(f) => texts[f as ReferralField] ?? tForm('invalid')} className="space-y-4">
        <PickerField
          name="referrer_candidate_id"
          label={t('referrer')}
          exclude={referred?._id}
          errorFields={['referrer_candidate_id']}
          errorText={t('referrerError')}
        />
        <Checkbox label={t('outside')} {...form.register('outside')} />
        {outside ? (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('outsideLegend')}</legend>
            <FormField name="referred_name" label={t('name')}>
              {(p) => <Input {...p} maxLength={160} />}
            </FormField>
            <FormField name="referred_email" label={t('email')}>
              {(p) => <Input {...p} type="email" />}
            </FormField>
            <FormField name="referred_phone" label={t('phone')}>
              {(p) => <Input {...p} type="tel" />}
            </FormField>
          </fieldset>
        ) : (
          <PickerField
            name="referred_candidate_id"
            label={t('referred')}
            exclude={referrer?._id}
            errorFields={['referred_candidate_id', 'referred_name']}
            errorText={t('referredError')}
          />
        )}
        <FormSelect
          name="status_id"
          label={t('status')}
          hint={t('statusHint')}
          options={[{ value: '', label: t('defaultStatus') }, ...statuses.map((s) => ({ value: s._id, label: statusName(s.name) }))]}
        />
        <FormActions
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('submit')}
          busy={form.formState.isSubmitting}
          className="pt-2"
        />
      </Form>
    </Dialog>
  );
}
