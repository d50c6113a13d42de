import { getFormatter, getTranslations } from 'next-intl/server';
import type { PlacementRequestData } from '@/lib/placement-requests/queries';

/** The request as the sender entered it, so they can check it before confirming. */
export async function RequestSummary({ request }: { request: PlacementRequestData }) {
  const [t, tc, format] = await Promise.all([
    getTranslations('publicJobs.placement'),
    getTranslations('publicJobs.confirm'),
    getFormatter(),
  ]);
  const rows: [string, string | null][] = [
    [t('companyName'), request.company_name],
    [t('contactName'), request.contact_name],
    [t('email'), request.email],
    [t('phone'), request.phone],
    [t('position'), request.position],
    [t('headcount'), format.number(request.headcount)],
    [t('startDate'), format.dateTime(new Date(`${request.start_date}T00:00:00Z`), { dateStyle: 'long' })],
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
