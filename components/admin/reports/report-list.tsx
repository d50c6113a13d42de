'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import type { CustomReport } from '@/lib/custom-reports/types';
import { reportsApi, revalidateReports } from './api';
import { useExportReport } from './use-reports';
import { messageOf } from '@/lib/browser/message-of';

/** The saved reports with their actions; deleting asks first. */
export function ReportList({
  reports,
  openId,
  onOpen,
  onCreate,
  onDeleted,
}: {
  reports: CustomReport[];
  openId: string | null;
  onOpen: (id: string, run: boolean) => void;
  onCreate: () => void;
  onDeleted: (id: string) => void;
}) {
  const t = useTranslations('customReports');
  const tc = useTranslations('common');
  const format = useFormatter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { exportCsv, busy } = useExportReport();
  const [deleting, setDeleting] = useState<CustomReport | null>(null);
  const [removing, setRemoving] = useState(false);

  async function remove(report: CustomReport) {
    setRemoving(true);
    try {
      await reportsApi.remove(report._id);
      toast.success(t('deleted'));
      onDeleted(report._id);
    } catch (e) {
      toast.error(messageOf(e, tc('actionFailed')));
    } finally {
      setRemoving(false);
      setDeleting(null);
      void revalidateReports(mutate);
    }
  }

  if (!reports.length) {
    return <EmptyState title={t('emptyTitle')} body={t('emptyBody')} action={<Button onClick={onCreate}>{t('newReport')}</Button>} />;
  }
  return (
    <>
      <Table caption={t('listCaption')}>
        <THead>
          <tr>
            <TH>{t('columns.name')}</TH>
            <TH>{t('columns.source')}</TH>
            <TH>{t('columns.fields')}</TH>
            <TH>{t('columns.updated')}</TH>
            <TH>
              <span className="sr-only">{t('columns.actions')}</span>
            </TH>
          </tr>
        </THead>
        <TBody>
          {reports.map((r) => (
            <TR key={r._id} aria-current={r._id === openId || undefined} className={r._id === openId ? 'bg-brand/5' : undefined}>
              <TD className="font-medium text-slate-900">{r.name}</TD>
              <TD>{t(`sources.${r.source}`)}</TD>
              <TD>{t('fieldCount', { count: r.fields.length })}</TD>
              <TD>{format.dateTime(new Date(r.updated_at), { dateStyle: 'medium', timeStyle: 'short' })}</TD>
              <TD>
                <div className="flex flex-wrap justify-end gap-1">
                  <Button size="sm" variant="outline" aria-label={t('openLabel', { name: r.name })} onClick={() => onOpen(r._id, false)}>
                    {t('actions.open')}
                  </Button>
                  <Button size="sm" variant="outline" aria-label={t('runLabel', { name: r.name })} onClick={() => onOpen(r._id, true)}>
                    {t('actions.run')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('exportLabel', { name: r.name })}
                    loading={busy === r._id}
                    onClick={() => void exportCsv(r)}
                  >
                    {t('actions.export')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    aria-label={t('deleteLabel', { name: r.name })}
                    onClick={() => setDeleting(r)}
                  >
                    {t('actions.delete')}
                  </Button>
                </div>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('actions.delete')}
        cancelLabel={tc('cancel')}
        busy={removing}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </>
  );
}
