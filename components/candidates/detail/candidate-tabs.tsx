'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from '@/components/ui/load-states';
import { Tabs } from '@/components/ui/tabs';
import { useListState } from '@/lib/url-state/use-list-state';
import { TAB_PARAMS, type CandidateTab, type TabOptions, type TabProps } from './tab-types';

// Radix mounts only the open tab, so each tab's code loads when it is first opened (route JS budget).
const TABS: Record<CandidateTab, LazyExoticComponent<ComponentType<TabProps>>> = {
  details: lazy(() => import('../tabs/details-tab')),
  notes: lazy(() => import('../tabs/notes-tab')),
  messages: lazy(() => import('../tabs/messages-tab')),
  documents: lazy(() => import('../tabs/documents-tab')),
  placements: lazy(() => import('../tabs/placements-tab')),
  resume: lazy(() => import('../tabs/resume-tab')),
  availability: lazy(() => import('../tabs/availability-tab')),
  preferences: lazy(() => import('../tabs/preferences-tab')),
  applications: lazy(() => import('../tabs/applications-tab')),
};

/**
 * The candidate's tabs, the open one in `?tab=`. The home tab (details when shown, else the first) leaves
 * the URL clean, and a tab that is hidden or unknown falls back to it.
 */
export function CandidateTabs({
  tabs,
  candidate,
  options,
}: {
  tabs: readonly CandidateTab[];
  candidate: TabProps['candidate'];
  options: TabOptions;
}) {
  const t = useTranslations('candidates.tabs');
  const [{ tab: requested }, update] = useListState(TAB_PARAMS);
  const home = tabs.includes('details') ? 'details' : tabs[0];
  const value = requested && tabs.includes(requested) ? requested : home;
  const items = tabs.map((tab) => {
    const Content = TABS[tab];
    return {
      value: tab,
      label: t(tab),
      content: (
        <Suspense fallback={<Loading />}>
          <Content candidate={candidate} options={options} />
        </Suspense>
      ),
    };
  });
  return <Tabs items={items} value={value} label={t('label')} onValueChange={(v) => update({ tab: v === home ? null : v })} />;
}
