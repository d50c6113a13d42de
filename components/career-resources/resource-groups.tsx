'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAction } from '@/lib/browser/use-action';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SortableList } from '@/components/ui/sortable-list';
import type { CareerResourceRow } from '@/lib/career-resources/schema';
import { careerApi, revalidateCareer } from './api';
import { ResourceRow, ResourceRowActions, type RowActions } from './resource-row';

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

function GroupList({
  group,
  actions,
  disabled,
  onReorder,
}: {
  group: Group;
  actions: RowActions;
  disabled: boolean;
  onReorder: (group: Group, next: CareerResourceRow[]) => void;
}) {
  const t = useTranslations('careerResources');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {group.name ?? t('uncategorised')}
      </h2>
      <SortableList
        items={group.rows}
        idOf={(r) => r._id}
        nameOf={(r) => r.title}
        disabled={disabled}
        onReorder={(next) => onReorder(group, next)}
        actions={(r) => <ResourceRowActions row={r} actions={actions} />}
      >
        {(r) => <ResourceRow row={r} actions={actions} />}
      </SortableList>
    </section>
  );
}

/**
 * The list, one section per category. Reordering (the kit's SortableList) shows at once (`onOrdered` puts the
 * new order on screen) and is then saved; the server swaps the moved rows among the places they held, so a filtered or paged
 * view reorders safely. Publish toggles and deletions (confirmed) act on one row.
 */
export function ResourceGroups({
  rows,
  stale,
  onOrdered,
  onEdit,
}: {
  rows: CareerResourceRow[];
  stale: boolean;
  onOrdered: (rows: CareerResourceRow[]) => void;
  onEdit: (id: string) => void;
}) {
  const t = useTranslations('careerResources');
  const [doomed, setDoomed] = useState<CareerResourceRow | null>(null);
  const { run, busy } = useAction({ revalidate: revalidateCareer, fallbackError: t('errors.generic') });

  async function reorder(group: Group, next: CareerResourceRow[]) {
    // `next` is the group's rows in their new order: as many as the group has.
    const reordered = rows.map((r) => (group.rows.includes(r) ? (next[group.rows.indexOf(r)] ?? r) : r));
    onOrdered(reordered);
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
      {groupsOf(rows).map((g) => (
        <GroupList key={g.key} group={g} actions={actions} disabled={busy} onReorder={(...a) => void reorder(...a)} />
      ))}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        title={t('deleteTitle', { title: doomed?.title ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => {
          const r = doomed;
          if (r) void run(() => careerApi.remove(r._id), t('deleted')).then(() => setDoomed(null));
        }}
      />
    </div>
  );
}
