'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { revalidateOnboarding } from '../api';

/** "Completed on …" with the way back: un-completing reopens the item (and the assignment). */
export function ItemDone({
  assignmentId,
  itemId,
  completedAt,
  detail,
}: {
  assignmentId: string;
  itemId: string;
  completedAt: string;
  detail?: string;
}) {
  const t = useTranslations('onboarding.drawer');
  const format = useFormatter();
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
      <span>
        {t('completedOn', { date: format.dateTime(new Date(completedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
        {detail ? <span className="block text-xs text-slate-700">{detail}</span> : null}
      </span>
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() =>
          void run(() => callApi(onboardingRoutes.reopenItem, { params: { id: assignmentId, itemId } }), toasts('itemReopened'))
        }
      >
        {t('reopen')}
      </Button>
    </div>
  );
}
