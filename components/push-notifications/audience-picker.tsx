'use client';
import { useTranslations } from 'next-intl';
import { LoadError, Loading } from '@/components/ui/load-states';
import { AUDIENCE_TYPES } from '@/lib/push-notifications/types';
import type { AudienceOptions } from '@/lib/push-notifications/schema';
import { CandidatePicker } from './candidate-picker';
import type { Draft, PickType } from './compose-state';
import { OptionChecklist, type ChecklistOption } from './option-checklist';
import { useAudienceOptions } from './use-push-data';

function choicesOf(type: PickType, o: AudienceOptions): ChecklistOption[] {
  if (type === 'locations') return o.locations.map((l) => ({ value: l._id, label: l.name, hint: l.company_name }));
  if (type === 'statuses') return o.statuses.map((s) => ({ value: s._id, label: s.name, color: s.color }));
  return o.positions.map((p) => ({ value: p, label: p }));
}

/** The audience type as a radio group, then the picker that type needs. */
export function AudiencePicker({ draft, onChange, error }: { draft: Draft; onChange: (c: Partial<Draft>) => void; error: string | null }) {
  const t = useTranslations('pushNotifications');
  const { options, error: loadError, retry } = useAudienceOptions();
  const type = draft.type;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('compose.audience')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {AUDIENCE_TYPES.map((a) => (
          <label key={a} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="push-audience"
              value={a}
              checked={type === a}
              className="h-4 w-4 text-brand"
              onChange={() => onChange({ type: a })}
            />
            {t(`audience.${a}`)}
          </label>
        ))}
      </div>
      {type === 'all' ? null : type === 'candidates' ? (
        <CandidatePicker people={draft.people} onChange={(people) => onChange({ people })} />
      ) : options ? (
        <OptionChecklist
          label={t(`audience.${type}`)}
          options={choicesOf(type, options)}
          selected={draft.picks[type]}
          onChange={(ids) => onChange({ picks: { ...draft.picks, [type]: ids } })}
        />
      ) : loadError ? (
        <LoadError onRetry={retry} />
      ) : (
        <Loading />
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
