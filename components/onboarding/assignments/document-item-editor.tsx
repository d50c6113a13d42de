'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { callApi, type BodyOf } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { AssignmentDetail, CandidateDocument } from '@/lib/onboarding/schema';
import { revalidateOnboarding } from '../api';
import { ItemDone } from './item-done';

type Item = AssignmentDetail['items'][number];

/**
 * A document step: link one of the candidate's uploaded documents, or tick it as received when the
 * recruiter has checked the paper original. Documents of the item's type are offered first.
 */
export function DocumentItemEditor({
  assignmentId,
  item,
  documents,
}: {
  assignmentId: string;
  item: Item;
  documents: CandidateDocument[];
}) {
  const t = useTranslations('onboarding.drawer');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const usable = documents
    .filter((d) => !d.document_type_id || !item.document_type_id || d.document_type_id === item.document_type_id)
    .sort((a, b) => Number(b.document_type_id === item.document_type_id) - Number(a.document_type_id === item.document_type_id));
  const [chosen, setChosen] = useState(usable[0]?._id ?? '');
  const complete = (body: BodyOf<typeof onboardingRoutes.completeItem>) =>
    run(() => callApi(onboardingRoutes.completeItem, { params: { id: assignmentId, itemId: item._id }, body }), toasts('itemCompleted'));

  if (item.progress) {
    const file = documents.find((d) => d._id === item.progress?.attachment_id)?.filename;
    return (
      <ItemDone
        assignmentId={assignmentId}
        itemId={item._id}
        completedAt={item.progress.completed_at}
        detail={file ? t('attached', { file }) : t('verified')}
      />
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t('documentOf', { type: item.document_type_name ?? t('anyType') })}</p>
      {usable.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t('document')}
            size="sm"
            className="w-64"
            value={chosen}
            onValueChange={setChosen}
            options={usable.map((d) => ({ value: d._id, label: d.filename }))}
          />
          <Button size="sm" loading={busy} disabled={!chosen} onClick={() => void complete({ attachment_id: chosen })}>
            {t('attach')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('noDocuments')}</p>
      )}
      <Button size="sm" variant="outline" loading={busy} onClick={() => void complete({ completed: true })}>
        {t('markReceived')}
      </Button>
    </div>
  );
}
