'use client';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/public-jobs/form-controls';
import { MAX_REQUEST_DATES } from '@/lib/work-requests/fields';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The public form's multi-day and weekly repeat: the one request model's calendar (lib/work-requests) as
 * plain form controls, so it posts without JavaScript. A plain form has no nested fields, so each weekday
 * is its own checkbox (`repeat_1` … `repeat_7`) and the count is `repeat_count`; the server reads them
 * into `repeat` (calendarFromForm). Unticked: every day from the start to the last day.
 */
export function CalendarChoice({ minDate, invalid }: { minDate: string; invalid: (name: string) => boolean }) {
  const t = useTranslations('workRequests');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="end_date"
        type="date"
        label={t('endDate')}
        hint={t('endDateHintRange')}
        error={invalid('end_date') ? t('errors.end_date') : null}
        min={minDate}
      />
      <TextField
        name="repeat_count"
        type="number"
        inputMode="numeric"
        label={t('countDays')}
        hint={t('countHint', { max: MAX_REQUEST_DATES })}
        min={1}
        max={MAX_REQUEST_DATES}
        step={1}
      />
      <fieldset className="sm:col-span-2" aria-describedby="repeat-hint">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('repeatOn')}</legend>
        <p id="repeat-hint" className="mb-1 text-xs text-slate-700">
          {t('repeatHintRange')}
        </p>
        <div className="flex flex-wrap gap-3">
          {ISO_WEEKDAYS.map((d) => (
            <label key={d} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={`repeat_${d}`} value="1" className="h-4 w-4 rounded border-slate-400" />
              {t(`weekdays.${d}`)}
            </label>
          ))}
        </div>
        {invalid('repeat') ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('errors.repeat')}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
