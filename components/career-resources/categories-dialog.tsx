'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAction } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import type { CareerCategory } from '@/lib/career-resources/schema';
import { moveItem } from '@/lib/statuses/reorder';
import { careerApi, revalidateCareer } from './api';
import { CategoryNameForm } from './category-name-form';
import { useCategories } from './use-career-data';

/** Add, rename, reorder (move buttons) and delete (confirmed) the categories resources are grouped by. */
export function CategoriesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('careerResources.categories');
  const tc = useTranslations('common');
  const { data, error, mutate } = useCategories();
  const { run, busy } = useAction({ revalidate: revalidateCareer, fallbackError: t('failed') });
  const [editing, setEditing] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<CareerCategory | null>(null);

  const move = (list: CareerCategory[], from: number, to: number) =>
    void run(() => careerApi.reorderCategories(moveItem(list, from, to).map((c) => c._id)), t('orderSaved'));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('intro')}
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {tc('close')}
        </Button>
      }
    >
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <ol className="max-h-80 space-y-1.5 overflow-y-auto" aria-label={t('title')}>
              {body.data.map((c, i, list) => (
                <li key={c._id} className="rounded-md border border-slate-200 px-3 py-2">
                  {editing === c._id ? (
                    <CategoryNameForm
                      initial={c.name}
                      submitLabel={tc('save')}
                      busy={busy}
                      onCancel={() => setEditing(null)}
                      onSubmit={async (name) => {
                        if (await run(() => careerApi.renameCategory(c._id, name), t('saved'))) setEditing(null);
                      }}
                    />
                  ) : (
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{c.name}</span>
                      <span className="text-xs text-slate-600">{t('count', { count: c.resource_count })}</span>
                      <span className="ms-auto flex gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={i === 0 || busy}
                          aria-label={t('moveUp', { name: c.name })}
                          onClick={() => move(list, i, i - 1)}
                        >
                          ↑
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={i === list.length - 1 || busy}
                          aria-label={t('moveDown', { name: c.name })}
                          onClick={() => move(list, i, i + 1)}
                        >
                          ↓
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('renameLabel', { name: c.name })}
                          onClick={() => setEditing(c._id)}
                        >
                          {t('rename')}
                        </Button>
                        <Button size="sm" variant="ghost" aria-label={t('deleteLabel', { name: c.name })} onClick={() => setDoomed(c)}>
                          {t('delete')}
                        </Button>
                      </span>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <CategoryNameForm
          submitLabel={t('add')}
          busy={busy}
          resetOnSubmit
          onSubmit={async (name) => {
            await run(() => careerApi.createCategory(name), t('created'));
          }}
        />
      </div>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(o) => {
          if (!o) setDoomed(null);
        }}
        title={t('deleteTitle', { name: doomed?.name ?? '' })}
        description={t('deleteBody', { count: doomed?.resource_count ?? 0 })}
        confirmLabel={t('delete')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => {
          const c = doomed;
          if (c) void run(() => careerApi.deleteCategory(c._id), t('deleted')).then(() => setDoomed(null));
        }}
      />
    </Dialog>
  );
}
