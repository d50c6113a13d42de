'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PacketsTab } from '@/components/onboarding/packets/packets-tab';
import { ONBOARDING_KEYS, onboardingParams } from '@/components/onboarding/url-state';
import { Tabs } from '@/components/ui/tabs';
import { useListState } from '@/lib/url-state/use-list-state';

// The manager validates with the zod schema it shares with the API: loaded when its tab is first opened.
const DocumentTypesTab = dynamic(
  () => import('@/components/onboarding/document-types/document-types-tab').then((m) => m.DocumentTypesTab),
  { ssr: false },
);

const SECTIONS = ['packets', 'document-types'] as const;

/**
 * Admin "onboarding" tab: the same packet editor and document types manager as /onboarding (one
 * implementation), with the open packet and section in the URL as there. Assigning packets to
 * candidates is day-to-day work and stays on /onboarding.
 */
export function OnboardingTab() {
  const t = useTranslations('dataImport.onboardingTab');
  const tTabs = useTranslations('onboarding.tabs');
  const [query, update] = useListState(onboardingParams, ONBOARDING_KEYS);
  const section = query.tab === 'document-types' ? 'document-types' : 'packets';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-700">{t('intro')}</p>
        <Link
          href="/onboarding?tab=assignments"
          className="text-sm font-medium text-slate-900 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
        >
          {t('assignments')}
        </Link>
      </div>
      <Tabs
        label={tTabs('label')}
        value={section}
        onValueChange={(v) => update({ tab: v === 'packets' ? null : v })}
        items={SECTIONS.map((s) => ({
          value: s,
          label: tTabs(s),
          content: s === 'packets' ? <PacketsTab query={query} update={update} /> : <DocumentTypesTab />,
        }))}
      />
    </div>
  );
}
