'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { BackLink, CandidateHeader } from '@/components/candidates/detail/candidate-header';
import { CandidateTabs } from '@/components/candidates/detail/candidate-tabs';
import { APPLICATION_TABS, type TabOptions } from '@/components/candidates/detail/tab-types';
import { ApplicationsTable } from '@/components/candidates/tabs/applications-table';
import { useCandidate } from '@/components/candidates/use-candidate';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useApi } from '@/lib/browser/typed-api';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { useBack } from '@/lib/url-state/use-back';

/** /applications/{candidateId}: the candidate seen through their applications, with the recruiting tabs. */
export function ApplicationScreen({ initial, options }: { initial: CandidateDetail; options: TabOptions }) {
  const t = useTranslations('candidates.applicationView');
  const { data } = useCandidate(initial._id, initial);
  const candidate = data?.data ?? initial;
  // The application list it was opened from, filters kept (its row links carry it as `back`).
  const back = useBack('/applications');
  const apps = useApi(candidatesRoutes.applications, { params: { id: candidate._id } });
  return (
    <>
      <BackLink href={back}>{t('back')}</BackLink>
      <CandidateHeader
        candidate={candidate}
        actions={
          <Button asChild variant="outline">
            <Link href={`/candidates/${candidate._id}`}>{t('openCandidate')}</Link>
          </Button>
        }
      />
      <section aria-labelledby="candidate-applications" className="mb-8 space-y-3">
        <h2 id="candidate-applications" className="text-lg font-semibold text-slate-900">
          {t('applicationsTitle')}
        </h2>
        <Loaded data={apps.data} error={apps.error} retry={() => void apps.mutate()}>
          {(body) =>
            body.data.length === 0 ? (
              <Empty>{t('empty')}</Empty>
            ) : (
              <ApplicationsTable rows={body.data} caption={t('caption', { name: candidate.name })} />
            )
          }
        </Loaded>
      </section>
      <CandidateTabs tabs={APPLICATION_TABS} candidate={candidate} options={options} />
    </>
  );
}
