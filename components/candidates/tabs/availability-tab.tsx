'use client';
import { useTranslations } from 'next-intl';
import { Loaded } from '@/components/ui/load-states';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { TabProps } from '../detail/tab-types';
import { Section } from './section';
import { WeekStrip } from './week-strip';
import { WeeklyEditor } from './weekly-editor';
import { WindowsPanel } from './windows-panel';

export default function AvailabilityTab({ candidate }: TabProps) {
  const t = useTranslations('candidates.availability');
  const { data, error, mutate } = useApi(candidatesRoutes.availability, { params: { candidateId: candidate._id } });
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {({ data: availability }) => (
        <div className="grid gap-8 xl:grid-cols-2">
          <Section id="availability-weekly" title={t('weeklyTitle')} hint={t('weeklyHint')}>
            <WeeklyEditor
              candidateId={candidate._id}
              weekly={availability.weekly}
              onSaved={(next) => void mutate({ data: next }, { revalidate: false })}
            />
          </Section>
          <div className="space-y-8">
            <Section id="availability-strip" title={t('stripTitle')} hint={t('stripHint')}>
              <WeekStrip availability={availability} />
            </Section>
            <Section id="availability-windows" title={t('windowsTitle')} hint={t('windowsHint')}>
              <WindowsPanel candidateId={candidate._id} windows={availability.windows} onChanged={() => void mutate()} />
            </Section>
          </div>
        </div>
      )}
    </Loaded>
  );
}
