'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Loaded, Loading } from '@/components/ui/load-states';
import type { CustomReport } from '@/lib/custom-reports/schema';
import { useListState } from '@/lib/url-state/use-list-state';
import { reportParams } from './report-params';
import { ReportList } from './report-list';
import { useReportList, useSources } from './use-reports';

function BuilderLoading() {
  const t = useTranslations('customReports');
  return <Loading label={t('loadingBuilder')} />;
}

// The builder holds most of this tab's code (field picker, filters, preview, run): it loads on first use.
const ReportBuilder = dynamic(() => import('./report-builder'), { ssr: false, loading: BuilderLoading });

/**
 * Admin "custom-reports" tab: the saved reports, and the builder for a new or chosen one. The open
 * report is in the URL (?report=<id>|new, &view=run), so the reports hub can link straight to a run.
 */
export function CustomReportsTab() {
  const t = useTranslations('customReports');
  const [params, update] = useListState(reportParams);
  const list = useReportList();
  const sources = useSources();
  // A report saved in this session is held here until the list has refetched it.
  const [latest, setLatest] = useState<CustomReport | null>(null);
  const openId = params.report || null;
  const report = openId && openId !== 'new' ? (latest?._id === openId ? latest : list.data?.data.find((r) => r._id === openId)) : undefined;

  const open = (id: string | null, run = false) => update({ report: id, view: run ? 'run' : null });

  const builder = () => {
    if (!openId) return null;
    if (openId !== 'new' && !report)
      return list.data ? (
        <p role="alert" className="text-sm text-red-700">
          {t('notFound')}
        </p>
      ) : (
        <Loading />
      );
    return (
      <Loaded data={sources.data} error={sources.error} retry={() => void sources.mutate()}>
        {(s) => (
          // A new key per opened report: its draft starts from that report, not the previous one's edits.
          <ReportBuilder
            key={openId === 'new' ? 'new' : report?._id}
            report={report}
            payload={s.data}
            startInRun={params.view === 'run'}
            onClose={() => open(null)}
            onDeleted={() => open(null)}
            onSaved={(r) => {
              setLatest(r);
              if (r._id !== openId) open(r._id);
            }}
          />
        )}
      </Loaded>
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-700">{t('intro')}</p>
        <Button onClick={() => open('new')} disabled={openId === 'new'}>
          {t('newReport')}
        </Button>
      </div>
      {builder()}
      <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
        {(res) => (
          <ReportList
            reports={res.data}
            openId={openId}
            onOpen={(id, run) => open(id, run)}
            onCreate={() => open('new')}
            onDeleted={(id) => {
              if (id === openId) open(null);
            }}
          />
        )}
      </Loaded>
    </div>
  );
}
