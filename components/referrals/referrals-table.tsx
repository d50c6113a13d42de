'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { OptionBadge } from '@/components/statuses/status-badge';
import { DataTable, type ListTableProps } from '@/components/ui/data-table/data-table';
import { useFormat } from '@/lib/browser/format';
import type { ReferralRow } from '@/lib/referrals/schema';
import { BonusBadge } from './bonus-badge';

const rowProps = () => ({ 'data-testid': 'referral-row' });

/** The referred person's name is a button that opens the side sheet (keyboard and screen readers included). */
export function ReferralsTable({
  currency,
  onOpen,
  ...props
}: ListTableProps<ReferralRow> & { currency: string; onOpen: (id: string) => void }) {
  const t = useTranslations('referrals');
  const fmt = useFormat(currency);
  const columns = useMemo(
    (): ColumnDef<ReferralRow>[] => [
      {
        id: 'referred',
        header: t('columns.referred'),
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <>
            <button
              type="button"
              onClick={() => onOpen(r._id)}
              className="text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
            >
              {r.referred.name}
            </button>
            <p className="text-xs text-slate-700">{r.referred.email ?? (r.referred.candidate_id ? '' : t('notACandidate'))}</p>
          </>
        ),
      },
      {
        id: 'referrer',
        header: t('columns.referrer'),
        cell: ({ row: { original: r } }) => (
          <>
            <p>{r.referrer.name}</p>
            <p className="text-xs text-slate-700">{r.referrer.email}</p>
          </>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row: { original: r } }) => (
          <OptionBadge name={r.status?.name ?? null} color={r.status?.color ?? null} fallback={t('noStatus')} />
        ),
      },
      { id: 'bonus', header: t('columns.bonus'), cell: ({ row }) => <BonusBadge state={row.original.bonus_state} /> },
      { id: 'amount', header: t('columns.amount'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.bonus_amount) },
      {
        id: 'created',
        header: t('columns.created'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => fmt.date(row.original.created_at),
      },
    ],
    [t, fmt, onOpen],
  );
  return <DataTable {...props} columns={columns} getRowId={(r) => r._id} rowProps={rowProps} columnMenu />;
}
