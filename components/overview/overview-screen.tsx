'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/browser/typed-api';
import { useFormat } from '@/lib/browser/format';
import { overviewRoutes } from '@/lib/contracts/routes/overview';
import { shiftsHref, timesheetsHref } from '@/lib/overview/links';
import type { Overview, WeekFigures } from '@/lib/overview/schema';
import { addDays } from '@/lib/shifts-board/days';
import { HoursChart } from './hours-chart';
import { KpiCard } from './kpi-card';

type Props = {
  /** The figures the server rendered with the HTML (first paint needs no script). */
  initial: Overview;
  /** The week the URL asked for ('' for this week). */
  week: string;
  /** The tenant's own plural for shifts when it renamed them (shown as typed, "Bookings: 3"); null: the catalogue's inflected words. */
  shiftsNamed?: string | null;
  /** A Company Contact reads the figures as the client: spend is what she is billed. */
  isClient?: boolean;
};

/**
 * The overview dashboard: the week's figures against last week's, and what waits for action. Every
 * number links to the list it counts (lib/overview/links.ts); SWR refreshes them each minute.
 */
export function OverviewScreen({ initial, week, shiftsNamed = null, isClient = false }: Props) {
  const t = useTranslations('overview');
  const locale = useLocale();
  const swr = useApi(
    overviewRoutes.overview,
    { query: week ? { week } : {} },
    { fallbackData: { data: initial }, revalidateOnMount: false, refreshInterval: 60_000, keepPreviousData: true },
  );
  const o = swr.data?.data ?? initial;
  const fmt = useFormat(o.currency);
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }), [locale]);
  const share = (v: number | null) => (v === null ? t('none') : percent.format(v));
  const now = o.this_week;
  const before = o.last_week;

  // A week in progress (or not begun) is no match for a whole one: its hours are compared with the same days
  // of last week, and the other figures show all of last week without an up or down.
  const partial = o.elapsed_days < 7;

  /** "Last week: x" with a link to last week's list, and the change in words (never colour alone). */
  const versus = (value: string, href: string | null, a: number | null, b: number | null, delta: string | null) => {
    const caption = partial ? t('vsLastWhole', { value }) : t('vsLast', { value });
    return (
      <>
        <p>
          {href ? (
            <Link href={href} prefetch={false} className="underline underline-offset-2" data-testid="vs-last-link">
              {caption}
            </Link>
          ) : (
            caption
          )}
        </p>
        {!partial && a !== null && b !== null && delta !== null ? (
          <p className="font-medium">{a === b ? t('change.same') : t(a > b ? 'change.up' : 'change.down', { delta })}</p>
        ) : null}
      </>
    );
  };
  /** Hours so far against last week's same first days, with a link to last week's list. */
  const hoursSoFar = () => {
    const span = o.last_week_span_hours;
    const delta = fmt.hours(Math.abs(now.hours - span));
    return (
      <>
        <p>
          <Link href={sheets(before)} prefetch={false} className="underline underline-offset-2" data-testid="vs-last-link">
            {t('vsSpan', { value: fmt.hours(span), days: o.elapsed_days })}
          </Link>
        </p>
        <p className="font-medium">
          {now.hours === span ? t('changeSpan.same') : t(now.hours > span ? 'changeSpan.up' : 'changeSpan.down', { delta })}
        </p>
      </>
    );
  };
  const openShifts = shiftsNamed
    ? t('cards.openShiftsNamed', { plural: shiftsNamed, count: now.open_shifts })
    : t('cards.openShifts', { count: now.open_shifts });
  const noShowNote = shiftsNamed
    ? t('cards.noShowNoteNamed', { plural: shiftsNamed, count: now.no_show_shifts })
    : t('cards.noShowNote', { count: now.no_show_shifts });
  const sheets = (f: WeekFigures) => timesheetsHref({ week: f.week_start });
  const board = (f: WeekFigures, staffing?: 'open' | 'no_show') => (o.shifts_board ? shiftsHref({ week: f.week_start, staffing }) : null);

  return (
    <div className="space-y-6" data-testid="overview">
      <nav aria-label={t('week.nav')} className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/overview?week=${addDays(now.week_start, -7)}`}>{t('week.previous')}</Link>
        </Button>
        <p className="px-2 text-sm font-semibold text-slate-900" aria-live="polite" data-testid="overview-week">
          {t('week.label', { start: fmt.date(now.week_start), end: fmt.date(now.week_end) })}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link href={`/overview?week=${addDays(now.week_start, 7)}`}>{t('week.next')}</Link>
        </Button>
        {week ? (
          <Button asChild variant="ghost" size="sm">
            <Link href="/overview">{t('week.thisWeek')}</Link>
          </Button>
        ) : null}
      </nav>

      {swr.error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <span>{t('error')}</span>
          <Button variant="outline" size="sm" onClick={() => void swr.mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      <section aria-labelledby="overview-week-heading" aria-busy={swr.isValidating}>
        <h2 id="overview-week-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('sections.week')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <KpiCard id="hours" label={t('cards.hours')} value={fmt.hours(now.hours)} href={sheets(now)}>
            <p>{t('cards.hoursNote', { count: now.timesheets })}</p>
            {partial && o.elapsed_days > 0
              ? hoursSoFar()
              : versus(fmt.hours(before.hours), sheets(before), now.hours, before.hours, fmt.hours(Math.abs(now.hours - before.hours)))}
          </KpiCard>
          <KpiCard id="spend" label={t('cards.spend')} value={fmt.money(now.spend)} href={sheets(now)}>
            <p>{t(isClient ? 'cards.spendNoteClient' : 'cards.spendNote')}</p>
            {versus(fmt.money(before.spend), sheets(before), now.spend, before.spend, fmt.money(Math.abs(now.spend - before.spend)))}
          </KpiCard>
          <KpiCard id="overtime" label={t('cards.overtime')} value={share(now.overtime_share)} href={sheets(now)}>
            <p>{t('cards.overtimeNote', { hours: fmt.hours(now.overtime_hours) })}</p>
            {versus(
              share(before.overtime_share),
              sheets(before),
              now.overtime_share,
              before.overtime_share,
              now.overtime_share !== null && before.overtime_share !== null
                ? percent.format(Math.abs(now.overtime_share - before.overtime_share))
                : null,
            )}
          </KpiCard>
          <KpiCard id="fill-rate" label={t('cards.fillRate')} value={share(now.fill_rate)} href={board(now)}>
            <p>{t('cards.fillNote', { filled: fmt.count(now.filled), headcount: fmt.count(now.headcount) })}</p>
            <p>
              {o.shifts_board ? (
                <Link
                  href={board(now, 'open')!}
                  prefetch={false}
                  className="underline underline-offset-2"
                  data-testid="kpi-open-shifts-link"
                >
                  {openShifts}
                </Link>
              ) : (
                openShifts
              )}
            </p>
            {versus(
              share(before.fill_rate),
              board(before),
              now.fill_rate,
              before.fill_rate,
              now.fill_rate !== null && before.fill_rate !== null ? percent.format(Math.abs(now.fill_rate - before.fill_rate)) : null,
            )}
          </KpiCard>
          <KpiCard id="no-shows" label={t('cards.noShows')} value={fmt.count(now.no_shows)} href={board(now, 'no_show')}>
            <p>{noShowNote}</p>
            {versus(
              fmt.count(before.no_shows),
              board(before, 'no_show'),
              now.no_shows,
              before.no_shows,
              fmt.count(Math.abs(now.no_shows - before.no_shows)),
            )}
          </KpiCard>
        </dl>
      </section>

      <HoursChart weekStart={now.week_start} thisWeek={now.daily_hours} lastWeek={before.daily_hours} zones={o.site_zones ?? []} />

      <section aria-labelledby="overview-waiting-heading">
        <h2 id="overview-waiting-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('sections.waiting')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <KpiCard
            id="pending"
            label={t('cards.pending')}
            value={fmt.count(o.approvals_pending)}
            href={timesheetsHref({ status: 'submitted' })}
          >
            <p>{t('cards.pendingNote')}</p>
          </KpiCard>
          <KpiCard
            id="past-due"
            label={t('cards.pastDue')}
            value={fmt.count(o.approvals_past_due)}
            href={timesheetsHref({ status: 'past_due' })}
          >
            <p>{t('cards.pastDueNote')}</p>
          </KpiCard>
          <KpiCard
            id="exceptions"
            label={t('cards.exceptions')}
            value={fmt.count(o.exceptions_open)}
            href={timesheetsHref({ exceptions: 'open' })}
          >
            <p>{t('cards.exceptionsNote', { count: o.exception_timesheets })}</p>
          </KpiCard>
        </dl>
      </section>
      <p className="text-xs text-slate-700">{t('updated')}</p>
    </div>
  );
}
