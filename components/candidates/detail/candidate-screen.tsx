'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { useBack } from '@/lib/url-state/use-back';
import { useCandidate } from '../use-candidate';
import { BackLink, CandidateHeader } from './candidate-header';
import { CandidateTabs } from './candidate-tabs';
import { CANDIDATE_TABS, type TabOptions } from './tab-types';

/** /candidates/{id}: header and the tabs the tenant shows (profile sections); edits in any tab refresh the shared candidate. */
export function CandidateScreen({ initial, options }: { initial: CandidateDetail; options: TabOptions }) {
  const t = useTranslations('candidates.detail');
  const { data } = useCandidate(initial._id, initial);
  const candidate = data?.data ?? initial;
  const back = useBack('/candidates');
  return (
    <>
      <BackLink href={back}>{t('back')}</BackLink>
      <CandidateHeader
        candidate={candidate}
        actions={
          <Button asChild variant="outline">
            <Link href={`/candidates/update/${candidate._id}`}>{t('edit')}</Link>
          </Button>
        }
      />
      <CandidateTabs tabs={options.sections ?? CANDIDATE_TABS} candidate={candidate} options={options} />
    </>
  );
}
