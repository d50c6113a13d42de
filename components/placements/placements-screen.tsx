'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { ListEmpty } from '@/components/timesheets/list/list-states';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/browser/format';
import type { ResultOf } from '@/lib/browser/typed-api';
import { placementsRoutes } from '@/lib/contracts/routes/placements';
import { PLACEMENT_FILTERS } from '@/lib/placements/constants';
import type { ScreenLabel } from '@/lib/settings/labels';
import { ListFilters } from './list-filters';
import type { DetailLinks } from './placement-detail';
import { PlacementsTable } from './placements-table';
import { placementListQuery, placementParams } from './url-state';

// The create dialog and the detail sheet (with its edit dialog) carry zod schemas shared with the API; they
// load when first opened, so zod stays out of the list's first-load JavaScript (DESIGN §6 budget).
const PlacementDetailSheet = dynamic(() => import('./placement-detail').then((m) => m.PlacementDetailSheet), { ssr: false });
const NewPlacementDialog = dynamic(() => import('./new-placement-dialog').then((m) => m.NewPlacementDialog), { ssr: false });

export type PlacementsScreenProps = {
  canManage: boolean;
  currency: string;
  label: ScreenLabel;
  links: DetailLinks;
  /** The first page the server rendered for the URL the screen opened with. */
  initial?: ResultOf<typeof placementsRoutes.list>;
};

/** The /placements list: filters and the open row live in the URL; staff create, edit and end placements. */
export function PlacementsScreen({ canManage, currency, label, links, initial }: PlacementsScreenProps) {
  const t = useTranslations('placements');
  const fmt = useFormat(currency);
  const list = useListScreen(placementsRoutes.list, placementParams, placementListQuery, initial);
  const { query: filter, update } = list;
  const { status, position } = filter;
  const [creating, setCreating] = useState(false);
  const filtered = Boolean(filter.company || filter.location || filter.date || filter.q || position || status !== 'active');
  const clear = () => update({ company: null, location: null, date: null, q: null, position: null, status: null, page: null });

  return (
    <>
      <ListScreen
        list={list}
        spinner={false}
        header={
          <PageHeader
            title={label.plural}
            subtitle={t('subtitle')}
            actions={
              canManage ? (
                <Button onClick={() => setCreating(true)}>
                  {label.renamed ? t('actions.newNamed', { label: label.singular }) : t('actions.new')}
                </Button>
              ) : undefined
            }
          />
        }
        filters={
          <ListFilters
            filter={filter}
            onChange={update}
            searchLabel={t('filters.search')}
            searchPlaceholder={t('filters.searchPlaceholder')}
            dateLabel={t('filters.activeOn')}
            extraActive={Boolean(position) || status !== 'active'}
            onClearExtra={{ position: null, status: null }}
          >
            <Select
              label={t('filters.status')}
              size="sm"
              className="w-36"
              value={status}
              options={PLACEMENT_FILTERS.map((s) => ({ value: s, label: t(`filters.statuses.${s}`) }))}
              onValueChange={(v) => update({ status: v === 'active' ? null : v, page: null })}
            />
            <Field label={t('filters.position')}>
              {(p) => (
                <input
                  {...p}
                  key={position}
                  type="text"
                  defaultValue={position}
                  maxLength={80}
                  className={`${control} w-40`}
                  onBlur={(e) => {
                    if (e.target.value.trim() !== position) update({ position: e.target.value.trim(), page: null });
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') update({ position: e.currentTarget.value.trim(), page: null });
                  }}
                />
              )}
            </Field>
          </ListFilters>
        }
        loadingLabel={t('loading')}
        caption={(page, pages) => t('table.caption', { page, pages })}
        totalLabel={(count) => (label.renamed ? t('table.totalNamed', { label: label.plural, count }) : t('table.total', { count }))}
        empty={
          <ListEmpty
            title={t('empty.title')}
            body={t(canManage ? 'empty.bodyStaff' : 'empty.bodyContact')}
            filtered={filtered}
            onClear={clear}
          />
        }
      >
        {(table) => <PlacementsTable {...table} showPay={canManage} fmt={fmt} onOpen={(id) => update({ id })} />}
      </ListScreen>
      {filter.open ? (
        <PlacementDetailSheet
          id={filter.open}
          onClose={() => update({ id: null })}
          canManage={canManage}
          links={links}
          fmt={fmt}
          label={label.renamed ? label.singular : t('detail.title')}
        />
      ) : null}
      {canManage && creating ? <NewPlacementDialog open onOpenChange={setCreating} onCreated={(id) => update({ id })} /> : null}
    </>
  );
}
