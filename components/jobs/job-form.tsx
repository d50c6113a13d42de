'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import type { JobInput } from '@/lib/jobs/schema';
import type { JobRow } from '@/lib/jobs/schema';
import { jobApi, revalidateJobs } from './api';
import { JobFormFields } from './job-form-fields';
import { useAction } from '@/lib/browser/use-action';
import { jobFormSchema, textsOf, type JobField } from './job-form-schema';

const JOB_FIELDS: readonly JobField[] = [
  'title',
  'description',
  'position',
  'category',
  'employment_type',
  'pay_rate_min',
  'pay_rate_max',
  'valid_through',
  'company_id',
  'location_id',
];

/** Create (no job) or edit: checked with the API's own schema before sending, server errors shown per field. */
export function JobForm({ job }: { job?: JobRow }) {
  const t = useTranslations('jobs.form');
  const router = useRouter();
  const { run } = useAction({ fallbackError: t('failed') });
  const form = useZodForm(jobFormSchema, textsOf(job));
  const [done, setDone] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = form.formState.isDirty && !done;
  const back = job ? `/jobs-v2/${job._id}` : '/jobs-v2';
  useUnsavedWarning(dirty && !form.formState.isSubmitting);

  async function save(input: JobInput) {
    const res = await run(
      () => (job ? jobApi.update(job._id, input) : jobApi.create(input)),
      t('saved'),
      (_, err) => applyServerErrors(form, err, JOB_FIELDS),
    );
    if (!res) return;
    void revalidateJobs();
    setDone(true);
    router.push(`/jobs-v2/${res.data._id}`);
  }

  return (
    // The schema's messages are English; each field shows its rule in the user's language instead.
    <Form form={form} onSubmit={save} errorText={(f) => t(`errors.${f as JobField}`)} className="max-w-4xl space-y-6">
      <JobFormFields />
      <div className="flex gap-2">
        <SubmitButton disabled={Boolean(job) && !dirty}>{job ? t('save') : t('create')}</SubmitButton>
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
