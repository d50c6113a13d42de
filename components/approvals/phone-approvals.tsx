import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { linkFormat } from '@/lib/approval-links/format';
import type { TimesheetRow } from '@/lib/timesheets/schema';

/** Where the block page's buttons post for a fresh approval link (app/api/main/client-portal/approval-links/own). */
const OWN_LINK = '/api/main/client-portal/approval-links/own';

/**
 * A contact's submitted timesheets on the phone block page (issue 22 item 10): each "Review" button,
 * and "Review all", is a plain form that gets her a fresh approval link and opens the phone approval
 * page with it, so it works without JavaScript like that page does.
 */
export async function PhoneApprovals({
  pending,
  currency,
}: {
  pending: { rows: TimesheetRow[]; total: number } | 'off';
  currency: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('approvals'), getLocale()]);
  if (pending === 'off') return <p className="text-sm text-slate-700">{t('phone.approveOff')}</p>;
  if (!pending.total) return <p className="text-sm text-slate-700">{t('phone.none')}</p>;
  const f = linkFormat(locale, currency);
  return (
    <section aria-labelledby="phone-pending" className="space-y-3 text-start">
      <h2 id="phone-pending" className="text-base font-semibold text-slate-900">
        {t('phone.pendingTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('phone.pendingIntro')}</p>
      <form method="post" action={OWN_LINK}>
        <Button type="submit" className="w-full">
          {t('phone.reviewAll', { count: f.count(pending.total) })}
        </Button>
      </form>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {pending.rows.map((row) => (
          <li key={row._id} className="flex items-center justify-between gap-3 p-3">
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium text-slate-900">{row.worker_name}</p>
              <p className="truncate text-slate-700">{row.location_name}</p>
              <p className="text-slate-700">
                {t('sheet.week', { start: f.date(row.week_start), end: f.date(row.week_end) })} ·{' '}
                {t('phone.hours', { hours: f.hours(row.total_hours) })}
              </p>
            </div>
            <form method="post" action={OWN_LINK}>
              <input type="hidden" name="timesheet_id" value={row._id} />
              <Button type="submit" variant="outline" size="sm">
                {t('phone.review')}
              </Button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
