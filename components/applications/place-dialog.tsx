'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { companiesOf, sitesOf } from '@/components/jobs/places';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { placeForm, type PlaceField } from '@/lib/applications/place-schema';
import type { ApplicationRow } from '@/lib/applications/types';
import { useLocations } from '@/lib/browser/use-locations';
import type { StatusOption } from '@/lib/statuses/types';
import { usePlace } from './use-place';
import { selectClass } from '@/components/ui/controls';

type Draft = Record<PlaceField, string>;
// The user's own calendar day (en-CA formats as yyyy-MM-dd).
const today = () => new Date().toLocaleDateString('en-CA');
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** "Place" on an application: client company → its location, position, dates and rates; starts from the job (its position and posted pay). */
export function PlaceDialog({ app, statuses, onClose }: { app: ApplicationRow; statuses: StatusOption[]; onClose: () => void }) {
  const t = useTranslations('applications.place');
  const locations = useLocations();
  const place = usePlace(statuses);
  const [draft, setDraft] = useState<Draft>({
    company_id: app.company_id ?? '',
    location_id: app.location_id ?? '',
    position: app.job_position ?? '',
    start_date: today(),
    end_date: '',
    bill_rate: '',
    pay_rate: app.job_pay_rate === null ? '' : String(app.job_pay_rate),
  });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = placeForm.safeParse({
    ...draft,
    end_date: draft.end_date || null,
    bill_rate: num(draft.bill_rate),
    pay_rate: num(draft.pay_rate),
  });
  const problems = new Set(tried && !parsed.success ? parsed.error.issues.map((i) => String(i.path[0])) : []);
  const err = (f: PlaceField) => (problems.has(f) ? t(`errors.${f}`) : null);
  const set = (f: PlaceField, v: string) => setDraft((d) => ({ ...d, [f]: v, ...(f === 'company_id' ? { location_id: '' } : {}) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    setBusy(true);
    const ok = await place(app, parsed.data);
    setBusy(false);
    if (ok) onClose();
  }

  const input = (f: PlaceField, type: string, extra: Record<string, string | number> = {}) => (
    <Field label={t(`fields.${f}`)} error={err(f)}>
      {(p) => <Input {...p} {...extra} type={type} value={draft[f]} onChange={(e) => set(f, e.target.value)} />}
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('title', { name: app.candidate_name })}
      description={app.job_title ? t('forJob', { job: app.job_title }) : undefined}
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field label={t('fields.company_id')} error={err('company_id')}>
          {(p) => (
            <select {...p} value={draft.company_id} onChange={(e) => set('company_id', e.target.value)} className={selectClass}>
              <option value="">{t('chooseCompany')}</option>
              {companiesOf(locations).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.location_id')} error={err('location_id')}>
          {(p) => (
            <select
              {...p}
              value={draft.location_id}
              disabled={!draft.company_id}
              onChange={(e) => set('location_id', e.target.value)}
              className={selectClass}
            >
              <option value="">{t('chooseLocation')}</option>
              {sitesOf(locations, draft.company_id).map((l) => (
                <option key={l._id} value={l._id}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">{input('position', 'text', { maxLength: 80 })}</div>
        {input('start_date', 'date')}
        {input('end_date', 'date', draft.start_date ? { min: draft.start_date } : {})}
        {input('bill_rate', 'number', { min: 0, step: '0.01', inputMode: 'decimal' })}
        {input('pay_rate', 'number', { min: 0, step: '0.01', inputMode: 'decimal' })}
        <div className="mt-3 flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
