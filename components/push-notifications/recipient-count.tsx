'use client';
import { useTranslations } from 'next-intl';

/** The live recipient count, announced politely as the audience changes. */
export function RecipientCount({ count, counting }: { count: number | null; counting: boolean }) {
  const t = useTranslations('pushNotifications.compose');
  return (
    <p
      aria-live="polite"
      className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800"
      data-testid="push-recipient-count"
    >
      {count === null ? (counting ? t('counting') : '—') : t('recipients', { count })}
    </p>
  );
}
