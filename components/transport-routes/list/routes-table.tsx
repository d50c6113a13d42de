'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import type { RouteRow } from '@/lib/transport-routes/schema';
import { routeApi } from '../api';

const linkClass =
  'text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';
const rowProps = () => ({ 'data-testid': 'route-row' });

/** Name links to the editor; a route is switched on or off from its row without opening it. */
export function RoutesTable({ onChanged, ...props }: ListTableProps<RouteRow> & { onChanged: () => void }) {
  const t = useTranslations('transportRoutes.list');
  const fmt = useFormat();
  const { busy, run } = useAction();
  const columns = useMemo((): ColumnDef<RouteRow>[] => {
    async function toggle(r: RouteRow) {
      const done = await run(
        () => routeApi.setActive(r._id, !r.active),
        r.active ? t('deactivated', { name: r.name }) : t('activated', { name: r.name }),
      );
      if (done) onChanged();
    }
    return [
      {
        id: 'name',
        header: t('columns.name'),
        enableHiding: false,
        meta: { className: 'font-medium' },
        cell: ({ row: { original: r } }) => (
          <Link href={`/routes/${r._id}`} className={linkClass}>
            {r.name}
          </Link>
        ),
      },
      {
        id: 'path',
        header: t('columns.path'),
        meta: { className: 'max-w-72 truncate text-slate-700' },
        cell: ({ row: { original: r } }) => (r.first_stop ? `${r.first_stop} → ${r.last_stop}` : '—'),
      },
      { id: 'stops', header: t('columns.stops'), meta: { numeric: true }, cell: ({ row }) => fmt.count(row.original.stop_count) },
      { id: 'driver', header: t('columns.driver'), cell: ({ row }) => row.original.driver ?? '—' },
      { id: 'vehicle', header: t('columns.vehicle'), cell: ({ row }) => row.original.vehicle ?? '—' },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row: { original: r } }) => <Badge tone={r.active ? 'success' : 'neutral'}>{r.active ? t('active') : t('inactive')}</Badge>,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        enableHiding: false,
        meta: { className: 'text-end' },
        cell: ({ row: { original: r } }) => (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void toggle(r)}>
            {r.active ? t('deactivate') : t('activate')}
            <span className="sr-only"> {r.name}</span>
          </Button>
        ),
      },
    ];
  }, [t, fmt, busy, run, onChanged]);
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} columnMenu />;
}
