'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { useToast } from '@/components/ui/toast';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import type { JobInput } from '@/lib/jobs/schema';
import type { JobRow } from '@/lib/jobs/types';
import { jobApi, revalidateJobs } from './api';
import { JobFormFields } from './job-form-fields';
import { messageOf } from '@/lib/browser/message-of';
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
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useZodForm(jobFormSchema, textsOf(job));
  const [done, setDone] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = form.formState.isDirty && !done;
  const back = job ? `/jobs-v2/${job._id}` : '/jobs-v2';
  useUnsavedWarning(dirty && !form.formState.isSubmitting);

  async function save(input: JobInput) {
    try {
      const res = job ? await jobApi.update(job._id, input) : await jobApi.create(input);
      void revalidateJobs(mutate);
      setDone(true);
      toast.success(t('saved'));
      router.push(`/jobs-v2/${res.data._id}`);
    } catch (err) {
      toast.error(messageOf(err, t('failed')));
      applyServerErrors(form, err, JOB_FIELDS);
    }
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
