'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TimecardException } from '@/lib/punches/schema';
import { useReason } from './use-reason';

export type Acknowledgement = { id: string; note?: string };

/**
 * Approving a timesheet with open punch exceptions: each is listed with a checkbox named by its reason,
 * and "Acknowledge and approve" stays off until every one is ticked. The note goes with each.
 */
export default function ReviewExceptionsDialog({
  exceptions,
  workerOf,
  busy,
  onConfirm,
  onClose,
}: {
  exceptions: Pick<TimecardException, '_id' | 'kind' | 'detail' | 'timesheet_id'>[];
  /** The worker's name of a timesheet, shown when the dialog covers several. */
  workerOf?: (timesheetId: string | null) => string | null;
  busy: boolean;
  onConfirm: (acknowledge: Acknowledgement[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations('timesheets.exceptions');
  const reason = useReason();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [note, setNote] = useState('');
  const all = exceptions.length > 0 && exceptions.every((e) => ticked.has(e._id));
  const toggle = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (!all) return;
    const text = note.trim() || undefined;
    if (await onConfirm(exceptions.map((e) => ({ id: e._id, note: text })))) onClose();
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reviewTitle')}
      description={t('reviewIntro', { count: exceptions.length })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="space-y-2">
          {exceptions.map((e) => {
            const who = workerOf?.(e.timesheet_id);
            return (
              <li key={e._id} className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2">
                <Checkbox
                  label={who ? `${who}: ${reason(e)}` : reason(e)}
                  checked={ticked.has(e._id)}
                  onChange={(ev) => toggle(e._id, ev.target.checked)}
                />
              </li>
            );
          })}
        </ul>
        <Field label={t('noteLabel')} hint={t('noteHint')}>
          {(p) => <Textarea {...p} rows={2} maxLength={500} value={note} onChange={(ev) => setNote(ev.target.value)} />}
        </Field>
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('ackApprove')} busy={busy} disabled={!all} />
      </form>
    </Dialog>
  );
}
