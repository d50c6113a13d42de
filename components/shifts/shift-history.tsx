'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/browser/format';
import { siteClock } from '@/lib/timezones/clock';
import type { ShiftDetail } from './use-shift';

const FIELDS = ['status', 'position', 'starts_at', 'ends_at', 'headcount', 'notes'] as const;
const ACTIONS = [
  'request',
  'create',
  'publish',
  'edit',
  'cancel',
  'invite',
  'assign',
  'accept',
  'decline',
  'replace',
  'cancel_assignment',
  'no_show',
  'sent_home',
  // A new block withdrew the worker (lib/worker-blocks/withdraw.ts).
  'blocked',
] as const;
const STATUSES = ['invited', 'accepted', 'declined', 'replaced', 'cancelled', 'no_show', 'sent_home'] as const;
const isOneOf = <T extends string>(xs: readonly T[], v: unknown): v is T => typeof v === 'string' && (xs as readonly string[]).includes(v);

/** The shift's log, newest first: who, when, what (from → to) and the comment; folded until asked for. */
export function ShiftHistory({ shift }: { shift: ShiftDetail }) {
  const t = useTranslations('shiftsBoard.details');
  const [open, setOpen] = useState(false);
  // When a change was made is the viewer's clock (her zone, named); a changed start or end is the site's.
  const fmt = useFormat();
  const site = siteClock(useLocale());
  const names = new Map(shift.assignments.map((a) => [a._id, a.candidate_name]));
  const at = (iso: string) => site.stamp(iso, shift.timezone);
  const value = (field: string, v: string | number | boolean | null, entity: string) => {
    if (v === null || v === '') return '—';
    if (entity === 'assignment' && isOneOf(STATUSES, v)) return t(`assignmentStatus.${v}`);
    if (field === 'status' && isOneOf(['draft', 'published', 'cancelled'] as const, v))
      return t(`log.${v === 'draft' ? 'request' : v === 'published' ? 'publish' : 'cancel'}`);
    if ((field === 'starts_at' || field === 'ends_at') && typeof v === 'string') return at(v);
    return String(v);
  };
  return (
    <section aria-labelledby="shift-history" className="mt-6">
      <h3 id="shift-history" className="mb-2 text-sm font-semibold text-slate-900">
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t('history')} ({shift.logs.length})
        </Button>
      </h3>
      {!open ? null : shift.logs.length === 0 ? (
        <p className="text-sm text-slate-700">{t('noHistory')}</p>
      ) : (
        <ol id="shift-history-list" className="space-y-2 text-sm">
          {shift.logs.map((log) => (
            <li key={log._id} className="rounded-md border border-slate-200 px-3 py-2">
              <p className="text-slate-900">
                <span className="font-medium">{isOneOf(ACTIONS, log.action) ? t(`log.${log.action}`) : log.action}</span>{' '}
                <span className="text-slate-700">
                  {log.user_name ? t('log.by', { name: log.user_name }) : t('log.system')} ·{' '}
                  <time dateTime={log.created_at}>{fmt.stamp(log.created_at)}</time>
                </span>
              </p>
              {log.changes.length ? (
                <ul className="mt-1 text-slate-800">
                  {log.changes.map((c, i) => (
                    <li key={i}>
                      {c.entity === 'assignment'
                        ? t('log.worker', { name: (c.entity_id && names.get(c.entity_id)) || '—' })
                        : isOneOf(FIELDS, c.field)
                          ? t(`log.field.${c.field}`)
                          : c.field}
                      : {value(c.field, c.from, c.entity)} → {value(c.field, c.to, c.entity)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {log.comment ? <p className="mt-1 whitespace-pre-line text-slate-700">{log.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
