'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useAction } from '@/lib/browser/use-action';
import type { JobCategory } from '@/lib/catalog/types';
import { ArchivedList } from './archived-list';
import { CATEGORIES, catalogApi, useAdminList } from './api';
import { CategoryItem } from './category-item';
import { NameForm } from './name-form';
import { SortableList } from './sortable-list';

const idOf = (c: JobCategory) => c._id;
const nameOf = (c: JobCategory) => c.name;

/** Job categories with their skills (admin "jobs" tab): add, rename, reorder, archive/restore, skills as chips. */
export function CategoriesSection() {
  const t = useTranslations('catalog.categories');
  const tc = useTranslations('common');
  const headingId = useId();
  const { rows, error, mutate } = useAdminList<JobCategory>(`${CATEGORIES}?archived=true`);
  const { busy, run } = useAction();
  const [archiving, setArchiving] = useState<JobCategory | null>(null);

  /** Runs a change, toasts either way, and refreshes the list from the server. */
  async function change<T>(fn: () => Promise<T>, success: string): Promise<boolean> {
    const res = await run(fn, success);
    await mutate();
    return res !== null;
  }

  async function reorder(next: JobCategory[]) {
    const archived = (rows ?? []).filter((c) => c.archived_at);
    // Show the new order at once; the server's answer (or a failure) replaces it.
    await mutate({ data: [...next, ...archived], meta: { totalItems: next.length + archived.length } }, { revalidate: false });
    await change(() => catalogApi.reorderCategories(next.map(idOf)), t('reordered'));
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">{t('title')}</h3>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </div>
      <Loaded data={rows} error={error} retry={() => void mutate()}>
        {(all) => {
          const active = all.filter((c) => !c.archived_at);
          return (
            <>
              {active.length ? (
                <SortableList items={active} idOf={idOf} nameOf={nameOf} onReorder={(next) => void reorder(next)} disabled={busy}>
                  {(c) => (
                    <CategoryItem category={c} onArchive={() => setArchiving(c)}
                      onRename={(name) => change(() => catalogApi.renameCategory(c._id, name), t('renamed'))}
                      onAddSkill={(name) => change(() => catalogApi.addSkill(c._id, name), t('skillAdded'))}
                      onRemoveSkill={(skillId) => void change(() => catalogApi.removeSkill(c._id, skillId), t('skillRemoved'))} />
                  )}
                </SortableList>
              ) : <Empty>{t('empty')}</Empty>}
              <div className="border-t border-slate-200 pt-3">
                <NameForm label={t('newName')} submitLabel={t('add')} onSubmit={(name) => change(() => catalogApi.createCategory(name), t('added'))} />
              </div>
              <ArchivedList items={all.filter((c) => c.archived_at)} idOf={idOf} nameOf={nameOf} busy={busy}
                onRestore={(c) => void change(() => catalogApi.toggleCategory(c._id), t('restored'))} />
            </>
          );
        }}
      </Loaded>
      <ConfirmDialog open={archiving !== null} onOpenChange={(open) => { if (!open) setArchiving(null); }} busy={busy}
        title={t('archiveTitle', { name: archiving?.name ?? '' })} description={t('archiveBody')} confirmLabel={t('archive')} cancelLabel={tc('cancel')}
        onConfirm={() => { const c = archiving; setArchiving(null); if (c) void change(() => catalogApi.toggleCategory(c._id), t('archived')); }} />
    </section>
  );
}
