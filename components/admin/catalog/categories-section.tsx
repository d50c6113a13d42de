'use client';
import { useTranslations } from 'next-intl';
import { AdminSection } from '@/components/admin/admin-section';
import type { JobCategory } from '@/lib/catalog/schema';
import { catalogApi, WITH_ARCHIVED } from './api';
import { useArchivePrompt } from './archive-prompt';
import { CatalogList } from './catalog-list';
import { CategoryItem } from './category-item';
import { NameForm } from './name-form';
import { SortableList } from '@/components/ui/sortable-list';
import { useAdminList } from './use-admin-list';
import { useApi } from '@/lib/browser/typed-api';
import { jobCategoriesRoutes } from '@/lib/contracts/routes/catalog';

const idOf = (c: JobCategory) => c._id;
const nameOf = (c: JobCategory) => c.name;

/** Job categories with their skills (admin "jobs" tab): add, rename, reorder, archive/restore, skills as chips. */
export function CategoriesSection() {
  const t = useTranslations('catalog.categories');
  const list = useApi(jobCategoriesRoutes.list, WITH_ARCHIVED);
  // Every read of the categories moves with a change here: the job form's category picker too.
  const { rows, busy, change, reorder } = useAdminList(list.data?.data, jobCategoriesRoutes.list);
  const archive = useArchivePrompt(
    'catalog.categories',
    nameOf,
    (c) => void change(() => catalogApi.toggleCategory(c._id), t('archived')),
    busy,
  );

  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <CatalogList
        rows={rows}
        error={list.error}
        retry={() => void list.mutate()}
        empty={t('empty')}
        idOf={idOf}
        nameOf={nameOf}
        busy={busy}
        onRestore={(c) => void change(() => catalogApi.toggleCategory(c._id), t('restored'))}
        footer={
          <div className="border-t border-slate-200 pt-3">
            <NameForm
              label={t('newName')}
              submitLabel={t('add')}
              onSubmit={(name) => change(() => catalogApi.createCategory(name), t('added'))}
            />
          </div>
        }
      >
        {(active) => (
          <SortableList
            items={active}
            idOf={idOf}
            nameOf={nameOf}
            disabled={busy}
            onReorder={(next) => void reorder(next, () => catalogApi.reorderCategories(next.map(idOf)), t('reordered'))}
          >
            {(c) => (
              <CategoryItem
                category={c}
                onArchive={() => archive.ask(c)}
                onRename={(name) => change(() => catalogApi.renameCategory(c._id, name), t('renamed'))}
                onAddSkill={(name) => change(() => catalogApi.addSkill(c._id, name), t('skillAdded'))}
                onRemoveSkill={(skillId) => void change(() => catalogApi.removeSkill(c._id, skillId), t('skillRemoved'))}
              />
            )}
          </SortableList>
        )}
      </CatalogList>
      {archive.dialog}
    </AdminSection>
  );
}
