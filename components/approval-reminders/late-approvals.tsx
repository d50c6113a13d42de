'use client';
import { useLocalPaging } from '@/lib/browser/table-pagination';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty } from '@/components/ui/load-states';
import { useToast } from '@/components/ui/toast';
import type { LateApproval } from '@/lib/approval-reminders/queries';
import { useFormat } from '@/lib/browser/format';
import { useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { approvalRemindersRoutes } from '@/lib/contracts/routes/approval-reminders';
import { remindersApi } from './api';

const rowId = (r: LateApproval) => r._id;

/**
 * The agency's Late approvals (on the timesheets' Past due tab, for staff): submitted timesheets past
 * their approval deadline, who should approve them, when they were last reminded and the backup, with
 * "Remind now" (confirmed; the server allows it once per 10 minutes per timesheet).
 */
export default function LateApprovals() {
  const t = useTranslations('approvalReminders.late');
  const tc = useTranslations('common');
  const format = useFormatter();
  // A reminder's time is the viewer's clock, named (lib/browser/format.ts: her chosen zone in the portal).
  const fmt = useFormat();
  const toast = useToast();
  const { page, perPage, pagination } = useLocalPaging(10);
  const { data, error, isLoading, mutate } = useApi(
    approvalRemindersRoutes.late,
    { query: { page, per_page: perPage } },
    { keepPreviousData: true },
  );
  const { busy, run } = useAction();
  const [asking, setAsking] = useState<LateApproval | null>(null);

  async function remind(row: LateApproval) {
    const res = await run(() => remindersApi.remind([row._id]));
    setAsking(null);
    if (!res) return;
    if (res.data.approvers === 0) toast.error(t('remindedNobody'));
    else toast.success(t('reminded'));
    void mutate();
  }

  const columns = useMemo((): ColumnDef<LateApproval>[] => {
    const day = (d: string) => format.dateTime(new Date(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
    return [
      {
        id: 'worker',
        header: t('columns.worker'),
        cell: ({ row: { original: r } }) => (
          <>
            <Link
              href={`/timesheets/view/${r._id}`}
              prefetch={false}
              className="font-medium text-slate-900 underline-offset-2 hover:underline"
            >
              {r.worker}
            </Link>
            <div className="text-xs text-slate-600">{t('week', { date: day(r.week_start) })}</div>
          </>
        ),
      },
      {
        id: 'location',
        header: t('columns.location'),
        cell: ({ row: { original: r } }) => (
          <>
            {r.location.name}
            <div className="text-xs text-slate-600">{r.company.name}</div>
          </>
        ),
      },
      { id: 'due', header: t('columns.due'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => day(row.original.due_date) },
      {
        id: 'daysLate',
        header: t('columns.daysLate'),
        meta: { numeric: true, className: 'font-medium text-red-800' },
        cell: ({ row }) => format.number(row.original.days_late),
      },
      {
        id: 'approvers',
        header: t('columns.approvers'),
        cell: ({ row: { original: r } }) =>
          r.approvers.length ? r.approvers.join(', ') : <span className="text-red-800">{t('nobody')}</span>,
      },
      {
        id: 'lastReminded',
        header: t('columns.lastReminded'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: r } }) => (r.last_reminded_at ? fmt.stamp(r.last_reminded_at) : t('never')),
      },
      { id: 'backup', header: t('columns.backup'), cell: ({ row }) => row.original.backup_approver ?? '—' },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        enableHiding: false,
        meta: { label: t('columns.actions') },
        cell: ({ row: { original: r } }) => (
          <Button size="sm" variant="outline" aria-label={t('remindLabel', { worker: r.worker })} onClick={() => setAsking(r)}>
            {t('remind')}
          </Button>
        ),
      },
    ];
  }, [t, format, fmt]);

  const total = data?.meta.totalItems ?? 0;
  return (
    <section aria-labelledby="late-approvals" className="mb-6 space-y-3 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
      <header className="space-y-1">
        <h2 id="late-approvals" className="text-base font-semibold text-slate-900">
          {t('title')}
          {data ? <span className="ms-2 text-sm font-normal text-slate-700">{t('total', { count: total })}</span> : null}
        </h2>
        <p className="text-sm text-slate-700">{t('body')}</p>
      </header>
      <DataTable
        columns={columns}
        rows={data?.data}
        getRowId={rowId}
        caption={t('caption')}
        error={error}
        onRetry={() => void mutate()}
        stale={isLoading}
        empty={<Empty>{t('none')}</Empty>}
        pagination={pagination(total, t('total', { count: total }))}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => {
          if (!o) setAsking(null);
        }}
        title={t('confirmTitle')}
        description={t('confirmBody')}
        confirmLabel={t('remind')}
        cancelLabel={tc('cancel')}
        busy={busy}
        danger={false}
        onConfirm={() => {
          if (asking) void remind(asking);
        }}
      />
    </section>
  );
}
