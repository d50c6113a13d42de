import { getFormatter, getTranslations } from 'next-intl/server';
import type { PlacementRequestData } from '@/lib/placement-requests/queries';
import { daysSummary } from '@/lib/work-requests/days-summary';

type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The request as the sender entered it, so they can check it before confirming. */
export async function RequestSummary({ request }: { request: PlacementRequestData }) {
  const [t, tc, tw, format] = await Promise.all([
    getTranslations('publicJobs.placement'),
    getTranslations('publicJobs.confirm'),
    getTranslations('workRequests'),
    getFormatter(),
  ]);
  const day = (d: string) => format.dateTime(new Date(`${d}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const rows: [string, string | null][] = [
    [t('companyName'), request.company_name],
    [t('contactName'), request.contact_name],
    [t('email'), request.email],
    [t('phone'), request.phone],
    [t('position'), request.position ?? tw('otherAsked', { text: request.position_other ?? '' })],
    [t('headcount'), format.number(request.headcount)],
    [t('startDate'), day(request.start_date)],
    [tw('lastDay'), request.end_date ? day(request.end_date) : null],
    [
      tw('workDays'),
      daysSummary(request.work_dates, {
        weekday: (d) => tw(`weekdays.${d as IsoWeekday}`),
        summary: (weekdays, count) => tw('daysSummary', { weekdays, count }),
      }),
    ],
    [t('location'), request.location],
    [t('notes'), request.notes],
  ];
  return (
    <section aria-label={tc('summary')} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
              <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
