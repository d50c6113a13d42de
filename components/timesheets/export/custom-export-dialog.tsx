'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { isPayField } from '@/lib/auth/pay-visibility';
import { EXPORT_FIELD_KEYS as EXPORT_FIELDS, type ExportFieldKey as ExportField } from '@/lib/timesheets/types';

export { type ExportField };

const DEFAULT_FIELDS: readonly ExportField[] = [
  'worker_name',
  'company_name',
  'location_name',
  'position',
  'week_start',
  'week_end',
  'status',
  'regular_hours',
  'overtime_hours',
  'total_hours',
  'bill_total',
];

/** Choose the columns of a custom CSV export. Loaded on demand: most users never open it. */
export default function CustomExportDialog({
  withPay,
  placementLabel,
  scope,
  onExport,
  onClose,
}: {
  withPay: boolean;
  placementLabel: string;
  scope: string;
  onExport: (fields: ExportField[]) => void;
  onClose: () => void;
}) {
  const t = useTranslations('timesheets.export');
  const tf = useTranslations('timesheets.fields');
  const errorId = useId();
  const fields = EXPORT_FIELDS.filter((f) => withPay || !isPayField(f));
  const [chosen, setChosen] = useState<Set<ExportField>>(() => new Set(DEFAULT_FIELDS));
  const [error, setError] = useState(false);
  const toggle = (f: ExportField, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(f);
    else next.delete(f);
    setChosen(next);
    if (next.size) setError(false);
  };
  const submit = () => {
    const picked = fields.filter((f) => chosen.has(f));
    if (!picked.length) {
      setError(true);
      return;
    }
    onExport(picked);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('customTitle')}
      description={scope}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit}>{t('download')}</Button>
        </>
      }
    >
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('customFields')}</legend>
        <div className="mt-2 flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setChosen(new Set(fields));
              setError(false);
            }}
          >
            {t('allFields')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setChosen(new Set())}>
            {t('noFields')}
          </Button>
        </div>
        <div className="mt-2 grid max-h-72 grid-cols-2 gap-x-4 gap-y-1.5 overflow-y-auto pe-1">
          {fields.map((f) => (
            <label key={f} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={chosen.has(f)}
                onChange={(e) => toggle(f, e.target.checked)}
              />
              {f === 'placement_id' ? tf('placement_id', { placement: placementLabel }) : tf(f)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {t('fieldsRequired')}
          </p>
        ) : null}
      </fieldset>
    </Dialog>
  );
}
