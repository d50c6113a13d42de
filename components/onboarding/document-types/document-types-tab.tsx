'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/input';
import { Table, TBody, TH, THead } from '@/components/ui/table';
import { documentTypeBody } from '@/lib/onboarding/schema';
import type { DocumentTypeRow as Row } from '@/lib/onboarding/types';
import { useAction } from '@/lib/browser/use-action';
import { messagesByPath, P, revalidateOnboarding, send, useOnboarding, type List } from '../api';
import { DocumentTypeRow } from './document-type-row';

type Show = 'active' | 'archived' | 'all';

/** The kinds of document a packet can ask for (ID, work permit, ...): add, rename, archive, restore. */
export function DocumentTypesTab() {
  const t = useTranslations('onboarding.documentTypes');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [show, setShow] = useState<Show>('all');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data, error: loadError, mutate } = useOnboarding<List<Row>>(`${P.documentTypes}?archived=${show}`, { keepPreviousData: true });

  async function add(e: FormEvent) {
    e.preventDefault();
    const parsed = documentTypeBody.safeParse({ name });
    if (!parsed.success) return setError(messagesByPath(parsed.error.issues).name ?? null);
    if (await run(() => send.post<Row>(P.documentTypes, parsed.data), toasts('documentTypeAdded'))) setName('');
  }

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
            <select {...p} value={show} className={`${control} w-36`} onChange={(e) => setShow(e.target.value as Show)}>
              {(['all', 'active', 'archived'] as const).map((v) => (
                <option key={v} value={v}>
                  {t(`filter.${v}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {loadError && !data ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-center text-sm text-red-900">
          <p className="font-semibold">{t('loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : !data ? (
        <p aria-busy="true" className="rounded-lg border border-slate-200 bg-white p-10 text-center text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : data.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <Table caption={t('caption')}>
          <THead>
            <tr>
              <TH>{t('name')}</TH>
              <TH>{t('usedBy')}</TH>
              <TH>{t('status')}</TH>
              <TH>
                <span className="sr-only">{t('actions')}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {data.data.map((row) => (
              <DocumentTypeRow key={row._id} row={row} />
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}
