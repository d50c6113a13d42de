import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** "Check your email": after the island's fetch (with the address) or a plain form post (without). */
export function PlacementThanks({ email, action }: { email?: string; action: ReactNode }) {
  const t = useTranslations('publicJobs.placement');
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5">
      <h2 className="text-lg font-semibold text-emerald-900">{t('thanksTitle')}</h2>
      <p className="mt-1 text-sm text-emerald-900">{email ? t('thanksBody', { email }) : t('thanksBodyGeneric')}</p>
      <div className="mt-4">{action}</div>
    </div>
  );
}
