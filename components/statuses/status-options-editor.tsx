'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SortableList } from '@/components/ui/sortable-list';
import { useAction } from '@/lib/browser/use-action';
import type { CreateStatusInput } from '@/lib/statuses/schema';
import type { StatusKind } from '@/lib/statuses/types';
import type { StatusOption } from '@/lib/statuses/schema';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { revalidateStatuses, statusApi, statusesInput } from './api';
import { StatusOptionForm } from './status-option-form';
import { StatusOptionRow } from './status-option-row';

/**
 * Configurable statuses of one kind (SPEC §4): create, rename, recolour, reorder (the kit's SortableList: drag,
 * keyboard, touch, move buttons, announced), set default and archive toggle. Reused by every screen that
 * has statuses; `canEdit` false shows the list read-only (recruiters may read, admins write).
 */
export function StatusOptionsEditor({ kind, canEdit = true }: { kind: StatusKind; canEdit?: boolean }) {
  const t = useTranslations('statuses');
  const { data, error, mutate: mutateList } = useApi(candidatesRoutes.statuses, statusesInput(kind, true));
  const [showArchived, setShowArchived] = useState(false);
  const [archiving, setArchiving] = useState<StatusOption | null>(null);
  const all = data?.data ?? [];
  const active = all.filter((o) => !o.archived_at);
  const archived = all.filter((o) => o.archived_at);

  const action = useAction({ revalidate: revalidateStatuses, fallbackError: t('failed') });
  /** Runs a write with its toasts; every list of the kind is refetched after it. */
  const run = async (write: () => Promise<unknown>): Promise<boolean> => (await action.run(write, t('saved'))) !== null;

  async function reorder(next: StatusOption[]) {
    // Show the new order at once; the server's answer (or a failure) replaces it.
    await mutateList((current) => current && { ...current, data: [...next, ...archived] }, { revalidate: false });
    await run(() =>
      statusApi.reorder(
        kind,
        next.map((o) => o._id),
      ),
    );
  }

  if (error && !data) {
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
        <p>{t('loadFailed')}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void mutateList()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!data)
    return (
      <p aria-busy="true" className="text-sm text-slate-700">
        {t('loading')}
      </p>
    );

  return (
    <section aria-label={t(`kinds.${kind}`)} className="space-y-3">
      {active.length ? (
        <SortableList
          items={active}
          idOf={(o) => o._id}
          nameOf={(o) => o.name}
          readOnly={!canEdit}
          onReorder={(next) => void reorder(next)}
        >
          {(o) => (
            <StatusOptionRow
              option={o}
              canEdit={canEdit}
              withPlaceable={kind === 'candidate'}
              onSave={(v) => run(() => statusApi.update(kind, o._id, v))}
              onDefault={() => void run(() => statusApi.setDefault(kind, o._id))}
              onArchive={() => setArchiving(o)}
            />
          )}
        </SortableList>
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t('empty')}</p>
      )}

      {canEdit ? (
        <div className="border-t border-slate-200 pt-3">
          <StatusOptionForm
            submitLabel={t('add')}
            withPlaceable={kind === 'candidate'}
            onSubmit={(v: CreateStatusInput) => run(() => statusApi.create(kind, v))}
          />
        </div>
      ) : null}

      {archived.length ? (
        <div>
          <Button size="sm" variant="ghost" aria-expanded={showArchived} onClick={() => setShowArchived((s) => !s)}>
            {showArchived ? t('hideArchived') : t('showArchived', { count: archived.length })}
          </Button>
          {showArchived ? (
            <ul className="mt-2 space-y-1.5">
              {archived.map((o) => (
                <li
                  key={o._id}
                  className="flex items-center gap-2 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700"
                >
                  <span className="line-through">{o.name}</span>
                  {canEdit ? (
                    <Button
                      size="sm"
                      variant="outline"
                      className="ms-auto"
                      onClick={() => void run(() => statusApi.archive(kind, o._id, false))}
                    >
                      {t('restore')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => {
          if (!open) setArchiving(null);
        }}
        title={t('archiveTitle', { name: archiving?.name ?? '' })}
        description={t('archiveBody')}
        confirmLabel={t('archive')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          const o = archiving;
          setArchiving(null);
          if (o) void run(() => statusApi.archive(kind, o._id, true));
        }}
      />
    </section>
  );
}
