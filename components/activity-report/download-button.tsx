'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { ExportKind } from '@/lib/activity-report/types';
import type { ReportApiQuery } from './url-state';
import { messageOf } from '@/lib/browser/message-of';

/** "Download CSV" for one table; the download code loads on the first click. */
export function DownloadButton({ kind, query }: { kind: ExportKind; query: ReportApiQuery }) {
  const t = useTranslations('activityReport.download');
  const common = useTranslations('common');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const { downloadReportCsv } = await import('./download');
      await downloadReportCsv(kind, query);
    } catch (e) {
      toast.error(messageOf(e, common('actionFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void run()} aria-label={t(kind)} data-testid={`download-${kind}`}>
      {t('button')}
    </Button>
  );
}
