'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/browser/format';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { NoteRow } from '@/lib/notes/schema';

export function NoteList({ notes, onDeleted }: { notes: NoteRow[]; onDeleted: () => void }) {
  const t = useTranslations('candidates.notes');
  const tc = useTranslations('candidates.common');
  const fmt = useFormat();
  const { busy, run } = useAction();
  const [doomed, setDoomed] = useState<NoteRow | null>(null);

  async function remove() {
    if (!doomed) return;
    const done = await run(() => callApi(candidatesRoutes.deleteNote, { params: { id: doomed._id } }), t('deleted'));
    setDoomed(null);
    if (done !== null) onDeleted();
  }

  return (
    <>
      <ul className="space-y-3" aria-label={t('listLabel')}>
        {notes.map((n) => (
          <li key={n._id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{n.author_name ?? t('unknownAuthor')}</span>
                {' · '}
                <time dateTime={n.created_at}>{fmt.stamp(n.created_at)}</time>
              </p>
              <div className="flex items-center gap-2">
                {n.note_type ? <Badge tone="info">{n.note_type.name}</Badge> : null}
                {n.can_delete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('deleteLabel', { author: n.author_name ?? t('unknownAuthor') })}
                    onClick={() => setDoomed(n)}
                  >
                    {tc('delete')}
                  </Button>
                ) : null}
              </div>
            </div>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{n.body}</p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        title={t('confirmTitle')}
        description={t('confirmBody')}
        confirmLabel={tc('delete')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </>
  );
}
