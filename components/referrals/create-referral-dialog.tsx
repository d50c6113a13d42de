'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import { useAction } from '@/lib/browser/use-action';
import { Checkbox } from '@/components/ui/checkbox';
import { control } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { createReferralBody } from '@/lib/referrals/schema';
import type { StatusOption } from '@/lib/statuses/types';
import { referralsApi, revalidateReferrals } from './api';
import { CandidatePicker, type Picked } from './candidate-picker';

type Outsider = { referred_name: string; referred_email: string; referred_phone: string };

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
  const [referrer, setReferrer] = useState<Picked | null>(null);
  const [referred, setReferred] = useState<Picked | null>(null);
  const [outside, setOutside] = useState(false);
  const [person, setPerson] = useState<Outsider>({ referred_name: '', referred_email: '', referred_phone: '' });
  const [statusId, setStatusId] = useState('');
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidateReferrals, fallbackError: t('failed') });
  const err = (field: string, text: string) => (invalid.has(field) ? text : (serverErrors[field] ?? null));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      referrer_candidate_id: referrer?._id ?? '',
      ...(outside ? person : { referred_candidate_id: referred?._id ?? '' }),
      status_id: statusId || null,
    };
    const parsed = createReferralBody.safeParse(body);
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    if (!parsed.success) return;
    const created = await run(() => referralsApi.create(body), t('created'));
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
      <form onSubmit={submit} noValidate className="space-y-4">
        <CandidatePicker
          label={t('referrer')}
          value={referrer}
          onChange={setReferrer}
          exclude={referred?._id}
          error={err('referrer_candidate_id', t('referrerError'))}
        />
        <Checkbox label={t('outside')} checked={outside} onChange={(e) => setOutside(e.target.checked)} />
        {outside ? (
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('outsideLegend')}</legend>
            <Field label={t('name')} error={err('referred_name', t('nameError'))}>
              {(p) => (
                <Input
                  {...p}
                  value={person.referred_name}
                  maxLength={160}
                  onChange={(e) => setPerson({ ...person, referred_name: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('email')} error={err('referred_email', t('emailError'))}>
              {(p) => (
                <Input
                  {...p}
                  type="email"
                  value={person.referred_email}
                  onChange={(e) => setPerson({ ...person, referred_email: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('phone')} error={err('referred_phone', t('phoneError'))}>
              {(p) => (
                <Input
                  {...p}
                  type="tel"
                  value={person.referred_phone}
                  onChange={(e) => setPerson({ ...person, referred_phone: e.target.value })}
                />
              )}
            </Field>
          </fieldset>
        ) : (
          <CandidatePicker
            label={t('referred')}
            value={referred}
            onChange={setReferred}
            exclude={referrer?._id}
            error={err('referred_candidate_id', t('referredError')) ?? err('referred_name', t('referredError'))}
          />
        )}
        <Field label={t('status')} hint={t('statusHint')}>
          {(p) => (
            <select {...p} value={statusId} onChange={(e) => setStatusId(e.target.value)} className={`${control} h-10 w-full`}>
              <option value="">{t('defaultStatus')}</option>
              {statuses.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('submit')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
