'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useApi } from '@/lib/browser/typed-api';
import { customReportsRoutes } from '@/lib/contracts/routes/custom-reports';
import type { CustomReport } from '@/lib/custom-reports/schema';
import { downloadReportCsv } from './api';
import { messageOf } from '@/lib/browser/message-of';

export const useReportList = () => useApi(customReportsRoutes.list, {});

/** The catalogue changes only with a deploy, and the filter values rarely: no refetch on focus. */
export const useSources = () => useApi(customReportsRoutes.sources, {}, { revalidateOnFocus: false });

/** Export CSV with its toasts; `busy` names the report being downloaded, so its button can show it. */
export function useExportReport() {
  const t = useTranslations('customReports');
  const tc = useTranslations('common');
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  async function exportCsv(report: Pick<CustomReport, '_id' | 'name'>) {
    setBusy(report._id);
    try {
      const file = await downloadReportCsv(report._id, `${report.name}.csv`);
      toast.success(t('exported', { file }));
    } catch (e) {
      toast.error(messageOf(e, tc('actionFailed')));
    } finally {
      setBusy(null);
    }
  }
  return { exportCsv, busy };
}
