'use client';
import * as M from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/browser/format';
import { summariseRows } from '@/lib/timesheets/approval-summary';
import type { Actor } from '@/lib/timesheets/transitions';
import { INVOICE_TYPES, type TimesheetAction, type TimesheetTab } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import type { BulkAction, BulkExtra } from '../api';
import PayrollDialog from '../payroll-dialog';
import ApproveConfirmDialog from '../approve-confirm-dialog';
import { RefusalPanel } from '../refusal-panel';
import RejectDialog from '../reject-dialog';
import ReviewExceptionsDialog from '../exceptions/review-dialog';
import { callApi } from '@/lib/browser/typed-api';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { TimecardException } from '@/lib/punches/schema';
import { useToast } from '@/components/ui/toast';
import { actorMay, refusingCounts } from '../state';
import { useTimesheetActions } from '../use-timesheet-actions';

type Props = {
  rows: TimesheetRow[];
  /** The role and contact switches: a contact whose approval switch is off is never offered approve or reject. */
  actor: Actor;
  tab: TimesheetTab;
  currency: string;
  onDone: () => void;
  onClear: () => void;
};

const menuItem = 'flex cursor-pointer items-center rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/**
 * Actions on the selected rows. Only actions the actor may ever take (role and contact switches) are shown; one is enabled when every
 * selected row allows it (same rules as the server, from lib/timesheets/transitions). A blocked action
 * stays focusable and says how many rows block it. This file loads only once something is selected.
 */
export function BulkBar({ rows, actor, tab, currency, onDone, onClear }: Props) {
  const t = useTranslations('timesheets');
  const fmt = useFormat(currency);
  // A refused action keeps the selection, so this bar (and the refusal it shows) stays on screen.
  const { run, busy, refusal, clearRefusal } = useTimesheetActions((id) => {
    const row = rows.find((r) => r._id === id);
    return row ? `${row.worker_name} (${fmt.week(row.week_start, row.week_end)})` : id;
  }, fmt);
  const reasonId = useId();
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'archive' | 'payroll' | 'exceptions' | null>(null);
  const [review, setReview] = useState<TimecardException[]>([]);
  const [loadingReview, setLoadingReview] = useState(false);
  const toast = useToast();
  /** Approve: rows with open punch exceptions first list them for acknowledgement (each must be ticked). */
  const approve = async () => {
    const flagged = rows.filter((r) => (r.open_exceptions ?? 0) > 0);
    if (!flagged.length) return void act('approve');
    setLoadingReview(true);
    try {
      const details = await Promise.all(flagged.map((r) => callApi(timesheetsRoutes.get, { params: { id: r._id } })));
      setReview(details.flatMap((d) => (d?.data.exceptions ?? []).filter((e) => e.status === 'open')));
      setDialog('exceptions');
    } catch {
      toast.error(t('exceptions.loadFailed'));
    } finally {
      setLoadingReview(false);
    }
  };
  const ids = rows.map((r) => r._id);
  const refusing = refusingCounts(rows, actor);
  const archivedTab = tab === 'archived';
  const shown = (a: TimesheetAction) => actorMay(a, actor) && (a === 'restore' ? archivedTab : !archivedTab);
  const act = async (action: BulkAction, extra?: BulkExtra) => {
    const ok = await run(action, ids, extra);
    if (ok) onDone();
    return ok;
  };

  const button = (action: BulkAction, label: string, onClick: () => void, variant: ButtonProps['variant'] = 'outline'): ReactNode => {
    if (!shown(action)) return null;
    const blocked = refusing.get(action) ?? 0;
    return (
      <span key={action} className="inline-flex">
        <Button
          size="sm"
          variant={variant}
          loading={busy === action}
          aria-disabled={blocked > 0 || undefined}
          aria-describedby={blocked > 0 ? `${reasonId}-${action}` : undefined}
          className={blocked > 0 ? 'cursor-not-allowed opacity-60' : undefined}
          onClick={() => {
            if (!blocked && !busy) onClick();
          }}
        >
          {label}
        </Button>
        {blocked > 0 ? (
          <span id={`${reasonId}-${action}`} className="sr-only">
            {t('bulk.unavailable', { count: blocked })}
          </span>
        ) : null}
      </span>
    );
  };

  const toggleBlocked = refusing.get('invoice_toggle') ?? 0;
  return (
    <>
      {refusal ? <RefusalPanel refusal={refusal} onDismiss={clearRefusal} /> : null}
      <section
        aria-label={t('bulk.label')}
        className="sticky top-0 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-2 shadow-sm"
      >
        <p className="px-2 text-sm font-medium text-slate-900" aria-live="polite">
          {t('bulk.selected', { count: rows.length })}
        </p>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
        <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />
        {button('submit', t('actions.submit'), () => act('submit'))}
        {button('approve', t('actions.approve'), () => setDialog('approve'), 'primary')}
        {button('reject', t('actions.reject'), () => setDialog('reject'))}
        {button('invoice', t('actions.invoice'), () => act('invoice'))}
        {shown('invoice_toggle') ? (
          <M.Root>
            <M.Trigger asChild>
              <Button
                size="sm"
                variant="outline"
                loading={busy === 'invoice_toggle'}
                aria-disabled={toggleBlocked > 0 || undefined}
                aria-describedby={toggleBlocked > 0 ? `${reasonId}-invoice_toggle` : undefined}
                className={toggleBlocked > 0 ? 'cursor-not-allowed opacity-60' : undefined}
                onPointerDown={(e) => {
                  if (toggleBlocked) e.preventDefault();
                }}
                onKeyDown={(e) => {
                  if (toggleBlocked && e.key !== 'Tab') e.preventDefault();
                }}
              >
                {t('actions.invoiceToggle')}
                <span aria-hidden>▾</span>
              </Button>
            </M.Trigger>
            {toggleBlocked > 0 ? (
              <span id={`${reasonId}-invoice_toggle`} className="sr-only">
                {t('bulk.unavailable', { count: toggleBlocked })}
              </span>
            ) : null}
            <M.Portal>
              <M.Content sideOffset={4} className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                {INVOICE_TYPES.map((type) => (
                  <M.Item key={type} className={menuItem} onSelect={() => act('invoice_toggle', { type })}>
                    {t(`actions.toggle.${type}`)}
                  </M.Item>
                ))}
              </M.Content>
            </M.Portal>
          </M.Root>
        ) : null}
        {button('lock', t('actions.lock'), () => act('lock'))}
        {button('unlock', t('actions.unlock'), () => act('unlock'))}
        {button('payroll', t('actions.payroll'), () => setDialog('payroll'))}
        {button('restore', t('actions.restore'), () => act('restore'))}
        {button('archive', t('actions.archive'), () => setDialog('archive'), 'danger')}

        {dialog === 'approve' ? (
          // First what is being approved (the selected rows' stored totals), then any exceptions to acknowledge.
          <ApproveConfirmDialog
            summary={summariseRows(rows, actor.role)}
            fmt={fmt}
            busy={busy === 'approve' || loadingReview}
            onClose={() => setDialog(null)}
            onConfirm={() => {
              setDialog(null);
              void approve();
            }}
          />
        ) : null}
        {dialog === 'exceptions' ? (
          <ReviewExceptionsDialog
            exceptions={review}
            workerOf={(id) => rows.find((r) => r._id === id)?.worker_name ?? null}
            busy={busy === 'approve' || loadingReview}
            onClose={() => setDialog(null)}
            onConfirm={(acknowledge) => act('approve', { acknowledge })}
          />
        ) : null}
        {dialog === 'reject' ? (
          <RejectDialog
            count={rows.length}
            busy={busy === 'reject'}
            onClose={() => setDialog(null)}
            onConfirm={(comment) => act('reject', { comment })}
          />
        ) : null}
        {dialog === 'payroll' ? (
          <PayrollDialog
            count={rows.length}
            busy={busy === 'payroll'}
            onClose={() => setDialog(null)}
            onConfirm={(type) => act('payroll', { type })}
          />
        ) : null}
        <ConfirmDialog
          open={dialog === 'archive'}
          onOpenChange={(open) => setDialog(open ? 'archive' : null)}
          title={t('archive.title', { count: rows.length })}
          description={t('archive.description')}
          confirmLabel={t('archive.confirm')}
          cancelLabel={t('actions.cancel')}
          busy={busy === 'archive'}
          onConfirm={async () => {
            if (await act('archive')) setDialog(null);
          }}
        />
      </section>
    </>
  );
}
