'use client';
import { useTranslations } from 'next-intl';
import { useStatusName } from '@/components/statuses/use-status-name';
import { NotesPanel } from '@/components/notes/notes-panel';
import { Detail, SideSheet } from '@/components/ui/side-sheet';
import { useAction } from '@/lib/browser/use-action';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/browser/format';
import type { StatusOption } from '@/lib/statuses/schema';
import { referralsApi, revalidateReferrals } from './api';
import { BonusPanel } from './bonus-panel';
import { useReferral } from './use-referral-data';

/** One referral in a side sheet (URL ?id=): the people, the status, the bonus and the notes. */
export function ReferralSheet({
  id,
  statuses,
  currency,
  onClose,
}: {
  id: string;
  statuses: StatusOption[];
  currency: string;
  onClose: () => void;
}) {
  const t = useTranslations('referrals');
  const statusName = useStatusName();
  const fmt = useFormat(currency);
  const { data, error } = useReferral(id);
  const { run, busy } = useAction({ revalidate: revalidateReferrals, fallbackError: t('errors.generic') });
  const r = data?.data;
  // An archived status stays selectable on the referral that still has it, so the select shows the truth.
  const missing = r?.status && !statuses.some((s) => s._id === r.status?._id) ? r.status : null;

  return (
    <SideSheet
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={r ? r.referred.name : t('sheet.title')}
      description={r ? t('sheet.by', { name: r.referrer.name, date: fmt.date(r.created_at) }) : undefined}
    >
      {error && !r ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message || t('errors.loadOne')}
        </p>
      ) : !r ? (
        <p aria-busy="true" className="text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <div className="space-y-6">
          <dl>
            <Detail label={t('sheet.referred')}>
              {r.referred.name}
              {r.referred.candidate_id ? null : <span className="ms-2 text-xs text-slate-700">({t('notACandidate')})</span>}
            </Detail>
            <Detail label={t('sheet.contact')}>{[r.referred.email, r.referred.phone].filter(Boolean).join(' · ') || '—'}</Detail>
            <Detail label={t('sheet.referrer')}>
              {r.referrer.name} · {r.referrer.email}
            </Detail>
          </dl>
          <Select
            label={t('sheet.status')}
            size="sm"
            className="w-60"
            value={r.status?._id ?? ''}
            disabled={busy}
            onValueChange={(v) => void run(() => referralsApi.update(r._id, { status_id: v || null }), t('sheet.statusSaved'))}
            options={[
              { value: '', label: t('noStatus') },
              ...(missing ? [{ value: missing._id, label: missing.name }] : []),
              ...statuses.map((s) => ({ value: s._id, label: statusName(s.name) })),
            ]}
          />
          <BonusPanel key={r._id} referral={r} currency={currency} />
          <section aria-labelledby="referral-notes" className="space-y-3">
            <h3 id="referral-notes" className="text-sm font-semibold text-slate-900">
              {t('sheet.notes')}
            </h3>
            <NotesPanel subjectType="referral" subjectId={r._id} />
          </section>
        </div>
      )}
    </SideSheet>
  );
}
