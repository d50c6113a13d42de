'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BlockWorkerDialog } from './block-worker-dialog';

/**
 * "Block worker" (do not return) for one worker at one location: opens a dialog to block them from this
 * location, or from the whole company when the caller may speak for it, with a reason. `timesheetId` (the
 * timesheet view) records the block in that timesheet's history too.
 */
export function BlockWorkerButton({
  candidateId,
  candidateName,
  locationId,
  timesheetId,
  size = 'sm',
}: {
  candidateId: string;
  candidateName: string;
  locationId: string;
  timesheetId?: string;
  size?: 'sm' | 'md';
}) {
  const t = useTranslations('workerBlocks.button');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} aria-label={t('blockLabel', { name: candidateName })} onClick={() => setOpen(true)}>
        {t('block')}
      </Button>
      {open ? (
        <BlockWorkerDialog
          candidateId={candidateId}
          candidateName={candidateName}
          locationId={locationId}
          timesheetId={timesheetId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
