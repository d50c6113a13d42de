'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Refusal } from './use-timesheet-actions';

/** Why an all-or-nothing action was refused, timesheet by timesheet. Nothing was changed. */
export function RefusalPanel({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const t = useTranslations('timesheets.refused');
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold">{refusal.message}</p>
          <p className="mt-1">{t('nothingChanged')}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss} className="text-red-900 hover:bg-red-100">
          {t('dismiss')}
        </Button>
      </div>
      <ul className="mt-2 max-h-48 list-disc space-y-0.5 overflow-y-auto ps-5">
        {refusal.reasons.map((r) => (
          <li key={r.id}>
            <span className="font-medium">{r.name}</span>: {r.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
