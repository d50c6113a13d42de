'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BlockWorkerButton } from '@/components/worker-blocks/block-worker-button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/dialog';
import { siteClock } from '@/lib/timezones/clock';
import { WorkerSearch } from './worker-search';
import type { Assignment, ShiftDetail, useShift } from './use-shift';

const TONES: Record<Assignment['status'], BadgeTone> = {
  invited: 'info',
  accepted: 'success',
  declined: 'neutral',
  replaced: 'neutral',
  cancelled: 'neutral',
  no_show: 'danger',
  sent_home: 'warning',
};
/** Actions taken at once (the worker's answer, recorded by staff). */
const ANSWERS = ['accept', 'decline'] as const;
/** Actions asked first, in their button order: the button, the question and its explanation. */
const VERDICTS = {
  cancel_assignment: { label: 'remove', title: 'confirm.removeTitle', body: 'confirm.removeBody' },
  no_show: { label: 'noShow', title: 'confirm.noShowTitle', body: 'confirm.noShowBody' },
  sent_home: { label: 'sendHome', title: 'confirm.sendHomeTitle', body: 'confirm.sendHomeBody' },
} as const;
type VerdictAction = keyof typeof VERDICTS;
const VERDICT_ACTIONS = Object.keys(VERDICTS) as VerdictAction[];
type Verdict = { a: Assignment; action: VerdictAction };

/** The shift's workers with their status, what the caller may do to each, and (staff) the worker search to add one. */
export function ShiftWorkers({ shift, ops }: { shift: ShiftDetail; ops: ReturnType<typeof useShift> }) {
  const t = useTranslations('shiftsBoard.details');
  // The worker search is open while the shift has places to fill; the button folds it away.
  const [assigning, setAssigning] = useState(shift.filled < shift.headcount);
  const [inviteFirst, setInviteFirst] = useState(false);
  const [replacing, setReplacing] = useState<Assignment | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const onShift = shift.assignments.map((a) => a.candidate_id);
  // The site's clock with its zone named ("2:30 PM EST"), like every shift time (DESIGN §8 "One clock").
  const site = siteClock(useLocale());
  const confirmText = ({ a, action }: Verdict) => {
    const k = VERDICTS[action];
    return { title: t(k.title, { name: a.candidate_name }), body: t(k.body), label: t(k.label) };
  };
  const v = verdict ? confirmText(verdict) : null;

  return (
    <section aria-labelledby="shift-workers" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="shift-workers" className="text-sm font-semibold text-slate-900">
          {t('workers')}
        </h3>
        {shift.may_assign ? (
          <Button size="sm" variant="outline" aria-expanded={assigning} onClick={() => setAssigning((x) => !x)}>
            {t('assign')}
          </Button>
        ) : null}
      </div>
      {assigning && shift.may_assign ? (
        <div className="mb-3 space-y-2 rounded-md border border-slate-200 p-3">
          <WorkerSearch
            shiftId={shift._id}
            label={t('assignLabel')}
            exclude={onShift}
            onPick={(c) => void ops.assign([c._id], inviteFirst ? 'invited' : 'accepted')}
          />
          <Checkbox label={t('inviteFirst')} checked={inviteFirst} onChange={(e) => setInviteFirst(e.currentTarget.checked)} />
        </div>
      ) : null}
      {shift.assignments.length === 0 ? (
        <p className="text-sm text-slate-700">{t('noWorkers')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {shift.assignments.map((a) => (
            <li key={a._id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{a.candidate_name}</span>
              <Badge tone={TONES[a.status]}>{t(`assignmentStatus.${a.status}`)}</Badge>
              {a.sent_home_at ? (
                <span className="text-slate-700">{t('sentHomeAt', { time: site.time(a.sent_home_at, shift.timezone) })}</span>
              ) : null}
              <span role="group" aria-label={t('actionsFor', { name: a.candidate_name })} className="ms-auto flex flex-wrap gap-1.5">
                {ANSWERS.filter((action) => a.allowed_actions.includes(action)).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant="outline"
                    disabled={ops.busy}
                    onClick={() => void ops.act({ assignment_id: a._id, action })}
                  >
                    {t(action)}
                  </Button>
                ))}
                {a.allowed_actions.includes('replace') ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={replacing?._id === a._id}
                    onClick={() => setReplacing((r) => (r?._id === a._id ? null : a))}
                  >
                    {t('replace')}
                  </Button>
                ) : null}
                {VERDICT_ACTIONS.filter((action) => a.allowed_actions.includes(action)).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'cancel_assignment' ? 'ghost' : 'outline'}
                    onClick={() => setVerdict({ a, action })}
                  >
                    {t(VERDICTS[action].label)}
                  </Button>
                ))}
                <BlockWorkerButton candidateId={a.candidate_id} candidateName={a.candidate_name} locationId={shift.location_id} />
              </span>
              {replacing?._id === a._id ? (
                <div className="w-full pt-2">
                  <WorkerSearch
                    shiftId={shift._id}
                    label={t('replaceLabel', { name: a.candidate_name })}
                    exclude={onShift}
                    onPick={(c) => {
                      setReplacing(null);
                      void ops.act({ assignment_id: a._id, action: 'replace', candidate_id: c._id });
                    }}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={verdict !== null}
        onOpenChange={(o) => {
          if (!o) setVerdict(null);
        }}
        title={v?.title ?? ''}
        description={v?.body ?? ''}
        confirmLabel={v?.label ?? ''}
        cancelLabel={t('confirm.keep')}
        busy={ops.busy}
        onConfirm={() => {
          if (!verdict) return;
          void ops.act({ assignment_id: verdict.a._id, action: verdict.action }).then(() => setVerdict(null));
        }}
      />
    </section>
  );
}
