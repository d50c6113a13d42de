'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { createPlacementBody } from '@/lib/placements/schema';
import type { CandidateOption } from '@/lib/placements/types';
import { placementApi, revalidatePlacements } from './api';
import { CandidatePicker } from './candidate-picker';
import { CompanyLocationFields } from './company-location-fields';
import { TermsFields, termsPayload, type Terms } from './terms-fields';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import { useAction } from '@/lib/browser/use-action';

const EMPTY: Terms = { position: '', start_date: '', end_date: '', bill_rate: '', pay_rate: '' };

/** "New placement": candidate, client company → location, position, dates and rates. */
export function NewPlacementDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const t = useTranslations('placements');
  const formId = useId();
  const [candidate, setCandidate] = useState<CandidateOption | null>(null);
  const [where, setWhere] = useState({ companyId: '', locationId: '' });
  const [terms, setTerms] = useState<Terms>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidatePlacements, fallbackError: t('errors.generic') });

  const reset = () => {
    setCandidate(null);
    setWhere({ companyId: '', locationId: '' });
    setTerms(EMPTY);
    setInvalid(new Set());
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { candidate_id: candidate?._id ?? '', company_id: where.companyId, location_id: where.locationId, ...termsPayload(terms) };
    const parsed = createPlacementBody.safeParse(body);
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    if (!parsed.success) return;
    const created = await run(() => placementApi.create(body), t('created'));
    if (!created) return;
    reset();
    onOpenChange(false);
    onCreated(created.data._id);
  }

  const bad = new Set([...invalid, ...Object.keys(serverErrors)]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('new.title')}
      description={t('new.description')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('new.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="max-h-[60vh] space-y-4 overflow-y-auto pe-1">
        <CandidatePicker
          value={candidate}
          onChange={setCandidate}
          error={bad.has('candidate_id') ? t('form.invalid.candidate_id') : undefined}
        />
        <CompanyLocationFields companyId={where.companyId} locationId={where.locationId} onChange={setWhere} invalid={bad} />
        <TermsFields terms={terms} onChange={(patch) => setTerms((x) => ({ ...x, ...patch }))} invalid={bad} />
      </form>
    </Dialog>
  );
}
