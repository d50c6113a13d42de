'use client';
import { useTranslations } from 'next-intl';
import { OptionBadge } from '@/components/statuses/status-badge';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import type { ReferralRow } from '@/lib/referrals/types';
import { BonusBadge } from './bonus-badge';

/** The referred person's name is a button that opens the side sheet (keyboard and screen readers included). */
export function ReferralsTable({ rows, currency, caption, stale, onOpen }: { rows: ReferralRow[]; currency: string; caption: string; stale: boolean; onOpen: (id: string) => void }) {
  const t = useTranslations('referrals');
  const fmt = useFormat(currency);
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('columns.referred')}</TH>
          <TH>{t('columns.referrer')}</TH>
          <TH>{t('columns.status')}</TH>
          <TH>{t('columns.bonus')}</TH>
          <TH className="text-end">{t('columns.amount')}</TH>
          <TH>{t('columns.created')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id} data-testid="referral-row">
            <TD>
              <button type="button" onClick={() => onOpen(r._id)}
                className="text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40">
                {r.referred.name}
              </button>
              <p className="text-xs text-slate-700">{r.referred.email ?? (r.referred.candidate_id ? '' : t('notACandidate'))}</p>
            </TD>
            <TD>
              <p>{r.referrer.name}</p>
              <p className="text-xs text-slate-700">{r.referrer.email}</p>
            </TD>
            <TD><OptionBadge name={r.status?.name ?? null} color={r.status?.color ?? null} fallback={t('noStatus')} /></TD>
            <TD><BonusBadge state={r.bonus_state} /></TD>
            <TD className="text-end tabular-nums">{fmt.money(r.bonus_amount)}</TD>
            <TD className="whitespace-nowrap">{fmt.date(r.created_at)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
