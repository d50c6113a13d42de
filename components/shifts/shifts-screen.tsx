'use client';
import type { PositionOption } from '@/components/work-requests/position-select';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import type { Patch } from '@/lib/url-state/use-list-state';
import type { DashboardLabel } from '@/lib/settings/labels';
import { ownPlural } from '@/lib/settings/plural';
import { mondayOf, weekDays } from '@/lib/shifts-board/days';
import { groupByDay, groupByLocation, matchesFilter, placeShifts, type PlacedShift } from '@/lib/shifts-board/group';
import { zonedDay } from '@/lib/shifts-board/zone';
import { useListState } from '@/lib/url-state/use-list-state';
import { AgendaList } from './agenda-list';
import { BoardEmpty } from './board-states';
import { BoardFilters } from './board-filters';
import { useShiftFormat } from './format';
import type { CreatedShift } from './request-shift-dialog';
import { ShiftDetailsDialog } from './shift-details-dialog';
import { useMediaQuery } from './use-client-env';
import { revalidateShifts, useBoardJobs, useBoardLocations, useWeekShifts, type LocationsAnswer, type WeekShifts } from './use-shifts';
import { boardParams, boardQueryOf, hasFilters, NO_FILTERS, weekQuery } from './url-state';
import { WeekBoard } from './week-board';
import { WeekNav } from './week-nav';

// The request form carries the zod schema it shares with the API; it loads when first opened, so zod stays
// out of the board's first-load JavaScript (DESIGN §6 budget).
const RequestShiftDialog = dynamic(() => import('./request-shift-dialog').then((m) => m.RequestShiftDialog), { ssr: false });

/** What the server page loaded: "today" on the reader's chosen clock (lib/settings/reader-zone.ts), the week it showed and the locations. */
export type BoardInitial = { today: string; monday: string; week?: WeekShifts; locations?: LocationsAnswer };

/** `positionOptions`: the agency's positions, which a shift request chooses from. */
type Props = { title: string; label: DashboardLabel; initial: BoardInitial; positionOptions?: readonly PositionOption[] };

/**
 * The /jobs screen: a week of shifts by location, with filters, an agenda view and shift requests. "This week"
 * is the reader's: the server page's today, on her chosen clock, whichever zone the browser is in.
 */
export function ShiftsScreen({ title, label, initial, positionOptions = [] }: Props) {
  const t = useTranslations('shiftsBoard');
  const f = useShiftFormat();
  const today = initial.today;
  const [params, update] = useListState(boardParams);
  const query = boardQueryOf(params, today);
  const days = weekDays(query.week);
  const wide = useMediaQuery('(min-width: 768px)');
  const view = query.view || (wide ? 'board' : 'agenda');
  // The server's week stands for this one only: a browser whose "this week" is another asks for its own.
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useWeekShifts(weekQuery(query), query.week === initial.monday ? initial.week : undefined);
  const locations = useBoardLocations(initial.locations).data?.data ?? [];
  const jobs = useBoardJobs().data?.data ?? [];
  const [details, setDetails] = useState<PlacedShift | null>(null);
  const [request, setRequest] = useState({ open: false, key: 0 });

  const shifts = data?.data ?? [];
  const placed = data ? placeShifts(shifts, locations, days) : [];
  const positions = [...new Set([...jobs.map((j) => j.position), ...shifts.map((s) => s.position)])].sort((a, b) => a.localeCompare(b));
  const weekLabel = f.week(days[0], days[6]);
  const requestLabel = t('requestButton', { label: label.singular });
  // A renamed label is the tenant's word as typed: it heads the subtitle, uninflected (lib/settings/labels.ts).
  const ownShifts = ownPlural(label);
  const loadingText = ownShifts ? t('loadingNamed', { plural: ownShifts }) : t('loading');
  const setWeek = (monday: string) => update({ week: monday === mondayOf(today) ? null : monday });
  const openRequest = () => setRequest((r) => ({ open: true, key: r.key + 1 }));

  // Bring a new request into view: its week, and no filter that would hide it.
  const onCreated = (shift: CreatedShift, timeZone: string) => {
    const monday = mondayOf(zonedDay(shift.starts_at, timeZone));
    const locationName = locations.find((l) => l._id === shift.location_id)?.name ?? '';
    const patch: Patch = { week: monday === mondayOf(today) ? null : monday };
    update(matchesFilter({ ...shift, location_name: locationName }, query) ? patch : { ...patch, ...NO_FILTERS });
    void revalidateShifts();
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={ownShifts ? t('subtitleNamed', { plural: ownShifts }) : t('subtitle')}
        actions={<Button onClick={openRequest}>{requestLabel}</Button>}
      />
      {isLoading ? <Spinner position="top" label={loadingText} /> : null}
      <BoardFilters filter={query} locations={locations} positions={positions} onChange={update} />
      <WeekNav week={query.week} today={today} label={weekLabel} view={view} onWeek={setWeek} onView={(v) => update({ view: v })} />
      {data && data.meta.totalItems > shifts.length ? (
        <p role="status" className="mb-3 text-sm text-amber-900">
          {ownShifts
            ? t('truncatedNamed', { plural: ownShifts, shown: shifts.length, total: data.meta.totalItems })
            : t('truncated', { shown: shifts.length, total: data.meta.totalItems })}
        </p>
      ) : null}
      {error && !data ? (
        <LoadError onRetry={() => void reload()} />
      ) : // While another week loads, the previous week's rows mostly fall outside it: wait rather than say "no shifts".
      !data || (isLoading && placed.length === 0) ? (
        <Loading label={loadingText} />
      ) : placed.length === 0 ? (
        <BoardEmpty
          filtered={hasFilters(query)}
          onClear={() => update(NO_FILTERS)}
          onRequest={openRequest}
          requestLabel={requestLabel}
          ownPlural={ownShifts}
        />
      ) : view === 'board' ? (
        <WeekBoard
          rows={groupByLocation(placed, locations, days, query.location)}
          days={days}
          today={today}
          weekLabel={weekLabel}
          onOpen={setDetails}
        />
      ) : (
        <AgendaList days={groupByDay(placed, days)} today={today} onOpen={setDetails} label={label} />
      )}
      <ShiftDetailsDialog shift={details} positionOptions={positionOptions} onClose={() => setDetails(null)} />
      {request.open && (
        <RequestShiftDialog
          key={request.key}
          open
          onOpenChange={(open) => setRequest((r) => ({ ...r, open }))}
          locations={locations}
          positions={positions}
          positionOptions={positionOptions}
          title={requestLabel}
          onCreated={onCreated}
          initial={{
            location: query.location !== 'all' ? query.location : locations.length === 1 ? (locations[0]?._id ?? '') : '',
            day: days.includes(today) ? today : days[0],
          }}
        />
      )}
    </>
  );
}
