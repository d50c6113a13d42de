'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { instantColumn, textColumn } from '@/components/ui/data-table/columns';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { WhoIsWorkingRow } from '@/lib/timesheets/schema';
import { zoneWithId } from '@/lib/timezones/clock';
import { useFormatters } from './format';
import type { WorkerCompanyGroup } from './group-workers';
import { Elapsed, WorkerName, WorkerStatus } from './worker-cells';

const rowProps = () => ({ 'data-testid': 'worker-row' });
const rowId = (r: WhoIsWorkingRow) => r.timecard_id;

/**
 * One client company: its people on the clock, one table with a column for the site, sortable by any column
 * on the client (the board holds every row). It opens grouped: by site, then by name, as groupWorkers orders them.
 */
export function CompanyGroup({ group, clockOffsetMs }: { group: WorkerCompanyGroup; clockOffsetMs: number }) {
  const t = useTranslations('whosWorking.board');
  const f = useFormatters();
  const headingId = useId();
  const rows = useMemo(() => group.locations.flatMap((l) => l.rows), [group]);
  // The order groupWorkers gave (site, then name in the reader's collation) breaks ties in any sort.
  const tie = useMemo(() => {
    const rank = new Map(rows.map((r, i) => [r.timecard_id, String(i).padStart(6, '0')]));
    return (r: WhoIsWorkingRow) => rank.get(r.timecard_id) ?? '';
  }, [rows]);
  const columns = useMemo(
    (): ColumnDef<WhoIsWorkingRow>[] => [
      textColumn('worker', t('worker'), (r) => r.worker_name, {
        meta: { className: 'font-medium text-slate-900' },
        render: (r) => <WorkerName row={r} />,
      }),
      textColumn('location', t('location'), (r) => r.location_name),
      textColumn('position', t('position'), (r) => r.position),
      instantColumn(
        'clock_in',
        t('clockIn'),
        (r) => r.clock_in,
        (at, r) => f.siteTime(at, r.location_timezone),
      ),
      {
        id: 'elapsed',
        header: t('elapsed'),
        meta: { className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row }) => <Elapsed row={row.original} clockOffsetMs={clockOffsetMs} />,
      },
      { id: 'status', header: t('status'), cell: ({ row }) => <WorkerStatus row={row.original} /> },
    ],
    [t, f, clockOffsetMs],
  );
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="company-group">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {group.name}
        </h3>
        <span className="text-sm text-slate-700">{t('people', { count: group.count })}</span>
      </div>
      <GroupZones group={group} />
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={rowId}
        caption={t('caption', { company: group.name })}
        rowProps={rowProps}
        sort={{ mode: 'client', initial: [], tie }}
      />
    </section>
  );
}

/**
 * Which clock the group's times are on (DESIGN §8 "One clock"): one line when every site shares a zone, else
 * one per site, so a reader of two time zones never guesses.
 */
function GroupZones({ group, at }: { group: WorkerCompanyGroup; at?: string }) {
  const t = useTranslations('whosWorking.board');
  const locale = useLocale();
  const sites = group.locations.map((l) => ({ id: l.id, name: l.name, zone: l.rows[0]?.location_timezone ?? 'UTC' }));
  const zones = new Set(sites.map((s) => s.zone));
  const [onlyZone] = zones.size === 1 ? zones : [];
  const named = (zone: string) => zoneWithId(zone, locale, at ?? group.locations[0]?.rows[0]?.clock_in);
  return (
    <ul className="text-xs text-slate-700" data-testid="group-zones">
      {onlyZone !== undefined ? (
        <li>{t('zone', { zone: named(onlyZone) })}</li>
      ) : (
        sites.map((s) => <li key={s.id}>{t('siteZone', { site: s.name, zone: named(s.zone) })}</li>)
      )}
    </ul>
  );
}
