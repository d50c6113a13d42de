'use client';
import { useAction } from '@/lib/browser/use-action';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { updateApplicationBody } from '@/lib/applications/schema';
import type { ApplicationRow } from '@/lib/applications/schema';
import { applicationApi, revalidateApplications } from './api';
import { ApplicationFields, type AppDraft, type AppErrors } from './application-fields';
import { useApplicationOptions } from './use-options';
import { translatedOr } from '@/lib/i18n/keys';

const draftOf = (a: ApplicationRow): AppDraft => ({ job_id: a.job_id ?? '', status_id: a.status_id ?? '', source: a.source });

/** One application of the candidate: job, status and source, saved on its own. */
export function ApplicationRowEditor({ app, onDirty }: { app: ApplicationRow; onDirty: (id: string, dirty: boolean) => void }) {
  const t = useTranslations('applications.editor');
  const format = useFormatter();
  const { busy: saving, run } = useAction({ fallbackError: t('failed') });
  const { jobs, statuses, sources } = useApplicationOptions();
  const [draft, setDraft] = useState(() => draftOf(app));
  const [errors, setErrors] = useState<AppErrors>({});
  const initial = draftOf(app);
  const changed = (Object.keys(draft) as (keyof AppDraft)[]).filter((k) => draft[k] !== initial[k]);

  const change = (patch: Partial<AppDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setErrors({});
    onDirty(
      app._id,
      (Object.keys(next) as (keyof AppDraft)[]).some((k) => next[k] !== initial[k]),
    );
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    // Only what changed is sent; an emptied job means "no job".
    const body = Object.fromEntries(changed.map((k) => [k, k === 'job_id' ? draft.job_id || null : draft[k]]));
    const parsed = updateApplicationBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), translatedOr(t, `errors.${String(i.path[0] ?? 'status_id')}`, i.message)]),
        ),
      );
      return;
    }
    await run(
      async () => {
        await applicationApi.update(app._id, parsed.data);
        onDirty(app._id, false);
        await revalidateApplications();
      },
      t('saved'),
      setErrors,
    );
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="mb-3 text-sm text-slate-700">
        {t('applied', { date: format.dateTime(new Date(app.created_at), { dateStyle: 'medium' }) })}
      </p>
      <form
        onSubmit={save}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={t('formLabel', { job: app.job_title ?? t('noJob') })}
      >
        <ApplicationFields
          draft={draft}
          errors={errors}
          jobs={jobs}
          statuses={statuses}
          sources={sources}
          onChange={change}
          current={{ job: app.job_title, status: app.status_name, source: app.source }}
        />
        <Button type="submit" loading={saving} disabled={changed.length === 0}>
          {t('save')}
        </Button>
      </form>
    </li>
  );
}
