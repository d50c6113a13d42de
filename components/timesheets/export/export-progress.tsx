'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/browser/format';
import type { Progress } from './download';

/**
 * Native <progress>: without a value it is the indeterminate bar (no Content-Length), with one it
 * shows the share received. The running size is always spelled out.
 */
export function ExportProgress({ name, progress, onCancel }: { name: string; progress: Progress; onCancel: () => void }) {
  const t = useTranslations('timesheets.export');
  const fmt = useFormat();
  const label = t('preparing', { name });
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow-sm"
    >
      <span>{label}</span>
      <progress
        aria-label={label}
        className="h-2 w-32 overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
        value={progress.total ? progress.received : undefined}
        max={progress.total ?? undefined}
      />
      <span className="tabular-nums text-slate-700">
        {progress.total
          ? t('receivedOf', { size: fmt.bytes(progress.received), total: fmt.bytes(progress.total) })
          : t('received', { size: fmt.bytes(progress.received) })}
      </span>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
