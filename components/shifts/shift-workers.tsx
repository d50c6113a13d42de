'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BlockWorkerButton } from '@/components/worker-blocks/block-worker-button';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/dialog';
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
type Verdict = { a: Assignment; action: 'no_show' | 'sent_home' | 'cancel_assignment' };

/** The shift's workers with their status, what the caller may do to each, and (staff) the worker search to add one. */
export function ShiftWorkers({ shift, ops }: { shift: ShiftDetail; ops: ReturnType<typeof useShift> }) {
  const t = useTranslations('shiftsBoard.details');
  // The worker search is open while the shift has places to fill; the button folds it away.
  const [assigning, setAssigning] = useState(shift.filled < shift.headcount);
  const [inviteFirst, setInviteFirst] = useState(false);
  const [replacing, setReplacing] = useState<Assignment | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const onShift = shift.assignments.map((a) => a.candidate_id);
  const time = new Intl.DateTimeFormat(useLocale(), { timeStyle: 'short', timeZone: shift.timezone });
  const confirmText = (v: Verdict) =>
    v.action === 'no_show'
      ? { title: t('confirm.noShowTitle', { name: v.a.candidate_name }), body: t('confirm.noShowBody'), label: t('noShow') }
      : v.action === 'sent_home'
        ? { title: t('confirm.sendHomeTitle', { name: v.a.candidate_name }), body: t('confirm.sendHomeBody'), label: t('sendHome') }
        : { title: t('confirm.removeTitle', { name: v.a.candidate_name }), body: t('confirm.removeBody'), label: t('remove') };
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
                <span className="text-slate-700">{t('sentHomeAt', { time: time.format(new Date(a.sent_home_at)) })}</span>
              ) : null}
              <span role="group" aria-label={t('actionsFor', { name: a.candidate_name })} className="ms-auto flex flex-wrap gap-1.5">
                {a.allowed_actions.includes('accept') ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={ops.busy}
                    onClick={() => void ops.act({ assignment_id: a._id, action: 'accept' })}
                  >
                    {t('accept')}
                  </Button>
                ) : null}
                {a.allowed_actions.includes('decline') ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={ops.busy}
                    onClick={() => void ops.act({ assignment_id: a._id, action: 'decline' })}
                  >
                    {t('decline')}
                  </Button>
                ) : null}
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
                {a.allowed_actions.includes('cancel_assignment') ? (
                  <Button size="sm" variant="ghost" onClick={() => setVerdict({ a, action: 'cancel_assignment' })}>
                    {t('remove')}
                  </Button>
                ) : null}
                {a.allowed_actions.includes('no_show') ? (
                  <Button size="sm" variant="outline" onClick={() => setVerdict({ a, action: 'no_show' })}>
                    {t('noShow')}
                  </Button>
                ) : null}
                {a.allowed_actions.includes('sent_home') ? (
                  <Button size="sm" variant="outline" onClick={() => setVerdict({ a, action: 'sent_home' })}>
                    {t('sendHome')}
                  </Button>
                ) : null}
                <BlockWorkerButton candidateId={a.candidate_id} candidateName={a.candidate_name} locationId={shift.location_id} />
              </span>
              {replacing?._id === a._id ? (
                <div className="w-full pt-2">
                  <WorkerSearch
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
