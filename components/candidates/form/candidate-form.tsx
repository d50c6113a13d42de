'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { HttpError } from '@/lib/api/client';
import { api } from '@/lib/browser/api';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import type { CandidateDetail } from '@/lib/candidates/types';
import { paths, type OneBody } from '../api';
import { useSetCandidate } from '../use-candidate';
import { draftOf, FORM_FIELDS, serverFields, validate, type Draft, type FormField } from './draft';
import { messageOf } from '@/lib/browser/use-action';

const INPUT_PROPS: Record<FormField, { type?: string; autoComplete: string; maxLength: number; inputMode?: 'tel' | 'email' }> = {
  first_name: { autoComplete: 'given-name', maxLength: 80 },
  last_name: { autoComplete: 'family-name', maxLength: 80 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 25, inputMode: 'tel' },
  city: { autoComplete: 'address-level2', maxLength: 80 },
};
const REQUIRED: readonly FormField[] = ['first_name', 'last_name', 'email'];

/** Create (`candidate` null) or edit a candidate's core fields; leaving with unsaved changes asks first. */
export function CandidateForm({ candidate }: { candidate: CandidateDetail | null }) {
  const t = useTranslations('candidates.form');
  const router = useRouter();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const setCandidate = useSetCandidate(candidate?._id ?? 'new');
  const [initial] = useState(() => JSON.stringify(draftOf(candidate)));
  const [draft, setDraft] = useState<Draft>(() => draftOf(candidate));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [server, setServer] = useState<{ message: string; fields: FormField[] } | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = JSON.stringify(draft) !== initial && !done;
  const check = validate(draft);
  const back = candidate ? `/candidates/${candidate._id}` : '/candidates';
  useUnsavedWarning(dirty);

  const errorOf = (f: FormField) => (tried && check.invalid.has(f) ? t(`errors.${f}`) : server?.fields.includes(f) ? server.message : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setServer(null);
    if (!check.input) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const res = candidate
        ? await api.put<OneBody<CandidateDetail>>('candidates', paths.one(candidate._id), check.input)
        : await api.post<OneBody<CandidateDetail>>('candidates', paths.list, check.input);
      if (candidate) void setCandidate(res.data);
      setDone(true);
      toast.success(candidate ? t('saved') : t('created'));
      router.push(`/candidates/${res.data._id}`);
    } catch (err) {
      const message = messageOf(err, t('failed'));
      toast.error(message);
      setServer({ message, fields: err instanceof HttpError ? serverFields(err.status, err.body.errors) : [] });
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="max-w-2xl space-y-5">
      {tried && check.invalid.size ? <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">{t('summary', { count: check.invalid.size })}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FORM_FIELDS.map((f) => (
          <Field key={f} label={REQUIRED.includes(f) ? t('requiredLabel', { label: t(`fields.${f}`) }) : t(`fields.${f}`)} error={errorOf(f)}
            hint={f === 'phone' ? t('phoneHint') : undefined}>
            {(p) => <Input {...p} {...INPUT_PROPS[f]} required={REQUIRED.includes(f)} value={draft[f]} onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))} />}
          </Field>
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>{candidate ? t('save') : t('create')}</Button>
        <Button type="button" variant="outline" disabled={saving} onClick={() => (dirty ? setConfirmLeave(true) : router.push(back))}>{t('cancel')}</Button>
      </div>
      <ConfirmDialog open={confirmLeave} onOpenChange={setConfirmLeave} title={t('discardTitle')} description={t('discardBody')}
        confirmLabel={t('discard')} cancelLabel={t('keepEditing')} onConfirm={() => router.push(back)} />
    </form>
  );
}
