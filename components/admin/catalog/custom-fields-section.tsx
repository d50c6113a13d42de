'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Badge } from '@/components/ui/badge';
import type { CustomFieldDef, CustomFieldEntity } from '@/lib/catalog/types';
import { catalogApi } from './api';
import { useArchivePrompt } from './archive-prompt';
import { CatalogList } from './catalog-list';
import { EditArchiveButtons } from './row-buttons';
import { SortableList } from '@/components/ui/sortable-list';
import { useAdminList } from './use-admin-list';
import { useApi } from '@/lib/browser/typed-api';
import { customFieldsRoutes } from '@/lib/contracts/routes/catalog';

// The form validates with the API's zod schema: loaded when first opened, not with the tab.
const FieldFormDialog = dynamic(() => import('./field-form-dialog'), { ssr: false });

const idOf = (f: CustomFieldDef) => f._id;
const nameOf = (f: CustomFieldDef) => f.label;

/** Custom fields of one record type: add, edit, reorder, archive/restore. Used for candidates, companies and placements. */
export function CustomFieldsSection({ entity }: { entity: CustomFieldEntity }) {
  const t = useTranslations('catalog.fields');
  const list = useApi(customFieldsRoutes.list, { query: { entity, archived: 'true' } });
  // The records' value forms are laid out from these definitions: they reload with them.
  const { rows, busy, change, reorder, reload } = useAdminList(list.data?.data, customFieldsRoutes.list, customFieldsRoutes.values);
  const [editing, setEditing] = useState<CustomFieldDef | 'new' | null>(null);
  const archive = useArchivePrompt('catalog.fields', nameOf, (f) => void change(() => catalogApi.toggleField(f._id), t('archived')), busy);

  return (
    <AdminSection title={t(`title.${entity}`)} intro={t(`intro.${entity}`)} add={{ label: t('add'), onClick: () => setEditing('new') }}>
      <CatalogList
        rows={rows}
        error={list.error}
        retry={() => void list.mutate()}
        empty={t('empty')}
        idOf={idOf}
        nameOf={nameOf}
        busy={busy}
        onRestore={(f) => void change(() => catalogApi.toggleField(f._id), t('restored'))}
      >
        {(active) => (
          <SortableList
            items={active}
            idOf={idOf}
            nameOf={nameOf}
            disabled={busy}
            onReorder={(next) => void reorder(next, () => catalogApi.reorderFields(entity, next.map(idOf)), t('reordered'))}
          >
            {(f) => (
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{f.label}</span>
                <code className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">{f.key}</code>
                <Badge tone="info">{t(`types.${f.type}`)}</Badge>
                {f.required ? <Badge tone="warning">{t('required')}</Badge> : null}
                {f.type === 'select' ? <span className="text-xs text-slate-600">{f.options.join(' · ')}</span> : null}
                <span className="ms-auto flex gap-1">
                  <EditArchiveButtons
                    labels={{
                      edit: t('edit'),
                      editNamed: t('editNamed', { name: f.label }),
                      archive: t('archive'),
                      archiveNamed: t('archiveNamed', { name: f.label }),
                    }}
                    onEdit={() => setEditing(f)}
                    onArchive={() => archive.ask(f)}
                  />
                </span>
              </div>
            )}
          </SortableList>
        )}
      </CatalogList>
      {editing ? (
        <FieldFormDialog
          entity={entity}
          field={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => reload()}
        />
      ) : null}
      {archive.dialog}
    </AdminSection>
  );
}
