'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/browser/typed-api';
import { shiftRatingsRoutes } from '@/lib/contracts/routes/shift-ratings';
import { cn } from '@/lib/cn';
import { RATING_COMMENT_MAX, STARS } from '@/lib/shift-ratings/types';
import type { ShiftRating } from '@/lib/shift-ratings/schema';
import { detailKey } from '../api';
import { invalidate } from '@/lib/browser/invalidate';

/**
 * Rate a worked shift 1–5 (a radio group: arrow keys move between the stars) with an optional comment.
 * Saving refreshes the timesheet so the card shows the new stars.
 */
export default function RateShiftDialog({
  timesheetId,
  timecardId,
  title,
  current,
  onClose,
}: {
  timesheetId: string;
  timecardId: string;
  title: string;
  current: ShiftRating | null;
  onClose: () => void;
}) {
  const t = useTranslations('timesheets.rating');
  const name = useId();
  const [stars, setStars] = useState<number | null>(current?.rating ?? null);
  const [comment, setComment] = useState(current?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction({ fallbackError: t('failed') });

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!stars) {
      setError(t('required'));
      return;
    }
    const rated = await run(async () => {
      await callApi(shiftRatingsRoutes.rate, { params: { id: timecardId }, body: { rating: stars, comment: comment.trim() || null } });
      await invalidate(detailKey(timesheetId));
      return true;
    }, t('saved'));
    if (rated) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      description={title}
    >
      <form onSubmit={save} noValidate className="space-y-4">
        <fieldset aria-describedby={error ? `${name}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('stars')}</legend>
          <div className="flex gap-1">
            {STARS.map((n) => (
              <label key={n} className="cursor-pointer">
                <input
                  type="radio"
                  name={name}
                  value={n}
                  checked={stars === n}
                  aria-label={t('starLabel', { count: n })}
                  onChange={() => {
                    setStars(n);
                    setError(null);
                  }}
                  className="peer sr-only"
                />
                <span
                  aria-hidden
                  className={cn(
                    'block rounded px-0.5 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-brand',
                    n <= (stars ?? 0) ? 'text-amber-500' : 'text-slate-300 hover:text-amber-300',
                  )}
                >
                  ★
                </span>
              </label>
            ))}
          </div>
          {error ? (
            <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Field label={t('comment')} hint={t('commentHint', { max: RATING_COMMENT_MAX })}>
          {(p) => <Textarea {...p} rows={3} maxLength={RATING_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
