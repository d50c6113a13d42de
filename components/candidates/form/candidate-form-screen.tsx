'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/shell/page-header';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { BackLink } from '../detail/candidate-header';

// The form validates with the zod schema it shares with the API; it loads after the page, so zod stays
// out of the page's first-load JavaScript (DESIGN §6 budget).
const CandidateForm = dynamic(() => import('./candidate-form').then((m) => m.CandidateForm), { ssr: false });

export function CandidateFormScreen({ candidate }: { candidate: CandidateDetail | null }) {
  const t = useTranslations('candidates.form');
  return (
    <>
      <BackLink href={candidate ? `/candidates/${candidate._id}` : '/candidates'}>
        {candidate ? t('backToCandidate') : t('backToList')}
      </BackLink>
      <PageHeader title={candidate ? t('titleEdit', { name: candidate.name }) : t('titleNew')} subtitle={t('subtitle')} />
      <CandidateForm candidate={candidate} />
    </>
  );
}
