'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/shell/page-header';
import type { CandidateDetail } from '@/lib/candidates/types';
import { BackLink } from '../detail/candidate-header';
import { CandidateForm } from './candidate-form';

export function CandidateFormScreen({ candidate }: { candidate: CandidateDetail | null }) {
  const t = useTranslations('candidates.form');
  return (
    <>
      <BackLink href={candidate ? `/candidates/${candidate._id}` : '/candidates'}>{candidate ? t('backToCandidate') : t('backToList')}</BackLink>
      <PageHeader title={candidate ? t('titleEdit', { name: candidate.name }) : t('titleNew')} subtitle={t('subtitle')} />
      <CandidateForm candidate={candidate} />
    </>
  );
}
