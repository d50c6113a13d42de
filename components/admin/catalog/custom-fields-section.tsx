'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useAction } from '@/lib/browser/use-action';
import type { CustomFieldDef, CustomFieldEntity } from '@/lib/catalog/types';
import { ArchivedList } from './archived-list';
import { catalogApi, fieldsKey, useAdminList } from './api';
import { SortableList } from './sortable-list';

// The form validates with the API's zod schema: loaded when first opened, not with the tab.
const FieldFormDialog = dynamic(() => import('./field-form-dialog'), { ssr: false });

const idOf = (f: CustomFieldDef) => f._id;
const nameOf = (f: CustomFieldDef) => f.label;

/** Custom fields of one record type: add, edit, reorder, archive/restore. Used for candidates, companies and placements. */
export function CustomFieldsSection({ entity }: { entity: CustomFieldEntity }) {
  const t = useTranslations('catalog.fields');
  const tc = useTranslations('common');
  const headingId = useId();
  const { rows, error, mutate } = useAdminList<CustomFieldDef>(fieldsKey(entity));
  const { busy, run } = useAction();
  const [editing, setEditing] = useState<CustomFieldDef | 'new' | null>(null);
  const [archiving, setArchiving] = useState<CustomFieldDef | null>(null);

  async function change<T>(fn: () => Promise<T>, success: string): Promise<boolean> {
    const res = await run(fn, success);
    await mutate();
    return res !== null;
  }

  async function reorder(next: CustomFieldDef[]) {
    const archived = (rows ?? []).filter((f) => f.archived_at);
    await mutate({ data: [...next, ...archived], meta: { totalItems: next.length + archived.length } }, { revalidate: false });
    await change(() => catalogApi.reorderFields(entity, next.map(idOf)), t('reordered'));
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-slate-900">{t(`title.${entity}`)}</h3>
          <p className="text-sm text-slate-700">{t(`intro.${entity}`)}</p>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}><span aria-hidden>+</span>{t('add')}</Button>
      </div>
      <Loaded data={rows} error={error} retry={() => void mutate()}>
        {(all) => {
          const active = all.filter((f) => !f.archived_at);
          return (
            <>
              {active.length ? (
                <SortableList items={active} idOf={idOf} nameOf={nameOf} onReorder={(next) => void reorder(next)} disabled={busy}>
                  {(f) => (
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{f.label}</span>
                      <code className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">{f.key}</code>
                      <Badge tone="info">{t(`types.${f.type}`)}</Badge>
                      {f.required ? <Badge tone="warning">{t('required')}</Badge> : null}
                      {f.type === 'select' ? <span className="text-xs text-slate-600">{f.options.join(' · ')}</span> : null}
                      <span className="ms-auto flex gap-1">
                        <Button size="sm" variant="outline" aria-label={t('editNamed', { name: f.label })} onClick={() => setEditing(f)}>{t('edit')}</Button>
                        <Button size="sm" variant="ghost" aria-label={t('archiveNamed', { name: f.label })} onClick={() => setArchiving(f)}>{t('archive')}</Button>
                      </span>
                    </div>
                  )}
                </SortableList>
              ) : <Empty>{t('empty')}</Empty>}
              <ArchivedList items={all.filter((f) => f.archived_at)} idOf={idOf} nameOf={nameOf} busy={busy}
                onRestore={(f) => void change(() => catalogApi.toggleField(f._id), t('restored'))} />
            </>
          );
        }}
      </Loaded>
      {editing ? (
        <FieldFormDialog entity={entity} field={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSubmit={(body) => change(() => (editing === 'new' ? catalogApi.createField(entity, body) : catalogApi.updateField(editing._id, body)),
            editing === 'new' ? t('added') : t('updated'))} />
      ) : null}
      <ConfirmDialog open={archiving !== null} onOpenChange={(open) => { if (!open) setArchiving(null); }} busy={busy}
        title={t('archiveTitle', { name: archiving?.label ?? '' })} description={t('archiveBody')} confirmLabel={t('archive')} cancelLabel={tc('cancel')}
        onConfirm={() => { const f = archiving; setArchiving(null); if (f) void change(() => catalogApi.toggleField(f._id), t('archived')); }} />
    </section>
  );
}
