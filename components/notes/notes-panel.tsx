'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { totalOf } from '@/lib/browser/lists';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import type { NoteSubjectType } from '@/lib/notes/types';
import { NoteForm } from './note-form';
import { NoteList } from './note-list';
import { NOTES_PER_PAGE, useNotes } from './use-notes';

/**
 * Notes of a candidate, company, contact or application: add (with a note type), list newest first,
 * delete with confirmation (the author or an admin). The companies and contacts screens use it too.
 */
export function NotesPanel({ subjectType, subjectId }: { subjectType: NoteSubjectType; subjectId: string }) {
  const t = useTranslations('candidates.notes');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useNotes(subjectType, subjectId, page);
  const pages = Math.max(1, Math.ceil(totalOf(data?.meta) / NOTES_PER_PAGE));
  const refresh = () => {
    // A new note appears at the top, so adding one goes back to the first page.
    if (page !== 1) setPage(1);
    else void mutate();
  };
  return (
    <section aria-label={t('title')} className="space-y-4">
      <NoteForm subjectType={subjectType} subjectId={subjectId} onAdded={refresh} />
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('empty')}</Empty>
          ) : (
            <>
              <NoteList notes={body.data} onDeleted={() => void mutate()} />
              {pages > 1 ? (
                <nav aria-label={t('pagesLabel')} className="flex items-center justify-between text-sm text-slate-700">
                  <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('newer')}
                  </Button>
                  <span>{t('pageOf', { page, pages })}</span>
                  <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t('older')}
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </Loaded>
    </section>
  );
}
