'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { useApi } from '@/lib/browser/typed-api';
import type { Patch } from '@/lib/url-state/use-list-state';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { ASSIGNMENT_STATUSES } from '@/lib/onboarding/constants';
import type { OnboardingQuery } from '../url-state';

export const CLEAR_FILTERS = { packet_id: null, status: null, q: null, page: null } as const;

/** Packet, status and candidate search; every change returns to page 1. */
export function AssignmentFilters({ query, update }: { query: OnboardingQuery; update: (p: Patch) => void }) {
  const t = useTranslations('onboarding.assignments');
  const tStatus = useTranslations('onboarding.status');
  const { data: packets } = useApi(onboardingRoutes.packets, { query: { archived: 'all', per_page: 100 } });
  const set = (patch: Patch) => update({ ...patch, page: null });
  const active = query.packetFilter || query.status !== 'all' || query.search;
  return (
    <div role="search" aria-label={t('filters')} className="flex flex-wrap items-start gap-3">
      <Select
        label={t('packet')}
        size="sm"
        className="w-56"
        value={query.packetFilter ?? ''}
        onValueChange={(v) => set({ packet_id: v || null })}
        options={[
          { value: '', label: t('allPackets') },
          // A packet named by the URL but not (yet) listed still reads as chosen.
          ...(query.packetFilter && !packets?.data.some((x) => x._id === query.packetFilter)
            ? [{ value: query.packetFilter, label: t('selectedPacket') }]
            : []),
          ...(packets?.data ?? []).map((x) => ({ value: x._id, label: x.name })),
        ]}
      />
      <Select
        label={t('status')}
        size="sm"
        className="w-40"
        value={query.status}
        onValueChange={(v) => set({ status: v === 'all' ? null : v })}
        options={[{ value: 'all', label: t('allStatuses') }, ...ASSIGNMENT_STATUSES.map((s) => ({ value: s, label: tStatus(s) }))]}
      />
      <SearchBox value={query.search} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q: q || null })} />
      {active ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => update(CLEAR_FILTERS)}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
