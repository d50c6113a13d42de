'use client';
import * as M from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Role } from '@/lib/auth/roles';
import type { Format } from '@/lib/browser/format';
import { summariseRows } from '@/lib/timesheets/approval-summary';
import { INVOICE_TYPES } from '@/lib/timesheets/types';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { withFrom } from '@/lib/url-state/back-link';
import type { BulkAction, BulkExtra } from '../api';

// Dialogs load when first opened; most visits only read the timesheet.
const RejectDialog = lazy(() => import('../reject-dialog'));
const ApproveConfirmDialog = lazy(() => import('../approve-confirm-dialog'));
const ReviewExceptionsDialog = lazy(() => import('../exceptions/review-dialog'));
const ConfirmDialog = lazy(() => import('@/components/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** Buttons for exactly the actions the server says this user may take now (allowed_actions). */
export function ViewActions({
  ts,
  busy,
  run,
  role,
  fmt,
  back = '/timesheets',
}: {
  ts: TimesheetDetail;
  busy: BulkAction | null;
  run: (action: BulkAction, ids: string[], extra?: BulkExtra) => Promise<boolean>;
  role: Role;
  fmt: Pick<Format, 'hours' | 'money'>;
  /** The list the view was opened from: Edit keeps it, so the edit screen's way back returns to it. */
  back?: string;
}) {
  const t = useTranslations('timesheets');
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'archive' | 'exceptions' | null>(null);
  const may = new Set(ts.allowed_actions);
  const open = (ts.exceptions ?? []).filter((e) => e.status === 'open');
  const act = (action: BulkAction, extra?: BulkExtra) => run(action, [ts._id], extra);
  const simple = (action: BulkAction, label: string, variant: 'primary' | 'outline' = 'outline') =>
    may.has(action) ? (
      <Button key={action} variant={variant} size="sm" loading={busy === action} disabled={busy !== null} onClick={() => void act(action)}>
        {label}
      </Button>
    ) : null;

  if (may.size === 0) return null;
  return (
    <div role="group" aria-label={t('view.actions')} className="flex flex-wrap items-center gap-2">
      {may.has('approve') ? (
        // Approving first says what it approves; open punch exceptions are then acknowledged one by one.
        <Button variant="primary" size="sm" loading={busy === 'approve'} disabled={busy !== null} onClick={() => setDialog('approve')}>
          {t('actions.approve')}
        </Button>
      ) : null}
      {may.has('reject') ? (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => setDialog('reject')}>
          {t('actions.reject')}
        </Button>
      ) : null}
      {simple('submit', t('actions.submit'), 'primary')}
      {may.has('edit') ? (
        <Button asChild variant="outline" size="sm">
          <Link href={withFrom(`/timesheets/edit/${ts._id}`, back)}>{t('actions.edit')}</Link>
        </Button>
      ) : null}
      {may.has('invoice_toggle') ? (
        <M.Root>
          <M.Trigger asChild>
            <Button variant="outline" size="sm" loading={busy === 'invoice_toggle'} disabled={busy !== null}>
              {t('actions.invoiceToggle')}
              <span aria-hidden>▾</span>
            </Button>
          </M.Trigger>
          <M.Portal>
            <M.Content align="end" sideOffset={4} className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
              {INVOICE_TYPES.map((type) => (
                <M.CheckboxItem
                  key={type}
                  className={item}
                  checked={type === 'client' ? ts.invoiced_client : ts.invoiced_vendor}
                  onSelect={() => void act('invoice_toggle', { type })}
                >
                  <span aria-hidden className="w-4 text-center">
                    <M.ItemIndicator>✓</M.ItemIndicator>
                  </span>
                  {t(`flags.${type === 'client' ? 'invoicedClient' : 'invoicedVendor'}`)}
                </M.CheckboxItem>
              ))}
            </M.Content>
          </M.Portal>
        </M.Root>
      ) : null}
      {simple('lock', t('actions.lock'))}
      {simple('unlock', t('actions.unlock'))}
      {simple('restore', t('actions.restore'))}
      {may.has('archive') ? (
        <Button variant="danger" size="sm" disabled={busy !== null} onClick={() => setDialog('archive')}>
          {t('actions.archive')}
        </Button>
      ) : null}

      <Suspense fallback={null}>
        {dialog === 'approve' ? (
          <ApproveConfirmDialog
            summary={summariseRows([ts], role)}
            fmt={fmt}
            busy={busy === 'approve'}
            onClose={() => setDialog(null)}
            onConfirm={async () => {
              if (open.length) return setDialog('exceptions');
              if (await act('approve')) setDialog(null);
            }}
          />
        ) : null}
        {dialog === 'exceptions' ? (
          <ReviewExceptionsDialog
            exceptions={open}
            busy={busy === 'approve'}
            onClose={() => setDialog(null)}
            onConfirm={(acknowledge) => act('approve', { acknowledge })}
          />
        ) : null}
        {dialog === 'reject' ? (
          <RejectDialog
            count={1}
            busy={busy === 'reject'}
            onClose={() => setDialog(null)}
            onConfirm={(comment) => act('reject', { comment })}
          />
        ) : null}
        {dialog === 'archive' ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
            title={t('archive.title', { count: 1 })}
            description={t('archive.description')}
            confirmLabel={t('archive.confirm')}
            cancelLabel={t('actions.cancel')}
            busy={busy === 'archive'}
            onConfirm={async () => {
              if (await act('archive')) setDialog(null);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
