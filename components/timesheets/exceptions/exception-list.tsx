'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ExceptionStatus } from '@/lib/punches/exceptions';
import type { TimecardException } from '@/lib/punches/schema';
import { siteClock } from '@/lib/timezones/clock';
import { useReason } from './use-reason';

const TONE: Record<ExceptionStatus, BadgeTone> = { open: 'warning', acknowledged: 'info', resolved: 'neutral' };

/**
 * A timecard's punch exceptions: each reason, its state, and who acknowledged it with what note. Their times are
 * on the site's clock with its zone (`timeZone`, the card's location's), as the approval page shows them.
 */
export function ExceptionList({ exceptions, timeZone }: { exceptions: TimecardException[]; timeZone: string }) {
  const t = useTranslations('timesheets.exceptions');
  const site = siteClock(useLocale());
  const reason = useReason();
  if (!exceptions.length) return null;
  const when = (iso: string | null) => (iso ? site.stamp(iso, timeZone) : '');
  return (
    <ul className="mt-2 space-y-1" aria-label={t('sectionTitle')}>
      {exceptions.map((e) => (
        <li key={e._id} className="flex flex-wrap items-start gap-2 text-sm">
          <Badge tone={TONE[e.status]}>{t(`status.${e.status}`)}</Badge>
          <span className={e.status === 'resolved' ? 'text-slate-600 line-through' : 'text-slate-900'}>{reason(e)}</span>
          {e.status === 'acknowledged' ? (
            <span className="text-slate-700">
              {e.resolved_by_name
                ? t('acknowledgedBy', { name: e.resolved_by_name, date: when(e.resolved_at) })
                : t('acknowledgedOn', { date: when(e.resolved_at) })}
              {e.note ? ` · ${t('note', { note: e.note })}` : ''}
            </span>
          ) : null}
          {e.status === 'resolved' ? <span className="text-slate-600">{t('resolvedOn', { date: when(e.resolved_at) })}</span> : null}
        </li>
      ))}
    </ul>
  );
}
