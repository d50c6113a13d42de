'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';

/** Rejecting asks for a reason: the worker and recruiter need to know what to fix. */
export default function RejectDialog({
  count,
  busy,
  onConfirm,
  onClose,
}: {
  count: number;
  busy: boolean;
  onConfirm: (comment: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations('timesheets.reject');
  const tc = useTranslations('timesheets.actions');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!comment.trim()) {
      setError(t('required'));
      return;
    }
    if (await onConfirm(comment.trim())) onClose();
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title', { count })}
      description={t('description')}
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('comment')} error={error} hint={t('hint')}>
          {(p) => (
            <textarea
              {...p}
              required
              rows={4}
              maxLength={1000}
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                if (error && e.target.value.trim()) setError(null);
              }}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600"
            />
          )}
        </Field>
        <div className="mt-6 flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
