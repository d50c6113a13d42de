'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAction } from '@/lib/browser/use-action';
import { useDragReorder } from '@/components/statuses/use-drag-reorder';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { ListResponse } from '@/lib/browser/lists';
import type { CareerResourceRow } from '@/lib/career-resources/types';
import { moveItem } from '@/lib/statuses/reorder';
import { careerApi, revalidateCareer } from './api';
import { ResourceRow, type RowActions } from './resource-row';

type Group = { key: string; name: string | null; rows: CareerResourceRow[] };

/** Rows arrive in display order (category, then position), so a group is a run of one category. */
function groupsOf(rows: CareerResourceRow[]): Group[] {
  const groups: Group[] = [];
  for (const r of rows) {
    const key = r.category?._id ?? 'none';
    const last = groups.at(-1);
    if (last?.key === key) last.rows.push(r);
    else groups.push({ key, name: r.category?.name ?? null, rows: [r] });
  }
  return groups;
}

function GroupList({ group, hintId, actions, onMove }: { group: Group; hintId: string; actions: RowActions; onMove: (group: Group, from: number, to: number, focus: 'up' | 'down' | 'row') => void }) {
  const t = useTranslations('careerResources');
  const { rowProps, dragging, over } = useDragReorder((from, to) => onMove(group, from, to, 'row'));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">{group.name ?? t('uncategorised')}</h2>
      <ol className="space-y-1.5">
        {group.rows.map((r, i) => (
          <ResourceRow key={r._id} row={r} index={i} total={group.rows.length} hintId={hintId} drag={rowProps(i)}
            dropTarget={over === i && dragging !== i} dragged={dragging === i} actions={actions}
            onMove={(from, to, focus) => onMove(group, from, to, focus)} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The list, one section per category. Reordering (drag and drop, move buttons, Alt+Arrow) shows at once
 * and is then saved; the server swaps the moved rows among the places they held, so a filtered or paged
 * view reorders safely. Publish toggles and deletions (confirmed) act on one row.
 */
export function ResourceGroups({ rows, listKey, stale, onEdit }: { rows: CareerResourceRow[]; listKey: string; stale: boolean; onEdit: (id: string) => void }) {
  const t = useTranslations('careerResources');
  const { mutate } = useSWRConfig();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [doomed, setDoomed] = useState<CareerResourceRow | null>(null);
  const { run, busy } = useAction({ revalidate: revalidateCareer, fallbackError: t('errors.generic') });

  async function move(group: Group, from: number, to: number, focus: 'up' | 'down' | 'row') {
    if (to < 0 || to >= group.rows.length || from === to) return;
    const next = moveItem(group.rows, from, to);
    const moved = group.rows[from];
    setAnnouncement(t('moved', { title: moved.title, position: to + 1, total: next.length }));
    const reordered = rows.map((r) => (group.rows.includes(r) ? next[group.rows.indexOf(r)] : r));
    await mutate(listKey, (cur: ListResponse<CareerResourceRow> | undefined) => (cur ? { ...cur, data: reordered } : cur), { revalidate: false });
    requestAnimationFrame(() => {
      const row = document.getElementById(`resource-row-${moved._id}`);
      const button = focus === 'row' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not(:disabled)`);
      (button ?? row)?.focus();
    });
    await run(() => careerApi.reorder(next.map((r) => r._id)), t('orderSaved'));
  }

  const actions: RowActions = {
    busy,
    edit: onEdit,
    publish: (r, on) => void run(() => careerApi.publish(r._id, on), on ? t('published') : t('unpublished')),
    remove: setDoomed,
  };
  return (
    <div aria-busy={stale || undefined} className={stale ? 'space-y-6 opacity-60' : 'space-y-6'}>
      <p id={hintId} className="text-xs text-slate-600">{t('orderHint')}</p>
      <p aria-live="polite" className="sr-only">{announcement}</p>
      {groupsOf(rows).map((g) => <GroupList key={g.key} group={g} hintId={hintId} actions={actions} onMove={(...a) => void move(...a)} />)}
      <ConfirmDialog open={doomed !== null} onOpenChange={(open) => { if (!open) setDoomed(null); }}
        title={t('deleteTitle', { title: doomed?.title ?? '' })} description={t('deleteBody')} confirmLabel={t('delete')} cancelLabel={t('cancel')} busy={busy}
        onConfirm={() => { const r = doomed; if (r) void run(() => careerApi.remove(r._id), t('deleted')).then(() => setDoomed(null)); }} />
    </div>
  );
}
