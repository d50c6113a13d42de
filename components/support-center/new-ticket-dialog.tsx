'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAction } from '@/lib/browser/use-action';
import { BODY_MAX, SUBJECT_MAX, SUBJECT_MIN, TICKET_PRIORITIES, type TicketPriority } from '@/lib/helpdesk/types';
import { helpdeskApi, revalidateTickets } from './api';

type Errors = { subject?: string; body?: string };

/** "New ticket": subject, priority and a description that becomes the thread's first message. */
export function NewTicketDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('supportCenter');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [errors, setErrors] = useState<Errors>({});

  // The same limits the API enforces, checked here so a mistake is shown beside its field at once.
  const check = (): Errors => ({
    subject:
      subject.trim().length < SUBJECT_MIN || subject.trim().length > SUBJECT_MAX
        ? t('form.subjectLength', { min: SUBJECT_MIN, max: SUBJECT_MAX })
        : undefined,
    body: !body.trim() ? t('form.bodyRequired') : body.trim().length > BODY_MAX ? t('form.bodyTooLong', { max: BODY_MAX }) : undefined,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (found.subject || found.body) return;
    const created = await run(() => helpdeskApi.createTicket({ subject: subject.trim(), body: body.trim(), priority }), t('form.created'));
    if (!created) return;
    void revalidateTickets();
    onCreated(created.data._id);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('form.title')}
      description={t('form.description')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('form.subject')} error={errors.subject}>
          {(p) => <Input {...p} value={subject} maxLength={SUBJECT_MAX} autoFocus onChange={(e) => setSubject(e.target.value)} />}
        </Field>
        <Select
          label={t('form.priority')}
          value={priority}
          onValueChange={setPriority}
          options={TICKET_PRIORITIES.map((v) => ({ value: v, label: t(`priority.${v}`) }))}
        />
        <Field label={t('form.body')} error={errors.body} hint={t('form.bodyHint')}>
          {(p) => <Textarea {...p} rows={6} value={body} maxLength={BODY_MAX} onChange={(e) => setBody(e.target.value)} />}
        </Field>
        <FormActions onCancel={onClose} cancelLabel={tc('cancel')} submitLabel={t('form.submit')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
