import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { Translate } from '@/lib/approval-links/locale';
import { decidePath } from '@/lib/approval-links/paths';
import { MAX_REJECT_REASON } from '@/lib/approval-links/schema';
import { ackField } from '@/lib/approval-links/form-post-fields';

type Props = {
  token: string;
  sheetId: string;
  worker: string;
  week: string;
  company: string;
  t: Translate;
  reasonMissing: boolean;
  /** A punch is still open: approving would be refused (the card says why), so the button is off; rejecting is not. */
  approveBlocked: boolean;
  /** Open punch exceptions, each with its reason worded: approving needs each ticked (required checkboxes, no script needed). */
  exceptions?: { id: string; reason: string }[];
};

/**
 * Approve, or Reject with a reason, as plain HTML forms: they post to the decide route, which answers
 * 303 back to the page, so a phone without JavaScript (or a mail app's browser) decides just the same.
 * The reason field sits in a disclosure, open at once when a reject came back without one.
 */
export function DecisionForms({ token, sheetId, worker, week, company, t, reasonMissing, approveBlocked, exceptions = [] }: Props) {
  const reasonId = `reason-${sheetId}`;
  const noteId = `ack-note-${sheetId}`;
  const hintId = `reason-hint-${sheetId}`;
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
      <form method="post" action={decidePath(token)}>
        <input type="hidden" name="timesheet_id" value={sheetId} />
        <input type="hidden" name="decision" value="approve" />
        {exceptions.length ? (
          <fieldset className="mb-3 space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
            <legend className="px-1 text-sm font-semibold text-amber-950">{t('exceptions.title')}</legend>
            <p className="text-sm text-amber-950">{t('exceptions.intro')}</p>
            {exceptions.map((e) => (
              <div key={e.id} className="flex items-start gap-2">
                <input
                  id={`ack-${e.id}`}
                  type="checkbox"
                  name={ackField(e.id)}
                  value="on"
                  required
                  className="mt-0.5 h-5 w-5 rounded border-slate-400"
                />
                <label htmlFor={`ack-${e.id}`} className="text-sm text-slate-900">
                  {e.reason}
                </label>
              </div>
            ))}
            <label htmlFor={noteId} className="block pt-1 text-sm font-medium text-slate-900">
              {t('exceptions.noteLabel')}
            </label>
            <Textarea id={noteId} name="note" maxLength={500} rows={2} />
          </fieldset>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={approveBlocked}
          aria-label={t('actions.approveLabel', { worker, start: week })}
        >
          {exceptions.length ? t('actions.acknowledgeApprove') : t('actions.approve')}
        </Button>
      </form>
      <details className="group flex-1 rounded-md border border-slate-200" open={reasonMissing || undefined}>
        <summary
          className="flex h-11 cursor-pointer list-none items-center justify-center rounded-md px-5 text-base font-medium text-slate-800 hover:bg-slate-50 sm:justify-start"
          aria-label={t('actions.rejectLabel', { worker, start: week })}
        >
          {t('actions.reject')}
        </summary>
        <form method="post" action={decidePath(token)} className="space-y-2 border-t border-slate-200 p-3">
          <input type="hidden" name="timesheet_id" value={sheetId} />
          <input type="hidden" name="decision" value="reject" />
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-900">
            {t('actions.reason')}
          </label>
          <Textarea
            id={reasonId}
            name="reason"
            required
            maxLength={MAX_REJECT_REASON}
            rows={3}
            aria-describedby={hintId}
            aria-invalid={reasonMissing || undefined}
          />
          <p id={hintId} className="text-xs text-slate-700">
            {t('actions.reasonHint', { company })}
          </p>
          <Button type="submit" variant="danger" size="lg" className="w-full sm:w-auto">
            {t('actions.rejectSubmit')}
          </Button>
        </form>
      </details>
    </div>
  );
}
