'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { PlacedShift } from '@/lib/shifts-board/group';
import { useShiftFormat } from './format';
import { ShiftStatusBadge } from './shift-status';

/** Everything the API tells about one shift, opened from its card. */
export function ShiftDetailsDialog({ shift, onClose }: { shift: PlacedShift | null; onClose: () => void }) {
  const t = useTranslations('shiftsBoard.details');
  const f = useShiftFormat();
  if (!shift) return null;
  const rows: [string, ReactNode][] = [
    [t('position'), shift.position],
    [t('location'), `${shift.location_name} · ${shift.company_name}`],
    [t('date'), f.longDate(shift.day)],
    [t('time'), `${f.timeRange(shift.starts_at, shift.ends_at, shift.timeZone)} (${f.zone(shift.timeZone, new Date(shift.starts_at))})`],
    [
      t('headcount'),
      typeof shift.filled === 'number' ? `${f.count(shift.filled)} / ${f.count(shift.headcount)}` : f.count(shift.headcount),
    ],
    [t('status'), <ShiftStatusBadge key="s" status={shift.status} />],
    ...(shift.notes
      ? [
          [
            t('notes'),
            <p key="n" className="whitespace-pre-line">
              {shift.notes}
            </p>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      description={shift.status === 'draft' ? t('draftNote') : undefined}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
