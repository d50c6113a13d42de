'use client';
import { useTranslations } from 'next-intl';
import type { Format } from '@/lib/browser/format';
import type { ChangeValue } from '@/lib/timesheets/types';
import type { FieldChange } from '@/lib/timesheets/schema';
import { FIELD_KINDS, groupChanges, isAuditField, type ChangeGroup } from './log-changes';

const EMPTY = '—';

/**
 * One log entry's changes as a readable diff: each field's label and "from → to" in the viewer's formats,
 * the timesheet's own fields first, then one titled group per timecard named by its day. No stored key is
 * ever shown: a field without a label reads as "Another field".
 */
export function LogChangeList({ logId, changes, fmt, zone }: { logId: number; changes: FieldChange[]; fmt: Format; zone?: string | null }) {
  const t = useTranslations('timesheets.log');
  // A card's punches are on its site's clock with the zone named, as on the timecards above (DESIGN §8 "One clock");
  // without the site's zone (a sheet with no card left) they fall back to the viewer's clock, also named.
  const day = (iso: string) => (zone ? fmt.siteWeekday(iso, zone) : fmt.weekday(iso));
  const time = (iso: string) => (zone ? fmt.siteTime(iso, zone) : fmt.time(iso));
  const stamp = (iso: string) => (zone ? fmt.siteStamp(iso, zone) : fmt.stamp(iso));
  const label = (field: string) => (isAuditField(field) ? t(`fields.${field}`) : t('fields.other'));

  function value(field: string, v: ChangeValue, cardDay?: string): string {
    if (v === null || v === '') return EMPTY;
    const kind = isAuditField(field) ? FIELD_KINDS[field] : 'text';
    if (kind === 'flag') return v === true || v === 'true' ? t('yes') : t('no');
    if (kind === 'minutes') return typeof v === 'number' ? fmt.count(v) : String(v);
    if (kind === 'money') return fmt.money(Number(v));
    if (kind === 'instant' && typeof v === 'string') {
      // On a card the day is in its title: a time on that day is enough, another day is named.
      if (cardDay === undefined) return stamp(v);
      return day(v) === cardDay ? time(v) : `${day(v)} ${time(v)}`;
    }
    return String(v);
  }

  const rows = (list: FieldChange[], cardDay?: string) => (
    <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
      {list.map((c) => (
        <div key={`${c.entity_id ?? ''}:${c.field}`} className="contents">
          <dt className="font-medium text-slate-800">{label(c.field)}</dt>
          <dd className="whitespace-pre-wrap text-slate-700">
            {t('change', { from: value(c.field, c.from, cardDay), to: value(c.field, c.to, cardDay) })}
          </dd>
        </div>
      ))}
    </dl>
  );

  const title = (g: Extract<ChangeGroup, { kind: 'card' }>) => {
    const on = g.clockIn ? day(g.clockIn) : EMPTY;
    return g.state === 'added'
      ? t('cardAdded', { day: on })
      : g.state === 'removed'
        ? t('cardRemoved', { day: on })
        : t('cardChanged', { day: on });
  };

  return (
    <div className="mt-2 space-y-2 rounded border border-slate-200 bg-white px-3 py-2">
      {groupChanges(changes).map((g) =>
        g.kind === 'timesheet' ? (
          <div key="timesheet">{rows(g.changes)}</div>
        ) : (
          <div key={g.id} role="group" aria-labelledby={`log-${logId}-card-${g.id}`}>
            <h4 id={`log-${logId}-card-${g.id}`} className="text-xs font-semibold text-slate-700">
              {title(g)}
            </h4>
            {rows(g.changes, g.clockIn ? day(g.clockIn) : undefined)}
          </div>
        ),
      )}
    </div>
  );
}
