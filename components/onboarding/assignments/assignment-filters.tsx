'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import { ASSIGNMENT_STATUSES } from '@/lib/onboarding/constants';
import type { PacketRow } from '@/lib/onboarding/types';
import { P, useOnboarding, type List } from '../api';
import type { OnboardingQuery } from '../url-state';

export const CLEAR_FILTERS = { packet_id: null, status: null, q: null, page: null } as const;

/** Packet, status and candidate search; every change returns to page 1. */
export function AssignmentFilters({ query, update }: { query: OnboardingQuery; update: (p: Patch) => void }) {
  const t = useTranslations('onboarding.assignments');
  const tStatus = useTranslations('onboarding.status');
  const { data: packets } = useOnboarding<List<PacketRow>>(`${P.packets}?archived=all&per_page=100`);
  const set = (patch: Patch) => update({ ...patch, page: null });
  const active = query.packetFilter || query.status !== 'all' || query.search;
  return (
    <div role="search" aria-label={t('filters')} className="flex flex-wrap items-start gap-3">
      <Field label={t('packet')}>
        {(p) => (
          <select
            {...p}
            value={query.packetFilter ?? ''}
            className={`${control} w-56`}
            onChange={(e) => set({ packet_id: e.target.value || null })}
          >
            <option value="">{t('allPackets')}</option>
            {query.packetFilter && !packets?.data.some((x) => x._id === query.packetFilter) ? (
              <option value={query.packetFilter}>{t('selectedPacket')}</option>
            ) : null}
            {(packets?.data ?? []).map((x) => (
              <option key={x._id} value={x._id}>
                {x.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('status')}>
        {(p) => (
          <select
            {...p}
            value={query.status}
            className={`${control} w-40`}
            onChange={(e) => set({ status: e.target.value === 'all' ? null : e.target.value })}
          >
            <option value="all">{t('allStatuses')}</option>
            {ASSIGNMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tStatus(s)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SearchBox value={query.search} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q: q || null })} />
      {active ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => update(CLEAR_FILTERS)}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
