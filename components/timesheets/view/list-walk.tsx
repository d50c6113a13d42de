'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { withFrom } from '@/lib/url-state/back-link';
import type { ListNeighbours } from '@/lib/timesheets/queries';

/**
 * The list a timesheet view was opened from: the way back to it, where the sheet stands in it, and the list
 * URL each step carries (the page its sheet is on).
 */
export type ListPlace = { back: string; neighbours: ListNeighbours | null; steps?: { previous: string; next: string } };

const STEP = 'inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium';

/** Previous or Next: a link while there is a sheet that way, a visibly disabled one at the list's end. */
function Step({ id, back, label, way }: { id: string | null; back: string; label: string; way: 'prev' | 'next' }) {
  const mark = (
    <span aria-hidden className="inline-block rtl:rotate-180">
      {way === 'prev' ? '←' : '→'}
    </span>
  );
  const body = (
    <>
      {way === 'prev' ? mark : null}
      {label}
      {way === 'next' ? mark : null}
    </>
  );
  if (!id)
    return (
      // A link without href takes no focus and says it leads nowhere: the list ends here.
      <a role="link" aria-disabled="true" className={`${STEP} cursor-not-allowed text-slate-400`}>
        {body}
      </a>
    );
  return (
    <Link
      href={withFrom(`/timesheets/view/${id}`, back)}
      rel={way}
      className={`${STEP} text-slate-700 hover:bg-slate-50 hover:text-slate-900`}
    >
      {body}
    </Link>
  );
}

/**
 * "Timesheet 3 of 57" with Previous / Next through the list the view was opened from (its filters and
 * order, across its pages). Nothing when the list no longer holds this sheet.
 */
export function ListWalk({ place }: { place: ListPlace }) {
  const t = useTranslations('timesheets.view.walk');
  const n = place.neighbours;
  if (!n) return null;
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-2">
      <Step id={n.previous} back={place.steps?.previous ?? place.back} label={t('previous')} way="prev" />
      <span className="text-sm text-slate-700" data-testid="timesheet-position">
        {t('position', { position: n.position, total: n.total })}
      </span>
      <Step id={n.next} back={place.steps?.next ?? place.back} label={t('next')} way="next" />
    </nav>
  );
}
