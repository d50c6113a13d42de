'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Format } from '@/lib/browser/format';
import { showSaved } from '@/lib/browser/invalidate';
import { callApi } from '@/lib/browser/typed-api';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import { MAX_REASON_LENGTH } from '@/lib/timesheets/types';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { withFrom } from '@/lib/url-state/back-link';
import { revalidateAll } from '../api';
import { editResolver, fingerprint, newCard, toPayload, validate, valuesOf, type EditValues } from './edit-values';
import { showServerErrors } from './server-errors';
import { TimecardRows } from './timecard-rows';

// The discard confirmation loads on first use: most edits end with Save.
const ConfirmDialog = lazy(() => import('@/components/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A timesheet's timecards, manager, comment and the reason for the change, on the form kit: the server's rules
 * are checked before sending, each problem under its row; the server's own refusals land on their rows and fields.
 */
/** `back`: the list the view was opened from; saving or leaving returns to the view with it. */
export function EditForm({ ts, fmt, back = '/timesheets' }: { ts: TimesheetDetail; fmt: Format; back?: string }) {
  const t = useTranslations('timesheets.edit');
  const router = useRouter();
  const { run } = useAction({ fallbackError: t('failed') });
  // Seeded once from the server copy (the screen keys the form by id): a background refetch never resets typing.
  const [initial] = useState(() => valuesOf(ts));
  const resolver = useMemo(
    () =>
      editResolver(ts.week_start, (issue, rows) =>
        issue === 'overlap' ? t('errors.overlap', { rows: rows ?? '' }) : t(`errors.${issue}`),
      ),
    [ts.week_start, t],
  );
  const form = useCheckedForm(resolver, initial);
  const cards = useFieldArray({ control: form.control, name: 'cards' });
  const values = form.watch();
  const [done, setDone] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const dirty = fingerprint(values) !== fingerprint(initial) && !done;
  useUnsavedWarning(dirty && !form.formState.isSubmitting);

  // Once a save was tried, the rows are checked again as they change: one card's edit can end another's overlap.
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger('cards');
  };

  async function save(input: EditValues) {
    const res = await run(
      async () => {
        const answer = await callApi(timesheetsRoutes.update, { params: { id: ts._id }, body: toPayload(input) });
        await showSaved(timesheetsRoutes.get, { data: answer.data }, { params: { id: ts._id } });
        return answer;
      },
      t('saved'),
      (_, err) => showServerErrors(form, err),
    );
    if (!res) return;
    void revalidateAll();
    setDone(true);
    router.push(withFrom(`/timesheets/view/${ts._id}`, back));
  }

  const leave = () => router.push(withFrom(`/timesheets/view/${ts._id}`, back));
  return (
    <Form
      form={form}
      onSubmit={save}
      summary={t('errors.summary', { count: validate(values.cards, ts.week_start).count })}
      className="max-w-5xl space-y-6"
    >
      {ts.status === 'rejected' ? (
        <p className="rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">{t('rejectedHint')}</p>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('timecards')}</legend>
        {cards.fields.length ? (
          <TimecardRows
            ids={cards.fields.map((f) => f.id)}
            fmt={fmt}
            onChange={recheck}
            onRemove={(i) => {
              cards.remove(i);
              recheck();
            }}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
            {t('noCards')}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            cards.append(newCard(form.getValues('cards'), ts.week_start), { shouldFocus: false });
            recheck();
          }}
        >
          <span aria-hidden>+</span>
          {t('add')}
        </Button>
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="manager" label={t('manager')} hint={t('managerHint')}>
          {(p) => <Input {...p} maxLength={120} autoComplete="off" />}
        </FormField>
        <FormField name="comment" label={t('comment')}>
          {(p) => <Textarea {...p} rows={3} maxLength={1000} />}
        </FormField>
        <div className="md:col-span-2">
          <FormField name="reason" label={t('reason')} hint={t('reasonHint')}>
            {(p) => <Input {...p} maxLength={MAX_REASON_LENGTH} autoComplete="off" />}
          </FormField>
        </div>
      </div>

      <div className="flex gap-2">
        <SubmitButton disabled={!dirty}>{t('save')}</SubmitButton>
        <Button
          type="button"
          variant="outline"
          disabled={form.formState.isSubmitting}
          onClick={() => (dirty ? setConfirmLeave(true) : leave())}
        >
          {t('cancel')}
        </Button>
      </div>
      {confirmLeave ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmLeave}
            title={t('discardTitle')}
            description={t('discardBody')}
            confirmLabel={t('discard')}
            cancelLabel={t('keepEditing')}
            onConfirm={leave}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
