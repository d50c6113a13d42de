'use client';
import { useTranslations } from 'next-intl';
import { ClientBlocksSection } from '@/components/worker-blocks/client-blocks-section';
import { useFormat } from '@/lib/browser/format';
import type { TabProps } from '../detail/tab-types';
import { CustomFieldsEditor } from './custom-fields-editor';
import { ExclusionsPanel } from './exclusions-panel';
import { Section } from './section';
import { StatusEditor } from './status-editor';

/** Details: status, the core facts, custom fields, client exclusions and the clients' own blocks. */
export default function DetailsTab({ candidate, options }: TabProps) {
  const t = useTranslations('candidates.details');
  const fmt = useFormat();
  const facts: [string, string][] = [
    [t('firstName'), candidate.first_name],
    [t('lastName'), candidate.last_name],
    [t('email'), candidate.email],
    [t('phone'), candidate.phone ?? '—'],
    [t('city'), candidate.city ?? '—'],
    [t('added'), fmt.date(candidate.created_at)],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <Section id="candidate-status" title={t('statusTitle')} hint={t('statusHint')}>
          <StatusEditor key={candidate.status_id ?? 'none'} candidate={candidate} statuses={options.statuses} />
        </Section>
        <Section id="candidate-facts" title={t('factsTitle')}>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-700">{label}</dt>
                <dd className="break-all text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
      <div className="space-y-8">
        <Section id="candidate-custom-fields" title={t('customFieldsTitle')} hint={t('customFieldsHint')}>
          <CustomFieldsEditor candidate={candidate} />
        </Section>
        <Section id="candidate-exclusions" title={t('exclusionsTitle')} hint={t('exclusionsHint')}>
          <ExclusionsPanel candidateId={candidate._id} companies={options.companies} />
        </Section>
        <ClientBlocksSection candidateId={candidate._id} />
      </div>
    </div>
  );
}
