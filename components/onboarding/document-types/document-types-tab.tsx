'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { documentTypeBody } from '@/lib/onboarding/schema';
import type { DocumentTypeRow as Row } from '@/lib/onboarding/schema';
import { messagesByPath, revalidateOnboarding } from '../api';
import { ArchiveButton, RenameForm } from './document-type-row';

type Show = 'active' | 'archived' | 'all';
const SHOWS: readonly Show[] = ['all', 'active', 'archived'];

/** The kinds of document a packet can ask for (ID, work permit, ...): add, rename, archive, restore. */
export function DocumentTypesTab() {
  const t = useTranslations('onboarding.documentTypes');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [show, setShow] = useState<Show>('all');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The one type being renamed: its name cell holds the form, its actions hide the Rename button.
  const [renaming, setRenaming] = useState<string | null>(null);
  const {
    data,
    error: loadError,
    mutate,
  } = useApi(onboardingRoutes.documentTypes, { query: { archived: show } }, { keepPreviousData: true });

  async function add(e: FormEvent) {
    e.preventDefault();
    const parsed = documentTypeBody.safeParse({ name });
    if (!parsed.success) return setError(messagesByPath(parsed.error.issues).name ?? null);
    if (await run(() => callApi(onboardingRoutes.createDocumentType, { body: parsed.data }), toasts('documentTypeAdded'))) setName('');
  }

  const columns = useMemo(
    (): ColumnDef<Row>[] => [
      {
        id: 'name',
        header: t('name'),
        cell: ({ row: { original: r } }) =>
          renaming === r._id ? (
            <RenameForm row={r} onDone={() => setRenaming(null)} />
          ) : (
            <span className="font-medium text-slate-900">{r.name}</span>
          ),
      },
      { id: 'usedBy', header: t('usedBy'), cell: ({ row }) => t('items', { count: row.original.item_count }) },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row }) => (row.original.archived_at ? <Badge>{t('archived')}</Badge> : <Badge tone="success">{t('active')}</Badge>),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('actions')}</span>,
        meta: { className: 'whitespace-nowrap text-end' },
        cell: ({ row: { original: r } }) => (
          <>
            {renaming === r._id ? null : (
              <Button size="sm" variant="ghost" onClick={() => setRenaming(r._id)} aria-label={t('renameLabel', { name: r.name })}>
                {t('rename')}
              </Button>
            )}
            <ArchiveButton row={r} />
          </>
        ),
      },
    ],
    [t, renaming],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form onSubmit={add} noValidate className="flex flex-wrap items-start gap-2">
          <Field label={t('newName')} error={error}>
            {(p) => (
              <Input
                {...p}
                value={name}
                maxLength={120}
                className="w-72"
                onChange={(e) => {
                  setName(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <Button type="submit" className="mt-6" loading={busy}>
            {t('add')}
          </Button>
        </form>
        <Field label={t('show')}>
          {(p) => (
            <Select<Show>
              {...p}
              size="sm"
              className="w-36"
              value={show}
              onValueChange={setShow}
              options={SHOWS.map((v) => ({ value: v, label: t(`filter.${v}`) }))}
            />
          )}
        </Field>
      </div>
      <DataTable
        columns={columns}
        rows={data?.data}
        getRowId={(r) => r._id}
        caption={t('caption')}
        error={loadError}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        empty={<EmptyState title={t('emptyTitle')} body={t('emptyBody')} />}
      />
    </div>
  );
}
