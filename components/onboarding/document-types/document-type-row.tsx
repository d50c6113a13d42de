'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { documentTypeBody } from '@/lib/onboarding/schema';
import type { DocumentTypeRow as Row } from '@/lib/onboarding/schema';
import { messagesByPath, revalidateOnboarding } from '../api';

/** A document type renamed in place (the table's name cell while renaming): Enter saves, Escape cancels. */
export function RenameForm({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useTranslations('onboarding.documentTypes');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const [draft, setDraft] = useState(row.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = `doc-type-${row._id}`;

  async function rename(e: FormEvent) {
    e.preventDefault();
    const parsed = documentTypeBody.safeParse({ name: draft });
    if (!parsed.success) return setError(messagesByPath(parsed.error.issues).name ?? null);
    const saved = await run(
      () => callApi(onboardingRoutes.updateDocumentType, { params: { id: row._id }, body: parsed.data }),
      toasts('documentTypeSaved'),
    );
    if (saved) onDone();
  }

  return (
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
          if (e.key === 'Escape') onDone();
        }}
      />
      <Button type="submit" size="sm" loading={busy}>
        {t('save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t('cancel')}
      </Button>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Archiving keeps a type on existing items but out of new ones; restoring offers it again. */
export function ArchiveButton({ row }: { row: Row }) {
  const t = useTranslations('onboarding.documentTypes');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={busy}
      onClick={() =>
        void run(
          () => callApi(onboardingRoutes.updateDocumentType, { params: { id: row._id }, body: { archived: !row.archived_at } }),
          toasts(row.archived_at ? 'documentTypeRestored' : 'documentTypeArchived'),
        )
      }
      aria-label={row.archived_at ? t('restoreNamed', { name: row.name }) : t('archiveNamed', { name: row.name })}
    >
      {row.archived_at ? t('restore') : t('archive')}
    </Button>
  );
}
