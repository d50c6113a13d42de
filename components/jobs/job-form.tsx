'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { jobInput } from '@/lib/jobs/schema';
import type { JobRow } from '@/lib/jobs/types';
import { jobApi, revalidateJobs } from './api';
import { draftOf, problemsOf, toInput, type JobDraft, type JobField } from './job-draft';
import { JobFormFields } from './job-form-fields';
import { messageOf } from '@/lib/browser/use-action';
import { translatedOr } from '@/lib/i18n/keys';

/** Create (no job) or edit: validated with the API's own schema before sending, server errors shown per field. */
export function JobForm({ job }: { job?: JobRow }) {
  const t = useTranslations('jobs.form');
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => JSON.stringify(draftOf(job)));
  const [draft, setDraft] = useState<JobDraft>(() => draftOf(job));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<JobField, string>>>({});
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = JSON.stringify(draft) !== initial;
  // The schema's messages are English; each field shows its rule in the user's language instead.
  const problems = Object.fromEntries(Object.keys(tried ? problemsOf(draft) : {}).map((f) => [f, translatedOr(t, `errors.${f}`, f)])) as Partial<Record<JobField, string>>;
  const back = job ? `/jobs-v2/${job._id}` : '/jobs-v2';

  useUnsavedWarning(dirty && !saving);

  const set = (field: JobField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const parsed = jobInput.safeParse(toInput(draft));
    if (!parsed.success) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const res = job ? await jobApi.update(job._id, parsed.data) : await jobApi.create(parsed.data);
      void revalidateJobs(mutate);
      toast.success(res.message || t('saved'));
      router.push(`/jobs-v2/${res.data._id}`);
    } catch (err) {
      toast.error(messageOf(err, t('failed')));
      const errors = err instanceof HttpError ? err.body.errors ?? {} : {};
      setServerErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v)])) as Partial<Record<JobField, string>>);
      setSaving(false);
    }
  }

  const count = Object.keys(problems).length;
  return (
    <form ref={formRef} onSubmit={save} noValidate className="max-w-4xl space-y-6">
      {count > 0 ? <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">{t('summary', { count })}</p> : null}
      <JobFormFields draft={draft} errors={{ ...serverErrors, ...problems }} onChange={set} />
      <div className="flex gap-2">
        <Button type="submit" loading={saving} disabled={Boolean(job) && !dirty}>{job ? t('save') : t('create')}</Button>
        <Button type="button" variant="outline" disabled={saving} onClick={() => (dirty ? setConfirmLeave(true) : router.push(back))}>{t('cancel')}</Button>
      </div>
      <ConfirmDialog open={confirmLeave} onOpenChange={setConfirmLeave} title={t('discardTitle')} description={t('discardBody')}
        confirmLabel={t('discard')} cancelLabel={t('keepEditing')} onConfirm={() => router.push(back)} />
    </form>
  );
}
