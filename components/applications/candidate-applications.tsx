'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/browser/api-client';
import { useApi } from '@/lib/browser/typed-api';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { AddApplication } from './add-application';
import { ApplicationRowEditor } from './application-row-editor';

/** /applications/update/{candidateId}: each of the candidate's applications editable (status, job, source). */
export function CandidateApplicationsEditor({ candidateId }: { candidateId: string }) {
  const t = useTranslations('applications');
  const { data, error, mutate } = useApi(
    candidatesRoutes.applicationsOf,
    { params: { candidateId } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  useUnsavedWarning(dirty.size > 0);
  const onDirty = (id: string, on: boolean) =>
    setDirty((d) => {
      if (d.has(id) === on) return d;
      const next = new Set(d);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const back = (
    <Link href="/applications" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
      <span aria-hidden>←</span>
      {t('back')}
    </Link>
  );

  if (error instanceof HttpError && error.status === 404) {
    return (
      <>
        {back}
        <EmptyState
          title={t('notFound.title')}
          body={t('notFound.body')}
          action={
            <Button asChild variant="outline">
              <Link href="/applications">{t('back')}</Link>
            </Button>
          }
        />
      </>
    );
  }
  if (error && !data)
    return (
      <>
        {back}
        <LoadError onRetry={() => void mutate()} />
      </>
    );
  if (!data)
    return (
      <>
        <Spinner position="top" label={t('loading')} />
        <p aria-busy="true" className="py-10 text-center text-sm text-slate-700">
          {t('loading')}
        </p>
      </>
    );
  const { candidate, applications } = data.data;
  return (
    <>
      {back}
      <h1 className="text-2xl font-semibold text-slate-900">{t('editor.title', { name: candidate.name })}</h1>
      <p className="mb-6 mt-1 text-sm text-slate-700">
        {candidate.email} ·{' '}
        <Link href={`/applications/${candidate._id}`} className="font-medium underline underline-offset-2">
          {t('editor.view')}
        </Link>
      </p>
      {applications.length ? (
        <ul className="space-y-3">
          {applications.map((a) => (
            <ApplicationRowEditor key={a._id} app={a} onDirty={onDirty} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('editor.emptyTitle')} body={t('editor.emptyBody')} />
      )}
      <AddApplication candidateId={candidate._id} />
    </>
  );
}
