'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Input } from '@/components/ui/input';
import { Loaded } from '@/components/ui/load-states';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { SHIFT_TIMES, type ShiftTime } from '@/lib/candidates/types';
import type { Preferences } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { TabProps } from '../detail/tab-types';

type Draft = { positions: string; locations: string; pay: string; distance: string; shifts: ShiftTime[] };
const draftOf = (p: Preferences): Draft => ({
  positions: p.positions.join(', '),
  locations: p.locations.join(', '),
  pay: p.min_pay_rate === null ? '' : String(p.min_pay_rate),
  distance: p.max_distance_miles === null ? '' : String(p.max_distance_miles),
  shifts: p.shift_times,
});
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function PreferencesForm({
  candidateId,
  initial,
  onSaved,
}: {
  candidateId: string;
  initial: Preferences;
  onSaved: (p: Preferences) => void;
}) {
  const t = useTranslations('candidates.preferences');
  const { busy, run } = useAction();
  const [saved, setSaved] = useState(() => JSON.stringify(draftOf(initial)));
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [tried, setTried] = useState(false);
  const pay = numberOrNull(draft.pay);
  const distance = numberOrNull(draft.distance);
  const payBad = pay !== null && (!Number.isFinite(pay) || pay < 0 || pay > 10_000);
  const distanceBad = distance !== null && (!Number.isInteger(distance) || distance < 0 || distance > 1000);
  const dirty = JSON.stringify(draft) !== saved;
  useUnsavedWarning(dirty);

  async function save(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (payBad || distanceBad) return;
    const body = {
      positions: list(draft.positions),
      locations: list(draft.locations),
      min_pay_rate: pay,
      max_distance_miles: distance,
      shift_times: draft.shifts,
    };
    const res = await run(() => callApi(candidatesRoutes.savePreferences, { params: { candidateId }, body }), t('saved'));
    if (!res) return;
    setSaved(JSON.stringify(draft));
    setTried(false);
    onSaved(res.data);
  }

  const toggle = (s: ShiftTime, on: boolean) =>
    setDraft((d) => ({ ...d, shifts: on ? [...d.shifts, s] : d.shifts.filter((x) => x !== s) }));
  return (
    <form onSubmit={save} noValidate className="max-w-2xl space-y-5">
      <Field label={t('positions')} hint={t('listHint')}>
        {(p) => <Input {...p} value={draft.positions} onChange={(e) => setDraft({ ...draft, positions: e.target.value })} />}
      </Field>
      <Field label={t('locations')} hint={t('listHint')}>
        {(p) => <Input {...p} value={draft.locations} onChange={(e) => setDraft({ ...draft, locations: e.target.value })} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('minPayRate')} error={tried && payBad ? t('payInvalid') : null}>
          {(p) => <Input {...p} inputMode="decimal" value={draft.pay} onChange={(e) => setDraft({ ...draft, pay: e.target.value })} />}
        </Field>
        <Field label={t('maxDistance')} error={tried && distanceBad ? t('distanceInvalid') : null}>
          {(p) => (
            <Input {...p} inputMode="numeric" value={draft.distance} onChange={(e) => setDraft({ ...draft, distance: e.target.value })} />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('shiftTimes')}</legend>
        <div className="flex flex-wrap gap-4">
          {SHIFT_TIMES.map((s) => (
            <Checkbox key={s} label={t(`shifts.${s}`)} checked={draft.shifts.includes(s)} onChange={(e) => toggle(s, e.target.checked)} />
          ))}
        </div>
      </fieldset>
      <Button type="submit" loading={busy} disabled={!dirty}>
        {t('save')}
      </Button>
    </form>
  );
}

export default function PreferencesTab({ candidate }: TabProps) {
  const { data, error, mutate } = useApi(candidatesRoutes.preferences, { params: { candidateId: candidate._id } });
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(body) => (
        <PreferencesForm candidateId={candidate._id} initial={body.data} onSaved={(p) => void mutate({ data: p }, { revalidate: false })} />
      )}
    </Loaded>
  );
}
