'use client';
import { useAction } from '@/lib/browser/use-action';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/browser/typed-api';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { candidateBody, type CandidateInput } from '@/lib/candidates/schema';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { revalidateCandidateLists } from '../api';
import { useSetCandidate } from '../use-candidate';

const FORM_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'city'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const INPUT_PROPS: Record<FormField, { type?: string; autoComplete: string; maxLength: number; inputMode?: 'tel' | 'email' }> = {
  first_name: { autoComplete: 'given-name', maxLength: 80 },
  last_name: { autoComplete: 'family-name', maxLength: 80 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 25, inputMode: 'tel' },
  city: { autoComplete: 'address-level2', maxLength: 80 },
};
const REQUIRED: readonly FormField[] = ['first_name', 'last_name', 'email'];

const valuesOf = (c: CandidateDetail | null): Record<FormField, string> => ({
  first_name: c?.first_name ?? '',
  last_name: c?.last_name ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  city: c?.city ?? '',
});

/** Create (`candidate` null) or edit a candidate's core fields; leaving with unsaved changes asks first. */
export function CandidateForm({ candidate }: { candidate: CandidateDetail | null }) {
  const t = useTranslations('candidates.form');
  const router = useRouter();
  const { run } = useAction({ fallbackError: t('failed') });
  const setCandidate = useSetCandidate(candidate?._id ?? 'new');
  const form = useZodForm(candidateBody, valuesOf(candidate));
  const [done, setDone] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = form.formState.isDirty && !done;
  const back = candidate ? `/candidates/${candidate._id}` : '/candidates';
  useUnsavedWarning(dirty);

  async function save(input: CandidateInput) {
    const res = await run(
      async () => {
        const answer = candidate
          ? await callApi(candidatesRoutes.update, { params: { id: candidate._id }, body: input })
          : await callApi(candidatesRoutes.create, { body: input });
        if (candidate) await setCandidate(answer.data);
        return answer;
      },
      candidate ? t('saved') : t('created'),
      // A duplicate (409) is the email's fault; a 400 names its fields.
      (_, err) => applyServerErrors(form, err, FORM_FIELDS, 'email'),
    );
    if (!res) return;
    // The list pages (and any other cached candidate) show the change when next opened.
    void revalidateCandidateLists();
    setDone(true);
    router.push(`/candidates/${res.data._id}`);
  }

  return (
    <Form form={form} onSubmit={save} errorText={(f) => t(`errors.${f as FormField}`)} className="max-w-2xl">
      <div className="grid gap-4 sm:grid-cols-2">
        {FORM_FIELDS.map((f) => (
          <FormField
            key={f}
            name={f}
            label={REQUIRED.includes(f) ? t('requiredLabel', { label: t(`fields.${f}`) }) : t(`fields.${f}`)}
            hint={f === 'phone' ? t('phoneHint') : undefined}
          >
            {(p) => <Input {...p} {...INPUT_PROPS[f]} required={REQUIRED.includes(f)} />}
          </FormField>
        ))}
      </div>
      <div className="flex gap-2">
        <SubmitButton>{candidate ? t('save') : t('create')}</SubmitButton>
        <Button
          type="button"
          variant="outline"
          disabled={form.formState.isSubmitting}
          onClick={() => (dirty ? setConfirmLeave(true) : router.push(back))}
        >
          {t('cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t('discardTitle')}
        description={t('discardBody')}
        confirmLabel={t('discard')}
        cancelLabel={t('keepEditing')}
        onConfirm={() => router.push(back)}
      />
    </Form>
  );
}
