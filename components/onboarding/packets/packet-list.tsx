'use client';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import type { Patch } from '@/lib/url-state/use-list-state';
import { cn } from '@/lib/cn';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { packetsListQuery, PACKETS_PER_PAGE as PER_PAGE, type OnboardingQuery } from '../url-state';

// Loaded when first opened: the form carries the zod schema it shares with the API (DESIGN §6 budget).
const NewPacketDialog = dynamic(() => import('./new-packet-dialog').then((m) => m.NewPacketDialog), { ssr: false });

/** The packets, searched and paged in the URL; `initial` is the page the server rendered for it. */
export function PacketList({
  query,
  update,
  initial,
}: {
  query: OnboardingQuery;
  update: (p: Patch) => void;
  initial?: ResultOf<typeof onboardingRoutes.packets>;
}) {
  const t = useTranslations('onboarding.packets');
  const format = useFormatter();
  const [creating, setCreating] = useState(0);
  const { data, error, mutate } = useListData(onboardingRoutes.packets, { query: packetsListQuery(query) }, initial);
  const total = data?.meta.totalItems ?? 0;
  return (
    <section aria-labelledby="packets-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="packets-heading" className="text-base font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <Button size="sm" onClick={() => setCreating((n) => n + 1)}>
          {t('new')}
        </Button>
      </div>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <SearchBox
          value={query.packetSearch}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          onCommit={(v) => update({ pq: v || null, ppage: null })}
        />
        <Select
          label={t('show')}
          size="sm"
          className="w-32"
          value={query.packetArchived}
          onValueChange={(v) => update({ archived: v === 'active' ? null : v, ppage: null })}
          options={(['active', 'archived', 'all'] as const).map((v) => ({ value: v, label: t(`filter.${v}`) }))}
        />
      </div>
      {error && !data ? (
        <div role="alert" className="text-sm text-red-800">
          {t('loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : !data ? (
        <p aria-busy="true" className="py-6 text-center text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : data.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-700">
          {query.packetSearch || query.packetArchived !== 'active' ? t('noMatch') : t('empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.data.map((packet) => (
            <li key={packet._id}>
              <button
                type="button"
                data-testid="packet-row"
                aria-current={packet._id === query.packet ? 'true' : undefined}
                onClick={() => update({ packet: packet._id })}
                className={cn(
                  'w-full rounded px-2 py-2.5 text-start hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50',
                  packet._id === query.packet && 'bg-brand-2 text-on-brand-2',
                )}
              >
                <span className="flex items-center gap-2 font-medium">
                  {packet.name}
                  {packet.archived_at ? <Badge>{t('archived')}</Badge> : null}
                </span>
                <span className="mt-0.5 block text-xs">
                  {t('counts', { items: packet.item_count, assigned: packet.assigned_count, completed: packet.completed_count })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > PER_PAGE ? (
        <nav aria-label={t('pages')} className="mt-3 flex items-center justify-between gap-2 text-sm text-slate-700">
          <Button
            variant="outline"
            size="sm"
            disabled={query.packetPage <= 1}
            onClick={() => update({ ppage: query.packetPage > 2 ? query.packetPage - 1 : null })}
          >
            {t('previous')}
          </Button>
          <span aria-live="polite">
            {t('pageOf', { page: format.number(query.packetPage), pages: format.number(Math.ceil(total / PER_PAGE)) })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={query.packetPage * PER_PAGE >= total}
            onClick={() => update({ ppage: query.packetPage + 1 })}
          >
            {t('next')}
          </Button>
        </nav>
      ) : null}
      {creating > 0 && (
        <NewPacketDialog
          key={creating}
          open
          onClose={() => setCreating(0)}
          onCreated={(id) => update({ packet: id, archived: null, pq: null })}
        />
      )}
    </section>
  );
}
