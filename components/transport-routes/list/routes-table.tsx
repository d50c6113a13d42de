'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import { useAction } from '@/lib/browser/use-action';
import type { RouteRow } from '@/lib/transport-routes/types';
import { routeApi } from '../api';

const linkClass = 'text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** Name links to the editor; a route is switched on or off from its row without opening it. */
export function RoutesTable({ rows, caption, stale, onChanged }: { rows: RouteRow[]; caption: string; stale: boolean; onChanged: () => void }) {
  const t = useTranslations('transportRoutes.list');
  const fmt = useFormat();
  const { busy, run } = useAction();
  async function toggle(r: RouteRow) {
    const done = await run(() => routeApi.setActive(r._id, !r.active), r.active ? t('deactivated', { name: r.name }) : t('activated', { name: r.name }));
    if (done) onChanged();
  }
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('columns.name')}</TH>
          <TH>{t('columns.path')}</TH>
          <TH className="text-end">{t('columns.stops')}</TH>
          <TH>{t('columns.driver')}</TH>
          <TH>{t('columns.vehicle')}</TH>
          <TH>{t('columns.status')}</TH>
          <TH><span className="sr-only">{t('columns.actions')}</span></TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id} data-testid="route-row">
            <TD className="font-medium"><Link href={`/routes/${r._id}`} className={linkClass}>{r.name}</Link></TD>
            <TD className="max-w-72 truncate text-slate-700">{r.first_stop ? `${r.first_stop} → ${r.last_stop}` : '—'}</TD>
            <TD className="text-end tabular-nums">{fmt.count(r.stop_count)}</TD>
            <TD>{r.driver ?? '—'}</TD>
            <TD>{r.vehicle ?? '—'}</TD>
            <TD><Badge tone={r.active ? 'success' : 'neutral'}>{r.active ? t('active') : t('inactive')}</Badge></TD>
            <TD className="text-end">
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void toggle(r)}>
                {r.active ? t('deactivate') : t('activate')}<span className="sr-only"> {r.name}</span>
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
