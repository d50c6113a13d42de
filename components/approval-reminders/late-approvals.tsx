'use client';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import type { LateApproval } from '@/lib/approval-reminders/queries';
import { getMain, withQuery } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import { LATE_PATH, remindersApi } from './api';

type Page = { data: LateApproval[]; meta: { totalItems: number } };

/**
 * The agency's Late approvals (on the timesheets' Past due tab, for staff): submitted timesheets past
 * their approval deadline, who should approve them, when they were last reminded and the backup, with
 * "Remind now" (confirmed; the server allows it once per 10 minutes per timesheet).
 */
export default function LateApprovals() {
  const t = useTranslations('approvalReminders.late');
  const tc = useTranslations('common');
  const format = useFormatter();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const { data, error, mutate } = useSWR<Page>(withQuery(LATE_PATH, { page, per_page: perPage }), getMain);
  const { busy, run } = useAction();
  const [asking, setAsking] = useState<LateApproval | null>(null);

  const day = (d: string) => format.dateTime(new Date(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

  async function remind(row: LateApproval) {
    const res = await run(() => remindersApi.remind([row._id]));
    setAsking(null);
    if (!res) return;
    if (res.data.approvers === 0) toast.error(t('remindedNobody'));
    else toast.success(t('reminded'));
    void mutate();
  }

  return (
    <section aria-labelledby="late-approvals" className="mb-6 space-y-3 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
      <header className="space-y-1">
        <h2 id="late-approvals" className="text-base font-semibold text-slate-900">
          {t('title')}
          {data ? <span className="ms-2 text-sm font-normal text-slate-700">{t('total', { count: data.meta.totalItems })}</span> : null}
        </h2>
        <p className="text-sm text-slate-700">{t('body')}</p>
      </header>
      <Loaded data={data} error={error} retry={() => void mutate()}>
        {(body) =>
          body.data.length === 0 ? (
            <Empty>{t('none')}</Empty>
          ) : (
            <>
              <Table caption={t('caption')}>
                <THead>
                  <tr>
                    <TH>{t('columns.worker')}</TH>
                    <TH>{t('columns.location')}</TH>
                    <TH>{t('columns.due')}</TH>
                    <TH className="text-end">{t('columns.daysLate')}</TH>
                    <TH>{t('columns.approvers')}</TH>
                    <TH>{t('columns.lastReminded')}</TH>
                    <TH>{t('columns.backup')}</TH>
                    <TH>
                      <span className="sr-only">{t('columns.actions')}</span>
                    </TH>
                  </tr>
                </THead>
                <TBody>
                  {body.data.map((r) => (
                    <TR key={r._id}>
                      <TD>
                        <Link
                          href={`/timesheets/view/${r._id}`}
                          prefetch={false}
                          className="font-medium text-slate-900 underline-offset-2 hover:underline"
                        >
                          {r.worker}
                        </Link>
                        <div className="text-xs text-slate-600">{t('week', { date: day(r.week_start) })}</div>
                      </TD>
                      <TD>
                        {r.location.name}
                        <div className="text-xs text-slate-600">{r.company.name}</div>
                      </TD>
                      <TD className="whitespace-nowrap">{day(r.due_date)}</TD>
                      <TD className="text-end font-medium text-red-800">{format.number(r.days_late)}</TD>
                      <TD>{r.approvers.length ? r.approvers.join(', ') : <span className="text-red-800">{t('nobody')}</span>}</TD>
                      <TD className="whitespace-nowrap">
                        {r.last_reminded_at
                          ? format.dateTime(new Date(r.last_reminded_at), { dateStyle: 'medium', timeStyle: 'short' })
                          : t('never')}
                      </TD>
                      <TD>{r.backup_approver ?? '—'}</TD>
                      <TD>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('remindLabel', { worker: r.worker })}
                          onClick={() => setAsking(r)}
                        >
                          {t('remind')}
                        </Button>
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              <Pagination
                page={page}
                perPage={perPage}
                total={body.meta.totalItems}
                onPage={setPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  setPage(1);
                }}
                totalLabel={t('total', { count: body.meta.totalItems })}
              />
            </>
          )
        }
      </Loaded>
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
