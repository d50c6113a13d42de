'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/public-jobs/form-controls';
import { selectClass } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import type { PositionOption } from '@/components/work-requests/position-select';
import { OTHER_POSITION, PLACEMENT_LIMITS as L } from '@/lib/placement-requests/limits';
import { useHydrated } from '@/lib/browser/use-hydrated';

/**
 * The public form's position: a native select of the agency's positions (sent as `position_id`) with an
 * "Other" choice for a position typed by hand (`position`). It is a plain form control, so it works
 * without JavaScript: the server page shows the select and the text box together and the server reads
 * the select first. Once hydrated, the text box shows only for "Other". An agency with no positions
 * yet gets the text box alone.
 */
export function PositionChoice({ options, error }: { options: readonly PositionOption[]; error: string | null }) {
  const t = useTranslations('workRequests');
  const tp = useTranslations('publicJobs.placement');
  const [choice, setChoice] = useState('');
  // false on the server and in the first paint, true once this island runs.
  const hydrated = useHydrated();
  if (options.length === 0)
    return (
      <TextField
        name="position"
        label={t('position')}
        placeholder={tp('positionPlaceholder')}
        error={error}
        required
        maxLength={L.position}
      />
    );
  const other = choice === OTHER_POSITION;
  return (
    <>
      <Field label={t('position')} error={error}>
        {(p) => (
          <select {...p} name="position_id" required value={choice} onChange={(e) => setChoice(e.target.value)} className={selectClass}>
            <option value="">{t('choosePosition')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
            <option value={OTHER_POSITION}>{t('otherOption')}</option>
          </select>
        )}
      </Field>
      {!hydrated || other ? (
        <TextField
          name="position"
          label={t('otherPosition')}
          hint={hydrated ? undefined : t('otherPositionHint')}
          placeholder={tp('positionPlaceholder')}
          required={other}
          maxLength={L.position}
        />
      ) : null}
    </>
  );
}
