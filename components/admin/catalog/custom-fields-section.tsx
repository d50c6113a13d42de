'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CustomFieldDef, CustomFieldEntity } from '@/lib/catalog/types';
import { catalogApi, fieldsKey } from './api';
import { useArchivePrompt } from './archive-prompt';
import { CatalogList } from './catalog-list';
import { SortableList } from '@/components/ui/sortable-list';
import { useAdminList } from './use-admin-list';

// The form validates with the API's zod schema: loaded when first opened, not with the tab.
const FieldFormDialog = dynamic(() => import('./field-form-dialog'), { ssr: false });

const idOf = (f: CustomFieldDef) => f._id;
const nameOf = (f: CustomFieldDef) => f.label;

/** Custom fields of one record type: add, edit, reorder, archive/restore. Used for candidates, companies and placements. */
export function CustomFieldsSection({ entity }: { entity: CustomFieldEntity }) {
  const t = useTranslations('catalog.fields');
  const { rows, error, retry, busy, change, reorder } = useAdminList<CustomFieldDef>(fieldsKey(entity));
  const [editing, setEditing] = useState<CustomFieldDef | 'new' | null>(null);
  const archive = useArchivePrompt('catalog.fields', nameOf, (f) => void change(() => catalogApi.toggleField(f._id), t('archived')), busy);

  return (
    <AdminSection title={t(`title.${entity}`)} intro={t(`intro.${entity}`)} add={{ label: t('add'), onClick: () => setEditing('new') }}>
      <CatalogList
        rows={rows}
        error={error}
        retry={retry}
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
                  <Button size="sm" variant="outline" aria-label={t('editNamed', { name: f.label })} onClick={() => setEditing(f)}>
                    {t('edit')}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={t('archiveNamed', { name: f.label })} onClick={() => archive.ask(f)}>
                    {t('archive')}
                  </Button>
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
          onSubmit={(body) =>
            change(
              () => (editing === 'new' ? catalogApi.createField(entity, body) : catalogApi.updateField(editing._id, body)),
              editing === 'new' ? t('added') : t('updated'),
            )
          }
        />
      ) : null}
      {archive.dialog}
    </AdminSection>
  );
}
