'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { TD, TR } from '@/components/ui/table';
import { documentTypeBody } from '@/lib/onboarding/schema';
import type { DocumentTypeRow as Row } from '@/lib/onboarding/types';
import { useAction } from '@/lib/browser/use-action';
import { messagesByPath, P, revalidateOnboarding, send } from '../api';

/** One document type, renamed in place; archiving keeps it on existing items but out of new ones. */
export function DocumentTypeRow({ row }: { row: Row }) {
  const t = useTranslations('onboarding.documentTypes');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = `doc-type-${row._id}`;

  async function rename(e: FormEvent) {
    e.preventDefault();
    const parsed = documentTypeBody.safeParse({ name: draft ?? '' });
    if (!parsed.success) return setError(messagesByPath(parsed.error.issues).name ?? null);
    if (await run(() => send.put<Row>(P.documentType(row._id), parsed.data), toasts('documentTypeSaved'))) setDraft(null);
  }

  return (
    <TR>
      <TD>
        {draft === null ? (
          <span className="font-medium text-slate-900">{row.name}</span>
        ) : (
          <form onSubmit={rename} noValidate className="flex flex-wrap items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('renameLabel', { name: row.name })}
            </label>
            <input
              id={inputId}
              autoFocus
              value={draft}
              maxLength={120}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className={`${control} w-56`}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setDraft(null);
              }}
            />
            <Button type="submit" size="sm" loading={busy}>
              {t('save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
              {t('cancel')}
            </Button>
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </TD>
      <TD>{t('items', { count: row.item_count })}</TD>
      <TD>{row.archived_at ? <Badge>{t('archived')}</Badge> : <Badge tone="success">{t('active')}</Badge>}</TD>
      <TD className="whitespace-nowrap text-end">
        {draft === null ? (
          <Button size="sm" variant="ghost" onClick={() => setDraft(row.name)} aria-label={t('renameLabel', { name: row.name })}>
            {t('rename')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          loading={busy}
          onClick={() =>
            void run(
              () => send.put<Row>(P.documentType(row._id), { archived: !row.archived_at }),
              toasts(row.archived_at ? 'documentTypeRestored' : 'documentTypeArchived'),
            )
          }
          aria-label={row.archived_at ? t('restoreNamed', { name: row.name }) : t('archiveNamed', { name: row.name })}
        >
          {row.archived_at ? t('restore') : t('archive')}
        </Button>
      </TD>
    </TR>
  );
}
