'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import type { DashboardLabel } from '@/lib/settings/labels';
import { localDay, whosWorkingHref, type WhosWorkingState } from './url-state';
import { preloadLiveBoard, useLocations } from './use-whos-working';

function ViewLoading() {
  const t = useTranslations('whosWorking.live');
  return <Spinner position="top" label={t('loading')} />;
}

// Each view is its own chunk: the shell already spends ~194 of the route's 200 kB first-load budget
// (DESIGN §6). Nothing is lost by it, since both views render client-fetched data only; the live
// request is started in parallel below, so the chunk download does not delay the first numbers.
const LiveBoard = dynamic(() => import('./live-board').then((m) => m.LiveBoard), { ssr: false, loading: ViewLoading });
const HistoryView = dynamic(() => import('./history-view').then((m) => m.HistoryView), { ssr: false, loading: ViewLoading });

const noSubscription = () => () => {};

/** Today in the browser's zone; '' during server rendering, where the reader's day is unknown. */
function useToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => localDay(new Date()),
    () => '',
  );
}

/**
 * The who's working screen: a live tab and a history tab. Local state drives the screen so inputs stay
 * responsive; every change is mirrored into the URL (router.replace, no history entry per change) so
 * the exact view can be shared or reloaded.
 */
export function WhosWorkingScreen({ initial, shiftLabel }: { initial: WhosWorkingState; shiftLabel: DashboardLabel }) {
  const t = useTranslations('whosWorking');
  const router = useRouter();
  const today = useToday();
  const [state, setState] = useState(initial);
  const { data: locations = [] } = useLocations();

  // Only for the first paint: later changes are fetched by the mounted board itself.
  const preloaded = useRef(false);
  useEffect(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    if (initial.view === 'live') preloadLiveBoard(initial.location);
  }, [initial.view, initial.location]);

  function update(patch: Partial<WhosWorkingState>) {
    const next = { ...state, ...patch };
    setState(next);
    router.replace(whosWorkingHref(next), { scroll: false });
  }

  return (
    <Tabs
      label={t('tabs.label')}
      value={state.view}
      onValueChange={(v) => update({ view: v === 'history' ? 'history' : 'live' })}
      items={[
        {
          value: 'live',
          label: t('tabs.live'),
          content: (
            <LiveBoard
              location={state.location}
              onLocationChange={(location) => update({ location })}
              locations={locations}
              shiftLabel={shiftLabel}
            />
          ),
        },
        {
          value: 'history',
          label: t('tabs.history'),
          // Until hydration "today" is unknown; rendering the form then would flash a missing-date error.
          content: today ? (
            <HistoryView
              from={state.from ?? today}
              to={state.to ?? today}
              location={state.location}
              locations={locations}
              onChange={update}
            />
          ) : null,
        },
      ]}
    />
  );
}
