'use client';
import * as M from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { ExportFilter } from '../list/query';
import type { ExportField } from './custom-export-dialog';
import type { ExportKind, Progress } from './download';
import { ExportProgress } from './export-progress';

// The download code and the custom dialog load on first use, keeping the list's first load small.
const CustomExportDialog = lazy(() => import('./custom-export-dialog'));

const item = 'flex cursor-pointer items-center rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';
const LABEL_KEY: Record<ExportKind, 'csv' | 'paychex' | 'pdf' | 'custom'> = {
  csv: 'csv',
  'paychex-csv': 'paychex',
  'pdf-condensed': 'pdf',
  custom: 'custom',
};

/** Export ▾: the selected rows, or with no selection every timesheet matching the current filter. */
export function ExportMenu({
  ids,
  filter,
  companyId,
  withPay,
  placementLabel,
}: {
  ids: string[];
  filter: ExportFilter;
  companyId: string;
  withPay: boolean;
  placementLabel: string;
}) {
  const t = useTranslations('timesheets.export');
  const toast = useToast();
  const [running, setRunning] = useState<{ kind: ExportKind; progress: Progress } | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const scope = ids.length ? t('scopeSelected', { count: ids.length }) : t('scopeFilter');

  async function start(kind: ExportKind, fields?: ExportField[]) {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    setRunning({ kind, progress: { received: 0, total: null } });
    const body = { ...(ids.length ? { timesheet_ids: ids } : { filter }), ...(fields ? { fields } : {}) };
    try {
      const { downloadExport } = await import('./download');
      const { filename } = await downloadExport(kind, body, {
        signal: ac.signal,
        fallbackName: `${companyId}-timesheets.${kind === 'pdf-condensed' ? 'pdf' : 'csv'}`,
        onProgress: (progress) => setRunning({ kind, progress }),
      });
      toast.success(t('done', { file: filename }));
    } catch (err) {
      if (ac.signal.aborted) toast.show({ title: t('cancelled'), tone: 'info' });
      // A failed fetch() is a TypeError whose text ("Failed to fetch") means nothing to a user.
      else toast.error(err instanceof TypeError || !(err instanceof Error) ? t('failed') : err.message);
    } finally {
      if (controller.current === ac) {
        controller.current = null;
        setRunning(null);
      }
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {running ? (
        <ExportProgress name={t(LABEL_KEY[running.kind])} progress={running.progress} onCancel={() => controller.current?.abort()} />
      ) : null}
      {/* Not modal: the custom dialog opens from this menu, and two modal layers fight over focus and pointer events. */}
      <M.Root modal={false}>
        <M.Trigger asChild>
          <Button size="sm" variant="outline" disabled={running !== null}>
            {t('menu')}
            <span aria-hidden>▾</span>
          </Button>
        </M.Trigger>
        <M.Portal>
          <M.Content align="end" sideOffset={4} className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
            <M.Label className="max-w-64 px-3 py-1 text-xs text-slate-700">{scope}</M.Label>
            <M.Item className={item} onSelect={() => start('csv')}>
              {t('csv')}
            </M.Item>
            {/* Paychex files are payroll data: agency staff only (the API refuses contacts too). */}
            {withPay ? (
              <M.Item className={item} onSelect={() => start('paychex-csv')}>
                {t('paychex')}
              </M.Item>
            ) : null}
            <M.Item className={item} onSelect={() => start('pdf-condensed')}>
              {t('pdf')}
            </M.Item>
            <M.Separator className="my-1 h-px bg-slate-200" />
            <M.Item className={item} onSelect={() => setCustomOpen(true)}>
              {t('customItem')}
            </M.Item>
          </M.Content>
        </M.Portal>
      </M.Root>
      {customOpen ? (
        <Suspense fallback={null}>
          <CustomExportDialog
            withPay={withPay}
            placementLabel={placementLabel}
            scope={scope}
            onClose={() => setCustomOpen(false)}
            onExport={(fields) => start('custom', fields)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
