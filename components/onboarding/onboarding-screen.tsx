'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import type { ResultOf } from '@/lib/browser/typed-api';
import type { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { useListState } from '@/lib/url-state/use-list-state';
import { AssignmentsTab } from './assignments/assignments-tab';
import { PacketsTab } from './packets/packets-tab';
import { ONBOARDING_KEYS, onboardingParams, TABS, type OnboardingTab } from './url-state';

// Document types validate with the zod schema shared with the API: the tab loads when first opened (DESIGN §6 budget).
const DocumentTypesTab = dynamic(() => import('./document-types/document-types-tab').then((m) => m.DocumentTypesTab), { ssr: false });

/** The first page of the list the URL opens on, rendered by the server page. */
export type OnboardingFirstPage = {
  packets?: ResultOf<typeof onboardingRoutes.packets>;
  assignments?: ResultOf<typeof onboardingRoutes.assignments>;
};

/** /onboarding: packets and their items, who has which packet and how far they are, and document types. */
export function OnboardingScreen({ initial = {} }: { initial?: OnboardingFirstPage }) {
  const t = useTranslations('onboarding.tabs');
  const [query, update] = useListState(onboardingParams, ONBOARDING_KEYS);
  const content: Record<OnboardingTab, ReactNode> = {
    packets: <PacketsTab query={query} update={update} initial={initial.packets} />,
    assignments: <AssignmentsTab query={query} update={update} initial={initial.assignments} />,
    'document-types': <DocumentTypesTab />,
  };
  return (
    <Tabs
      label={t('label')}
      value={query.tab}
      onValueChange={(v) => update({ tab: v === 'packets' ? null : v })}
      items={TABS.map((tab) => ({ value: tab, label: t(tab), content: content[tab] }))}
    />
  );
}
