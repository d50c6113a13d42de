import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { LinkFormat } from '@/lib/approval-links/format';
import type { Translate } from '@/lib/approval-links/locale';
import type { SheetState, SheetView } from '@/lib/approval-links/queries';
import { reasonParams } from '@/lib/punches/exceptions';
import type { TimecardException } from '@/lib/punches/schema';
import { DecisionForms } from './decision-forms';

const TONE: Record<SheetState, BadgeTone> = {
  open: 'info',
  approved: 'success',
  rejected: 'danger',
  closed: 'neutral',
  unavailable: 'neutral',
};

type Props = {
  sheet: SheetView;
  token: string;
  company: string;
  t: Translate;
  fmt: LinkFormat;
  /** The contact may decide (her 'Approve timesheets' switch is on). */
  canDecide: boolean;
  /** A refusal about this timesheet that the last post came back with, already worded. */
  notice: string | null;
  reasonMissing: boolean;
};

/** Who decided, when, and why (a rejection's reason), as the link shows a decided timesheet. */
function DecisionLine({ sheet, t, fmt }: Pick<Props, 'sheet' | 't' | 'fmt'>) {
  const d = sheet.decision;
  if (!d) return <p className="mt-3 text-sm text-slate-800">{t(`status.${sheet.state}`)}</p>;
  const date = fmt.stamp(d.at, sheet.timezone);
  const verb = d.action === 'approve' ? 'approved' : 'rejected';
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-800">
      <p className="font-medium">{d.by ? t(`sheet.${verb}By`, { name: d.by, date }) : t(`sheet.${verb}On`, { date })}</p>
      {d.reason ? <p className="whitespace-pre-wrap">{t('sheet.reason', { reason: d.reason })}</p> : null}
      {d.fromEmail ? <p className="text-slate-700">{t('sheet.fromEmail')}</p> : null}
    </div>
  );
}

/** The week's days with time on them: each punch, its break and its hours, on the site's clock. */
function Days({ sheet, t, fmt }: Pick<Props, 'sheet' | 't' | 'fmt'>) {
  if (!sheet.days.length) return <p className="mt-3 text-sm text-slate-700">{t('sheet.noTime')}</p>;
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{t('sheet.week', { start: fmt.date(sheet.weekStart), end: fmt.date(sheet.weekEnd) })}</caption>
      <thead className="text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-1 pe-2 text-start font-medium">
            {t('sheet.day')}
          </th>
          <th scope="col" className="py-1 pe-2 text-start font-medium">
            {t('sheet.in')}–{t('sheet.out')}
          </th>
          <th scope="col" className="py-1 pe-2 text-end font-medium">
            {t('sheet.break')}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t('sheet.hours')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sheet.days.flatMap((day) =>
          day.cards.map((card, i) => (
            <tr key={`${day.date}-${card.clockIn}`}>
              <th scope="row" className="py-1.5 pe-2 text-start font-medium text-slate-900">
                {i === 0 ? fmt.day(day.date) : ''}
              </th>
              <td className="py-1.5 pe-2 tabular-nums text-slate-800">
                {fmt.time(card.clockIn, sheet.timezone)}–
                {card.clockOut ? (
                  fmt.time(card.clockOut, sheet.timezone)
                ) : (
                  <span className="font-medium text-amber-900">{t('sheet.stillIn')}</span>
                )}
              </td>
              <td className="py-1.5 pe-2 text-end tabular-nums text-slate-800">{t('sheet.minutes', { count: card.breakMinutes })}</td>
              <td className="py-1.5 text-end tabular-nums text-slate-900">{fmt.hours(card.hours)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** An exception's reason in the contact's language. */
const reasonOf = (t: Translate, e: Pick<TimecardException, 'kind' | 'detail'>) =>
  t(`exceptions.reasons.${e.kind}`, reasonParams(e.kind, e.detail));

/** The exceptions already acknowledged: what was flagged, who acknowledged it and when. */
function Acknowledged({ sheet, t, fmt }: Pick<Props, 'sheet' | 't' | 'fmt'>) {
  const done = (sheet.exceptions ?? []).filter((e) => e.status === 'acknowledged');
  if (!done.length) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-800">
      {done.map((e) => (
        <li key={e._id}>
          <span className="font-medium">{t('exceptions.status.acknowledged')}:</span> {reasonOf(t, e)}
          {e.resolved_at ? (
            <span className="text-slate-700">
              {' · '}
              {e.resolved_by_name
                ? t('exceptions.acknowledgedBy', { name: e.resolved_by_name, date: fmt.stamp(e.resolved_at, sheet.timezone) })
                : t('exceptions.acknowledgedOn', { date: fmt.stamp(e.resolved_at, sheet.timezone) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One timesheet of the link: worker, site, week, days and hours, totals and bill amount, and its decision or the forms to take it. */
export function SheetCard({ sheet, token, company, t, fmt, canDecide, notice, reasonMissing }: Props) {
  const titleId = `sheet-${sheet.id}-title`;
  if (sheet.state === 'unavailable') {
    return (
      <article id={`sheet-${sheet.id}`} aria-labelledby={titleId} className="rounded-lg border border-dashed border-slate-300 bg-white p-4">
        <h2 id={titleId} className="text-sm text-slate-700">
          {t('sheet.unavailable')}
        </h2>
        {notice ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {notice}
          </p>
        ) : null}
      </article>
    );
  }
  const week = fmt.date(sheet.weekStart);
  const open = (sheet.exceptions ?? []).filter((e) => e.status === 'open');
  const tiers = (
    [
      ['regular', sheet.regularHours],
      ['overtime', sheet.overtimeHours],
      ['doubleTime', sheet.doubleTimeHours],
    ] as const
  ).filter(([, h]) => h > 0);
  return (
    <article
      id={`sheet-${sheet.id}`}
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {sheet.worker}
          </h2>
          <p className="text-sm text-slate-700">{[sheet.position, `${sheet.location} · ${sheet.company}`].filter(Boolean).join(' · ')}</p>
          <p className="text-sm text-slate-700">{t('sheet.week', { start: week, end: fmt.date(sheet.weekEnd) })}</p>
        </div>
        <Badge tone={TONE[sheet.state]}>{t(`status.${sheet.state}`)}</Badge>
      </header>
      {notice ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {notice}
        </p>
      ) : null}
      <Days sheet={sheet} t={t} fmt={fmt} />
      <dl className="mt-3 grid grid-cols-2 gap-3 rounded-md bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{t('sheet.totalHours')}</dt>
          <dd className="text-base font-semibold tabular-nums text-slate-900">{fmt.hours(sheet.totalHours)}</dd>
          {tiers.length > 1 || (tiers.length === 1 && tiers[0]?.[0] !== 'regular') ? (
            <dd className="text-xs text-slate-700">{tiers.map(([k, h]) => `${t(`sheet.${k}`)} ${fmt.hours(h)}`).join(' · ')}</dd>
          ) : null}
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{t('sheet.billAmount')}</dt>
          <dd className="text-base font-semibold tabular-nums text-slate-900">{fmt.money(sheet.billTotal)}</dd>
        </div>
      </dl>
      {sheet.state === 'open' && sheet.openPunches[0] !== undefined ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('sheet.openPunch', { worker: sheet.worker, time: fmt.dayTime(sheet.openPunches[0], sheet.timezone) })}
        </p>
      ) : null}
      {sheet.state === 'open' && !canDecide && open.length ? (
        <ul className="mt-3 space-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {open.map((e) => (
            <li key={e._id}>{reasonOf(t, e)}</li>
          ))}
        </ul>
      ) : null}
      <Acknowledged sheet={sheet} t={t} fmt={fmt} />
      {sheet.state === 'approved' || sheet.state === 'rejected' ? <DecisionLine sheet={sheet} t={t} fmt={fmt} /> : null}
      {sheet.state === 'closed' ? <p className="mt-3 text-sm text-slate-800">{t('sheet.closed', { company })}</p> : null}
      {sheet.state === 'open' && canDecide ? (
        <DecisionForms
          token={token}
          sheetId={sheet.id}
          worker={sheet.worker}
          week={week}
          company={company}
          t={t}
          reasonMissing={reasonMissing}
          approveBlocked={sheet.openPunches.length > 0}
          exceptions={open.map((e) => ({ id: e._id, reason: reasonOf(t, e) }))}
        />
      ) : null}
    </article>
  );
}
