'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { createApplicationBody } from '@/lib/applications/schema';
import { applicationApi, revalidateApplications } from './api';
import { ApplicationFields, type AppDraft, type AppErrors } from './application-fields';
import { useApplicationOptions } from './use-options';
import { translatedOr } from '@/lib/i18n/keys';

/** Staff add an application for this candidate; empty status and source take the company's defaults. */
export function AddApplication({ candidateId }: { candidateId: string }) {
  const t = useTranslations('applications.editor');
  const { jobs, statuses, sources } = useApplicationOptions();
  const empty: AppDraft = { job_id: '', status_id: '', source: '' };
  const [draft, setDraft] = useState<AppDraft>(empty);
  const [errors, setErrors] = useState<AppErrors>({});
  const { busy, run } = useAction({ fallbackError: t('failed') });
  // Until the user picks, show the defaults the server would apply.
  const shown: AppDraft = {
    ...draft,
    status_id: draft.status_id || (statuses.find((s) => s.is_default)?._id ?? ''),
    source: draft.source || (sources.find((s) => s.is_default)?.name ?? ''),
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createApplicationBody.safeParse({
      candidate_id: candidateId,
      job_id: shown.job_id || null,
      status_id: shown.status_id || undefined,
      source: shown.source || undefined,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translatedOr(t, `errors.${String(i.path[0])}`, i.message)])),
      );
      return;
    }
    const added = await run(async () => {
      await applicationApi.create(parsed.data);
      setDraft(empty);
      await revalidateApplications();
      return true;
    }, t('added'));
    if (!added) return;
  }

  return (
    <section aria-labelledby="add-application" className="mt-8 rounded-lg border border-dashed border-slate-300 bg-white p-4">
      <h2 id="add-application" className="mb-3 text-base font-semibold text-slate-900">
        {t('addTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <ApplicationFields
          draft={shown}
          errors={errors}
          jobs={jobs.filter((j) => j.status !== 'closed')}
          statuses={statuses}
          sources={sources}
          onChange={(patch) => {
            setDraft((d) => ({ ...d, ...patch }));
            setErrors({});
          }}
        />
        <Button type="submit" variant="outline" loading={busy}>
          {t('add')}
        </Button>
      </form>
    </section>
  );
}
