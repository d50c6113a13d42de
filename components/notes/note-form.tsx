'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
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
      () =>
        callApi(candidatesRoutes.addNote, {
          body: { subject_type: subjectType, subject_id: subjectId, note_type_id: typeId || null, body },
        }),
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
        <Select
          label={t('type')}
          size="sm"
          className="w-56"
          value={typeId}
          onValueChange={setTypeId}
          options={[{ value: '', label: t('noType') }, ...types.map((nt) => ({ value: nt._id, label: nt.name }))]}
        />
        <Button type="submit" loading={busy}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
