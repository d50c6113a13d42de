'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { paths } from './api';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import { NOTE_MAX_LENGTH, type NoteSubjectType } from '@/lib/notes/types';
import { useNoteTypes } from './use-notes';

export function NoteForm({ subjectType, subjectId, onAdded }: { subjectType: NoteSubjectType; subjectId: string; onAdded: () => void }) {
  const t = useTranslations('candidates.notes');
  const types = useNoteTypes();
  const { busy, run } = useAction();
  const [body, setBody] = useState('');
  const [typeId, setTypeId] = useState('');
  const [tried, setTried] = useState(false);
  const empty = body.trim().length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (empty) return;
    const done = await run(
      () => api.post('candidates', paths.notes, { subject_type: subjectType, subject_id: subjectId, note_type_id: typeId || null, body }),
      t('added'),
    );
    if (done === null) return;
    setBody('');
    setTried(false);
    onAdded();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <Field
        label={t('body')}
        error={tried && empty ? t('bodyRequired') : null}
        hint={t('remaining', { count: NOTE_MAX_LENGTH - body.length })}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={body}
            maxLength={NOTE_MAX_LENGTH}
            placeholder={t('placeholder')}
            onChange={(e) => setBody(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={t('type')}>
          {(p) => (
            <select {...p} value={typeId} onChange={(e) => setTypeId(e.target.value)} className={`${control} w-56`}>
              <option value="">{t('noType')}</option>
              {types.map((nt) => (
                <option key={nt._id} value={nt._id}>
                  {nt.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" loading={busy}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
