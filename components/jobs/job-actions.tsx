'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { availableActions } from '@/lib/jobs/transitions';
import type { JobAction } from '@/lib/jobs/types';
import type { JobRow } from '@/lib/jobs/schema';
import { showSaved } from '@/lib/browser/invalidate';
import { jobsRoutes } from '@/lib/contracts/routes/jobs';
import { jobApi, revalidateJobs } from './api';
import { useAction } from '@/lib/browser/use-action';
import { withFrom } from '@/lib/url-state/back-link';
import { useBack } from '@/lib/url-state/use-back';

/** Edit, and the life-cycle moves the job's state allows; closing (final) asks first. */
export function JobActions({ job }: { job: JobRow }) {
  const t = useTranslations('jobs.actions');
  // Edit keeps the list the job was opened from, so the editor's way back returns to it.
  const back = useBack('/jobs-v2');
  const act = useAction({ revalidate: revalidateJobs, fallbackError: t('failed') });
  const [busy, setBusy] = useState<JobAction | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const actions = availableActions({ status: job.status, publishedAt: job.published_at ? new Date(job.published_at) : null });

  async function run(action: JobAction) {
    setBusy(action);
    await act.run(
      async () => {
        const res = await jobApi.act(job._id, action);
        await showSaved(jobsRoutes.get, { data: res.data }, { params: { id: job._id } });
      },
      t(`done.${action}`),
    );
    setBusy(null);
    setConfirmClose(false);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link href={withFrom(`/jobs-v2/${job._id}/update`, back)}>{t('edit')}</Link>
      </Button>
      {actions.includes('publish') ? (
        <Button loading={busy === 'publish'} onClick={() => void run('publish')}>
          {t('publish')}
        </Button>
      ) : null}
      {actions.includes('unpublish') ? (
        <Button variant="outline" loading={busy === 'unpublish'} onClick={() => void run('unpublish')}>
          {t('unpublish')}
        </Button>
      ) : null}
      {actions.includes('close') ? (
        <Button variant="danger" onClick={() => setConfirmClose(true)}>
          {t('close')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('closeTitle', { title: job.title })}
        description={t('closeBody')}
        confirmLabel={t('close')}
        cancelLabel={t('cancel')}
        busy={busy === 'close'}
        onConfirm={() => void run('close')}
      />
    </div>
  );
}
