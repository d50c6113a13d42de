'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { updatePlacementBody } from '@/lib/placements/schema';
import type { PlacementDetail } from '@/lib/placements/schema';
import { placementApi, revalidatePlacements } from './api';
import { TermsFields, termsPayload, type Terms } from './terms-fields';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import { useAction } from '@/lib/browser/use-action';

const termsOf = (p: PlacementDetail): Terms => ({
  position: p.position,
  start_date: p.start_date,
  end_date: p.end_date ?? '',
  bill_rate: String(p.bill_rate),
  pay_rate: String(p.pay_rate ?? ''),
});

/** Edit a placement's position, dates and rates. Mounted while open, so it starts from the current copy. */
export function EditPlacementDialog({ placement, onClose }: { placement: PlacementDetail; onClose: () => void }) {
  const t = useTranslations('placements');
  const formId = useId();
  const [terms, setTerms] = useState<Terms>(() => termsOf(placement));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidatePlacements, fallbackError: t('errors.generic') });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = termsPayload(terms);
    const parsed = updatePlacementBody.safeParse(body);
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    if (!parsed.success) return;
    if (await run(() => placementApi.update(placement._id, body), t('saved'))) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('edit.title', { name: placement.candidate_name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('edit.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TermsFields
          terms={terms}
          onChange={(patch) => setTerms((x) => ({ ...x, ...patch }))}
          invalid={new Set([...invalid, ...Object.keys(serverErrors)])}
        />
      </form>
    </Dialog>
  );
}
